// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/realisticfiguresview.h"

#include "core/realistic/realisticreadout.h"
#include "core/realistic/realmodelstate.h"
#include "ui/figureflash.h"
#include "ui/verdictcolours.h"
#include "ui_realisticpanel.h"

#include <QLabel>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

QString percent(double share)
{
    return QLocale().toString(100.0 * share, 'f', 2);
}

} // namespace

void RealisticFiguresView::show(Ui::RealisticPanel &ui, const RealModelState &state)
{
    ui.errorLabel->setVisible(!state.figures());
    ui.figuresWidget->setVisible(bool(state.figures()));
    const QList<QLabel *> values = {ui.parametersValue,      ui.activationPerBlockValue,
                                    ui.peakActivationsValue, ui.weightsValue,
                                    ui.gradientsValue,       ui.optimizerValue,
                                    ui.logitsValue,          ui.gatherValue,
                                    ui.reserveValue,         ui.totalValue,
                                    ui.verdictLabel,         ui.recomputeFlopsValue,
                                    ui.paperFlopsValue};
    if (!state.figures()) {
        //: %1 is the estimator's message, e.g. "the heads (7) must divide the hidden size (768)".
        ui.errorLabel->setText(tr("No figures for this input: %1.").arg(state.error()));
        for (QLabel *value : values)
            value->clear();
        return;
    }
    ui.errorLabel->clear();
    const RealisticFigures &figures = *state.figures();
    const QLocale locale;
    const auto bytes = &RealisticReadout::sizeWithBytes;
    ui.parametersValue->setText(locale.toString(figures.parameters));
    //: %1 is a size with its bytes, %2 the activation convention ("measured: op by op, what PyTorch saves").
    const QString inConvention = tr("%1, %2");
    const QString convention = RealisticReadout::conventionLabel(figures.convention);
    ui.activationPerBlockValue->setText(inConvention.arg(bytes(figures.activationBytesPerLayer), convention));
    QString peak = inConvention.arg(bytes(figures.peakActivationBytes), convention);
    if (figures.stage != RealisticFigures::Stage::Only)
        peak += u"; "_s
                + (figures.stage == RealisticFigures::Stage::First
                       //: %Ln is how many micro-batches the first pipeline stage holds at once.
                       ? tr("per GPU of the first pipeline stage, which holds %Ln micro-batch(es) at once", nullptr,
                            int(figures.microBatchesInFlight))
                       : tr("per GPU of the last pipeline stage, with the logits"));
    FigureFlash::setText(ui.peakActivationsValue, peak);
    ui.weightsValue->setText(bytes(figures.modelState.weightBytes));
    ui.gradientsValue->setText(bytes(figures.modelState.gradientBytes));
    ui.optimizerValue->setText(
        figures.modelState.hostOptimizerBytes > 0
            //: %1 is the optimizer state's size in host memory.
            ? tr("none on the GPU; %1 in host memory").arg(bytes(figures.modelState.hostOptimizerBytes))
            : bytes(figures.modelState.optimizerBytes));
    ui.logitsValue->setText(bytes(figures.logitsBytes));
    ui.gatherValue->setText(bytes(figures.gatherBufferBytes));
    ui.reserveValue->setText(bytes(figures.reserveBytes));
    //: %1 is the total per GPU, %2 the GPU's memory, both with binary units.
    FigureFlash::setText(ui.totalValue, tr("%1 of %2").arg(bytes(figures.totalBytes),
                                                            RealisticReadout::size(figures.gpuMemoryBytes)));
    FigureFlash::setText(ui.verdictLabel, RealisticReadout::verdict(figures));
    //: %1 FLOPs recomputed, %2 their share of the step in percent, %3 the step's FLOPs.
    const QString share = tr("%1 FLOPs, %2% of the step's %3 FLOPs");
    ui.recomputeFlopsValue->setText(share.arg(locale.toString(figures.recomputeFlops), percent(figures.overhead),
                                              locale.toString(figures.stepFlops)));
    ui.paperFlopsValue->setText(figures.paperOverheadDefined
                                    ? share.arg(locale.toString(figures.paperRecomputeFlops),
                                                percent(figures.paperOverhead), locale.toString(figures.stepFlops))
                                    : tr("not defined for this policy (only for none, selective and full with "
                                         "k = 1)"));
    ui.conventionsLabel->setText(RealisticReadout::conventionsNote(figures));
}

void RealisticFiguresView::colourVerdict(Ui::RealisticPanel &ui, const RealModelState &state,
                                         const QPalette &palette)
{
    if (!state.figures())
        return;
    const QColor background = palette.color(QPalette::Window);
    QPalette verdict = ui.verdictLabel->palette();
    verdict.setColor(QPalette::WindowText,
                     state.figures()->fits ? VerdictColours::right(background) : VerdictColours::wrong(background));
    ui.verdictLabel->setPalette(verdict);
}
