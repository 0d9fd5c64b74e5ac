// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizattempt.h"
#include "core/session/attemptrecord.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QuestionBank bankWithCorrect(const QList<int> &correctOptions)
{
    QuestionBank bank;
    bank.id = u"test"_s;
    for (int q = 0; q < correctOptions.size(); ++q) {
        Question question;
        question.id = u"q%1"_s.arg(q);
        for (int o = 0; o < 4; ++o)
            question.options.append({LocalizedText({{u"en"_s, u"q%1o%2"_s.arg(q).arg(o)}}), {}});
        question.correctOption = correctOptions.at(q);
        bank.questions.append(question);
    }
    return bank;
}

// Question 0 has two hints, question 1 none.
QuestionBank bankWithHints()
{
    QuestionBank bank = bankWithCorrect({1, 2});
    // What a saved record's bank needs besides the options.
    const auto en = [](const QString &text) { return LocalizedText::single(u"en"_s, text); };
    bank.title = en(u"Hints"_s);
    bank.intro = en(u"Two questions."_s);
    for (Question &question : bank.questions) {
        question.stem = en(u"Which?"_s);
        question.explanation = en(u"Because."_s);
        question.reference.citation = u"A paper"_s;
        for (qsizetype o = 0; o < question.options.size(); ++o) {
            if (o != question.correctOption)
                question.options[o].feedback = en(u"Not this one."_s);
        }
    }
    bank.questions[0].hints
        = {{LocalizedText::single(u"en"_s, u"Think of the backward pass."_s), std::nullopt, std::nullopt},
           {LocalizedText::single(u"en"_s, u"Count the kept activations."_s), std::nullopt, std::nullopt}};
    return bank;
}

} // namespace

class TestQuizAttempt final : public QObject
{
    Q_OBJECT
private slots:
    void scoresAnswers_data()
    {
        QTest::addColumn<QList<int>>("answers"); // bank option per question, -1 = skip
        QTest::addColumn<int>("answered");
        QTest::addColumn<int>("correct");
        QTest::addColumn<bool>("complete");
        // The seed bank's key: 0,1,2,3,0,1,2,3.
        QTest::newRow("none") << QList<int>{-1, -1, -1, -1, -1, -1, -1, -1} << 0 << 0 << false;
        QTest::newRow("all right") << QList<int>{0, 1, 2, 3, 0, 1, 2, 3} << 8 << 8 << true;
        QTest::newRow("all wrong") << QList<int>{1, 2, 3, 0, 1, 2, 3, 0} << 8 << 0 << true;
        QTest::newRow("always first") << QList<int>{0, 0, 0, 0, 0, 0, 0, 0} << 8 << 2 << true;
        QTest::newRow("partial") << QList<int>{0, 1, -1, 0, -1, 1, 2, -1} << 5 << 4 << false;
    }

    void scoresAnswers()
    {
        QFETCH(QList<int>, answers);
        QFETCH(int, answered);
        QFETCH(int, correct);
        QFETCH(bool, complete);
        QuizAttempt attempt(bankWithCorrect({0, 1, 2, 3, 0, 1, 2, 3}));
        for (int q = 0; q < answers.size(); ++q) {
            if (answers.at(q) >= 0)
                QVERIFY(attempt.answerWithBankOption(q, answers.at(q)));
        }
        QCOMPARE(attempt.answeredCount(), answered);
        QCOMPARE(attempt.correctCount(), correct);
        QCOMPARE(attempt.isComplete(), complete);
        QCOMPARE(attempt.finishedAt().isValid(), complete);
    }

    void answerLocksQuestion()
    {
        QuizAttempt attempt(bankWithCorrect({2, 0}));
        QVERIFY(attempt.answer(0, 1));
        QVERIFY(!attempt.answer(0, 2)); // second answer refused
        QCOMPARE(attempt.chosenBankOption(0), 1);
        QVERIFY(!attempt.isCorrect(0));
        QCOMPARE(attempt.firstUnanswered(), 1);
        QVERIFY(!attempt.answer(1, 4));
        QVERIFY(!attempt.answer(1, -1));
        QVERIFY(!attempt.answer(2, 0));
        QCOMPARE(attempt.answeredCount(), 1);
    }

