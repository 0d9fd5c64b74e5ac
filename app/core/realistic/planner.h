// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/io/expected.h"
#include "core/realistic/realisticfigures.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"
#include "core/realistic/transformermodel.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>

// A GPU the planner offers: its memory and its dense 16-bit peak (NVIDIA's data sheets, without sparsity).
struct GpuSpec
{
    QString name;
    qint64 memoryGiB = 80;
    double peakTflops = 989.0;

    // A100 40 GB and 80 GB (312 TFLOP/s), H100 SXM (989, 80 GiB), H200 (989, 141 GiB).
    static const QList<GpuSpec> &presets();
};

// A link between a GPU and its host: nominal bandwidth per direction (PCIe Gen4 ×16 32 GB/s, Gen5 ×16 64 GB/s,
// NVLink-C2C 450 GB/s; GB = 10^9 bytes).
struct HostLink
{
    QString name;
    double gigabytesPerSecond = 32.0;

    static const QList<HostLink> &presets();
};

// What to plan for: a model, the GPUs (how many in all, their memory and speed), the sequence length and the global
// batch (sequences per optimizer step), with the rest of `base` (precision, attention kind, convention, dropout,
// reserve) kept as it is.
struct PlanRequest
{
    TransformerModel model;
    TrainingSetup base;
    qint64 gpus = 8;
    qint64 globalBatch = 8;
    double peakTflops = 989.0;
    double utilisation = 0.4; // the share of the peak a step sustains (model FLOPs utilisation)
    double hostLinkGBps = 32.0;
};

// One setup the planner tried, with its figures and what a step costs in time.
struct PlannedSetup
{
    TrainingSetup setup;
    RecomputeSetting recompute;
    RealisticFigures figures;
    double computeSeconds = 0; // FLOPs of a step (recomputation included) / (GPUs × peak × utilisation)
    double bubbleSeconds = 0;  // 1F1B's pipeline bubble: (p − 1)/m of the compute
    double offloadSeconds = 0; // ZeRO-Offload: the GPU's 16-bit gradients out and weights back over the host link
    double stepSeconds() const { return computeSeconds + bubbleSeconds + offloadSeconds; }
};

// Why a setup does not fit and whether recomputation could change that: the bytes over, the largest term, and the
// total the setup would have with its activations at their least (full recomputation at the spacing that holds
// least).
struct FitDiagnosis
{
    RealisticFigures figures;
    qint64 leastActivationTotalBytes = 0;
    bool recomputeCanFit = false;
};

// The planner of the realistic mode: for a model on G GPUs it searches every tensor-parallel size t (dividing G and
// the block), with and without sequence parallelism, every pipeline depth p (dividing G/t and the layers), the data
// parallelism d = G/(t·p) that follows (d must divide the global batch), every micro-batch b ≤ 64 dividing B/d, the
// ZeRO stages 0–3 (only 0 when d = 1: the stages shard over replicas), the optimizer in GPU memory or offloaded, and
// every recompute policy the convention has (none, the selective presets, full every k for k = 1…L/p; above
// ExhaustiveSpacings layers per stage, the ~2√(L/p) spacings of spacings(), and the plan says so). For each parallel
// layout (t, SP, p, b; b up to MaxMicroBatch) it keeps the cheapest setup that fits: the shortest step, then no
// offload, the policy that reruns less, the lower ZeRO stage, the smaller total. Step time counts FLOPs, the bubble
// and the offload transfers; the communication of tensor, pipeline and data parallelism, the CPU's optimizer step and
// the time of element-wise recomputation (0 FLOPs) are not counted (docs/realistic.md says so). Every figure comes from
// RealisticEstimator, block costs computed once per block shape, so a listed setup given to `simulate` gives the same
// bytes.
class Planner final
{
    Q_DECLARE_TR_FUNCTIONS(Planner)
public:
    struct Plan
    {
        QList<PlannedSetup> setups; // one per fitting layout, cheapest first
        qint64 layouts = 0;         // parallel layouts tried
        qint64 setupsTried = 0;     // estimates made
        // Layouts where nothing fits, by what overflows even at the least: model state (with ZeRO-3 and offload,
        // plus the reserve) or the activations (with full recomputation at its best spacing).
        qint64 modelStateBound = 0;
        qint64 activationBound = 0;
        bool spacingsSampled = false; // a stage had more than ExhaustiveSpacings layers: not every k was tried
        bool cancelled = false;       // stopped early: the counts and setups are partial
    };

