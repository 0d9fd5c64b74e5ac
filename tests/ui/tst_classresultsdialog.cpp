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
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>

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

    // addPaths() to its end (the reports are read on a worker thread); true when they were added.
    static bool read(ClassResultsDialog &dialog, const QStringList &paths)
    {
        QSignalSpy ended(&dialog, &ClassResultsDialog::readingEnded);
        dialog.addPaths(paths);
        return (!ended.isEmpty() || ended.wait(60'000)) && ended.constFirst().constFirst().toBool();
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
        // While the reports are read, more cannot be added (architecture-3 F6); the buttons come back after.
        auto *addFolder = dialog.findChild<QPushButton *>(u"addFolderButton"_s);
        QSignalSpy ended(&dialog, &ClassResultsDialog::readingEnded);
        dialog.addPaths({m_dir.path()});
        QVERIFY(!addFolder->isEnabled());
        QVERIFY(ended.wait());
        QVERIFY(addFolder->isEnabled());
        QVERIFY(save->isEnabled());
        QCOMPARE(dialog.findChild<QLabel *>(u"classStatusLabel"_s)->text(),
                 u"2 students counted; 2 reports left out (listed at the end)"_s);
        const QString shown = dialog.findChild<QTextBrowser *>(u"classReportView"_s)->toPlainText();
        QVERIFY(shown.contains(u"Facility index"_s));
        QVERIFY(shown.contains(u"c-notes.json"_s));
        QVERIFY(shown.contains(u"another attempt by the same student"_s));
    }

    // language-3 F30: with nothing left out, no "(listed at the end)" points at a list that is not there.
    void nothingLeftOutSaysSo()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(m_dir.filePath(u"b.json"_s), dir.filePath(u"b.json"_s)));
        ClassResultsDialog dialog(u"en"_s);
        QVERIFY(read(dialog, {dir.path()}));
        QCOMPARE(dialog.findChild<QLabel *>(u"classStatusLabel"_s)->text(), u"1 student counted; no report left out"_s);
    }

    // A question's scene is one click away: the link in the view asks the window to show it.
    void misconceptionsSceneOneClickAway()
    {
        QTemporaryDir dir;
        const QuestionBank bank = loadBank(u":/quizzes/gradient-checkpointing.json"_s);
        for (int student = 1; student <= 2; ++student) {
            ScoreReport written = report(bank, partialAnswers(), u"en"_s, {}, u"Student %1"_s.arg(student));
            written.attemptId = u"00000000-0000-4000-8000-00000000000%1"_s.arg(student);
            QFile file(QDir(dir.path()).filePath(u"s%1.json"_s.arg(student)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(JsonReportWriter::write(written));
        }
        ClassResultsDialog dialog(u"en"_s);
        QVERIFY(read(dialog, {dir.path()}));
        int withScene = -1;
        for (int q = 0; q < bank.questions.size() && withScene < 0; ++q)
            withScene = bank.questions.at(q).scene ? q : -1;
        QVERIFY(withScene >= 0);
        QVERIFY(dialog.view()->toHtml().contains(u"scene:%1"_s.arg(withScene)));
        QVERIFY(dialog.view()->toPlainText().contains(u"Show this question's case in the simulator"_s));
        QSignalSpy shown(&dialog, &ClassResultsDialog::sceneRequested);
        emit dialog.view()->anchorClicked(QUrl(u"scene:%1"_s.arg(withScene)));
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shown.first().first().value<SimulatorScene>().caption, bank.questions.at(withScene).scene->caption);
        emit dialog.view()->anchorClicked(QUrl(u"scene:999"_s)); // a stale link does nothing
        QCOMPARE(shown.size(), 1);
    }

    // A quiz the app does not ship gives its texts once added; an unreadable one is said and changes nothing.
    void addingTheQuizGivesItsTexts()
    {
        ClassResultsDialog dialog(u"en"_s);
        QVERIFY(read(dialog, {m_dir.path()}));
        const QuestionBank bank = loadBank(testBankPath());
        // An option no report names (nobody chose it, and it is not the right one) has no text yet.
        int question = -1;
        int option = -1;
        for (int q = 0; q < dialog.results().questions.size() && option < 0; ++q) {
            for (int o = 0; o < dialog.results().questions.at(q).options.size() && option < 0; ++o) {
                if (dialog.results().questions.at(q).options.at(o).text.isEmpty()) {
                    question = q;
                    option = o;
                }
            }
        }
        QVERIFY(option >= 0);
        QVERIFY(!dialog.addBank(QDir(m_dir.path()).filePath(u"c-notes.json"_s)));
        QVERIFY(dialog.results().questions.at(question).options.at(option).text.isEmpty());
        QVERIFY(dialog.addBank(testBankPath()));
        QCOMPARE(dialog.results().questions.at(question).options.at(option).text,
                 bank.questions.at(question).options.at(option).text.text(u"en"_s));
    }

    // The counted attempt is chosen with the keyboard; the class is worked out again at once.
    void attemptChoiceByKeyboard()
    {
        ClassResultsDialog dialog(u"en"_s);
        QVERIFY(read(dialog, {m_dir.path()}));
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
        QVERIFY(read(dialog, {m_dir.path()}));
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
