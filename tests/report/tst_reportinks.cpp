// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/report/htmlreportwriter.h"
#include "core/report/reportinks.h"
#include "reportfixtures.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace ReportFixtures;

// The reports' one ink table: the style sheets are filled from it, whole names only.
class TestReportInks : public QObject
{
    Q_OBJECT

private slots:
    void cssIsSixHexDigits_data();
    void cssIsSixHexDigits();
    void fillStyleSheet_data();
    void fillStyleSheet();
    void scoreReportStyleUsesTheTable();
};

void TestReportInks::cssIsSixHexDigits_data()
{
    QTest::addColumn<ReportInk>("ink");
    QTest::addColumn<QString>("css");
    QTest::newRow("text") << ReportInks::Text << u"#212121"_s;
    QTest::newRow("right") << ReportInks::Right << u"#0d7a33"_s;     // leading zero kept
    QTest::newRow("partial") << ReportInks::Partial << u"#a86100"_s; // trailing zeros kept
    QTest::newRow("black") << ReportInk{} << u"#000000"_s;
    QTest::newRow("white") << ReportInk{255, 255, 255} << u"#ffffff"_s;
}

void TestReportInks::cssIsSixHexDigits()
{
    QFETCH(ReportInk, ink);
    QFETCH(QString, css);
    QCOMPARE(ink.css(), css);
}

void TestReportInks::fillStyleSheet_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("filled");
    QTest::newRow("one") << u"body { color: @text; }"_s << u"body { color: #212121; }"_s;
    QTest::newRow("longer name is its own ink") << u"a{@right}b{@rightbar}"_s << u"a{#0d7a33}b{#1a7f3c}"_s;
    QTest::newRow("at the end") << u"color: @wrong"_s << u"color: #c21f1f"_s;
    QTest::newRow("at-rule stays") << u"@media print { h2 { color: @muted; } }"_s
                                   << u"@media print { h2 { color: #616166; } }"_s;
    QTest::newRow("unknown name stays") << u"@nope @rulez"_s << u"@nope @rulez"_s;
    QTest::newRow("lone at") << u"a @ b @"_s << u"a @ b @"_s;
    QTest::newRow("no ink") << u"h1 { margin: 0; }"_s << u"h1 { margin: 0; }"_s;
    QTest::newRow("empty") << QString() << QString();
}

void TestReportInks::fillStyleSheet()
{
    QFETCH(QString, sheet);
    QFETCH(QString, filled);
    QCOMPARE(ReportInks::fillStyleSheet(sheet), filled);
}

void TestReportInks::scoreReportStyleUsesTheTable()
{
    const QString html
        = QString::fromUtf8(HtmlReportWriter::write(report(loadBank(testBankPath()), partialAnswers(), u"en"_s)));
    const QString style = html.section(u"<style>"_s, 1).section(u"</style>"_s, 0, 0);
    QVERIFY(style.contains(u".right { color: %1; }"_s.arg(ReportInks::Right.css())));
    QVERIFY(style.contains(u".wrong { color: %1; }"_s.arg(ReportInks::Wrong.css())));
    QVERIFY(style.contains(u"background: %1;"_s.arg(ReportInks::HeaderFill.css())));
    QVERIFY(style.contains(u"@media print"_s));
    QCOMPARE(style.count(u'@'), 1); // no ink name left unfilled
}

QTEST_GUILESS_MAIN(TestReportInks)
#include "tst_reportinks.moc"
