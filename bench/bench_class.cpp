// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/classroom/classreportwriter.h"
#include "core/quiz/quizattempt.h"
#include "core/report/jsonreportwriter.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// The class view on 1,000 students' JSON reports of a 20-question quiz (issue 24: "1,000 reports in ≤ 2 s"): reading
// and checking every file (its digest included), the statistics, and the JSON and HTML class reports.
class BenchClass : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    static QuestionBank bank()
    {
        QuestionBank bank;
        bank.id = u"bench"_s;
        bank.title = LocalizedText::single(u"en"_s, u"Bench quiz"_s);
        bank.languages = {u"en"_s};
        for (int q = 0; q < 20; ++q) {
            Question question;
            question.id = u"q%1"_s.arg(q);
            question.stem = LocalizedText::single(u"en"_s, u"Question %1 about activation memory?"_s.arg(q));
            for (int o = 0; o < 4; ++o)
                question.options.append({LocalizedText::single(u"en"_s, u"Option %1"_s.arg(o)),
                                         LocalizedText::single(u"en"_s, o == q % 4 ? QString() : u"Why not."_s)});
            question.correctOption = q % 4;
            question.explanation = LocalizedText::single(u"en"_s, u"Because."_s);
            bank.questions.append(question);
        }
        return bank;
    }

private slots:
    void initTestCase()
    {
        QRandomGenerator random(24);
        const QuestionBank quiz = bank();
        for (int s = 0; s < 1000; ++s) {
            QuizAttempt attempt(quiz, 0);
            for (int q = 0; q < attempt.questionCount(); ++q)
                QVERIFY(attempt.answerWithBankOption(q, int(random.bounded(4))));
            ScoreReport report = ScoreReport::fromAttempt(attempt, u"en"_s, u"Student %1"_s.arg(s), {},
                                                          QDateTime::currentDateTimeUtc());
            report.learnerId = u"s%1@example.org"_s.arg(s);
            report.attemptId = u"00000000-0000-4000-8000-%1"_s.arg(s, 12, 10, QChar(u'0'));
            QFile file(QDir(m_dir.path()).filePath(u"s%1.json"_s.arg(s)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(JsonReportWriter::write(report));
        }
    }

    void readAndCollect()
    {
        ClassResults results;
        QBENCHMARK {
            results = ClassResults::collect(ClassResults::read({m_dir.path()}), {});
        }
        QCOMPARE(results.students.size(), 1000);
    }

    void writeJsonAndHtml()
    {
        const ClassResults results = ClassResults::collect(ClassResults::read({m_dir.path()}), {});
        qsizetype bytes = 0;
        QBENCHMARK {
            bytes = ClassReportWriter::json(results).size() + ClassReportWriter::html(results, u"en"_s).size();
        }
        QVERIFY(bytes > 100000);
    }
};

QTEST_GUILESS_MAIN(BenchClass)
#include "bench_class.moc"
