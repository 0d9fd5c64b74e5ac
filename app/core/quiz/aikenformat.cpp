// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/aikenformat.h"

#include "core/quiz/importbuilder.h"

#include <QRegularExpression>
#include <QStringTokenizer>

using namespace Qt::StringLiterals;

BankImport AikenFormat::read(const QString &source, const QString &title)
{
    static const QRegularExpression choicePattern(u"^[A-Z][).]"_s);
    ImportBuilder builder(title);
    std::optional<ImportedQuestion> open; // the question whose ANSWER line has not come yet
    bool openIsTooLong = false;           // it has more choices than a question may: refused at its ANSWER line
    // Moodle splits at "\n" and then at "\r", so "\r\n" counts as two lines and an old Mac file as many. Each line is
    // a view into the source: a file of millions of lines costs no list of them.
    int lineNumber = 0;
    for (const QStringView physical : QStringTokenizer(source, u'\n')) {
        for (const QStringView pieceView : QStringTokenizer(physical, u'\r')) {
            const QString piece = pieceView.toString();
            ++lineNumber;
            // PHP's trim(), and strlen() counts bytes: a lone ASCII character is ignored, a lone "가" is not.
            const QString line = piece.trimmed();
            if (line.toUtf8().size() < 2 || builder.isFull())
                continue;
            const SourcePlace at{lineNumber, int(piece.indexOf(line.at(0)) + 1), {}};
            if (choicePattern.match(line).hasMatch()) {
                if (!open) {
                    builder.error(at, u"choice \"%1\" before any question text"_s.arg(line.left(2)));
                    continue;
                }
                if (openIsTooLong)
                    continue;
                if (open->options.size() == QuestionBank::MaxOptions) {
                    builder.error(at, u"more than %1 choices; a question has %2 to %1"_s.arg(QuestionBank::MaxOptions)
                                          .arg(QuestionBank::MinOptions));
                    openIsTooLong = true;
                    continue;
                }
                const QChar expected = QChar(char16_t(u'A' + open->options.size()));
                if (line.at(0) != expected)
                    builder.warning(at, u"choice %1 where %2 was expected: Moodle numbers choices by their order, "
                                        "not their letters"_s.arg(line.at(0))
                                            .arg(expected));
                open->options.append(line.mid(2).trimmed());
            } else if (line.startsWith("ANSWER:"_L1)) {
                if (!open) {
                    builder.error(at, u"ANSWER line before any question text"_s);
                    continue;
                }
                const QString letter = line.mid(7).trimmed().left(1);
                const qsizetype count = open->options.size();
                if (openIsTooLong) {
                    // already reported at its eleventh choice
                } else if (count < 2) {
                    builder.error(at,
                                  u"a question needs at least 2 choices before its ANSWER line, found %1"_s.arg(count));
                } else if (letter.isEmpty() || letter.at(0) < u'A' || letter.at(0).unicode() >= u'A' + count) {
                    builder.error(at, u"ANSWER: \"%1\" is not one of the choices A to %2"_s.arg(
                                          letter, QChar(char16_t(u'A' + count - 1))));
                } else {
                    open->correct = letter.at(0).unicode() - u'A';
                    builder.add(std::move(*open));
                }
                open.reset();
                openIsTooLong = false;
            } else {
                // Any other line starts a new question (Moodle's "question not complete" for an open one).
                if (open && open->options.isEmpty())
                    builder.warning(at, u"the question text goes on from line %1: Moodle keeps only this last line and "
                                        "drops the line before"_s.arg(open->place.line));
                else if (open)
                    builder.error(open->place, u"question without an ANSWER line before the next question at line %1: "
                                               "Moodle drops it"_s.arg(lineNumber));
                open = ImportedQuestion{at, {}, line, {}, {}, -1, {}};
                openIsTooLong = false;
            }
        }
    }
    if (open)
        builder.error(open->place, u"question without an ANSWER line at the end of the file: Moodle drops it"_s);
    return builder.finish();
}
