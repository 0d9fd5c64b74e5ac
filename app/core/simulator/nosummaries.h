// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include <QtGlobal>

// The summary half of the sink interface (see ScheduleGenerator) for sinks that want every run: they take no
// repetitive stretch whole, so the generator hands them each run. Inherit it and implement only the runs.
struct NoSummaries
{
    qint64 forwardSegmentsToSummarise(qint64, qint64) const { return 0; }
    void summariseForwardSegments(qint64, qint64, qint64) { Q_ASSERT(false); }
    qint64 backwardSegmentsToSummarise(qint64, qint64, qint64) const { return 0; }
    void summariseBackwardSegments(qint64, qint64, qint64, qint64) { Q_ASSERT(false); }
    bool canSummariseReversal(qint64, qint64) const { return false; }
    void summariseReversal(qint64, qint64, qint64, qint64) { Q_ASSERT(false); }
    qint64 oneSlotStepsToSummarise(qint64) const { return 0; }
    void summariseOneSlotSteps(qint64, qint64, qint64) { Q_ASSERT(false); }
};
