// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/moodlexmlformat.h"

#include "core/quiz/importbuilder.h"
#include "core/quiz/moodlegrades.h"

#include <QXmlStreamReader>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

// XML 1.0's Char production: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and U+10000–U+10FFFF.
// Banks may hold other control characters (GIFT and Aiken take them raw); they cannot be written as XML at all.
QString xmlCharactersOnly(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (QChar::isHighSurrogate(c) && i + 1 < text.size() && QChar::isLowSurrogate(text.at(i + 1).unicode())) {
            out += text.at(i);
            out += text.at(++i);
        } else if (c == u'\t' || c == u'\n' || c == u'\r' || (c >= 0x20 && c < 0xD800) || (c >= 0xE000 && c < 0xFFFE)) {
            out += text.at(i);
        }
    }
    return out;
}

// CDATA cannot hold "]]>": it is split across two sections.
QString cdata(const QString &text)
{
    return "<![CDATA["_L1 + xmlCharactersOnly(text).replace("]]>"_L1, "]]]]><![CDATA[>"_L1) + "]]>"_L1;
}

// 1-based line and column (in characters) of a byte offset of UTF-8 text.
SourcePlace placeOfByte(QByteArrayView bytes, qsizetype offset, int firstLine)
{
    const QByteArrayView before = bytes.first(offset);
    const qsizetype lineStart = before.lastIndexOf('\n') + 1;
    int column = 1;
    for (qsizetype i = lineStart; i < offset; ++i)
        column += (uchar(bytes.at(i)) & 0xC0) != 0x80 ? 1 : 0;
    return {int(before.count('\n')) + firstLine, column, {}};
}

// The first thing in `bytes` that Moodle XML never holds and that would make Qt's reader costly: too deep, too many
// attributes, a tag too long, a DTD. One pass, no allocation. Comments, CDATA, processing instructions and quoted
// attribute values are skipped as XML defines them; a malformed document is left for Qt's reader to name.
std::optional<BankDiagnostic> shapeProblem(QByteArrayView bytes, int firstLine)
{
    const auto problem = [&](qsizetype at, const QString &message) {
        return BankDiagnostic::error(placeOfByte(bytes, at, firstLine), message);
    };
    const auto skipPast = [&](qsizetype from, QByteArrayView end) {
        const qsizetype found = bytes.indexOf(end, from);
        return found < 0 ? bytes.size() : found + end.size();
    };
    int depth = 0;
    qsizetype i = 0;
    while ((i = bytes.indexOf('<', i)) >= 0) {
        const QByteArrayView rest = bytes.sliced(i);
        if (rest.startsWith("<!--")) {
            i = skipPast(i + 4, "-->");
        } else if (rest.startsWith("<![CDATA[")) {
            i = skipPast(i + 9, "]]>");
        } else if (rest.startsWith("<?")) {
            i = skipPast(i + 2, "?>");
        } else if (rest.startsWith("<!")) {
            return problem(i, u"a document type declaration (<!DOCTYPE …>): Moodle XML has none, and its entities "
                              "could expand without bound; remove it"_s);
        } else if (rest.startsWith("</")) {
            --depth;
            i = skipPast(i + 2, ">");
        } else {
            // A start tag: attributes are counted by their "=" outside quotes; ">" may appear inside quotes.
            const qsizetype start = i;
            int attributes = 0;
            char quote = 0;
            for (++i; i < bytes.size(); ++i) {
                const char c = bytes.at(i);
                if (quote != 0) {
                    if (c == quote)
                        quote = 0;
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '=') {
                    if (++attributes > MoodleXmlFormat::MaxAttributes)
                        return problem(start,
                                       u"an element with more than %1 attributes; Moodle XML uses at most 3"_s.arg(
                                           MoodleXmlFormat::MaxAttributes));
                } else if (c == '>') {
                    break;
                }
                if (i - start > MoodleXmlFormat::MaxTagLength)
                    return problem(start, u"a tag longer than %1 bytes"_s.arg(MoodleXmlFormat::MaxTagLength));
            }
            if (i < bytes.size() && bytes.at(i - 1) != '/' && ++depth > MoodleXmlFormat::MaxDepth)
                return problem(start, u"elements nested more than %1 levels deep"_s.arg(MoodleXmlFormat::MaxDepth));
            ++i;
        }
    }
    return std::nullopt;
}

QString textElement(const QString &name, const QString &text, const QString &indent)
{
    return "%1<%2 format=\"plain_text\">\n%1  <text>%3</text>\n%1</%2>\n"_L1.arg(indent, name, cdata(text));
}

