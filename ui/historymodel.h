// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/session/attemptsummary.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

// The History table: one row per past attempt, newest first, with when it started, the quiz's title in the learner's
// language, the attempt's language in its own name, the feedback mode, the score (or how far an unfinished attempt
// got) and whether a report was exported. Text in the current locale's digits; every cell's tool tip is its text.
// Read only; retranslate() re-reads every text after a language switch.
class HistoryModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StartedColumn, QuizColumn, LanguageColumn, ModeColumn, ScoreColumn, ReportColumn, ColumnCount };

    // `records` oldest first, as the store lists them; `language` picks the quiz titles' language.
    HistoryModel(QList<AttemptSummary> records, const QString &language, QObject *parent = nullptr);

    const QList<AttemptSummary> &records() const { return m_records; } // newest first
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(const AttemptSummary &attempt, int column) const;

    QList<AttemptSummary> m_records;
    QString m_language;
};
