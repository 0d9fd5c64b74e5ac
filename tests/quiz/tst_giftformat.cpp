// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/bankchecker.h"
#include "core/quiz/giftformat.h"
#include "core/quiz/quizfile.h"

#include "quiz/diagnosticlines.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QStringList messages(const BankImport &imported)
{
    return diagnosticLines(imported, u"q.gift"_s);
}

QStringList options(const Question &question)
{
    QStringList texts;
    for (const QuestionOption &option : question.options)
        texts.append(option.text.text(u"en"_s));
    return texts;
}

} // namespace

class TestGiftFormat final : public QObject
{
    Q_OBJECT
private slots:
    // Each bad input with every message it gets, in file order.
    void reportsProblems_data()
    {
        QTest::addColumn<QString>("gift");
        QTest::addColumn<QStringList>("expected");
        const QString skippedTail = u": skipped; this app plays multiple choice with one right answer and "
                                    "true/false"_s;
        QTest::newRow("no closing brace")
            << u"Q {=a ~b"_s << QStringList{u"q.gift:1:3: error: \"{\" opens the answers but no \"}\" closes them"_s};
        QTest::newRow("no opening brace")
            << u"Q =a ~b}"_s
            << QStringList{u"q.gift:1:8: error: \"}\" without a \"{\" before it; write \\} for a brace in text"_s};
        QTest::newRow("closing before opening")
            << u"Q } {=a ~b"_s << QStringList{u"q.gift:1:3: error: \"}\" before the \"{\" that opens the answers"_s};
        QTest::newRow("brace error on a later line")
            << u"Q\n{=a\n~b"_s << QStringList{u"q.gift:2:1: error: \"{\" opens the answers but no \"}\" closes them"_s};
        QTest::newRow("one answer") << u"Q {~a}"_s
                                    << QStringList{
                                           u"q.gift:1:4: error: multiple choice needs at least 2 answers, found 1"_s};
        QTest::newRow("no = makes multiple answer")
            << u"Q {~a ~b}"_s
            << QStringList{u"q.gift:1:4: warning: multiple choice with no \"=\" answer: Moodle makes it a "
                           "multiple-answer question, which this app cannot play; skipped (mark the right answer "
                           "with \"=\")"_s};
        QTest::newRow("essay") << u"Q {}"_s << QStringList{u"q.gift:1:1: warning: an essay question"_s + skippedTail};
        QTest::newRow("numerical") << u"Q {#3:1}"_s
                                   << QStringList{u"q.gift:1:1: warning: a numerical question"_s + skippedTail};
        QTest::newRow("matching") << u"Q {=a -> b =c -> d}"_s
                                  << QStringList{u"q.gift:1:1: warning: a matching question"_s + skippedTail};
        QTest::newRow("short answer") << u"Q {=a =b}"_s
                                      << QStringList{u"q.gift:1:1: warning: a short answer question"_s + skippedTail};
        QTest::newRow("description") << u"Just text"_s
                                     << QStringList{u"q.gift:1:1: warning: a description (text without answers)"_s
                                                    + skippedTail};
        QTest::newRow("weight not a Moodle grade")
            << u"Q {=a ~%33.3%b ~c}"_s
            << QStringList{u"q.gift:1:8: warning: weight 33.3% is not a grade Moodle accepts; the nearest is "
                           "33.33333%"_s,
                           u"q.gift:1:8: warning: partial credit (33.3%) counts as a wrong answer in this app"_s};
        QTest::newRow("two right answers")
            << u"Q {=a =b ~c}"_s
            << QStringList{u"q.gift:1:4: warning: 2 answers are fully right: this app plays one right answer per "
                           "question; skipped (an \"=\" in text starts a new right answer: write \\=)"_s};
        QTest::newRow("empty answer leaves one")
            << u"Q {=a ~}"_s
            << QStringList{u"q.gift:1:1: error: a question needs 2 to 10 answers, found 1"_s,
                           u"q.gift:1:7: warning: empty answer: Moodle leaves it out"_s};
        QTest::newRow("eleven answers") << u"Q {=a ~b ~c ~d ~e ~f ~g ~h ~i ~j ~k}"_s
                                        << QStringList{
                                               u"q.gift:1:1: error: a question needs 2 to 10 answers, found 11"_s};
        QTest::newRow("title never closed")
            << u"::Title Q {=a ~b}"_s
            << QStringList{u"q.gift:1:1: warning: the title opened by \"::\" is never closed: Moodle reads the rest "
                           "as the question"_s};
        QTest::newRow("text too long") << u"%1 {=a ~b}"_s.arg(
            QString(QuestionBankLoader::MaxTextLength + 1,
                    u'x')) << QStringList{u"q.gift:1:1: error: text is 10001 characters long; the limit is 10000"_s};
        QTest::newRow("html shown as text")
            << u"[html]<b>Q</b> {=a ~b}"_s
            << QStringList{u"q.gift:1:1: warning: [html] text is shown as plain text in this app: its markup appears "
                           "as written"_s};
        QTest::newRow("second question's line")
            << u"// comment\n\nQ1 {=a ~b}\n\n\n  Q2 {=a ~b"_s
            << QStringList{u"q.gift:6:6: error: \"{\" opens the answers but no \"}\" closes them"_s};
    }

