// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/practice/practiceset.h"
#include "core/quiz/questionbankwriter.h"
#include "core/quiz/quizfile.h"
#include "core/quiz/quizformat.h"
#include "core/session/attemptstore.h"
#include "core/session/session.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QuestionBank imported(QuizFormat::Kind kind, const QByteArray &bytes)
{
    return QuizFormat::entry(kind).read(bytes, u"imported"_s).bank;
}

QuestionBank loaded(const QString &path)
{
    const Expected<QuestionBank> bank = QuizFile::load(path);
    if (!bank)
        qFatal("%s", qPrintable(bank.error()));
    return *bank;
}

} // namespace

// Every quiz the app can open is kept in the learner's store, in assignments and in reports' digests as
// QuestionBankWriter writes it, and read back with the JSON bank reader. The two must agree on every bank: an imported
// quiz without an intro, explanations or references was written as `{}` and "" and then refused ("$.intro: missing
// \"en\""), so its attempt could not be resumed (reliability-3 F2).
class TestStoredBank final : public QObject
{
    Q_OBJECT
private slots:
    void readsBackWhatItWrites_data()
    {
        QTest::addColumn<QuestionBank>("bank");
        const QDir builtIn(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes"));
        for (const QString &name : builtIn.entryList({u"*.json"_s}, QDir::Files))
            QTest::addRow("built-in %s", qPrintable(name)) << loaded(builtIn.filePath(name));
        const QDir data(QStringLiteral(CQ_TEST_DATA_DIR));
        for (const QString &name : {u"gradient-checkpointing.gift"_s, u"gradient-checkpointing.aiken.txt"_s,
                                    u"gradient-checkpointing-test.json"_s, u"hostile.json"_s})
            QTest::addRow("%s", qPrintable(name)) << loaded(data.filePath(name));
        const QuestionBank gift = loaded(data.filePath(u"gradient-checkpointing.gift"_s));
        QVERIFY(gift.intro.isEmpty());
        QTest::newRow("Moodle XML, as the app exports it")
            << imported(QuizFormat::MoodleXml, QuizFormat::entry(QuizFormat::MoodleXml).write(gift, u"en"_s));
        QTest::newRow("Moodle XML, no feedback, Korean")
            << imported(QuizFormat::MoodleXml,
                        "<?xml version=\"1.0\"?><quiz><question type=\"multichoice\"><name><text>q</text></name>"
                        "<questiontext><text>질문입니다</text></questiontext><single>true</single>"
                        "<answer fraction=\"100\"><text>예</text></answer>"
                        "<answer fraction=\"0\"><text>아니요</text></answer></question></quiz>");
        QTest::newRow("Aiken, no feedback") << imported(QuizFormat::Aiken, "Which?\nA. one\nB. two\nANSWER: B\n");
        QTest::newRow("practice") << PracticeSet::generate(42);
    }

    void readsBackWhatItWrites()
    {
        QFETCH(QuestionBank, bank);
        QVERIFY(!bank.questions.isEmpty());
        const QByteArray stored = QuestionBankWriter::canonicalBytes(bank);
        const Expected<QuestionBank> reread = QuestionBankLoader::fromJson(stored, u"(bank)"_s);
        QVERIFY2(reread, qPrintable(reread.error()));
        QCOMPARE(QuestionBankWriter::canonicalBytes(*reread), stored);
        QCOMPARE(reread->questions.size(), bank.questions.size());
        QCOMPARE(reread->intro, bank.intro);
        for (qsizetype q = 0; q < bank.questions.size(); ++q) {
            QCOMPARE(reread->questions.at(q).explanation, bank.questions.at(q).explanation);
            QCOMPARE(reread->questions.at(q).reference.citation, bank.questions.at(q).reference.citation);
        }
    }

    // The learner's side of it: an attempt on an imported quiz is saved, and the next start offers it to resume.
    void attemptOnAnImportedQuizResumes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("GIFT") << u"gradient-checkpointing.gift"_s;
        QTest::newRow("Aiken") << u"gradient-checkpointing.aiken.txt"_s;
    }

    void attemptOnAnImportedQuizResumes()
    {
        QFETCH(QString, file);
        const QuestionBank bank = loaded(QDir(QStringLiteral(CQ_TEST_DATA_DIR)).filePath(file));
        QTemporaryDir dir;
        QJsonObject saved;
        {
            Session session(bank, 0);
            QVERIFY(!session.enablePersistence(dir.path()));
            QVERIFY(session.answer(0, 1));
            QVERIFY(session.answer(1, 0));
            saved = session.record().toJson();
        }
        Session next(loaded(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json")), 0);
        QSignalSpy problems(&next, &Session::stateNotSaved);
        const std::optional<AttemptRecord> left = next.enablePersistence(dir.path());
        QCOMPARE(problems.size(), 0);
        QVERIFY(left);
        QCOMPARE(left->toJson(), saved);
        QCOMPARE(left->attempt.answeredCount(), 2);
        QCOMPARE(QuestionBankWriter::canonicalBytes(left->attempt.bank()), QuestionBankWriter::canonicalBytes(bank));
    }

    // A bank author's JSON keeps its rules: a text given in one language must be given in all of the bank's.
    void partialTextsAreStillRefused()
    {
        const QByteArray json = R"({"format": "checkpoint-quiz-bank", "version": 1, "id": "x", "languages": ["en", "ko"],
            "title": {"en": "T", "ko": "T"}, "intro": {"en": "only English"},
            "questions": [{"id": "a", "stem": {"en": "S", "ko": "S"}, "explanation": {},
                           "options": [{"text": {"en": "1", "ko": "1"}}, {"text": {"en": "2", "ko": "2"}, "feedback": {}}],
                           "correct": 1, "reference": {"citation": ""}}]})";
        const Expected<QuestionBank> read = QuestionBankLoader::fromJson(json, u"bank.json"_s);
        QVERIFY(!read);
        QCOMPARE(read.error(), u"bank.json: $.intro: missing \"ko\""_s);
        QByteArray withoutIntro = json;
        withoutIntro.replace(R"({"en": "only English"})", "{}");
        QVERIFY2(QuestionBankLoader::fromJson(withoutIntro, u"bank.json"_s),
                 qPrintable(QuestionBankLoader::fromJson(withoutIntro, u"bank.json"_s).error()));
    }
};

QTEST_GUILESS_MAIN(TestStoredBank)
#include "tst_storedbank.moc"
