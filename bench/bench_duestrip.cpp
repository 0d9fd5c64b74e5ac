// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// What the due strip costs after every answer (architecture-3 F7): counting the due items with one index lookup
// (ReviewSchedule::dueCount) against reading every due item with its stored question (ReviewSchedule::due), which
// the strip did before. 1,000 and 5,000 due items, each with a question of the built-in quiz, as the review keeps them.
#include "core/quiz/questionbank.h"
#include "core/review/learnerdatabase.h"
#include "core/review/reviewschedule.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class BenchDueStrip final : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const Expected<QuestionBank> bank = QuestionBankLoader::fromFile(u":/quizzes/deeper-understanding.json"_s);
        QVERIFY2(bank, qPrintable(bank.error()));
        m_bank = *bank;
    }

    void count_data() { items(); }
    void count()
    {
        QFETCH(int, due);
        std::unique_ptr<LearnerDatabase> database = filled(due);
        const ReviewSchedule schedule(*database);
        qint64 counted = 0;
        QBENCHMARK {
            counted = *schedule.dueCount(m_later);
        }
        QCOMPARE(counted, qint64(due));
    }

    void readAll_data() { items(); }
    void readAll()
    {
        QFETCH(int, due);
        std::unique_ptr<LearnerDatabase> database = filled(due);
        const ReviewSchedule schedule(*database);
        qsizetype counted = 0;
        QBENCHMARK {
            counted = schedule.due(m_later)->size();
        }
        QCOMPARE(counted, qsizetype(due));
    }

private:
    static void items()
    {
        QTest::addColumn<int>("due");
        QTest::newRow("1000 due") << 1000;
        QTest::newRow("5000 due") << 5000;
    }

    // A database with `count` items, each answered wrong once (due a minute later) under its own id.
    std::unique_ptr<LearnerDatabase> filled(int count)
    {
        const QString folder = m_dir.filePath(QString::number(count));
        LearnerDatabase::Opened opened = LearnerDatabase::open(folder);
        if (!opened.database)
            qFatal("%s", qPrintable(opened.problem));
        ReviewSchedule schedule(*opened.database);
        if (schedule.reviewCount() == 0) {
            const QDateTime when = QDateTime::fromString(u"2026-01-05T09:00:00.000Z"_s, Qt::ISODateWithMs);
            for (int i = 0; i < count; ++i) {
                ReviewAnswer answer = ReviewAnswer::of(m_bank, i % int(m_bank.questions.size()), false, when);
                answer.item += u"-%1"_s.arg(i);
                if (!schedule.record(answer))
                    qFatal("cannot record a review");
            }
        }
        return std::move(opened.database);
    }

    QTemporaryDir m_dir;
    QuestionBank m_bank;
    const QDateTime m_later = QDateTime::fromString(u"2026-01-06T09:00:00.000Z"_s, Qt::ISODateWithMs);
};

QTEST_GUILESS_MAIN(BenchDueStrip)
#include "bench_duestrip.moc"
