// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/simulatecommand.h"
#include "commands/windowcommand.h"
#include "core/i18n/language.h"

#include "core/realistic/measurementscript.h"
#include "core/realistic/transformermodel.h"
#include "core/simulator/schedulecatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace {

struct CommandRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

CommandRun runCommand(const QStringList &arguments)
{
    CommandRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return -1; });
    const CommandRegistry commands(window);
    const CommandLine commandLine(QStringList{u"checkpoint-quiz"_s, u"simulate"_s} + arguments, commands);
    run.exitCode = commandLine.execute(out, err);
    out.flush();
    err.flush();
    return run;
}

} // namespace

class TestSimulateCommand final : public QObject
{
    Q_OBJECT

private slots:
    void planRoundTrip_data();
    void planRoundTrip();
    void planWhyNot();
    void configFile();
    void measureScript();
    void goodRuns_data();
    void goodRuns();
    void badArguments_data();
    void badArguments();
    void help_data();
    void help();
    void realisticRuns_data();
    void realisticRuns();
    void listModels();
    void realisticBadArguments_data();
    void realisticBadArguments();
};

void TestSimulateCommand::goodRuns_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QJsonObject>("expected");
    const auto object = [](std::initializer_list<QPair<QString, QJsonValue>> values) { return QJsonObject(values); };
    QTest::newRow("uniform k=10") << QStringList{u"--layers"_s, u"100"_s,       u"--schedule"_s,
                                                 u"uniform"_s,  u"--spacing"_s, u"10"_s}
                                  << object({{u"schedule"_s, u"uniform"_s},
                                             {u"layers"_s, 100},
                                             {u"spacing"_s, 10},
                                             {u"backward_ratio"_s, 2.0},
                                             {u"peak_activations"_s, 19},
                                             {u"saved_after_forward"_s, 19},
                                             {u"layer_forwards"_s, 181},
                                             {u"extra_forwards"_s, 81},
                                             {u"overhead"_s, 81.0 / 300.0}});
    QTest::newRow("uniform default spacing") << QStringList{u"--layers=100"_s}
                                             << object({{u"schedule"_s, u"uniform"_s},
                                                        {u"layers"_s, 100},
                                                        {u"spacing"_s, 10},
                                                        {u"backward_ratio"_s, 2.0},
                                                        {u"peak_activations"_s, 19},
                                                        {u"saved_after_forward"_s, 19},
                                                        {u"layer_forwards"_s, 181},
                                                        {u"extra_forwards"_s, 81},
                                                        {u"overhead"_s, 81.0 / 300.0}});
    QTest::newRow("pytorch measured") << QStringList{u"--layers"_s,   u"16"_s, u"--schedule=pytorch"_s,
                                                     u"--segments"_s, u"4"_s,  u"--use-reentrant=true"_s}
                                      << object({{u"schedule"_s, u"pytorch"_s},
                                                 {u"layers"_s, 16},
                                                 {u"segments"_s, 4},
                                                 {u"use_reentrant"_s, true},
                                                 {u"layer_saves"_s, u"input"_s},
                                                 {u"segment_size"_s, 4},
                                                 {u"last_segment"_s, 4},
                                                 {u"backward_ratio"_s, 2.0},
                                                 {u"peak_activations"_s, 7},
                                                 {u"saved_after_forward"_s, 7},
                                                 {u"layer_forwards"_s, 28},
                                                 {u"extra_forwards"_s, 12},
                                                 {u"overhead"_s, 12.0 / 48.0}});
    // Layers that save their output (ReLU, dropout, a transformer block): the early stop saves no layer (F1).
    QTest::newRow("pytorch output-saving layers")
        << QStringList{u"--layers"_s,      u"16"_s,    u"--schedule=pytorch"_s, u"--segments"_s, u"4"_s,
                       u"--layer-saves"_s, u"output"_s}
        << object({{u"schedule"_s, u"pytorch"_s},
                   {u"layers"_s, 16},
                   {u"segments"_s, 4},
                   {u"use_reentrant"_s, false},
                   {u"layer_saves"_s, u"output"_s},
                   {u"segment_size"_s, 4},
                   {u"last_segment"_s, 4},
                   {u"backward_ratio"_s, 2.0},
                   {u"peak_activations"_s, 7},
                   {u"saved_after_forward"_s, 7},
                   {u"layer_forwards"_s, 28},
                   {u"extra_forwards"_s, 12},
                   {u"overhead"_s, 12.0 / 48.0}});
    QTest::newRow("pytorch default segments")
        << QStringList{u"--schedule"_s, u"pytorch"_s, u"--layers"_s, u"100"_s, u"--backward-ratio"_s, u"1"_s}
        << object({{u"schedule"_s, u"pytorch"_s},
                   {u"layers"_s, 100},
                   {u"segments"_s, 10},         // ceil(N / k) for the default k = 10
                   {u"use_reentrant"_s, false}, // the recommended mode, with early stop
                   {u"layer_saves"_s, u"input"_s},
                   {u"segment_size"_s, 10},
                   {u"last_segment"_s, 10},
                   {u"backward_ratio"_s, 1.0},
                   {u"peak_activations"_s, 19},
                   {u"saved_after_forward"_s, 19},
                   {u"layer_forwards"_s, 181},
                   {u"extra_forwards"_s, 81},
                   {u"overhead"_s, 81.0 / 200.0}});
    QTest::newRow("pytorch early stop") << QStringList{u"--layers"_s,   u"16"_s, u"--schedule=pytorch"_s,
                                                       u"--segments"_s, u"4"_s,  u"--use-reentrant"_s,
                                                       u"false"_s}
                                        << object({{u"schedule"_s, u"pytorch"_s},
                                                   {u"layers"_s, 16},
                                                   {u"segments"_s, 4},
                                                   {u"use_reentrant"_s, false},
                                                   {u"layer_saves"_s, u"input"_s},
                                                   {u"segment_size"_s, 4},
                                                   {u"last_segment"_s, 4},
                                                   {u"backward_ratio"_s, 2.0},
                                                   {u"peak_activations"_s, 7},
                                                   {u"saved_after_forward"_s, 7},
                                                   {u"layer_forwards"_s, 25},
                                                   {u"extra_forwards"_s, 9},
                                                   {u"overhead"_s, 9.0 / 48.0}});
    QTest::newRow("optimal s=18") << QStringList{u"--layers"_s, u"100"_s,     u"--schedule"_s,
                                                 u"optimal"_s,  u"--slots"_s, u"18"_s}
                                  << object({{u"schedule"_s, u"optimal"_s},
                                             {u"layers"_s, 100},
                                             {u"slots"_s, 18},
                                             {u"backward_ratio"_s, 2.0},
                                             {u"peak_activations"_s, 19},
                                             {u"saved_after_forward"_s, 19},
                                             {u"layer_forwards"_s, 181},
                                             {u"extra_forwards"_s, 81},
                                             {u"overhead"_s, 81.0 / 300.0}});
    QTest::newRow("optimal default slots") << QStringList{u"--layers"_s, u"100"_s, u"--schedule"_s, u"optimal"_s}
                                           << object({{u"schedule"_s, u"optimal"_s},
                                                      {u"layers"_s, 100},
                                                      {u"slots"_s, 18},
                                                      {u"backward_ratio"_s, 2.0},
                                                      {u"peak_activations"_s, 19},
                                                      {u"saved_after_forward"_s, 19},
                                                      {u"layer_forwards"_s, 181},
                                                      {u"extra_forwards"_s, 81},
                                                      {u"overhead"_s, 81.0 / 300.0}});
    QTest::newRow("store-all one layer") << QStringList{u"--layers"_s,         u"1"_s,  u"--schedule"_s, u"store-all"_s,
                                                        u"--backward-ratio"_s, u"2.5"_s}
                                         << object({{u"schedule"_s, u"store-all"_s},
                                                    {u"layers"_s, 1},
                                                    {u"backward_ratio"_s, 2.5},
                                                    {u"peak_activations"_s, 1},
                                                    {u"saved_after_forward"_s, 1},
                                                    {u"layer_forwards"_s, 1},
                                                    {u"extra_forwards"_s, 0},
                                                    {u"overhead"_s, 0.0}});
    QTest::newRow("a million layers, k=N") << QStringList{u"--layers"_s, u"1000000"_s, u"--spacing"_s, u"1000000"_s}
                                           << object({{u"schedule"_s, u"uniform"_s},
                                                      {u"layers"_s, 1000000},
                                                      {u"spacing"_s, 1000000},
                                                      {u"backward_ratio"_s, 2.0},
                                                      {u"peak_activations"_s, 1000000},
                                                      {u"saved_after_forward"_s, 1000000},
                                                      {u"layer_forwards"_s, 1000000},
                                                      {u"extra_forwards"_s, 0},
                                                      {u"overhead"_s, 0.0}});
    QTest::newRow("one slot, a million layers")
        << QStringList{u"--layers"_s, u"1000000"_s, u"--schedule"_s, u"optimal"_s, u"--slots"_s, u"1"_s}
        << object({{u"schedule"_s, u"optimal"_s},
                   {u"layers"_s, 1000000},
                   {u"slots"_s, 1},
                   {u"backward_ratio"_s, 2.0},
                   {u"peak_activations"_s, 2},
                   {u"saved_after_forward"_s, 2},
                   {u"layer_forwards"_s, 499999500001.0},
                   {u"extra_forwards"_s, 499998500001.0},
                   {u"overhead"_s, 499998500001.0 / 3e6}});
}

