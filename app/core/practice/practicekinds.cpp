// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/practice/practicekinds.h"

#include "core/practice/practicerandom.h"
#include "core/quiz/practicetext.h"
#include "core/simulator/binomial.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/simulator.h"
#include "core/simulator/tradeoffanalysis.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

using Texts = QList<LocalizedText>;

LocalizedText num(qint64 value)
{
    return PracticeText::number(value);
}

LocalizedText text(const char *key, const Texts &args = {})
{
    return PracticeText::fill(QString::fromLatin1(key), args);
}

// The option for `value` in the kind's unit ("19 activations", "81 extra forwards", "k = 10").
PracticeChoice answer(qint64 value, const char *unit)
{
    return {value, text(unit, {num(value)}), {}};
}

// A wrong option; its feedback template gets the option's value as %1 and `args` from %2 on.
PracticeChoice mistake(qint64 value, const char *unit, const char *feedback, const Texts &args = {})
{
    return {value, text(unit, {num(value)}), text(feedback, Texts{num(value)} + args)};
}

constexpr const char *Activations = "unit.activations";
constexpr const char *Forwards = "unit.forwards";
constexpr const char *Spacing = "unit.spacing";

ScheduleFigures unitFigures(qint64 layers, const ScheduleSetting &setting)
{
    return Simulator::figures(Chain::units(layers), setting);
}

qint64 isqrt(qint64 n)
{
    return qint64(std::sqrt(double(n)));
}

qint64 ceilDiv(qint64 a, qint64 b)
{
    return (a + b - 1) / b;
}

SimulatorScene unitScene(qint64 layers, const ScheduleSetting &setting, SimulatorScene::Chart chart,
                         SimulatorScene::Highlight highlight, SimulatorScene::Animation animation,
                         const LocalizedText &caption)
{
    SimulatorScene scene;
    scene.layers = layers;
    scene.setting = setting;
    scene.chart = chart;
    scene.highlight = highlight;
    scene.animation = animation;
    scene.caption = caption;
    return scene;
}

QuestionReference chen()
{
    return {u"Chen, Xu, Zhang, Guestrin 2016, \"Training Deep Nets with Sublinear Memory Cost\", arXiv:1604.06174"_s,
            u"https://arxiv.org/abs/1604.06174"_s};
}

QuestionReference revolve()
{
    return {u"Griewank & Walther 2000, \"Algorithm 799: revolve: an implementation of checkpointing for the reverse or "
            u"adjoint mode of computational differentiation\", ACM Transactions on Mathematical Software 26(1)"_s,
            u"https://doi.org/10.1145/347837.347846"_s};
}

QuestionReference pyTorchDocs()
{
    return {u"PyTorch documentation, \"torch.utils.checkpoint\" (checkpoint_sequential)"_s,
            u"https://docs.pytorch.org/docs/stable/checkpoint.html"_s};
}

// Uniform spacing k on N layers: m = ⌈N/k⌉ segments, the last r long. At least three segments, so that one is
// recomputed while checkpoints before it are held, and k near the useful range (up to about 2·sqrt(N)).
struct UniformCase
{
    qint64 layers = 0;
    qint64 spacing = 0;
    qint64 segments = 0;
    qint64 last = 0;
    ScheduleSetting setting;
};

UniformCase drawUniform(PracticeRandom &random)
{
    UniformCase c;
    c.layers = random.between(12, 1200);
    c.spacing = random.between(2, qMin(2 * isqrt(c.layers) + 2, (c.layers - 1) / 2));
    c.segments = ceilDiv(c.layers, c.spacing);
    c.last = c.layers - (c.segments - 1) * c.spacing;
    c.setting = ScheduleSetting::uniform(c.spacing);
    return c;
}

