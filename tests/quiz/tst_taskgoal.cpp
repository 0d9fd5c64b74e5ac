// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/apptranslator.h"
#include "core/quiz/questionbank.h"
#include "core/quiz/questionbankwriter.h"
#include "core/quiz/quizfile.h"
#include "core/quiz/taskgoal.h"
#include "core/realistic/realmodelstate.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/unitchainmodel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QuestionBank guidedTasks()
{
    const Expected<QuestionBank> bank
        = QuestionBankLoader::fromFile(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/guided-tasks.json"));
    if (!bank)
        qFatal("%s", qPrintable(bank.error()));
    return *bank;
}

QByteArray taskBank(const QByteArray &goal)
{
    return R"({"format": "checkpoint-quiz-bank", "version": 1, "id": "t", "title": {"en": "T"}, "intro": {"en": "I"},
               "questions": [{"id": "q", "type": "task", "stem": {"en": "Do it."}, "goal": )"
           + goal + R"(, "explanation": {"en": "Because."}, "reference": {"citation": "A paper"}}]})";
}

} // namespace

// Guided tasks: the goal's format, what it says is still unmet, and that every built-in task can be met in the
// simulator (a unit-chain search, or the real-model setup the explanation names) and is unmet at the start.
class TestTaskGoal : public QObject
{
    Q_OBJECT
private slots:
    void taskQuestionsReadAndWriteBack();
    void badGoalsAreRefused_data();
    void badGoalsAreRefused();
    void initTestCase();
    void unmetSaysWhatIsMissing();
    void fewestRerunsIsExact();
    void everyBuiltInTaskCanBeMet();
    void tasksAreNotExportedAsChoices_data();
    void tasksAreNotExportedAsChoices();

private:
    AppTranslator m_english;
};

void TestTaskGoal::initTestCase()
{
    QVERIFY(m_english.setLanguage(u"en"_s)); // the English plurals
}

void TestTaskGoal::taskQuestionsReadAndWriteBack()
{
    const QuestionBank bank = guidedTasks();
    QCOMPARE(bank.questions.size(), 6);
    int realModel = 0;
    for (const Question &question : bank.questions) {
        QVERIFY(question.task);
        realModel += question.task->view == TaskGoal::View::RealModel ? 1 : 0;
        // Two outcomes, in every language, the first one right.
        QCOMPARE(question.options.size(), 2);
        QCOMPARE(question.correctOption, 0);
        QCOMPARE(question.options.at(0).text.text(u"en"_s), u"The simulator met the goal"_s);
        QVERIFY(!question.options.at(1).feedback.text(u"ko"_s).isEmpty());
        QVERIFY(question.hints.size() >= 2);
        QVERIFY(question.hints.constLast().recipe); // the last hint says what to do (issue 44)
    }
    QCOMPARE(realModel, 2);
    // Written back: the goal, no options.
    const QJsonObject written = QuestionBankWriter::toJson(bank);
    const QJsonObject first = written[u"questions"_s].toArray().at(0).toObject();
    QCOMPARE(first[u"type"_s].toString(), u"task"_s);
    QVERIFY(!first.contains(u"options"_s));
    QCOMPARE(first[u"goal"_s].toObject(), (QJsonObject{{u"view"_s, u"unit-chain"_s},
                                                       {u"layers"_s, 100},
                                                       {u"schedule"_s, u"uniform"_s},
                                                       {u"max_peak"_s, 25},
                                                       {u"fewest_extra_forwards"_s, true}}));
    const Expected<QuestionBank> again = QuestionBankLoader::fromJson(QJsonDocument(written).toJson(), u"again.json"_s);
    QVERIFY2(again, qPrintable(again.error()));
    for (qsizetype i = 0; i < bank.questions.size(); ++i) {
        QCOMPARE(*again->questions.at(i).task, *bank.questions.at(i).task);
        QCOMPARE(again->questions.at(i).hints.constLast().recipe, bank.questions.at(i).hints.constLast().recipe);
    }
    QCOMPARE(first[u"hints"_s].toArray().at(2).toObject()[u"try"_s].toObject(),
             (QJsonObject{{u"parameter"_s, QJsonArray{20, 5}}}));
}

void TestTaskGoal::badGoalsAreRefused_data()
{
    QTest::addColumn<QByteArray>("goal");
    QTest::addColumn<QString>("error");
    QTest::newRow("no goal") << QByteArray("null") << u"$.questions[0].goal"_s;
    QTest::newRow("unknown view") << QByteArray(R"({"view": "moon", "layers": 3})") << u"\"unit-chain\" or"_s;
    QTest::newRow("no condition") << QByteArray(R"({"view": "unit-chain"})") << u"at least one condition"_s;
    QTest::newRow("unknown field") << QByteArray(R"({"view": "unit-chain", "peak": 3})") << u"unknown field"_s;
    QTest::newRow("real field on the chain")
        << QByteArray(R"({"view": "unit-chain", "fits": true})") << u"unknown field"_s;
    QTest::newRow("zero layers") << QByteArray(R"({"view": "unit-chain", "layers": 0})") << u"whole number"_s;
    QTest::newRow("huge peak") << QByteArray(R"({"view": "unit-chain", "max_peak": 1e300})") << u"whole number"_s;
    QTest::newRow("unknown schedule") << QByteArray(R"({"view": "unit-chain", "schedule": "magic"})")
                                      << u"unknown schedule"_s;
    QTest::newRow("fewest without a bound")
        << QByteArray(R"({"view": "unit-chain", "schedule": "uniform", "fewest_extra_forwards": true})")
        << u"needs \"max_peak\""_s;
    QTest::newRow("unknown model") << QByteArray(R"({"view": "real-model", "model": "gpt-9"})") << u"unknown model"_s;
    QTest::newRow("fits not a bool") << QByteArray(R"({"view": "real-model", "fits": "yes"})") << u"true or false"_s;
}

void TestTaskGoal::badGoalsAreRefused()
{
    QFETCH(QByteArray, goal);
    QFETCH(QString, error);
    const Expected<QuestionBank> bank = QuestionBankLoader::fromJson(taskBank(goal), u"bank.json"_s);
    QVERIFY(!bank);
    QVERIFY2(bank.error().contains(error), qPrintable(bank.error()));
}

void TestTaskGoal::unmetSaysWhatIsMissing()
{
    UnitChainModel chain;
    RealModelState real;
    chain.show(100, ScheduleSetting::uniform(10)); // peak 19, 81 extra forwards
    TaskGoal goal;
    goal.layers = 200;
    goal.schedule = ScheduleKind::Optimal;
    goal.maxPeak = 12;
    goal.maxExtraForwards = 50;
    const QStringList unmet = goal.unmet(chain, real);
    QCOMPARE(unmet.size(), 4);
    QCOMPARE(unmet.at(0), u"The chain has 100 layers; the task is about 200."_s);
    QVERIFY(unmet.at(1).startsWith(u"The schedule is "_s));
    QCOMPARE(unmet.at(2), u"The peak is 19 activations; the task allows at most 12."_s);
    QCOMPARE(unmet.at(3), u"The schedule reruns 81 layer forwards; the task allows at most 50."_s);

    TaskGoal fits;
    fits.view = TaskGoal::View::RealModel;
    fits.model = u"llama-3.1-8b"_s;
    fits.gpus = 2;
    fits.fits = true;
    QVERIFY(real.selectPreset(u"llama-3.1-8b"_s));
    TrainingSetup one = real.setup();
    one.gpus = 1;
    real.assign(real.model(), one, RecomputeSetting::none());
    const QStringList realUnmet = fits.unmet(chain, real);
    QCOMPARE(realUnmet, (QStringList{u"The setup has 1 GPU; the task asks for 2."_s,
                                     u"The step does not fit in the GPU's memory yet."_s}));
}

// "The fewest extra forwards under the peak": k = 20 (peak 24, 76 reruns) meets it; k = 15 (peak 20, 84) and
// k = 10 (peak 19, 81) keep the peak but rerun more.
void TestTaskGoal::fewestRerunsIsExact()
{
    UnitChainModel chain;
    RealModelState real;
    const TaskGoal goal = guidedTasks().questions.at(0).task.value();
    chain.show(100, ScheduleSetting::uniform(20));
    QCOMPARE(goal.unmet(chain, real), QStringList());
    chain.show(100, ScheduleSetting::uniform(10));
    QCOMPARE(goal.unmet(chain, real),
             QStringList{u"The peak fits, but another setting reruns fewer layer forwards than these 81."_s});
    chain.show(100, ScheduleSetting::uniform(25)); // 72 reruns, but a peak of 28
    QCOMPARE(goal.unmet(chain, real), QStringList{u"The peak is 28 activations; the task allows at most 25."_s});
}

void TestTaskGoal::everyBuiltInTaskCanBeMet()
{
    for (const Question &question : guidedTasks().questions) {
        const TaskGoal &goal = *question.task;
        UnitChainModel chain;
        RealModelState real;
        QVERIFY2(!goal.unmet(chain, real).isEmpty(), qPrintable(question.id)); // not met as the app starts
        bool met = false;
        if (goal.view == TaskGoal::View::UnitChain) {
            chain.setLayers(*goal.layers);
            chain.setSchedule(*goal.schedule);
            for (qint64 parameter = chain.controlMinimum(); parameter <= chain.layers() && !met; ++parameter) {
                chain.setParameter(parameter);
                met = goal.unmet(chain, real).isEmpty();
            }
        } else {
            // What the explanations name: ZeRO stage 3, full recomputation and, on 2 GPUs, fused attention.
            QVERIFY(real.selectPreset(goal.model));
            TrainingSetup setup = real.setup();
            setup.gpus = *goal.gpus;
            setup.gpuMemoryGiB = *goal.gpuMemoryGiB;
            setup.zeroStage = 3;
            setup.fusedAttention = *goal.gpus < 8;
            real.assign(real.model(), setup, RecomputeSetting::full());
            met = goal.unmet(chain, real).isEmpty();
        }
        QVERIFY2(met, qPrintable(question.id));
    }
}

void TestTaskGoal::tasksAreNotExportedAsChoices_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("GIFT") << u"tasks.gift"_s;
    QTest::newRow("Moodle XML") << u"tasks.xml"_s;
}

// GIFT and Moodle XML cannot ask for a simulator state: the export says so and writes nothing.
void TestTaskGoal::tasksAreNotExportedAsChoices()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    const Expected<void> exported = QuizFile::exportBank(guidedTasks(), path, u"en"_s);
    QVERIFY(!exported);
    QVERIFY2(exported.error().startsWith(u"6 of its questions are guided tasks"_s), qPrintable(exported.error()));
    QVERIFY(!QFile::exists(path));
}

QTEST_GUILESS_MAIN(TestTaskGoal)
#include "tst_taskgoal.moc"
