#include "core/report/reportlabels.h"

#include <QDateTime>
#include <QTest>

using namespace Qt::StringLiterals;

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
    QTest::newRow("zero") << qint64(0) << u"0:00"_s;
    QTest::newRow("seconds") << qint64(59) << u"0:59"_s;
    QTest::newRow("minutes") << qint64(725) << u"12:05"_s;
    QTest::newRow("hours") << qint64(3 * 3600 + 7 * 60 + 9) << u"3:07:09"_s;
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
    QTest::newRow("en") << u"en"_s << u"English"_s;
    QTest::newRow("bn") << u"bn"_s << u"বাংলা"_s;
    QTest::newRow("ko") << u"ko"_s << u"한국어"_s;
    QTest::newRow("unknown") << u"xx"_s << u"xx"_s;
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
    QCOMPARE(ReportLabels::partialAttempt(5, 8), u"Partial attempt: 5 of 8 answered"_s);
    QCOMPARE(ReportLabels::scoreValue(5, 8, 63), u"5 of 8 correct (63%)"_s);
    for (const QString &label : labels)
        QVERIFY2(!label.contains(u'<') && !label.contains(u'&'), qPrintable(label));
}

QTEST_GUILESS_MAIN(TestReportLabels)
#include "tst_reportlabels.moc"