PracticeDraft uniformPeak(PracticeRandom &random)
{
    const UniformCase c = drawUniform(random);
    const qint64 n = c.layers, k = c.spacing, m = c.segments, r = c.last;
    const qint64 peak = unitFigures(n, c.setting).peakMemory;
    const qint64 afterForward = m - 1 + r;
    const qint64 whileRecomputing = m - 2 + k;

    PracticeDraft draft;
    draft.stem = text("uniform-peak.stem", {num(n), num(k)});
    draft.key = answer(peak, Activations);
    draft.mistakes = {
        mistake(m, Activations, "uniform-peak.only-checkpoints", {num(n), num(k)}),
        mistake(n, Activations, "uniform-peak.store-all", {num(k)}),
        mistake(m - 1 + qMax(r, k), Activations, "uniform-peak.checkpoint-twice",
                {num(m - 1), num(r), num(k), num(k - 1)}),
        mistake(m + qMax(r, k - 1), Activations, "uniform-peak.last-segment-off-by-one",
                {num(m), num(r), num(k - 1), num(m - 1)}),
        mistake(afterForward, Activations, "uniform-peak.forgot-recompute",
                {num(m - 1), num(r), num(m - 2), num(k), num(whileRecomputing)}),
        mistake(whileRecomputing, Activations, "uniform-peak.forgot-last-segment",
                {num(r), num(m - 1), num(afterForward)}),
        mistake(m - 1 + r + k - 1, Activations, "uniform-peak.both-segments", {num(m - 1), num(r), num(k - 1)}),
    };
    if (m != k && m < n)
        draft.mistakes.append(mistake(unitFigures(n, ScheduleSetting::uniform(m)).peakMemory, Activations,
                                      "uniform-peak.swapped", {num(m), num(k)}));
    draft.explanation = text("uniform-peak.explanation", {num(n), num(k), num(m), num(r), num(m - 1), num(afterForward),
                                                          num(m - 2), num(whileRecomputing), num(peak), num(k - 1)});
    draft.reference = chen();
    draft.scene = unitScene(n, c.setting, SimulatorScene::Chart::Timeline, SimulatorScene::Highlight::Peak,
                            SimulatorScene::Animation::None, text("uniform-peak.caption", {num(peak), num(n)}));
    return draft;
}

PracticeDraft uniformExtra(PracticeRandom &random)
{
    const UniformCase c = drawUniform(random);
    const qint64 n = c.layers, k = c.spacing, m = c.segments, r = c.last;
    const qint64 extra = unitFigures(n, c.setting).extraForwards;

    PracticeDraft draft;
    draft.stem = text("uniform-extra.stem", {num(n), num(k)});
    draft.key = answer(extra, Forwards);
    draft.mistakes = {
        mistake(extra + r - 1, Forwards, "uniform-extra.last-segment-too", {num(r - 1)}),
        mistake(n, Forwards, "uniform-extra.whole-pass"),
        mistake((m - 1) * k, Forwards, "uniform-extra.whole-segment", {num(m - 1), num(k)}),
        mistake(m * (k - 1), Forwards, "uniform-extra.every-segment", {num(m), num(k - 1)}),
    };
    if (m != k && m < n)
        draft.mistakes.append(mistake(unitFigures(n, ScheduleSetting::uniform(m)).extraForwards, Forwards,
                                      "uniform-extra.swapped", {num(m), num(k)}));
    draft.explanation
        = text("uniform-extra.explanation", {num(n), num(k), num(m), num(r), num(m - 1), num(k - 1), num(extra)});
    draft.reference = chen();
    draft.scene
        = unitScene(n, c.setting, SimulatorScene::Chart::Timeline, SimulatorScene::Highlight::Recompute,
                    SimulatorScene::Animation::PlayBackward, text("uniform-extra.caption", {num(m - 1), num(k - 1)}));
    return draft;
}

PracticeDraft bestSpacing(PracticeRandom &random)
{
    const qint64 n = random.between(50, 4000);
    const Chain chain = Chain::units(n);
    const qint64 root = qRound64(std::sqrt(double(n)));
    const qint64 best = TradeoffAnalysis::bestSpacingNearSqrt(chain);
    auto peakAt = [&chain](qint64 k) { return Simulator::figures(chain, ScheduleSetting::uniform(k)).peakMemory; };
    const qint64 bestPeak = peakAt(best);

    PracticeDraft draft;
    draft.stem = text("best-spacing.stem", {num(n)});
    draft.key = answer(best, Spacing);
    // Only spacings whose peak is strictly above the key's: the minimum among the options must be unique.
    auto offer = [&](qint64 k, const char *feedback) {
        if (k < 1 || k > n || k == best || peakAt(k) <= bestPeak)
            return;
        const qint64 m = ceilDiv(n, k);
        const qint64 r = n - (m - 1) * k;
        draft.mistakes.append(
            mistake(k, Spacing, feedback,
                    {num(m), num(r), num(peakAt(k)), num(bestPeak), num(best), num(n), num(m - 1), num(k - 1)}));
    };
    offer(1, "best-spacing.every-layer");
    for (const qint64 k : {root / 4, root / 3, root / 2, qint64(std::log2(double(n)))})
        offer(qMax<qint64>(2, k), "best-spacing.too-short");
    for (const qint64 k : {2 * root, 3 * root, n / 4, n / 2})
        offer(k, "best-spacing.too-long");
    draft.explanation = text("best-spacing.explanation", {num(n), num(root), num(best), num(ceilDiv(n, best)),
                                                          num(n - (ceilDiv(n, best) - 1) * best), num(bestPeak)});
    draft.reference = chen();
    draft.scene = unitScene(n, ScheduleSetting::uniform(best), SimulatorScene::Chart::Tradeoff,
                            SimulatorScene::Highlight::Tradeoff, SimulatorScene::Animation::Sweep,
                            text("best-spacing.caption", {num(best), num(bestPeak), num(root)}));
    return draft;
}

