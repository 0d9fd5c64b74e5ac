// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: the JSON question bank loader, its every-problem variant and the checker on any bytes. Any
// crash, sanitizer report or disagreement between the loader and the checker is a finding.
#include "core/quiz/bankchecker.h"
#include "core/quiz/questionbank.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Expected<QuestionBank> loaded = QuestionBankLoader::fromJson(bytes, QStringLiteral("fuzz.json"));
    const QList<JsonCursor::Problem> problems = QuestionBankLoader::problems(bytes);
    // The loader accepts exactly the banks in which the checker finds no problem.
    if (bool(loaded) != problems.isEmpty())
        std::abort();
    const BankImport checked = BankChecker::check(bytes, QStringLiteral("fuzz.json"));
    if (loaded && checked.bank.questions.size() != loaded->questions.size())
        std::abort();
    return 0;
}
