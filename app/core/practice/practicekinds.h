// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/practice/practicedraft.h"

#include <QList>

class PracticeRandom;

enum class PracticeKind : quint8 { UniformPeak, UniformExtra, BestSpacing, RevolveExtra, PyTorchPeak, PyTorchExtra };

// The kinds of generated practice question, in one table: each draws its numbers, asks the simulator's engine for
// the answer key (Simulator::figures, TradeoffAnalysis) and writes the typical mistakes as distractors with feedback
// that shows the wrong computation. docs/practice.md describes every kind and its mistakes.
class PracticeKinds final
{
public:
    struct Entry
    {
        PracticeKind kind;
        const char *name;      // in question ids: "practice-3-uniform-peak"
        const char *conceptId; // the bank's concept id that the kind practises (Question::conceptId)
        PracticeDraft (*draft)(PracticeRandom &random);
    };

    static const QList<Entry> &all();
    static const Entry &entry(PracticeKind kind);
};
