// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/command.h"

#include "core/i18n/language.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTextStream>

using namespace Qt::StringLiterals;

QString Command::invocation() const
{
    return name().isEmpty() ? u"checkpoint-quiz"_s : u"checkpoint-quiz "_s + name();
}

int Command::fail(QTextStream &err, int code, const QString &message) const
{
    err << invocation() << ": " << message << Qt::endl;
    return code;
}

QCommandLineOption Command::languageOption()
{
    return QCommandLineOption(
        u"lang"_s, tr("Language of the window, messages and reports: %1.").arg(Language::codeList()), u"LANG"_s);
}

QString Command::argumentsError(const QCommandLineParser &, const QStringList &) const
{
    return {};
}

QCommandLineOption Command::quizOption()
{
    return QCommandLineOption(u"quiz"_s,
                              tr("The quiz file to use: JSON, GIFT, Aiken or Moodle XML (default: the built-in quiz)."),
                              u"FILE"_s);
}

QCommandLineOption Command::dataDirOption()
{
    return QCommandLineOption(u"data-dir"_s, tr("The folder holding the learner's data; by default the app's own."),
                              u"DIR"_s);
}

Expected<QString> Command::dataDirectory(const QCommandLineParser &parser)
{
    if (!parser.isSet(u"data-dir"_s))
        return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString folder = parser.value(u"data-dir"_s);
    if (!QFileInfo(folder).isDir())
        return Expected<QString>::failure(tr("--data-dir %1 is not a folder.").arg(quoted(folder)));
    return folder;
}

SafeFileWriter::Options Command::outputGuard(const QCommandLineParser &parser, const QStringList &inputs)
{
    SafeFileWriter::Options options;
    options.protectedPaths = inputs;
    options.protectedFolders = {QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)};
    // optionNames(), not isSet(): not every command defines --data-dir, and asking for an undefined one warns.
    if (parser.optionNames().contains(u"data-dir"_s))
        options.protectedFolders.append(parser.value(u"data-dir"_s));
    return options;
}

QString Command::defaultQuiz()
{
    return u":/quizzes/gradient-checkpointing.json"_s;
}

QString Command::quoted(const QString &text)
{
    if (text.size() <= MaxQuotedLength)
        return text;
    // Cut between characters, never inside a surrogate pair.
    qsizetype head = MaxQuotedLength - MaxQuotedLength / 4 - 1;
    if (text.at(head - 1).isHighSurrogate())
        --head;
    qsizetype tail = MaxQuotedLength / 4;
    if (text.at(text.size() - tail).isLowSurrogate())
        --tail;
    return text.left(head) + u'…' + text.right(tail);
}
