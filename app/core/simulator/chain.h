// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/layer.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <vector>

// The chain f_1..f_N a schedule runs on; layer i reads x_{i-1} and writes x_i. A uniform chain (every layer alike,
// the unit model by default) is one Layer and a count, so a 1,000,000-layer chain costs nothing to build or copy; an
// explicit chain keeps prefix sums. Either way the sums over a run of layers that the sinks ask for are O(1), which is
// what lets the simulator handle a whole run of events at once instead of event by event.
class Chain final
{
public:
    static constexpr qint64 MaxLayers = 1'000'000;

    Chain() = default; // one unit layer
    static Chain units(qint64 count);
    static Chain uniform(qint64 count, const Layer &layer);
    static Chain fromLayers(const QList<Layer> &layers);

    qint64 layerCount() const { return m_count; }
    bool isUniform() const { return m_costPrefix.empty(); }
    bool isUnitModel() const { return isUniform() && m_layer == Layer{}; }

    // Empty when the chain can be simulated; otherwise one line naming what is out of range.
    QString validationError() const;

    // Layers are numbered 1..N; every function expects indexes in range (checked in debug builds).
    Layer layer(qint64 i) const;
    qint64 inputSize(qint64 i) const { return isUniform() ? m_layer.inputSize : m_layers[index(i)].inputSize; }
    qint64 savedSize(qint64 i) const { return isUniform() ? m_layer.savedSize : m_layers[index(i)].savedSize; }
    qint64 internalSize(qint64 i) const { return savedSize(i) - inputSize(i); }
    // Whether some layer saves more than its input: then a layer must run before its backward even when its input
    // is held, and the optimal (Revolve) schedule, proven for layers that save just their input, does not apply.
    bool hasInternals() const { return isUniform() ? m_layer.internalSize() > 0 : m_hasInternals; }
    double forwardCost(qint64 i) const { return isUniform() ? m_layer.forwardCost : m_layers[index(i)].forwardCost; }

    // Sums over layers first..last; an empty range (first > last) sums to 0.
    double forwardCost(qint64 first, qint64 last) const
    {
        if (first > last)
            return 0.0;
        return isUniform() ? double(last - first + 1) * m_layer.forwardCost
                           : m_costPrefix[index(last) + 1] - m_costPrefix[index(first)];
    }
    qint64 savedSize(qint64 first, qint64 last) const
    {
        if (first > last)
            return 0;
        return isUniform() ? (last - first + 1) * m_layer.savedSize
                           : m_savedPrefix[index(last) + 1] - m_savedPrefix[index(first)];
    }
    double totalForwardCost() const { return forwardCost(1, m_count); }

private:
    std::size_t index(qint64 i) const
    {
        Q_ASSERT(i >= 1 && i <= m_count);
        return std::size_t(i - 1);
    }

    qint64 m_count = 1;
    Layer m_layer;               // every layer of a uniform chain
    std::vector<Layer> m_layers; // explicit chains only
    std::vector<double> m_costPrefix;
    std::vector<qint64> m_savedPrefix;
    bool m_hasInternals = false;
};

Q_DECLARE_METATYPE(Chain)
