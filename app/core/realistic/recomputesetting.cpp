// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/realistic/recomputesetting.h"

using namespace Qt::StringLiterals;

namespace {
constexpr RecomputePolicy policies[] = {RecomputePolicy::None, RecomputePolicy::Selective,   RecomputePolicy::Full,
                                       RecomputePolicy::Mlp,  RecomputePolicy::SaveMatmuls, RecomputePolicy::Custom};
}

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
    for (const RecomputePolicy candidate : policies) {
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
    for (const RecomputePolicy policy : policies)
        list += (list.isEmpty() ? QString() : u", "_s) + name(policy);
    return list;
}
