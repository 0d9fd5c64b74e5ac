// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

#pragma once

// Checks shared by the tests of the shipped banks (resources/quizzes/*.json): every localized text of a bank, the
// code identifiers in a text (never translated), translated torch.* names, the numeral policy, and the figures a
// real-model scene shows at each step (as its caption writes them).

#include "core/quiz/questionbank.h"
#include "core/realistic/realisticestimator.h"
#include "core/realistic/transformermodel.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>

namespace BankChecks {

using namespace Qt::StringLiterals;

// Code identifiers that must appear byte for byte the same in every language of a text.
inline const QRegularExpression &identifierPattern()
{
    static const QRegularExpression pattern(QStringLiteral(
        R"(torch(?:\.\w+)+|\bFSDP\b|\bPyTorch\b|sqrt\(N\)|create_selective_checkpoint_contexts|CheckpointPolicy\.\w+|)"
        R"(\buse_reentrant(?:=\w+)?|\bcheckpoint_sequential\b|\bpreserve_rng_state\b|\brequires_grad\b|)"
        R"(\bcontext_fn\b|\bapply_activation_checkpointing\b|\bFlashAttention\b|\bBatchNorm\b)"));
    return pattern;
}

inline QSet<QString> identifiers(const QString &text)
{
    QSet<QString> found;
    for (auto it = identifierPattern().globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

inline QString stripIdentifiers(QString text)
{
    return text.remove(identifierPattern());
}

// A torch.* name with a translated part ("torch.nn.드롭아웃", "torch.nn.ড্রপআউট": a dot followed by other than ASCII)
// or the translated "토치.". A Korean particle or Bengali suffix after the whole name ("torch.utils.checkpoint는",
// "torch.nn.Dropout이", "torch.utils.checkpoint-এ") is grammar, not translation.
inline QString translatedTorchName(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral(R"(torch(?:\.[A-Za-z0-9_]+)*\.[^\x00-\x7F]|토치\.)"));
    const QRegularExpressionMatch match = pattern.match(text);
    return match.hasMatch() ? match.captured() : QString();
}

// Every localized text of a question (stem, options, feedback, explanation, scene caption, hints).
inline QList<LocalizedText> texts(const Question &question)
{
    QList<LocalizedText> all{question.stem, question.explanation};
    for (const QuestionOption &option : question.options) {
        all.append(option.text);
        if (!option.feedback.isEmpty())
            all.append(option.feedback);
    }
    if (question.scene && !question.scene->caption.isEmpty())
        all.append(question.scene->caption);
    for (const QuestionHint &hint : question.hints)
        all.append(hint.text);
    return all;
}

inline QList<LocalizedText> texts(const QuestionBank &bank)
{
    QList<LocalizedText> all{bank.title, bank.intro};
    for (const Question &question : bank.questions)
        all.append(texts(question));
    return all;
}

// Numeral policy (language reviews 1 and 2, B13 and B-14; docs/glossary.md). Bengali writes every number in Bengali
// digits, the numbers of a formula too, as Bengali school books do (১,০০০ লেয়ার, ৪৮ GB, k = ১০, ২·sqrt(N),
// m − ১ + max(r, k − ১), ২৪bsh² + ৪bs²h). Latin digits stay only inside code and names written in Latin letters
// (torch.*, fp32, GPT-3, Llama-3.1-8B, ZeRO-3, pytorch/pytorch#96136) and in the year, version or number right after a
// name (Chen et al. 2016, Griewank & Walther 2000, PyTorch 2.1, PyTorch 2.x, GPT-3 175B, Eq. 9, Algorithm 1, Table 2,
// GPL 3, ISO 8601), and in the name of the 1F1B pipeline schedule. Returns the first offending token (the text between
// the spaces around the first other Latin digit), or an empty string. Korean and English use Latin digits only.
inline QString numeralPolicyViolation(const QString &language, const QString &text)
{
    static const QRegularExpression bengaliDigit(u"[০-৯]"_s);
    static const QRegularExpression latinDigit(u"[0-9]"_s);
    if (language != u"bn"_s) {
        const QRegularExpressionMatch match = bengaliDigit.match(text);
        return match.hasMatch() ? match.captured() : QString();
    }
    // A word that starts with a Latin letter: code, a name, a reference. A coefficient ("4h", "2·sqrt(N)") does not.
    static const QRegularExpression latinWord(uR"((?<![0-9])[A-Za-z_][A-Za-z0-9_.:/#\-]*)"_s);
    static const QRegularExpression numberAfterName(
        uR"((?:\bal\.|\bWalther|\bPyTorch|\bEq\.|\bGPT-3|\bAlgorithm|\bTable|\bGPL|\bISO)\s+[0-9][0-9.]*(?:x|[A-Z]+)?|\b1F1B\b)"_s);
    QList<bool> allowed(text.size(), false);
    for (const QRegularExpression *pattern : {&identifierPattern(), &latinWord, &numberAfterName}) {
        for (auto it = pattern->globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            std::fill(allowed.begin() + match.capturedStart(), allowed.begin() + match.capturedEnd(), true);
        }
    }
    for (auto it = latinDigit.globalMatch(text); it.hasNext();) {
        const qsizetype at = it.next().capturedStart();
        if (allowed.at(at))
            continue;
        static const QRegularExpression space(u"\\s"_s);
        const qsizetype start = text.lastIndexOf(space, at) + 1;
        const qsizetype end = text.indexOf(space, at);
        return text.mid(start, end < 0 ? -1 : end - start);
    }
    return {};
}

// Test-wise guessing: is the correct option strictly longer (in characters) than every other option in `language`?
// A bank written from real misconceptions keeps this to at most a quarter of its questions, so "pick the longest"
// does not pay.
inline bool correctOptionIsStrictlyLongest(const Question &question, const QString &language)
{
    const qsizetype correct = question.options.at(question.correctOption).text.text(language).size();
    for (int o = 0; o < question.options.size(); ++o) {
        if (o != question.correctOption && question.options.at(o).text.text(language).size() >= correct)
            return false;
    }
    return true;
}

inline int correctIsStrictlyLongestCount(const QuestionBank &bank, const QString &language)
{
    return int(std::count_if(bank.questions.cbegin(), bank.questions.cend(), [&](const Question &question) {
        return correctOptionIsStrictlyLongest(question, language);
    }));
}

// The shipped banks, by file path.
inline QStringList shippedBankFiles()
{
    QStringList files;
    const QDir dir(QStringLiteral(CQ_SOURCE_DIR "/resources/quizzes"));
    for (const QString &name : dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name))
        files.append(dir.filePath(name));
    return files;
}

// The estimate a real-model scene shows after `step` of its steps (0: its start); aborts the test on a refusal.
inline RealisticFigures realFigures(const SimulatorScene &scene, qsizetype step)
{
    const TransformerModel *model = TransformerModel::preset(scene.model);
    if (!model)
        qFatal("unknown model %s", qPrintable(scene.model));
    TrainingSetup setup = scene.setup;
    RecomputeSetting recompute = scene.recompute;
    for (qsizetype s = 0; s < step; ++s) {
        QString error;
        if (!SimulatorScene::applyRealFields(scene.steps.at(s).fields, scene.model, &setup, &recompute, &error))
            qFatal("%s", qPrintable(error));
    }
    const Expected<RealisticFigures> figures = RealisticEstimator::estimate(*model, setup, recompute);
    if (!figures)
        qFatal("%s", qPrintable(figures.error()));
    return *figures;
}

inline QString gib(qint64 bytes, int decimals = 2)
{
    return QString::number(double(bytes) / double(1LL << 30), 'f', decimals);
}

inline QString percent(double fraction)
{
    return QString::number(100.0 * fraction, 'f', 2);
}

} // namespace BankChecks