struct XmlAnswer
{
    SourcePlace place;
    double fraction = 0;
    QString text;
    QString feedback;
};

struct XmlQuestion
{
    SourcePlace place;
    QString type;
    QString name;
    QString stem;
    QString generalFeedback;
    bool single = true;
    QList<XmlAnswer> answers;
    QList<std::pair<SourcePlace, QString>> hints;
};

SourcePlace placeOf(const QXmlStreamReader &xml, int firstLine)
{
    return {int(xml.lineNumber()) + firstLine - 1, int(xml.columnNumber()), {}};
}

// The text of the current element with that of every element inside it, consuming the element. A loop, where
// QXmlStreamReader::readElementText(IncludeChildElements) recurses once per nested element.
QString elementText(QXmlStreamReader &xml)
{
    QString text;
    for (int depth = 1; depth > 0 && !xml.atEnd();) {
        switch (xml.readNext()) {
        case QXmlStreamReader::Characters:
        case QXmlStreamReader::EntityReference:
            text += xml.text();
            break;
        case QXmlStreamReader::StartElement:
            ++depth;
            break;
        case QXmlStreamReader::EndElement:
            --depth;
            break;
        default:
            break;
        }
    }
    return text;
}

// The text of a <text> child of the current element (questiontext, feedback, name, …), consuming the element.
QString childText(QXmlStreamReader &xml)
{
    QString text;
    while (xml.readNextStartElement()) {
        if (xml.name() == "text"_L1)
            text = elementText(xml);
        else
            xml.skipCurrentElement();
    }
    return text;
}

XmlQuestion readQuestion(QXmlStreamReader &xml, int firstLine)
{
    XmlQuestion question;
    question.place = placeOf(xml, firstLine);
    question.type = xml.attributes().value("type"_L1).toString();
    while (xml.readNextStartElement()) {
        const QStringView name = xml.name();
        if (name == "name"_L1) {
            question.name = childText(xml);
        } else if (name == "questiontext"_L1) {
            question.stem = childText(xml);
        } else if (name == "generalfeedback"_L1) {
            question.generalFeedback = childText(xml);
        } else if (name == "hint"_L1) {
            const SourcePlace place = placeOf(xml, firstLine);
            question.hints.append({place, childText(xml).trimmed()});
        } else if (name == "single"_L1) {
            const QString single = xml.readElementText().trimmed();
            question.single = single != "false"_L1 && single != "0"_L1;
        } else if (name == "answer"_L1) {
            XmlAnswer answer;
            answer.place = placeOf(xml, firstLine);
            answer.fraction = xml.attributes().value("fraction"_L1).toDouble() / 100;
            while (xml.readNextStartElement()) {
                if (xml.name() == "text"_L1)
                    answer.text = elementText(xml);
                else if (xml.name() == "feedback"_L1)
                    answer.feedback = childText(xml);
                else
                    xml.skipCurrentElement();
            }
            question.answers.append(answer);
        } else {
            xml.skipCurrentElement();
        }
    }
    return question;
}

void addQuestion(ImportBuilder &builder, XmlQuestion xmlQuestion)
{
    const SourcePlace &at = xmlQuestion.place;
    for (const XmlAnswer &answer : std::as_const(xmlQuestion.answers)) {
        if (!MoodleGrades::isAllowed(answer.fraction))
            builder.warning(answer.place, u"fraction %1 is not a grade Moodle accepts, so Moodle refuses the "
                                          "import; the nearest is %2"_s.arg(
                                              QString::number(answer.fraction * 100),
                                              MoodleGrades::percent(MoodleGrades::nearest(answer.fraction))));
    }
    if (xmlQuestion.type == "truefalse"_L1) {
        for (XmlAnswer &answer : xmlQuestion.answers)
            answer.text = answer.text.trimmed() == "true"_L1 ? u"True"_s : u"False"_s;
    } else if (xmlQuestion.type != "multichoice"_L1) {
        return builder.skip(at, u"a question of type \"%1\": skipped; this app plays multiple choice with one "
                                "right answer and true/false"_s.arg(xmlQuestion.type));
    } else if (!xmlQuestion.single) {
        return builder.skip(at, u"a multiple-answer question (<single>false</single>): skipped; this app plays "
                                "one right answer"_s);
    }
    ImportedQuestion question;
    question.place = at;
    question.name = xmlQuestion.name;
    question.stem = xmlQuestion.stem.trimmed();
    question.explanation = xmlQuestion.generalFeedback.trimmed();
    for (const auto &[place, hint] : std::as_const(xmlQuestion.hints)) {
        if (hint.isEmpty())
            continue;
        if (question.hints.size() == Question::MaxHints) {
            builder.warning(place, u"hint ignored: this app offers at most %1 hints per question"_s.arg(
                                       Question::MaxHints));
            continue;
        }
        question.hints.append(hint);
    }
    for (const XmlAnswer &answer : std::as_const(xmlQuestion.answers)) {
        if (answer.fraction >= 1) {
            if (question.correct >= 0)
                return builder.skip(at, u"more than one answer at 100%: skipped; this app plays one right answer"_s);
            question.correct = int(question.options.size());
            if (!answer.feedback.trimmed().isEmpty())
                question.explanation = question.explanation.isEmpty()
                                           ? answer.feedback.trimmed()
                                           : answer.feedback.trimmed() + "\n\n"_L1 + question.explanation;
        }
        question.options.append(answer.text.trimmed());
        question.feedback.append(answer.feedback.trimmed());
    }
    builder.add(std::move(question));
}

} // namespace

