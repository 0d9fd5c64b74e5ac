// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/giftformat.h"

#include "core/quiz/importbuilder.h"
#include "core/quiz/moodlegrades.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

// PHP's trim() removes only " \t\n\r\0\x0B", not every Unicode space; Moodle trims with it.
bool isPhpSpace(QChar c)
{
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\0' || c == u'\x0B';
}

struct Position
{
    int line = 0;
    int column = 0;
};

// GIFT text with, for each character, where in the file it came from: Moodle trims, joins and unescapes before it
// parses, and messages must still point at the author's line and column.
struct Located
{
    QString text;
    QList<Position> from; // a plain pair per character: a bank at the limits has millions of them

    void append(QChar c, Position place)
    {
        text.append(c);
        from.append(place);
    }
    Located mid(qsizetype start, qsizetype length = -1) const
    {
        start = qBound(qsizetype(0), start, text.size());
        if (length < 0 || start + length > text.size())
            length = text.size() - start;
        return {text.mid(start, length), from.mid(start, length)};
    }
    // Where character `index` came from; past the end, the last character's place.
    SourcePlace place(qsizetype index = 0) const
    {
        if (from.isEmpty())
            return {};
        const Position at = from.at(qBound(qsizetype(0), index, from.size() - 1));
        return {at.line, at.column, {}};
    }
    Position position(qsizetype index = 0) const
    {
        return from.isEmpty() ? Position() : from.at(qBound(qsizetype(0), index, from.size() - 1));
    }
    Located trimmed() const
    {
        qsizetype start = 0;
        qsizetype end = text.size();
        while (start < end && isPhpSpace(text.at(start)))
            ++start;
        while (end > start && isPhpSpace(text.at(end - 1)))
            --end;
        return mid(start, end - start);
    }
};

// Moodle replaces escaped control characters by placeholders before parsing (escapedchar_pre) and puts them back
// in each text at the end (escapedchar_post). Here the placeholders are private-use characters U+E000 + ASCII.
constexpr QStringView Escapable = u":#={}~";
QChar placeholder(QChar c)
{
    return QChar(char16_t(0xE000 + c.unicode()));
}

QString unescaped(QString text)
{
    for (const QChar c : Escapable)
        text.replace(placeholder(c), c);
    return text;
}

Located escapedCharsReplaced(const Located &in)
{
    Located out;
    const QString &s = in.text;
    out.text.reserve(s.size());
    out.from.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        const QChar next = i + 1 < s.size() ? s.at(i + 1) : QChar();
        if (s.at(i) != u'\\' || next.isNull()) {
            out.append(s.at(i), in.position(i));
        } else if (next == u'\\') { // "\\" first, so that "\\{" is a backslash and a real brace
            out.append(u'\\', in.position(i++));
        } else if (Escapable.contains(next)) {
            out.append(placeholder(next), in.position(i++));
        } else if (next == u'n') {
            out.append(u'\n', in.position(i++));
        } else {
            out.append(u'\\', in.position(i));
        }
    }
    return out;
}

enum class TextFormat { Moodle, Html, Plain, Markdown };

struct FormattedText
{
    QString text;
    TextFormat format = TextFormat::Moodle;
};

// parse_text_with_format: a leading [html], [moodle], [plain] or [markdown] sets the format; anything else in
// brackets is text.
FormattedText withFormat(const QString &text, TextFormat defaultFormat)
{
    FormattedText result{text, defaultFormat};
    if (text.startsWith(u'[')) {
        const qsizetype end = text.indexOf(u']');
        const QString name = text.mid(1, end < 0 ? text.size() - 2 : end - 1);
        static const QList<std::pair<QString, TextFormat>> names{{u"html"_s, TextFormat::Html},
                                                                 {u"moodle"_s, TextFormat::Moodle},
                                                                 {u"plain"_s, TextFormat::Plain},
                                                                 {u"markdown"_s, TextFormat::Markdown}};
        for (const auto &[known, format] : names) {
            if (name == known && end >= 0) {
                result.format = format;
                result.text = text.mid(end + 1);
            }
        }
    }
    result.text = Located{unescaped(result.text), {}}.trimmed().text;
    return result;
}

