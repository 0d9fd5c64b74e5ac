// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/simulator/figuresaccumulator.h"

FiguresAccumulator::FiguresAccumulator(const Chain &chain, double backwardRatio)
    : m_chain(chain)
    , m_backwardRatio(backwardRatio)
{
    m_figures.layers = chain.layerCount();
}

ScheduleFigures FiguresAccumulator::figures() const
{
    ScheduleFigures figures = m_figures;
    figures.valid = true;
    figures.totalTime = m_time;
    // Overhead relative to a plain step of the same chain: one forward and one backward of every layer.
    figures.overhead = figures.extraForwardCost / (m_chain.totalForwardCost() * (1.0 + m_backwardRatio));
    return figures;
}

void FiguresAccumulator::summariseForwardSegments(qint64 start, qint64 length, qint64 count)
{
    const Layer layer = m_chain.layer(1);
    const double segmentTime = double(length) * layer.forwardCost;
    // Memory only grows here: the last checkpoint is the highest point.
    notePeak(m_memory + count * layer.inputSize, m_time + double(count - 1) * segmentTime);
    m_memory += count * layer.inputSize;
    m_time += double(count) * segmentTime;
    countForwards(EventKind::Forward, count * length, double(count) * segmentTime);
    if (start + count * length == m_chain.layerCount())
        m_figures.savedAfterForward = m_memory;
}

void FiguresAccumulator::summariseBackwardSegments(qint64, qint64 length, qint64 recomputes, qint64 count)
{
    const Layer layer = m_chain.layer(1);
    const double recomputeTime = double(recomputes) * layer.forwardCost;
    const double backwardTime = m_backwardRatio * (double(length) * layer.forwardCost);
    // Each segment starts one checkpoint lower than the one before, so the first holds the group's peak, reached by
    // the last recompute that adds memory (a last layer without internals adds none).
    const qint64 growing = layer.internalSize() > 0 ? recomputes : length - 1;
    notePeak(m_memory + length * layer.savedSize - layer.inputSize, m_time + double(growing) * layer.forwardCost);
    m_time += double(count) * (recomputeTime + backwardTime);
    countForwards(EventKind::Recompute, count * recomputes, double(count) * recomputeTime);
    m_figures.backwards += count * length;
    m_figures.backwardCost += double(count) * backwardTime;
    m_memory -= count * layer.inputSize;
}

void FiguresAccumulator::summariseReversal(qint64, qint64 steps, qint64 slotCount, qint64 recomputes)
{
    const Layer layer = m_chain.layer(1);
    // Never a new peak (the first sweep already reached min(s + 1, N)); checked anyway, at the reversal's start.
    notePeak(m_memory + (qMin(slotCount + 1, steps) - 1) * layer.inputSize, m_time);
    const double recomputeTime = double(recomputes) * layer.forwardCost;
    const double backwardTime = m_backwardRatio * (double(steps) * layer.forwardCost);
    m_time += recomputeTime + backwardTime;
    countForwards(EventKind::Recompute, recomputes, recomputeTime);
    m_figures.backwards += steps;
    m_figures.backwardCost += backwardTime;
    m_memory -= layer.inputSize;
}

void FiguresAccumulator::summariseOneSlotSteps(qint64, qint64 steps, qint64 count)
{
    const Layer layer = m_chain.layer(1);
    // Step i recomputes i − 1 layers: steps..steps − count + 1 sum to count(steps − 1) − count(count − 1)/2.
    const qint64 recomputes = count * (steps - 1) - count * (count - 1) / 2;
    notePeak(m_memory + layer.inputSize, m_time + double(steps - 1) * layer.forwardCost);
    const double recomputeTime = double(recomputes) * layer.forwardCost;
    const double backwardTime = double(count) * (m_backwardRatio * layer.forwardCost);
    m_time += recomputeTime + backwardTime;
    countForwards(EventKind::Recompute, recomputes, recomputeTime);
    m_figures.backwards += count;
    m_figures.backwardCost += backwardTime;
}