QByteArray MoodleXmlFormat::write(const QuestionBank &bank, const QString &language)
{
    QString out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"_L1;
    for (const Question &question : bank.questions) {
        out += "  <question type=\"multichoice\">\n"_L1;
        out += "    <name>\n      <text>%1</text>\n    </name>\n"_L1.arg(cdata(question.id));
        out += textElement(u"questiontext"_s, question.stem.text(language), u"    "_s);
        out += textElement(u"generalfeedback"_s, question.explanation.text(language), u"    "_s);
        out += "    <defaultgrade>1</defaultgrade>\n    <penalty>0.3333333</penalty>\n    <hidden>0</hidden>\n"
               "    <single>true</single>\n    <shuffleanswers>true</shuffleanswers>\n"
               "    <answernumbering>abc</answernumbering>\n"_L1;
        for (qsizetype o = 0; o < question.options.size(); ++o) {
            const QuestionOption &option = question.options.at(o);
            const double fraction = o == question.correctOption ? 1.0 : 0.0;
            out += "    <answer fraction=\"%1\" format=\"plain_text\">\n      <text>%2</text>\n"_L1.arg(
                MoodleGrades::percent(fraction), cdata(option.text.text(language)));
            out += textElement(u"feedback"_s, option.feedback.text(language), u"      "_s);
            out += "    </answer>\n"_L1;
        }
        for (const QuestionHint &hint : question.hints)
            out += textElement(u"hint"_s, hint.text.text(language), u"    "_s);
        out += "  </question>\n"_L1;
    }
    out += "</quiz>\n"_L1;
    return out.toUtf8();
}

BankImport MoodleXmlFormat::read(const QByteArray &bytes, const QString &title)
{
    ImportBuilder builder(title);
    // Moodle's XML import fails on anything before "<?xml", even a blank line; read on to find more problems.
    qsizetype start = 0;
    while (start < bytes.size() && QByteArrayView(" \t\r\n").contains(bytes.at(start)))
        ++start;
    const int firstLine = int(bytes.left(start).count('\n')) + 1;
    if (start > 0 && bytes.mid(start).startsWith("<?xml"))
        builder.warning({1, 1, {}}, u"blank space before <?xml: Moodle's import rejects the file"_s);

    if (const std::optional<BankDiagnostic> problem = shapeProblem(QByteArrayView(bytes).sliced(start), firstLine)) {
        builder.error(problem->place, problem->message);
        return builder.finish();
    }
    QXmlStreamReader xml(bytes.mid(start));
    if (xml.readNextStartElement()) {
        if (xml.name() != "quiz"_L1) {
            builder.error(placeOf(xml, firstLine), u"expected <quiz>, found <%1>"_s.arg(xml.name()));
        } else {
            while (xml.readNextStartElement()) {
                if (xml.name() != "question"_L1) {
                    builder.warning(placeOf(xml, firstLine), u"<%1> ignored: expected <question>"_s.arg(xml.name()));
                    xml.skipCurrentElement();
                    continue;
                }
                XmlQuestion question = readQuestion(xml, firstLine);
                if (question.type != "category"_L1 && !xml.hasError())
                    addQuestion(builder, std::move(question));
            }
        }
    }
    if (xml.hasError())
        builder.error(placeOf(xml, firstLine), u"invalid XML: %1"_s.arg(xml.errorString()));
    return builder.finish();
}
