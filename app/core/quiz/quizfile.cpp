// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/quiz/quizfile.h"

#include "core/io/safefilewriter.h"
#include "core/quiz/bankchecker.h"
#include "core/quiz/giftformat.h"
#include "core/quiz/moodlexmlformat.h"
#include "core/quiz/quizformat.h"

#include <QFile>

using namespace Qt::StringLiterals;

Expected<QuestionBank> QuizFile::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Expected<QuestionBank>::failure(u"%1: cannot open: %2"_s.arg(path, file.errorString()));
    const qint64 limit = QuestionBankLoader::MaxFileSize;
    if (file.size() > limit)
        return Expected<QuestionBank>::failure(
            u"%1: file is %2 bytes; the limit is %3 bytes"_s.arg(path).arg(file.size()).arg(limit));
    const QByteArray head = file.peek(4096);
    if (QuizFormat::detect(head, path) == QuizFormat::Json)
        return QuestionBankLoader::fromFile(path); // its messages, unchanged
    // Files that report no size (pipes, some virtual files) are still read no further than the cap.
    const QByteArray bytes = file.read(limit + 1);
    if (bytes.size() > limit)
        return Expected<QuestionBank>::failure(u"%1: file is larger than the limit of %2 bytes"_s.arg(path).arg(limit));

    BankImport imported = BankChecker::check(bytes, path);
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
