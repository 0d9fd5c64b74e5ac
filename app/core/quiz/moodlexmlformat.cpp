// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/moodlexmlformat.h"

#include "core/quiz/importbuilder.h"
#include "core/quiz/moodlegrades.h"

#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

// CDATA cannot hold "]]>": it is split across two sections.
QString cdata(const QString &text)
{
    return "<![CDATA["_L1 + QString(text).replace("]]>"_L1, "]]]]><![CDATA[>"_L1) + "]]>"_L1;
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
};

SourcePlace placeOf(const QXmlStreamReader &xml, int firstLine)
{
    return {int(xml.lineNumber()) + firstLine - 1, int(xml.columnNumber()), {}};
}

// The text of a <text> child of the current element (questiontext, feedback, name, …), consuming the element.
QString childText(QXmlStreamReader &xml)
{
    QString text;
    while (xml.readNextStartElement()) {
        if (xml.name() == "text"_L1)
            text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
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
        } else if (name == "single"_L1) {
            const QString single = xml.readElementText().trimmed();
            question.single = single != "false"_L1 && single != "0"_L1;
        } else if (name == "answer"_L1) {
            XmlAnswer answer;
            answer.place = placeOf(xml, firstLine);
            answer.fraction = xml.attributes().value("fraction"_L1).toDouble() / 100;
            while (xml.readNextStartElement()) {
                if (xml.name() == "text"_L1)
                    answer.text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
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
        return builder.warning(at, u"a question of type \"%1\": skipped; this app plays multiple choice with one "
                                   "right answer and true/false"_s.arg(xmlQuestion.type));
    } else if (!xmlQuestion.single) {
        return builder.warning(at, u"a multiple-answer question (<single>false</single>): skipped; this app plays "
                                   "one right answer"_s);
    }
    ImportedQuestion question;
    question.place = at;
    question.name = xmlQuestion.name;
    question.stem = xmlQuestion.stem.trimmed();
    question.explanation = xmlQuestion.generalFeedback.trimmed();
    for (const XmlAnswer &answer : std::as_const(xmlQuestion.answers)) {
        if (answer.fraction >= 1) {
            if (question.correct >= 0)
                return builder.warning(at, u"more than one answer at 100%: skipped; this app plays one right answer"_s);
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
