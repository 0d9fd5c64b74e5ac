// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "seedbank.h"

#include "core/review/learnerdatabase.h"
#include "core/review/reviewschedule.h"
#include "core/session/session.h"
#include "ui/historydialog.h"
#include "ui/mainwindow.h"
#include "ui/reviewdue.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Noon local time, so "today" is the same day in every time zone the test runs in.
QDateTime noon()
{
    return QDateTime(QDate(2026, 3, 10), QTime(12, 0)).toUTC();
}

} // namespace

// The window's spaced-review strip and Quiz-menu actions: the count of what is due today follows the session's
// answers and clock, Review Now starts the due questions, and the strip steps aside while they are reviewed.
class TestReviewDue : public QObject
{
    Q_OBJECT
private slots:
    void countFollowsAnswersAndTheClock();
    void reviewNowStartsTheDueQuestions();
    void retentionIsRememberedAndUsed();
    void quizMenuOffersTheReview();
    void historyShowsMasteryPerConcept();
    void allDataIsExportedAsJson();
};

void TestReviewDue::countFollowsAnswersAndTheClock()
{
    QTemporaryDir dir;
    Session session(seedBank(), 0);
    QDateTime clock = noon();
    session.setClock([&clock] { return clock; });
    session.enablePersistence(dir.path());
    QVERIFY(session.setLanguage(u"en"_s, false)); // the English plurals
    QWidget window;
    auto *strip = new ReviewDueStrip(
        &session, [] { return true; }, &window);
    window.show();
    QCOMPARE(strip->dueToday(), 0);
    QVERIFY(!strip->isVisible());
    QVERIFY(!strip->reviewAction()->isEnabled());

    // Wrong: back in a minute. Right: back in ten minutes. Both today.
    QVERIFY(session.answer(0, (session.attempt().displayedCorrectOption(0) + 1) % 4));
    QVERIFY(session.answer(1, session.attempt().displayedCorrectOption(1)));
    QCOMPARE(strip->dueToday(), 2);
    QVERIFY(strip->isVisible());
    QCOMPARE(strip->reviewAction()->text(), u"Review Due Today (2)"_s);
    QVERIFY(strip->findChild<QLabel *>(u"reviewDueText"_s)->text().startsWith(u"2 questions due"_s));

    // Two right answers in a row put a question two days out: tomorrow it is not due yet.
    clock = clock.addSecs(600);
    QVERIFY(strip->startReview());
    for (int i = 0; i < session.attempt().questionCount(); ++i)
        QVERIFY(session.answer(i, session.attempt().displayedCorrectOption(i)));
    QCOMPARE(strip->dueToday(), 1); // the one missed before is in its learning steps again: due in ten minutes
    clock = clock.addDays(1);
    strip->update();
    QCOMPARE(strip->dueToday(), 1);
    clock = clock.addDays(1);
    strip->update();
    QCOMPARE(strip->dueToday(), 2);
}

void TestReviewDue::reviewNowStartsTheDueQuestions()
{
    QTemporaryDir dir;
    Session session(seedBank(), 0);
    session.setClock([] { return noon(); });
    session.enablePersistence(dir.path());
    int confirmations = 0;
    bool leave = false;
    QWidget window;
    auto *strip = new ReviewDueStrip(
        &session,
        [&] {
            ++confirmations;
            return leave;
        },
        &window);
    window.show();
    QVERIFY(session.answer(2, session.attempt().displayedCorrectOption(2)));
    QVERIFY(session.answer(5, (session.attempt().displayedCorrectOption(5) + 1) % 4));
    auto *start = strip->findChild<QPushButton *>(u"reviewDueStart"_s);
    QCOMPARE(start->text(), u"Review Now"_s);

    // The learner keeps the attempt: nothing changes.
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(confirmations, 1);
    QCOMPARE(session.bank().id, u"gradient-checkpointing"_s);

    leave = true;
    QTest::mouseClick(start, Qt::LeftButton);
    QCOMPARE(session.bank().id, u"review"_s);
    QCOMPARE(session.attempt().questionCount(), 2);
    // Soonest due first: the missed question (a minute) before the right one (ten minutes).
    QCOMPARE(session.bank().questions.at(0).id, u"gradient-checkpointing/"_s + seedBank().questions.at(5).id);
    QCOMPARE(session.bank().questions.at(1).id, u"gradient-checkpointing/"_s + seedBank().questions.at(2).id);
    QVERIFY(!strip->isVisible()); // it would only repeat what the quiz shows
    QVERIFY(session.answer(0, session.attempt().displayedCorrectOption(0)));
    QCOMPARE(session.reviews()->reviewCount(), qint64(3));
}

