// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/i18n/language.h"
#include "core/io/jsoncursor.h"
#include "core/practice/practiceset.h"
#include "core/quiz/practicetext.h"
#include "core/quiz/questionbank.h"
#include "core/quiz/questionbankwriter.h"
#include "core/simulator/closedforms.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/schedulecatalog.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr quint32 Seeds = 200;

// Every text a question shows, in one language.
QStringList textsOf(const Question &question, const QString &language)
{
    QStringList texts{question.stem.text(language), question.explanation.text(language),
                      question.scene->caption.text(language)};
    for (const QuestionOption &option : question.options) {
        texts << option.text.text(language);
        if (!option.feedback.isEmpty())
            texts << option.feedback.text(language);
    }
    return texts;
}

// The key recomputed from the scene's case with the closed forms and the trade-off analysis, independently of the
// generator's call into the simulator.
qint64 expectedKey(const PracticeQuestion &practice)
{
    const SimulatorScene &scene = *practice.question.scene;
    const Chain chain = Chain::units(scene.layers);
    switch (practice.kind) {
    case PracticeKind::UniformPeak:
    case PracticeKind::PyTorchPeak:
        return ScheduleCatalog::closedForm(chain, scene.setting).peakMemory;
    case PracticeKind::UniformExtra:
    case PracticeKind::PyTorchExtra:
        return ScheduleCatalog::closedForm(chain, scene.setting).extraForwards;
    case PracticeKind::BestSpacing:
        return TradeoffAnalysis::bestSpacingNearSqrt(chain);
    case PracticeKind::RevolveExtra:
        return RevolveCount::extraForwards(scene.layers, scene.setting.slotCount);
    }
    return -1;
}

void addSeedRows(quint32 count)
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 0; seed < count; ++seed)
        QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
}

} // namespace

class TestPracticeSet final : public QObject
{
    Q_OBJECT

private slots:
    void keysEqualTheSimulatorsFigures_data() { addSeedRows(Seeds); }
    void keysEqualTheSimulatorsFigures()
    {
        QFETCH(quint32, seed);
        for (const PracticeQuestion &practice : PracticeSet::questions(seed)) {
            const Question &question = practice.question;
            QVERIFY(question.scene.has_value());
            // The key, three distractors, and the two outcomes of a prediction (another number, a peek first).
            QCOMPARE(question.options.size(), PracticeSet::OptionsPerQuestion + 2);
            QCOMPARE(practice.values.size(), PracticeSet::OptionsPerQuestion);
            QVERIFY(question.prediction);
            const QuestionPrediction &prediction = *question.prediction;
            QCOMPARE(prediction.values.size(), PracticeSet::OptionsPerQuestion);
            for (int i = 0; i < PracticeSet::OptionsPerQuestion; ++i) {
                QCOMPARE(prediction.values.at(i), double(practice.values.at(i)));
                QCOMPARE(prediction.optionFor(prediction.values.at(i), question.correctOption), i); // a mistake's value
            }
            QCOMPARE(prediction.otherOption(), PracticeSet::OptionsPerQuestion);
            QCOMPARE(question.options.at(prediction.peekedOption()).text.text(u"en"_s),
                     u"Looked at the simulator first"_s);
            QVERIFY(question.correctOption >= 0 && question.correctOption < PracticeSet::OptionsPerQuestion);
            const qint64 key = practice.values.at(question.correctOption);
            QCOMPARE(key, expectedKey(practice));

            const SimulatorScene &scene = *question.scene;
            const Chain chain = Chain::units(scene.layers);
            if (practice.kind == PracticeKind::BestSpacing) {
                // The key's peak is the one lowest among the options, and the scene shows that spacing.
                QCOMPARE(scene.setting.spacing, key);
                const qint64 keyPeak = ScheduleCatalog::closedForm(chain, ScheduleSetting::uniform(key)).peakMemory;
                for (const qint64 spacing : practice.values) {
                    if (spacing != key)
                        QVERIFY(ScheduleCatalog::closedForm(chain, ScheduleSetting::uniform(spacing)).peakMemory
                                > keyPeak);
                }
            }
            if (practice.kind == PracticeKind::RevolveExtra) {
                // The stem's memory is the schedule's peak.
                const qint64 memory = RevolveCount::peakMemory(scene.layers, scene.setting.slotCount);
                QCOMPARE(memory, scene.setting.slotCount + 1);
                QVERIFY(question.stem.text(u"en"_s).startsWith(
                    u"There is memory for %1 activations"_s.arg(PracticeText::groupedNumber(memory).text(u"en"_s))));
            }
            // The early-stop count holds for layers that save only their input: the stem says which (science-2 F1).
            const QString layers
                = practice.kind == PracticeKind::PyTorchExtra ? u"N = %1 nn.Linear layers"_s : u"N = %1 layers"_s;
            QVERIFY(question.stem.text(u"en"_s).contains(
                layers.arg(PracticeText::groupedNumber(scene.layers).text(u"en"_s))));
        }
    }

