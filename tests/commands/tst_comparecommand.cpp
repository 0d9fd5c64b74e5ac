// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/comparecommand.h"
#include "commands/windowcommand.h"
#include "core/realistic/measurementcomparison.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;

// `checkpoint-quiz compare MEASUREMENT.json`: the comparison as JSON for a measurement the script wrote; exit 1 and
// one located line for a file that is not one; exit 2 for anything but one file.
class TestCompareCommand final : public QObject
{
    Q_OBJECT

private slots:
    void printsTheComparison();
    void refusesWhatIsNotAMeasurement_data();
    void refusesWhatIsNotAMeasurement();
    void wantsOneFile_data();
    void wantsOneFile();

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Run run(const QStringList &arguments);
};

TestCompareCommand::Run TestCompareCommand::run(const QStringList &arguments)
{
    Run result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return -1; });
    const CommandRegistry commands(window);
    const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s, u"compare"_s} + arguments, commands);
    result.exitCode = commandLine.execute(out, err);
    out.flush();
    err.flush();
    return result;
}

void TestCompareCommand::printsTheComparison()
{
    const QString path = QStringLiteral(CQ_TEST_DATA_DIR "/measurements/tinyllama-1.1b-full-torch1.13-cpu.json");
    const Run result = run({path});
    QCOMPARE(result.err, QString());
    QCOMPARE(result.exitCode, CompareCommand::Success);
    const QJsonObject printed = QJsonDocument::fromJson(result.out.toUtf8()).object();
    const Expected<MeasurementComparison> comparison = MeasurementComparison::compare(*Measurement::readFile(path));
    QVERIFY(comparison);
    QCOMPARE(printed, comparison->toJson());
    QCOMPARE(printed[u"model"_s].toString(), u"tinyllama-1.1b"_s);
    QCOMPARE(printed[u"recompute"_s].toString(), u"full"_s);
    QCOMPARE(printed[u"torch"_s].toString(), u"1.13.0a0"_s);
    // Full recomputation of 4 blocks: the app holds 3 block inputs and the last block's saves, 918,016 bytes.
    QCOMPARE(printed[u"predicted_bytes"_s].toInteger(), 918016);
    QCOMPARE(printed[u"measured_bytes"_s].toInteger(), 403856);
}

void TestCompareCommand::refusesWhatIsNotAMeasurement_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a syntax error") << QByteArray("{\"format\": ") << u"1:12: "_s;
    QTest::newRow("a report") << QByteArray(R"({"format": "checkpoint-quiz-report"})")
                              << u"$.format: not a Checkpoint Quiz measurement"_s;
    QTest::newRow("an array") << QByteArray("[]") << u""_s;
}

void TestCompareCommand::refusesWhatIsNotAMeasurement()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir folder;
    const QString path = folder.filePath(u"m.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const Run result = run({path});
    QCOMPARE(result.exitCode, CompareCommand::IoError);
    QVERIFY2(result.err.startsWith(u"checkpoint-quiz compare: %1: %2"_s.arg(path, expected)), qPrintable(result.err));
    QCOMPARE(result.err.count(u'\n'), 1);
    QVERIFY(result.out.isEmpty());
}

void TestCompareCommand::wantsOneFile_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("none") << QStringList();
    QTest::newRow("two") << QStringList{u"a.json"_s, u"b.json"_s};
    QTest::newRow("an unknown option") << QStringList{u"--model"_s, u"gpt2-small"_s, u"a.json"_s};
}

void TestCompareCommand::wantsOneFile()
{
    QFETCH(QStringList, arguments);
    const Run result = run(arguments);
    QCOMPARE(result.exitCode, CompareCommand::UsageError);
    QVERIFY(result.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCompareCommand)
#include "tst_comparecommand.moc"
