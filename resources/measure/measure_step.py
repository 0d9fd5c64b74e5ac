#!/usr/bin/env python3
# Checkpoint Quiz measurement script, made by Checkpoint Quiz @APP_VERSION@ for the setup below.
# It needs PyTorch only. Run it where the setup trains, or shrunken on a laptop CPU:
#     python3 measure_step.py --device cpu --layers 4 --seq-len 256 --hidden 256 -o measurement.json
# It builds the model's blocks with the setup's dimensions, applies the recompute policy for real, runs one training
# step and writes a JSON measurement (docs/measurement-format.md) that Checkpoint Quiz reads back to compare with its
# prediction.
"""One training step of the setup below, measured: memory after each block's forward, the backward's peak, time."""
import argparse
import collections
import ctypes
import functools
import json
import math
import platform
import sys
import time

SETUP = json.loads(r"""@SETUP@""")
FORMAT = "checkpoint-quiz-measurement"
FORMAT_VERSION = 1


def fail(message):
    print("measure_step: " + message, file=sys.stderr)
    sys.exit(3)


try:
    import torch
    import torch.nn.functional as F
    from torch import nn
    from torch.utils.checkpoint import checkpoint
except ImportError as error:
    fail("needs PyTorch (import torch failed: %s)" % error)


def torch_version():
    return tuple(int(part) for part in torch.__version__.split("+")[0].split(".")[:2])


