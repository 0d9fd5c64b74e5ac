// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/quiz/questionbankwriter.h"
#include "core/report/csvreportwriter.h"

#include <QTest>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

namespace {

// A strict RFC 4180 reader: records end with CRLF, quoted fields may hold commas, quotes ("") and line breaks,
// a quote inside an unquoted field or a bare LF outside quotes is an error (returned as an empty list).
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    bool fieldWasQuoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == u'"') {
            if (!field.isEmpty() || fieldWasQuoted)
                return {};
            quoted = true;
            fieldWasQuoted = true;
        } else if (c == u',') {
            record.append(field);
            field.clear();
            fieldWasQuoted = false;
        } else if (c == u'\r') {
            if (i + 1 >= text.size() || text.at(i + 1) != u'\n')
                return {};
            ++i;
            record.append(field);
            records.append(record);
            record.clear();
            field.clear();
            fieldWasQuoted = false;
        } else if (c == u'\n') {
            return {};
        } else {
            if (fieldWasQuoted)
                return {};
            field += c;
        }
    }
    if (quoted || !field.isEmpty() || !record.isEmpty())
        return {}; // the last record must end with CRLF too
    return records;
}

QList<QStringList> parse(const QByteArray &bytes)
{
    return parseCsv(QString::fromUtf8(bytes.mid(3)));
}

} // namespace

class TestCsvReportWriter final : public QObject
{
    Q_OBJECT

private slots:
    void byteOrderMarkAndHeader();
    void rowsPerQuestion_data();
    void rowsPerQuestion();
    void hostileTextIsGuardedAndQuoted();
    void guardFormula_data();
    void guardFormula();
    void learnerNameIsGuarded();
    void everyCellIsGuarded();
};

void TestCsvReportWriter::byteOrderMarkAndHeader()
{
    const QByteArray csv = CsvReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), u"en"_s));
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    QVERIFY(!csv.mid(3).startsWith("\xEF\xBB\xBF"));
    QVERIFY(csv.endsWith("\r\n"));
    const QList<QStringList> rows = parse(csv);
    QCOMPARE(rows.size(), 1 + 8);
    QCOMPARE(rows.first(), CsvReportWriter::columns());
    QCOMPARE(rows.first().join(u','),
             u"learner,quiz_id,quiz_title,language,started_at,finished_at,exported_at,question_number,"
             "question_id,question,chosen_bank_option_number,chosen_shown_option_number,chosen_option,"
             "correct_bank_option_number,correct_shown_option_number,correct_option,correct,answered_at,learner_id,"
             "attempt_id,mode,time_limit_minutes,quiz_questions,quiz_sha256,app_version,report_digest,"
             "assignment_id,due,late,hints_used"_s);
}

void TestCsvReportWriter::rowsPerQuestion_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("complete");
    for (const QString &language : Language::codes()) {
        QTest::newRow(qPrintable(language + u" partial"_s)) << language << false;
        QTest::newRow(qPrintable(language + u" complete"_s)) << language << true;
    }
}

void TestCsvReportWriter::rowsPerQuestion()
{
    QFETCH(QString, language);
    QFETCH(bool, complete);
    const QuestionBank bank = loadBank(testBankPath());
    const QList<int> answers = complete ? allCorrectAnswers(bank) : partialAnswers();
    const ScoreReport written = report(bank, answers, language);
    const QList<QStringList> rows = parse(CsvReportWriter::write(written));
    QCOMPARE(rows.size(), 1 + bank.questions.size());
    QCOMPARE(written.digest().size(), 64);
    const QuizAttempt attempt(bank, 7); // the fixture's shuffle: what the learner saw
    const auto shown = [&](int question, int bankOption) {
        return QString::number(attempt.order(question).indexOf(bankOption) + 1);
    };

    for (int i = 0; i < bank.questions.size(); ++i) {
        const Question &question = bank.questions.at(i);
        const QStringList &row = rows.at(i + 1);
        const int chosen = answers.at(i);
        const QStringList expected{
            u"Rahim"_s,
            bank.id,
            bank.title.text(language),
            language,
            u"2025-03-01T09:00:00Z"_s,
            complete ? u"2025-03-01T09:10:30Z"_s : QString(),
            u"2025-03-01T09:12:05Z"_s,
            QString::number(i + 1),
            question.id,
            question.stem.text(language),
            chosen < 0 ? QString() : QString::number(chosen + 1),
            chosen < 0 ? QString() : shown(i, chosen),
            chosen < 0 ? QString() : question.options.at(chosen).text.text(language),
            QString::number(question.correctOption + 1),
            shown(i, question.correctOption),
            question.options.at(question.correctOption).text.text(language),
            chosen == question.correctOption ? u"yes"_s : u"no"_s,
            chosen < 0 ? QString() : u"2025-03-01T09:%1:00Z"_s.arg(i + 1, 2, 10, QChar(u'0')),
            u"rahim@example.org"_s,
            u"123e4567-e89b-12d3-a456-426614174000"_s,
            u"immediate"_s,
            u"0"_s,
            QString::number(bank.questions.size()),
            QuestionBankWriter::sha256(bank),
            QStringLiteral(CQ_VERSION),
            written.digest(),
            QString(), // not an assignment: no id, due date or lateness
            QString(),
            QString(),
            u"0"_s, // no hints
        };
        QCOMPARE(row, expected);
    }
}

