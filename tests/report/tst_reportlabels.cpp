#include "report/reportlabels.h"

#include <QDateTime>
#include <QTest>

class TestReportLabels final : public QObject
{
    Q_OBJECT

private slots:
    void duration_data();
    void duration();
    void languageName_data();
    void languageName();
    void invalidDateIsEmpty();
    void labelsHoldNoMarkup();
};

void TestReportLabels::duration_data()
{
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zero") << qint64(0) << QStringLiteral("0:00");
    QTest::newRow("seconds") << qint64(59) << QStringLiteral("0:59");
    QTest::newRow("minutes") << qint64(725) << QStringLiteral("12:05");
    QTest::newRow("hours") << qint64(3 * 3600 + 7 * 60 + 9) << QStringLiteral("3:07:09");
}

void TestReportLabels::duration()
{
    QFETCH(qint64, seconds);
    QFETCH(QString, expected);
    QCOMPARE(ReportLabels::duration(seconds), expected);
}

void TestReportLabels::languageName_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("English");
    QTest::newRow("bn") << QStringLiteral("bn") << QStringLiteral("বাংলা");
    QTest::newRow("ko") << QStringLiteral("ko") << QStringLiteral("한국어");
    QTest::newRow("unknown") << QStringLiteral("xx") << QStringLiteral("xx");
}

void TestReportLabels::languageName()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QCOMPARE(ReportLabels::languageName(language), expected);
}

void TestReportLabels::invalidDateIsEmpty()
{
    QVERIFY(ReportLabels::dateTime(QDateTime()).isEmpty());
}

void TestReportLabels::labelsHoldNoMarkup()
{
    const QStringList labels{ReportLabels::scoreValue(5, 8, 63), ReportLabels::partialAttempt(5, 8),
                             ReportLabels::notAnswered(), ReportLabels::yourAnswer(), ReportLabels::page(1, 3)};
    QCOMPARE(ReportLabels::partialAttempt(5, 8), QStringLiteral("Partial attempt: 5 of 8 answered"));
    QCOMPARE(ReportLabels::scoreValue(5, 8, 63), QStringLiteral("5 of 8 correct (63%)"));
    for (const QString &label : labels)
        QVERIFY2(!label.contains(QLatin1Char('<')) && !label.contains(QLatin1Char('&')), qPrintable(label));
}

QTEST_GUILESS_MAIN(TestReportLabels)
#include "tst_reportlabels.moc"
