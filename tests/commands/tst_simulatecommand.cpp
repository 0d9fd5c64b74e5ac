#include "commands/commandline.h"
#include "commands/commandregistry.h"
#include "commands/simulatecommand.h"
#include "commands/windowcommand.h"
#include "core/i18n/language.h"

#include "core/simulator/schedulecatalog.h"

#include <QJsonDocument>
#include <QJsonObject>
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
    void goodRuns_data();
    void goodRuns();
    void badArguments_data();
    void badArguments();
    void help_data();
    void help();
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

QTEST_GUILESS_MAIN(TestSimulateCommand)
#include "tst_simulatecommand.moc"
