// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "largestbank.h"

#include "core/quiz/questionbankwriter.h"
#include "core/session/attemptstore.h"
#include "core/session/session.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// Attempts as versions before the learner's database kept them: history/<id>.json, each holding its bank.
constexpr int Records = 30;

// A bank at the loader's question limit (about 10 MiB as a file), as the reliability review's M6 data had.
QuestionBank loadedLargestBank()
{
    const Expected<QuestionBank> bank = QuestionBankLoader::fromJson(LargestBank::json(), u"largest.json"_s);
    if (!bank)
        qFatal("%s", qPrintable(bank.error()));
    return *bank;
}

} // namespace

// The first start after an upgrade (reliability-3 F8): 30 attempts of a 10 MiB bank kept as JSON files are moved into
// the learner's database, and their answers start the review schedule. Run under /usr/bin/time for the peak memory:
// it is bounded by one record and its bank, not by the history.
class BenchLegacyImport final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        const QuestionBank bank = loadedLargestBank();
        for (int r = 0; r < Records; ++r) {
            QuizAttempt attempt(bank, quint32(r + 1));
            for (int q = 0; q < 10; ++q)
                QVERIFY(attempt.answer(q, 0));
            const AttemptRecord record = AttemptRecord::create(attempt, u"en"_s, QString());
            QFile file(m_files.filePath(u"history/"_s + record.id + u".json"_s));
            QVERIFY(QDir(m_files.path()).mkpath(u"history"_s));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact));
        }
    }

    void firstStart()
    {
        QTemporaryDir data;
        QVERIFY(QDir(data.path()).mkpath(u"history"_s));
        for (const QString &name : QDir(m_files.filePath(u"history"_s)).entryList(QDir::Files))
            QVERIFY(QFile::copy(m_files.filePath(u"history/"_s + name), data.filePath(u"history/"_s + name)));
        QBENCHMARK_ONCE
        {
            Session session(loadedLargestBank(), 0);
            QVERIFY(!session.enablePersistence(data.path()));
            QCOMPARE(session.store()->loadSummaries().summaries.size(), Records);
        }
    }

private:
    QTemporaryDir m_files;
};

QTEST_GUILESS_MAIN(BenchLegacyImport)
#include "bench_legacyimport.moc"
