#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
# SPDX-License-Identifier: MIT
"""A class of 40 with planted item properties, and its statistics computed independently of the app.

Writes class40.csv (each student's chosen option per question of tests/data/gradient-checkpointing-test.json,
1-based in bank order, empty for no answer) and class40-expected.json (Moodle's quiz statistics of that class).
The statistics here use Python's `statistics` module and the textbook forms of each formula (Pearson's r from
statistics.correlation, Cronbach's alpha, the adjusted Fisher-Pearson skewness G1 and the sample excess kurtosis G2),
not the k-statistics and covariance sums the app's ItemStatistics uses: both must agree to 1e-9.

Planted: question 1 is very easy, question 2 very hard, question 3 discriminates negatively (strong students fall for
option 1), question 4's wrong answers crowd onto option 2 (one misconception), three students leave question 8 blank.
Run: python3 make_class.py (deterministic; seed 2026).
"""
import csv
import json
import math
import random
import statistics

CORRECT = [1, 2, 3, 4, 1, 2, 3, 4]  # the test bank's key, 1-based
OPTIONS = 4
STUDENTS = 40
# (discrimination a, difficulty b) of a two-parameter logistic model per question.
ITEMS = [(1.5, -2.6), (1.8, 1.3), (-1.2, 0.0), (1.4, 0.3), (1.6, -0.4), (1.0, 0.6), (2.0, 0.0), (1.2, -0.8)]


def simulate():
    rng = random.Random(2026)
    rows = []
    for s in range(STUDENTS):
        ability = rng.gauss(0.0, 1.0)
        row = []
        for q, (a, b) in enumerate(ITEMS):
            if q == 7 and s in (5, 17, 33):
                row.append(None)
                continue
            right = rng.random() < 1.0 / (1.0 + math.exp(-a * (ability - b)))
            if right:
                row.append(CORRECT[q])
                continue
            wrong = [o for o in range(1, OPTIONS + 1) if o != CORRECT[q]]
            if q == 3:  # one misconception draws most wrong answers
                row.append(2 if rng.random() < 0.8 else rng.choice([o for o in wrong if o != 2]))
            elif q == 2 and ability > 0:  # strong students fall for option 1
                row.append(1)
            else:
                row.append(rng.choice(wrong))
        rows.append(row)
    return rows


def covariance(x, y):
    mx, my = statistics.fmean(x), statistics.fmean(y)
    return sum((a - mx) * (b - my) for a, b in zip(x, y)) / (len(x) - 1)


def item_statistics(marks):
    n = len(marks)
    totals = [sum(row) for row in marks]
    questions = []
    for q in range(len(marks[0])):
        x = [row[q] for row in marks]
        rest = [t - m for t, m in zip(totals, x)]
        var = statistics.variance(x)
        entry = {
            "facility_index": 100.0 * statistics.fmean(x),
            "standard_deviation": 100.0 * statistics.stdev(x),
            "discrimination_index": None,
            "discriminative_efficiency": None,
            "mark_variance": var,
        }
        if var > 0 and statistics.variance(rest) > 0:
            entry["discrimination_index"] = 100.0 * statistics.correlation(x, rest)
        most = covariance(sorted(x), sorted(rest))
        if most != 0:
            entry["discriminative_efficiency"] = 100.0 * covariance(x, rest) / most
        questions.append(entry)
    p = len(questions)
    mean = statistics.fmean(totals)
    sd = statistics.stdev(totals)
    m2 = sum((t - mean) ** 2 for t in totals) / n
    m3 = sum((t - mean) ** 3 for t in totals) / n
    m4 = sum((t - mean) ** 4 for t in totals) / n
    g1 = m3 / m2 ** 1.5
    g2 = m4 / m2 ** 2 - 3
    skewness = math.sqrt(n * (n - 1)) / (n - 2) * g1
    kurtosis = (n - 1) / ((n - 2) * (n - 3)) * ((n + 1) * g2 + 6)
    alpha = p / (p - 1) * (1 - sum(q["mark_variance"] for q in questions) / statistics.variance(totals))
    cic = 100.0 * alpha
    error_ratio = 100.0 * math.sqrt(1 - alpha)
    test = {
        "students": n,
        "mean": 100.0 * mean / p,
        "median": 100.0 * statistics.median(totals) / p,
        "standard_deviation": 100.0 * sd / p,
        "skewness": skewness,
        "kurtosis": kurtosis,
        "cic": cic,
        "error_ratio": error_ratio,
        "standard_error": error_ratio * (100.0 * sd / p) / 100.0,
    }
    for q in questions:
        del q["mark_variance"]
    return questions, test


def main():
    rows = simulate()
    with open("class40.csv", "w", newline="") as out:
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["student"] + [f"q{q + 1}" for q in range(len(ITEMS))])
        for s, row in enumerate(rows):
            writer.writerow([f"Student {s + 1:02d}"] + ["" if c is None else c for c in row])
    marks = [[1 if c == CORRECT[q] else 0 for q, c in enumerate(row)] for row in rows]
    questions, test = item_statistics(marks)
    for q, entry in enumerate(questions):
        entry["options"] = [sum(1 for row in rows if row[q] == o) for o in range(1, OPTIONS + 1)]
        entry["unanswered"] = sum(1 for row in rows if row[q] is None)
    with open("class40-expected.json", "w") as out:
        json.dump({"questions": questions, "test": test}, out, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
