// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/conceptnames.h"

#include <array>
#include <utility>

QString ConceptNames::displayName(const QString &conceptId)
{
    static constexpr std::array<std::pair<const char *, const char *>, 7> Names{{
        {"memory-trade-off", QT_TRANSLATE_NOOP("ConceptNames", "Trading compute for memory")},
        {"spacing", QT_TRANSLATE_NOOP("ConceptNames", "Checkpoint spacing and peak memory")},
        {"recompute-cost", QT_TRANSLATE_NOOP("ConceptNames", "What recomputation costs")},
        {"pytorch-api", QT_TRANSLATE_NOOP("ConceptNames", "torch.utils.checkpoint in practice")},
        {"selective", QT_TRANSLATE_NOOP("ConceptNames", "Selective checkpointing")},
        {"real-models", QT_TRANSLATE_NOOP("ConceptNames", "Real models in GiB")},
        {"revolve", QT_TRANSLATE_NOOP("ConceptNames", "Optimal schedules (Revolve)")},
    }};
    for (const auto &[id, name] : Names) {
        if (conceptId == QLatin1StringView(id))
            return tr(name);
    }
    return conceptId;
}