    void distractorsDifferFromTheKeyAndEachOther_data() { addSeedRows(Seeds); }
    void distractorsDifferFromTheKeyAndEachOther()
    {
        QFETCH(quint32, seed);
        for (const PracticeQuestion &practice : PracticeSet::questions(seed)) {
            const QSet<qint64> distinct(practice.values.cbegin(), practice.values.cend());
            QCOMPARE(distinct.size(), PracticeSet::OptionsPerQuestion);
            for (int i = 0; i < PracticeSet::OptionsPerQuestion; ++i) {
                QVERIFY(practice.values.at(i) > 0);
                const QuestionOption &option = practice.question.options.at(i);
                // Feedback for every wrong option and none for the key; each option says its own number.
                QCOMPARE(option.feedback.isEmpty(), i == practice.question.correctOption);
                // The feedback shows the wrong computation, so it states the wrong number too: grouped in its
                // sentence, ungrouped in its formula. The option states it grouped, as the simulator does.
                for (const Language &language : Language::all()) {
                    const QString number = PracticeText::number(practice.values.at(i)).text(language.code);
                    const QString grouped = PracticeText::groupedNumber(practice.values.at(i)).text(language.code);
                    QVERIFY2(option.text.text(language.code).contains(grouped), qPrintable(language.code));
                    if (!option.feedback.isEmpty()) {
                        const QString feedback = option.feedback.text(language.code);
                        QVERIFY2(feedback.contains(number) || feedback.contains(grouped), qPrintable(feedback));
                    }
                }
            }
        }
    }

    void sameSeedSameBankOtherSeedsOtherNumbers()
    {
        QCOMPARE(QuestionBankWriter::toJson(PracticeSet::generate(7)),
                 QuestionBankWriter::toJson(PracticeSet::generate(7)));
        QSet<QString> stems;
        for (quint32 seed = 0; seed < 50; ++seed) {
            QStringList all;
            for (const Question &question : PracticeSet::generate(seed).questions)
                all << question.stem.text(u"en"_s);
            stems.insert(all.join(u'\n'));
        }
        QCOMPARE(stems.size(), 50);
    }

    void kindsAreMixedAndKeyPositionsVary()
    {
        QList<int> keysAt(PracticeSet::OptionsPerQuestion, 0);
        for (quint32 seed = 0; seed < Seeds; ++seed) {
            const QList<PracticeQuestion> questions = PracticeSet::questions(seed);
            QSet<PracticeKind> kinds;
            for (const PracticeQuestion &practice : questions) {
                kinds.insert(practice.kind);
                ++keysAt[practice.question.correctOption];
            }
            QCOMPARE(kinds.size(), PracticeKinds::all().size());
        }
        for (const int count : std::as_const(keysAt))
            QVERIFY2(count > int(Seeds) * PracticeSet::DefaultCount / 8, qPrintable(QString::number(count)));
    }

    void textsAreCompleteInEveryLanguage_data() { addSeedRows(50); }
    void textsAreCompleteInEveryLanguage()
    {
        QFETCH(quint32, seed);
        static const QRegularExpression placeholder(u"%L?\\d"_s);
        static const QRegularExpression latinDigits(u"[0-9]+"_s);
        const QuestionBank bank = PracticeSet::generate(seed);
        QCOMPARE(bank.id, u"practice"_s);
        for (const Question &question : bank.questions) {
            QVERIFY(!question.reference.citation.isEmpty());
            for (const Language &language : Language::all()) {
                for (const QString &text : textsOf(question, language.code)) {
                    QVERIFY2(!text.trimmed().isEmpty(), qPrintable(question.id));
                    QVERIFY2(!text.contains(placeholder), qPrintable(text));
                }
            }
            // Bengali writes every number in Bengali digits, the constants of the formulas (k − ১, s + ১) too
            // (language-2 B-14); Latin digits are left only in PyTorch's version and the name of Chen et al.'s
            // Algorithm 1.
            for (QString text : textsOf(question, u"bn"_s)) {
                text.remove(u"PyTorch 2.1"_s);
                text.remove(u"Algorithm 1"_s);
                QVERIFY2(!text.contains(latinDigits), qPrintable(text));
            }
            const QString layers = PracticeText::groupedNumber(question.scene->layers).text(u"bn"_s);
            QVERIFY2(question.stem.text(u"bn"_s).contains(layers), qPrintable(question.stem.text(u"bn"_s)));
            // Code identifiers stay as they are in every language.
            if (question.scene->setting.kind == ScheduleKind::PyTorch) {
                for (const Language &language : Language::all())
                    QVERIFY(question.stem.text(language.code).contains(u"checkpoint_sequential(…, use_reentrant="_s));
            }
        }
    }