    void reportsProblems()
    {
        QFETCH(QString, gift);
        QFETCH(QStringList, expected);
        QCOMPARE(messages(GiftFormat::read(gift, u"q"_s)), expected);
    }

    // The review's answer bombs (M2): 60–105 s and 3.6–3.8 GB each before. A question longer than any playable one
    // is refused as its line arrives, so the reader does constant work per character and keeps one error.
    void answerBombsAreRefusedAtOnce_data()
    {
        constexpr qsizetype TenMiB = qsizetype(10) * 1024 * 1024;
        QTest::addColumn<QString>("gift");
        QTest::addColumn<QStringList>("expected");
        const QString tooLong = u"q.gift:1:1: error: a question longer than 220000 characters; no playable question "
                                "is that long"_s;
        QTest::newRow("10 MiB of ~") << u"Q {=a "_s + QString(TenMiB - 100, u'~') + u'}' << QStringList{tooLong};
        QTest::newRow("10 MiB of =") << u"Q {~a "_s + QString(TenMiB - 100, u'=') + u'}' << QStringList{tooLong};
        QTest::newRow("10 MiB of #") << u"Q {T"_s + QString(TenMiB - 100, u'#') + u'}' << QStringList{tooLong};
        QTest::newRow("one question over 5 M lines")
            << u"Q {=a ~b\n"_s + QString(u"x\n"_s).repeated(qsizetype(5) * 1000 * 1000) + u'}'
            << QStringList{u"q.gift:1:1: error: a question of more than 10000 lines"_s};
        // The next question still reads: only the long one is skipped.
        QTest::newRow("then a good question")
            << QString(300000, u'x') + u"\n\nQ {=a ~b}"_s
            << QStringList{u"q.gift:1:1: error: a question longer than 220000 characters; no playable question is "
                           "that long"_s};
        // Answers are counted while the braces are scanned: the twelfth stops it.
        QString twelve = u"Q {=a"_s;
        for (int i = 0; i < 11; ++i)
            twelve += u" ~w"_s + QString::number(i);
        QTest::newRow("12 answers") << twelve + u'}'
                                    << QStringList{
                                           u"q.gift:1:47: error: more than 10 answers; a question has 2 to 10"_s};
    }
    void answerBombsAreRefusedAtOnce()
    {
        QFETCH(QString, gift);
        QFETCH(QStringList, expected);
        const BankImport read = GiftFormat::read(gift, u"q"_s);
        QCOMPARE(messages(read), expected);
        QCOMPARE(read.omittedErrors + read.omittedWarnings, 0);
    }

