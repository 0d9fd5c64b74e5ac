// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// The reliability review's hostile files, each just under the 10 MiB cap, through BankChecker::check (what check-quiz,
// --quiz and File > Open Quiz run on the bytes). Every reader must stay linear: before the bounds, the worst of these
// took 105 s and 3.8 GB. With CQ_HOSTILE_DIR set, the inputs are also written there, so that peak memory can be
// measured on the real program (/usr/bin/time -v checkpoint-quiz check-quiz FILE).
#include "core/quiz/bankchecker.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype Size = qsizetype(10) * 1024 * 1024 - 200;

QByteArray fill(const QByteArray &head, char repeated, const QByteArray &tail)
{
    return head + QByteArray(Size - head.size() - tail.size(), repeated) + tail;
}

QByteArray repeatedUpTo(const QByteArray &head, const QByteArray &unit, const QByteArray &tail)
{
    return head + unit.repeated((Size - head.size() - tail.size()) / unit.size()) + tail;
}

} // namespace

class BenchHostile final : public QObject
{
    Q_OBJECT
private slots:
    void check_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray xmlHead = "<?xml version=\"1.0\"?>\n<quiz><question type=\"multichoice\"><questiontext><text>";
        const QByteArray xmlTail = "</text></questiontext></question></quiz>\n";
        const QList<std::pair<QString, QByteArray>> rows{
            {u"tilde.gift"_s, fill("Q {=a ", '~', "}\n")},
            {u"equals.gift"_s, fill("Q {~a ", '=', "}\n")},
            {u"hash.gift"_s, fill("Q {T", '#', "}\n")},
            {u"lines.gift"_s, repeatedUpTo("Q {=a ~b\n", "x\n", "}\n")},
            {u"questions.gift"_s, repeatedUpTo({}, "Q {=a ~b ~}\n\n", {})},
            {u"choices.txt"_s, repeatedUpTo("Q?\n", "A) x\n", "ANSWER: A\n")},
            {u"stems.txt"_s, repeatedUpTo({}, "stem line\n", "A) a\nB) b\nANSWER: A\n")},
            {u"deep.xml"_s, repeatedUpTo(xmlHead, "<b>", xmlTail)},
            {u"attributes.xml"_s,
             repeatedUpTo("<?xml version=\"1.0\"?>\n<quiz><question type=\"multichoice\"", " a=\"x\"", "/></quiz>\n")},
            {u"text.xml"_s, fill(xmlHead, 'x', xmlTail)},
            {u"deep.json"_s, fill({}, '[', {})},
            {u"string.json"_s, fill("{\"format\": \"checkpoint-quiz-bank\", \"title\": {\"en\": \"", 'x', "\"}}")},
        };
        const QString dump = qEnvironmentVariable("CQ_HOSTILE_DIR");
        for (const auto &[name, bytes] : rows) {
            QTest::newRow(qPrintable(name)) << name << bytes;
            if (!dump.isEmpty()) {
                QFile file(QDir(dump).filePath(name));
                if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
                    qFatal("cannot write %s", qPrintable(file.fileName()));
            }
        }
    }
    void check()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        qsizetype shown = 0;
        QBENCHMARK
        {
            const BankImport checked = BankChecker::check(bytes, name);
            shown = checked.diagnostics.size();
        }
        QVERIFY(shown <= 2 * BankImport::MaxShown + 1);
    }
};

QTEST_GUILESS_MAIN(BenchHostile)
#include "bench_hostile.moc"