class Counter:
    """Bytes in use: torch's own count on CUDA; on CPU glibc's mallinfo2 (see docs/measurement-format.md)."""

    def __init__(self, device):
        self.device = device
        if device.type == "cuda":
            self.name = "torch.cuda.memory_allocated"
            return
        self.name = "glibc mallinfo2: uordblks + hblkhd"
        try:
            libc = ctypes.CDLL("libc.so.6")
            self._mallinfo2 = libc.mallinfo2
        except (OSError, AttributeError):
            fail("on CPU the memory is read with glibc's mallinfo2 (glibc 2.33 or later); not found here")

        class MallInfo2(ctypes.Structure):
            _fields_ = [(name, ctypes.c_size_t) for name in (
                "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                "keepcost")]

        self._mallinfo2.restype = MallInfo2
        self.peak = 0

    def now(self):
        if self.device.type == "cuda":
            return torch.cuda.memory_allocated(self.device)
        info = self._mallinfo2()
        value = info.uordblks + info.hblkhd
        self.peak = max(self.peak, value)
        return value

    def reset_peak(self):
        if self.device.type == "cuda":
            torch.cuda.reset_peak_memory_stats(self.device)
        self.peak = self.now()

    def peak_now(self):
        if self.device.type == "cuda":
            return torch.cuda.max_memory_allocated(self.device)
        self.now()
        return self.peak


class RMSNorm(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(width))

    def forward(self, x):
        variance = x.float().pow(2).mean(-1, keepdim=True)
        return (x.float() * torch.rsqrt(variance + 1e-5)).to(x.dtype) * self.weight


def rotate(x, cos, sin):
    half = x.shape[-1] // 2
    rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos + rotated * sin


class Attention(nn.Module):
    def __init__(self, m, dropout, fused, recompute_core):
        super().__init__()
        self.heads, self.kv_heads, self.head_dim = m["heads"], m["kv_heads"], m["head_dim"]
        self.gpt = m["mlp"] == "gelu"
        bias = self.gpt or m["qkv_bias"]
        widths = (self.heads * self.head_dim, self.kv_heads * self.head_dim, self.kv_heads * self.head_dim)
        if self.gpt:
            # One projection to q, k and v, as nanoGPT's c_attn: its matmuls come in the app's GPT block's order.
            self.qkv = nn.Linear(m["hidden"], sum(widths), bias=True)
            self.widths = widths
        else:
            # Llama's wq, wk and wv (torchtitan), in that order.
            self.q = nn.Linear(m["hidden"], widths[0], bias=bias)
            self.k = nn.Linear(m["hidden"], widths[1], bias=bias)
            self.v = nn.Linear(m["hidden"], widths[2], bias=bias)
        self.o = nn.Linear(self.heads * self.head_dim, m["hidden"], bias=self.gpt)
        self.dropout, self.fused, self.recompute_core = dropout, fused, recompute_core

    def core(self, q, k, v):
        if self.kv_heads != self.heads:
            k = k.repeat_interleave(self.heads // self.kv_heads, dim=1)
            v = v.repeat_interleave(self.heads // self.kv_heads, dim=1)
        p = self.dropout if self.training else 0.0
        if self.fused:
            return F.scaled_dot_product_attention(q, k, v, dropout_p=p, is_causal=True)
        s = q.shape[2]
        scores = (q @ k.transpose(-2, -1)) / math.sqrt(self.head_dim)
        mask = torch.ones(s, s, dtype=torch.bool, device=q.device).triu(1)
        probs = F.softmax(scores.masked_fill(mask, float("-inf")).float(), dim=-1).to(q.dtype)
        return F.dropout(probs, p) @ v

    def forward(self, x, rope):
        b, s, _ = x.shape
        if self.gpt:
            q, k, v = self.qkv(x).split(self.widths, dim=-1)
        else:
            q, k, v = self.q(x), self.k(x), self.v(x)
        q = q.reshape(b, s, self.heads, self.head_dim).transpose(1, 2)
        k = k.reshape(b, s, self.kv_heads, self.head_dim).transpose(1, 2)
        v = v.reshape(b, s, self.kv_heads, self.head_dim).transpose(1, 2)
        if rope is not None:
            q, k = rotate(q, *rope), rotate(k, *rope)
        if self.recompute_core:
            out = checkpoint(self.core, q, k, v, use_reentrant=False)
        else:
            out = self.core(q, k, v)
        return self.o(out.transpose(1, 2).reshape(b, s, self.heads * self.head_dim))


class SwiGlu(nn.Module):
    def __init__(self, hidden, ffn):
        super().__init__()
        self.gate = nn.Linear(hidden, ffn, bias=False)
        self.up = nn.Linear(hidden, ffn, bias=False)
        self.down = nn.Linear(ffn, hidden, bias=False)

    def forward(self, x):
        return self.down(F.silu(self.gate(x)) * self.up(x))


class Experts(nn.Module):
    """Top-k routing over E SwiGLU experts (Mixtral, Qwen2-MoE), with an optional gated shared expert."""

    def __init__(self, m):
        super().__init__()
        self.k, self.renormalize = m["experts_per_token"], m["renormalize_top_k"]
        self.router = nn.Linear(m["hidden"], m["experts"], bias=False)
        self.experts = nn.ModuleList(SwiGlu(m["hidden"], m["ffn"]) for _ in range(m["experts"]))
        self.shared = SwiGlu(m["hidden"], m["shared_expert_ffn"]) if m["shared_expert_ffn"] else None
        self.shared_gate = nn.Linear(m["hidden"], 1, bias=False) if self.shared else None

    def forward(self, x):
        b, s, h = x.shape
        tokens = x.reshape(-1, h)
        weights = F.softmax(self.router(tokens).float(), dim=-1)
        weights, chosen = torch.topk(weights, self.k, dim=-1)
        if self.renormalize:
            weights = weights / weights.sum(dim=-1, keepdim=True)
        weights = weights.to(x.dtype)
        out = torch.zeros_like(tokens)
        for index, expert in enumerate(self.experts):
            rows, slot = torch.where(chosen == index)
            if rows.numel():
                out = out.index_add(0, rows, expert(tokens[rows]) * weights[rows, slot, None])
        if self.shared is not None:
            out = out + torch.sigmoid(self.shared_gate(tokens)) * self.shared(tokens)
        return out.view(b, s, h)


class Block(nn.Module):
    def __init__(self, m, dropout, fused, policy):
        super().__init__()
        self.gpt = m["mlp"] == "gelu"
        norm = (lambda: nn.LayerNorm(m["hidden"])) if self.gpt else (lambda: RMSNorm(m["hidden"]))
        self.norm1, self.norm2 = norm(), norm()
        self.attention = Attention(m, dropout if self.gpt else 0.0, fused, policy == "selective")
        if self.gpt:
            self.mlp = nn.Sequential(nn.Linear(m["hidden"], m["ffn"]), nn.GELU(), nn.Linear(m["ffn"], m["hidden"]))
        elif m["experts"]:
            self.mlp = Experts(m)
        else:
            self.mlp = SwiGlu(m["hidden"], m["ffn"])
        self.dropout = dropout if self.gpt else 0.0
        self.recompute_mlp = policy == "mlp"

    def forward(self, x, rope=None):
        x = x + F.dropout(self.attention(self.norm1(x), rope), self.dropout, self.training)
        y = self.norm2(x)
        y = checkpoint(self.mlp, y, use_reentrant=False) if self.recompute_mlp else self.mlp(y)
        return x + F.dropout(y, self.dropout, self.training)


def sac_context(calls):
    """Selective activation checkpointing (PyTorch 2.4 or later) saving the listed calls of each ATen op."""
    from torch.utils.checkpoint import CheckpointPolicy, create_selective_checkpoint_contexts

    save = {}
    for name, indices in calls.items():
        packet, overload = name.split(".")[1:3] if name.startswith("aten.") else (name, "default")
        save[getattr(getattr(torch.ops.aten, packet), overload)] = set(indices)

    def context_fn():
        seen = collections.Counter()

        def policy_fn(ctx, op, *args, **kwargs):
            key = (ctx.is_recompute, op)
            index = seen[key]
            seen[key] += 1
            return CheckpointPolicy.MUST_SAVE if index in save.get(op, ()) else CheckpointPolicy.PREFER_RECOMPUTE

        return create_selective_checkpoint_contexts(policy_fn)

    return context_fn


def shrunken(model, args):
    m = dict(model)
    m["head_dim"] = m["head_dim"] or m["hidden"] // m["heads"]
    if args.hidden:
        # Heads scale with the width and keep their size; the key/value heads keep their ratio to them.
        scale = args.hidden / m["hidden"]
        group = m["heads"] // m["kv_heads"]
        m["heads"] = max(group, round(m["heads"] * scale / group) * group)
        m["kv_heads"] = m["heads"] // group
        m["ffn"] = max(1, round(m["ffn"] * scale))
        if m["shared_expert_ffn"]:
            m["shared_expert_ffn"] = max(1, round(m["shared_expert_ffn"] * scale))
        m["hidden"] = args.hidden
        m["head_dim"] = max(2, (args.hidden // m["heads"]) // 2 * 2)
    for key, value in (("layers", args.layers), ("vocabulary", args.vocab)):
        if value:
            m[key] = value
    return m


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--device", choices=("cpu", "cuda"), help="default: cuda when there is one")
    parser.add_argument("--layers", type=int, help="blocks to build (default: the model's)")
    parser.add_argument("--seq-len", type=int, help="tokens per sequence")
    parser.add_argument("--micro-batch", type=int, help="sequences per step")
    parser.add_argument("--hidden", type=int, help="hidden size; heads and the MLP scale with it")
    parser.add_argument("--vocab", type=int, help="vocabulary size")
    parser.add_argument("--optimizer", action="store_true", help="also run an SGD step")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-o", "--output", help="the measurement's JSON file (default: standard output)")
    args = parser.parse_args()
    for name in ("layers", "seq_len", "micro_batch", "hidden", "vocab"):
        if getattr(args, name) is not None and getattr(args, name) < 1:
            parser.error("--%s must be at least 1" % name.replace("_", "-"))

    made = SETUP["setup"]
    recompute = SETUP["recompute"]
    policy = recompute["policy"]
    if policy == "layernorm":
        fail("the layernorm policy frees each norm's output (Megatron's CheckpointWithoutOutput), which plain PyTorch "
             "cannot; measure it in Megatron-LM")
    if policy in ("save-matmuls", "custom") and torch_version() < (2, 4):
        fail("the %s policy needs selective activation checkpointing, PyTorch 2.4 or later (this is %s)"
             % (policy, torch.__version__))
    device = torch.device(args.device or ("cuda" if torch.cuda.is_available() else "cpu"))
    if device.type == "cuda" and not torch.cuda.is_available():
        fail("--device cuda, but this PyTorch sees no CUDA device")
    fused = made["fused_attention"]
    if fused and not hasattr(F, "scaled_dot_product_attention"):
        fail("fused attention needs torch.nn.functional.scaled_dot_product_attention, PyTorch 2.0 or later (this is "
             "%s); export the setup without fused attention" % torch.__version__)

    m = shrunken(SETUP["model"], args)
    s = args.seq_len or made["sequence_length"]
    b = args.micro_batch or made["micro_batch"]
    dtype = torch.float32 if made["precision_bits"] == 32 else torch.bfloat16
    spacing = recompute["spacing"] if policy == "full" else 1
    torch.manual_seed(args.seed)
    counter = Counter(device)

    blocks = nn.ModuleList(Block(m, made["dropout"], fused, policy) for _ in range(m["layers"]))
    embed = nn.Embedding(m["vocabulary"], m["hidden"])
    positions = nn.Embedding(s, m["hidden"]) if m["learned_positions"] else None
    final_norm = nn.LayerNorm(m["hidden"]) if m["mlp"] == "gelu" else RMSNorm(m["hidden"])
    head = None if m["tied_embeddings"] else nn.Linear(m["hidden"], m["vocabulary"], bias=False)
    modules = nn.ModuleList([blocks, embed, final_norm] + [x for x in (positions, head) if x is not None])
    modules.to(device=device, dtype=dtype).train()
    tokens = torch.randint(0, m["vocabulary"], (b, s + 1), device=device)
    inputs, targets = tokens[:, :-1], tokens[:, 1:]
    rope = None
    if m["mlp"] != "gelu":
        d = m["head_dim"]
        frequencies = 1.0 / (500000.0 ** (torch.arange(0, d, 2, device=device).float() / d))
        angles = torch.outer(torch.arange(s, device=device).float(), frequencies)
        angles = torch.cat((angles, angles), dim=-1)
        rope = (angles.cos().to(dtype), angles.sin().to(dtype))

    context_fn = sac_context(recompute["sac_calls"]) if policy in ("save-matmuls", "custom") else None
    after_block = []

    peak_samples = []

    def sampled(x, baseline):
        # The gradient of a block's output arrives as that block's backward begins: a reading of the backward.
        x.register_hook(lambda grad: peak_samples.append(counter.now() - baseline))
        return x

    def run_block(index, x):
        if context_fn is not None:
            return checkpoint(blocks[index], x, rope, use_reentrant=False, context_fn=context_fn)
        return blocks[index](x, rope)

    def run_segment(first, last, x):
        for index in range(first, last):
            x = blocks[index](x, rope)
        return x

    def step():
        """One training step; the readings, in bytes above the step's own baseline, and its time."""
        del after_block[:], peak_samples[:]
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        reading = {"baseline_bytes": counter.now()}
        baseline = reading["baseline_bytes"]
        started = time.perf_counter()
        x = embed(inputs)
        if positions is not None:
            x = x + positions(torch.arange(s, device=device))
        if policy == "full":
            for first in range(0, m["layers"], spacing):
                last = min(first + spacing, m["layers"])
                x = sampled(checkpoint(functools.partial(run_segment, first, last), x, use_reentrant=False), baseline)
                after_block.extend([None] * (last - first - 1) + [counter.now() - baseline])
        else:
            for index in range(m["layers"]):
                x = sampled(run_block(index, x), baseline)
                after_block.append(counter.now() - baseline)
        reading["after_forward_bytes"] = counter.now() - baseline
        logits = F.linear(final_norm(x), embed.weight if head is None else head.weight)
        loss = F.cross_entropy(logits.float().view(-1, m["vocabulary"]), targets.reshape(-1))
        reading["after_loss_bytes"] = counter.now() - baseline
        counter.reset_peak()
        loss.backward()
        reading["backward_peak_bytes"] = max([counter.peak_now() - baseline] + peak_samples)
        reading["after_backward_bytes"] = counter.now() - baseline
        if args.optimizer:
            torch.optim.SGD(modules.parameters(), lr=1e-3).step()
        if device.type == "cuda":
            torch.cuda.synchronize(device)
        reading["after_block_forward_bytes"] = list(after_block)
        return reading, time.perf_counter() - started

    # A first step makes what any first step makes once (the allocator's and the interpreter's caches, imports on
    # first use, the parameters' gradients); the second is the one measured.
    step()
    modules.zero_grad(set_to_none=True)
    readings, seconds = step()

    measurement = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "made_by": SETUP["app_version"],
        "made_for": SETUP,
        "ran": {
            "device": device.type,
            "device_name": torch.cuda.get_device_name(device) if device.type == "cuda" else platform.processor(),
            "torch": torch.__version__,
            "python": platform.python_version(),
            "dtype": str(dtype).replace("torch.", ""),
            "model": m,
            "sequence_length": s,
            "micro_batch": b,
            "policy": policy,
            "spacing": spacing,
            "use_reentrant": False,
            "attention": "sdpa" if fused else "eager",
            "implementation": "pytorch-eager",
            "optimizer": "torch.optim.SGD" if args.optimizer else None,
            "not_reproduced": SETUP["not_reproduced"],
        },
        "readings": dict(readings, counter=counter.name, warm_up_steps=1),
        "step_seconds": seconds,
    }
    if device.type == "cuda":
        measurement["readings"]["cuda"] = {
            "allocated_bytes": torch.cuda.memory_allocated(device),
            "reserved_bytes": torch.cuda.memory_reserved(device),
            "peak_allocated_bytes": torch.cuda.max_memory_allocated(device),
        }
    text = json.dumps(measurement, indent=1, sort_keys=True) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as out:
            out.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
