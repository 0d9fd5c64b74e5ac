// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// libFuzzer target: a Hugging Face config.json, read from any bytes as File → Open Model Config… and `simulate
// --config` read it. A config that reads must give a model that the estimator takes at its default training setup
// (or refuses with a message) under every recompute policy, without a crash, an overflow (UBSan) or an unbounded
// allocation.
#include "core/realistic/modelconfig.h"
#include "core/realistic/realisticestimator.h"
#include "core/realistic/recomputesetting.h"
#include "core/realistic/trainingsetup.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Expected<ModelConfig::Loaded> loaded = ModelConfig::parse(bytes, QStringLiteral("config.json"));
    if (!loaded)
        return 0;
    const TrainingSetup setup = TrainingSetup::defaultFor(loaded->model);
    if (!setup.validationError(loaded->model).isEmpty())
        return 0;
    for (const RecomputeSetting &recompute :
         {RecomputeSetting::none(), RecomputeSetting::selective(), RecomputeSetting::full(), RecomputeSetting::full(3)})
        (void)RealisticEstimator::estimate(loaded->model, setup, recompute);
    return 0;
}