void TestReviewDue::retentionIsRememberedAndUsed()
{
    QTemporaryDir dir;
    {
        Session session(seedBank(), 0);
        session.enablePersistence(dir.path());
        QCOMPARE(session.desiredRetention(), 0.9);
        QSignalSpy changed(&session, &Session::reviewsChanged);
        session.setDesiredRetention(0.8);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(session.reviews()->scheduler().options().desiredRetention, 0.8);
        session.setDesiredRetention(2.0); // kept in FSRS's range
        QCOMPARE(session.desiredRetention(), FsrsScheduler::MaxRetention);
        session.setDesiredRetention(0.85);
    }
    Session again(seedBank(), 0);
    again.enablePersistence(dir.path());
    QCOMPARE(again.reviews()->scheduler().options().desiredRetention, 0.85);
    again.setDesiredRetention(0.9);
}

void TestReviewDue::quizMenuOffersTheReview()
{
    QTemporaryDir dir;
    MainWindow window(seedBank(), 0);
    window.enablePersistence(dir.path());
    auto *menu = window.findChild<QMenu *>(u"quizMenu"_s);
    QVERIFY(menu);
    const QList<QAction *> actions = menu->actions();
    const auto review = std::find_if(actions.cbegin(), actions.cend(), [](const QAction *action) {
        return action->objectName() == u"reviewDueAction"_s;
    });
    QVERIFY(review != actions.cend());
    QCOMPARE((*review)->text(), u"Nothing Due for Review Today"_s);
    QVERIFY(!(*review)->isEnabled());
    // Below practice and the first lesson, with the settings after it.
    const qsizetype at = review - actions.cbegin();
    QCOMPARE(actions.at(at - 2)->objectName(), u"practiceAction"_s);
    QCOMPARE(actions.at(at - 1)->objectName(), u"lessonAction"_s);
    QCOMPARE(actions.at(at + 1)->objectName(), u"reviewSettingsAction"_s);
}

void TestReviewDue::historyShowsMasteryPerConcept()
{
    ConceptMastery spacing;
    spacing.conceptId = u"spacing"_s;
    spacing.items = 4;
    spacing.mastered = 3;
    spacing.meanRetrievability = 0.874;
    spacing.lastReviewed = QDateTime(QDate(2026, 3, 9), QTime(10, 0)).toUTC();
    spacing.nextDue = QDateTime(QDate(2026, 3, 12), QTime(10, 0)).toUTC();
    ConceptMastery own = spacing;
    own.conceptId = u"my-teachers-topic"_s;
    HistoryDialog dialog({}, {}, u"en"_s);
    auto *table = dialog.findChild<QTableWidget *>(u"masteryTable"_s);
    QVERIFY(table);
    QVERIFY(table->isHidden()); // nothing reviewed yet
    dialog.showMastery({spacing, own});
    QVERIFY(!table->isHidden());
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->item(0, 0)->text(), u"Checkpoint spacing and peak memory"_s);
    QCOMPARE(table->item(0, 1)->text(), u"3 of 4"_s);
    QCOMPARE(table->item(0, 2)->text(), u"87%"_s);
    QCOMPARE(table->item(0, 3)->text(), QLocale().toString(QDate(2026, 3, 9), QLocale::ShortFormat));
    QCOMPARE(table->item(1, 0)->text(), u"my-teachers-topic"_s); // a teacher's own id, as it is
}

