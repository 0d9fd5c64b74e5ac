// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/review/reviewschedule.h"
#include "core/session/attemptsummary.h"

#include <QDialog>
#include <QList>

#include <functional>
#include <memory>

class HistoryModel;
class QChartView;
class QTableView;
class Session;
namespace Ui {
class HistoryDialog;
}

// Past attempts: a table (HistoryModel: when, which quiz, language, feedback mode, score, whether a report was
// exported) and a chart of the score over time, with Open (the attempt comes back into the quiz: a finished one shows
// its review, an unfinished one can be continued), Export (open it and save its report) and Export All My Data (the
// whole learner's database as JSON), and below them the
// learner's mastery per concept from spaced review. It shows summaries, not
// records: a bank is read only for the attempt that is opened. Files that could not be read are named above the table;
// the store has already set them aside. The form is historydialog.ui.
class HistoryDialog final : public QDialog
{
    Q_OBJECT
public:
    HistoryDialog(QList<AttemptSummary> records, const QStringList &problems, const QString &language,
                  QWidget *parent = nullptr);
    ~HistoryDialog() override;

    // History → the session's stored attempts, modal over `window`: Open resumes one (its record, bank included, read
    // only now), Export resumes it and calls exportReport. A run without a store says so instead.
    static void browse(Session *session, QWidget *window, const std::function<void()> &exportReport);

    // Everything the session's learner database holds, as JSON (LearnerDatabase::exportJson), written to `path`.
    static Expected<void> exportAllData(const Session &session, const QString &path);

    // Per concept, from the spaced-review schedule (shown below the attempts); none: a line says where it will appear.
    void showMastery(QList<ConceptMastery> mastery);

    int selectedRecord() const; // index into records(), or -1
    const QList<AttemptSummary> &records() const;
    QTableView *table() const;
    QChartView *chartView() const;

signals:
    // The attempt's id: the window reads the full record (with its bank) only now.
    void openRequested(const QString &id);
    void exportRequested(const QString &id);
    void exportAllRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillChart();
    void fillMastery();
    void retranslate();
    void updateButtons();

    std::unique_ptr<Ui::HistoryDialog> m_ui;
    HistoryModel *m_model = nullptr;
    QList<ConceptMastery> m_mastery;
};
