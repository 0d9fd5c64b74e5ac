// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QLibraryInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

// The layer rule of app/core/DESIGN.md as a test (architecture-3 F3, F14): the table "Layers" says which folder of
// app/core/ may include which; every include of every file there is held against it, the table itself must be free of
// cycles, and no file under app/ may include a Qt GUI, widget, chart or print header (the core and the commands run
// without a display). Each check is a function over a folder, so the tests below can plant a wrong include.
namespace {

using Layers = QHash<QString, QSet<QString>>;

Layers readLayers(const QString &design, QString *error)
{
    QFile file(design);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = design + u": "_s + file.errorString();
        return {};
    }
    static const QRegularExpression row(u"^\\| `([a-z0-9]+)` \\|(.*)\\|\\s*$"_s);
    static const QRegularExpression folder(u"`([a-z0-9]+)`"_s);
    Layers layers;
    bool inSection = false;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (line.startsWith(u"#"_s))
            inSection = line.trimmed() == u"### Layers"_s;
        const QRegularExpressionMatch match = row.match(line);
        if (!inSection || !match.hasMatch())
            continue;
        QSet<QString> allowed;
        for (auto it = folder.globalMatch(match.captured(2)); it.hasNext();)
            allowed.insert(it.next().captured(1));
        layers.insert(match.captured(1), allowed);
    }
    if (layers.isEmpty())
        *error = design + u": no \"### Layers\" table"_s;
    return layers;
}

// A folder that can reach itself through the table, or an empty string.
QString cycleIn(const Layers &layers)
{
    QHash<QString, int> state; // 1: on the path, 2: done
    std::function<bool(const QString &)> visit = [&](const QString &folder) {
        if (state.value(folder) == 2)
            return false;
        if (state.value(folder) == 1)
            return true;
        state[folder] = 1;
        for (const QString &next : layers.value(folder)) {
            if (visit(next))
                return true;
        }
        state[folder] = 2;
        return false;
    };
    for (auto it = layers.cbegin(); it != layers.cend(); ++it) {
        if (visit(it.key()))
            return it.key();
    }
    return {};
}

template<typename Check>
void forEachInclude(const QString &root, Check check)
{
    // Not a raw string: moc reads this file, and a raw string with quotes inside confuses it.
    static const QRegularExpression include(u"^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"_s);
    QDirIterator files(root, {u"*.h"_s, u"*.cpp"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QString path = files.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            continue;
        int number = 0;
        while (!file.atEnd()) {
            ++number;
            const QRegularExpressionMatch match = include.match(QString::fromUtf8(file.readLine()));
            if (match.hasMatch())
                check(path, number, match.captured(1) == u"<"_s, match.captured(2));
        }
    }
}

// Every include of core/<folder>/ in `core` that the table does not allow, as "file:line: …".
QStringList layerViolations(const QString &core, const Layers &layers)
{
    QStringList found;
    static const QRegularExpression coreInclude(u"^core/([a-z0-9]+)/"_s);
    forEachInclude(core, [&](const QString &path, int line, bool, const QString &name) {
        const QString folder = QDir(core).relativeFilePath(path).section(u'/', 0, 0);
        const QRegularExpressionMatch match = coreInclude.match(name);
        if (!match.hasMatch())
            return;
        const QString used = match.captured(1);
        if (!layers.contains(folder))
            found.append(u"%1:%2: the folder %3 is not in the table"_s.arg(path).arg(line).arg(folder));
        else if (used != folder && !layers.value(folder).contains(used))
            found.append(u"%1:%2: %3 may not include %4"_s.arg(path).arg(line).arg(folder, name));
    });
    return found;
}

// Every include under `app` of a header of Qt's GUI, widgets, charts or printing.
QStringList guiIncludes(const QString &app)
{
    const QDir qt(QLibraryInfo::path(QLibraryInfo::HeadersPath));
    const QStringList modules{u"QtGui"_s, u"QtWidgets"_s, u"QtCharts"_s, u"QtPrintSupport"_s};
    QStringList found;
    forEachInclude(app, [&](const QString &path, int line, bool angled, const QString &name) {
        if (!angled)
            return;
        for (const QString &module : modules) {
            if (name.startsWith(module + u'/') || qt.exists(module + u'/' + name)) {
                found.append(u"%1:%2: <%3> is %4"_s.arg(path).arg(line).arg(name, module));
                return;
            }
        }
    });
    return found;
}

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(text), text.size());
}

} // namespace

