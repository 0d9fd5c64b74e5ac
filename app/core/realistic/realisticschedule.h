// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/simulator/chain.h"
#include "core/simulator/schedulesetting.h"

// What the simulator's engine runs for a realistic estimate: a uniform chain of L transformer blocks (input = a
// block's input bytes, saved = the bytes its backward needs under the policy, forward cost = its forward FLOPs) and
// the schedule (store-all for none and selective, uniform spacing k for full). The panel feeds the same pair to
// Simulator::snapshot() for the memory timeline in bytes.
struct RealisticSchedule
{
    Chain chain;
    ScheduleSetting setting;
};
