// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizfile.h"
#include "core/session/session.h"
#include "ui/guitestbase.h"
#include "ui/importnotice.h"
#include "ui/quizfiles.h"

#include <QFile>
#include <QMainWindow>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace Qt::StringLiterals;

// ux-2 F10: a GIFT file with 5 questions opened as 2 with no word about the 3 skipped.
class TestImportNotice final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return {};
        return path;
    }

    // Two playable questions and three kinds the app cannot play.
    QString mixedGift()
    {
        return write(u"mixed.gift"_s, "::A:: Which saves memory? {=Checkpointing ~More layers}\n\n"
                                      "::B:: Explain recomputation. {}\n\n"
                                      "::C:: How many layers? {#12}\n\n"
                                      "::D:: Is the gradient the same? {T}\n\n"
                                      "::E:: Match. {=a -> 1 =b -> 2 =c -> 3}\n");
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theFileSaysWhatWasSkipped()
    {
        const Expected<QuizFile::Opened> opened = QuizFile::open(mixedGift());
        QVERIFY2(opened, qPrintable(opened.error()));
        QCOMPARE(opened->bank.questions.size(), 2);
        QCOMPARE(opened->skipped, 3);
        QCOMPARE(opened->warnings.size(), 3);
        QVERIFY2(opened->warnings.at(0).endsWith(u"mixed.gift:3:1: warning: an essay question: skipped; this app plays "
                                                 "multiple choice with one right answer and true/false"_s),
                 qPrintable(opened->warnings.at(0)));
    }

    void theWindowSaysItWithoutBlocking()
    {
        QMainWindow window;
        const Expected<QuizFile::Opened> first = QuizFile::open(mixedGift());
        QVERIFY(first);
        Session session(first->bank, 0);
        QuizFiles files(&session, &window, [] { return true; });
        window.show();
        // Nothing skipped, nothing said: not even the notice's widgets are made (they would cost the first frame).
        const QString clean = write(u"clean.gift"_s, "::A:: Which saves memory? {=Checkpointing ~More layers}\n");
        QVERIFY(GuiTest::openQuiz(files, clean));
        QVERIFY(!window.findChild<ImportNotice *>());
        QVERIFY(GuiTest::openQuiz(files, mixedGift()));
        QCOMPARE(session.bank().questions.size(), 2);
        ImportNotice *notice = window.statusBar()->findChild<ImportNotice *>(u"importNotice"_s);
        QVERIFY(notice);
        QVERIFY(notice->isVisible());
        QCOMPARE(notice->text(), u"Opened 2 of 5 questions from mixed.gift; 3 skipped."_s);
        QCOMPARE(notice->reasons().size(), 3);
        QVERIFY(notice->findChild<QPushButton *>(u"importNoticeWhyButton"_s)->isVisible());

        // A file without skipped questions clears it; so does its close button.
        QVERIFY(GuiTest::openQuiz(files, clean));
        QVERIFY(!notice->isVisible());
        QVERIFY(GuiTest::openQuiz(files, mixedGift()));
        QVERIFY(notice->isVisible());
        QTest::mouseClick(notice->findChild<QToolButton *>(u"importNoticeCloseButton"_s), Qt::LeftButton);
        QVERIFY(!notice->isVisible());
    }
};

QTEST_MAIN(TestImportNotice)
#include "tst_importnotice.moc"
