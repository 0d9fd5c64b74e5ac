// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/session/attemptsummary.h"

#include <QDialog>
#include <QList>

class QChartView;
class QLabel;
class QPushButton;
class QTableWidget;

// Past attempts: a table (when, which quiz, language, feedback mode, score, whether a report was exported) and a
// chart of the score over time, with Open (the attempt comes back into the quiz: a finished one shows its review, an
// unfinished one can be continued) and Export (open it and save its report). It shows summaries, not records: a bank
// is read only for the attempt that is opened. Files that could not be read are named above the table; the store has
// already set them aside.
class HistoryDialog final : public QDialog
{
    Q_OBJECT
public:
    HistoryDialog(QList<AttemptSummary> records, const QStringList &problems, const QString &language,
                  QWidget *parent = nullptr);

    int selectedRecord() const; // index into records(), or -1
    const QList<AttemptSummary> &records() const { return m_records; }
    QTableWidget *table() const { return m_table; }
    QChartView *chartView() const { return m_chartView; }

signals:
    // The attempt's id: the window reads the full record (with its bank) only now.
    void openRequested(const QString &id);
    void exportRequested(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();
    void fillChart();
    void retranslate();
    void updateButtons();

    QList<AttemptSummary> m_records; // newest first, as listed
    QString m_language;
    QLabel *m_problems = nullptr;
    QTableWidget *m_table = nullptr;
    QChartView *m_chartView = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_close = nullptr;
};