    // Ten million empty answers once gave ten million warnings (800 MB from check-quiz): now the first 100 of each
    // kind are kept and the rest counted.
    void diagnosticsAreCappedAndCounted()
    {
        const BankImport read = GiftFormat::read(u"Q {=a ~b ~}\n\n"_s.repeated(5000), u"q"_s);
        QCOMPARE(read.bank.questions.size(), 5000);
        QCOMPARE(read.diagnostics.size(), BankImport::MaxShown);
        QCOMPARE(read.diagnostics.first(),
                 BankDiagnostic::warning({1, 10, {}}, u"empty answer: Moodle leaves it out"_s));
        QCOMPARE(read.omittedWarnings, 5000 - BankImport::MaxShown);
        QVERIFY(!read.hasErrors());
        const BankImport broken = GiftFormat::read(u"Q {~a}\n\n"_s.repeated(300), u"q"_s);
        QCOMPARE(broken.diagnostics.size(), BankImport::MaxShown);
        QCOMPARE(broken.omittedErrors, 200);
        QVERIFY(broken.hasErrors());
    }

    void notUtf8IsAnError()
    {
        const BankImport checked = BankChecker::check("Q {=caf\xe9 ~b}", u"q.gift"_s);
        QCOMPARE(messages(checked), QStringList{u"q.gift:1:8: error: not valid UTF-8 text; save the file as UTF-8"_s});
    }

