// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/guitestbase.h"

#include "core/session/appsettings.h"
#include "core/session/session.h"
#include "ui/mainwindow.h"
#include "ui/measurementdialog.h"
#include "ui/optionbutton.h"
#include "ui/quizfiles.h"
#include "ui/quizpanel.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QUrl>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

// Opening quizzes in the window (issue 13): a bad file never costs the learner the quiz they have open, a good one
// replaces it, bank text stays plain text, and the File menu remembers what was opened.
class TestQuizOpening final : public GuiTestBase
{
    Q_OBJECT
private slots:
    void badFileKeepsTheQuiz()
    {
        const QString title = label(u"quizTitle"_s)->text();
        const QString stem = label(u"stemLabel"_s)->text();
        const QString bad = write(u"bad.gift"_s, "Q {=a ~b\n");
        QVERIFY(!GuiTest::openQuiz(*m_window, bad));
        auto *box = m_window->findChild<QMessageBox *>(u"quizOpenError"_s);
        QVERIFY(box);
        QTRY_VERIFY(box->isVisible());
        QCOMPARE(box->textFormat(), Qt::PlainText);
        QVERIFY2(box->text().contains(bad + u":1:3: error: \"{\" opens the answers but no \"}\" closes them"_s),
                 qPrintable(box->text()));
        box->close();
        QCOMPARE(label(u"quizTitle"_s)->text(), title);
        QCOMPARE(label(u"stemLabel"_s)->text(), stem);
        QVERIFY(AppSettings().recentQuizzes().isEmpty());
    }

    void goodFileReplacesTheQuiz()
    {
        const QString path = QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing.gift"_s;
        QVERIFY(GuiTest::openQuiz(*m_window, path));
        // Named by its "$CATEGORY: $course$/Deep learning/Gradient checkpointing" line, not by the file.
        QCOMPARE(label(u"quizTitle"_s)->text(), u"Gradient checkpointing"_s);
        QVERIFY(label(u"stemLabel"_s)->text().startsWith(u"What does gradient"_s));
        QVERIFY(!label(u"bankLanguageNotice"_s)->isVisible());
        // An English-only quiz under a Korean UI: the questions stay English and the window says so.
        m_window->setLanguage(u"ko"_s, false);
        QTRY_VERIFY(label(u"bankLanguageNotice"_s)->isVisible());
        QVERIFY(label(u"bankLanguageNotice"_s)->text().contains(u"English"_s));
        QVERIFY(label(u"stemLabel"_s)->text().startsWith(u"What does gradient"_s));

        auto *recent = m_window->findChild<QMenu *>(u"recentQuizzesMenu"_s);
        QVERIFY(recent);
        QCOMPARE(recent->actions().size(), 1);
        QCOMPARE(recent->actions().first()->data().toString(), path);
        QCOMPARE(AppSettings().recentQuizzes(), QStringList{path});
    }

    void bankTextIsPlainText()
    {
        const QString path = write(u"markup.gift"_s, "<img src=x onerror=alert(1)> <a href='y'>link</a> {=<b>a</b> "
                                                     "~b ~c ~d}\n");
        QVERIFY(GuiTest::openQuiz(*m_window, path));
        // The stem is escaped rich text (code names in monospace): the markup shows literally, never as markup.
        QLabel *stem = label(u"stemLabel"_s);
        QVERIFY2(
            QTextDocumentFragment::fromHtml(stem->text()).toPlainText().contains(u"<img src=x onerror=alert(1)>"_s),
            qPrintable(stem->text()));
        for (QLabel *shown : m_window->findChildren<QLabel *>()) {
            if (shown->textFormat() != Qt::PlainText)
                QVERIFY2(!shown->text().contains(u"<img"_s) && !shown->text().contains(u"<a href='y'"_s),
                         qPrintable(shown->objectName()));
        }
    }

