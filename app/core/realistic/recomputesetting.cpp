// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/recomputesetting.h"

using namespace Qt::StringLiterals;

QString RecomputeSetting::name(RecomputePolicy policy)
{
    switch (policy) {
    case RecomputePolicy::None:
        return u"none"_s;
    case RecomputePolicy::Selective:
        return u"selective"_s;
    case RecomputePolicy::Full:
        return u"full"_s;
    case RecomputePolicy::Mlp:
        return u"mlp"_s;
    case RecomputePolicy::Norms:
        return u"layernorm"_s;
    case RecomputePolicy::SaveMatmuls:
        return u"save-matmuls"_s;
    case RecomputePolicy::Custom:
        return u"custom"_s;
    }
    Q_UNREACHABLE();
    return {};
}

bool RecomputeSetting::fromName(QStringView name, RecomputePolicy *policy)
{
    for (const RecomputePolicy candidate : AllRecomputePolicies) {
        if (RecomputeSetting::name(candidate) == name) {
            *policy = candidate;
            return true;
        }
    }
    return false;
}

QString RecomputeSetting::nameList()
{
    QString list;
    for (const RecomputePolicy policy : AllRecomputePolicies)
        list += (list.isEmpty() ? QString() : u", "_s) + name(policy);
    return list;
}

QString RecomputeSetting::label(RecomputePolicy policy)
{
    switch (policy) {
    case RecomputePolicy::None:
        return tr("None: every block keeps what its backward needs");
    case RecomputePolicy::Selective:
        return tr("Selective: the attention core is recomputed");
    case RecomputePolicy::Full:
        return tr("Full: checkpoint every k blocks, rerun the rest");
    case RecomputePolicy::Mlp:
        return tr("MLP: the MLP is recomputed (Megatron's recompute_modules)");
    case RecomputePolicy::Norms:
        return tr("Norms: recomputed, their outputs freed (Megatron's recompute_modules)");
    case RecomputePolicy::SaveMatmuls:
        return tr("Save the matmuls, recompute the rest (op-level SAC)");
    case RecomputePolicy::Custom:
        return tr("Custom: choose the ops to save in the block table");
    }
    Q_UNREACHABLE();
    return {};
}