// History → Export All My Data: the learner's whole database, attempts with their quiz, answers and reviews, as one
// JSON document; a path that cannot be written is said and leaves nothing behind.
void TestReviewDue::allDataIsExportedAsJson()
{
    QTemporaryDir dir;
    Session session(seedBank(), 0);
    session.setClock([] { return noon(); });
    session.enablePersistence(dir.path());
    QVERIFY(session.useHint(0));
    QVERIFY(session.answer(0, session.attempt().displayedCorrectOption(0)));
    QVERIFY(session.answer(3, (session.attempt().displayedCorrectOption(3) + 1) % 4));

    HistoryDialog dialog({}, {}, u"en"_s);
    QSignalSpy asked(&dialog, &HistoryDialog::exportAllRequested);
    QTest::mouseClick(dialog.findChild<QPushButton *>(u"historyExportAll"_s), Qt::LeftButton);
    QCOMPARE(asked.size(), 1);

    // Never into the learner's data folder (reliability-3 F6), however it is reached.
    const Expected<void> inside = HistoryDialog::exportAllData(session, dir.filePath(u"learner.sqlite"_s));
    QVERIFY(!inside);
    QVERIFY2(inside.error().contains(u"the folder where the app keeps the learner's data"_s), qPrintable(inside.error()));
    QTemporaryDir elsewhere;
    const QString path = elsewhere.filePath(u"out/my-data.json"_s);
    QVERIFY(QDir().mkpath(elsewhere.filePath(u"out"_s)));
    QVERIFY(HistoryDialog::exportAllData(session, path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(json.value(u"format"_s).toString(), u"checkpoint-quiz-learner-data"_s);
    QCOMPARE(json.value(u"schema"_s).toInt(), LearnerDatabase::SchemaVersion);
    const QJsonObject tables = json.value(u"tables"_s).toObject();
    const QJsonArray attempts = tables.value(u"attempt"_s).toArray();
    QCOMPARE(attempts.size(), 1);
    const QJsonObject record = attempts.at(0).toObject().value(u"record"_s).toObject();
    QCOMPARE(record.value(u"id"_s).toString(), session.record().id);
    const QJsonArray banks = tables.value(u"bank"_s).toArray();
    QCOMPARE(banks.size(), 1);
    QCOMPARE(banks.at(0).toObject().value(u"sha256"_s), record.value(u"bank_sha256"_s));
    QCOMPARE(banks.at(0).toObject().value(u"json"_s).toObject().value(u"questions"_s).toArray().size(), 8);
    QCOMPARE(tables.value(u"answer"_s).toArray().size(), 1); // the second answer, since the record was written
    const QJsonArray log = tables.value(u"review_log"_s).toArray();
    QCOMPARE(log.size(), 2);
    QCOMPARE(log.at(0).toObject().value(u"hints_used"_s).toInt(), 1);
    QCOMPARE(log.at(0).toObject().value(u"rating"_s).toInt(), int(ReviewRating::Good)); // a new item, hinted
    QCOMPARE(log.at(1).toObject().value(u"rating"_s).toInt(), int(ReviewRating::Again));
    QCOMPARE(tables.value(u"review_item"_s).toArray().size(), 2);

    const QString blocked = elsewhere.filePath(u"blocked/my-data.json"_s);
    QVERIFY(QFile(elsewhere.filePath(u"blocked"_s)).open(QIODevice::WriteOnly)); // a file where the folder should be
    const Expected<void> refused = HistoryDialog::exportAllData(session, blocked);
    QVERIFY(!refused);
    QVERIFY(!refused.error().isEmpty());
    QVERIFY(!QFileInfo::exists(blocked));

    Session unsaved(seedBank(), 0);
    QVERIFY(!HistoryDialog::exportAllData(unsaved, path));
}

QTEST_MAIN(TestReviewDue)
#include "tst_reviewdue.moc"
