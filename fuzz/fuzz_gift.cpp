// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: the GIFT reader on any text, then a round trip: whatever it read, written as GIFT and read again,
// must give the same questions (the exporter escapes everything the reader would take as syntax).
#include "core/quiz/bankchecker.h"
#include "core/quiz/giftformat.h"

#include <cstdint>
#include <cstdlib>

namespace {

bool sameQuestions(const QuestionBank &a, const QuestionBank &b, const QString &language)
{
    if (a.questions.size() != b.questions.size())
        return false;
    for (qsizetype q = 0; q < a.questions.size(); ++q) {
        const Question &x = a.questions.at(q);
        const Question &y = b.questions.at(q);
        if (x.stem.text(language) != y.stem.text(language) || x.correctOption != y.correctOption
            || x.explanation.text(language) != y.explanation.text(language) || x.options.size() != y.options.size())
            return false;
        for (qsizetype o = 0; o < x.options.size(); ++o) {
            if (x.options.at(o).text.text(language) != y.options.at(o).text.text(language)
                || x.options.at(o).feedback.text(language) != y.options.at(o).feedback.text(language))
                return false;
        }
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const BankImport first = GiftFormat::read(text, QStringLiteral("fuzz"));
    BankChecker::lint(first.bank, first.questionPlaces);
    if (first.bank.questions.isEmpty())
        return 0;
    const QString language = first.bank.languages.value(0);
    const BankImport second = GiftFormat::read(GiftFormat::write(first.bank, language), QStringLiteral("fuzz"));
    if (second.hasErrors() || !sameQuestions(first.bank, second.bank, language))
        std::abort();
    return 0;
}