struct Answer
{
    Located source;
    QString text;
    QString feedback;
    double weight = 0;
    bool weighted = false; // ~%50%…: checked against Moodle's grades
};

// One answer of a multiple choice: "=right", "%50%partly right" or "wrong", then an optional "#feedback".
Answer parseAnswer(const Located &piece, TextFormat format)
{
    static const QRegularExpression weightPattern(u"^%-*([0-9]{1,2})\\.?([0-9]*)%"_s);
    Answer answer{piece.trimmed(), {}, {}, 0, false};
    QString text = answer.source.text;
    if (text.startsWith(u'=')) {
        answer.weight = 1;
        text.remove(0, 1);
    } else if (weightPattern.match(text).hasMatch()) {
        const qsizetype end = text.indexOf(u'%', 1);
        answer.weight = QStringView(text).mid(1, end - 1).toDouble() / 100; // "%--5%" is 0 to PHP too
        answer.weighted = true;
        text.remove(0, end + 1);
    }
    const qsizetype hash = text.indexOf(u'#');
    answer.text = withFormat(hash < 0 ? text : text.left(hash), format).text;
    answer.feedback = hash < 0 ? QString() : withFormat(text.mid(hash + 1), format).text;
    return answer;
}

QString skipped(const QString &what)
{
    return u"%1: skipped; this app plays multiple choice with one right answer and true/false"_s.arg(what);
}

class GiftReader final
{
public:
    explicit GiftReader(const QString &title)
        : m_builder(title)
    {}

    void readBlock(const QList<Located> &lines);
    void refuse(const SourcePlace &place, const QString &why) { m_builder.error(place, why); }
    BankImport finish() { return m_builder.finish(); }

private:
    void readQuestion(Located text);
    void readMultipleChoice(ImportedQuestion question, const Located &answers, TextFormat format);
    void readTrueFalse(ImportedQuestion question, const QString &answers, TextFormat format);

    ImportBuilder m_builder;
};

void GiftReader::readBlock(const QList<Located> &lines)
{
    if (m_builder.isFull())
        return m_builder.add({lines.first().place(), {}, {}, {}, {}, -1, {}}); // reports the limit once
    Located joined;
    for (const Located &line : lines) {
        if (!joined.text.isEmpty())
            joined.append(u'\n', joined.position(joined.text.size()));
        // A whole-line comment becomes a space; a // later in a line is text (a URL, say).
        if (line.text.startsWith("//"_L1))
            joined.append(u' ', line.position());
        else {
            joined.text += line.text;
            joined.from += line.from;
        }
    }
    joined = joined.trimmed();
    if (!joined.text.isEmpty())
        readQuestion(escapedCharsReplaced(joined));
}