// The fewest extra forwards uniform spacing needs within `memory`, and at which k; {0, 0} when no k fits.
std::pair<qint64, qint64> cheapestUniformWithin(qint64 layers, qint64 memory)
{
    const Chain chain = Chain::units(layers);
    std::pair<qint64, qint64> best{0, 0};
    for (qint64 k = 1; k <= layers; ++k) {
        const TradeoffPoint point = TradeoffAnalysis::point(chain, ScheduleSetting::uniform(k));
        if (point.peakMemory <= memory && (best.first == 0 || point.extraForwards < best.second))
            best = {k, point.extraForwards};
    }
    return best;
}

PracticeDraft revolveExtra(PracticeRandom &random)
{
    const qint64 n = random.between(20, 3000);
    const qint64 memory = random.between(3, qMin(2 * isqrt(n) + 2, n - 2));
    const qint64 slotCount = memory - 1;
    const ScheduleSetting setting = ScheduleSetting::optimal(slotCount);
    const ScheduleFigures figures = unitFigures(n, setting);
    Q_ASSERT(figures.peakMemory == memory); // the slots plus the state being worked on
    const qint64 extra = figures.extraForwards;
    const qint64 t = RevolveCount::repetitions(n, slotCount);
    const qint64 beta = qint64(Binomial::beta(slotCount, t));
    const qint64 steps = qint64(Binomial::capped(slotCount + t, slotCount + 1));

    PracticeDraft draft;
    draft.stem = text("revolve-extra.stem", {num(memory), num(n)});
    draft.key = answer(extra, Forwards);
    draft.mistakes = {
        mistake(extra + n - 1, Forwards, "revolve-extra.first-sweep", {num(n - 1)}),
        mistake(RevolveCount::extraForwards(n, memory), Forwards, "revolve-extra.no-working-state",
                {num(memory), num(memory + 1)}),
        mistake((t - 1) * n, Forwards, "revolve-extra.every-layer-rerun", {num(t - 1), num(n)}),
    };
    // Off by one in t: the largest t whose binomial chain is still too short (t >= 2, as memory <= N − 2).
    const qint64 fewer = (t - 1) * n - qint64(Binomial::capped(slotCount + t - 1, slotCount + 1)) - (n - 1);
    if (fewer > 0)
        draft.mistakes.append(mistake(fewer, Forwards, "revolve-extra.t-off-by-one",
                                      {num(t - 1), num(slotCount + t - 1), num(slotCount),
                                       num(qint64(Binomial::beta(slotCount, t - 1))), num(n)}));
    if (const auto [k, uniformExtra] = cheapestUniformWithin(n, memory); k > 0)
        draft.mistakes.append(mistake(uniformExtra, Forwards, "revolve-extra.uniform", {num(k)}));
    draft.explanation = text("revolve-extra.explanation", {num(memory), num(slotCount), num(t), num(n), num(beta),
                                                           num(steps), num(n - 1), num(extra), num(slotCount + t)});
    draft.reference = revolve();
    draft.scene = unitScene(n, setting, SimulatorScene::Chart::Budget, SimulatorScene::Highlight::Overhead,
                            SimulatorScene::Animation::None, text("revolve-extra.caption", {num(memory), num(extra)}));
    return draft;
}

// checkpoint_sequential with S segments of L = N // S layers (at least 2), the last L_last = N − (S − 1)·L long.
struct PyTorchCase
{
    qint64 layers = 0;
    qint64 segments = 0;
    qint64 length = 0;
    qint64 last = 0;
    qint64 roundedUp = 0; // ⌈N/S⌉, the mistaken segment size
    ScheduleSetting setting;
    LocalizedText call; // the call as code, the same in every language
};

PyTorchCase drawPyTorch(PracticeRandom &random)
{
    PyTorchCase c;
    c.layers = random.between(8, 2000);
    c.segments = random.between(2, qMin(2 * isqrt(c.layers) + 2, c.layers / 2));
    c.length = c.layers / c.segments;
    c.last = c.layers - (c.segments - 1) * c.length;
    c.roundedUp = ceilDiv(c.layers, c.segments);
    c.setting = ScheduleSetting::pyTorch(c.segments).withReentrant(random.coin());
    c.call = PracticeText::verbatim(c.setting.useReentrant ? u"checkpoint_sequential(…, use_reentrant=True)"_s
                                                           : u"checkpoint_sequential(…, use_reentrant=False)"_s);
    return c;
}

