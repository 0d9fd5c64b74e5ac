// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Language review 3, F29: a hand-edited config.json, bank or score report that the readers refuse is explained in
// the learner's language, whole sentences and the type names in them ("found a string") included. Runs the built
// program on bad files with --lang bn and --lang ko and fails on any English word left in what it prints, outside
// the names that stay as they are: the file's name, the JSON path ($.num_hidden_layers), quoted JSON keys and
// values, the program's and its commands' names, and format names (JSON, UTF-8).
class TestTranslatedErrors final : public QObject
{
    Q_OBJECT

private slots:
    void readerErrorsAreInTheLanguage_data();
    void readerErrorsAreInTheLanguage();
    void englishWordsAreFound();

private:
    static QStringList englishWords(QString text, const QString &file);
};

namespace {

const char *const LlamaConfig = R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
    "num_key_value_heads": 8, "vocab_size": 128256, "intermediate_size": 14336, "max_position_embeddings": 8192,
    %1})";

} // namespace

QStringList TestTranslatedErrors::englishWords(QString text, const QString &file)
{
    text.remove(file);
    // What stays as the file writes it: JSON paths, quoted keys and values, line:column.
    static const QRegularExpression kept(uR"((\$[^\s:]*)|("[^"]*")|(\b\d+:\d+\b))"_s);
    text.remove(kept);
    // Names: the program, its commands, formats, the model types a config may name; "error"/"warning" are check-quiz's
    // tags in its compiler-style "file:place: error: message" lines, which editors parse and so must not be translated.
    static const QStringList names{u"checkpoint-quiz"_s,
                                   u"simulate"_s,
                                   u"check-quiz"_s,
                                   u"class"_s,
                                   u"JSON"_s,
                                   u"UTF-8"_s,
                                   u"UTF8"_s,
                                   u"ISO"_s,
                                   u"UUID"_s,
                                   u"SHA-256"_s,
                                   u"true"_s,
                                   u"false"_s,
                                   u"null"_s,
                                   u"error"_s,
                                   u"warning"_s,
                                   u"gpt2"_s,
                                   u"llama"_s,
                                   u"mistral"_s,
                                   u"qwen2"_s,
                                   u"mixtral"_s,
                                   u"qwen2_moe"_s};
    static const QRegularExpression word(u"[A-Za-z][A-Za-z0-9_-]*"_s);
    QStringList english;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString found = it.next().captured();
        if (!names.contains(found))
            english.append(found);
    }
    return english;
}

