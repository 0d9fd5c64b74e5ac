// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

// Shared by the report tests: the banks in tests/data/, attempts with chosen answers and reports built from them.

#include "core/quiz/quizattempt.h"
#include "core/report/reportfile.h"
#include "core/report/scorereport.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

namespace ReportFixtures {

inline QString dataPath(const QString &name)
{
    return QStringLiteral(CQ_TEST_DATA_DIR "/") + name;
}

// A complete bank in all three languages with fixed content, so expectations do not move with the real bank.
inline QString testBankPath()
{
    return dataPath(QStringLiteral("gradient-checkpointing-test.json"));
}

// Stems and options written to break HTML and spreadsheets: <script>, =1+1, quotes, commas, line breaks.
inline QString hostileBankPath()
{
    return dataPath(QStringLiteral("hostile.json"));
}

inline QString realBankPath()
{
    return QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes/gradient-checkpointing.json");
}

// ReportFile::save with its message in *error, the way the save tests check outcome and message apart.
inline bool saveReport(const ScoreReport &report, const QString &path, QString *error,
                       const QStringList &protectedPaths = {})
{
    SafeFileWriter::Options guard;
    guard.protectedPaths = protectedPaths;
    const Expected<void> saved = ReportFile::save(report, path, QLocale::system(), guard);
    if (error)
        *error = saved.error();
    return bool(saved);
}

inline QuestionBank loadBank(const QString &path)
{
    const Expected<QuestionBank> loaded = QuestionBankLoader::fromFile(path);
    if (!loaded)
        qFatal("test bank does not load: %s", qPrintable(loaded.error()));
    return *loaded;
}

inline QDateTime at(int hour, int minute, int second = 0)
{
    return QDateTime(QDate(2025, 3, 1), QTime(hour, minute, second), QTimeZone::utc());
}

// answers: a bank option (0-based) per question, or -1 for no answer; missing entries count as unanswered.
inline ScoreReport report(const QuestionBank &bank, const QList<int> &answers, const QString &language,
                          const ReportSimulatorSection &simulator = {},
                          const QString &learner = QStringLiteral("Rahim"))
{
    QuizAttempt attempt(bank, 7); // shuffled: reports must still use bank numbers
    attempt.setStartedAt(at(9, 0));
    for (int i = 0; i < answers.size() && i < attempt.questionCount(); ++i) {
        if (answers.at(i) >= 0 && !attempt.answerWithBankOption(i, answers.at(i)))
            qFatal("fixture answer %d to question %d was refused", answers.at(i), i);
    }
    ScoreReport result = ScoreReport::fromAttempt(attempt, language, learner, simulator, at(9, 12, 5));
    if (result.finishedAt.isValid())
        result.finishedAt = at(9, 10, 30); // the attempt stamps "now"; tests want fixed times
    for (ReportQuestion &question : result.questions) {
        if (question.isAnswered())
            question.answeredAt = at(9, question.number);
    }
    result.attemptId = QStringLiteral("123e4567-e89b-12d3-a456-426614174000");
    result.learnerId = QStringLiteral("rahim@example.org");
    return result;
}

// The test bank answered for 7 of 8 questions: 1 wrong, 2 right, 3 right, 4 wrong, 5 right, 6 right, 7 wrong.
inline QList<int> partialAnswers()
{
    return {1, 1, 2, 1, 0, 1, 0, -1};
}

inline QList<int> allCorrectAnswers(const QuestionBank &bank)
{
    QList<int> answers;
    for (const Question &question : bank.questions)
        answers.append(question.correctOption);
    return answers;
}

inline ReportSimulatorSection sampleSnapshot()
{
    ReportSimulatorSection snapshot;
    snapshot.figures = {{QStringLiteral("Layers N"), QStringLiteral("100")},
                        {QStringLiteral("Spacing k"), QStringLiteral("10")},
                        {QStringLiteral("Peak memory"), QStringLiteral("19 units")}};
    QFile png(dataPath(QStringLiteral("chart.png")));
    if (!png.open(QIODevice::ReadOnly))
        qFatal("missing test chart");
    snapshot.chartPng = png.readAll();
    return snapshot;
}

inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs a poppler tool on a PDF file. The tools are part of the project's setup (scripts/common.sh), so a missing
// one is a failure, not a skip.
inline QString runTool(const QString &tool, const QStringList &arguments, bool *ok)
{
    *ok = false;
    if (QStandardPaths::findExecutable(tool).isEmpty()) {
        qWarning("%s is missing: install poppler-utils (scripts/common.sh does)", qPrintable(tool));
        return QString();
    }
    QProcess process;
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        qWarning("%s failed: %s", qPrintable(tool), process.readAllStandardError().constData());
        return QString();
    }
    *ok = true;
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Text compared without any whitespace: pdftotext turns line wraps into spaces or newlines, and Korean may wrap
// between syllables, but every other character must come back in order.
// Also without zero-width joiners and non-joiners: they shape Bengali conjuncts (র‍্যাপ) but are no glyphs, so
// text extracted from a PDF cannot contain them.
inline QString withoutSpace(QString text)
{
    static const QRegularExpression space(QStringLiteral("[\\s\\x{200C}\\x{200D}]+"));
    return text.remove(space);
}

} // namespace ReportFixtures
