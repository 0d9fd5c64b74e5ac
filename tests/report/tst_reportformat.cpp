#include "report/reportfixtures.h"

#include "core/report/renderoptions.h"
#include "core/report/reportformat.h"

#include <QTest>

using namespace Qt::StringLiterals;

using namespace ReportFixtures;

class TestReportFormat final : public QObject
{
    Q_OBJECT

private slots:
    void table();
    void forPath_data();
    void forPath();
    void everyWriterWrites();
};

// The dialog's filters and the messages' extension list come from the table, in its order.
void TestReportFormat::table()
{
    QStringList names;
    for (const ReportFormat &format : ReportFormat::all())
        names.append(format.name());
    QCOMPARE(names, (QStringList{u"pdf"_s, u"html"_s, u"csv"_s, u"json"_s}));
    QCOMPARE(ReportFormat::fileFilters(), u"PDF document (*.pdf);;Web page (*.html *.htm);;CSV for spreadsheets "
                                          "(*.csv);;JSON data (*.json)"_s);
    QCOMPARE(ReportFormat::extensionList(), u".pdf, .html, .csv or .json"_s);
}

void TestReportFormat::forPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("format");
    QTest::newRow("htm") << u"/a/b/report.HTM"_s << u"html"_s;
    QTest::newRow("json") << u"r.json"_s << u"json"_s;
    QTest::newRow("markdown") << u"r.md"_s << QString();
    QTest::newRow("no suffix") << u"pdf"_s << QString();
}

void TestReportFormat::forPath()
{
    QFETCH(QString, path);
    QFETCH(QString, format);
    const ReportFormat *found = ReportFormat::forPath(path);
    QCOMPARE(found ? found->name() : QString(), format);
}

void TestReportFormat::everyWriterWrites()
{
    const ScoreReport report
        = ReportFixtures::report(loadBank(testBankPath()), partialAnswers(), u"bn"_s, sampleSnapshot());
    for (const ReportFormat &format : ReportFormat::all()) {
        QString error;
        const QByteArray bytes = format.write(report, RenderOptions{}, &error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(format.name() + u": "_s + error));
        QVERIFY(error.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestReportFormat)
#include "tst_reportformat.moc"
