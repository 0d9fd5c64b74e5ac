// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#include "core/practice/practiceset.h"

#include "core/practice/practicerandom.h"
#include "core/quiz/practicetext.h"

#include <limits>

using namespace Qt::StringLiterals;

namespace {

constexpr int Distractors = PracticeSet::OptionsPerQuestion - 1;
// A kind offers more mistakes than it needs, but on some draws several coincide with the key or with each other
// (a divisible N makes "off by one on the last segment" vanish); it then draws new numbers. Far more tries than
// any draw has needed, so a kind can never loop forever.
constexpr int MaxDraws = 1000;

// The three distractors: mistakes in random order, keeping the first whose values are positive and differ from the
// key and from those kept; empty when fewer than three remain.
QList<PracticeChoice> distractors(const PracticeDraft &draft, PracticeRandom &random)
{
    QList<PracticeChoice> kept;
    QList<qint64> taken{draft.key.value};
    for (const PracticeChoice &mistake : random.shuffled(draft.mistakes)) {
        if (mistake.value <= 0 || taken.contains(mistake.value))
            continue;
        taken.append(mistake.value);
        kept.append(mistake);
        if (kept.size() == Distractors)
            return kept;
    }
    return {};
}

PracticeQuestion assemble(PracticeKind kind, int number, PracticeRandom &random)
{
    const PracticeKinds::Entry &entry = PracticeKinds::entry(kind);
    PracticeDraft draft;
    QList<PracticeChoice> wrong;
    for (int attempt = 0; attempt < MaxDraws && wrong.isEmpty(); ++attempt) {
        draft = entry.draft(random);
        wrong = distractors(draft, random);
    }
    Q_ASSERT_X(!wrong.isEmpty(), "PracticeSet", entry.name);

    PracticeQuestion out;
    out.kind = kind;
    Question &question = out.question;
    question.id = u"practice-%1-%2"_s.arg(number).arg(QLatin1StringView(entry.name));
    question.stem = draft.stem;
    question.explanation = draft.explanation;
    question.reference = draft.reference;
    question.scene = draft.scene;
    question.conceptId = QString::fromLatin1(entry.conceptId);
    // The attempt shuffles the options again; a varied bank position keeps the bank itself from giving keys away.
    question.correctOption = int(random.between(0, Distractors));
    wrong.insert(question.correctOption, draft.key);
    QuestionPrediction prediction;
    for (const PracticeChoice &choice : std::as_const(wrong)) {
        question.options.append({choice.text, choice.feedback});
        out.values.append(choice.value);
        prediction.values.append(double(choice.value));
    }
    // Counts are exact below 100; past that, within 1%, but never so wide that one option's value (a typical
    // mistake is often off by one) would count as another's.
    qint64 gap = std::numeric_limits<qint64>::max();
    for (const PracticeChoice &a : std::as_const(wrong)) {
        for (const PracticeChoice &b : std::as_const(wrong)) {
            if (a.value != b.value)
                gap = qMin(gap, qAbs(a.value - b.value));
        }
    }
    prediction.tolerance = double(qMin(draft.key.value / 100, (gap - 1) / 2));
    question.options.append(QuestionBankLoader::predictionOutcomes());
    question.prediction = prediction;
    return out;
}

} // namespace

QList<PracticeQuestion> PracticeSet::questions(quint32 seed, int count)
{
    PracticeRandom random(seed);
    QList<PracticeKind> kinds;
    for (const PracticeKinds::Entry &entry : PracticeKinds::all())
        kinds.append(entry.kind);
    // Every kind once, in a random order, before any comes again.
    QList<PracticeKind> order;
    while (order.size() < count)
        order += random.shuffled(kinds);

    QList<PracticeQuestion> questions;
    for (int i = 0; i < count; ++i)
        questions.append(assemble(order.at(i), i + 1, random));
    return questions;
}

PracticeQuestion PracticeSet::question(PracticeKind kind, quint32 seed)
{
    PracticeRandom random(seed);
    return assemble(kind, 1, random);
}

QuestionBank PracticeSet::generate(quint32 seed, int count)
{
    QuestionBank bank;
    bank.id = u"practice"_s;
    bank.title = PracticeText::fill(u"practice.title"_s);
    bank.intro = PracticeText::fill(u"practice.intro"_s);
    for (const PracticeQuestion &question : questions(seed, count))
        bank.questions.append(question.question);
    return bank;
}
