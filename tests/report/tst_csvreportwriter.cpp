#include "reportfixtures.h"

#include "report/csvreportwriter.h"

#include <QTest>

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
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || fieldWasQuoted)
                return {};
            quoted = true;
            fieldWasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            record.append(field);
            field.clear();
            fieldWasQuoted = false;
        } else if (c == QLatin1Char('\r')) {
            if (i + 1 >= text.size() || text.at(i + 1) != QLatin1Char('\n'))
                return {};
            ++i;
            record.append(field);
            records.append(record);
            record.clear();
            field.clear();
            fieldWasQuoted = false;
        } else if (c == QLatin1Char('\n')) {
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
};

void TestCsvReportWriter::byteOrderMarkAndHeader()
{
    const QByteArray csv
        = CsvReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en")));
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    QVERIFY(!csv.mid(3).startsWith("\xEF\xBB\xBF"));
    QVERIFY(csv.endsWith("\r\n"));
    const QList<QStringList> rows = parse(csv);
    QCOMPARE(rows.size(), 1 + 8);
    QCOMPARE(rows.first(), CsvReportWriter::columns());
    QCOMPARE(rows.first().join(QLatin1Char(',')),
             QStringLiteral("learner,quiz_id,quiz_title,language,started_at,finished_at,exported_at,question_number,"
                            "question_id,question,chosen_option_number,chosen_option,correct_option_number,"
                            "correct_option,correct"));
}

void TestCsvReportWriter::rowsPerQuestion_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("complete");
    for (const QString &language : supportedLanguages()) {
        QTest::newRow(qPrintable(language + QStringLiteral(" partial"))) << language << false;
        QTest::newRow(qPrintable(language + QStringLiteral(" complete"))) << language << true;
    }
}

void TestCsvReportWriter::rowsPerQuestion()
{
    QFETCH(QString, language);
    QFETCH(bool, complete);
    const QuestionBank bank = loadBank(testBankPath());
    const QList<int> answers = complete ? allCorrectAnswers(bank) : partialAnswers();
    const QList<QStringList> rows = parse(CsvReportWriter::write(report(bank, answers, language)));
    QCOMPARE(rows.size(), 1 + bank.questions.size());

    for (int i = 0; i < bank.questions.size(); ++i) {
        const Question &question = bank.questions.at(i);
        const QStringList &row = rows.at(i + 1);
        const int chosen = answers.at(i);
        const QStringList expected{
            QStringLiteral("Rahim"),
            bank.id,
            bank.title.text(language),
            language,
            QStringLiteral("2025-03-01T09:00:00Z"),
            complete ? QStringLiteral("2025-03-01T09:10:30Z") : QString(),
            QStringLiteral("2025-03-01T09:12:05Z"),
            QString::number(i + 1),
            question.id,
            question.stem.text(language),
            chosen < 0 ? QString() : QString::number(chosen + 1),
            chosen < 0 ? QString() : question.options.at(chosen).text.text(language),
            QString::number(question.correctOption + 1),
            question.options.at(question.correctOption).text.text(language),
            chosen == question.correctOption ? QStringLiteral("yes") : QStringLiteral("no"),
        };
        QCOMPARE(row, expected);
    }
}

void TestCsvReportWriter::hostileTextIsGuardedAndQuoted()
{
    const QuestionBank bank = loadBank(hostileBankPath());
    // Question 1: chose "=1+1" (right); question 2: chose "\rCarriage" (wrong).
    const QList<QStringList> rows = parse(CsvReportWriter::write(report(bank, {0, 2}, QStringLiteral("en"))));
    QCOMPARE(rows.size(), 3);
    const QStringList &first = rows.at(1);
    QCOMPARE(first.at(1), QStringLiteral("hostile <bank>"));
    QCOMPARE(first.at(2), QStringLiteral("Tricky & \"quoted\" <b>title</b>"));
    QCOMPARE(first.at(9), QStringLiteral("<script>alert(1)</script>"));
    QCOMPARE(first.at(11), QStringLiteral("'=1+1"));
    QCOMPARE(first.at(13), QStringLiteral("'=1+1"));
    const QStringList &second = rows.at(2);
    QCOMPARE(second.at(9), QStringLiteral("A \"quoted\", comma-separated\nmulti-line stem"));
    QCOMPARE(second.at(11), QStringLiteral("'\rCarriage"));
    QCOMPARE(second.at(13), QStringLiteral("plain"));
    QCOMPARE(second.at(14), QStringLiteral("no"));
}

void TestCsvReportWriter::guardFormula_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("expected");
    QTest::newRow("equals") << QStringLiteral("=1+1") << QStringLiteral("'=1+1");
    QTest::newRow("plus") << QStringLiteral("+SUM(A1:A2)") << QStringLiteral("'+SUM(A1:A2)");
    QTest::newRow("minus") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
    QTest::newRow("at") << QStringLiteral("@cmd") << QStringLiteral("'@cmd");
    QTest::newRow("tab") << QStringLiteral("\tTabbed") << QStringLiteral("'\tTabbed");
    QTest::newRow("carriage return") << QStringLiteral("\rx") << QStringLiteral("'\rx");
    QTest::newRow("plain") << QStringLiteral("plain") << QStringLiteral("plain");
    QTest::newRow("inner equals") << QStringLiteral("a=b") << QStringLiteral("a=b");
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("bengali") << QStringLiteral("গতি") << QStringLiteral("গতি");
}

void TestCsvReportWriter::guardFormula()
{
    QFETCH(QString, cell);
    QFETCH(QString, expected);
    QCOMPARE(CsvReportWriter::guardFormula(cell), expected);
}

void TestCsvReportWriter::learnerNameIsGuarded()
{
    const QList<QStringList> rows
        = parse(CsvReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), QStringLiteral("en"), {},
                                              QStringLiteral("=HYPERLINK(\"http://x\",\"y\")"))));
    QCOMPARE(rows.at(1).at(0), QStringLiteral("'=HYPERLINK(\"http://x\",\"y\")"));
}

QTEST_GUILESS_MAIN(TestCsvReportWriter)
#include "tst_csvreportwriter.moc"
