// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/bankchecker.h"

#include "core/quiz/aikenformat.h"
#include "core/quiz/giftformat.h"
#include "core/quiz/moodlexmlformat.h"
#include "core/quiz/quizformat.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace {

SourcePlace placeOf(const QString &jsonPlace)
{
    static const QRegularExpression lineColumn(u"^(\\d+):(\\d+)$"_s);
    const QRegularExpressionMatch match = lineColumn.match(jsonPlace);
    if (match.hasMatch())
        return {match.captured(1).toInt(), match.captured(2).toInt(), {}};
    return {0, 0, jsonPlace};
}

BankImport checkJson(const QByteArray &bytes, const QString &path)
{
    BankImport result;
    for (const JsonCursor::Problem &problem : QuestionBankLoader::problems(bytes))
        result.report(BankDiagnostic::error(placeOf(problem.place), problem.message));
    if (!result.diagnostics.isEmpty())
        return result;
    Expected<QuestionBank> loaded = QuestionBankLoader::fromJson(bytes, path);
    if (!loaded) { // problems() and fromJson() read alike; this is only a guard
        result.report(BankDiagnostic::error({}, loaded.error()));
        return result;
    }
    result.bank = std::move(*loaded);
    for (qsizetype q = 0; q < result.bank.questions.size(); ++q)
        result.questionPlaces.append({0, 0, u"$.questions[%1]"_s.arg(q)});
    return result;
}

// 1-based line and column of a byte offset.
SourcePlace placeOfByte(const QByteArray &bytes, qsizetype offset)
{
    const QByteArray before = bytes.left(offset);
    return {int(before.count('\n')) + 1, int(offset - before.lastIndexOf('\n')), {}};
}

} // namespace

BankImport BankChecker::check(const QByteArray &bytes, const QString &path)
{
    if (bytes.size() > QuestionBankLoader::MaxFileSize) {
        BankImport tooLarge;
        tooLarge.report(BankDiagnostic::error(
            {}, u"file is %1 bytes; the limit is %2 bytes"_s.arg(bytes.size()).arg(QuestionBankLoader::MaxFileSize)));
        return tooLarge;
    }
    const QuizFormat::Kind format = QuizFormat::detect(bytes, path);
    BankImport result;
    if (format == QuizFormat::Json) {
        result = checkJson(bytes, path);
    } else {
        QStringDecoder decoder(QStringDecoder::Utf8);
        const QString text = decoder.decode(bytes);
        if (decoder.hasError()) {
            // The valid text before the first bad byte re-encodes to the same bytes: its length is the byte offset.
            const qsizetype bad = text.left(text.indexOf(QChar::ReplacementCharacter)).toUtf8().size();
            result.report(
                BankDiagnostic::error(placeOfByte(bytes, bad), u"not valid UTF-8 text; save the file as UTF-8"_s));
            return result;
        }
        const QString title = QFileInfo(path).completeBaseName();
        if (format == QuizFormat::Gift)
            result = GiftFormat::read(text, title);
        else if (format == QuizFormat::Aiken)
            result = AikenFormat::read(text.startsWith(QChar::ByteOrderMark) ? text.mid(1) : text, title);
        else
            result = MoodleXmlFormat::read(bytes, title);
    }
    for (BankDiagnostic &diagnostic : lint(result.bank, result.questionPlaces))
        result.report(std::move(diagnostic));
    if (result.bank.questions.isEmpty() && !result.hasErrors())
        result.diagnostics.append(BankDiagnostic::warning( // never left out: QuizFile::load shows it
            {}, u"no question this app can play (multiple choice with one right answer, or true/false)"_s));
    return result;
}

QList<BankDiagnostic> BankChecker::lint(const QuestionBank &bank, const QList<SourcePlace> &places)
{
    static const QRegularExpression aboveOrBelow(u"\\b(all|none|both|neither) of the (above|below)\\b"_s,
                                                 QRegularExpression::CaseInsensitiveOption);
    const QString language = bank.languages.value(0, u"en"_s);
    QList<BankDiagnostic> found;
    int correctIsLongest = 0;
    for (qsizetype q = 0; q < bank.questions.size(); ++q) {
        const Question &question = bank.questions.at(q);
        const SourcePlace at = places.value(q);
        QStringList seen;
        qsizetype longest = -1;
        bool longestIsUnique = false;
        for (qsizetype o = 0; o < question.options.size(); ++o) {
            const QString text = question.options.at(o).text.text(language);
            const QRegularExpressionMatch match = aboveOrBelow.match(text);
            if (match.hasMatch())
                found.append(BankDiagnostic::warning(
                    at, u"option %1 says \"%2\" but options are shuffled: it may not be where it points; write "
                        "\"all of these\" or \"none of these\""_s.arg(o + 1)
                            .arg(match.captured(0))));
            const QString key = text.simplified().toCaseFolded();
            if (const qsizetype same = seen.indexOf(key); same >= 0)
                found.append(BankDiagnostic::warning(
                    at, u"options %1 and %2 are the same: \"%3\""_s.arg(same + 1).arg(o + 1).arg(text.simplified())));
            seen.append(key);
            const qsizetype length = text.size();
            if (longest < 0 || length > question.options.at(longest).text.text(language).size()) {
                longest = o;
                longestIsUnique = true;
            } else if (length == question.options.at(longest).text.text(language).size()) {
                longestIsUnique = false;
            }
        }
        if (longest == question.correctOption && longestIsUnique)
            ++correctIsLongest;
    }
    const qsizetype count = bank.questions.size();
    if (count >= 3 && correctIsLongest == count)
        found.append(BankDiagnostic::warning(
            places.value(0), u"the right answer is the longest option in every question (%1 of %1): learners can "
                             "guess it from its length"_s.arg(count)));
    return found;
}