void GiftReader::readQuestion(Located text)
{
    const SourcePlace at = text.place();
    if (text.text.startsWith("$CATEGORY:"_L1)) {
        // Moodle's folders ("$course$/top/Checkpointing/Week 3"): the app has one list, named after the innermost.
        const QStringList path = text.text.mid(10).split(u'/', Qt::SkipEmptyParts);
        if (!path.isEmpty() && !path.last().trimmed().startsWith(u'$') && path.last().trimmed() != "top"_L1)
            m_builder.nameQuiz(path.last(), true);
        return;
    }
    ImportedQuestion question;
    question.place = at;
    if (text.text.startsWith("::"_L1)) {
        text = text.mid(2);
        const qsizetype end = text.text.indexOf("::"_L1);
        if (end < 0) {
            m_builder.warning(at,
                              u"the title opened by \"::\" is never closed: Moodle reads the rest as the question"_s);
        } else {
            question.name = unescaped(text.text.left(end)).trimmed();
            m_builder.nameQuiz(question.name, false);
            text = text.mid(end + 2).trimmed();
        }
    }

    const qsizetype open = text.text.indexOf(u'{');
    const qsizetype close = text.text.indexOf(u'}');
    if (open < 0 && close < 0)
        return m_builder.skip(at, skipped(u"a description (text without answers)"_s));
    if (open < 0)
        return m_builder.error(text.place(close), u"\"}\" without a \"{\" before it; write \\} for a brace in text"_s);
    if (close < 0)
        return m_builder.error(text.place(open), u"\"{\" opens the answers but no \"}\" closes them"_s);
    if (close < open)
        return m_builder.error(text.place(close), u"\"}\" before the \"{\" that opens the answers"_s);

    Located answers = text.mid(open + 1, close - open - 1).trimmed();
    // Answers at the end are removed; answers inside the text leave a blank (Moodle's "missing word" question).
    const QString questionText = text.text.endsWith(u'}')
                                     ? text.text.left(open) + text.text.mid(close + 1)
                                     : text.text.left(open) + "_____"_L1 + text.text.mid(close + 1);
    const FormattedText stem = withFormat(questionText, TextFormat::Moodle);
    question.stem = stem.text;
    if (stem.format == TextFormat::Html || stem.format == TextFormat::Markdown)
        m_builder.warning(at, u"%1 text is shown as plain text in this app: its markup appears as written"_s.arg(
                                  stem.format == TextFormat::Html ? u"[html]"_s : u"[markdown]"_s));
    if (const qsizetype general = answers.text.lastIndexOf("####"_L1); general >= 0) {
        question.explanation = withFormat(answers.text.mid(general + 4), stem.format).text;
        answers = answers.mid(0, general).trimmed();
    }

    // Moodle's order of inference (qformat_gift::readquestion).
    const QString &a = answers.text;
    if (a.isEmpty())
        return m_builder.skip(at, skipped(u"an essay question"_s));
    if (a.startsWith(u'#'))
        return m_builder.skip(at, skipped(u"a numerical question"_s));
    if (a.contains(u'~'))
        return readMultipleChoice(std::move(question), answers, stem.format);
    if (a.contains(u'=') && a.contains("->"_L1))
        return m_builder.skip(at, skipped(u"a matching question"_s));
    const qsizetype hash = a.indexOf(u'#');
    const QString trueFalse = hash > 0 ? Located{a.left(hash), {}}.trimmed().text : a;
    static const QStringList trueFalseWords{u"T"_s, u"TRUE"_s, u"F"_s, u"FALSE"_s};
    if (trueFalseWords.contains(trueFalse))
        return readTrueFalse(std::move(question), a, stem.format);
    m_builder.skip(at, skipped(u"a short answer question"_s));
}

