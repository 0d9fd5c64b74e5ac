#include "core/quiz/questionbank.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(LocalizedText)

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
        QCOMPARE(m_bank.intro.text(u"en"_s), u"Answers and explanations appear as you take the quiz."_s);
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
        static const QStringList banned{u"토치"_s,       u"드롭아웃"_s,    u"ড্রপআউট"_s, u"그라데이션"_s,
                                        u"그라디언트"_s, u"정방향 전달"_s, u"ব্যবসা"_s,  u"거래"_s};
        for (const QString &text : allTexts()) {
            for (const QString &word : banned)
                QVERIFY2(!text.contains(word), qPrintable(u"\"%1\" in: %2"_s.arg(word, text)));
        }
        QCOMPARE(m_bank.title.text(u"ko"_s), u"그래디언트 체크포인팅 퀴즈"_s);
        QCOMPARE(m_bank.title.text(u"bn"_s), u"গ্রেডিয়েন্ট চেকপয়েন্টিং কুইজ"_s);
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
    static QRegularExpression identifierPattern()
    {
        static const QRegularExpression pattern(QStringLiteral(
            R"(torch(?:\.\w+)+|\bFSDP\b|\bPyTorch\b|sqrt\(N\)|create_selective_checkpoint_contexts|CheckpointPolicy\.\w+)"));
        return pattern;
    }
    static QSet<QString> identifiers(const QString &text)
    {
        QSet<QString> found;
        for (auto it = identifierPattern().globalMatch(text); it.hasNext();)
            found.insert(it.next().captured());
        return found;
    }
    static QString stripIdentifiers(QString text) { return text.remove(identifierPattern()); }

    QStringList allTexts() const
    {
        QStringList texts;
        const auto add = [&texts](const LocalizedText &text) {
            for (const QString &language : Language::codes())
                texts.append(text.text(language));
        };
        add(m_bank.title);
        add(m_bank.intro);
        for (const Question &question : std::as_const(m_bank.questions)) {
            add(question.stem);
            add(question.explanation);
            for (const QuestionOption &option : question.options) {
                add(option.text);
                add(option.feedback);
            }
        }
        return texts;
    }

    QuestionBank m_bank;
};

QTEST_GUILESS_MAIN(TestSeedBank)
#include "tst_seedbank.moc"
