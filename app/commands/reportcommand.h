// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "commands/command.h"

#include <QList>

struct QuestionBank;

// `checkpoint-quiz report`: writes a score report without a window, for teachers' scripts and for CI.
//   report --answers 1,3,-,4,1,2,3,4 [--quiz FILE] [--lang LANG] [--name NAME] -o FILE
// Answers are 1-based option numbers in the bank's order ("-" for no answer), one per question. The format comes
// from FILE's extension; headless reports have no simulator section. CommandLine installs the translator for --lang
// before run(), so messages and report labels come out in the report's language.
class ReportCommand final : public Command
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)
public:
    ReportCommand() = default;

    QString name() const override;
    QString description() const override;
    QList<QCommandLineOption> options() const override;
    int run(const QCommandLineParser &parser, QTextStream &out, QTextStream &err) const override;

    // The 1-based option numbers (0 for "-") in `list`, or the message saying which answer is not one.
    static QString parseAnswers(const QString &list, QList<int> *answers);
    // Empty when there is one answer per question and none beyond its options, else the message.
    static QString checkAnswers(const QuestionBank &bank, const QList<int> &answers);
};
