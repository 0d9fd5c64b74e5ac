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
{
    takeFolder();
}

bool AttemptStore::takeFolder()
{
    // Held elsewhere stays so for this run; a folder that could not be made (a full disk at start) is tried again at
    // the next write, so saving catches up once it can.
    if (m_writer || m_heldElsewhere)
        return m_writer;
    if (!QDir().mkpath(m_directory)) {
        m_writeProblem = tr("the folder %1 cannot be created.").arg(m_directory);
        return false;
    }
    if (!m_lock) {
        m_lock = std::make_unique<QLockFile>(QDir(m_directory).filePath(u"attempts.lock"_s));
        m_lock->setStaleLockTime(0); // held for the whole run; a lock whose process died is still taken over
    }
    m_writer = m_lock->tryLock(0);
    if (!m_writer) {
        qint64 pid = 0;
        m_lock->getLockInfo(&pid, nullptr, nullptr);
        m_heldElsewhere = m_lock->error() == QLockFile::LockFailedError;
        m_writeProblem = m_heldElsewhere
                             ? tr("another Checkpoint Quiz window (process %1) keeps its attempts in %2; this window "
                                  "changes nothing there.")
                                   .arg(pid)
                                   .arg(m_directory)
                             : tr("the lock file in %1 cannot be created.").arg(m_directory);
    }
    return m_writer;
}

AttemptStore::~AttemptStore() = default;

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
    if (!takeFolder())
        return Expected<void>::failure(tr("%1 cannot be saved: %2").arg(path, m_writeProblem));
    // A record id never becomes a path unchecked (fromJson() checks it too), and nothing the store writes leaves its
    // folder or goes through a link planted in it: a data folder can come from a backup or someone else.
    if (!AttemptRecord::isValidId(record.id))
        return Expected<void>::failure(tr("%1 cannot be saved: the attempt's id is not a UUID.").arg(path));
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return Expected<void>::failure(tr("%1 cannot be saved: its folder cannot be created.").arg(path));
    const QFileInfo target(path);
    const QString folder = QFileInfo(target.absolutePath()).canonicalFilePath();
    const QString home = QFileInfo(m_directory).canonicalFilePath();
    const QString expectedFolder = path == currentPath() ? home : home + u"/history"_s;
    if (target.isSymLink() || folder.isEmpty() || folder != expectedFolder)
        return Expected<void>::failure(
            tr("%1 cannot be saved: it is a link, or its folder leads out of %2.").arg(path, m_directory));
    const QByteArray bytes = QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact);
    // What could not be read back would be set aside at the next start: refuse it now, while the window can say so.
    if (bytes.size() > MaxFileSize)
        return Expected<void>::failure(tr("%1 cannot be saved: the attempt would take %2 bytes, more than the %3 the "
                                          "app reads back.")
                                           .arg(path)
                                           .arg(bytes.size())
                                           .arg(MaxFileSize));
    const Expected<void> written = SafeFileWriter::write(path, bytes);
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
    if (!file.exists())
        return {};
    if (!takeFolder())
        return Expected<void>::failure(tr("%1 cannot be removed: %2").arg(currentPath(), m_writeProblem));
    if (!file.remove())
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
    if (!takeFolder())
        return tr("%1 could not be read (it is left as it is). %2").arg(path, why);
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
