// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: the Aiken reader and the checks every format shares, on any text.
#include "core/quiz/aikenformat.h"
#include "core/quiz/bankchecker.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const BankImport imported = AikenFormat::read(text, QStringLiteral("fuzz"));
    BankChecker::lint(imported.bank, imported.questionPlaces);
    for (const Question &question : imported.bank.questions) {
        // Every question the reader lets through is one the app can play.
        if (question.options.size() < QuestionBank::MinOptions || question.options.size() > QuestionBank::MaxOptions
            || question.correctOption < 0 || question.correctOption >= question.options.size())
            std::abort();
    }
    return 0;
}