void TestSimulateCommand::goodRuns()
{
    QFETCH(QStringList, arguments);
    QFETCH(QJsonObject, expected);
    const CommandRun run = runCommand(arguments);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, SimulateCommand::Success);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(document.isObject());
    QVERIFY(run.out.endsWith(u'\n'));
    QCOMPARE(run.out.count(u'\n'), 1);
    const QJsonObject actual = document.object();
    QCOMPARE(actual.keys(), expected.keys());
    for (const QString &key : expected.keys())
        QCOMPARE(actual.value(key), expected.value(key));
}

void TestSimulateCommand::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto args = [](const char *line) { return QString::fromLatin1(line).split(u' '); };
    QTest::newRow("nothing") << QStringList{} << u"--layers is required: an integer between 1 and 1000000"_s;
    const QString usage = u" Run \"checkpoint-quiz simulate --help\" for usage."_s;
    QTest::newRow("layers missing value") << args("--layers") << u"Missing value after '--layers'."_s + usage;
    QTest::newRow("layers zero") << args("--layers 0")
                                 << u"--layers must be an integer between 1 and 1000000 (got 0)"_s;
    QTest::newRow("layers too many") << args("--layers 1000001")
                                     << u"--layers must be an integer between 1 and 1000000 (got 1000001)"_s;
    QTest::newRow("layers overflow") << args("--layers 99999999999999999999999")
                                     << u"--layers must be an integer between 1 and 1000000 (got "
                                        "'99999999999999999999999')"_s;
    QTest::newRow("layers text") << args("--layers ten")
                                 << u"--layers must be an integer between 1 and 1000000 (got 'ten')"_s;
    QTest::newRow("layers fraction") << args("--layers 2.5")
                                     << u"--layers must be an integer between 1 and 1000000 (got '2.5')"_s;
    QTest::newRow("layers empty") << args("--layers=")
                                  << u"--layers must be an integer between 1 and 1000000 (got '')"_s;
    QTest::newRow("unknown schedule") << args("--layers 10 --schedule revolve")
                                      << u"--schedule must be one of uniform, pytorch, optimal, "
                                         "store-all (got 'revolve')"_s;
    QTest::newRow("spacing zero") << args("--layers 10 --spacing 0")
                                  << u"--spacing must be an integer between 1 and 10 (the number of "
                                     "layers) (got 0)"_s;
    QTest::newRow("spacing beyond N") << args("--layers 10 --spacing 11")
                                      << u"--spacing must be an integer between 1 and 10 (the number "
                                         "of layers) (got 11)"_s;
    QTest::newRow("segments beyond N") << args("--layers 10 --schedule pytorch --segments 11")
                                       << u"--segments must be an integer between 1 and 10 (the "
                                          "number of layers) (got 11)"_s;
    QTest::newRow("slots zero") << args("--layers 10 --schedule optimal --slots 0")
                                << u"--slots must be an integer between 1 and 1000000 (got 0)"_s;
    QTest::newRow("slots negative") << args("--layers 10 --schedule optimal --slots -4")
                                    << u"--slots must be an integer between 1 and 1000000 (got -4)"_s;
    QTest::newRow("spacing for pytorch") << args("--layers 10 --schedule pytorch --spacing 2")
                                         << u"--spacing applies only to --schedule uniform"_s;
    QTest::newRow("slots for uniform") << args("--layers 10 --slots 2")
                                       << u"--slots applies only to --schedule optimal"_s;
    QTest::newRow("segments for store-all")
        << args("--layers 10 --schedule store-all --segments 2") << u"--segments applies only to --schedule pytorch"_s;
    QTest::newRow("layer-saves for uniform")
        << args("--layers 10 --layer-saves output")
        << u"--layer-saves applies only to --schedule pytorch with --use-reentrant false"_s;
    QTest::newRow("layer-saves with reentrant")
        << args("--layers 10 --schedule pytorch --use-reentrant true --layer-saves output")
        << u"--layer-saves applies only to --schedule pytorch with --use-reentrant false"_s;
    QTest::newRow("layer-saves neither") << args("--layers 10 --schedule pytorch --layer-saves mask")
                                         << u"--layer-saves must be input or output (got 'mask')"_s;
    QTest::newRow("use-reentrant for uniform")
        << args("--layers 10 --use-reentrant true") << u"--use-reentrant applies only to --schedule pytorch"_s;
    QTest::newRow("use-reentrant not a boolean") << args("--layers 10 --schedule pytorch --use-reentrant yes")
                                                 << u"--use-reentrant must be true or false (got 'yes')"_s;
    QTest::newRow("ratio zero") << args("--layers 10 --backward-ratio 0")
                                << u"--backward-ratio must be a finite number above 0 (got '0')"_s;
    QTest::newRow("ratio negative") << args("--layers 10 --backward-ratio -2")
                                    << u"--backward-ratio must be a finite number above 0 (got '-2')"_s;
    QTest::newRow("ratio nan") << args("--layers 10 --backward-ratio nan")
                               << u"--backward-ratio must be a finite number above 0 (got 'nan')"_s;
    QTest::newRow("ratio inf") << args("--layers 10 --backward-ratio inf")
                               << u"--backward-ratio must be a finite number above 0 (got 'inf')"_s;
    QTest::newRow("ratio text") << args("--layers 10 --backward-ratio two")
                                << u"--backward-ratio must be a finite number above 0 (got 'two')"_s;
    QTest::newRow("repeated") << args("--layers 10 --layers 20") << u"--layers is given more than once."_s;
    QTest::newRow("repeated, another spelling")
        << args("--layers=10 -layers 20") << u"--layers is given more than once."_s;
    QTest::newRow("unknown option") << args("--layers 10 --fast") << u"Unknown option 'fast'."_s + usage;
    QTest::newRow("stray value") << args("10 --layers 10")
                                 << u"Unexpected argument \"10\"; run \"checkpoint-quiz simulate --help\" for usage."_s;
    QTest::newRow("unknown language") << args("--layers 10 --lang xx")
                                      << u"Unknown language \"xx\": use %1."_s.arg(Language::codeList());
    const QString huge(100'000, u'9');
    QTest::newRow("huge value is shortened")
        << QStringList{u"--layers"_s, huge}
        << u"--layers must be an integer between 1 and 1000000 (got '%1…%2')"_s.arg(QString(59, u'9'),
                                                                                    QString(20, u'9'));
}