void TestCsvReportWriter::hostileTextIsGuardedAndQuoted()
{
    const QuestionBank bank = loadBank(hostileBankPath());
    // Question 1: chose "=1+1" (right); question 2: chose "\rCarriage" (wrong).
    const QList<QStringList> rows = parse(CsvReportWriter::write(report(bank, {0, 2}, u"en"_s)));
    QCOMPARE(rows.size(), 3);
    const auto column = [](const QString &name) { return int(CsvReportWriter::columns().indexOf(name)); };
    const QStringList &first = rows.at(1);
    QCOMPARE(first.at(1), u"hostile <bank>"_s);
    QCOMPARE(first.at(2), u"Tricky & \"quoted\" <b>title</b>"_s);
    QCOMPARE(first.at(9), u"<script>alert(1)</script>"_s);
    QCOMPARE(first.at(column(u"chosen_option"_s)), u"'=1+1"_s);
    QCOMPARE(first.at(column(u"correct_option"_s)), u"'=1+1"_s);
    const QStringList &second = rows.at(2);
    QCOMPARE(second.at(9), u"A \"quoted\", comma-separated\nmulti-line stem"_s);
    QCOMPARE(second.at(column(u"chosen_option"_s)), u"'\rCarriage"_s);
    QCOMPARE(second.at(column(u"correct_option"_s)), u"plain"_s);
    QCOMPARE(second.at(column(u"correct"_s)), u"no"_s);
}

void TestCsvReportWriter::guardFormula_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("expected");
    QTest::newRow("equals") << u"=1+1"_s << u"'=1+1"_s;
    QTest::newRow("plus") << u"+SUM(A1:A2)"_s << u"'+SUM(A1:A2)"_s;
    QTest::newRow("minus") << u"-2+3"_s << u"'-2+3"_s;
    QTest::newRow("at") << u"@cmd"_s << u"'@cmd"_s;
    QTest::newRow("tab") << u"\tTabbed"_s << u"'\tTabbed"_s;
    QTest::newRow("carriage return") << u"\rx"_s << u"'\rx"_s;
    QTest::newRow("plain") << u"plain"_s << u"plain"_s;
    QTest::newRow("inner equals") << u"a=b"_s << u"a=b"_s;
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("bengali") << u"গতি"_s << u"গতি"_s;
}

void TestCsvReportWriter::guardFormula()
{
    QFETCH(QString, cell);
    QFETCH(QString, expected);
    QCOMPARE(CsvReportWriter::guardFormula(cell), expected);
}

void TestCsvReportWriter::learnerNameIsGuarded()
{
    const QList<QStringList> rows = parse(CsvReportWriter::write(
        report(loadBank(testBankPath()), partialAnswers(), u"en"_s, {}, u"=HYPERLINK(\"http://x\",\"y\")"_s)));
    QCOMPARE(rows.at(1).at(0), u"'=HYPERLINK(\"http://x\",\"y\")"_s);
}

// reliability-3 F4: the attempt id went out unguarded. line() guards every cell now, so fields no writer thinks of as
// text (ids, the app version, the assignment) cannot carry a formula either, even from a report built in memory.
void TestCsvReportWriter::everyCellIsGuarded()
{
    ScoreReport hostile = report(loadBank(testBankPath()), partialAnswers(), u"en"_s, {}, u"-name"_s);
    hostile.attemptId = u"=cmd|' /C calc'!A0"_s;
    hostile.assignmentId = u"+1+1"_s;
    hostile.appVersion = u"@SUM(1,1)"_s;
    hostile.learnerId = u"\t=1"_s;
    const QList<QStringList> rows = parse(CsvReportWriter::write(hostile));
    const auto column = [](const QString &name) { return int(CsvReportWriter::columns().indexOf(name)); };
    QCOMPARE(rows.at(1).at(column(u"attempt_id"_s)), u"'=cmd|' /C calc'!A0"_s);
    QCOMPARE(rows.at(1).at(column(u"assignment_id"_s)), u"'+1+1"_s);
    QCOMPARE(rows.at(1).at(column(u"app_version"_s)), u"'@SUM(1,1)"_s);
    for (const QStringList &row : rows) {
        for (const QString &cell : row)
            QVERIFY2(cell.isEmpty() || !u"=+-@\t\r"_s.contains(cell.front()), qPrintable(cell));
    }
    // Numbers and dates are never changed by the guard.
    QCOMPARE(rows.at(1).at(column(u"question_number"_s)), u"1"_s);
    QCOMPARE(CsvReportWriter::line({u"87.5"_s, u"2026-12-07T09:00:00Z"_s}), u"87.5,2026-12-07T09:00:00Z\r\n"_s);
}

QTEST_GUILESS_MAIN(TestCsvReportWriter)
#include "tst_csvreportwriter.moc"
