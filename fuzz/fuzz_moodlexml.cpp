// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: the Moodle XML reader on any bytes (its pre-scan, then Qt's reader), then a round trip: whatever
// it read, written as Moodle XML and read again, must read without an error and give as many questions.
#include "core/quiz/bankchecker.h"
#include "core/quiz/moodlexmlformat.h"

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const BankImport first = MoodleXmlFormat::read(bytes, QStringLiteral("fuzz"));
    BankChecker::lint(first.bank, first.questionPlaces);
    if (first.bank.questions.isEmpty())
        return 0;
    const QString language = first.bank.languages.value(0);
    const BankImport second
        = MoodleXmlFormat::read(MoodleXmlFormat::write(first.bank, language), QStringLiteral("fuzz"));
    if (second.hasErrors() || second.bank.questions.size() != first.bank.questions.size())
        std::abort();
    return 0;
}
