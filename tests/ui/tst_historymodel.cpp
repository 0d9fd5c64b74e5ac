// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/historymodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

// The History table's model: what each cell says for each kind of attempt, newest first, checked by Qt's model
// tester for the rules every view relies on.
class TestHistoryModel final : public QObject
{
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English)); }
    void cells_data();
    void cells();
    void newestFirst();
    void headers();
    void bengaliDigits();
    void retranslateSignalsEveryCell();
    void passesTheModelTester();

private:
    static AttemptSummary attempt(const QString &id, AttemptOptions options, int answered, int correct, bool finished,
                                  bool exported = false);
};

AttemptSummary TestHistoryModel::attempt(const QString &id, AttemptOptions options, int answered, int correct,
                                         bool finished, bool exported)
{
    AttemptSummary summary;
    summary.id = id;
    summary.quizTitle = LocalizedText({{u"en"_s, u"Checkpointing"_s}, {u"bn"_s, u"চেকপয়েন্টিং"_s}});
    summary.language = u"ko"_s;
    summary.options = std::move(options);
    summary.startedAt = QDateTime(QDate(2026, 3, 1), QTime(9, 0), QTimeZone::utc());
    if (finished)
        summary.finishedAt = summary.startedAt.addSecs(600);
    summary.questionCount = 8;
    summary.answeredCount = answered;
    summary.correctCount = correct;
    summary.exported = exported;
    return summary;
}

void TestHistoryModel::cells_data()
{
    QTest::addColumn<AttemptSummary>("summary");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("report");
    QTest::newRow("immediate, finished") << attempt(u"a"_s, {}, 8, 6, true, true) << u"Immediate feedback"_s
                                         << u"6 of 8 (75%)"_s << u"exported"_s;
    QTest::newRow("exam without a limit")
        << attempt(u"b"_s, {true, 0, false}, 8, 8, true) << u"Exam"_s << u"8 of 8 (100%)"_s << u"not exported"_s;
    QTest::newRow("exam, one minute") << attempt(u"c"_s, {true, 1, false}, 8, 1, true) << u"Exam, 1 minute(s)"_s
                                      << u"1 of 8 (13%)"_s << u"not exported"_s;
    QTest::newRow("exam, 45 minutes") << attempt(u"d"_s, {true, 45, false}, 2, 0, true) << u"Exam, 45 minute(s)"_s
                                      << u"0 of 8 (0%)"_s << u"not exported"_s;
    QTest::newRow("retry, unfinished") << attempt(u"e"_s, {false, 0, true}, 3, 2, false)
                                       << u"Retry of missed questions"_s << u"unfinished: 3 of 8 answered"_s
                                       << u"not exported"_s;
}

void TestHistoryModel::cells()
{
    QFETCH(AttemptSummary, summary);
    QFETCH(QString, mode);
    QFETCH(QString, score);
    QFETCH(QString, report);
    const HistoryModel model({summary}, u"bn"_s);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), int(HistoryModel::ColumnCount));
    const auto cell = [&](int column, int role = Qt::DisplayRole) { return model.index(0, column).data(role); };
    QCOMPARE(cell(HistoryModel::StartedColumn).toString(),
             QLocale().toString(summary.startedAt.toLocalTime(), QLocale::ShortFormat));
    QCOMPARE(cell(HistoryModel::QuizColumn).toString(), u"চেকপয়েন্টিং"_s); // the learner's language
    QCOMPARE(cell(HistoryModel::LanguageColumn).toString(), u"한국어"_s); // the attempt's, in itself
    QCOMPARE(cell(HistoryModel::ModeColumn).toString(), mode);
    QCOMPARE(cell(HistoryModel::ScoreColumn).toString(), score);
    QCOMPARE(cell(HistoryModel::ReportColumn).toString(), report);
    for (int column = 0; column < HistoryModel::ColumnCount; ++column) {
        QCOMPARE(cell(column, Qt::ToolTipRole), cell(column));
        QVERIFY(!cell(column, Qt::EditRole).isValid());
    }
}

void TestHistoryModel::newestFirst()
{
    const HistoryModel model({attempt(u"old"_s, {}, 8, 1, true), attempt(u"new"_s, {}, 8, 2, true)}, u"en"_s);
    QCOMPARE(model.records().at(0).id, u"new"_s);
    QCOMPARE(model.index(0, HistoryModel::ScoreColumn).data().toString(), u"2 of 8 (25%)"_s);
    QCOMPARE(model.index(1, HistoryModel::ScoreColumn).data().toString(), u"1 of 8 (13%)"_s);
    QCOMPARE(model.index(1, HistoryModel::QuizColumn).data().toString(), u"Checkpointing"_s);
}

void TestHistoryModel::headers()
{
    const HistoryModel model({}, u"en"_s);
    QStringList titles;
    for (int column = 0; column < model.columnCount(); ++column)
        titles << model.headerData(column, Qt::Horizontal).toString();
    QCOMPARE(titles, QStringList({u"Started"_s, u"Quiz"_s, u"Language"_s, u"Mode"_s, u"Score"_s, u"Report"_s}));
    QCOMPARE(model.rowCount(), 0);
}

void TestHistoryModel::bengaliDigits()
{
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    const HistoryModel model({attempt(u"a"_s, {}, 8, 6, true)}, u"bn"_s);
    QCOMPARE(model.index(0, HistoryModel::ScoreColumn).data().toString(), u"৬ of ৮ (৭৫%)"_s);
}

void TestHistoryModel::retranslateSignalsEveryCell()
{
    HistoryModel model({attempt(u"a"_s, {}, 8, 6, true), attempt(u"b"_s, {}, 1, 1, false)}, u"en"_s);
    QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    model.retranslate();
    QCOMPARE(data.size(), 1);
    QCOMPARE(data.at(0).at(0).toModelIndex(), model.index(0, 0));
    QCOMPARE(data.at(0).at(1).toModelIndex(), model.index(1, HistoryModel::ColumnCount - 1));
    QCOMPARE(headers.size(), 1);
}

void TestHistoryModel::passesTheModelTester()
{
    HistoryModel model({attempt(u"a"_s, {}, 8, 6, true), attempt(u"b"_s, {true, 5, false}, 1, 1, false)}, u"en"_s);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.retranslate();
    QVERIFY(!model.index(0, 0, model.index(0, 0)).isValid()); // a table: no children
}

QTEST_MAIN(TestHistoryModel)
#include "tst_historymodel.moc"
