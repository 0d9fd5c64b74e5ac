// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/csvreportwriter.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"
#include "core/report/scorereport.h"
#include "core/review/reviewschedule.h"
#include "core/session/session.h"
#include "ui/hintbox.h"
#include "ui/quizpanel.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// The seed quiz with two hints on question 1, the second taking the simulator to N = 20, k = 4.
QuestionBank bankWithHints()
{
    const Expected<QuestionBank> loaded
        = QuestionBankLoader::fromFile(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json"));
    if (!loaded)
        qFatal("%s", qPrintable(loaded.error()));
    QuestionBank bank = *loaded;
    SimulatorScene scene;
    scene.layers = 20;
    scene.setting = ScheduleSetting::uniform(4);
    bank.questions[0].hints
        = {{LocalizedText({{u"en"_s, u"Think of what backward needs."_s},
                           {u"ko"_s, u"역전파에 무엇이 필요한지 생각해 보십시오."_s}}),
            std::nullopt, std::nullopt},
           {LocalizedText::single(u"en"_s, u"Watch torch.utils.checkpoint rerun a segment."_s), scene, std::nullopt}};
    return bank;
}

} // namespace

// Hints in the quiz: the button shows them one at a time (with a hint's scene), they are counted in the attempt, and
// the count reaches the review schedule (Hard instead of Good) and the score report; none in exam mode.
class TestHintBox : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void hintsAreShownOneAtATimeAndCounted();
    void noHintsInExamMode();
};

void TestHintBox::hintsAreShownOneAtATimeAndCounted()
{
    QTemporaryDir dir;
    Session session(bankWithHints(), 0);
    session.setLanguage(u"en"_s, false);
    session.enablePersistence(dir.path());
    QuizPanel panel(&session);
    panel.resize(700, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *box = panel.findChild<HintBox *>(u"hintBox"_s);
    QVERIFY(box && box->isVisible());
    QPushButton *button = box->button();
    QCOMPARE(button->text(), u"Show Hint 1 of 2"_s);
    QSignalSpy scenes(&panel, &QuizPanel::sceneRequested);

    QTest::mouseClick(button, Qt::LeftButton);
    auto *first = box->findChild<QLabel *>(u"hintText1"_s);
    QVERIFY(first);
    QCOMPARE(first->text(), u"Hint 1: Think of what backward needs."_s);
    QCOMPARE(button->text(), u"Show Hint 2 of 2"_s);
    QCOMPARE(scenes.size(), 0);
    QCOMPARE(session.attempt().hintsUsed(0), 1);

    // The keyboard works too; the second hint takes the simulator to its scene, and the button goes.
    button->setFocus();
    QTest::keyClick(button, Qt::Key_Space);
    QCOMPARE(session.attempt().hintsUsed(0), 2);
    QCOMPARE(scenes.size(), 1);
    QCOMPARE(scenes.at(0).at(0).value<SimulatorScene>().layers, 20);
    QVERIFY(!button->isVisible());
    QVERIFY(box->findChild<QLabel *>(u"hintText2"_s)->text().contains(u"torch.utils.checkpoint"_s));

    // Another language: the hints shown follow it.
    session.setLanguage(u"ko"_s, false);
    QTRY_VERIFY(
        box->findChild<QLabel *>(u"hintText1"_s)->text().endsWith(u": 역전파에 무엇이 필요한지 생각해 보십시오."_s));
    session.setLanguage(u"en"_s, false);
    QTRY_COMPARE(box->findChild<QLabel *>(u"hintText1"_s)->text(), u"Hint 1: Think of what backward needs."_s);

    // A right answer after hints on a new question: Good, so that it moves on through the learning steps (science-3
    // F4); the hints are in the log.
    QVERIFY(session.answer(0, session.attempt().displayedCorrectOption(0)));
    QVERIFY(box->isVisible()); // the hints used stay in view beside the verdict
    QSqlQuery rating(u"SELECT rating, hints_used FROM review_log"_s,
                     QSqlDatabase::database(QSqlDatabase::connectionNames().constFirst()));
    QVERIFY(rating.next());
    QCOMPARE(rating.value(0).toInt(), int(ReviewRating::Good));
    QCOMPARE(rating.value(1).toInt(), 2);

    // The report says so, in JSON (read back) and CSV.
    const ScoreReport report
        = ScoreReport::fromAttempt(session.attempt(), u"en"_s, QString(), {}, QDateTime::currentDateTimeUtc());
    QCOMPARE(report.questions.at(0).hintsUsed, 2);
    const Expected<ScoreReport> read = JsonReportReader::fromJson(JsonReportWriter::write(report), u"r.json"_s);
    QVERIFY2(read, qPrintable(read.error()));
    QCOMPARE(read->questions.at(0).hintsUsed, 2);
    QCOMPARE(read->questions.at(1).hintsUsed, 0);
    const QList<QByteArray> lines = CsvReportWriter::write(report).split('\n');
    QVERIFY(lines.at(0).trimmed().endsWith(",hints_used"));
    QVERIFY(lines.at(1).trimmed().endsWith(",2"));
    QVERIFY(lines.at(2).trimmed().endsWith(",0"));
    const QString html = QString::fromUtf8(HtmlReportWriter::write(report));
    QVERIFY(html.contains(u"<p class=\"text\"><b>Hints used:</b> 2</p>"_s));
    QCOMPARE(html.count(u"Hints used"_s), 1); // only the question that used them
}

void TestHintBox::noHintsInExamMode()
{
    Session session(bankWithHints(), 0);
    session.setLanguage(u"en"_s, false);
    QuizPanel panel(&session);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *box = panel.findChild<HintBox *>(u"hintBox"_s);
    QVERIFY(box->isVisible());
    session.restart(AttemptOptions{.exam = true});
    QVERIFY(!box->isVisible());
    QVERIFY(!session.useHint(0));
}

QTEST_MAIN(TestHintBox)
#include "tst_hintbox.moc"
