// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "ui/conceptnames.h"

using namespace Qt::StringLiterals;

QString ConceptNames::displayName(const QString &conceptId)
{
    if (conceptId == u"memory-trade-off"_s)
        return tr("Trading compute for memory");
    if (conceptId == u"spacing"_s)
        return tr("Checkpoint spacing and peak memory");
    if (conceptId == u"recompute-cost"_s)
        return tr("What recomputation costs");
    if (conceptId == u"pytorch-api"_s)
        return tr("torch.utils.checkpoint in practice");
    if (conceptId == u"selective"_s)
        return tr("Selective checkpointing");
    if (conceptId == u"real-models"_s)
        return tr("Real models in GiB");
    if (conceptId == u"revolve"_s)
        return tr("Optimal schedules (Revolve)");
    return conceptId;
}
