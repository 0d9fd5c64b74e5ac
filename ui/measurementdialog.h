// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/measurementcomparison.h"

#include <QDialog>

class QTableWidget;
class RealModelState;

// File → Open Measurement…: a measurement the measurement script wrote, held against the app's prediction for the
// setup as it ran (MeasurementComparison). One table: the activations when the forward pass ends (the headline), the
// logits and loss, the backward's peak, then every block; each row predicted, measured, the residual and what the
// app can say of it, unexplained where it cannot. "Show This Setup" puts the setup as it ran into the real-model form,
// so the learner sees the prediction's parts there. A file that is not a measurement is refused with its located
// message and nothing changes.
class MeasurementDialog final : public QDialog
{
    Q_OBJECT
public:
    MeasurementDialog(const MeasurementComparison &comparison, RealModelState *state, QWidget *parent = nullptr);

    // Asks for a measurement file and shows it; false when the learner cancelled or the file was refused.
    static bool choose(RealModelState *state, QWidget *parent);
    // Reads `path` and shows its comparison (window-modal, deleted when closed); a file that cannot be used is refused
    // with its message.
    static bool openFile(const QString &path, RealModelState *state, QWidget *parent);

    QTableWidget *table() const { return m_table; }

private:
    void fill();

    MeasurementComparison m_comparison;
    QTableWidget *m_table = nullptr;
};