    // Micro-batches beyond this are not tried: real ones are small, and a global batch with hundreds of divisors
    // would multiply the search for nothing.
    static constexpr qint64 MaxMicroBatch = 64;
    // Up to this many layers per pipeline stage every full-recomputation spacing is tried. Real models have at most
    // a few hundred layers; a config of a million (which the reader accepts) took minutes.
    static constexpr qint64 ExhaustiveSpacings = 4096;

    static QString validationError(const PlanRequest &request);
    // `cancelled`, set from another thread, stops the search at the next layout (Plan::cancelled).
    static Expected<Plan> plan(const PlanRequest &request, const std::atomic_bool *cancelled = nullptr);
    // The full-recomputation spacings tried on a stage of `stageLayers` blocks: all of 1…L up to ExhaustiveSpacings,
    // else every k ≤ √L and the least spacing of every segment count m = ⌈L/k⌉ (k = ⌈L/m⌉ for m ≤ √L), ascending.
    static QList<qint64> spacings(qint64 stageLayers);

    static PlannedSetup timed(const PlanRequest &request, const TrainingSetup &setup, const RecomputeSetting &recompute,
                              const RealisticFigures &figures);
    // The setup's figures and whether recomputing more could make it fit.
    static Expected<FitDiagnosis> diagnose(const TransformerModel &model, const TrainingSetup &setup,
                                           const RecomputeSetting &recompute);
    // For a setup that does not fit: the fitting setup on the same GPUs that changes the fewest of t (with SP), p,
    // b, the ZeRO stage, offload and the recompute policy, cheapest among those; none if nothing fits. `plan` is
    // plan(request)'s.
    static std::optional<PlannedSetup> smallestChange(const PlanRequest &request, const Plan &plan,
                                                      const TrainingSetup &setup, const RecomputeSetting &recompute,
                                                      const std::atomic_bool *cancelled = nullptr);
    // The fields `to` changes from `from` ("tensor_parallel", "zero", "recompute", …): the JSON names.
    static QStringList changes(const PlannedSetup &from, const PlannedSetup &to);

    // How much a policy reruns, for ranking setups whose step times tie: none 0, layernorm, selective, mlp,
    // save-matmuls, full 5 (custom last).
    static int reruns(RecomputePolicy policy);
    // The recompute policies the planner tries under a convention, full excluded (it is tried at every spacing).
    static QList<RecomputePolicy> storeAllPolicies(ActivationConvention convention);
};

// Offloading a block's activations to the host instead of recomputing them: the bytes a policy drops from a block
// (what none keeps minus what the policy keeps), sent out in the forward pass and back in the backward, each way at
// the link's bandwidth with no overlap, against rerunning the FLOPs the policy recomputes in a block on one GPU. The
// break-even bandwidth is where both take as long: 2 · bytes / (recompute seconds); above it offloading is faster.
struct ActivationOffload
{
    qint64 droppedBytes = 0;  // per block, per GPU
    qint64 recomputeFlops = 0; // per block, per GPU
    double offloadSeconds = 0;
    double recomputeSeconds = 0;
    double breakEvenGBps = 0; // 0 when the policy recomputes nothing

    // For `figures` of the policy (or of full recomputation when the policy recomputes nothing).
    static ActivationOffload compare(const RealisticFigures &figures, const TrainingSetup &setup, double hostLinkGBps,
                                     double peakTflops, double utilisation);
};