    // Moodle's own examples (question/format/gift/examples.txt and docs.moodle.org's GIFT page), each read as
    // qformat_gift reads it: the type it infers, the question text and the answers it keeps.
    void moodleExamples_data()
    {
        QTest::addColumn<QString>("gift");
        QTest::addColumn<QString>("stem");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("correct");
        QTest::addColumn<QString>("explanation");
        QTest::addColumn<QString>("skipped"); // the type Moodle infers, when the app cannot play it

        QTest::newRow("multiple choice") << u"Who's buried in Grant's tomb?{~Grant ~Jefferson =no one}"_s
                                         << u"Who's buried in Grant's tomb?"_s
                                         << QStringList{u"Grant"_s, u"Jefferson"_s, u"no one"_s} << 2 << QString()
                                         << QString();
        QTest::newRow("missing word") << u"Grant is {~buried =entombed ~living} in Grant's tomb."_s
                                      << u"Grant is _____ in Grant's tomb."_s
                                      << QStringList{u"buried"_s, u"entombed"_s, u"living"_s} << 1 << QString()
                                      << QString();
        QTest::newRow("answers over lines")
            << u"The American holiday of Thanksgiving is celebrated on the {\n    ~second\n    ~third\n    =fourth\n} "
               "Thursday of November."_s
            << u"The American holiday of Thanksgiving is celebrated on the _____ Thursday of November."_s
            << QStringList{u"second"_s, u"third"_s, u"fourth"_s} << 2 << QString() << QString();
        QTest::newRow("false") << u"Grant is buried in Grant's tomb.{F}"_s << u"Grant is buried in Grant's tomb."_s
                               << QStringList{u"True"_s, u"False"_s} << 1 << QString() << QString();
        QTest::newRow("true") << u"The sun rises in the east.{T}"_s << u"The sun rises in the east."_s
                              << QStringList{u"True"_s, u"False"_s} << 0 << QString() << QString();
        QTest::newRow("false with feedback")
            << u"Grant is buried in Grant's tomb.{FALSE#No one is buried in Grant's tomb.}"_s
            << u"Grant is buried in Grant's tomb."_s << QStringList{u"True"_s, u"False"_s} << 1 << QString()
            << QString();
        QTest::newRow("name and two lines") << u"::Kanji Origins::Japanese characters originally\ncame from what "
                                               "country? {=China ~India}"_s
                                            << u"Japanese characters originally\ncame from what country?"_s
                                            << QStringList{u"China"_s, u"India"_s} << 0 << QString() << QString();
        QTest::newRow("feedback") << u"What's the answer to this multiple-choice question?{\n~wrong answer#feedback "
                                     "comment on the wrong answer\n~another wrong answer#feedback comment on this "
                                     "wrong answer\n=right answer#Very good!}"_s
                                  << u"What's the answer to this multiple-choice question?"_s
                                  << QStringList{u"wrong answer"_s, u"another wrong answer"_s, u"right answer"_s} << 2
                                  << u"Very good!"_s << QString();
        QTest::newRow("weights") << u"Difficult question.{~wrong answer ~%50%half credit answer =full credit answer}"_s
                                 << u"Difficult question."_s
                                 << QStringList{u"wrong answer"_s, u"half credit answer"_s, u"full credit answer"_s}
                                 << 2 << QString() << QString();
        QTest::newRow("special characters")
            << u"Which answer equals 5? {\n     ~ \\= 2 + 2\n     = \\= 2 + 3\n     ~ \\= 2 + 4  }"_s
            << u"Which answer equals 5?"_s << QStringList{u"= 2 + 2"_s, u"= 2 + 3"_s, u"= 2 + 4"_s} << 1 << QString()
            << QString();
        QTest::newRow("control characters")
            << u"::GIFT Control Characters::\nWhich of the following is NOT a control character for the GIFT "
               "import format? {\n   ~ \\~     # \\~ is a control character.\n   ~ \\=     # \\= is a control "
               "character.\n   = \\\\     # Correct! \\\\ (backslash) is not a control character.\n}"_s
            << u"Which of the following is NOT a control character for the GIFT import format?"_s
            << QStringList{u"~"_s, u"="_s, u"\\"_s} << 2 << u"Correct! \\ (backslash) is not a control character."_s
            << QString();
        QTest::newRow("format prefix") << u"[markdown]Who's buried in **Grant's tomb**?{=no one ~Grant}"_s
                                       << u"Who's buried in **Grant's tomb**?"_s << QStringList{u"no one"_s, u"Grant"_s}
                                       << 0 << QString() << QString();
        QTest::newRow("general feedback")
            << u"Q?{=a ~b ####Because.}"_s << u"Q?"_s << QStringList{u"a"_s, u"b"_s} << 0 << u"Because."_s << QString();
        QTest::newRow("short answer") << u"Who's buried in Grant's tomb?{=no one =nobody}"_s << QString()
                                      << QStringList() << -1 << QString() << u"a short answer"_s;
        QTest::newRow("numerical") << u"When was Ulysses S. Grant born?{#1822:1}"_s << QString() << QStringList() << -1
                                   << QString() << u"a numerical"_s;
        QTest::newRow("matching") << u"Match the following countries with their corresponding capitals. {\n    "
                                     "=Canada -> Ottawa\n    =Italy  -> Rome\n    }"_s
                                  << QString() << QStringList() << -1 << QString() << u"a matching"_s;
        QTest::newRow("multiple answers")
            << u"What two people are entombed in Grant's tomb? {\n    ~No one\n    "
               "~%50%Grant\n    ~%50%Grant's wife\n    ~Grant's father }"_s
            << QString() << QStringList() << -1 << QString() << u"multiple choice with no \"=\""_s;
        QTest::newRow("category") << u"$CATEGORY: tom/dick/harry"_s << QString() << QStringList() << -1 << QString()
                                  << QString();
    }

    void moodleExamples()
    {
        QFETCH(QString, gift);
        QFETCH(QString, stem);
        QFETCH(QStringList, options);
        QFETCH(int, correct);
        QFETCH(QString, explanation);
        QFETCH(QString, skipped);
        const BankImport imported = GiftFormat::read(gift, u"examples"_s);
        QVERIFY2(!imported.hasErrors(), qPrintable(messages(imported).join(u'\n')));
        if (options.isEmpty()) {
            QCOMPARE(imported.bank.questions.size(), 0);
            if (!skipped.isEmpty()) {
                QCOMPARE(imported.diagnostics.size(), 1);
                QVERIFY2(imported.diagnostics.first().message.startsWith(skipped),
                         qPrintable(imported.diagnostics.first().message));
            }
            return;
        }
        QCOMPARE(imported.bank.questions.size(), 1);
        const Question &question = imported.bank.questions.first();
        QCOMPARE(question.stem.text(u"en"_s), stem);
        QCOMPARE(::options(question), options);
        QCOMPARE(question.correctOption, correct);
        QCOMPARE(question.explanation.text(u"en"_s), explanation);
    }

    void nothingToPlayDoesNotOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"short.gift"_s);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("// only short answers\nTwo plus two equals {=four =4}.\n");
        file.close();
        const Expected<QuestionBank> loaded = QuizFile::load(path);
        QVERIFY(!loaded);
        QCOMPARE(loaded.error(),
                 path
                     + u": error: no question this app can play (multiple choice with one right answer, or "
                       "true/false)\n"_s
                     + path
                     + u":2:1: warning: a short answer question: skipped; this app plays multiple choice "
                       "with one right answer and true/false"_s);
    }

    void zeroLineEndsAQuestion()
    {
        // qformat_default::readquestions splits at lines PHP's empty() takes for empty, "0" among them.
        const BankImport imported = GiftFormat::read(u"Q1 {=a ~b}\n0\nQ2 {=c ~d}"_s, u"q"_s);
        QVERIFY(imported.diagnostics.isEmpty());
        QCOMPARE(imported.bank.questions.size(), 2);
    }

    void trueFalseFeedback()
    {
        // The first feedback is shown for the wrong answer, the second for the right one.
        const BankImport imported = GiftFormat::read(u"Q {T#Not so.#Yes.}"_s, u"q"_s);
        const Question &question = imported.bank.questions.first();
        QCOMPARE(question.correctOption, 0);
        QCOMPARE(question.options.at(1).feedback.text(u"en"_s), u"Not so."_s);
        QCOMPARE(question.explanation.text(u"en"_s), u"Yes."_s);
    }

    void titlesBecomeIdsAndLanguageIsGuessed()
    {
        const BankImport imported = GiftFormat::read(
            u"::k::체크포인트는 무엇을 줄이나요? {=메모리 ~정확도}\n\n::k::둘째 질문 {=예 ~아니요}"_s, u"q"_s);
        QCOMPARE(imported.bank.languages, QStringList{u"ko"_s});
        QCOMPARE(imported.bank.questions.at(0).id, u"k"_s);
        QCOMPARE(imported.bank.questions.at(1).id, u"q2"_s); // the title is taken
        // Text in a language the bank lacks falls back to the bank's first language, not to English.
        QCOMPARE(imported.bank.questions.at(0).stem.text(u"en"_s), u"체크포인트는 무엇을 줄이나요?"_s);
    }

    // ux-2 F10: the quiz is named by its file's $CATEGORY (the innermost folder), else by its first question's title,
    // else by the file name.
    void categoryOrFirstTitleNamesTheQuiz_data()
    {
        QTest::addColumn<QString>("gift");
        QTest::addColumn<QString>("title");
        QTest::newRow("category") << u"$CATEGORY: $course$/top/Deep learning/Week 3 checkpointing\n\n"
                                     "::A:: Saves memory? {=Checkpointing ~Nothing}"_s
                                  << u"Week 3 checkpointing"_s;
        QTest::newRow("category after a title") << u"::A:: Saves memory? {=Yes ~No}\n\n$CATEGORY: Quiz one\n\n"
                                                   "::B:: Again? {=Yes ~No}"_s
                                                << u"Quiz one"_s;
        QTest::newRow("first title") << u"::Activation memory:: Saves memory? {=Yes ~No}\n\n::Second:: More {T}"_s
                                     << u"Activation memory"_s;
        QTest::newRow("only Moodle's top") << u"$CATEGORY: $course$/top\n\nSaves memory? {=Yes ~No}"_s << u"file"_s;
        QTest::newRow("nothing") << u"Saves memory? {=Yes ~No}"_s << u"file"_s;
    }

    void categoryOrFirstTitleNamesTheQuiz()
    {
        QFETCH(QString, gift);
        QFETCH(QString, title);
        const BankImport imported = GiftFormat::read(gift, u"file"_s);
        QCOMPARE(imported.bank.title.text(u"en"_s), title);
        QCOMPARE(imported.bank.id, u"file"_s); // ids, report and file names keep the file's name
    }

    void handWrittenFile()
    {
        const Expected<QuestionBank> loaded
            = QuizFile::load(QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing.gift"_s);
        QVERIFY2(bool(loaded), qPrintable(loaded.error()));
        QCOMPARE(loaded->questions.size(), 7);
        QCOMPARE(loaded->questions.at(3).options.size(), 2); // true/false
        QCOMPARE(loaded->questions.at(3).correctOption, 1);
        QCOMPARE(loaded->questions.at(1).options.at(0).text.text(u"en"_s), u"k = 1, a checkpoint after every layer"_s);
    }

    // bank -> GIFT -> bank keeps every text of the exported language, ids and right answers.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("ko") << u"ko"_s;
        QTest::newRow("bn") << u"bn"_s;
    }

    void roundTrip()
    {
        QFETCH(QString, language);
        const Expected<QuestionBank> bank
            = QuestionBankLoader::fromFile(QStringLiteral(CQ_TEST_DATA_DIR) + u"/gradient-checkpointing-test.json"_s);
        QVERIFY(bool(bank));
        const BankImport back = GiftFormat::read(GiftFormat::write(*bank, language), u"back"_s);
        QVERIFY2(back.diagnostics.isEmpty(), qPrintable(messages(back).join(u'\n')));
        QCOMPARE(back.bank.languages, QStringList{language});
        QCOMPARE(back.bank.questions.size(), bank->questions.size());
        for (qsizetype q = 0; q < bank->questions.size(); ++q) {
            const Question &before = bank->questions.at(q);
            const Question &after = back.bank.questions.at(q);
            QCOMPARE(after.id, before.id);
            QCOMPARE(after.stem.text(language), before.stem.text(language));
            QCOMPARE(after.correctOption, before.correctOption);
            QCOMPARE(after.explanation.text(language), before.explanation.text(language));
            for (qsizetype o = 0; o < before.options.size(); ++o) {
                QCOMPARE(after.options.at(o).text.text(language), before.options.at(o).text.text(language));
                QCOMPARE(after.options.at(o).feedback.text(language), before.options.at(o).feedback.text(language));
            }
        }
    }

    void escapesEverySpecialCharacter()
    {
        const QString hostile = u"a {b} ~c =d #e :f \\g\nh [html] %50%"_s;
        QCOMPARE(GiftFormat::escape(hostile), u"a \\{b\\} \\~c \\=d \\#e \\:f \\\\g\\nh [html] %50%"_s);
        QuestionBank bank;
        bank.languages = {u"en"_s};
        Question question;
        question.id = u"x::y"_s;
        question.stem = LocalizedText::single(u"en"_s, hostile);
        question.options
            = {{LocalizedText::single(u"en"_s, u"%50% of it"_s), {}},
               {LocalizedText::single(u"en"_s, u"[html]<b>x</b>"_s), LocalizedText::single(u"en"_s, hostile)}};
        question.explanation = LocalizedText::single(u"en"_s, u"####"_s);
        bank.questions = {question};
        const BankImport back = GiftFormat::read(GiftFormat::write(bank, u"en"_s), u"back"_s);
        QVERIFY2(back.diagnostics.isEmpty(), qPrintable(messages(back).join(u'\n')));
        const Question &read = back.bank.questions.first();
        QCOMPARE(read.id, u"x::y"_s);
        QCOMPARE(read.stem.text(u"en"_s), hostile);
        QCOMPARE(read.options.at(0).text.text(u"en"_s), u"%50% of it"_s);
        QCOMPARE(read.options.at(1).text.text(u"en"_s), u"[html]<b>x</b>"_s);
        QCOMPARE(read.options.at(1).feedback.text(u"en"_s), hostile);
        QCOMPARE(read.explanation.text(u"en"_s), u"####"_s);
    }
};

QTEST_GUILESS_MAIN(TestGiftFormat)
#include "tst_giftformat.moc"