    void seedZeroKeepsBankOrder()
    {
        QuizAttempt attempt(bankWithCorrect({0, 1, 2, 3}));
        for (int q = 0; q < 4; ++q) {
            QCOMPARE(attempt.displayedCorrectOption(q), q);
            for (int o = 0; o < 4; ++o)
                QCOMPARE(attempt.bankOption(q, o), o);
        }
    }

    void shuffleIsStablePermutationAndBreaksDiagonal()
    {
        const QuestionBank bank = bankWithCorrect({0, 1, 2, 3, 0, 1, 2, 3});
        int diagonalSeeds = 0;
        for (quint32 seed = 1; seed <= 200; ++seed) {
            const QuizAttempt attempt(bank, seed);
            const QuizAttempt again(bank, seed);
            bool diagonal = true;
            for (int q = 0; q < attempt.questionCount(); ++q) {
                QSet<int> seen;
                for (int o = 0; o < 4; ++o) {
                    seen.insert(attempt.bankOption(q, o));
                    QCOMPARE(again.bankOption(q, o), attempt.bankOption(q, o));
                }
                QCOMPARE(seen.size(), 4);
                QCOMPARE(attempt.bankOption(q, attempt.displayedCorrectOption(q)), bank.questions.at(q).correctOption);
                diagonal = diagonal && attempt.displayedCorrectOption(q) == q % 4;
            }
            diagonalSeeds += diagonal ? 1 : 0;
        }
        QVERIFY2(diagonalSeeds <= 1, "shuffled attempts should almost never keep the diagonal answer pattern");
    }

    void hintsAreCountedUntilTheAnswer();
    void hintsTravelWithTheRecord();
    void answeringByDisplayedPositionUsesShuffle()
    {
        QuizAttempt attempt(bankWithCorrect({0}), 12345);
        const int shownCorrect = attempt.displayedCorrectOption(0);
        QVERIFY(attempt.answer(0, shownCorrect));
        QVERIFY(attempt.isCorrect(0));
        QCOMPARE(attempt.chosenBankOption(0), 0);
    }
};

void TestQuizAttempt::hintsAreCountedUntilTheAnswer()
{
    QuizAttempt attempt(bankWithHints());
    QVERIFY(attempt.isHintAvailable(0));
    QVERIFY(!attempt.isHintAvailable(1));
    QVERIFY(!attempt.useHint(1));
    QVERIFY(attempt.useHint(0));
    QVERIFY(attempt.useHint(0));
    QVERIFY(!attempt.useHint(0)); // both shown
    QCOMPARE(attempt.hintsUsed(0), 2);
    QVERIFY(!attempt.useHint(-1));
    QVERIFY(!attempt.useHint(2));

    QuizAttempt answered(bankWithHints());
    QVERIFY(answered.answer(0, 0));
    QVERIFY(!answered.isHintAvailable(0)); // a hint after the answer would change nothing
    QVERIFY(!answered.useHint(0));

    QuizAttempt exam(bankWithHints(), 0, AttemptOptions{.exam = true});
    QVERIFY(!exam.isHintAvailable(0));
    QVERIFY(!exam.useHint(0));
}

void TestQuizAttempt::hintsTravelWithTheRecord()
{
    QuizAttempt attempt(bankWithHints());
    QVERIFY(attempt.useHint(0));
    QVERIFY(attempt.answer(0, 1));
    const AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
    const QJsonObject json = record.toJson();
    QCOMPARE(json.value(u"hints_used"_s).toArray(), (QJsonArray{1, 0}));
    const Expected<AttemptRecord> back = AttemptRecord::fromJson(json, u"record.json"_s);
    QVERIFY2(back, qPrintable(back.error()));
    QCOMPARE(back->attempt.hintsUsed(), (QList<int>{1, 0}));

    // A record without hints writes no key; one with more hints than the question has is refused.
    QVERIFY(
        !AttemptRecord::create(QuizAttempt(bankWithHints()), u"en"_s, QString()).toJson().contains(u"hints_used"_s));
    QJsonObject tooMany = json;
    tooMany.insert(u"hints_used"_s, QJsonArray{3, 0});
    const Expected<AttemptRecord> refused = AttemptRecord::fromJson(tooMany, u"record.json"_s);
    QVERIFY(!refused);
    QVERIFY2(refused.error().contains(u"$.hints_used"_s), qPrintable(refused.error()));
}

QTEST_GUILESS_MAIN(TestQuizAttempt)
#include "tst_quizattempt.moc"
