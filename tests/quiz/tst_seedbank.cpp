// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/questionbank.h"
#include "quiz/bankchecks.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

// The shipped gradient-checkpointing quiz: complete in every language, answer key as in the SPEC, code
// identifiers untouched by translation, and none of the seed translations' known mistakes.
class TestSeedBank final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(u":/quizzes/gradient-checkpointing.json"_s);
        QVERIFY2(bool(loaded), qPrintable(loaded.error()));
        m_bank = *loaded;
    }

    void answerKeyMatchesSpec()
    {
        QCOMPARE(m_bank.questions.size(), 8);
        const QList<int> key{1, 2, 3, 4, 1, 2, 3, 4};
        for (int q = 0; q < 8; ++q)
            QCOMPARE(m_bank.questions.at(q).correctOption + 1, key.at(q));
        // The seeds' "Answers and explanations appear as you take the quiz." was untrue in exam mode (language-2 S8).
        QCOMPARE(
            m_bank.intro.text(u"en"_s),
            u"The right answer and its explanation appear as soon as you answer (in exam mode: when you hand in)."_s);
    }

    // "Pick the longest option" must not pay here either (language-2 E9): some wrong options now state their belief
    // as fully as the right one does, with their meaning kept (SPEC §2), so the correct option is strictly the
    // longest in at most a quarter of the questions, in every language.
    void correctOptionIsRarelyTheLongest()
    {
        for (const QString &language : Language::codes()) {
            QStringList longest;
            for (const Question &question : std::as_const(m_bank.questions)) {
                if (BankChecks::correctOptionIsStrictlyLongest(question, language))
                    longest.append(question.id);
            }
            QVERIFY2(longest.size() * 4 <= m_bank.questions.size(),
                     qPrintable(language + u": "_s + longest.join(u", "_s)));
        }
    }

    void everyTextIsTranslated_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<LocalizedText>("text");
        QTest::newRow("title") << "title" << m_bank.title;
        QTest::newRow("intro") << "intro" << m_bank.intro;
        for (const Question &question : std::as_const(m_bank.questions)) {
            const QByteArray id = question.id.toUtf8();
            QTest::newRow(id + ".stem") << "stem" << question.stem;
            QTest::newRow(id + ".explanation") << "explanation" << question.explanation;
            for (int o = 0; o < question.options.size(); ++o) {
                const QuestionOption &option = question.options.at(o);
                QTest::addRow("%s.option%d", id.constData(), o + 1) << "option" << option.text;
                if (o != question.correctOption)
                    QTest::addRow("%s.feedback%d", id.constData(), o + 1) << "feedback" << option.feedback;
            }
            if (question.scene)
                QTest::newRow(id + ".caption") << "caption" << question.scene->caption;
        }
    }

    void everyTextIsTranslated()
    {
        QFETCH(LocalizedText, text);
        const QString en = text.text(u"en"_s);
        for (const QString &language : {u"bn"_s, u"ko"_s}) {
            QVERIFY2(text.has(language), qPrintable(language));
            const QString translated = text.text(language);
            // A text that is only a code identifier (e.g. "torch.utils.checkpoint") is the same in every language.
            if (!identifiers(en).isEmpty() && stripIdentifiers(en).trimmed().isEmpty())
                QCOMPARE(translated, en);
            else
                QVERIFY2(translated != en, qPrintable(u"%1 text is still English: %2"_s.arg(language, en)));
        }
    }

    void codeIdentifiersAreNeverTranslated_data() { everyTextIsTranslated_data(); }
    void codeIdentifiersAreNeverTranslated()
    {
        QFETCH(LocalizedText, text);
        const QSet<QString> english = identifiers(text.text(u"en"_s));
        for (const QString &language : {u"bn"_s, u"ko"_s})
            QCOMPARE(identifiers(text.text(language)), english);
    }

    void knownSeedMistakesAreFixed()
    {
        // Translated code names ("torch.nn.드롭아웃", "토치.utils") are the seed's mistake; the natural words in prose
        // (드롭아웃 마스크, ড্রপআউট মাস্ক) are fine.
        static const QStringList banned{u"그라데이션"_s, u"그라디언트"_s, u"정방향 전달"_s, u"ব্যবসা"_s, u"거래"_s};
        for (const QString &text : allTexts()) {
            for (const QString &word : banned)
                QVERIFY2(!text.contains(word), qPrintable(u"\"%1\" in: %2"_s.arg(word, text)));
            const QString torchName = BankChecks::translatedTorchName(text);
            QVERIFY2(torchName.isEmpty(), qPrintable(u"translated code name \"%1\" in: %2"_s.arg(torchName, text)));
        }
        QVERIFY(!BankChecks::translatedTorchName(u"torch.nn.드롭아웃"_s).isEmpty());
        QVERIFY(!BankChecks::translatedTorchName(u"torch.nn.ড্রপআউট"_s).isEmpty());
        QVERIFY(!BankChecks::translatedTorchName(u"토치.utils.checkpoint"_s).isEmpty());
        QVERIFY(BankChecks::translatedTorchName(u"torch.utils.checkpoint-এ রয়েছে, 드롭아웃 마스크"_s).isEmpty());
        QCOMPARE(m_bank.title.text(u"ko"_s), u"그래디언트 체크포인팅 퀴즈"_s);
        QCOMPARE(m_bank.title.text(u"bn"_s), u"গ্রেডিয়েন্ট চেকপয়েন্টিং কুইজ"_s);
    }

    // The questions the simulator illustrates carry a scene (issue 11), each with a caption in every language.
    void seedScenes()
    {
        const QHash<QString, SimulatorScene::View> expected{
            {u"tradeoff"_s, SimulatorScene::View::UnitChain},
            {u"sqrt-n-spacing"_s, SimulatorScene::View::UnitChain},
            {u"overhead-factors"_s, SimulatorScene::View::UnitChain},
            {u"backward-rerun"_s, SimulatorScene::View::UnitChain},
            {u"combine-techniques"_s, SimulatorScene::View::RealModel},
            {u"selective-checkpointing"_s, SimulatorScene::View::RealModel}};
        for (const Question &question : std::as_const(m_bank.questions)) {
            QCOMPARE(question.scene.has_value(), expected.contains(question.id));
            if (!question.scene)
                continue;
            QCOMPARE(question.scene->view, expected.value(question.id));
            for (const QString &language : Language::codes())
                QVERIFY2(question.scene->caption.has(language), qPrintable(question.id + u' ' + language));
        }
    }

    // Every figure a real-model caption states, in GiB as written, at the scene's start and after each step: totals
    // with the logits and the reserve (review F4), selective with its recomputed core (F2).
    void realModelFiguresInTheCaptions()
    {
        const auto scene = [this](const QString &id) {
            for (const Question &question : std::as_const(m_bank.questions)) {
                if (question.id == id)
                    return *question.scene;
            }
            qFatal("no scene %s", qPrintable(id));
        };
        using BankChecks::gib;
        using BankChecks::realFigures;
        const SimulatorScene combine = scene(u"combine-techniques"_s);
        QCOMPARE(gib(realFigures(combine, 0).totalBytes), u"770.49"_s);
        QCOMPARE(gib(realFigures(combine, 1).totalBytes), u"484.45"_s);
        QCOMPARE(gib(realFigures(combine, 0).peakActivationBytes, 0), u"642"_s);
        QCOMPARE(gib(realFigures(combine, 1).peakActivationBytes, 0), u"354"_s);
        QCOMPARE(gib(realFigures(combine, 1).logitsBytes), u"9.79"_s);
        QCOMPARE(gib(realFigures(combine, 2).totalBytes), u"380.56"_s);
        QCOMPARE(gib(realFigures(combine, 2).modelState.totalBytes), u"14.96"_s);
        const RealisticFigures fits = realFigures(combine, 3);
        QCOMPARE(gib(fits.totalBytes), u"39.56"_s);
        QCOMPARE(gib(fits.peakActivationBytes, 0), u"13"_s);
        QVERIFY(fits.fits);

        const SimulatorScene selective = scene(u"selective-checkpointing"_s);
        QCOMPARE(gib(realFigures(selective, 0).peakActivationBytes), u"51.75"_s);
        QCOMPARE(gib(realFigures(selective, 1).peakActivationBytes), u"4.99"_s);
        QCOMPARE(BankChecks::percent(realFigures(selective, 1).overhead), u"32.87"_s);
        QCOMPARE(gib(realFigures(selective, 2).peakActivationBytes), u"29.48"_s);
        QCOMPARE(BankChecks::percent(realFigures(selective, 2).overhead), u"0.90"_s);
        QCOMPARE(gib(realFigures(selective, 3).peakActivationBytes), u"9.80"_s);
    }

    void referencesUseTheCurrentDocumentationAddress()
    {
        for (const Question &question : std::as_const(m_bank.questions))
            QVERIFY2(!question.reference.url.startsWith(u"https://pytorch.org/docs"_s),
                     qPrintable(question.reference.url));
    }

    void referencesComeFromTheSpec()
    {
        static const QStringList sources{u"Chen"_s, u"Griewank"_s, u"PyTorch"_s,    u"Korthikanti"_s,
                                         u"Jain"_s, u"Kirisame"_s, u"Rajbhandari"_s};
        for (const Question &question : std::as_const(m_bank.questions)) {
            const bool known = std::any_of(sources.cbegin(), sources.cend(), [&](const QString &source) {
                return question.reference.citation.contains(source);
            });
            QVERIFY2(known, qPrintable(question.reference.citation));
        }
    }

private:
    static QSet<QString> identifiers(const QString &text) { return BankChecks::identifiers(text); }
    static QString stripIdentifiers(const QString &text) { return BankChecks::stripIdentifiers(text); }

    QStringList allTexts() const
    {
        QStringList all;
        for (const LocalizedText &text : BankChecks::texts(m_bank)) {
            for (const QString &language : Language::codes())
                all.append(text.text(language));
        }
        return all;
    }

    QuestionBank m_bank;
};

QTEST_GUILESS_MAIN(TestSeedBank)
#include "tst_seedbank.moc"
