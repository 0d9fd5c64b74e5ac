// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// A save that fails is made good (reliability-3 F3): with the learner's database busy (another connection holding a
// write transaction) or its files unable to grow (a file size limit: what a full disk does to a write) for one
// answer, that answer and its review are kept and written by the next answer or by the retry timer. The database is
// read by a second store while the session is still alive, so what it holds is what a kill -9 would leave.

#include "seedbank.h"

#include "core/review/learnerdatabase.h"
#include "core/session/attemptstore.h"
#include "core/session/session.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace {

// What the database holds: answers of the attempt in progress and review-log rows.
struct OnDisk
{
    int answered = -1;
    int reviews = -1;
};

OnDisk onDisk(const QString &folder)
{
    AttemptStore reader(folder); // the session holds the folder: this store only reads
    OnDisk found;
    if (const AttemptStore::Loaded loaded = reader.loadCurrent(); loaded.record)
        found.answered = loaded.record->attempt.answeredCount();
    QSqlQuery query(reader.database()->connection());
    if (query.exec(u"SELECT count(*) FROM review_log"_s) && query.next())
        found.reviews = query.value(0).toInt();
    return found;
}

// Another program's connection holding the database's write lock until it is destroyed.
class BusyDatabase
{
public:
    explicit BusyDatabase(const QString &folder)
    {
        QSqlDatabase database = QSqlDatabase::addDatabase(u"QSQLITE"_s, Name);
        database.setDatabaseName(folder + u'/' + QLatin1StringView(LearnerDatabase::FileName));
        m_held = database.open() && QSqlQuery(database).exec(u"BEGIN IMMEDIATE"_s);
    }
    ~BusyDatabase()
    {
        {
            QSqlDatabase database = QSqlDatabase::database(Name);
            QSqlQuery(database).exec(u"ROLLBACK"_s);
            database.close();
        }
        QSqlDatabase::removeDatabase(Name);
    }
    Q_DISABLE_COPY_MOVE(BusyDatabase)
    bool isHeld() const { return m_held; }

private:
    static constexpr auto Name = "busy-holder"_L1;
    bool m_held = false;
};

// No file of this process may grow while it lives: a write past the first byte fails with EFBIG, as one on a full disk
// fails with ENOSPC.
class FilesCannotGrow
{
public:
    FilesCannotGrow()
    {
        std::signal(SIGXFSZ, SIG_IGN); // otherwise the first refused write ends the process
        getrlimit(RLIMIT_FSIZE, &m_previous);
        rlimit limited = m_previous;
        limited.rlim_cur = 1;
        m_set = setrlimit(RLIMIT_FSIZE, &limited) == 0;
    }
    ~FilesCannotGrow() { setrlimit(RLIMIT_FSIZE, &m_previous); }
    Q_DISABLE_COPY_MOVE(FilesCannotGrow)
    bool isSet() const { return m_set; }

private:
    rlimit m_previous{};
    bool m_set = false;
};

} // namespace

class TestSaveCatchUp : public QObject
{
    Q_OBJECT

private slots:
    void failedAnswerIsSavedByTheNextOne_data()
    {
        QTest::addColumn<bool>("busy"); // else: files cannot grow
        QTest::newRow("database busy") << true;
        QTest::newRow("disk full") << false;
    }

    void failedAnswerIsSavedByTheNextOne()
    {
        QFETCH(bool, busy);
        QTemporaryDir dir;
        Session session(seedBank(), 0);
        QVERIFY(!session.enablePersistence(dir.path()));
        QSignalSpy failed(&session, &Session::stateNotSaved);
        QSignalSpy saved(&session, &Session::stateSaved);
        QVERIFY(session.answer(0, 1));
        QCOMPARE(onDisk(dir.path()).answered, 1);

        if (busy) {
            const BusyDatabase holder(dir.path());
            QVERIFY(holder.isHeld());
            QVERIFY(session.answer(1, 0));
        } else {
            const FilesCannotGrow limit;
            QVERIFY(limit.isSet());
            QVERIFY(session.answer(1, 0));
        }
        QCOMPARE(failed.size(), 1);
        const QString failure = failed.at(0).at(0).toString();
        QVERIFY2(failure.startsWith(u"Your progress cannot be saved: "_s), qPrintable(failure));
        QCOMPARE(onDisk(dir.path()).answered, 1); // the window shows 2 answers; only 1 is on the disk

        QVERIFY(session.answer(2, 3)); // the next answer writes the one that failed first
        QCOMPARE(failed.size(), 1);    // said once
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.at(0).at(0).toString(), failure);
        QCOMPARE(saved.at(0).at(1).toString(), u"Your progress is saved again: every answer is on the disk."_s);
        const OnDisk after = onDisk(dir.path());
        QCOMPARE(after.answered, 3);
        QCOMPARE(after.reviews, 3);
        QCOMPARE(session.store()->loadCurrent().record->toJson(), session.record().toJson());
    }

    // With no answer after the failure, the retry timer writes it.
    void failedAnswerIsSavedByTheTimer()
    {
        QTemporaryDir dir;
        Session session(seedBank(), 0);
        QVERIFY(!session.enablePersistence(dir.path()));
        QSignalSpy saved(&session, &Session::stateSaved);
        QVERIFY(session.answer(0, 1));
        {
            const BusyDatabase holder(dir.path());
            QVERIFY(holder.isHeld());
            QVERIFY(session.answer(1, 0));
        }
        QCOMPARE(onDisk(dir.path()).answered, 1);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 4 * int(Session::RetryInterval.count()));
        const OnDisk after = onDisk(dir.path());
        QCOMPARE(after.answered, 2);
        QCOMPARE(after.reviews, 2);
    }

    // A failure after a recovery is said again, and an attempt replaced while unsaved still reaches the history.
    void replacedAttemptReachesTheHistory()
    {
        QTemporaryDir dir;
        auto session = std::make_unique<Session>(seedBank(), 0);
        QVERIFY(!session->enablePersistence(dir.path()));
        QSignalSpy failed(session.get(), &Session::stateNotSaved);
        {
            const BusyDatabase holder(dir.path());
            QVERIFY(holder.isHeld());
            QVERIFY(session->answer(0, 1));
            session->restart(); // archiving the answered attempt fails too
        }
        QCOMPARE(failed.size(), 1);
        QVERIFY(session->answer(0, 2));
        {
            const BusyDatabase holder(dir.path());
            QVERIFY(session->answer(1, 2));
        }
        QCOMPARE(failed.size(), 2); // recovered in between, so the new failure is said
        session.reset();            // quitting writes what is still unsaved
        AttemptStore store(dir.path());
        QCOMPARE(store.loadHistory().records.size(), 1);
        QCOMPARE(store.loadHistory().records.at(0).attempt.answeredCount(), 1);
        QCOMPARE(store.loadCurrent().record->attempt.answeredCount(), 2);
    }
};

QTEST_GUILESS_MAIN(TestSaveCatchUp)
#include "tst_savecatchup.moc"
