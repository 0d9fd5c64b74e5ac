// SPDX-FileCopyrightText: 2026 Checkpoint Quiz contributors
// SPDX-License-Identifier: MIT

// The options of `simulate --model …` with their help texts, and their names (the unit model refuses them). Kept
// apart from reading them and running the estimate in realisticsimulation.cpp.

#include "commands/realisticsimulation.h"

#include "commands/realisticplan.h"
#include "commands/simulatecommand.h"
#include "core/realistic/modelconfig.h"
#include "core/realistic/recomputesetting.h"

#include <QCommandLineOption>

using namespace Qt::StringLiterals;

QList<QCommandLineOption> RealisticSimulation::options()
{
    QList<QCommandLineOption> options;
    options.append({u"model"_s,
                    SimulateCommand::tr(
                        "Realistic mode: a transformer model, one of --list-models or custom (which needs --layers, "
                        "--hidden, --heads, --vocab and --seq-len)."),
                    u"NAME"_s});
    options.append({u"config"_s,
                    SimulateCommand::tr("Realistic mode: a Hugging Face config.json instead of --model (%1).")
                        .arg(ModelConfig::supportedTypes()),
                    u"FILE"_s});
    options.append({u"list-models"_s, SimulateCommand::tr("List the model presets with their parameter counts.")});
    options.append({u"hidden"_s, SimulateCommand::tr("With --model: the hidden size h."), u"H"_s});
    options.append({u"heads"_s, SimulateCommand::tr("With --model: the attention heads a."), u"A"_s});
    options.append({u"kv-heads"_s,
                    SimulateCommand::tr("With --model: the key/value heads (default for custom: the heads)."),
                    u"KV"_s});
    options.append({u"ffn"_s, SimulateCommand::tr("With --model: the MLP width f (default for custom: 4h)."), u"F"_s});
    options.append({{u"block"_s, u"mlp"_s},
                    SimulateCommand::tr("With --model: gpt (GELU MLP, the default for custom; also: gelu) or llama "
                                        "(SwiGLU MLP, RMSNorm, no dropout; also: swiglu); a custom llama model has "
                                        "untied embeddings and rotary positions."),
                    u"KIND"_s});
    options.append({u"vocab"_s, SimulateCommand::tr("With --model: the vocabulary size V."), u"V"_s});
    options.append(
        {u"seq-len"_s, SimulateCommand::tr("With --model: the sequence length s (default: the model's)."), u"S"_s});
    options.append({u"micro-batch"_s, SimulateCommand::tr("With --model: the micro-batch b (default: 1)."), u"B"_s});
    options.append(
        {u"precision"_s, SimulateCommand::tr("With --model: activation bits, 16 or 32 (default: 16)."), u"BITS"_s});
    options.append(
        {u"tensor-parallel"_s, SimulateCommand::tr("With --model: the tensor-parallel size t (default: 1)."), u"T"_s});
    options.append(
        {u"sequence-parallel"_s, SimulateCommand::tr("With --model and --tensor-parallel: sequence parallelism too.")});
    options.append({u"fused-attention"_s, SimulateCommand::tr("With --model: the same as --attention fused.")});
    options.append({u"attention"_s,
                    SimulateCommand::tr("With --model: eager (the s × s scores and softmax are kept; default) or fused "
                                        "(FlashAttention: q, k, v, the output and the log-sum-exp only)."),
                    u"KIND"_s});
    options.append({u"dropout"_s,
                    SimulateCommand::tr("With --model, a GPT block and the measured convention: the dropout "
                                        "probability (default: 0.1; 0 stores no masks)."),
                    u"P"_s});
    options.append({u"convention"_s,
                    SimulateCommand::tr("With --model: measured (the op-level block model, byte for byte what PyTorch "
                                        "saves; default) or paper (Korthikanti et al. 2022, Table 2)."),
                    u"NAME"_s});
    options.append({u"reserve"_s,
                    SimulateCommand::tr("With --model: GiB set aside for the CUDA context and the allocator "
                                        "(default: 1)."),
                    u"GIB"_s});
    options.append({u"gpus"_s,
                    SimulateCommand::tr("With --model: the data-parallel GPUs G (default: 1); with --plan, all the "
                                        "GPUs to plan for."),
                    u"G"_s});
    options.append(
        {u"pipeline-parallel"_s,
         SimulateCommand::tr("With --model: the pipeline stages p, 1F1B (default: 1; p divides the layers)."), u"P"_s});
    options.append({u"global-batch"_s,
                    SimulateCommand::tr("With --model: sequences per optimizer step over all replicas (default: one "
                                        "micro-batch per pipeline stage)."),
                    u"B"_s});
    options.append({u"offload-optimizer"_s,
                    SimulateCommand::tr("With --model: the optimizer state lives in host memory (ZeRO-Offload).")});
    options.append(
        {u"zero"_s, SimulateCommand::tr("With --model: the ZeRO stage, 0 to 3 (3 = FSDP; default: 0)."), u"STAGE"_s});
    options.append(
        {u"gpu-memory"_s, SimulateCommand::tr("With --model: one GPU's memory in GiB (default: 80)."), u"GIB"_s});
    options.append(
        {{u"recompute"_s, u"policy"_s},
         SimulateCommand::tr("With --model (required): %1; with full, --spacing K checkpoints every K "
                             "layers (default 1); with custom, --save names the ops whose outputs are saved.")
             .arg(RecomputeSetting::nameList()),
         u"POLICY"_s});
    options.append({u"save"_s,
                    SimulateCommand::tr("With --recompute custom: the ops to save, comma-separated (their names are "
                                        "in the JSON's saved_tensors)."),
                    u"OPS"_s});
    options.append({u"measure-script"_s,
                    SimulateCommand::tr("With --model: also write the setup's measurement script (Python, PyTorch "
                                        "only) to FILE; run it to measure one training step (docs/measurement-"
                                        "format.md)."),
                    u"FILE"_s});
    options.append(RealisticPlan::options());
    return options;
}

const QStringList &RealisticSimulation::optionNames()
{
    static const QStringList names = {u"hidden"_s,
                                      u"heads"_s,
                                      u"kv-heads"_s,
                                      u"ffn"_s,
                                      u"mlp"_s,
                                      u"vocab"_s,
                                      u"seq-len"_s,
                                      u"micro-batch"_s,
                                      u"precision"_s,
                                      u"tensor-parallel"_s,
                                      u"sequence-parallel"_s,
                                      u"fused-attention"_s,
                                      u"gpus"_s,
                                      u"pipeline-parallel"_s,
                                      u"global-batch"_s,
                                      u"offload-optimizer"_s,
                                      u"zero"_s,
                                      u"gpu-memory"_s,
                                      u"recompute"_s,
                                      u"attention"_s,
                                      u"dropout"_s,
                                      u"convention"_s,
                                      u"reserve"_s,
                                      u"save"_s,
                                      u"measure-script"_s};
    static const QStringList all = names + RealisticPlan::optionNames();
    return all;
}
