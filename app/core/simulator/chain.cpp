// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/chain.h"

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

Chain Chain::units(qint64 count)
{
    return uniform(count, Layer{});
}

Chain Chain::uniform(qint64 count, const Layer &layer)
{
    Chain chain;
    chain.m_count = count;
    chain.m_layer = layer;
    return chain;
}

Chain Chain::fromLayers(const QList<Layer> &layers)
{
    Chain chain;
    chain.m_count = layers.size();
    if (layers.isEmpty())
        return chain;
    chain.m_layers.assign(layers.cbegin(), layers.cend());
    chain.m_costPrefix.reserve(chain.m_layers.size() + 1);
    chain.m_savedPrefix.reserve(chain.m_layers.size() + 1);
    chain.m_costPrefix.push_back(0.0);
    chain.m_savedPrefix.push_back(0);
    for (const Layer &layer : chain.m_layers) {
        chain.m_costPrefix.push_back(chain.m_costPrefix.back() + layer.forwardCost);
        // Saturate rather than overflow: a chain this large is rejected by validationError() anyway.
        qint64 sum = 0;
        if (__builtin_add_overflow(chain.m_savedPrefix.back(), layer.savedSize, &sum))
            sum = std::numeric_limits<qint64>::max();
        chain.m_savedPrefix.push_back(sum);
        chain.m_hasInternals = chain.m_hasInternals || layer.internalSize() > 0;
    }
    return chain;
}

QString Chain::validationError() const
{
    if (m_count < 1 || m_count > MaxLayers)
        return u"layers must be between 1 and %1 (got %2)"_s.arg(MaxLayers).arg(m_count);
    // Bounds that keep every memory sum within 64 bits: at most 10^6 layers of at most 2^40 units each.
    constexpr qint64 maxSize = qint64(1) << 40;
    const auto badLayer = [](const Layer &layer) {
        return layer.inputSize < 0 || layer.inputSize > maxSize || layer.savedSize < layer.inputSize
               || layer.savedSize > maxSize || !std::isfinite(layer.forwardCost) || layer.forwardCost <= 0.0
               || layer.forwardCost > 1e18;
    };
    const auto message = [](qint64 i) {
        return u"layer %1: sizes must be between 0 and 2^40, the saved size at least the input size, and the "
               "forward cost a finite number above 0 and at most 1e18"_s.arg(i);
    };
    if (isUniform())
        return badLayer(m_layer) ? message(1) : QString();
    for (std::size_t i = 0; i < m_layers.size(); ++i) {
        if (badLayer(m_layers[i]))
            return message(qint64(i) + 1);
    }
    return {};
}

Layer Chain::layer(qint64 i) const
{
    return isUniform() ? m_layer : m_layers[index(i)];
}
