// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "largestbank.h"

#include "core/quiz/questionbank.h"
#include "core/session/attemptstore.h"
#include "core/session/session.h"
#include "ui/quizpanel.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;


// A bank at the loader's limits, end to end as the learner meets it: loading, an answer click with the attempt saved,
// the summary after the last answer, and a language switch while the summary is shown (the panel re-reads every
// stem).
class BenchBank final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { m_json = LargestBank::json(); }

    void load()
    {
        QBENCHMARK
        {
            QVERIFY(bool(QuestionBankLoader::fromJson(m_json, u"largest.json"_s)));
        }
    }

    void summaryAndLanguageSwitch_data()
    {
        QTest::addColumn<bool>("switchLanguage");
        QTest::newRow("summary") << false;
        QTest::newRow("language switch on the summary") << true;
    }

    void summaryAndLanguageSwitch()
    {
        QFETCH(bool, switchLanguage);
        const Expected<QuestionBank> bank = QuestionBankLoader::fromJson(m_json, u"largest.json"_s);
        QVERIFY(bool(bank));
        Session session(*bank, 0);
        session.setLanguage(u"en"_s, false);
        QuizPanel panel(&session);
        panel.resize(600, 800);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (int q = 0; q < session.attempt().questionCount(); ++q) {
            session.answer(q, q % LargestBank::OptionsPerQuestion);
            if (q + 1 < session.attempt().questionCount())
                panel.advance();
        }
        const QStringList languages{u"bn"_s, u"ko"_s};
        int next = 0;
        if (!switchLanguage) {
            QBENCHMARK_ONCE
            { // "See results" on the last question builds the summary
                panel.advance();
                panel.repaint();
            }
            QVERIFY(panel.isShowingSummary());
            return;
        }
        panel.advance();
        QVERIFY(panel.isShowingSummary());
        QBENCHMARK
        {
            session.setLanguage(languages.at(next++ % 2), false);
            QCoreApplication::sendPostedEvents(); // delivers LanguageChange: the panel rebuilds the summary
            panel.repaint();
        }
    }

    // One answer click with persistence on, as in the app: the session saves the attempt in progress. The first
    // answer saves the bank (once per attempt, outside the measured clicks); every click after it rewrites the answers.
    void answerWithPersistence()
    {
        const Expected<QuestionBank> bank = QuestionBankLoader::fromJson(m_json, u"largest.json"_s);
        QVERIFY(bool(bank));
        QTemporaryDir folder;
        Session session(*bank, 0);
        QVERIFY(!session.enablePersistence(folder.path()));
        QSignalSpy problems(&session, &Session::stateNotSaved);
        session.answer(0, 0);
        int question = 1;
        QBENCHMARK
        {
            session.answer(question, question % LargestBank::OptionsPerQuestion);
            question = question + 1 < session.attempt().questionCount() ? question + 1 : 1;
        }
        QCOMPARE(problems.count(), 0);
    }

    // The record with its bank, as the history keeps a finished attempt (once per attempt) and as every click wrote
    // it before the bank was saved apart: what answerWithPersistence() no longer pays.
    void recordWithItsBank()
    {
        const Expected<QuestionBank> bank = QuestionBankLoader::fromJson(m_json, u"largest.json"_s);
        QVERIFY(bool(bank));
        QTemporaryDir folder;
        AttemptStore store(folder.path());
        QuizAttempt attempt(*bank, 0);
        QVERIFY(attempt.answer(0, 0));
        const AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
        QBENCHMARK
        {
            QVERIFY(store.archive(record));
        }
    }

private:
    QByteArray m_json;
};

QTEST_MAIN(BenchBank)
#include "bench_bank.moc"
