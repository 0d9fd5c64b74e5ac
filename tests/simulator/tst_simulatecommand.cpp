#include "simulator/simulatecommand.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTextStream>

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
    run.exitCode = SimulateCommand::run(arguments, out, err);
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
    void help();
};

void TestSimulateCommand::goodRuns_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QJsonObject>("expected");
    const auto object = [](std::initializer_list<QPair<QString, QJsonValue>> values) { return QJsonObject(values); };
    QTest::newRow("uniform k=10") << QStringList{QStringLiteral("--layers"),   QStringLiteral("100"),
                                                 QStringLiteral("--schedule"), QStringLiteral("uniform"),
                                                 QStringLiteral("--spacing"),  QStringLiteral("10")}
                                  << object({{QStringLiteral("schedule"), QStringLiteral("uniform")},
                                             {QStringLiteral("layers"), 100},
                                             {QStringLiteral("spacing"), 10},
                                             {QStringLiteral("backward_ratio"), 2.0},
                                             {QStringLiteral("peak_activations"), 19},
                                             {QStringLiteral("saved_after_forward"), 10},
                                             {QStringLiteral("layer_forwards"), 190},
                                             {QStringLiteral("extra_forwards"), 90},
                                             {QStringLiteral("overhead"), 90.0 / 300.0}});
    QTest::newRow("uniform default spacing") << QStringList{QStringLiteral("--layers=100")}
                                             << object({{QStringLiteral("schedule"), QStringLiteral("uniform")},
                                                        {QStringLiteral("layers"), 100},
                                                        {QStringLiteral("spacing"), 8},
                                                        {QStringLiteral("backward_ratio"), 2.0},
                                                        {QStringLiteral("peak_activations"), 19},
                                                        {QStringLiteral("saved_after_forward"), 13},
                                                        {QStringLiteral("layer_forwards"), 187},
                                                        {QStringLiteral("extra_forwards"), 87},
                                                        {QStringLiteral("overhead"), 87.0 / 300.0}});
    QTest::newRow("pytorch measured") << QStringList{QStringLiteral("--layers"), QStringLiteral("16"),
                                                     QStringLiteral("--schedule=pytorch"), QStringLiteral("--segments"),
                                                     QStringLiteral("4")}
                                      << object({{QStringLiteral("schedule"), QStringLiteral("pytorch")},
                                                 {QStringLiteral("layers"), 16},
                                                 {QStringLiteral("segments"), 4},
                                                 {QStringLiteral("modeled_mode"), QStringLiteral("reentrant")},
                                                 {QStringLiteral("backward_ratio"), 2.0},
                                                 {QStringLiteral("peak_activations"), 7},
                                                 {QStringLiteral("saved_after_forward"), 7},
                                                 {QStringLiteral("layer_forwards"), 28},
                                                 {QStringLiteral("extra_forwards"), 12},
                                                 {QStringLiteral("overhead"), 12.0 / 48.0}});
    QTest::newRow("pytorch default segments")
        << QStringList{QStringLiteral("--schedule"), QStringLiteral("pytorch"),          QStringLiteral("--layers"),
                       QStringLiteral("100"),        QStringLiteral("--backward-ratio"), QStringLiteral("1")}
        << object({{QStringLiteral("schedule"), QStringLiteral("pytorch")},
                   {QStringLiteral("layers"), 100},
                   {QStringLiteral("segments"), 10},
                   {QStringLiteral("modeled_mode"), QStringLiteral("reentrant")},
                   {QStringLiteral("backward_ratio"), 1.0},
                   {QStringLiteral("peak_activations"), 19},
                   {QStringLiteral("saved_after_forward"), 19},
                   {QStringLiteral("layer_forwards"), 190},
                   {QStringLiteral("extra_forwards"), 90},
                   {QStringLiteral("overhead"), 90.0 / 200.0}});
    QTest::newRow("optimal s=18") << QStringList{QStringLiteral("--layers"),   QStringLiteral("100"),
                                                 QStringLiteral("--schedule"), QStringLiteral("optimal"),
                                                 QStringLiteral("--slots"),    QStringLiteral("18")}
                                  << object({{QStringLiteral("schedule"), QStringLiteral("optimal")},
                                             {QStringLiteral("layers"), 100},
                                             {QStringLiteral("slots"), 18},
                                             {QStringLiteral("backward_ratio"), 2.0},
                                             {QStringLiteral("peak_activations"), 19},
                                             {QStringLiteral("saved_after_forward"), 19},
                                             {QStringLiteral("layer_forwards"), 181},
                                             {QStringLiteral("extra_forwards"), 81},
                                             {QStringLiteral("overhead"), 81.0 / 300.0}});
    QTest::newRow("optimal default slots") << QStringList{QStringLiteral("--layers"), QStringLiteral("100"),
                                                          QStringLiteral("--schedule"), QStringLiteral("optimal")}
                                           << object({{QStringLiteral("schedule"), QStringLiteral("optimal")},
                                                      {QStringLiteral("layers"), 100},
                                                      {QStringLiteral("slots"), 18},
                                                      {QStringLiteral("backward_ratio"), 2.0},
                                                      {QStringLiteral("peak_activations"), 19},
                                                      {QStringLiteral("saved_after_forward"), 19},
                                                      {QStringLiteral("layer_forwards"), 181},
                                                      {QStringLiteral("extra_forwards"), 81},
                                                      {QStringLiteral("overhead"), 81.0 / 300.0}});
    QTest::newRow("store-all one layer") << QStringList{QStringLiteral("--layers"),         QStringLiteral("1"),
                                                        QStringLiteral("--schedule"),       QStringLiteral("store-all"),
                                                        QStringLiteral("--backward-ratio"), QStringLiteral("2.5")}
                                         << object({{QStringLiteral("schedule"), QStringLiteral("store-all")},
                                                    {QStringLiteral("layers"), 1},
                                                    {QStringLiteral("backward_ratio"), 2.5},
                                                    {QStringLiteral("peak_activations"), 1},
                                                    {QStringLiteral("saved_after_forward"), 1},
                                                    {QStringLiteral("layer_forwards"), 1},
                                                    {QStringLiteral("extra_forwards"), 0},
                                                    {QStringLiteral("overhead"), 0.0}});
    QTest::newRow("a million layers, k=N") << QStringList{QStringLiteral("--layers"), QStringLiteral("1000000"),
                                                          QStringLiteral("--spacing"), QStringLiteral("1000000")}
                                           << object({{QStringLiteral("schedule"), QStringLiteral("uniform")},
                                                      {QStringLiteral("layers"), 1000000},
                                                      {QStringLiteral("spacing"), 1000000},
                                                      {QStringLiteral("backward_ratio"), 2.0},
                                                      {QStringLiteral("peak_activations"), 1000000},
                                                      {QStringLiteral("saved_after_forward"), 1},
                                                      {QStringLiteral("layer_forwards"), 1999999},
                                                      {QStringLiteral("extra_forwards"), 999999},
                                                      {QStringLiteral("overhead"), 999999.0 / 3e6}});
    QTest::newRow("one slot, a million layers")
        << QStringList{QStringLiteral("--layers"), QStringLiteral("1000000"), QStringLiteral("--schedule"),
                       QStringLiteral("optimal"),  QStringLiteral("--slots"), QStringLiteral("1")}
        << object({{QStringLiteral("schedule"), QStringLiteral("optimal")},
                   {QStringLiteral("layers"), 1000000},
                   {QStringLiteral("slots"), 1},
                   {QStringLiteral("backward_ratio"), 2.0},
                   {QStringLiteral("peak_activations"), 2},
                   {QStringLiteral("saved_after_forward"), 2},
                   {QStringLiteral("layer_forwards"), 499999500001.0},
                   {QStringLiteral("extra_forwards"), 499998500001.0},
                   {QStringLiteral("overhead"), 499998500001.0 / 3e6}});
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
    QVERIFY(run.out.endsWith(QLatin1Char('\n')));
    QCOMPARE(run.out.count(QLatin1Char('\n')), 1);
    const QJsonObject actual = document.object();
    QCOMPARE(actual.keys(), expected.keys());
    for (const QString &key : expected.keys())
        QCOMPARE(actual.value(key), expected.value(key));
}