void TestTranslatedErrors::readerErrorsAreInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("command"); // FILE stands for the bad file's path
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("english"); // what the English run says, to be sure the case fails where it should
    const auto config
        = [](const char *fields) { return QString::fromLatin1(LlamaConfig).arg(QLatin1StringView(fields)).toUtf8(); };
    const QStringList simulate{u"simulate"_s, u"--config"_s, u"FILE"_s};
    struct Case
    {
        const char *name;
        QStringList command;
        QByteArray content;
        QString english;
    };
    const QList<Case> cases{
        {"config: a string for a flag", simulate, config(R"("num_hidden_layers": 32, "tie_word_embeddings": "no")"),
         u"$.tie_word_embeddings: expected true or false, found a string"_s},
        {"config: a missing field", simulate, config(R"("tie_word_embeddings": false)"),
         u"$: missing \"num_hidden_layers\""_s},
        {"config: zero layers", simulate, config(R"("num_hidden_layers": 0)"),
         u"$.num_hidden_layers: expected a whole number of at least 1, found 0"_s},
        {"config: a syntax error", simulate, QByteArray(R"({"model_type": "llama", )"),
         u"1:25: invalid JSON: unterminated object"_s},
        {"config: not an object", simulate, QByteArray("[1, 2]"), u"$: expected an object at the top level"_s},
        {"config: not UTF-8", simulate, QByteArray("{\"model_type\": \"ll\xff\"}"), u"not valid UTF-8 text"_s},
        {"config: an unknown model type", simulate, QByteArray(R"({"model_type": "bert"})"),
         u"is not a model type this app models"_s},
        {"bank: questions not an array",
         {u"check-quiz"_s, u"FILE"_s},
         QByteArray(R"({"format": "checkpoint-quiz-bank", "version": 1, "id": "x", "languages": ["en"],
                       "title": {"en": "T"}, "intro": {"en": "I"}, "questions": "none"})"),
         u"expected a non-empty array of questions, found a string"_s},
        {"report: a number for the mode",
         {u"class"_s, u"FILE"_s, u"-o"_s, u"OUT.csv"_s},
         QByteArray(R"({"format": "checkpoint-quiz-report", "version": 2, "learnerId": "", "attemptId": "",
                       "mode": 3})"),
         u"$.mode: expected a non-empty string, found a number"_s},
        {"report: an unknown mode",
         {u"class"_s, u"FILE"_s, u"-o"_s, u"OUT.csv"_s},
         QByteArray(R"({"format": "checkpoint-quiz-report", "version": 2, "learnerId": "", "attemptId": "",
                       "mode": "homework"})"),
         u"$.mode: expected \"immediate\", \"exam\", \"retry\" or \"paper\", found \"homework\""_s},
    };
    for (const Case &each : cases) {
        for (const char *language : {"en", "bn", "ko"}) {
            QTest::addRow("%s, %s", each.name, language)
                << QString::fromLatin1(language) << each.command << each.content << each.english;
        }
    }
}

void TestTranslatedErrors::readerErrorsAreInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QStringList, command);
    QFETCH(QByteArray, content);
    QFETCH(QString, english);
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString bad = folder.filePath(u"bad.json"_s);
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(content), content.size());
    file.close();
    command.replaceInStrings(u"FILE"_s, bad);
    command.replaceInStrings(u"OUT.csv"_s, folder.filePath(u"out.csv"_s));
    QProcess process;
    process.setProgram(QStringLiteral(CQ_PROGRAM));
    process.setArguments(command + QStringList{u"--lang"_s, language});
    process.start();
    QVERIFY(process.waitForFinished(60'000));
    QCOMPARE_NE(process.exitCode(), 0);
    const QString printed = QString::fromUtf8(process.readAllStandardError() + process.readAllStandardOutput());
    if (language == u"en"_s) {
        QVERIFY2(printed.contains(english), qPrintable(printed));
        return;
    }
    QVERIFY2(!printed.trimmed().isEmpty(), "nothing printed");
    const QStringList words = englishWords(printed, bad);
    QVERIFY2(words.isEmpty(), qPrintable(u"English \"%1\" in: %2"_s.arg(words.join(u"\", \""_s), printed)));
}

// The check itself: it finds an English word left in a translated line, and spares what stays as written.
void TestTranslatedErrors::englishWordsAreFound()
{
    const QString file = u"/tmp/x/bad.json"_s;
    QCOMPARE(englishWords(u"checkpoint-quiz simulate: /tmp/x/bad.json: $.tie_word_embeddings: true বা false "
                          u"প্রত্যাশিত, পাওয়া গেছে a string"_s,
                          file),
             (QStringList{u"a"_s, u"string"_s}));
    QCOMPARE(englishWords(u"/tmp/x/bad.json: $: missing \"num_hidden_layers\""_s, file), QStringList{u"missing"_s});
    QVERIFY(englishWords(u"checkpoint-quiz simulate: /tmp/x/bad.json: 1:25: অবৈধ JSON: অবজেক্টটি শেষ হয়নি; "
                         u"\"mode\" \"exam\" $.questions[2].stem"_s,
                         file)
                .isEmpty());
}

QTEST_GUILESS_MAIN(TestTranslatedErrors)
#include "tst_translatederrors.moc"
