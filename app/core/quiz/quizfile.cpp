// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizfile.h"

#include "core/io/filebytes.h"
#include "core/io/safefilewriter.h"
#include "core/quiz/assignment.h"
#include "core/quiz/bankchecker.h"
#include "core/quiz/quizformat.h"

#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

Expected<QuestionBank> QuizFile::load(const QString &path, Streams streams)
{
    Expected<Opened> opened = open(path, streams);
    if (!opened)
        return Expected<QuestionBank>::failure(opened.error());
    return std::move(opened->bank);
}

Expected<QuizFile::Opened> QuizFile::open(const QString &path, Streams streams)
{
    using Failure = Expected<Opened>;
    FileBytes::Limits limits{QuestionBankLoader::MaxFileSize};
    if (streams == Streams::Refuse)
        limits.streamWait = {};
    const Expected<QByteArray> bytes = FileBytes::read(path, limits);
    if (!bytes)
        return Failure::failure(u"%1: %2"_s.arg(path, bytes.error()));
    const QuizFormat::Kind format = QuizFormat::detect(*bytes, path);
    if (format == QuizFormat::Json && Assignment::looksLikeAssignment(*bytes)) {
        Expected<Assignment> assignment = Assignment::fromBytes(*bytes, path);
        if (!assignment)
            return Failure::failure(assignment.error());
        assignment->bank.sourcePath = path;
        return Opened{std::move(assignment->bank), 0, {}, std::move(assignment->options)};
    }
    if (format == QuizFormat::Json) {
        Expected<QuestionBank> bank = QuestionBankLoader::fromJson(*bytes, path); // its messages, unchanged
        if (!bank)
            return Failure::failure(bank.error());
        bank->sourcePath = path;
        return Opened{std::move(*bank), 0, {}, {}};
    }
    // The reader alone: the style warnings of check-quiz (BankChecker) are not a reason to refuse a file.
    BankImport imported = QuizFormat::entry(format).read(*bytes, QFileInfo(path).completeBaseName());
    for (const BankDiagnostic &diagnostic : std::as_const(imported.diagnostics)) {
        if (diagnostic.isError())
            return Failure::failure(diagnostic.format(path));
    }
    if (imported.bank.questions.isEmpty()) {
        // Nothing to play, and, when the reader skipped something, the first thing it skipped and why.
        QStringList lines{BankChecker::nothingToPlay().format(path)};
        if (!imported.diagnostics.isEmpty())
            lines.append(imported.diagnostics.first().format(path));
        return Failure::failure(lines.join(u'\n'));
    }
    imported.bank.sourcePath = path;
    Opened opened{std::move(imported.bank), imported.skippedQuestions, {}, {}};
    for (const BankDiagnostic &diagnostic : std::as_const(imported.diagnostics))
        opened.warnings.append(diagnostic.format(path));
    if (imported.omittedWarnings > 0)
        opened.warnings.append(
            BankDiagnostic::warning({}, u"%1 more warnings not shown"_s.arg(imported.omittedWarnings)).format(path));
    return opened;
}

Expected<void> QuizFile::exportBank(const QuestionBank &bank, const QString &path, const QString &language)
{
    const std::optional<QuizFormat::Kind> format = QuizFormat::exportFormat(path);
    if (!format)
        return Expected<void>::failure(u"the name must end in %1"_s.arg(QuizFormat::exportExtensionList()));
    // A guided task's answer is the simulator's state, which no other quiz format can ask for: written as its two
    // outcome options it would become a question anyone passes by clicking.
    const auto tasks = std::count_if(bank.questions.cbegin(), bank.questions.cend(),
                                     [](const Question &question) { return question.task.has_value(); });
    if (tasks > 0)
        return Expected<void>::failure(
            u"%1 of its questions are guided tasks, which %2 cannot hold"_s.arg(tasks).arg(QuizFormat::name(*format)));
    // A prediction goes out as the multiple choice it stands on: its own options, not the app's two outcomes
    // (another number, a peek first), which only the app can give.
    QuestionBank written = bank;
    for (Question &question : written.questions) {
        if (question.prediction) {
            question.options.resize(question.prediction->values.size());
            question.prediction.reset();
        }
    }
    const QByteArray bytes = QuizFormat::entry(*format).write(written, language);
    SafeFileWriter::Options options;
    if (!bank.sourcePath.isEmpty())
        options.protectedPaths.append(bank.sourcePath);
    return SafeFileWriter::write(path, bytes, options);
}
