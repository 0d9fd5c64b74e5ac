// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/questionbank.h"
#include "core/realistic/realisticestimator.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/simulator.h"
#include "quiz/bankchecks.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

// The deeper question set (resources/quizzes/deeper-understanding.json, issue 12 item 3): questions written from real
// misconceptions, complete in every language with identifiers untouched, answers spread over the positions, the
// correct option rarely the longest, a real source per question, and every figure a scene's caption states equal to
// what the simulator computes for that scene. Terms and numerals: tst_glossary (it runs over every shipped bank).
class TestDeeperBank final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(u":/quizzes/deeper-understanding.json"_s);
        QVERIFY2(bool(loaded), qPrintable(loaded.error()));
        m_bank = *loaded;
    }

    void identity()
    {
        QCOMPARE(m_bank.id, u"deeper-understanding"_s);
        QCOMPARE(m_bank.title.text(u"en"_s), u"Gradient checkpointing: deeper understanding"_s);
        QVERIFY(m_bank.questions.size() >= 12);
        QSet<QString> ids;
        for (const Question &question : std::as_const(m_bank.questions)) {
            QVERIFY2(!ids.contains(question.id), qPrintable(question.id));
            ids.insert(question.id);
            QCOMPARE(question.options.size(), 4);
        }
        // The shipped list: both banks are embedded like the seed quiz.
        QVERIFY(BankChecks::shippedBankFiles().contains(
            QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/deeper-understanding.json")));
    }

    void everyTextIsTranslated_data()
    {
        QTest::addColumn<LocalizedText>("text");
        QTest::newRow("title") << m_bank.title;
        QTest::newRow("intro") << m_bank.intro;
        for (const Question &question : std::as_const(m_bank.questions)) {
            const QByteArray id = question.id.toUtf8();
            QTest::newRow(id + ".stem") << question.stem;
            QTest::newRow(id + ".explanation") << question.explanation;
            for (int o = 0; o < question.options.size(); ++o) {
                const QuestionOption &option = question.options.at(o);
                QTest::addRow("%s.option%d", id.constData(), o + 1) << option.text;
                if (o != question.correctOption)
                    QTest::addRow("%s.feedback%d", id.constData(), o + 1) << option.feedback;
            }
            if (question.scene)
                QTest::newRow(id + ".caption") << question.scene->caption;
        }
    }
    void everyTextIsTranslated()
    {
        QFETCH(LocalizedText, text);
        const QString en = text.text(u"en"_s);
        QVERIFY(!en.trimmed().isEmpty());
        for (const QString &language : {u"bn"_s, u"ko"_s}) {
            QVERIFY2(text.has(language), qPrintable(language));
            QVERIFY2(text.text(language) != en, qPrintable(u"%1 text is still English: %2"_s.arg(language, en)));
        }
    }

    void codeIdentifiersAreNeverTranslated_data() { everyTextIsTranslated_data(); }
    void codeIdentifiersAreNeverTranslated()
    {
        QFETCH(LocalizedText, text);
        const QSet<QString> english = BankChecks::identifiers(text.text(u"en"_s));
        for (const QString &language : {u"bn"_s, u"ko"_s}) {
            QCOMPARE(BankChecks::identifiers(text.text(language)), english);
            const QString torchName = BankChecks::translatedTorchName(text.text(language));
            QVERIFY2(torchName.isEmpty(), qPrintable(torchName));
        }
    }

    void translatedTorchNamesAreFoundAndParticlesAreNot()
    {
        using BankChecks::translatedTorchName;
        QCOMPARE(translatedTorchName(u"torch.nn.드롭아웃"_s), u"torch.nn.드"_s);
        QCOMPARE(translatedTorchName(u"torch.nn.ড্রপআউট"_s), u"torch.nn.ড"_s);
        QVERIFY(!translatedTorchName(u"토치.utils.checkpoint"_s).isEmpty());
        QVERIFY(!translatedTorchName(u"torch.최적.SGD"_s).isEmpty());
        QVERIFY(translatedTorchName(u"torch.nn.Dropout이 같은 마스크를, torch.utils.checkpoint는"_s).isEmpty());
        QVERIFY(translatedTorchName(u"torch.utils.checkpoint-এ, torch.cuda.empty_cache()를, torch.no_grad 아래"_s)
                    .isEmpty());
    }

    // The explanation says why the right answer is right; every wrong option says why that belief is wrong.
    void feedbackForEveryWrongOption()
    {
        for (const Question &question : std::as_const(m_bank.questions)) {
            for (int o = 0; o < question.options.size(); ++o) {
                const LocalizedText &feedback = question.options.at(o).feedback;
                if (o == question.correctOption) {
                    QVERIFY2(feedback.isEmpty(), qPrintable(question.id));
                } else {
                    for (const QString &language : Language::codes())
                        QVERIFY2(feedback.has(language), qPrintable(question.id + u' ' + language));
                }
            }
            for (const QString &language : Language::codes())
                QVERIFY2(question.explanation.has(language), qPrintable(question.id));
        }
    }

    void answersAreSpreadOverThePositions()
    {
        QList<int> perPosition(4, 0);
        for (const Question &question : std::as_const(m_bank.questions))
            ++perPosition[question.correctOption];
        const int count = int(m_bank.questions.size());
        for (int position = 0; position < 4; ++position) {
            QVERIFY2(perPosition.at(position) >= count / 4 - 1, qPrintable(QString::number(position + 1)));
            QVERIFY2(perPosition.at(position) <= count / 4 + 2, qPrintable(QString::number(position + 1)));
        }
    }

    // "Pick the longest option" must not pay: the correct option is the strictly longest (in English, as written) in
    // at most a quarter of the questions. The seed quiz keeps to the same rule (tst_seedbank).
    void correctOptionIsRarelyTheLongest()
    {
        QStringList longest;
        for (const Question &question : std::as_const(m_bank.questions)) {
            if (BankChecks::correctOptionIsStrictlyLongest(question, u"en"_s))
                longest.append(question.id);
        }
        QCOMPARE(BankChecks::correctIsStrictlyLongestCount(m_bank, u"en"_s), longest.size());
        QVERIFY2(longest.size() * 4 <= m_bank.questions.size(), qPrintable(longest.join(u", "_s)));
    }

    void correctOptionIsRarelyTheLongestItself()
    {
        Question question;
        for (const QString &text : {u"aa"_s, u"bbbb"_s, u"cccc"_s, u"d"_s})
            question.options.append({LocalizedText({{u"en"_s, text}}), {}});
        question.correctOption = 1; // tied with option 3: not strictly the longest
        QVERIFY(!BankChecks::correctOptionIsStrictlyLongest(question, u"en"_s));
        question.options[2].text = LocalizedText({{u"en"_s, u"ccc"_s}});
        QVERIFY(BankChecks::correctOptionIsStrictlyLongest(question, u"en"_s));
        question.correctOption = 0;
        QVERIFY(!BankChecks::correctOptionIsStrictlyLongest(question, u"en"_s));
    }

    void referencesAreRealSources()
    {
        static const QStringList sources{u"Chen"_s,        u"Korthikanti"_s, u"Dao"_s,        u"Griewank"_s,
                                         u"Rajbhandari"_s, u"PyTorch"_s,     u"Grattafiori"_s};
        static const QStringList addresses{u"https://arxiv.org/abs/"_s, u"https://doi.org/10.1145/347837.347846"_s,
                                           u"https://docs.pytorch.org/docs/stable/"_s};
        for (const Question &question : std::as_const(m_bank.questions)) {
            const QuestionReference &reference = question.reference;
            QVERIFY2(std::any_of(sources.cbegin(), sources.cend(),
                                 [&](const QString &source) { return reference.citation.contains(source); }),
                     qPrintable(reference.citation));
            QVERIFY2(std::any_of(addresses.cbegin(), addresses.cend(),
                                 [&](const QString &address) { return reference.url.startsWith(address); }),
                     qPrintable(reference.url));
        }
    }

    void scenes()
    {
        const QHash<QString, SimulatorScene::View> expected{
            {u"lowest-peak-spacing"_s, SimulatorScene::View::UnitChain},
            {u"model-state-untouched"_s, SimulatorScene::View::RealModel},
            {u"recompute-cost-differs"_s, SimulatorScene::View::RealModel},
            {u"sequential-last-segment"_s, SimulatorScene::View::UnitChain},
            {u"fused-attention-selective"_s, SimulatorScene::View::RealModel},
            {u"llama-block-saves"_s, SimulatorScene::View::RealModel},
            {u"peak-during-backward"_s, SimulatorScene::View::UnitChain},
            {u"more-checkpoints"_s, SimulatorScene::View::UnitChain},
            {u"revolve-tight-memory"_s, SimulatorScene::View::UnitChain},
            {u"full-recompute-peak"_s, SimulatorScene::View::RealModel}};
        for (const Question &question : std::as_const(m_bank.questions)) {
            QCOMPARE(question.scene.has_value(), expected.contains(question.id));
            if (!question.scene)
                continue;
            QCOMPARE(question.scene->view, expected.value(question.id));
            for (const QString &language : Language::codes())
                QVERIFY2(question.scene->caption.has(language), qPrintable(question.id + u' ' + language));
            if (question.scene->view == SimulatorScene::View::UnitChain) {
                QVERIFY(unitFigures(*question.scene).valid);
            } else {
                for (qsizetype step = 0; step <= question.scene->steps.size(); ++step)
                    BankChecks::realFigures(*question.scene, step); // fails the test if the estimator refuses a step
            }
        }
    }

    // Every figure a unit-chain caption (or explanation) states, from the simulator on the scene's chain.
    void unitChainFiguresInTheCaptions()
    {
        const SimulatorScene &lowest = sceneOf(u"lowest-peak-spacing"_s);
        QCOMPARE(unitFigures(lowest).peakMemory, 19);
        QCOMPARE(unitFigures(lowest).extraForwards, 81);
        for (const auto &[k, peak] : {std::pair{1, 100}, std::pair{50, 51}, std::pair{100, 100}})
            QCOMPARE(Simulator::figures(Chain::units(100), ScheduleSetting::uniform(k)).peakMemory, peak);

        const ScheduleFigures sequential = unitFigures(sceneOf(u"sequential-last-segment"_s));
        QCOMPARE(sequential.peakMemory, 7);
        QCOMPARE(sequential.extraForwards, 9);
        ScheduleSetting reentrant = sceneOf(u"sequential-last-segment"_s).setting;
        reentrant.useReentrant = true;
        QCOMPARE(Simulator::figures(Chain::units(16), reentrant).extraForwards, 12);

        // The peak comes in backward: the forward pass (100 layers at cost 1) is over when it is first reached.
        const ScheduleFigures late = unitFigures(sceneOf(u"peak-during-backward"_s));
        QCOMPARE(late.savedAfterForward, 12);
        QCOMPARE(late.peakMemory, 19);
        QCOMPARE(late.extraForwards, 88);
        QVERIFY(late.peakTime > late.forwardCost);

        const ScheduleFigures dense = unitFigures(sceneOf(u"more-checkpoints"_s));
        QCOMPARE(dense.peakMemory, 1009);
        QCOMPARE(dense.extraForwards, 8991);
        const ScheduleFigures sqrtSpacing = Simulator::figures(Chain::units(10000), ScheduleSetting::uniform(100));
        QCOMPARE(sqrtSpacing.peakMemory, 199);
        QCOMPARE(sqrtSpacing.extraForwards, 9801);
        QCOMPARE(Simulator::figures(Chain::units(10000), ScheduleSetting::uniform(1)).peakMemory, 10000);

        const ScheduleFigures tight = unitFigures(sceneOf(u"revolve-tight-memory"_s));
        QCOMPARE(tight.peakMemory, 10);
        QCOMPARE(tight.extraForwards, 135);
        const ScheduleFigures atSqrt = Simulator::figures(Chain::units(100), ScheduleSetting::optimal(18));
        QCOMPARE(atSqrt.peakMemory, 19);
        QCOMPARE(atSqrt.extraForwards, 81);
        const ScheduleFigures four = Simulator::figures(Chain::units(100), ScheduleSetting::optimal(3));
        QCOMPARE(four.peakMemory, 4);
        QCOMPARE(four.extraForwards, 391);
        QCOMPARE(Simulator::figures(Chain::units(100), ScheduleSetting::optimal(1)).peakMemory, 2);
    }

    // Every figure a real-model caption states, in GiB as written, at the scene's start and after each step.
    void realModelFiguresInTheCaptions()
    {
        const SimulatorScene &state = sceneOf(u"model-state-untouched"_s);
        const RealisticFigures stored = BankChecks::realFigures(state, 0);
        QCOMPARE(BankChecks::gib(stored.modelState.totalBytes), u"119.66"_s);
        QCOMPARE(BankChecks::gib(stored.modelState.gradientBytes), u"14.96"_s);
        QCOMPARE(BankChecks::gib(stored.peakActivationBytes), u"34.00"_s);
        const RealisticFigures full = BankChecks::realFigures(state, 1);
        QCOMPARE(BankChecks::gib(full.peakActivationBytes), u"3.00"_s);
        QCOMPARE(BankChecks::gib(full.modelState.totalBytes), u"119.66"_s);
        QCOMPARE(BankChecks::gib(full.logitsBytes), u"9.79"_s);
        QCOMPARE(BankChecks::gib(full.reserveBytes), u"1.00"_s);
        QCOMPARE(BankChecks::gib(full.totalBytes), u"133.45"_s);
        QCOMPARE(BankChecks::gib(-full.headroomBytes), u"53.45"_s);
        QVERIFY(!full.fits);
        QCOMPARE(full.parameters, 8'030'261'248);
        const RealisticFigures sharded = BankChecks::realFigures(state, 2);
        QCOMPARE(BankChecks::gib(sharded.modelState.totalBytes), u"14.96"_s);
        QCOMPARE(BankChecks::gib(sharded.totalBytes), u"29.56"_s);
        QVERIFY(sharded.fits);

        // A Llama block, the paper's formula and then op by op (science-2 F3).
        const SimulatorScene &llama = sceneOf(u"llama-block-saves"_s);
        QCOMPARE(BankChecks::gib(BankChecks::realFigures(llama, 0).peakActivationBytes), u"34.00"_s);
        const RealisticFigures measured = BankChecks::realFigures(llama, 1);
        QCOMPARE(measured.convention, ActivationConvention::Measured);
        QCOMPARE(BankChecks::gib(measured.peakActivationBytes), u"41.03"_s);
        QCOMPARE(BankChecks::gib(measured.activationBytesPerLayer), u"1.28"_s);
        QCOMPARE(llama.highlight, SimulatorScene::Highlight::Block);

        const SimulatorScene &cost = sceneOf(u"recompute-cost-differs"_s);
        QCOMPARE(BankChecks::gib(BankChecks::realFigures(cost, 0).peakActivationBytes, 1), u"256.5"_s);
        const RealisticFigures selective = BankChecks::realFigures(cost, 1);
        QCOMPARE(BankChecks::gib(selective.savedAfterForwardBytes, 1), u"76.5"_s);
        QCOMPARE(BankChecks::gib(selective.peakActivationBytes, 1), u"78.4"_s);
        QCOMPARE(BankChecks::percent(selective.overhead), u"0.90"_s);
        QCOMPARE(BankChecks::percent(selective.paperOverhead), u"2.69"_s);
        const RealisticFigures everyBlock = BankChecks::realFigures(cost, 2);
        QCOMPARE(BankChecks::gib(everyBlock.peakActivationBytes, 3), u"7.125"_s);
        QCOMPARE(BankChecks::percent(everyBlock.overhead), u"32.87"_s);
        QCOMPARE(BankChecks::percent(everyBlock.paperOverhead), u"33.22"_s);
        // The attention core: 80 of a block's 114·sbh bytes, about 2.7% of its forward FLOPs.
        const qint64 sbh = 2048LL * 12288;
        QCOMPARE(BankChecks::realFigures(cost, 0).blockSavedBytes, 114 * sbh);
        QCOMPARE(selective.activationBytesPerLayer, 34 * sbh);
        QCOMPARE(QString::number(100.0 * double(selective.recomputeFlops) / 96 / double(selective.blockForwardFlops),
                                 'f', 1),
                 u"2.7"_s);

        const SimulatorScene &fused = sceneOf(u"fused-attention-selective"_s);
        QCOMPARE(BankChecks::gib(BankChecks::realFigures(fused, 0).peakActivationBytes, 1), u"256.5"_s);
        const RealisticFigures fusedNone = BankChecks::realFigures(fused, 1);
        QCOMPARE(BankChecks::gib(fusedNone.peakActivationBytes, 1), u"76.5"_s);
        QCOMPARE(fusedNone.recomputeFlops, 0);
        const RealisticFigures fusedSelective = BankChecks::realFigures(fused, 2);
        QCOMPARE(fusedSelective.peakActivationBytes, fusedNone.peakActivationBytes);
        QCOMPARE(fusedSelective.recomputeFlops, 0);

        const SimulatorScene &peak = sceneOf(u"full-recompute-peak"_s);
        const RealisticFigures unfused = BankChecks::realFigures(peak, 0);
        QCOMPARE(BankChecks::gib(unfused.peakActivationBytes, 3), u"7.125"_s);
        QCOMPARE(unfused.blockInputBytes, 48LL << 20);
        QCOMPARE(BankChecks::gib(unfused.blockSavedBytes), u"2.67"_s);
        QCOMPARE(unfused.peakActivationBytes, 95 * unfused.blockInputBytes + unfused.blockSavedBytes);
        QCOMPARE(BankChecks::gib(95 * unfused.blockInputBytes), u"4.45"_s);
        QCOMPARE(BankChecks::gib(96 * unfused.blockInputBytes, 1), u"4.5"_s);
        const RealisticFigures withFused = BankChecks::realFigures(peak, 1);
        QCOMPARE(BankChecks::gib(withFused.blockSavedBytes), u"0.80"_s);
        QCOMPARE(BankChecks::gib(withFused.peakActivationBytes), u"5.25"_s);
    }

private:
    const SimulatorScene &sceneOf(const QString &id) const
    {
        for (const Question &question : m_bank.questions) {
            if (question.id == id && question.scene)
                return *question.scene;
        }
        qFatal("no scene for %s", qPrintable(id));
    }

    static ScheduleFigures unitFigures(const SimulatorScene &scene)
    {
        return Simulator::figures(Chain::units(scene.layers), scene.setting);
    }

    // The real-model figures after `step` of the scene's steps (0: where the scene starts).
    QuestionBank m_bank;
};

QTEST_GUILESS_MAIN(TestDeeperBank)
#include "tst_deeperbank.moc"