void TestSimulateCommand::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CommandRun run = runCommand(arguments);
    QCOMPARE(run.exitCode, SimulateCommand::UsageError);
    QCOMPARE(run.out, QString());
    QCOMPARE(run.err, u"checkpoint-quiz simulate: "_s + message + u'\n');
}

void TestSimulateCommand::help_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("--help") << QStringList{u"simulate"_s, u"--help"_s};
    QTest::newRow("-h") << QStringList{u"simulate"_s, u"-h"_s};
    QTest::newRow("help simulate") << QStringList{u"help"_s, u"simulate"_s};
}

// The options, the schedules and their parameters come from the catalogue; the exit codes are documented.
void TestSimulateCommand::help()
{
    QFETCH(QStringList, arguments);
    const WindowCommand window([](const QCommandLineParser &, QTextStream &) { return -1; });
    const CommandRegistry commands(window);
    QString outText;
    QString errText;
    QTextStream out(&outText);
    QTextStream err(&errText);
    const int exitCode = CommandLine(QStringList{u"checkpoint-quiz"_s} + arguments, commands).execute(out, err);
    QCOMPARE(exitCode, Command::Success);
    QCOMPARE(errText, QString());
    QVERIFY2(outText.startsWith(u"Usage: checkpoint-quiz simulate [options]\n"_s), qPrintable(outText));
    for (const ScheduleCatalog::Entry &schedule : ScheduleCatalog::all()) {
        QVERIFY(outText.contains(QLatin1String(schedule.name)));
        if (schedule.parameter)
            QVERIFY(outText.contains(
                u"--%1 <%2>"_s.arg(QLatin1String(schedule.parameter), QLatin1String(schedule.valueName))));
    }
    QVERIFY(outText.contains(u"--layers <N>"_s));
    QVERIFY(outText.contains(u"0 success, 1 a file could not be read or written, 2 wrong arguments"_s));
}

