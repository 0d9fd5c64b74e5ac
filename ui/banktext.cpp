// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/banktext.h"

#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype LongestUnbrokenRun = 60;

} // namespace

QString BankText::breakable(const QString &text)
{
    QString result;
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c.isSpace() ? 0 : run + 1;
        // Never inside a character: not before the second half of a surrogate pair nor before a combining mark.
        if (run > LongestUnbrokenRun && !c.isLowSurrogate() && !c.isMark()) {
            result.append(QChar(0x200B)); // zero-width space
            run = 1;
        }
        result.append(c);
    }
    return result;
}

QString BankText::toRichText(const QString &text)
{
    // Dotted names with segments of two or more characters (torch.nn.Dropout, not "e.g."), optionally called, and
    // snake_case names with an optional "=value" (use_reentrant=False). Matched on the plain text, escaped piecewise.
    static const QRegularExpression code(
        uR"((?<![\w.])(?:[A-Za-z_]\w+(?:\.[A-Za-z_]\w+)+(?:\(\))?|[A-Za-z]\w*_\w+(?:=\w+)?)(?![\w]))"_s);
    QString html;
    qsizetype done = 0;
    QRegularExpressionMatchIterator it = code.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        html += breakable(text.mid(done, match.capturedStart() - done)).toHtmlEscaped();
        html += u"<code>"_s + match.captured().toHtmlEscaped() + u"</code>"_s;
        done = match.capturedEnd();
    }
    html += breakable(text.mid(done)).toHtmlEscaped();
    // Line breaks in bank text are paragraphs of plain text; rich text would fold them into spaces.
    html.replace(u'\n', u"<br>"_s);
    return html;
}

QString BankText::link(const QString &citation, const QString &url)
{
    const QUrl parsed(url, QUrl::StrictMode);
    const QString escaped = breakable(citation).toHtmlEscaped();
    if (!parsed.isValid() || (parsed.scheme() != "https"_L1 && parsed.scheme() != "http"_L1))
        return escaped;
    return u"<a href=\"%1\">%2</a>"_s.arg(QString::fromUtf8(parsed.toEncoded()).toHtmlEscaped(), escaped);
}
