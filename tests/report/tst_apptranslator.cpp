// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/apptranslator.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QLabel>
#include <QPrintDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

// Qt ships no Bengali for its own dialogs, so the save and print dialogs of a Bengali window showed English ("Look
// in", "File name", "Cancel"); the app ships translations/qtbase_bn.ts and AppTranslator loads it for Bengali.
// (Here beside the report tests because the report's file and print dialogs are what it is for.)
class TestAppTranslator final : public QObject
{
    Q_OBJECT

private slots:
    void bengaliDialogStrings_data();
    void bengaliDialogStrings();
    void bengaliFileDialog();
    void koreanFromQt();
};

void TestAppTranslator::bengaliDialogStrings_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("expected");
    QTest::newRow("file name") << u"QFileDialog"_s << u"File &name:"_s << u"ফাইলের নাম (&N):"_s;
    QTest::newRow("look in") << u"QFileDialog"_s << u"Look in:"_s << u"যেখানে খুঁজবেন:"_s;
    QTest::newRow("files of type") << u"QFileDialog"_s << u"Files of type:"_s << u"ফাইলের ধরন:"_s;
    QTest::newRow("save") << u"QFileDialog"_s << u"&Save"_s << u"সংরক্ষণ করুন (&S)"_s;
    QTest::newRow("date modified") << u"QFileSystemModel"_s << u"Date Modified"_s << u"পরিবর্তনের তারিখ"_s;
    QTest::newRow("cancel") << u"QPlatformTheme"_s << u"Cancel"_s << u"বাতিল"_s;
    QTest::newRow("print") << u"QPrintDialog"_s << u"&Print"_s << u"প্রিন্ট করুন (&P)"_s;
    QTest::newRow("printer") << u"QPrintWidget"_s << u"Printer"_s << u"প্রিন্টার"_s;
    QTest::newRow("copies") << u"QPrintSettingsOutput"_s << u"Copies:"_s << u"কপি:"_s;
    QTest::newRow("portrait") << u"QPageSetupWidget"_s << u"Portrait"_s << u"খাড়া"_s;
}

void TestAppTranslator::bengaliDialogStrings()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, expected);
    AppTranslator translator;
    QVERIFY(translator.setLanguage(u"bn"_s));
    QCOMPARE(QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData()), expected);
    QVERIFY(translator.setLanguage(u"en"_s));
    QCOMPARE(QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData()), source);
}

// Qt's own (non-native) file dialog, as a Bengali window shows it.
void TestAppTranslator::bengaliFileDialog()
{
    AppTranslator translator;
    QVERIFY(translator.setLanguage(u"bn"_s));
    QFileDialog dialog;
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    const auto *lookIn = dialog.findChild<QLabel *>(u"lookInLabel"_s);
    const auto *fileName = dialog.findChild<QLabel *>(u"fileNameLabel"_s);
    QVERIFY(lookIn && fileName);
    QCOMPARE(lookIn->text(), u"যেখানে খুঁজবেন:"_s);
    QCOMPARE(fileName->text(), u"ফাইলের নাম (&N):"_s);
    // CQ_KEEP_DIALOGS=folder keeps pictures of the Bengali file and print dialogs, to look at them.
    if (const QString folder = qEnvironmentVariable("CQ_KEEP_DIALOGS"); !folder.isEmpty()) {
        dialog.resize(900, 560);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.grab().save(folder + u"/filedialog-bn.png"_s);
        QPrinter printer;
        QPrintDialog print(&printer);
        print.show();
        QVERIFY(QTest::qWaitForWindowExposed(&print));
        print.grab().save(folder + u"/printdialog-bn.png"_s);
    }
}

void TestAppTranslator::koreanFromQt()
{
    AppTranslator translator;
    QVERIFY(translator.setLanguage(u"ko"_s));
    const QString translated = QCoreApplication::translate("QFileDialog", "Look in:");
    if (translated == u"Look in:"_s)
        QSKIP("Qt's qtbase_ko.qm is not installed (Debian: qt6-translations-l10n)");
    QVERIFY(translated.contains(QRegularExpression(u"\\p{Hangul}"_s)));
}

QTEST_MAIN(TestAppTranslator)
#include "tst_apptranslator.moc"
