// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/session/attemptstore.h"

#include "core/io/filebytes.h"
#include "core/io/jsonsource.h"
#include "core/io/safefilewriter.h"
#include "core/quiz/questionbankwriter.h"

#include <QCryptographicHash>
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

Expected<void> AttemptStore::write(const QString &path, const AttemptRecord &record, const QString &bankSha256)
{
    // A record id never becomes a path unchecked (fromJson() checks it too).
    if (!AttemptRecord::isValidId(record.id))
        return Expected<void>::failure(tr("%1 cannot be saved: the attempt's id is not a UUID.").arg(path));
    const QJsonObject json = bankSha256.isEmpty() ? record.toJson() : record.toJson(bankSha256);
    return write(path, QJsonDocument(json).toJson(QJsonDocument::Compact));
}

Expected<void> AttemptStore::write(const QString &path, const QByteArray &bytes)
{
    if (!takeFolder())
        return Expected<void>::failure(tr("%1 cannot be saved: %2").arg(path, m_writeProblem));
    // Nothing the store writes leaves its folder or goes through a link planted in it: a data folder can come from a
    // backup or someone else.
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return Expected<void>::failure(tr("%1 cannot be saved: its folder cannot be created.").arg(path));
    const QFileInfo target(path);
    const QString folder = QFileInfo(target.absolutePath()).canonicalFilePath();
    const QString home = QFileInfo(m_directory).canonicalFilePath();
    const QString expectedFolder = path == currentPath()                       ? home
                                   : QFileInfo(path).path() == bankDirectory() ? home + u"/banks"_s
                                                                               : home + u"/history"_s;
    if (target.isSymLink() || folder.isEmpty() || folder != expectedFolder)
        return Expected<void>::failure(
            tr("%1 cannot be saved: it is a link, or its folder leads out of %2.").arg(path, m_directory));
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

QString AttemptStore::bankDirectory() const
{
    return QDir(m_directory).filePath(u"banks"_s);
}

QString AttemptStore::bankPath(const QString &sha256) const
{
    return QDir(bankDirectory()).filePath(sha256 + u".json"_s);
}

bool AttemptStore::hasBank(const QString &sha256) const
{
    return QFileInfo(bankPath(sha256)).isFile();
}

Expected<QString> AttemptStore::saveBank(const QuestionBank &bank)
{
    const QByteArray bytes = QuestionBankWriter::canonicalBytes(bank);
    const QString sha256 = QuestionBankWriter::sha256(bytes);
    // The name is the content's digest: a file of that name already holds exactly these bytes, unless it was
    // damaged, which loadCurrent() finds by the same digest.
    if (hasBank(sha256))
        return sha256;
    if (const Expected<void> written = write(bankPath(sha256), bytes); !written)
        return Expected<QString>::failure(written.error());
    return sha256;
}

Expected<void> AttemptStore::saveCurrent(const AttemptRecord &record, const QString &bankSha256)
{
    const Expected<void> written = write(currentPath(), record, bankSha256);
    if (written && bankSha256 != m_bankInUse) {
        // The record now names this bank: the banks of earlier attempts are no longer needed.
        m_bankInUse = bankSha256;
        removeBanksExcept(bankSha256);
    }
    return written;
}

void AttemptStore::removeBanksExcept(const QString &sha256)
{
    const QDir folder(bankDirectory());
    for (const QString &name : folder.entryList({u"*.json"_s}, QDir::Files)) {
        if (name != sha256 + u".json"_s)
            QFile::remove(folder.filePath(name)); // a file left behind is removed at the next chance
    }
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
    m_bankInUse.clear();
    removeBanksExcept(QString());
    return {};
}

Expected<void> AttemptStore::archive(const AttemptRecord &record)
{
    return write(QDir(historyDirectory()).filePath(record.id + u".json"_s), record, QString());
}

Expected<AttemptRecord> AttemptStore::read(const QString &path)
{
    // The store's own files are never pipes: one planted there is refused, not waited on at start.
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
