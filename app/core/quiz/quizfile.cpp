// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizfile.h"

#include "core/io/filebytes.h"
#include "core/io/safefilewriter.h"
#include "core/quiz/bankchecker.h"
#include "core/quiz/giftformat.h"
#include "core/quiz/moodlexmlformat.h"
#include "core/quiz/quizformat.h"

using namespace Qt::StringLiterals;

Expected<QuestionBank> QuizFile::load(const QString &path, Streams streams)
{
    FileBytes::Limits limits{QuestionBankLoader::MaxFileSize};
    if (streams == Streams::Refuse)
        limits.streamWait = {};
    const Expected<QByteArray> bytes = FileBytes::read(path, limits);
    if (!bytes)
        return Expected<QuestionBank>::failure(u"%1: %2"_s.arg(path, bytes.error()));
    if (QuizFormat::detect(*bytes, path) == QuizFormat::Json) {
        Expected<QuestionBank> bank = QuestionBankLoader::fromJson(*bytes, path); // its messages, unchanged
        if (bank)
            bank->sourcePath = path;
        return bank;
    }

    BankImport imported = BankChecker::check(*bytes, path);
    for (const BankDiagnostic &diagnostic : std::as_const(imported.diagnostics)) {
        if (diagnostic.isError())
            return Expected<QuestionBank>::failure(diagnostic.format(path));
    }
    if (imported.bank.questions.isEmpty()) {
        // The checker's last warning says there is nothing to play; the first, when there are more, what was skipped.
        QStringList lines{imported.diagnostics.last().format(path)};
        if (imported.diagnostics.size() > 1)
            lines.append(imported.diagnostics.first().format(path));
        return Expected<QuestionBank>::failure(lines.join(u'\n'));
    }
    imported.bank.sourcePath = path;
    return std::move(imported.bank);
}

Expected<void> QuizFile::exportBank(const QuestionBank &bank, const QString &path, const QString &language)
{
    const std::optional<QuizFormat::Kind> format = QuizFormat::exportFormat(path);
    if (!format)
        return Expected<void>::failure(u"the name must end in .gift, .txt or .xml"_s);
    const QByteArray bytes = *format == QuizFormat::MoodleXml ? MoodleXmlFormat::write(bank, language)
                                                              : GiftFormat::write(bank, language).toUtf8();
    SafeFileWriter::Options options;
    if (!bank.sourcePath.isEmpty())
        options.protectedPaths.append(bank.sourcePath);
    return SafeFileWriter::write(path, bytes, options);
}