namespace {

// Every key the issue asks for, and the others the command prints.
const QStringList realisticKeys = {u"activation_bytes_per_layer"_s,
                                   u"label"_s,
                                   u"pipeline_parallel"_s,
                                   u"total_gpus"_s,
                                   u"global_batch"_s,
                                   u"micro_batches_in_flight"_s,
                                   u"offload"_s,
                                   u"host_optimizer_bytes"_s,
                                   u"stage"_s,
                                   u"stage_parameters"_s,
                                   u"largest_term"_s,
                                   u"reserve_bytes"_s,
                                   u"gather_buffer_bytes"_s,
                                   u"activation_and_logits_peak_bytes"_s,
                                   u"logits_bytes"_s,
                                   u"recompute_working_bytes"_s,
                                   u"convention"_s,
                                   u"block_input_bytes"_s,
                                   u"block_saved_bytes"_s,
                                   u"bytes_per_parameter"_s,
                                   u"ffn"_s,
                                   u"fits"_s,
                                   u"fused_attention"_s,
                                   u"gpu_memory_bytes"_s,
                                   u"gpus"_s,
                                   u"gradient_bytes"_s,
                                   u"headroom_bytes"_s,
                                   u"heads"_s,
                                   u"hidden"_s,
                                   u"kv_heads"_s,
                                   u"layers"_s,
                                   u"learned_positions"_s,
                                   u"micro_batch"_s,
                                   u"mlp"_s,
                                   u"model"_s,
                                   u"model_state_bytes"_s,
                                   u"optimizer_bytes"_s,
                                   u"overhead"_s,
                                   u"overhead_paper"_s,
                                   u"parameters"_s,
                                   u"parameters_per_layer"_s,
                                   u"peak_activation_bytes"_s,
                                   u"precision"_s,
                                   u"recompute"_s,
                                   u"recompute_flops"_s,
                                   u"recomputed_layers"_s,
                                   u"saved_after_forward_bytes"_s,
                                   u"seq_len"_s,
                                   u"sequence_parallel"_s,
                                   u"step_flops"_s,
                                   u"tensor_parallel"_s,
                                   u"tied_embeddings"_s,
                                   u"total_bytes"_s,
                                   u"vocab"_s,
                                   u"weight_bytes"_s,
                                   u"zero"_s};

constexpr qint64 gpt3Sbh = Q_INT64_C(2048) * 12288;
constexpr qint64 llamaSbh = Q_INT64_C(8192) * 4096;
constexpr qint64 llamaLogits = Q_INT64_C(8192) * 128'256 * 10; // bf16 logits, their fp32 copy, its gradient
// Full recomputation with fused attention ends the forward pass with 31 checkpoints and the last block's 34·sbh, then
// the logits; the reserve comes on top.
constexpr qint64 llamaRest = 96 * llamaSbh + llamaLogits + (Q_INT64_C(1) << 30);

} // namespace

