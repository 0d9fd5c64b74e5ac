// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QGroupBox>

class BlockOpsModel;
class QLabel;
class QPushButton;
class QTableView;
class RealModelState;

// "Inside one block": the op-level model of the current real model (BlockGraph, the measured convention) as a
// table, one row per op with what autograd saves for it and whether the policy keeps it or recomputes it; with the
// custom policy the learner ticks the ops to save and the state follows. "Copy as PyTorch" puts the code of the
// current policy (PolicyCode) on the clipboard. It reads and drives the RealModelState it is given.
class BlockOpsPanel final : public QGroupBox
{
    Q_OBJECT
public:
    explicit BlockOpsPanel(RealModelState *state, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    // The code "Copy as PyTorch" copies for the current state; empty when the state has no figures.
    QString pytorchCode() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void showState();
    void retranslate();
    void copyCode();

    RealModelState *m_state = nullptr;
    BlockOpsModel *m_model = nullptr;
    QLabel *m_summary = nullptr;
    QTableView *m_table = nullptr;
    QPushButton *m_copyButton = nullptr;
    QLabel *m_copied = nullptr;
};
