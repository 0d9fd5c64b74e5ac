// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: a JSON score report handed to the class view, read from any bytes. A report that reads must read
// back the same after being written, and the class view (statistics, JSON, CSV, HTML, gradebook) must take two
// students' copies of it without crashing or allocating without bound: alone, and claiming each built-in quiz's
// version. A report's digest is no signature, so any report can name a real bank (reliability-3 F1: 20 questions
// against the seed quiz's 8 read past its questions); the claim is made here in memory, where the fuzzer could not
// compute the SHA-256 itself.
#include "core/classroom/classreportwriter.h"
#include "core/quiz/questionbankwriter.h"
#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"

#include <cstdint>
#include <cstdlib>

namespace {

void classOf(const ScoreReport &report, const QList<QuestionBank> &banks)
{
    ScoreReport other = report;
    other.learnerId += QStringLiteral("-2");
    other.attemptId += QStringLiteral("-2");
    const ClassResults results
        = ClassResults::collect({{QStringLiteral("a"), report}, {QStringLiteral("b"), other}}, {}, banks);
    ClassReportWriter::json(results);
    ClassReportWriter::csv(results);
    ClassReportWriter::html(results, QStringLiteral("en"));
    ClassReportWriter::gradebook(results, QStringLiteral("en"));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QList<QuestionBank> banks = ClassResults::builtInBanks();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Expected<ScoreReport> report = JsonReportReader::fromJson(bytes, QStringLiteral("fuzz"));
    if (!report)
        return 0;
    const Expected<ScoreReport> again
        = JsonReportReader::fromJson(JsonReportWriter::write(*report), QStringLiteral("w"));
    if (!again || !(*again == *report))
        std::abort();
    classOf(*report, banks);
    for (const QuestionBank &bank : banks) {
        ScoreReport claiming = *report;
        claiming.bankSha256 = QuestionBankWriter::sha256(bank);
        classOf(claiming, banks);
    }
    return 0;
}