void GiftReader::readMultipleChoice(ImportedQuestion question, const Located &answers, TextFormat format)
{
    // Moodle turns every "=" into "~=" and splits at "~".
    // Each piece keeps the place of its "~" or "=", so that an empty answer can still be pointed at.
    QList<std::pair<Located, Position>> pieces;
    qsizetype start = 0;
    Position marker = answers.position();
    const QString &a = answers.text;
    qsizetype nonEmpty = 0;
    for (qsizetype i = 0; i <= a.size(); ++i) {
        if (i == a.size() || a.at(i) == u'~' || a.at(i) == u'=') {
            pieces.append({answers.mid(start, i - start), marker});
            // Counted while scanning, so an "answer bomb" of millions of "~" costs no more than 11 answers.
            if (!pieces.last().first.trimmed().text.isEmpty() && ++nonEmpty > QuestionBank::MaxOptions + 1)
                return m_builder.error({marker.line, marker.column, {}},
                                       u"more than %1 answers; a question has %2 to %1"_s.arg(QuestionBank::MaxOptions)
                                           .arg(QuestionBank::MinOptions));
            marker = answers.position(i);
            start = i < a.size() && a.at(i) == u'~' ? i + 1 : i;
        }
    }
    // Text before the first marker is an answer of its own, unless empty (or "0", which PHP's empty() drops).
    const QString first = pieces.first().first.trimmed().text;
    if (first.isEmpty() || first == u'0')
        pieces.removeFirst();
    if (pieces.size() < 2)
        return m_builder.error(answers.place(),
                               u"multiple choice needs at least 2 answers, found %1"_s.arg(pieces.size()));

    QList<Answer> parsed;
    for (const auto &[piece, at] : std::as_const(pieces)) {
        parsed.append(parseAnswer(piece, format));
        if (parsed.last().source.text.isEmpty())
            parsed.last().source.from = {at};
    }
    for (const Answer &answer : std::as_const(parsed)) {
        if (answer.weighted && !MoodleGrades::isAllowed(answer.weight))
            m_builder.warning(
                answer.source.place(),
                u"weight %1% is not a grade Moodle accepts; the nearest is %2%"_s.arg(
                    QString::number(answer.weight * 100), MoodleGrades::percent(MoodleGrades::nearest(answer.weight))));
    }
    if (!a.contains(u'='))
        return m_builder.skip(answers.place(),
                              u"multiple choice with no \"=\" answer: Moodle makes it a multiple-answer question, "
                              "which this app cannot play; skipped (mark the right answer with \"=\")"_s);

    int fullyRight = 0;
    for (const Answer &answer : std::as_const(parsed)) {
        if (answer.weight >= 1)
            ++fullyRight;
        else if (answer.weight > 0)
            m_builder.warning(answer.source.place(), u"partial credit (%1%) counts as a wrong answer in this app"_s.arg(
                                                         QString::number(answer.weight * 100)));
    }
    if (fullyRight > 1)
        return m_builder.skip(answers.place(), u"%1 answers are fully right: this app plays one right answer per "
                                               "question; skipped (an \"=\" in text starts a new right answer: "
                                               "write \\=)"_s.arg(fullyRight));
    for (const Answer &answer : std::as_const(parsed)) {
        if (answer.text.isEmpty()) {
            m_builder.warning(answer.source.place(), u"empty answer: Moodle leaves it out"_s);
            continue;
        }
        if (answer.weight >= 1) {
            question.correct = int(question.options.size());
            // The app explains the right answer once: its feedback goes before the general feedback.
            if (!answer.feedback.isEmpty())
                question.explanation = question.explanation.isEmpty()
                                           ? answer.feedback
                                           : answer.feedback + "\n\n"_L1 + question.explanation;
        }
        question.options.append(answer.text);
        question.feedback.append(answer.feedback);
    }
    m_builder.add(std::move(question));
}

void GiftReader::readTrueFalse(ImportedQuestion question, const QString &answers, TextFormat format)
{
    // {T#shown for a wrong answer#shown for the right one}
    const QStringList bits = answers.split(u'#');
    const QString wrong = withFormat(bits.value(1), format).text;
    const QString right = withFormat(answers.section(u'#', 2), format).text;
    const QString answer = Located{bits.first(), {}}.trimmed().text;
    const bool isTrue = answer == "T"_L1 || answer == "TRUE"_L1;
    question.options = {u"True"_s, u"False"_s};
    question.correct = isTrue ? 0 : 1;
    question.feedback = isTrue ? QStringList{QString(), wrong} : QStringList{wrong, QString()};
    if (!right.isEmpty())
        question.explanation = question.explanation.isEmpty() ? right : right + "\n\n"_L1 + question.explanation;
    m_builder.add(std::move(question));
}

// GIFT's reserved characters in a text, so that Moodle reads the text back as it was.
QString plainPrefixed(const QString &text)
{
    // A text starting with "[" would be read as a format, one starting with "%" as a weight.
    const QString escaped = GiftFormat::escape(text);
    return text.startsWith(u'[') || text.startsWith(u'%') ? "[plain]"_L1 + escaped : escaped;
}

} // namespace