class TestLayers final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QString error;
        m_layers = readLayers(QStringLiteral(CQ_SOURCE_DIR "/app/core/DESIGN.md"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void tableCoversEveryFolderAndHasNoCycle()
    {
        const QStringList folders
            = QDir(QStringLiteral(CQ_SOURCE_DIR "/app/core")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &folder : folders)
            QVERIFY2(m_layers.contains(folder), qPrintable(folder));
        for (auto it = m_layers.cbegin(); it != m_layers.cend(); ++it) {
            for (const QString &used : it.value())
                QVERIFY2(m_layers.contains(used), qPrintable(it.key() + u" names "_s + used));
        }
        QCOMPARE(cycleIn(m_layers), QString());
    }

    void coreFollowsTheTable()
    {
        const QStringList found = layerViolations(QStringLiteral(CQ_SOURCE_DIR "/app/core"), m_layers);
        QVERIFY2(found.isEmpty(), qPrintable(u"\n"_s + found.join(u'\n')));
    }

    void appHasNoGuiHeader()
    {
        const QStringList found = guiIncludes(QStringLiteral(CQ_SOURCE_DIR "/app"));
        QVERIFY2(found.isEmpty(), qPrintable(u"\n"_s + found.join(u'\n')));
        // The check knows a widget header when it sees one: ui/ has them.
        QVERIFY(!guiIncludes(QStringLiteral(CQ_SOURCE_DIR "/ui")).isEmpty());
    }

    // A planted include fails each check: the simulator reaching for the quiz, the quiz for practice (the cycle
    // architecture-3 F3 found), a widget in the core, and a table with a cycle.
    void plantedMistakesAreFound()
    {
        QTemporaryDir tree;
        QVERIFY(tree.isValid());
        const QString core = tree.filePath(u"app/core"_s);
        write(core + u"/simulator/chain.h"_s, "#include \"core/io/expected.h\"\n#include \"core/simulator/x.h\"\n");
        write(core + u"/quiz/questionbank.cpp"_s, "#include <QString>\n\n#include \"core/practice/practicetext.h\"\n");
        write(core + u"/practice/set.cpp"_s, "#include \"core/quiz/question.h\"\n");
        write(core + u"/session/state.h"_s, "#include <QObject>\n#include <QWidget>\n#include <QtGui/QColor>\n");
        const Layers layers{{u"io"_s, {}},
                            {u"simulator"_s, {u"io"_s}},
                            {u"quiz"_s, {u"io"_s}},
                            {u"practice"_s, {u"quiz"_s}},
                            {u"session"_s, {u"quiz"_s}}};
        QCOMPARE(layerViolations(core, layers),
                 QStringList{core + u"/quiz/questionbank.cpp:3: quiz may not include core/practice/practicetext.h"_s});
        Layers wider = layers;
        wider[u"simulator"_s] = {};
        QCOMPARE(layerViolations(core, wider).size(), 2);
        QCOMPARE(guiIncludes(tree.filePath(u"app"_s)),
                 (QStringList{core + u"/session/state.h:2: <QWidget> is QtWidgets"_s,
                              core + u"/session/state.h:3: <QtGui/QColor> is QtGui"_s}));
        Layers cyclic = layers;
        cyclic[u"quiz"_s].insert(u"practice"_s);
        QVERIFY(!cycleIn(cyclic).isEmpty());
        QCOMPARE(cycleIn(layers), QString());
    }

private:
    Layers m_layers;
};

QTEST_GUILESS_MAIN(TestLayers)
#include "tst_layers.moc"