    // A teacher's quiz with true/false (2 options) and 4-option questions can be taken to the end in the window.
    void takesAnImportedQuizToTheEnd()
    {
        QVERIFY(GuiTest::openQuiz(*m_window, QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing.gift"_s));
        QuizPanel *panel = m_window->quizPanel();
        const QuizAttempt &attempt = m_window->session()->attempt();
        QSet<qsizetype> optionCounts;
        for (int q = 0; q < attempt.questionCount(); ++q) {
            const qsizetype options = attempt.question(q).options.size();
            optionCounts.insert(options);
            QCOMPARE(panel->findChildren<OptionButton *>().count(),
                     qMax<qsizetype>(options, panel->findChildren<OptionButton *>().count()));
            panel->chooseOption(int(options) - 1); // the last option shown
            QVERIFY(attempt.isAnswered(q));
            panel->advance();
        }
        QVERIFY(optionCounts.size() > 1); // really different option counts
        QVERIFY(panel->isShowingSummary());
        QCOMPARE(attempt.answeredCount(), attempt.questionCount());
    }

    // Aiken gives no reasons and no explanation: no empty "Why …" or explanation line, the review skips them too.
    void aikenShowsNoEmptyFeedback()
    {
        QVERIFY(
            GuiTest::openQuiz(*m_window, QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing.aiken.txt"_s));
        QuizPanel *panel = m_window->quizPanel();
        const QuizAttempt &attempt = m_window->session()->attempt();
        const int wrong = attempt.displayedCorrectOption(0) == 0 ? 1 : 0;
        panel->chooseOption(wrong);
        QVERIFY(!label(u"verdictLabel"_s)->isHidden());
        QVERIFY(label(u"optionFeedbackLabel"_s)->isHidden());
        QVERIFY(label(u"explanationLabel"_s)->isHidden());
        QVERIFY(label(u"referenceLabel"_s)->isHidden());
    }

    void dropOpensTheFile()
    {
        const QString path = QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing.aiken.txt"_s;
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QSignalSpy opened(m_window->quizFiles(), &QuizFiles::openEnded);
        QCoreApplication::sendEvent(m_window.get(), &drop);
        QVERIFY(opened.wait()); // read on a worker thread
        QCOMPARE(label(u"quizTitle"_s)->text(), u"gradient-checkpointing.aiken"_s);
    }

    // A measurement the measurement script wrote, dropped on the window, opens beside the prediction; the quiz stays.
    void dropOpensAMeasurement()
    {
        const QString stem = label(u"stemLabel"_s)->text();
        const QString path
            = QStringLiteral(CQ_TEST_DATA_DIR) + u"/measurements/gpt2-small-save-matmuls-torch2.6-cpu.json"_s;
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &drop);
        auto *dialog = m_window->findChild<MeasurementDialog *>(u"measurementDialog"_s);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->table()->rowCount(), 3 + 4);
        QCOMPARE(label(u"stemLabel"_s)->text(), stem);
        dialog->close();
        QTRY_VERIFY(!m_window->findChild<MeasurementDialog *>(u"measurementDialog"_s));
    }

    // M5: a named pipe handed to the window (Open Quiz, a drop, a second start) is refused at once: the window never
    // waits in open() for a writer that may never come, and the quiz stays.
    void namedPipeIsRefusedAtOnce()
    {
        const QString stem = label(u"stemLabel"_s)->text();
        const QString fifo = m_dir.filePath(u"pipe.gift"_s);
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
        QVERIFY(!GuiTest::openQuiz(*m_window, fifo));
        auto *box = m_window->findChild<QMessageBox *>(u"quizOpenError"_s);
        QVERIFY(box);
        QVERIFY2(box->text().contains(fifo + u": cannot open: is a named pipe, not a file"_s), qPrintable(box->text()));
        box->close();
        QCOMPARE(label(u"stemLabel"_s)->text(), stem);
    }

private:
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (file.open(QIODevice::WriteOnly))
            file.write(bytes);
        return path;
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestQuizOpening)
#include "tst_quizopening.moc"
