// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/realistic/realisticfigures.h"

#include <QCoreApplication>
#include <QString>

struct FitDiagnosis;
struct TransformerModel;

// The sentences the real-model readout shows around the figures, apart from any widget: sizes with their exact
// bytes, the fit verdict naming the largest line of the GPU's memory (and whether recomputation can help), the label
// that says which activation convention a figure is in, and the conventions note under the charts. The panel and
// (later) reports and planners share them, so a figure reads the same everywhere.
class RealisticReadout final
{
    Q_DECLARE_TR_FUNCTIONS(RealisticReadout)
public:
    // "7.13 GiB": binary units, two decimals, in the current locale.
    static QString size(qint64 bytes);
    // "7.13 GiB (7,650,410,496 bytes)".
    static QString sizeWithBytes(qint64 bytes);
    // "Fits, 12.40 GiB to spare" or "Does not fit: 53.45 GiB over", then what the largest line is and, when it is the
    // model state, that no recomputation policy can fix it.
    static QString verdict(const RealisticFigures &figures);
    // The same, then for a setup that does not fit whether recomputation can make it fit: "Full recomputation at its
    // best spacing brings the total to 76.10 GiB: it fits." or "Even full recomputation … leaves 131.20 GiB of 80.00
    // GiB: recomputation alone cannot make it fit."
    static QString verdict(const FitDiagnosis &diagnosis);
    // "measured: op by op, what PyTorch saves" or "paper: Korthikanti et al. 2022, Table 2".
    static QString conventionLabel(ActivationConvention convention);
    // The same, short enough for a choice in a narrow form: "Measured (PyTorch)", "Paper (Table 2)".
    static QString conventionChoice(ActivationConvention convention);
    // The note under the charts: units, the model-state convention with other tools' counts for this model, the
    // activation convention, and what is not counted.
    static QString conventionsNote(const RealisticFigures &figures);
};
