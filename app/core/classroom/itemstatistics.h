// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QList>

#include <optional>

// Moodle's quiz statistics (docs.moodle.org "Quiz statistics calculations"; the formulas of
// question/classes/statistics/questions/calculator.php and mod/quiz/report/statistics/classes/calculator.php) for a
// class in which every student answered every question of one quiz, each question marked 0 or 1. Pure arithmetic on
// a students × questions matrix, so it can be checked by hand and against another implementation; every figure
// Moodle cannot compute (one student, a question everyone got right) is nullopt, never a made-up 0. Percentages are
// as Moodle prints them: facility, SD, discrimination index, discriminative efficiency, mean, median, SD, CIC, error
// ratio and standard error in percent of the maximum mark; skewness and kurtosis as plain numbers.
class ItemStatistics final
{
public:
    struct Question
    {
        double facilityPercent = 0;                     // 100 · mean mark
        std::optional<double> standardDeviationPercent; // sample SD of the marks (S − 1), in % of the maximum
        std::optional<double> discriminationIndex;      // 100 · r(mark, rest of the test)
        std::optional<double> discriminativeEfficiency; // 100 · cov(mark, rest) / the largest that cov can be
        std::optional<double> markVariance;             // sample variance of the marks, for the CIC
    };
    struct Test
    {
        int students = 0;
        double meanPercent = 0;
        double medianPercent = 0;
        std::optional<double> standardDeviationPercent;
        std::optional<double> skewness;
        std::optional<double> kurtosis;
        std::optional<double> cic; // coefficient of internal consistency (Cronbach's α), in %
        std::optional<double> errorRatio;
        std::optional<double> standardErrorPercent;
    };

    // Moodle's thresholds for a question or test worth a second look.
    static constexpr double LowFacility = 30, HighFacility = 75, LowDiscrimination = 25, LowCic = 64;

    // marks[s][q] is 1 when student s got question q right, else 0; every row has the same length.
    static QList<Question> questions(const QList<QList<int>> &marks);
    static Test test(const QList<QList<int>> &marks, const QList<Question> &questions);
};
