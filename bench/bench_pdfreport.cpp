// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// Benchmarks of the PDF report writer on texts with no break opportunity, the case that used to grow
// quadratically (reliability review #7): a learner name of 10k, 40k and 120k characters, and an option of
// 40k and 200k characters (it appears in the answer table's narrow column and in the explanations).
// Run: bench_pdfreport [-median 3].
#include "core/report/pdfreportwriter.h"
#include "core/report/scorereport.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

ScoreReport sampleReport(const QString &language)
{
    ScoreReport report;
    report.appVersion = u"bench"_s;
    report.language = language;
    report.learnerName = u"Rahim"_s;
    report.quizId = u"bench"_s;
    report.quizTitle = u"Gradient Checkpointing Quiz"_s;
    report.startedAt = QDateTime(QDate(2025, 3, 1), QTime(9, 0), QTimeZone::utc());
    report.exportedAt = report.startedAt.addSecs(600);
    for (int i = 0; i < 8; ++i) {
        ReportQuestion question;
        question.number = i + 1;
        question.id = u"q%1"_s.arg(i + 1);
        question.stem = u"Why does gradient checkpointing trade compute for memory in question %1?"_s.arg(i + 1);
        question.chosenOption = i % 3 == 0 ? ReportQuestion::NotAnswered : i % 4;
        question.chosenText = question.isAnswered() ? u"An answer the learner chose"_s : QString();
        question.correctOption = 1;
        question.correctText = u"Recomputation of activations during the backward pass"_s;
        question.explanation = u"Activations are dropped after the forward pass and recomputed when needed."_s;
        report.questions.append(question);
    }
    return report;
}

} // namespace

class BenchPdfReport final : public QObject
{
    Q_OBJECT

private slots:
    void longName_data()
    {
        QTest::addColumn<int>("length");
        for (int length : {10'000, 40'000, 120'000})
            QTest::addRow("name %dk", length / 1000) << length;
    }

    void longName()
    {
        QFETCH(int, length);
        ScoreReport report = sampleReport(u"en"_s);
        report.learnerName = QString(length, u'x');
        QByteArray pdf;
        QBENCHMARK
        {
            pdf = PdfReportWriter::write(report);
        }
        QVERIFY(pdf.startsWith("%PDF-"));
    }

    void longOption_data()
    {
        QTest::addColumn<int>("length");
        for (int length : {40'000, 200'000})
            QTest::addRow("option %dk", length / 1000) << length;
    }

    void longOption()
    {
        QFETCH(int, length);
        ScoreReport report = sampleReport(u"ko"_s);
        report.questions[1].chosenText = QString(length, u'x');
        QByteArray pdf;
        QBENCHMARK
        {
            pdf = PdfReportWriter::write(report);
        }
        QVERIFY(pdf.startsWith("%PDF-"));
    }
};

QTEST_GUILESS_MAIN(BenchPdfReport)
#include "bench_pdfreport.moc"
