// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/practicetext.h"

#include "core/i18n/language.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

using Templates = QHash<QString, QHash<QString, QString>>;

// Parsed once: the resource is compiled into the library, so a broken file is caught by the tests, not by users.
const Templates &templates()
{
    static const Templates table = [] {
        QFile file(u":/practice/templates.json"_s);
        const bool opened = file.open(QIODevice::ReadOnly);
        Q_ASSERT(opened);
        Templates parsed;
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        for (auto entry = root.begin(); entry != root.end(); ++entry) {
            const QJsonObject texts = entry.value().toObject();
            for (auto text = texts.begin(); text != texts.end(); ++text)
                parsed[entry.key()].insert(text.key(), text.value().toString());
        }
        return parsed;
    }();
    return table;
}

// `value` grouped the way `language` writes numbers (QLocale's separators: lakh grouping in bn).
QString grouped(qint64 value, const QString &language)
{
    return QLocale(language).toString(value);
}

// The number `text` is, written in any script's digits without grouping ("1407", "১৪০৭", "-3"), or none.
std::optional<qint64> numberIn(const QString &text)
{
    const qsizetype first = text.startsWith(u'-') ? 1 : 0;
    if (text.size() <= first || text.size() - first > 18)
        return std::nullopt;
    qint64 value = 0;
    for (qsizetype i = first; i < text.size(); ++i) {
        const int digit = text.at(i).digitValue();
        if (digit < 0 || !text.at(i).isDigit())
            return std::nullopt;
        value = value * 10 + digit;
    }
    return first ? -value : value;
}

// %1..%99 and %L1..%L99 replaced in one left-to-right pass; a placeholder without a value stays, so the tests can
// find it. {one|many} after a placeholder picks `one` when that value is the number 1: "r = %L4 {layer|layers}".
QString substitute(const QString &pattern, const QList<LocalizedText> &args, const QString &language)
{
    QString out;
    out.reserve(pattern.size() + 16 * args.size());
    bool lastIsOne = false;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        if (pattern.at(i) == u'{') {
            const qsizetype bar = pattern.indexOf(u'|', i);
            const qsizetype close = pattern.indexOf(u'}', i);
            if (bar > i && close > bar) {
                const QStringView choice(pattern);
                out += lastIsOne ? choice.mid(i + 1, bar - i - 1) : choice.mid(bar + 1, close - bar - 1);
                i = close;
                continue;
            }
        }
        if (pattern.at(i) == u'%') {
            qsizetype end = i + 1;
            const bool localized = end < pattern.size() && pattern.at(end) == u'L';
            if (localized)
                ++end;
            const qsizetype digits = end;
            int index = 0;
            while (end < pattern.size() && end - digits < 2 && pattern.at(end) >= u'0' && pattern.at(end) <= u'9') {
                index = index * 10 + (pattern.at(end).unicode() - u'0');
                ++end;
            }
            if (end > digits && index >= 1 && index <= args.size()) {
                const QString value = args.at(index - 1).text(language);
                const std::optional<qint64> number = numberIn(value);
                out += localized && number ? grouped(*number, language) : value;
                lastIsOne = number == 1;
                i = end - 1;
                continue;
            }
        }
        out += pattern.at(i);
    }
    return out;
}

// A LocalizedText with textFor(code) in every language the app speaks.
template<typename TextFor>
LocalizedText inEveryLanguage(TextFor textFor)
{
    QHash<QString, QString> byLanguage;
    for (const Language &language : Language::all())
        byLanguage.insert(language.code, textFor(language.code));
    return LocalizedText(byLanguage);
}

} // namespace

LocalizedText PracticeText::fill(const QString &key, const QList<LocalizedText> &args)
{
    const auto found = templates().constFind(key);
    Q_ASSERT_X(found != templates().cend(), "PracticeText::fill", qPrintable(key));
    if (found == templates().cend())
        return {};
    return inEveryLanguage([&](const QString &code) { return substitute(found->value(code), args, code); });
}

QStringList PracticeText::keys()
{
    return templates().keys();
}

LocalizedText PracticeText::number(qint64 value)
{
    return inEveryLanguage([value](const QString &code) {
        // No group separators: numbers sit inside formulas such as max(1, 1867), where "1,867" would read as two.
        QLocale locale(code);
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(value);
    });
}

LocalizedText PracticeText::groupedNumber(qint64 value)
{
    return inEveryLanguage([value](const QString &code) { return grouped(value, code); });
}

LocalizedText PracticeText::verbatim(const QString &text)
{
    return inEveryLanguage([&text](const QString &) { return text; });
}
