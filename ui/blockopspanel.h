// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"

#include <QGroupBox>

class BlockOpsModel;
class QLabel;
class QPushButton;
class QTableView;
class RealModelState;

// "Inside one block": the op-level model of the current real model (BlockGraph, the measured convention) as a
// table, one row per op with what autograd saves for it and whether the policy keeps it or recomputes it; with the
// custom policy the learner ticks the ops to save and the state follows. "Copy as PyTorch" puts the code of the
// current policy (PolicyCode) on the clipboard; "Export Measurement Script…" saves the script that measures one
// training step of the whole setup (MeasurementScript). It reads and drives the RealModelState it is given.
class BlockOpsPanel final : public QGroupBox
{
    Q_OBJECT
public:
    explicit BlockOpsPanel(RealModelState *state, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    // The code "Copy as PyTorch" copies for the current state; empty when the state has no figures.
    QString pytorchCode() const;
    // Writes the current setup's measurement script to `path` (atomically, never into the learner's data folder) and
    // says where under the buttons; a failure is returned with its reason and nothing is said.
    Expected<void> saveMeasurementScript(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showState();
    void retranslate();
    void copyCode();
    void exportMeasurementScript();

    RealModelState *m_state = nullptr;
    BlockOpsModel *m_model = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_copyButton = nullptr;
    QPushButton *m_measureButton = nullptr;
    QLabel *m_copied = nullptr;
};