    // Numbers are grouped where a sentence states them, as the simulator beside the question shows them, and
    // ungrouped inside formulas, where "⌈1,407/10⌉" would read as a list (language-2 S10).
    void numbersAreGroupedOutsideFormulas()
    {
        int checked = 0;
        for (quint32 seed = 0; seed < Seeds; ++seed) {
            for (const PracticeQuestion &practice : PracticeSet::questions(seed)) {
                const Question &question = practice.question;
                const qint64 layers = question.scene->layers;
                if (layers < 1000
                    || (practice.kind != PracticeKind::UniformPeak && practice.kind != PracticeKind::UniformExtra))
                    continue;
                for (const Language &language : Language::all()) {
                    const QString grouped = PracticeText::groupedNumber(layers).text(language.code);
                    const QString plain = PracticeText::number(layers).text(language.code);
                    QVERIFY(grouped != plain);
                    QVERIFY2(question.stem.text(language.code).contains(u"N = "_s + grouped),
                             qPrintable(question.stem.text(language.code)));
                    QVERIFY2(question.explanation.text(language.code).contains(u"⌈"_s + plain + u'/'),
                             qPrintable(question.explanation.text(language.code)));
                    QVERIFY2(!question.explanation.text(language.code).contains(grouped),
                             qPrintable(question.explanation.text(language.code)));
                }
                ++checked;
            }
        }
        QVERIFY(checked > 0);
    }

    void scenesRoundTripAndFitTheirChain_data() { addSeedRows(50); }
    void scenesRoundTripAndFitTheirChain()
    {
        QFETCH(quint32, seed);
        for (const Question &question : PracticeSet::generate(seed).questions) {
            const SimulatorScene &scene = *question.scene;
            QCOMPARE(scene.view, SimulatorScene::View::UnitChain);
            QVERIFY(scene.highlight != SimulatorScene::Highlight::None);
            QCOMPARE(scene.setting.validationError(scene.layers), QString());
            QCOMPARE(Simulator::validationError(Chain::units(scene.layers), scene.setting), QString());
            try {
                const SimulatorScene read = SimulatorScene::fromJson(JsonCursor(scene.toJson(), u"$.scene"_s));
                QCOMPARE(read.toJson(), scene.toJson());
            } catch (const JsonCursor::Problem &problem) {
                QFAIL(qPrintable(problem.place + u": "_s + problem.message));
            }
        }
    }

    void bankPassesTheLoader()
    {
        for (quint32 seed = 0; seed < 20; ++seed) {
            const QuestionBank bank = PracticeSet::generate(seed, 12);
            const QByteArray json = QJsonDocument(QuestionBankWriter::toJson(bank)).toJson();
            const Expected<QuestionBank> loaded = QuestionBankLoader::fromJson(json, u"practice.json"_s);
            QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error()));
            QCOMPARE(loaded->questions.size(), 12);
            for (qsizetype i = 0; i < bank.questions.size(); ++i) {
                QCOMPARE(loaded->questions.at(i).id, bank.questions.at(i).id);
                QCOMPARE(loaded->questions.at(i).correctOption, bank.questions.at(i).correctOption);
                QVERIFY(loaded->questions.at(i).scene == bank.questions.at(i).scene);
            }
        }
    }

    void countIsHonoured()
    {
        QCOMPARE(PracticeSet::generate(1, 1).questions.size(), 1);
        QCOMPARE(PracticeSet::generate(1, 20).questions.size(), 20);
    }
};

QTEST_GUILESS_MAIN(TestPracticeSet)
#include "tst_practiceset.moc"
