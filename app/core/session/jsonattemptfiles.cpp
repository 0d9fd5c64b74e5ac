// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/jsonattemptfiles.h"

#include "core/io/filebytes.h"
#include "core/io/jsonsource.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

QString JsonAttemptFiles::currentPath() const
{
    return QDir(m_directory).filePath(u"current-attempt.json"_s);
}

QString JsonAttemptFiles::bankPath(const QString &sha256) const
{
    return QDir(m_directory).filePath(u"banks/"_s + sha256 + u".json"_s);
}

Expected<AttemptRecord> JsonAttemptFiles::read(const QString &path) const
{
    // Never pipes: one planted there is refused, not waited on at start.
    const Expected<QJsonObject> json = JsonSource::readFile(path, FileBytes::Limits{MaxFileSize, {}});
    if (!json)
        return Expected<AttemptRecord>::failure(json.error());
    // The attempt in progress names its bank by digest; history records hold theirs.
    return AttemptRecord::fromJson(*json, path, [this](const QString &sha256) -> Expected<QJsonObject> {
        const QString bankFile = bankPath(sha256);
        const Expected<QByteArray> bytes = FileBytes::read(bankFile, FileBytes::Limits{MaxFileSize, {}});
        if (!bytes)
            return Expected<QJsonObject>::failure(tr("its quiz %1 cannot be read: %2").arg(bankFile, bytes.error()));
        if (QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex() != sha256.toLatin1())
            return Expected<QJsonObject>::failure(
                tr("its quiz %1 was changed or damaged: its content does not match its name").arg(bankFile));
        return JsonSource::parse(*bytes, bankFile);
    });
}

QString JsonAttemptFiles::setAside(const QString &path, const QString &why) const
{
    const QString aside
        = path + u".unreadable-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
    const bool moved = QFile::rename(path, aside);
    return moved ? tr("%1 could not be read and was set aside as %2. %3").arg(path, aside, why)
                 : tr("%1 could not be read (and could not be set aside, so it is left as it is). %2").arg(path, why);
}

QStringList JsonAttemptFiles::paths() const
{
    QStringList paths;
    if (QFileInfo::exists(currentPath()) || QFileInfo(currentPath()).isSymLink())
        paths.append(currentPath());
    const QDir folder(QDir(m_directory).filePath(u"history"_s));
    for (const QString &name : folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        paths.append(folder.filePath(name));
    return paths;
}

bool JsonAttemptFiles::isCurrent(const QString &path) const
{
    return path == currentPath();
}

Expected<AttemptRecord> JsonAttemptFiles::readOne(const QString &path) const
{
    Expected<AttemptRecord> record = read(path);
    if (record && !isCurrent(path) && record->id + u".json"_s != QFileInfo(path).fileName())
        record = Expected<AttemptRecord>::failure(
            tr("Its id %1 is not its file name, so it may be a copy of another record.").arg(record->id));
    if (!record)
        return Expected<AttemptRecord>::failure(setAside(path, record.error()));
    return record;
}