void TestSimulateCommand::realisticRuns_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QJsonObject>("expected"); // a subset of the keys; integers compared exactly
    const auto args = [](const char *line) { return QString::fromLatin1(line).split(u' '); };
    const auto object = [](std::initializer_list<QPair<QString, QJsonValue>> values) { return QJsonObject(values); };
    QTest::newRow("GPT-3 none") << args("--model gpt3-175b --recompute none --convention paper")
                                << object({{u"model"_s, u"gpt3-175b"_s},
                                           {u"parameters"_s, Q_INT64_C(174'604'259'328)},
                                           {u"activation_bytes_per_layer"_s, 114 * gpt3Sbh},
                                           {u"peak_activation_bytes"_s, Q_INT64_C(96) * 114 * gpt3Sbh},
                                           {u"recompute_flops"_s, 0},
                                           {u"overhead_paper"_s, 0.0},
                                           {u"weight_bytes"_s, 2 * Q_INT64_C(174'604'259'328)},
                                           {u"fits"_s, false}});
    QTest::newRow("GPT-3 selective") << args("--model=gpt3-175b --recompute=selective --convention paper")
                                     << object(
                                            {{u"recompute"_s, u"selective"_s},
                                             {u"activation_bytes_per_layer"_s, 34 * gpt3Sbh},
                                             {u"peak_activation_bytes"_s, Q_INT64_C(95) * 34 * gpt3Sbh + 114 * gpt3Sbh},
                                             {u"recompute_working_bytes"_s, 80 * gpt3Sbh},
                                             {u"recompute_flops"_s, Q_INT64_C(96) * 4 * Q_INT64_C(2048) * 2048 * 12288},
                                             {u"step_flops"_s, Q_INT64_C(2'204'412'785'197'056)}});
    QTest::newRow("GPT-3 full") << args("--model gpt3-175b --recompute full --convention paper")
                                << object({{u"spacing"_s, 1},
                                           {u"activation_bytes_per_layer"_s, 2 * gpt3Sbh},
                                           {u"peak_activation_bytes"_s, Q_INT64_C(95) * 2 * gpt3Sbh + 114 * gpt3Sbh},
                                           {u"recomputed_layers"_s, 95}});
    QTest::newRow("GPT-3 every 8") << args("--model gpt3-175b --recompute full --spacing 8 --convention paper")
                                   << object({{u"spacing"_s, 8},
                                              {u"peak_activation_bytes"_s,
                                               Q_INT64_C(11) * 2 * gpt3Sbh + Q_INT64_C(8) * 114 * gpt3Sbh},
                                              {u"recomputed_layers"_s, 88},
                                              {u"overhead_paper"_s, QJsonValue()}});
    QTest::newRow("GPT-3 t=8 SP") << args(
        "--model gpt3-175b --recompute none --tensor-parallel 8 --sequence-parallel --convention paper")
                                  << object({{u"activation_bytes_per_layer"_s, 114 * gpt3Sbh / 8},
                                             {u"weight_bytes"_s, 2 * Q_INT64_C(174'604'259'328) / 8}});
    QTest::newRow("GPT-3 t=8") << args("--model gpt3-175b --recompute none --tensor-parallel 8 --convention paper")
                               << object(
                                      {{u"activation_bytes_per_layer"_s, 10 * gpt3Sbh + 3 * gpt3Sbh + 10 * gpt3Sbh}});
    QTest::newRow("GPT-3 32-bit") << args("--model gpt3-175b --recompute none --precision 32 --convention paper")
                                  << object({{u"precision"_s, 32},
                                             {u"activation_bytes_per_layer"_s,
                                              66 * gpt3Sbh + Q_INT64_C(9) * 96 * Q_INT64_C(2048) * 2048}});
    QTest::newRow("Llama 8B, ZeRO-1")
        << args("--model llama-3.1-8b --recompute full --fused-attention --gpus 8 --zero 1 --convention paper")
        << object({{u"parameters"_s, Q_INT64_C(8'030'261'248)},
                   {u"model_state_bytes"_s, Q_INT64_C(44'166'436'864)},
                   {u"peak_activation_bytes"_s, Q_INT64_C(31) * 2 * llamaSbh + 34 * llamaSbh},
                   {u"logits_bytes"_s, llamaLogits},
                   {u"total_bytes"_s, Q_INT64_C(44'166'436'864) + 96 * llamaSbh + llamaLogits + (Q_INT64_C(1) << 30)},
                   {u"gpu_memory_bytes"_s, Q_INT64_C(80) << 30},
                   {u"fits"_s, true}});
    QTest::newRow("Llama 8B, ZeRO-2") << args(
        "--model llama-3.1-8b --recompute full --fused-attention --gpus 8 --zero 2")
                                      << object({{u"model_state_bytes"_s, Q_INT64_C(30'113'479'680)}});
    QTest::newRow("Llama 8B, ZeRO-3")
        << args("--model llama-3.1-8b --recompute full --fused-attention --gpus 8 --zero 3")
        << object({{u"model_state_bytes"_s, Q_INT64_C(16'060'522'496)}, {u"weight_bytes"_s, Q_INT64_C(2'007'565'312)}});
    // 128.5 GB = 119.7 GiB of model state plus 3 GiB of activations, 9.8 GiB of logits and the 1 GiB reserve: not on an
    // 80 GiB GPU, but on a 141 GiB one.
    QTest::newRow("Llama 8B, one 80 GiB GPU")
        << args("--model llama-3.1-8b --recompute full --fused-attention --convention paper")
        << object({{u"model_state_bytes"_s, Q_INT64_C(128'484'179'968)},
                   {u"total_bytes"_s, Q_INT64_C(128'484'179'968) + llamaRest},
                   {u"gpu_memory_bytes"_s, Q_INT64_C(80) << 30},
                   {u"headroom_bytes"_s, (Q_INT64_C(80) << 30) - Q_INT64_C(128'484'179'968) - llamaRest},
                   {u"largest_term"_s, u"model_state"_s},
                   {u"fits"_s, false}});
    QTest::newRow("Llama 8B, one 141 GiB GPU")
        << args("--model llama-3.1-8b --recompute full --fused-attention --gpu-memory 141 --convention paper")
        << object({{u"gpu_memory_bytes"_s, Q_INT64_C(141) << 30},
                   {u"headroom_bytes"_s, (Q_INT64_C(141) << 30) - Q_INT64_C(128'484'179'968) - llamaRest},
                   {u"fits"_s, true}});
    QTest::newRow("preset overridden")
        << args("--model llama-3.1-8b --layers 16 --seq-len 4096 --micro-batch 2 --recompute none")
        << object({{u"layers"_s, 16},
                   {u"seq_len"_s, 4096},
                   {u"micro_batch"_s, 2},
                   {u"parameters"_s, Q_INT64_C(16) * 218'112'000 + Q_INT64_C(2) * 128256 * 4096 + 4096}});
    QTest::newRow("custom GPT-2 small") << args(
        "--model custom --layers 12 --hidden 768 --heads 12 --vocab 50257 --seq-len 1024 --recompute none")
                                        << object({{u"model"_s, u"custom"_s},
                                                   {u"parameters"_s, Q_INT64_C(124'439'808)},
                                                   {u"ffn"_s, 3072},
                                                   {u"kv_heads"_s, 12},
                                                   {u"mlp"_s, u"gelu"_s}});
    QTest::newRow("custom Llama-3.1-8B") << args(
        "--model custom --layers 32 --hidden 4096 --heads 32 --kv-heads 8 --ffn 14336 --mlp swiglu --vocab 128256 "
        "--seq-len 8192 --recompute none")
                                         << object({{u"parameters"_s, Q_INT64_C(8'030'261'248)},
                                                    {u"tied_embeddings"_s, false},
                                                    {u"learned_positions"_s, false}});
    // The measured convention (the default): a Llama block with fused attention saves 41·sbh and a few fp32 rows.
    QTest::newRow("Llama 8B measured") << args("--model llama-3.1-8b --block llama --attention fused --policy none")
                                       << object({{u"convention"_s, u"measured"_s},
                                                  {u"activation_bytes_per_layer"_s,
                                                   41 * llamaSbh + Q_INT64_C(4) * 32 * 8192 + Q_INT64_C(8) * 8192}});
    QTest::newRow("custom policy") << args("--model gpt2-small --policy custom --save mlp.fc,attn.qkv --reserve 0.5")
                                   << object({{u"save"_s, QJsonArray{u"mlp.fc"_s, u"attn.qkv"_s}},
                                              {u"activation_bytes_per_layer"_s, Q_INT64_C(1024) * 768 * 2 * 8},
                                              {u"reserve_bytes"_s, Q_INT64_C(1) << 29},
                                              {u"dropout"_s, 0.1}});
    QTest::newRow("beyond 2^53, exact") << args("--model gpt3-175b --recompute full --micro-batch 64 --fused-attention")
                                        << object({{u"step_flops"_s, 64 * Q_INT64_C(2'204'412'785'197'056)}});
    QTest::newRow("ZeRO-3 gathers two blocks") << args("--model gpt2-small --recompute full --gpus 4 --zero 3")
                                               << object({{u"gather_buffer_bytes"_s, Q_INT64_C(4) * 7'087'872}});
}

void TestSimulateCommand::realisticRuns()
{
    QFETCH(QStringList, arguments);
    QFETCH(QJsonObject, expected);
    const CommandRun run = runCommand(arguments);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, SimulateCommand::Success);
    QCOMPARE(run.out.count(u'\n'), 1);
    QJsonParseError error;
    const QJsonObject actual = QJsonDocument::fromJson(run.out.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QStringList keys = realisticKeys;
    for (const QString &optional : {u"spacing"_s, u"save"_s, u"dropout"_s, u"saved_tensors"_s}) {
        if (actual.contains(optional))
            keys.append(optional);
    }
    QCOMPARE(actual.contains(u"saved_tensors"_s), actual.value(u"convention"_s).toString() == "measured"_L1);
    keys.sort();
    QCOMPARE(actual.keys(), keys);
    for (const QString &key : expected.keys()) {
        const QJsonValue value = expected.value(key);
        if (value.isDouble() && value.toDouble() == double(value.toInteger()) && key != "overhead_paper"_L1)
            QCOMPARE(actual.value(key).toInteger(-1), value.toInteger());
        else
            QCOMPARE(actual.value(key), value);
    }
    // The parts add up whatever the row.
    QCOMPARE(actual.value(u"weight_bytes"_s).toInteger() + actual.value(u"gradient_bytes"_s).toInteger()
                 + actual.value(u"optimizer_bytes"_s).toInteger(),
             actual.value(u"model_state_bytes"_s).toInteger());
    QCOMPARE(actual.value(u"model_state_bytes"_s).toInteger()
                 + actual.value(u"activation_and_logits_peak_bytes"_s).toInteger()
                 + actual.value(u"gather_buffer_bytes"_s).toInteger() + actual.value(u"reserve_bytes"_s).toInteger(),
             actual.value(u"total_bytes"_s).toInteger());
}

void TestSimulateCommand::planRoundTrip_data()
{
    QTest::addColumn<QStringList>("base");
    QTest::addColumn<QStringList>("plan");
    const QStringList llama = {u"--model"_s, u"llama-3.1-70b"_s, u"--seq-len"_s, u"4096"_s, u"--gpu-memory"_s, u"80"_s};
    QTest::newRow("Llama-3.1-70B on 16 GPUs")
        << llama << QStringList{u"--gpus"_s, u"16"_s, u"--global-batch"_s, u"32"_s};
    const QStringList mixtral = {u"--config"_s, QStringLiteral(CQ_SOURCE_DIR "/tests/data/configs/mixtral-8x7b.json"),
                                 u"--seq-len"_s, u"4096"_s, u"--attention"_s, u"fused"_s};
    QTest::newRow("Mixtral-8x7B on 8 GPUs") << mixtral << QStringList{u"--gpus"_s, u"8"_s, u"--global-batch"_s, u"64"_s};
}

// Every setup the plan lists, given back to simulate as plain options, gives the same bytes and fits.
void TestSimulateCommand::planRoundTrip()
{
    QFETCH(QStringList, base);
    QFETCH(QStringList, plan);
    const CommandRun run = runCommand(base + plan + QStringList{u"--plan"_s, u"--plan-limit"_s, u"1000"_s});
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, SimulateCommand::Success);
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray setups = json.value("setups"_L1).toArray();
    QVERIFY(setups.size() >= 3);
    QCOMPARE(setups.size(), json.value("fitting_layouts"_L1).toInteger());
    QCOMPARE(json.value("communication"_L1).toString(), u"ignored"_s);
    double previous = 0;
    for (const QJsonValue value : setups) {
        const QJsonObject setup = value.toObject();
        QVERIFY(setup.value("fits"_L1).toBool());
        QVERIFY(setup.value("step_seconds"_L1).toDouble() >= previous);
        previous = setup.value("step_seconds"_L1).toDouble();
        QStringList options = base;
        for (const QJsonValue option : setup.value("options"_L1).toArray())
            options.append(option.toString());
        const CommandRun again = runCommand(options);
        QCOMPARE(again.err, QString());
        const QJsonObject figures = QJsonDocument::fromJson(again.out.toUtf8()).object();
        QCOMPARE(figures.value("total_bytes"_L1).toInteger(), setup.value("total_bytes"_L1).toInteger());
        QVERIFY(figures.value("fits"_L1).toBool());
        QCOMPARE(figures.value("total_gpus"_L1).toInteger(), json.value("gpus"_L1).toInteger());
        QCOMPARE(figures.value("overhead"_L1).toDouble(),
                 setup.value("recompute_overhead"_L1).toDouble());
    }
}

// The case: 70B on 8 × 80 GiB, ZeRO-3, full recomputation: model state overflows and no policy can help;
// the smallest change that fits is named with what it changes.
void TestSimulateCommand::planWhyNot()
{
    const CommandRun run = runCommand({u"--model"_s, u"llama-3.1-70b"_s, u"--gpus"_s, u"8"_s, u"--zero"_s, u"3"_s,
                                       u"--recompute"_s, u"full"_s, u"--global-batch"_s, u"64"_s, u"--plan"_s});
    QCOMPARE(run.err, QString());
    const QJsonObject whyNot = QJsonDocument::fromJson(run.out.toUtf8()).object().value("why_not"_L1).toObject();
    QVERIFY(!whyNot.value("fits"_L1).toBool());
    QCOMPARE(whyNot.value("largest_term"_L1).toString(), u"model_state"_s);
    QVERIFY(!whyNot.value("recompute_can_fit"_L1).toBool());
    QCOMPARE(whyNot.value("data_parallel"_L1).toInteger(), 8);
    QVERIFY(whyNot.value("message"_L1).toString().contains("recomputation alone cannot make it fit"_L1));
    const QJsonObject change = whyNot.value("smallest_change"_L1).toObject();
    QVERIFY(change.value("fits"_L1).toBool());
    QVERIFY(!change.value("changes"_L1).toArray().isEmpty());

    const CommandRun bad = runCommand({u"--model"_s, u"gpt2-small"_s, u"--gpus"_s, u"6"_s, u"--tensor-parallel"_s,
                                       u"4"_s, u"--plan"_s});
    QCOMPARE(bad.exitCode, SimulateCommand::UsageError);
    QVERIFY2(bad.err.contains(u"--tensor-parallel × --pipeline-parallel (4 × 1) must divide --gpus (6) with --plan"_s),
             qPrintable(bad.err));
}

void TestSimulateCommand::configFile()
{
    const QString mixtral = QStringLiteral(CQ_SOURCE_DIR "/tests/data/configs/mixtral-8x7b.json");
    const CommandRun run = runCommand({u"--config"_s, mixtral, u"--recompute"_s, u"full"_s});
    QCOMPARE(run.err, QString());
    const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(json.value("parameters"_L1).toInteger(), Q_INT64_C(46'702'792'704));
    QCOMPARE(json.value("model"_L1).toString(), u"config"_s);
    QCOMPARE(json.value("label"_L1).toString(), u"mixtral-8x7b"_s);
    const CommandRun both = runCommand({u"--config"_s, mixtral, u"--model"_s, u"gpt2-small"_s, u"--recompute"_s,
                                        u"none"_s});
    QCOMPARE(both.exitCode, SimulateCommand::UsageError);
    QVERIFY(both.err.contains("--config and --model exclude each other"_L1));
    const CommandRun missing = runCommand({u"--config"_s, u"/nonexistent/config.json"_s, u"--recompute"_s, u"none"_s});
    QCOMPARE(missing.exitCode, SimulateCommand::UsageError);
    QVERIFY2(missing.err.contains("/nonexistent/config.json: "_L1), qPrintable(missing.err));
}

// --measure-script writes the setup's script beside the usual JSON; a folder it cannot write is exit 1 and one line,
// and with --plan (no one setup yet) it is a usage error.
void TestSimulateCommand::measureScript()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(u"step.py"_s);
    const QStringList setup{u"--model"_s, u"llama-3.1-8b"_s, u"--micro-batch"_s, u"2"_s, u"--recompute"_s,
                            u"full"_s, u"--spacing"_s, u"4"_s, u"--tensor-parallel"_s, u"2"_s};
    const CommandRun run = runCommand(setup + QStringList{u"--measure-script"_s, path});
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, SimulateCommand::Success);
    QVERIFY(QJsonDocument::fromJson(run.out.toUtf8()).isObject());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject embedded = MeasurementScript::embeddedSetup(file.readAll());
    QCOMPARE(embedded[u"model"_s][u"name"_s].toString(), u"llama-3.1-8b"_s);
    QCOMPARE(embedded[u"setup"_s][u"micro_batch"_s].toInteger(), 2LL);
    QCOMPARE(embedded[u"recompute"_s][u"spacing"_s].toInteger(), 4LL);
    QCOMPARE(embedded[u"not_reproduced"_s].toArray(), QJsonArray{u"tensor_parallel=2"_s});
    QCOMPARE(embedded[u"predicted"_s][u"peak_activation_bytes"_s].toInteger(),
             QJsonDocument::fromJson(run.out.toUtf8())[u"peak_activation_bytes"_s].toInteger());

    const CommandRun unwritable = runCommand(setup + QStringList{u"--measure-script"_s, u"/proc/none/step.py"_s});
    QCOMPARE(unwritable.exitCode, SimulateCommand::IoError);
    QVERIFY2(unwritable.err.startsWith(u"checkpoint-quiz simulate: "_s), qPrintable(unwritable.err));
    QCOMPARE(unwritable.err.count(u'\n'), 1);
    const CommandRun plan = runCommand(setup + QStringList{u"--plan"_s, u"--measure-script"_s, path});
    QCOMPARE(plan.exitCode, SimulateCommand::UsageError);
    QVERIFY(plan.err.contains(u"--measure-script does not apply with --plan"_s));
}

void TestSimulateCommand::listModels()
{
    const CommandRun run = runCommand({u"--list-models"_s});
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, SimulateCommand::Success);
    const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), TransformerModel::presets().size());
    QCOMPARE(lines.first(), u"gpt2-small            124439808  GPT-2 small"_s);
    QCOMPARE(lines.at(4), u"gpt3-175b          174604259328  GPT-3 175B"_s);
    QCOMPARE(lines.at(5), u"llama-3.1-8b         8030261248  Llama-3.1-8B"_s);
    QCOMPARE(lines.at(7), u"llama-3.1-405b     405853388800  Llama-3.1-405B"_s);
    QCOMPARE(lines.last(), u"qwen1.5-moe-a2.7b   14315784192  Qwen1.5-MoE-A2.7B"_s);
}

void TestSimulateCommand::realisticBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto args = [](const char *line) { return QString::fromLatin1(line).split(u' '); };
    QTest::newRow("unknown model") << args("--model gpt4 --recompute none")
                                   << u"--model must be one of %1 or custom (got 'gpt4')"_s.arg(
                                          TransformerModel::presetNameList());
    QTest::newRow("no recompute") << args("--model gpt2-small")
                                  << u"--recompute is required with --model: none, selective, full, mlp, "
                                     "layernorm, save-matmuls, custom"_s;
    QTest::newRow("bad recompute")
        << args("--model gpt2-small --recompute some")
        << u"--recompute must be one of none, selective, full, mlp, layernorm, save-matmuls, "
           "custom (got 'some')"_s;
    QTest::newRow("paper without mlp") << args("--model gpt2-small --policy mlp --convention paper")
                                       << u"the paper convention (Korthikanti et al.'s Table 2) has no policy \"mlp\"; "
                                          "it needs the measured convention"_s;
    QTest::newRow("bad convention") << args("--model gpt2-small --policy none --convention table")
                                    << u"--convention must be measured or paper (got 'table')"_s;
    QTest::newRow("save without custom") << args("--model gpt2-small --policy none --save mlp.fc")
                                         << u"--save applies only to --recompute custom"_s;
    QTest::newRow("unknown op") << args("--model gpt2-small --policy custom --save mlp.up")
                                << u"the block has no op named \"mlp.up\""_s;
    QTest::newRow("bad attention") << args("--model gpt2-small --policy none --attention flash")
                                   << u"--attention must be eager or fused (got 'flash')"_s;
    QTest::newRow("contradicting attention")
        << args("--model gpt2-small --policy none --attention eager --fused-attention")
        << u"--fused-attention contradicts --attention eager"_s;
    QTest::newRow("dropout 1") << args("--model gpt2-small --policy none --dropout 1")
                               << u"--dropout must be a probability at least 0 and below 1 (got '1')"_s;
    QTest::newRow("negative reserve") << args("--model gpt2-small --policy none --reserve -1")
                                      << u"--reserve must be between 0 and the GPU's 80 GiB (got '-1')"_s;
    QTest::newRow("kv heads over t") << args("--model llama-3.1-8b --policy none --tensor-parallel 16")
                                     << u"the tensor-parallel size (16) must divide the kv heads (8)"_s;
    QTest::newRow("spacing with selective") << args("--model gpt2-small --recompute selective --spacing 2")
                                            << u"--spacing applies only to --recompute full"_s;
    QTest::newRow("spacing beyond L") << args("--model gpt2-small --recompute full --spacing 13")
                                      << u"--spacing must be an integer between 1 and 12 (the number of layers) (got "
                                         "13)"_s;
    QTest::newRow("custom without hidden")
        << args("--model custom --layers 2 --heads 2 --vocab 10 --seq-len 8 --recompute none")
        << u"--model custom needs --hidden"_s;
    QTest::newRow("heads not dividing hidden")
        << args("--model gpt2-small --heads 7 --recompute none") << u"heads (7) must divide the hidden size (768)"_s;
    QTest::newRow("kv heads not dividing heads")
        << args("--model llama-3.1-8b --kv-heads 5 --recompute none") << u"kv heads (5) must divide the heads (32)"_s;
    QTest::newRow("t not dividing heads") << args("--model gpt2-small --tensor-parallel 5 --recompute none")
                                          << u"the tensor-parallel size (5) must divide the heads (12)"_s;
    QTest::newRow("zero hidden") << args("--model gpt2-small --hidden 0 --recompute none")
                                 << u"--hidden must be an integer between 1 and 1000000000000 (got 0)"_s;
    QTest::newRow("negative micro-batch") << args("--model gpt2-small --micro-batch -1 --recompute none")
                                          << u"--micro-batch must be an integer between 1 and 1000000000000 (got -1)"_s;
    QTest::newRow("precision 8") << args("--model gpt2-small --precision 8 --recompute none")
                                 << u"--precision must be 16 or 32 (got '8')"_s;
    QTest::newRow("zero 4") << args("--model gpt2-small --zero 4 --recompute none")
                            << u"--zero must be 0, 1, 2 or 3 (got '4')"_s;
    QTest::newRow("bad mlp") << args(
        "--model custom --layers 2 --hidden 8 --heads 2 --vocab 10 --seq-len 8 --mlp relu --recompute none")
                             << u"--block must be gpt (gelu) or llama (swiglu) (got 'relu')"_s;
    QTest::newRow("sequence parallel alone") << args("--model gpt2-small --sequence-parallel --recompute none")
                                             << u"--sequence-parallel needs --tensor-parallel above 1"_s;
    QTest::newRow("beyond learned positions") << args("--model gpt2-small --seq-len 2048 --recompute none")
                                              << u"sequence length 2,048 exceeds the model's 1,024 learned positions"_s;
    QTest::newRow("bytes beyond 64 bits") << args("--model gpt3-175b --micro-batch 17179869184 --recompute none")
                                          << u"the activation bytes of one block exceed 64 bits"_s;
    QTest::newRow("parameters beyond 64 bits")
        << args("--model custom --layers 1000000 --hidden 1000000000 --heads 1 --vocab 10 --seq-len 8 --recompute none")
        << u"the parameter count exceeds 64 bits"_s;
    QTest::newRow("schedule with model") << args("--model gpt2-small --recompute none --schedule uniform")
                                         << u"--schedule does not apply with --model"_s;
    QTest::newRow("slots with model") << args("--model gpt2-small --recompute none --slots 3")
                                      << u"--slots does not apply with --model"_s;
    QTest::newRow("hidden without model")
        << args("--layers 10 --hidden 768") << u"--hidden applies only with --model"_s;
    QTest::newRow("recompute without model")
        << args("--layers 10 --recompute full") << u"--recompute applies only with --model"_s;
    QTest::newRow("list-models with more")
        << args("--list-models --model gpt2-small") << u"--list-models takes no other options (got --model)"_s;
}

void TestSimulateCommand::realisticBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CommandRun run = runCommand(arguments);
    QCOMPARE(run.exitCode, SimulateCommand::UsageError);
    QCOMPARE(run.out, QString());
    QCOMPARE(run.err, u"checkpoint-quiz simulate: "_s + message + u'\n');
}

QTEST_GUILESS_MAIN(TestSimulateCommand)
#include "tst_simulatecommand.moc"
