// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/attemptstore.h"

#include "core/io/jsonsource.h"
#include "core/io/safefilewriter.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
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
    // The store's own files are never pipes: one planted there is refused, not waited on at start.
    const Expected<QJsonObject> json = JsonSource::readFile(path, FileBytes::Limits{MaxFileSize, {}});
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

namespace {

constexpr auto IndexFormat = "checkpoint-quiz-history-index"_L1;
constexpr qint64 MaxIndexSize = qint64(16) * 1024 * 1024;

// What tells that a record file is the one an index entry was made from.
QString fileStamp(const QFileInfo &file)
{
    return u"%1 %2"_s.arg(file.size()).arg(file.lastModified().toMSecsSinceEpoch());
}

} // namespace

QString AttemptStore::indexPath() const
{
    return QDir(m_directory).filePath(u"history-index.json"_s);
}

AttemptStore::Summaries AttemptStore::loadSummaries()
{
    // The index is a cache: anything wrong with it (missing, unreadable, another version) only costs reading the
    // records again, so it is never reported or set aside.
    QHash<QString, std::pair<QString, AttemptSummary>> indexed; // file name → stamp, summary
    if (const Expected<QJsonObject> index = JsonSource::readFile(indexPath(), FileBytes::Limits{MaxIndexSize, {}});
        index && index->value(u"format"_s).toString() == IndexFormat && index->value(u"version"_s).toInt() == 1) {
        const QJsonArray entries = index->value(u"entries"_s).toArray();
        for (const auto &entry : entries) {
            const QJsonObject object = entry.toObject();
            if (std::optional<AttemptSummary> summary = AttemptSummary::fromJson(object.value(u"summary"_s).toObject()))
                indexed.insert(object.value(u"file"_s).toString(),
                               {object.value(u"stamp"_s).toString(), std::move(*summary)});
        }
    }
    Summaries result;
    QJsonArray entries;
    bool changed = false;
    const QDir folder(historyDirectory());
    for (const QFileInfo &file : folder.entryInfoList({u"*.json"_s}, QDir::Files, QDir::Name)) {
        const QString stamp = fileStamp(file);
        const auto known = indexed.constFind(file.fileName());
        std::optional<AttemptSummary> summary;
        if (known != indexed.cend() && known->first == stamp && known->second.id + u".json"_s == file.fileName()) {
            summary = known->second;
        } else {
            changed = true;
            Expected<AttemptRecord> record = read(file.filePath());
            if (record && record->id + u".json"_s != file.fileName())
                record = Expected<AttemptRecord>::failure(
                    tr("Its id %1 is not its file name, so opening it would read another file.").arg(record->id));
            if (!record) {
                result.problems.append(setAside(file.filePath(), record.error()));
                continue;
            }
            summary = AttemptSummary::of(*record);
        }
        entries.append(
            QJsonObject{{u"file"_s, file.fileName()}, {u"stamp"_s, stamp}, {u"summary"_s, summary->toJson()}});
        result.summaries.append(std::move(*summary));
    }
    changed = changed || entries.size() != indexed.size();
    if (changed && !QFileInfo(indexPath()).isSymLink() && takeFolder()) {
        // Best effort: a history whose index cannot be written is still listed, only read in full next time.
        const QJsonObject index{{u"format"_s, IndexFormat}, {u"version"_s, 1}, {u"entries"_s, entries}};
        SafeFileWriter::write(indexPath(), QJsonDocument(index).toJson(QJsonDocument::Compact));
    }
    std::stable_sort(result.summaries.begin(), result.summaries.end(),
                     [](const auto &a, const auto &b) { return a.startedAt < b.startedAt; });
    return result;
}

Expected<AttemptRecord> AttemptStore::loadRecord(const QString &id)
{
    if (!AttemptRecord::isValidId(id))
        return Expected<AttemptRecord>::failure(tr("%1 is not the id of an attempt.").arg(id));
    return read(QDir(historyDirectory()).filePath(id + u".json"_s));
}
