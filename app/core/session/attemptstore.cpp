// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/attemptstore.h"

#include "core/io/jsonsource.h"
#include "core/io/safefilewriter.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

AttemptStore::AttemptStore(QString directory)
    : m_directory(std::move(directory))
{}

QString AttemptStore::currentPath() const
{
    return QDir(m_directory).filePath(u"current-attempt.json"_s);
}

QString AttemptStore::historyDirectory() const
{
    return QDir(m_directory).filePath(u"history"_s);
}

Expected<void> AttemptStore::write(const QString &path, const AttemptRecord &record)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return Expected<void>::failure(tr("%1 cannot be saved: its folder cannot be created.").arg(path));
    const Expected<void> written
        = SafeFileWriter::write(path, QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact));
    if (!written)
        return Expected<void>::failure(tr("%1 cannot be saved: %2").arg(path, written.error()));
    return {};
}

Expected<void> AttemptStore::saveCurrent(const AttemptRecord &record)
{
    return write(currentPath(), record);
}

Expected<void> AttemptStore::clearCurrent()
{
    QFile file(currentPath());
    if (file.exists() && !file.remove())
        return Expected<void>::failure(tr("%1 cannot be removed: %2").arg(currentPath(), file.errorString()));
    return {};
}

Expected<void> AttemptStore::archive(const AttemptRecord &record)
{
    return write(QDir(historyDirectory()).filePath(record.id + u".json"_s), record);
}

Expected<AttemptRecord> AttemptStore::read(const QString &path)
{
    const Expected<QJsonObject> json = JsonSource::readFile(path, MaxFileSize);
    if (!json)
        return Expected<AttemptRecord>::failure(json.error());
    return AttemptRecord::fromJson(*json, path);
}

QString AttemptStore::setAside(const QString &path, const QString &why)
{
    const QString aside
        = path + u".unreadable-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd'T'HHmmss'Z'"_s);
    const bool moved = QFile::rename(path, aside);
    return moved ? tr("%1 could not be read and was set aside as %2. %3").arg(path, aside, why)
                 : tr("%1 could not be read (and could not be set aside, so it is left as it is). %2").arg(path, why);
}

AttemptStore::Loaded AttemptStore::loadCurrent()
{
    if (!QFile::exists(currentPath()))
        return {};
    Expected<AttemptRecord> record = read(currentPath());
    if (!record)
        return {std::nullopt, setAside(currentPath(), record.error())};
    return {std::move(*record), QString()};
}

AttemptStore::History AttemptStore::loadHistory()
{
    History history;
    const QDir folder(historyDirectory());
    for (const QString &name : folder.entryList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        const QString path = folder.filePath(name);
        Expected<AttemptRecord> record = read(path);
        if (record)
            history.records.append(std::move(*record));
        else
            history.problems.append(setAside(path, record.error()));
    }
    std::stable_sort(history.records.begin(), history.records.end(),
                     [](const auto &a, const auto &b) { return a.attempt.startedAt() < b.attempt.startedAt(); });
    return history;
}
