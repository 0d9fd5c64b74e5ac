// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/classroom/itemstatistics.h"
#include "core/io/expected.h"
#include "core/quiz/questionbank.h"
#include "core/report/scorereport.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <atomic>

// A class's JSON score reports of one quiz, sorted out and turned into what a teacher needs: who counts (one attempt
// per student: the first by default, or the best or the last), what was left out and why (not a report, edited after
// export, a retry, written by a newer app, a duplicate export of the same attempt, another student's second attempt,
// another version of the quiz), Moodle's item and test statistics, and per question the response analysis: how many
// chose each option and, for a wrong one, the misconception the bank names for it. Reports are grouped by the bank's
// SHA-256, so two versions of a quiz are never mixed; the largest group is the class unless a version is chosen.
// Texts come from the bank when one of `banks` has the reports' digest (in the teacher's language), else from the
// reports themselves. Qt Core only: the `class` command and the window's Class Results share it.
class ClassResults final
{
    Q_DECLARE_TR_FUNCTIONS(ClassResults)
public:
    enum class Which { First, Best, Last };

    struct Input
    {
        QString source; // the file name, as messages show it
        Expected<ScoreReport> report;
    };
    struct Options
    {
        Which which = Which::First;
        QString quizVersion; // a prefix of the bank's SHA-256; empty: the version most students took
        QString language;    // of the texts taken from a bank; empty: English
    };
    struct Student
    {
        QString name;
        QString id; // e-mail address or ID number; may be empty
        QString source;
        QString attemptId;
        ScoreReport::Mode mode = ScoreReport::Mode::Immediate;
        int timeLimitMinutes = 0;
        QDateTime startedAt;
        QList<int> chosen; // bank option per question, ReportQuestion::NotAnswered when none
        int correct = 0;
        double percent = 0; // of the whole quiz
        bool late = false;  // an assignment handed in after its due date
    };
    struct Option
    {
        QString text;
        QString misconception; // the bank's feedback for a wrong option; empty when none
        bool correct = false;
        int count = 0;
        double sharePercent = 0; // of the students counted
    };
    struct Question
    {
        QString id;
        QString stem;
        int correctOption = 0;
        QList<Option> options;
        int unanswered = 0;
        ItemStatistics::Question statistics;
        // The bank's scene for this question, when the bank is known: the misconceptions' case in the simulator.
        std::optional<SimulatorScene> scene;
        bool facilityFlagged() const;
        bool discriminationFlagged() const;
    };
    struct LeftOut
    {
        QString source;
        QString reason;
    };

    QString bankSha256;
    QString quizId;
    QString quizTitle;
    Which which = Which::First;
    QList<Student> students; // the attempts counted, by name
    QList<Question> questions;
    ItemStatistics::Test test;
    QList<LeftOut> leftOut;
    bool cicFlagged() const;

    static ClassResults collect(const QList<Input> &inputs, const Options &options,
                                const QList<QuestionBank> &banks = {});
    // More reports than this are left out with the reason: a class is at most a lecture hall, and each report may
    // take up to JsonReportReader::MaxFileSize to read.
    static constexpr qsizetype MaxReports = 10'000;
    // Each path read with JsonReportReader; a folder stands for the *.json files in it (not its subfolders). The
    // chart image is dropped (no class view shows it), so a class's memory grows with its answers, not its charts.
    // `cancelled`, set from another thread, stops the reading; what was read so far is returned.
    static QList<Input> read(const QStringList &paths, const std::atomic_bool *cancelled = nullptr);
    static QString whichName(Which which); // "first", "best", "last"
    // The quizzes built into the app, whose texts a class report can show when the reports are of one of them.
    static QList<QuestionBank> builtInBanks();
};
