// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizformat.h"

#include "core/quiz/aikenformat.h"
#include "core/quiz/assignment.h"
#include "core/quiz/giftformat.h"
#include "core/quiz/moodlexmlformat.h"

#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace {

SourcePlace placeOfJson(const QString &jsonPlace)
{
    static const QRegularExpression lineColumn(u"^(\\d+):(\\d+)$"_s);
    const QRegularExpressionMatch match = lineColumn.match(jsonPlace);
    if (match.hasMatch())
        return {match.captured(1).toInt(), match.captured(2).toInt(), {}};
    return {0, 0, jsonPlace};
}

BankImport readJson(const QByteArray &bytes, const QString &title)
{
    BankImport result;
    if (Assignment::looksLikeAssignment(bytes)) { // a teacher's assignment: its embedded bank, checked whole
        Expected<Assignment> assignment = Assignment::fromBytes(bytes, title);
        if (!assignment) {
            const QString located = assignment.error().mid(title.size() + 2); // without "<title>: "
            result.report(BankDiagnostic::error({}, located));
            return result;
        }
        result.bank = std::move(assignment->bank);
        for (qsizetype q = 0; q < result.bank.questions.size(); ++q)
            result.questionPlaces.append({0, 0, u"$.bank.questions[%1]"_s.arg(q)});
        return result;
    }
    for (const JsonCursor::Problem &problem : QuestionBankLoader::problems(bytes))
        result.report(BankDiagnostic::error(placeOfJson(problem.place), problem.message));
    if (!result.diagnostics.isEmpty())
        return result;
    Expected<QuestionBank> loaded = QuestionBankLoader::fromJson(bytes, title);
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

// The text formats are UTF-8 (a byte-order mark is allowed); a bad byte is an error at its place.
template<typename Read>
BankImport readText(const QByteArray &bytes, Read read)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (!decoder.hasError())
        return read(text.startsWith(QChar::ByteOrderMark) ? text.mid(1) : text);
    // The valid text before the first bad byte re-encodes to the same bytes: its length is the byte offset.
    const qsizetype bad = text.left(text.indexOf(QChar::ReplacementCharacter)).toUtf8().size();
    BankImport result;
    result.report(BankDiagnostic::error(placeOfByte(bytes, bad), u"not valid UTF-8 text; save the file as UTF-8"_s));
    return result;
}

QString patterns(const QStringList &extensions)
{
    QStringList globs;
    for (const QString &extension : extensions)
        globs.append(u"*."_s + extension);
    return globs.join(u' ');
}

} // namespace

const QList<QuizFormat::Entry> &QuizFormat::all()
{
    static const QList<Entry> entries = {
        {
            .kind = Json,
            .name = "Checkpoint Quiz JSON",
            .extensions = {u"json"_s, u"cqassign"_s}, // .cqassign: a teacher's assignment (Assignment)
            .read = &readJson,
        },
        {
            .kind = Gift,
            .name = "GIFT",
            .extensions = {u"gift"_s, u"txt"_s},
            .exportLabel = QT_TRANSLATE_NOOP("QuizFormat", "GIFT for Moodle"),
            .read =
                [](const QByteArray &bytes, const QString &title) {
                    return readText(bytes, [&](const QString &text) { return GiftFormat::read(text, title); });
                },
            .write = [](const QuestionBank &bank,
                        const QString &language) { return GiftFormat::write(bank, language).toUtf8(); },
        },
        {
            .kind = Aiken,
            .name = "Aiken",
            .extensions = {u"aiken"_s, u"txt"_s},
            .read =
                [](const QByteArray &bytes, const QString &title) {
                    return readText(bytes, [&](const QString &text) { return AikenFormat::read(text, title); });
                },
        },
        {
            .kind = MoodleXml,
            .name = "Moodle XML",
            .extensions = {u"xml"_s},
            .exportLabel = QT_TRANSLATE_NOOP("QuizFormat", "Moodle XML"),
            .read = &MoodleXmlFormat::read,
            .write = &MoodleXmlFormat::write,
        },
    };
    return entries;
}

const QuizFormat::Entry &QuizFormat::entry(Kind kind)
{
    for (const Entry &entry : all()) {
        if (entry.kind == kind)
            return entry;
    }
    Q_UNREACHABLE(); // every Kind has a row; tst_quizformat checks it
}

QuizFormat::Kind QuizFormat::detect(const QByteArray &bytes, const QString &path)
{
    const QByteArray start = bytes.left(4096).trimmed();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (start.startsWith('{'))
        return Json;
    // Not any "<": a GIFT question may start with HTML.
    if (start.startsWith("<?xml") || start.startsWith("<quiz"))
        return MoodleXml;
    // A GIFT file may start with "[html]", so "[" says nothing; a main extension does (.txt is GIFT's and Aiken's).
    for (const Entry &entry : all()) {
        if (entry.extensions.constFirst() == suffix)
            return entry.kind;
    }
    // Aiken's answer lines are its signature; GIFT is the format that has braces.
    static const QRegularExpression answerLine(u"^\\s*ANSWER:"_s, QRegularExpression::MultilineOption);
    if (!bytes.contains('{') && answerLine.match(QString::fromUtf8(bytes)).hasMatch())
        return Aiken;
    return Gift;
}

std::optional<QuizFormat::Kind> QuizFormat::exportFormat(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const Entry &entry : all()) {
        if (entry.write && entry.extensions.contains(suffix))
            return entry.kind;
    }
    return std::nullopt;
}

QString QuizFormat::exportExtensionList()
{
    QStringList extensions;
    for (const Entry &entry : all()) {
        for (const QString &extension : entry.extensions) {
            if (entry.write && !extensions.contains(u'.' + extension))
                extensions.append(u'.' + extension);
        }
    }
    const QString last = extensions.takeLast();
    //: %1 is a list of file extensions such as ".gift, .txt", %2 the last one, ".xml".
    return tr("%1 or %2").arg(extensions.join(u", "_s), last);
}

QString QuizFormat::openFilter()
{
    QStringList every;
    QStringList filters;
    for (const Entry &entry : all()) {
        for (const QString &extension : entry.extensions) {
            if (!every.contains(extension))
                every.append(extension);
        }
        // A format's name is its own, in every language; only the grouping words are translated.
        filters.append(
            u"%1 (%2)"_s.arg(entry.kind == Json ? u"Checkpoint Quiz"_s : name(entry.kind), patterns(entry.extensions)));
    }
    //: %1 is the list of file patterns, such as "*.json *.gift".
    filters.prepend(tr("Quiz files (%1)").arg(patterns(every)));
    filters.append(tr("All files (*)"));
    return filters.join(u";;"_s);
}

QString QuizFormat::exportFilter()
{
    QStringList filters;
    for (const Entry &entry : all()) {
        if (entry.write)
            filters.append(u"%1 (%2)"_s.arg(tr(entry.exportLabel), patterns(entry.extensions)));
    }
    return filters.join(u";;"_s);
}
