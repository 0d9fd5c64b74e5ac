// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/realisticreadout.h"

#include "core/realistic/checkedint.h"
#include "core/realistic/modelstate.h"
#include "core/realistic/planner.h"

#include <QLocale>

using namespace Qt::StringLiterals;

QString RealisticReadout::size(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 2, QLocale::DataSizeIecFormat);
}

QString RealisticReadout::sizeWithBytes(qint64 bytes)
{
    //: %1 is a size in binary units (7.13 GiB), %2 the exact number of bytes.
    return tr("%1 (%2 bytes)").arg(size(bytes), QLocale().toString(bytes));
}

QString RealisticReadout::verdict(const RealisticFigures &figures)
{
    const QString fit = figures.fits ? tr("Fits, %1 to spare").arg(size(figures.headroomBytes))
                                     : tr("Does not fit: %1 over").arg(size(-figures.headroomBytes));
    //: %1 is a size (119.66 GiB), %2 the total per GPU.
    const QString of = tr("%1 of %2");
    switch (figures.largestTerm) {
    case RealisticFigures::Term::ModelState:
        if (figures.fits)
            break;
        //: After "Does not fit: … over". %1 is "119.66 GiB of 133.45 GiB".
        return fit + u". "_s
               + tr("The largest part is model state, %1: no recomputation policy can fix that; shard it (ZeRO, FSDP) "
                    "or add GPUs.")
                     .arg(of.arg(size(figures.modelState.totalBytes), size(figures.totalBytes)));
    case RealisticFigures::Term::Activations:
        return fit + u". "_s
               + tr("The largest part is activations, %1: recomputation can shrink them.")
                     .arg(of.arg(size(figures.peakActivationBytes), size(figures.totalBytes)));
    case RealisticFigures::Term::Logits:
        return fit + u". "_s
               + tr("The largest part is the logits and loss, %1: a shorter sequence, a smaller micro-batch or a "
                    "chunked loss shrinks them; recomputation does not.")
                     .arg(of.arg(size(figures.logitsBytes), size(figures.totalBytes)));
    case RealisticFigures::Term::GatherBuffers:
    case RealisticFigures::Term::Reserve:
        break;
    }
    return fit;
}

QString RealisticReadout::verdict(const FitDiagnosis &diagnosis)
{
    const QString first = verdict(diagnosis.figures);
    if (diagnosis.figures.fits)
        return first;
    //: %1 is a size per GPU ("76.10 GiB").
    const QString second
        = diagnosis.recomputeCanFit
              ? tr("Full recomputation at its best spacing brings the total to %1: it fits.")
                    .arg(size(diagnosis.leastActivationTotalBytes))
              //: %1 and %2 are sizes per GPU: the least total, and the GPU's memory.
              : tr("Even full recomputation at its best spacing leaves %1 of %2: recomputation alone cannot make it "
                   "fit.")
                    .arg(size(diagnosis.leastActivationTotalBytes), size(diagnosis.figures.gpuMemoryBytes));
    return first + u' ' + second;
}

QString RealisticReadout::conventionLabel(ActivationConvention convention)
{
    return convention == ActivationConvention::Paper ? tr("paper: Korthikanti et al. 2022, Table 2")
                                                     : tr("measured: op by op, what PyTorch saves");
}

QString RealisticReadout::conventionChoice(ActivationConvention convention)
{
    return convention == ActivationConvention::Paper ? tr("Paper (Table 2)") : tr("Measured (PyTorch)");
}

QString RealisticReadout::conventionsNote(const RealisticFigures &figures)
{
    // What other bytes-per-parameter conventions would give: the unsharded model state on one GPU.
    const auto state = [&](qint64 bytesPerParameter) {
        const CheckedInt bytes = CheckedInt(figures.parameters) * bytesPerParameter;
        return bytes.isValid() ? size(bytes.value()) : tr("beyond 64 bits");
    };
    const QString activations
        = figures.convention == ActivationConvention::Paper
              ? tr("Activations (paper convention): Korthikanti et al. 2022, Table 2, the GPT block's formula, used "
                   "for every preset, Llama included; a Llama block with fused attention saves about 20% more.")
              : tr(
                  "Activations (measured convention): the block's ops one by one, byte for byte what PyTorch saves "
                  "for the reference GPT (nanoGPT/Megatron) and Llama (torchtitan) blocks, measured with PyTorch 1.13; "
                  "the policies behave as in PyTorch 2.4 or later.");
    return tr("GiB = 2^30 bytes. Memory is per GPU; FLOPs are per micro-batch step of the whole model.\n"
              "Model state: 16 bytes per parameter (mixed-precision Adam: 2 for the 16-bit weights, 2 for their "
              "gradients, 12 for the fp32 master weights, momentum and variance), sharded by ZeRO over the GPUs. Other "
              "tools count 12 (no master copy), 18 or 20 (fp32 gradients too): for this model on one GPU without "
              "sharding that is %1, %2 or %3 instead of %4.\n")
               .arg(state(12), state(18), state(20),
                    state(ModelState::WeightBytesPerParameter + ModelState::GradientBytesPerParameter
                          + ModelState::OptimizerBytesPerParameter))
           + activations + u'\n'
           + tr(
               "Logits and loss: the 16-bit logits, their fp32 copy for the loss and its gradient, alive at the end of "
               "the forward pass. ZeRO-3: two blocks' 16-bit weights gathered. The reserve stands for the CUDA "
               "context and the allocator. Not counted: other temporary buffers and fragmentation beyond the "
               "reserve.");
}
