// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/classroom/itemstatistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace {

double mean(const QList<double> &values)
{
    return values.isEmpty() ? 0.0 : std::accumulate(values.cbegin(), values.cend(), 0.0) / double(values.size());
}

// Σ (a − ā)(b − b̄) / (n − 1): Moodle's sample covariance.
double covariance(const QList<double> &a, const QList<double> &b)
{
    const double meanA = mean(a), meanB = mean(b);
    double sum = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        sum += (a.at(i) - meanA) * (b.at(i) - meanB);
    return sum / double(a.size() - 1);
}

QList<double> totals(const QList<QList<int>> &marks)
{
    QList<double> sums;
    for (const QList<int> &row : marks)
        sums.append(std::accumulate(row.cbegin(), row.cend(), 0.0));
    return sums;
}

} // namespace

QList<ItemStatistics::Question> ItemStatistics::questions(const QList<QList<int>> &marks)
{
    const qsizetype students = marks.size();
    const qsizetype count = marks.isEmpty() ? 0 : marks.first().size();
    const QList<double> total = totals(marks);
    QList<Question> result;
    for (qsizetype q = 0; q < count; ++q) {
        QList<double> mark, rest;
        for (qsizetype s = 0; s < students; ++s) {
            mark.append(marks.at(s).at(q));
            rest.append(total.at(s) - marks.at(s).at(q));
        }
        Question stats;
        stats.facilityPercent = 100.0 * mean(mark);
        if (students > 1) {
            const double markVariance = covariance(mark, mark);
            const double restVariance = covariance(rest, rest);
            const double cov = covariance(mark, rest);
            stats.markVariance = markVariance;
            stats.standardDeviationPercent = 100.0 * std::sqrt(markVariance);
            if (markVariance * restVariance != 0)
                stats.discriminationIndex = 100.0 * cov / std::sqrt(markVariance * restVariance);
            // The largest covariance these marks could have: both lists sorted the same way.
            QList<double> sortedMark = mark, sortedRest = rest;
            std::sort(sortedMark.begin(), sortedMark.end());
            std::sort(sortedRest.begin(), sortedRest.end());
            if (const double most = covariance(sortedMark, sortedRest); most != 0)
                stats.discriminativeEfficiency = 100.0 * cov / most;
        }
        result.append(stats);
    }
    return result;
}

ItemStatistics::Test ItemStatistics::test(const QList<QList<int>> &marks, const QList<Question> &questions)
{
    Test test;
    const QList<double> total = totals(marks);
    const qsizetype s = total.size();
    test.students = int(s);
    const double most = double(questions.size()); // every question is worth 1
    if (s == 0 || most == 0)
        return test;
    const double average = mean(total);
    test.meanPercent = 100.0 * average / most;
    QList<double> sorted = total;
    std::sort(sorted.begin(), sorted.end());
    const double median = s % 2 == 1 ? sorted.at(s / 2) : (sorted.at(s / 2 - 1) + sorted.at(s / 2)) / 2.0;
    test.medianPercent = 100.0 * median / most;
    if (s < 2)
        return test;
    double power2 = 0, power3 = 0, power4 = 0;
    for (const double value : total) {
        const double d = value - average;
        power2 += d * d;
        power3 += d * d * d;
        power4 += d * d * d * d;
    }
    const double n = double(s);
    test.standardDeviationPercent = 100.0 * std::sqrt(power2 / (n - 1)) / most;
    if (s < 3)
        return test;
    // Fisher's k-statistics, as Moodle computes skewness and kurtosis.
    const double m2 = power2 / n, m3 = power3 / n, m4 = power4 / n;
    const double k2 = n * m2 / (n - 1);
    const double k3 = n * n * m3 / ((n - 1) * (n - 2));
    if (k2 == 0)
        return test;
    test.skewness = k3 / std::pow(k2, 1.5);
    if (s > 3) {
        const double k4 = n * n * ((n + 1) * m4 - 3 * (n - 1) * m2 * m2) / ((n - 1) * (n - 2) * (n - 3));
        test.kurtosis = k4 / (k2 * k2);
    }
    const double p = double(questions.size());
    if (p > 1) {
        double sumOfMarkVariance = 0;
        for (const Question &question : questions)
            sumOfMarkVariance += question.markVariance.value_or(0);
        const double cic = (100.0 * p / (p - 1)) * (1 - sumOfMarkVariance / k2);
        test.cic = cic;
        test.errorRatio = 100.0 * std::sqrt(1 - cic / 100); // cic ≤ 100: the variances are never negative
        test.standardErrorPercent = *test.errorRatio * *test.standardDeviationPercent / 100.0;
    }
    return test;
}
