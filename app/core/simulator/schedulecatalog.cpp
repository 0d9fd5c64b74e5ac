#include "core/simulator/schedulecatalog.h"

#include "core/simulator/chain.h"
#include "core/simulator/revolvecount.h"
#include "core/simulator/tradeoffanalysis.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

qint64 segmentCount(qint64 layers, qint64 spacing)
{
    return (layers + spacing - 1) / spacing;
}

} // namespace

const QList<ScheduleCatalog::Entry> &ScheduleCatalog::all()
{
    static const QList<Entry> entries = {
        {ScheduleKind::Uniform, "uniform", "spacing", "K", &ScheduleSetting::spacing, true, true,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Uniform spacing k (textbook)"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "a checkpoint every K layers (default: the best k near sqrt(N))"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Uniform spacing k (textbook)"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Spacing k"), [](const Chain &, qint64 spacing) { return spacing; },
         [](qint64 n, const ScheduleSetting &setting) { return n - segmentCount(n, setting.spacing); },
         [](const ScheduleSetting &setting, qint64 layers, qint64) {
             const QLocale locale;
             return ScheduleCatalog::tr(
                        "Uniform spacing (Chen et al. 2016): a checkpoint every %1 layers, %2 segments.")
                 .arg(locale.toString(setting.spacing), locale.toString(segmentCount(layers, setting.spacing)));
         }},
        {ScheduleKind::PyTorch, "pytorch", "segments", "S", &ScheduleSetting::segments, true, true,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "PyTorch checkpoint_sequential (segments of about k)"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "S segments (default: segments of about the best k near sqrt(N) layers, "
                                              "ceil(N/k))"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "PyTorch checkpoint_sequential"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Segments"),
         // checkpoint_sequential takes a segment count, the slider a spacing: segments of about k layers.
         [](const Chain &chain, qint64 spacing) { return segmentCount(chain.layerCount(), spacing); },
         [](qint64 n, const ScheduleSetting &setting) { return (setting.segments - 1) * (n / setting.segments); },
         [](const ScheduleSetting &setting, qint64, qint64) {
             return ScheduleCatalog::tr(
                        "PyTorch checkpoint_sequential with %1 segments, reentrant mode: the last segment "
                        "runs normally and each checkpointed segment reruns all of its layers during "
                        "backward.")
                 .arg(QLocale().toString(setting.segments));
         }},
        {ScheduleKind::Optimal, "optimal", "slots", "S", &ScheduleSetting::slotCount, false, true,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Optimal (Revolve) at the same memory"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "S checkpoint slots (default: the same peak memory as the best k near "
                                              "sqrt(N))"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Optimal (Revolve)"),
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Checkpoint slots"),
         // Revolve at the memory the learner chose with k: the fewest recomputes for that peak.
         [](const Chain &chain, qint64 spacing) {
             return TradeoffAnalysis::optimalSlotsForPeak(chain.layerCount(),
                                                          TradeoffAnalysis::spacingPoint(chain, spacing).peakMemory);
         },
         [](qint64 n, const ScheduleSetting &setting) { return RevolveCount::extraForwards(n, setting.slotCount); },
         [](const ScheduleSetting &setting, qint64, qint64 spacing) {
             const QLocale locale;
             return ScheduleCatalog::tr(
                        "Optimal schedule (Revolve, Griewank & Walther 2000) with %1 checkpoint slots: the "
                        "same peak memory as spacing k = %2, with the fewest recomputed layers.")
                 .arg(locale.toString(setting.slotCount), locale.toString(spacing));
         }},
        {ScheduleKind::StoreAll, "store-all", nullptr, nullptr, nullptr, false, false,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Store all (no checkpointing)"), nullptr,
         QT_TRANSLATE_NOOP("ScheduleCatalog", "Store every activation"), nullptr,
         [](const Chain &, qint64) { return qint64(0); }, [](qint64, const ScheduleSetting &) { return qint64(0); },
         [](const ScheduleSetting &, qint64, qint64) { return ScheduleCatalog::tr("Store all (no checkpointing)"); }},
    };
    return entries;
}

const ScheduleCatalog::Entry &ScheduleCatalog::entry(ScheduleKind kind)
{
    for (const Entry &entry : all()) {
        if (entry.kind == kind)
            return entry;
    }
    Q_UNREACHABLE(); // every ScheduleKind has an entry; tst_schedulecatalog checks it
}

const ScheduleCatalog::Entry *ScheduleCatalog::find(QStringView name)
{
    for (const Entry &entry : all()) {
        if (name == QLatin1String(entry.name))
            return &entry;
    }
    return nullptr;
}

QString ScheduleCatalog::nameList()
{
    QStringList names;
    for (const Entry &entry : all())
        names.append(QString::fromLatin1(entry.name));
    return names.join(", "_L1);
}

QString ScheduleCatalog::label(ScheduleKind kind)
{
    return tr(entry(kind).label);
}

QString ScheduleCatalog::reportName(ScheduleKind kind)
{
    return tr(entry(kind).reportName);
}

QString ScheduleCatalog::parameterLabel(ScheduleKind kind)
{
    const char *label = entry(kind).parameterLabel;
    return label ? tr(label) : QString();
}

QString ScheduleCatalog::parameterHelp(ScheduleKind kind)
{
    const char *help = entry(kind).parameterHelp;
    return help ? tr(help) : QString();
}

qint64 ScheduleCatalog::defaultSpacing(const Chain &chain)
{
    return TradeoffAnalysis::bestSpacingNearSqrt(chain);
}

ScheduleSetting ScheduleCatalog::settingForSpacing(ScheduleKind kind, const Chain &chain, qint64 spacing, double ratio)
{
    const Entry &schedule = entry(kind);
    ScheduleSetting setting;
    setting.kind = kind;
    setting.backwardRatio = ratio;
    if (schedule.field)
        setting.*schedule.field = schedule.parameterForSpacing(chain, spacing);
    return setting;
}

ScheduleSetting ScheduleCatalog::defaultSetting(ScheduleKind kind, const Chain &chain, double ratio)
{
    return settingForSpacing(kind, chain, defaultSpacing(chain), ratio);
}
