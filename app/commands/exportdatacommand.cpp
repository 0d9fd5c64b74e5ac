// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/exportdatacommand.h"

#include "core/io/safefilewriter.h"
#include "core/review/learnerdatabase.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

using namespace Qt::StringLiterals;

QString ExportDataCommand::name() const
{
    return u"export-data"_s;
}

QString ExportDataCommand::description() const
{
    return tr("Writes everything the app keeps about the learner (attempts, answers, reviews) as one JSON file.");
}

QList<QCommandLineOption> ExportDataCommand::options() const
{
    return {languageOption(),
            {{u"o"_s, u"output"_s}, tr("Where to write the JSON; by default standard output."), u"FILE"_s},
            dataDirOption()};
}

QString ExportDataCommand::helpDetails() const
{
    return tr("The document has format \"checkpoint-quiz-learner-data\" and one array per table of the learner's "
              "database, each row an object named by column; banks, attempt records and kept questions are "
              "embedded as JSON. See docs/review.md.");
}

int ExportDataCommand::run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const
{
    const Expected<QString> folder = dataDirectory(parser);
    if (!folder)
        return fail(err, IoError, folder.error());
    const QString path = QDir(*folder).filePath(QLatin1StringView(LearnerDatabase::FileName));
    if (!QFileInfo::exists(path))
        return fail(err, IoError,
                    tr("%1 holds no learner's data (no %2).")
                        .arg(quoted(QDir::toNativeSeparators(*folder)), QLatin1StringView(LearnerDatabase::FileName)));
    const QString output = parser.value(u"output"_s);
    const bool toFile = !output.isEmpty() && output != u"-"_s;
    // Before the database is opened, so a refused output leaves the folder exactly as it was.
    if (const Expected<void> usable = SafeFileWriter::check(output, outputGuard(parser)); toFile && !usable)
        return fail(err, IoError, usable.error());
    const LearnerDatabase::Opened opened = LearnerDatabase::open(*folder, LearnerDatabase::Access::ReadOnly);
    if (!opened.database)
        return fail(err, IoError, opened.problem);
    const Expected<QByteArray> exported = opened.database->exportJson();
    if (!exported)
        return fail(err, IoError, exported.error());
    const QByteArray &bytes = *exported;
    if (!toFile) {
        out << QString::fromUtf8(bytes);
        return Success;
    }
    if (const Expected<void> saved = SafeFileWriter::write(output, bytes, outputGuard(parser)); !saved)
        return fail(err, IoError, saved.error());
    return Success;
}
