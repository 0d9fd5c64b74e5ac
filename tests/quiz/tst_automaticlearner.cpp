// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "core/io/jsoncursor.h"
#include "core/quiz/bankchecker.h"
#include "core/quiz/lesson.h"
#include "core/quiz/questionbank.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

// The automatic learner (issue 44 item 1, ux-3 F1-F3): for every shipped guided task and lesson step, it does what
// each instruction says — the values each hint or step names, at both ends of any range, the rule it states — on the
// simulator's models, and checks that the app accepts every result and that the text names those values in every
// language. Every task's last hint must say what to do. check-quiz runs the same proof on a teacher's bank.
class TestAutomaticLearner final : public QObject
{
    Q_OBJECT
private slots:
    void everyTaskHintLeadsToAnAcceptedAnswer_data()
    {
        QTest::addColumn<QString>("bank");
        const QDir builtIn(u":/quizzes"_s);
        int tasks = 0;
        for (const QString &name : builtIn.entryList({u"*.json"_s}, QDir::Files)) {
            const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(builtIn.filePath(name));
            QVERIFY2(bool(bank), qPrintable(name));
            for (const Question &question : bank->questions)
                tasks += question.task ? 1 : 0;
            QTest::newRow(qPrintable(name)) << builtIn.filePath(name);
        }
        QCOMPARE(tasks, 6); // the guided tasks: a bank without tasks passes trivially, so count what is proved
    }
    void everyTaskHintLeadsToAnAcceptedAnswer()
    {
        QFETCH(QString, bank);
        const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(bank);
        QVERIFY(loaded);
        for (qsizetype q = 0; q < loaded->questions.size(); ++q) {
            const Question &question = loaded->questions.at(q);
            if (!question.task)
                continue;
            const QList<BankDiagnostic> problems
                = BankChecker::taskProblems(*question.task, question.hints, loaded->languages, {});
            QStringList messages;
            for (const BankDiagnostic &problem : problems)
                messages.append(problem.message);
            QVERIFY2(messages.isEmpty(), qPrintable(question.id + u": "_s + messages.join(u"; "_s)));
        }
    }

    // What the learner is told in each lesson step that asks for a state (not only to play) is done, in every
    // language: lesson step 2 at k = 3 and at k = 7, step 4 at the bottom of the U, step 5 with full recomputation.
    void everyLessonStepLeadsToItsGoal()
    {
        const Expected<Lesson> lesson = Lesson::first();
        QVERIFY(lesson);
        int proved = 0;
        for (qsizetype s = 0; s < lesson->steps.size(); ++s) {
            const LessonStep &step = lesson->steps.at(s);
            if (!step.goal)
                continue;
            QVERIFY2(step.recipe || step.playToEnd,
                     qPrintable(u"step %1 names a goal but not what to do"_s.arg(s + 1)));
            if (!step.recipe)
                continue;
            const QStringList problems = step.recipe->problems(*step.goal, step.text, Language::codes());
            QVERIFY2(problems.isEmpty(), qPrintable(u"step %1: "_s.arg(s + 1) + problems.join(u"; "_s)));
            ++proved;
        }
        QCOMPARE(proved, 3);
    }

    // The proof can fail: a hint that sends the learner to k = 22 (84 reruns, ux-3 F1's trap), a range whose end is
    // refused, a text that does not name its value in Bengali, and a task whose last hint says nothing to do.
    void aWrongInstructionIsCaught_data()
    {
        QTest::addColumn<QString>("tryJson");
        QTest::addColumn<QString>("bengali");
        QTest::addColumn<QString>("expected");
        QTest::newRow("k = 22 fits but reruns more") << u"{\"parameter\": 22}"_s << u"k = ২২"_s
                                                     << u"another setting reruns fewer layer forwards than these 84"_s;
        QTest::newRow("k from 1 to 5: k = 1 stores all")
            << u"{\"parameter\": {\"from\": 1, \"to\": 5}}"_s << u"১ থেকে ৫"_s << u"The peak is 100 activations"_s;
        QTest::newRow("the Bengali text names another k")
            << u"{\"parameter\": 20}"_s << u"k = ২৫"_s << u"the bn text does not name 20"_s;
    }
    void aWrongInstructionIsCaught()
    {
        QFETCH(QString, tryJson);
        QFETCH(QString, bengali);
        QFETCH(QString, expected);
        TaskGoal goal;
        goal.layers = 100;
        goal.schedule = ScheduleKind::Uniform;
        goal.maxPeak = 25;
        goal.fewestExtraForwards = true;
        QuestionHint hint;
        hint.text = LocalizedText({{u"en"_s, u"Set k = 22, 20, 1 to 5."_s}, {u"bn"_s, bengali}});
        hint.recipe = TaskTry::fromJson(JsonCursor(QJsonDocument::fromJson(tryJson.toUtf8()).object(), u"$.try"_s));
        const QList<BankDiagnostic> problems = BankChecker::taskProblems(goal, {hint}, {u"en"_s, u"bn"_s}, {});
        QStringList messages;
        for (const BankDiagnostic &problem : problems)
            messages.append(problem.message);
        QVERIFY2(messages.join(u'\n').contains(expected), qPrintable(messages.join(u'\n')));

        // Without a try the last hint proves nothing, which is said too.
        hint.recipe.reset();
        QCOMPARE(BankChecker::taskProblems(goal, {hint}, {u"en"_s}, {}).size(), 1);
    }
};

QTEST_MAIN(TestAutomaticLearner)
#include "tst_automaticlearner.moc"