PracticeDraft pyTorchPeak(PracticeRandom &random)
{
    const PyTorchCase c = drawPyTorch(random);
    const qint64 n = c.layers, s = c.segments, l = c.length;
    const qint64 peak = unitFigures(n, c.setting).peakMemory;

    PracticeDraft draft;
    draft.stem = text("pytorch-peak.stem", {num(n), num(s), c.call});
    draft.key = answer(peak, Activations);
    draft.mistakes = {
        mistake(s, Activations, "pytorch-peak.only-checkpoints"),
        mistake(n, Activations, "pytorch-peak.store-all"),
        mistake(s - 1 + l, Activations, "pytorch-peak.last-is-l", {num(s - 1), num(l), num(c.last)}),
        mistake(s - 1 + c.last + l, Activations, "pytorch-peak.both-segments", {num(s - 1), num(c.last), num(l)}),
    };
    if (const qint64 lastRoundedUp = n - (s - 1) * c.roundedUp; lastRoundedUp >= 1)
        draft.mistakes.append(mistake(s - 1 + lastRoundedUp, Activations, "pytorch-peak.rounded-up",
                                      {num(c.roundedUp), num(s - 1), num(lastRoundedUp), num(l)}));
    draft.explanation
        = text("pytorch-peak.explanation", {num(n), num(s), num(l), num(s - 1), num(c.last), num(peak), c.call});
    draft.reference = pyTorchDocs();
    draft.scene = unitScene(n, c.setting, SimulatorScene::Chart::Timeline, SimulatorScene::Highlight::Peak,
                            SimulatorScene::Animation::None,
                            text("pytorch-peak.caption", {num(peak), num(s - 1), num(c.last)}));
    return draft;
}

PracticeDraft pyTorchExtra(PracticeRandom &random)
{
    const PyTorchCase c = drawPyTorch(random);
    const qint64 n = c.layers, s = c.segments, l = c.length;
    const bool reentrant = c.setting.useReentrant;
    const qint64 extra = unitFigures(n, c.setting).extraForwards;
    // A rerun segment of L layers: all of them with use_reentrant=True, one fewer with the early stop.
    const qint64 rerun = reentrant ? l : l - 1;

    PracticeDraft draft;
    draft.stem = text("pytorch-extra.stem", {num(n), num(s), c.call});
    draft.key = answer(extra, Forwards);
    draft.mistakes = {
        reentrant ? mistake((s - 1) * (l - 1), Forwards, "pytorch-extra.early-stop-count")
                  : mistake((s - 1) * l, Forwards, "pytorch-extra.reentrant-count"),
        mistake(extra + (reentrant ? c.last : c.last - 1), Forwards, "pytorch-extra.last-segment-too"),
        mistake((s - 1) * (c.roundedUp - (reentrant ? 0 : 1)), Forwards, "pytorch-extra.rounded-up",
                {num(c.roundedUp), num(l)}),
        mistake(extra + n, Forwards, "pytorch-extra.first-sweep", {num(n)}),
    };
    draft.explanation
        = reentrant ? text("pytorch-extra.explanation-reentrant", {num(n), num(s), num(l), num(s - 1), num(extra)})
                    : text("pytorch-extra.explanation-early-stop",
                           {num(n), num(s), num(l), num(s - 1), num(l - 1), num(extra)});
    draft.reference = pyTorchDocs();
    draft.scene
        = unitScene(n, c.setting, SimulatorScene::Chart::Timeline, SimulatorScene::Highlight::Recompute,
                    SimulatorScene::Animation::PlayBackward, text("pytorch-extra.caption", {num(s - 1), num(rerun)}));
    return draft;
}

} // namespace

const QList<PracticeKinds::Entry> &PracticeKinds::all()
{
    static const QList<Entry> table = {
        {PracticeKind::UniformPeak, "uniform-peak", "spacing", &uniformPeak},
        {PracticeKind::UniformExtra, "uniform-extra", "spacing", &uniformExtra},
        {PracticeKind::BestSpacing, "best-spacing", "spacing", &bestSpacing},
        {PracticeKind::RevolveExtra, "revolve-extra", "revolve", &revolveExtra},
        {PracticeKind::PyTorchPeak, "pytorch-peak", "pytorch-api", &pyTorchPeak},
        {PracticeKind::PyTorchExtra, "pytorch-extra", "pytorch-api", &pyTorchExtra},
    };
    return table;
}

const PracticeKinds::Entry &PracticeKinds::entry(PracticeKind kind)
{
    return all().at(qsizetype(kind));
}
