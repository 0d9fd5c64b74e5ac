// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "report/reportfixtures.h"

#include "core/i18n/apptranslator.h"
#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"
#include "ui/classresultsdialog.h"

#include <QComboBox>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace Qt::StringLiterals;
using namespace ReportFixtures;

// File → Class Results…: reports in, the class report shown, the attempt choice and the saves.
class TestClassResultsDialog final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    AppTranslator m_english; // the English plural forms ("2 students", not "2 student(s)")

    // Student 1 twice (a weak first attempt, a perfect second), student 2 once, and a file that is not a report.
    void writeClass()
    {
        const QuestionBank bank = loadBank(testBankPath());
        const auto write = [&](const QList<int> &answers, int student, int minute, const QString &name) {
            ScoreReport written = report(bank, answers, u"en"_s, {}, u"Student %1"_s.arg(student));
            written.learnerId = u"s%1@example.org"_s.arg(student);
            written.attemptId = u"00000000-0000-4000-8000-0000000000%1"_s.arg(student * 10 + minute);
            written.startedAt = at(9, minute);
            QFile file(QDir(m_dir.path()).filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(JsonReportWriter::write(written));
        };
        write(partialAnswers(), 1, 1, u"a-first.json"_s);
        write(allCorrectAnswers(bank), 1, 5, u"a-second.json"_s);
        write(partialAnswers(), 2, 2, u"b.json"_s);
        QFile other(QDir(m_dir.path()).filePath(u"c-notes.json"_s));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("{}");
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_english.setLanguage(u"en"_s));
        writeClass();
    }

    void showsTheClassAndWhatWasLeftOut()
    {
        ClassResultsDialog dialog(u"en"_s);
        auto *save = dialog.findChild<QPushButton *>(u"saveClassReportButton"_s);
        QVERIFY(save && !save->isEnabled());
        dialog.addPaths({m_dir.path()});
        QVERIFY(save->isEnabled());
        QCOMPARE(dialog.findChild<QLabel *>(u"classStatusLabel"_s)->text(),
                 u"2 students counted; 2 reports left out (listed at the end)"_s);
        const QString shown = dialog.findChild<QTextBrowser *>(u"classReportView"_s)->toPlainText();
        QVERIFY(shown.contains(u"Facility index"_s));
        QVERIFY(shown.contains(u"c-notes.json"_s));
        QVERIFY(shown.contains(u"another attempt by the same student"_s));
    }

    // The counted attempt is chosen with the keyboard; the class is worked out again at once.
    void attemptChoiceByKeyboard()
    {
        ClassResultsDialog dialog(u"en"_s);
        dialog.addPaths({m_dir.path()});
        QCOMPARE(dialog.results().students.at(0).correct, 4); // the first attempt
        auto *combo = dialog.findChild<QComboBox *>(u"attemptCombo"_s);
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(dialog.results().which, ClassResults::Which::Best);
        QCOMPARE(dialog.results().students.at(0).correct, 8);
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(dialog.results().which, ClassResults::Which::Last);
        QCOMPARE(dialog.results().students.at(0).correct, 8);
    }

    void savesEveryFormat()
    {
        ClassResultsDialog dialog(u"en"_s);
        dialog.addPaths({m_dir.path()});
        QTemporaryDir out;
        for (const QString &name : {u"class.json"_s, u"class.csv"_s, u"class.html"_s}) {
            const Expected<void> saved = dialog.saveReport(QDir(out.path()).filePath(name));
            QVERIFY2(saved, qPrintable(saved.error()));
        }
        QFile json(QDir(out.path()).filePath(u"class.json"_s));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(json.readAll()).object().value(u"format"_s).toString(),
                 u"checkpoint-quiz-class"_s);
        QVERIFY(dialog.saveGradebook(QDir(out.path()).filePath(u"grades.csv"_s)));
        // An unwritable place is an error with the reason, never a silent loss.
        const Expected<void> refused = dialog.saveReport(u"/proc/class.json"_s);
        QVERIFY(!refused);
        QVERIFY(!refused.error().isEmpty());
    }
};

QTEST_MAIN(TestClassResultsDialog)
#include "tst_classresultsdialog.moc"
