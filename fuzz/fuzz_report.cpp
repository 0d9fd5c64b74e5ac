// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: a JSON score report handed to the class view, read from any bytes. A report that reads must read
// back the same after being written, and the class view (statistics, JSON, CSV, HTML, gradebook) must take two
// students' copies of it without crashing or allocating without bound.
#include "core/classroom/classreportwriter.h"
#include "core/report/jsonreportreader.h"
#include "core/report/jsonreportwriter.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Expected<ScoreReport> report = JsonReportReader::fromJson(bytes, QStringLiteral("fuzz"));
    if (!report)
        return 0;
    const Expected<ScoreReport> again
        = JsonReportReader::fromJson(JsonReportWriter::write(*report), QStringLiteral("w"));
    if (!again || !(*again == *report))
        std::abort();
    ScoreReport other = *report;
    other.learnerId += QStringLiteral("-2");
    other.attemptId += QStringLiteral("-2");
    const ClassResults results
        = ClassResults::collect({{QStringLiteral("a"), *report}, {QStringLiteral("b"), other}}, {}, {});
    ClassReportWriter::json(results);
    ClassReportWriter::csv(results);
    ClassReportWriter::html(results, QStringLiteral("en"));
    ClassReportWriter::gradebook(results, QStringLiteral("en"));
    return 0;
}