void TestSimulateCommand::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const auto args = [](const char *line) { return QString::fromLatin1(line).split(QLatin1Char(' ')); };
    QTest::newRow("nothing") << QStringList{}
                             << QStringLiteral("--layers is required: an integer between 1 and 1000000");
    QTest::newRow("layers missing value") << args("--layers") << QStringLiteral("--layers needs a value");
    QTest::newRow("layers zero") << args("--layers 0")
                                 << QStringLiteral("--layers must be an integer between 1 and 1000000 (got 0)");
    QTest::newRow("layers too many") << args(
        "--layers 1000001") << QStringLiteral("--layers must be an integer between 1 and 1000000 (got 1000001)");
    QTest::newRow("layers overflow") << args("--layers 99999999999999999999999")
                                     << QStringLiteral("--layers must be an integer between 1 and 1000000 (got "
                                                       "'99999999999999999999999')");
    QTest::newRow("layers text") << args("--layers ten")
                                 << QStringLiteral("--layers must be an integer between 1 and 1000000 (got 'ten')");
    QTest::newRow("layers fraction") << args("--layers 2.5")
                                     << QStringLiteral("--layers must be an integer between 1 and 1000000 (got '2.5')");
    QTest::newRow("layers empty") << args("--layers=")
                                  << QStringLiteral("--layers must be an integer between 1 and 1000000 (got '')");
    QTest::newRow("unknown schedule") << args("--layers 10 --schedule revolve")
                                      << QStringLiteral("--schedule must be one of uniform, pytorch, optimal, "
                                                        "store-all (got 'revolve')");
    QTest::newRow("spacing zero") << args("--layers 10 --spacing 0")
                                  << QStringLiteral("--spacing must be an integer between 1 and 10 (the number of "
                                                    "layers) (got 0)");
    QTest::newRow("spacing beyond N") << args("--layers 10 --spacing 11")
                                      << QStringLiteral("--spacing must be an integer between 1 and 10 (the number "
                                                        "of layers) (got 11)");
    QTest::newRow("segments beyond N") << args("--layers 10 --schedule pytorch --segments 11")
                                       << QStringLiteral("--segments must be an integer between 1 and 10 (the "
                                                         "number of layers) (got 11)");
    QTest::newRow("slots zero") << args("--layers 10 --schedule optimal --slots 0")
                                << QStringLiteral("--slots must be an integer between 1 and 1000000 (got 0)");
    QTest::newRow("slots negative") << args("--layers 10 --schedule optimal --slots -4")
                                    << QStringLiteral("--slots must be an integer between 1 and 1000000 (got -4)");
    QTest::newRow("spacing for pytorch") << args("--layers 10 --schedule pytorch --spacing 2")
                                         << QStringLiteral("--spacing applies only to --schedule uniform");
    QTest::newRow("slots for uniform") << args("--layers 10 --slots 2")
                                       << QStringLiteral("--slots applies only to --schedule optimal");
    QTest::newRow("segments for store-all") << args("--layers 10 --schedule store-all --segments 2")
                                            << QStringLiteral("--segments applies only to --schedule pytorch");
    QTest::newRow("ratio zero") << args("--layers 10 --backward-ratio 0")
                                << QStringLiteral("--backward-ratio must be a finite number above 0 (got '0')");
    QTest::newRow("ratio negative") << args("--layers 10 --backward-ratio -2")
                                    << QStringLiteral("--backward-ratio must be a finite number above 0 (got '-2')");
    QTest::newRow("ratio nan") << args("--layers 10 --backward-ratio nan")
                               << QStringLiteral("--backward-ratio must be a finite number above 0 (got 'nan')");
    QTest::newRow("ratio inf") << args("--layers 10 --backward-ratio inf")
                               << QStringLiteral("--backward-ratio must be a finite number above 0 (got 'inf')");
    QTest::newRow("ratio text") << args("--layers 10 --backward-ratio two")
                                << QStringLiteral("--backward-ratio must be a finite number above 0 (got 'two')");
    QTest::newRow("repeated") << args("--layers 10 --layers 20") << QStringLiteral("--layers is given more than once");
    QTest::newRow("unknown option") << args("--layers 10 --fast")
                                    << QStringLiteral("unknown argument '--fast'; ") + SimulateCommand::usage();
    QTest::newRow("stray value") << args("10 --layers 10")
                                 << QStringLiteral("unknown argument '10'; ") + SimulateCommand::usage();
}

void TestSimulateCommand::badArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CommandRun run = runCommand(arguments);
    QCOMPARE(run.exitCode, SimulateCommand::UsageError);
    QCOMPARE(run.out, QString());
    QCOMPARE(run.err, QStringLiteral("simulate: ") + message + QLatin1Char('\n'));
}

void TestSimulateCommand::help()
{
    const CommandRun run = runCommand({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, SimulateCommand::Success);
    QCOMPARE(run.out, SimulateCommand::usage() + QLatin1Char('\n'));
}

QTEST_GUILESS_MAIN(TestSimulateCommand)
#include "tst_simulatecommand.moc"