BankImport GiftFormat::read(const QString &source, const QString &title)
{
    GiftReader reader(title);
    QList<Located> block;
    // A question too long to be playable is refused as its lines arrive, before any per-character place is made for
    // it: the rest of its lines, up to the blank line that ends it, are skipped.
    qsizetype blockChars = 0;
    bool skippingBlock = false;
    int lineNumber = 1;
    qsizetype i = source.startsWith(QChar::ByteOrderMark) ? 1 : 0;
    while (i <= source.size()) {
        qsizetype end = i;
        while (end < source.size() && source.at(end) != u'\n' && source.at(end) != u'\r')
            ++end;
        // Trimmed as PHP trims, before the per-character places are made.
        qsizetype first = i;
        qsizetype last = end;
        while (first < last && isPhpSpace(source.at(first)))
            ++first;
        while (last > first && isPhpSpace(source.at(last - 1)))
            --last;
        const qsizetype length = last - first;
        // Moodle ends a question at a line that PHP's empty() calls empty: a blank line, and also a line "0".
        if (length == 0 || (length == 1 && source.at(first) == u'0')) {
            if (!block.isEmpty())
                reader.readBlock(block);
            block.clear();
            blockChars = 0;
            skippingBlock = false;
        } else if (!skippingBlock) {
            blockChars += length + 1;
            if (blockChars > MaxQuestionCharacters || block.size() >= MaxQuestionLines) {
                const SourcePlace at
                    = block.isEmpty() ? SourcePlace{lineNumber, int(first - i + 1), {}} : block.first().place();
                reader.refuse(at, blockChars > MaxQuestionCharacters
                                      ? u"a question longer than %1 characters; no playable question is that "
                                        "long"_s.arg(MaxQuestionCharacters)
                                      : u"a question of more than %1 lines"_s.arg(MaxQuestionLines));
                block.clear();
                skippingBlock = true;
            } else {
                Located line{source.mid(first, length), {}};
                line.from.reserve(length);
                for (qsizetype c = first; c < last; ++c)
                    line.from.append({lineNumber, int(c - i + 1)});
                block.append(std::move(line));
            }
        }
        i = end + (source.mid(end, 2) == "\r\n"_L1 ? 2 : 1);
        ++lineNumber;
    }
    if (!block.isEmpty())
        reader.readBlock(block);
    return reader.finish();
}

QString GiftFormat::escape(const QString &text)
{
    QString out;
    out.reserve(text.size() + 8);
    QString normalized = text;
    normalized.replace("\r\n"_L1, "\n"_L1).replace(u'\r', u'\n');
    for (const QChar c : std::as_const(normalized)) {
        if (c == u'\\')
            out += "\\\\"_L1;
        else if (c == u'\n')
            out += "\\n"_L1;
        else if (Escapable.contains(c))
            out += u'\\' + QString(c);
        else
            out += c;
    }
    return out;
}

QString GiftFormat::write(const QuestionBank &bank, const QString &language)
{
    QString out;
    out += "// %1\n// Exported by Checkpoint Quiz in GIFT format for Moodle.\n\n"_L1.arg(
        bank.title.text(language).replace(u'\n', u' '));
    for (const Question &question : bank.questions) {
        if (!question.reference.citation.isEmpty())
            out += "// Source: %1\n"_L1.arg(
                (question.reference.citation + u' ' + question.reference.url).trimmed().replace(u'\n', u' '));
        // [plain]: Moodle shows the text as the app does, never as markup; answers and feedback inherit it.
        out += "::%1::[plain]%2 {\n"_L1.arg(escape(question.id), escape(question.stem.text(language)));
        for (qsizetype o = 0; o < question.options.size(); ++o) {
            const QuestionOption &option = question.options.at(o);
            out += (o == question.correctOption ? "\t="_L1 : "\t~"_L1) + plainPrefixed(option.text.text(language));
            if (const QString feedback = option.feedback.text(language); !feedback.isEmpty())
                out += u'#' + plainPrefixed(feedback);
            out += u'\n';
        }
        if (const QString explanation = question.explanation.text(language); !explanation.isEmpty())
            out += "\t####"_L1 + plainPrefixed(explanation) + u'\n';
        out += "}\n\n"_L1;
    }
    return out;
}
