// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizformat.h"

#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

QuizFormat::Kind QuizFormat::detect(const QByteArray &bytes, const QString &path)
{
    const QByteArray start = bytes.left(4096).trimmed();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (start.startsWith('{'))
        return Json;
    // Not any "<": a GIFT question may start with HTML.
    if (start.startsWith("<?xml") || start.startsWith("<quiz"))
        return MoodleXml;
    // A GIFT file may start with "[html]", so "[" says nothing; a .json name does.
    if (suffix == "json"_L1)
        return Json;
    if (suffix == "xml"_L1)
        return MoodleXml;
    for (const Kind kind : {Gift, Aiken}) {
        if (extensions(kind).constFirst() == suffix)
            return kind;
    }
    // Aiken's answer lines are its signature; GIFT is the format that has braces.
    static const QRegularExpression answerLine(u"^\\s*ANSWER:"_s, QRegularExpression::MultilineOption);
    if (!bytes.contains('{') && answerLine.match(QString::fromUtf8(bytes)).hasMatch())
        return Aiken;
    return Gift;
}

QString QuizFormat::name(Kind kind)
{
    switch (kind) {
    case Json:
        return u"Checkpoint Quiz JSON"_s;
    case Gift:
        return u"GIFT"_s;
    case Aiken:
        return u"Aiken"_s;
    case MoodleXml:
        return u"Moodle XML"_s;
    }
    return {};
}

QStringList QuizFormat::extensions(Kind kind)
{
    switch (kind) {
    case Json:
        return {u"json"_s};
    case Gift:
        return {u"gift"_s, u"txt"_s};
    case Aiken:
        return {u"aiken"_s, u"txt"_s};
    case MoodleXml:
        return {u"xml"_s};
    }
    return {};
}

std::optional<QuizFormat::Kind> QuizFormat::exportFormat(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const Kind kind : exportable()) {
        if (extensions(kind).contains(suffix))
            return kind;
    }
    return std::nullopt;
}
