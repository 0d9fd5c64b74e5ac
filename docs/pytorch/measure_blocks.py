#!/usr/bin/python3
"""Count the bytes autograd saves, op by op, for one GPT or one Llama transformer block.

Run with Debian's interpreter (python3-torch 1.13, CPU):

    /usr/bin/python3 docs/pytorch/measure_blocks.py --block llama --hidden 64 --heads 8 --kv-heads 2 \
        --ffn 176 --seq-len 16 --micro-batch 2 --attention fused --policy none

It prints one JSON object: every op of the block with the bytes of the tensors autograd saved for it, the bytes of
its output, and whether the policy keeps or recomputes it; then the bytes one block holds from its forward until its
backward under the policy. `--grid` prints the committed grid (tests/data/realistic/measured-blocks.json).

How it counts. The block is held in one 16-bit dtype (bfloat16; no autocast). A
torch.autograd.graph.saved_tensors_hooks pair records every tensor autograd packs, under the label of the op that is
running (each op of the block runs inside `op("name")`). Tensors are counted by distinct storage, once, under the
first op that saves them (so q_proj, k_proj and v_proj share their input); parameters and buffers are excluded.

The reference blocks, and the upstream files followed:
- GPT: nanoGPT's model.py (Block, CausalSelfAttention, MLP: LayerNorm with bias, c_attn h -> 3h, c_proj, c_fc h -> 4h
  ... f, exact GELU, c_proj, dropout after the attention probabilities and after both projections). The causal mask
  and 1/sqrt(d) scale are fused into the softmax as Megatron's FusedScaleMaskSoftmax does
  (megatron/core/fusions/fused_softmax.py: ScaledUpperTriangMaskedSoftmax saves only the softmax output), and dropout
  is ATen's native_dropout (what CUDA runs: a one-byte mask) rather than the CPU fallback (a 16-bit noise tensor).
- Llama: torchtitan's torchtitan/models/llama/model.py (Attention with separate wq, wk, wv, wo; repeat_kv for
  grouped-query heads; FeedForward w2(silu(w1(x)) * w3(x)); no dropout, no biases). RMSNorm is the fused kernel
  (torchtitan/models/norms.py FusedRMSNorm and apex's FusedRMSNorm save the input and the fp32 rstd) and RoPE is the
  fused kernel (flash-attn's ApplyRotaryEmb saves only cos and sin). Eager attention follows Hugging Face's
  eager_attention_forward in transformers/models/llama/modeling_llama.py (softmax in fp32, cast back to 16 bits).
- Fused attention (both blocks) is FlashAttention's autograd function (flash_attn/flash_attn_interface.py:
  save_for_backward(q, k, v, out, softmax_lse, rng_state)): PyTorch 1.13 has no such kernel, so a
  torch.autograd.Function computes the same output and saves exactly those tensors, k and v at their own kv heads.

Policies (what one block holds until its backward):
- none: everything autograd saves.
- full: the block under torch.utils.checkpoint(use_reentrant=True): its input only.
- selective (Korthikanti et al. 2022, Megatron recompute_modules=["core_attn"]): the attention core under a
  reentrant checkpoint; it holds the core's inputs q, k, v.
- mlp (Megatron recompute_modules=["mlp"]): the MLP under a reentrant checkpoint.
- layernorm (Megatron recompute_modules=["layernorm"]): each norm under Megatron's CheckpointWithoutOutput, which
  keeps the norm's input and frees its output once the next op has used it.
- save-matmuls (torchtitan's op-level SAC) and custom (--save OP,OP,...): PyTorch >= 2.4's
  create_selective_checkpoint_contexts over the whole block. The held set is the block input plus the outputs of the
  ops the policy saves (MUST_SAVE caches an op's output, and everything else is recomputed). PyTorch 1.13 has no SAC,
  so this is what 2.4's _CachingTorchDispatchMode stores, counted by storage from the ops' real outputs.
"""
import argparse
import contextlib
import json
import math
import sys

import torch
import torch.nn.functional as F
from torch.utils.checkpoint import checkpoint

DTYPE = torch.bfloat16


class Recorder:
    """Which op is running, and which storages each op saved or produced."""

    def __init__(self, excluded):
        self.excluded = excluded  # storage pointers of parameters and buffers
        self.label = None
        self.seen = set()
        self.saved = {}  # op -> bytes of storages it was first to save
        self.outputs = {}  # op -> [(storage pointer, bytes)]
        self.alive = []  # every output, kept so that no later tensor reuses its address
        self.packed = []  # one tensor per distinct saved storage: its size is read again after a discard
        self.order = []

    def begin(self, name):
        self.label = name
        if name not in self.saved:
            self.order.append(name)
            self.saved[name] = 0
            self.outputs[name] = []

    def pack(self, tensor):
        storage = tensor.storage()
        pointer = storage.data_ptr()
        if pointer not in self.excluded and pointer not in self.seen:
            self.seen.add(pointer)
            self.saved[self.label] += storage.nbytes()
            self.packed.append(tensor)
        return tensor

    def held_now(self):
        """The saved storages' bytes as they are now (a discarded output has been resized to 0)."""
        return sum(t.storage().nbytes() for t in self.packed)

    def produced(self, name, *tensors):
        for tensor in tensors:
            storage = tensor.storage()
            self.outputs[name].append((storage.data_ptr(), storage.nbytes()))
            self.alive.append(tensor)


REC = None


@contextlib.contextmanager
def op(name):
    REC.begin(name)
    yield


def out(name, *tensors):
    REC.produced(name, *tensors)
    return tensors[0] if len(tensors) == 1 else tensors


class ScaleMaskSoftmax(torch.autograd.Function):
    """Megatron's fused causal scale-mask-softmax: saves only its output."""

    @staticmethod
    def forward(ctx, scores, scale):
        s = scores.shape[-1]
        mask = torch.ones(s, s, dtype=torch.bool).triu(1)
        probs = torch.softmax((scores * scale).masked_fill(mask, float("-inf")), dim=-1)
        ctx.scale = scale
        ctx.save_for_backward(probs)
        return probs

    @staticmethod
    def backward(ctx, grad):
        (probs,) = ctx.saved_tensors
        return ctx.scale * probs * (grad - (grad * probs).sum(-1, keepdim=True)), None


class FusedLayerNorm(torch.autograd.Function):
    """A fused LayerNorm kernel (apex FusedLayerNorm, what CUDA's native_layer_norm saves): the input and the fp32
    mean and reciprocal standard deviation per row. (On the CPU, 1.13 keeps those two in 16 bits.)"""

    @staticmethod
    def forward(ctx, x, weight, bias, eps):
        xf = x.float()
        mean = xf.mean(-1, keepdim=True)
        rstd = torch.rsqrt((xf - mean).pow(2).mean(-1, keepdim=True) + eps)
        ctx.save_for_backward(x, weight, bias, mean, rstd)
        return ((xf - mean) * rstd).to(x.dtype) * weight + bias

    @staticmethod
    def backward(ctx, grad):
        x, weight, bias, mean, rstd = ctx.saved_tensors
        with torch.enable_grad():
            xr, wr, br = (t.detach().requires_grad_() for t in (x, weight, bias))
            y = ((xr.float() - mean) * rstd).to(x.dtype) * wr + br
        return (*torch.autograd.grad(y, (xr, wr, br), grad), None)


class CheckpointWithoutOutput(torch.autograd.Function):
    """Megatron's recompute_modules=["layernorm"] (tensor_parallel.CheckpointWithoutOutput): the norm runs without
    saving anything but its input, and once the next op has used its output that output's storage is freed
    (resize to 0) and rebuilt by rerunning the norm in the backward pass. Only the forward is emulated: the freed
    outputs are counted after the block's forward pass."""

    @staticmethod
    def forward(ctx, x, norm, *parameters):
        ctx.save_for_backward(x)
        with torch.no_grad():
            return norm(x, *parameters)

    @staticmethod
    def backward(ctx, grad):
        raise RuntimeError("measure_blocks.py measures the layernorm policy's forward pass only")


DISCARDED = []  # outputs CheckpointWithoutOutput frees once the block's forward pass is over


def norm(name, c, function, x, *parameters):
    with op(name):
        if c.policy != "layernorm":
            return out(name, function.apply(x, *parameters))
        y = out(name, CheckpointWithoutOutput.apply(x, lambda v, *p: function.apply(v, *p), *parameters))
        DISCARDED.append(y)
        return y


class FusedRMSNorm(torch.autograd.Function):
    """A fused RMSNorm kernel: saves its input and the fp32 reciprocal root mean square per row."""

    @staticmethod
    def forward(ctx, x, weight, eps):
        xf = x.float()
        rstd = torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)
        ctx.save_for_backward(x, weight, rstd)
        return (xf * rstd).to(x.dtype) * weight

    @staticmethod
    def backward(ctx, grad):
        x, weight, rstd = ctx.saved_tensors
        with torch.enable_grad():
            xr = x.detach().requires_grad_()
            wr = weight.detach().requires_grad_()
            y = (xr.float() * rstd).to(x.dtype) * wr
        gx, gw = torch.autograd.grad(y, (xr, wr), grad)
        return gx, gw, None


class FusedRotary(torch.autograd.Function):
    """A fused rotary-embedding kernel (half-split rotation): saves only cos and sin, which are buffers."""

    @staticmethod
    def forward(ctx, x, cos, sin):
        ctx.save_for_backward(cos, sin)
        return FusedRotary.rotate(x, cos, sin)

    @staticmethod
    def rotate(x, cos, sin):
        half = x.shape[-1] // 2
        x1, x2 = x[..., :half], x[..., half:]
        return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)

    @staticmethod
    def backward(ctx, grad):
        cos, sin = ctx.saved_tensors
        return FusedRotary.rotate(grad, cos, -sin), None, None


class FlashAttention(torch.autograd.Function):
    """FlashAttention's autograd function: causal attention over (b, s, heads, d) with k and v at their own kv heads;
    saves q, k, v, the output, the fp32 log-sum-exp (b, heads, s) and, with dropout, the RNG state (2 int64)."""

    @staticmethod
    def forward(ctx, q, k, v, dropout):
        heads, kv = q.shape[2], k.shape[2]
        qf, kf, vf = (t.float().transpose(1, 2) for t in (q, k, v))
        kf = kf.repeat_interleave(heads // kv, dim=1)
        vf = vf.repeat_interleave(heads // kv, dim=1)
        s = q.shape[1]
        scores = (qf @ kf.transpose(-2, -1)) / math.sqrt(q.shape[-1])
        scores = scores.masked_fill(torch.ones(s, s, dtype=torch.bool).triu(1), float("-inf"))
        lse = torch.logsumexp(scores, dim=-1)
        output = (torch.exp(scores - lse.unsqueeze(-1)) @ vf).transpose(1, 2).to(q.dtype).contiguous()
        saved = [q, k, v, output, lse]
        if dropout > 0:
            saved.append(torch.zeros(2, dtype=torch.int64))
        ctx.save_for_backward(*saved)
        return output, lse

    @staticmethod
    def backward(ctx, grad, grad_lse):
        q, k, v = ctx.saved_tensors[:3]
        with torch.enable_grad():
            qr, kr, vr = (t.detach().requires_grad_() for t in (q, k, v))
            heads, kv = q.shape[2], k.shape[2]
            kx = kr.transpose(1, 2).repeat_interleave(heads // kv, dim=1)
            vx = vr.transpose(1, 2).repeat_interleave(heads // kv, dim=1)
            s = q.shape[1]
            scores = (qr.transpose(1, 2) @ kx.transpose(-2, -1)) / math.sqrt(q.shape[-1])
            scores = scores.masked_fill(torch.ones(s, s, dtype=torch.bool).triu(1), float("-inf"))
            y = (torch.softmax(scores.float(), dim=-1).to(q.dtype) @ vx).transpose(1, 2)
        return (*torch.autograd.grad(y, (qr, kr, vr), grad), None)


def per_head(q, k, v, heads):
    """(b, s, heads or kv, d) to contiguous (b * heads, s, d), as Megatron's core attention lays them out for its
    batched matmuls; grouped kv heads are repeated first (torchtitan's repeat_kv: expand, then reshape)."""
    b, s, kv, d = k.shape
    if heads > kv:
        k, v = (t[:, :, :, None, :].expand(b, s, kv, heads // kv, d).reshape(b, s, heads, d) for t in (k, v))
    return [t.transpose(1, 2).contiguous().view(b * heads, s, d) for t in (q, k, v)]


def scaled_scores(q, k):
    """q kᵀ / sqrt(d) as one baddbmm (Megatron), so the scale is a Scalar and nothing but q and k is saved."""
    empty = torch.empty(q.shape[0], q.shape[1], k.shape[1], dtype=q.dtype)
    return torch.baddbmm(empty, q, k.transpose(1, 2), beta=0.0, alpha=1.0 / math.sqrt(q.shape[-1]))


def merge_heads(y, b, hidden):
    return y.view(b, -1, y.shape[1], y.shape[2]).transpose(1, 2).contiguous().view(b, y.shape[1], hidden)


def dropout(name, x, p):
    """CUDA's fused dropout (ATen native_dropout, a bool mask); p = 0 is the identity, as in PyTorch."""
    if p == 0:
        return x
    with op(name):
        y, mask = torch.native_dropout(x, p, True)
        return out(name, y)


def linear(name, x, layer):
    with op(name):
        return out(name, layer(x))


class GptBlock(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c = c
        h, f = c.hidden, c.ffn
        self.ln_1 = torch.nn.LayerNorm(h)
        self.c_attn = torch.nn.Linear(h, 3 * h)
        self.attn_proj = torch.nn.Linear(h, h)
        self.ln_2 = torch.nn.LayerNorm(h)
        self.c_fc = torch.nn.Linear(h, f)
        self.gelu = torch.nn.GELU()
        self.mlp_proj = torch.nn.Linear(f, h)

    def core(self, q, k, v):
        c = self.c
        b, s, d = q.shape[0], q.shape[1], c.hidden // c.heads
        if c.attention == "fused":
            with op("attn.core"):
                y, lse = FlashAttention.apply(q, k, v, c.dropout)
                out("attn.core", y, lse)
            return y.view(b, s, c.hidden)
        with op("attn.heads"):
            q, k, v = out("attn.heads", *per_head(q, k, v, c.heads))
        with op("attn.scores"):
            scores = out("attn.scores", scaled_scores(q, k))
        with op("attn.softmax"):
            probs = out("attn.softmax", ScaleMaskSoftmax.apply(scores, 1.0))
        probs = dropout("attn.dropout", probs, c.dropout)
        with op("attn.context"):
            y = out("attn.context", torch.bmm(probs, v))
        with op("attn.merge"):
            return out("attn.merge", merge_heads(y, b, c.hidden))

    def attention(self, x):
        c = self.c
        b, s, d = x.shape[0], x.shape[1], c.hidden // c.heads
        qkv = linear("attn.qkv", x, self.c_attn)
        q, k, v = (t.view(b, s, c.heads, d) for t in qkv.split(c.hidden, dim=2))
        if c.policy == "selective":
            y = checkpoint(self.core, q, k, v, use_reentrant=True)
        else:
            y = self.core(q, k, v)
        return dropout("attn.resid_dropout", linear("attn.proj", y, self.attn_proj), c.dropout)

    def mlp(self, x):
        up = linear("mlp.fc", x, self.c_fc)
        with op("mlp.gelu"):
            act = out("mlp.gelu", self.gelu(up))
        return linear("mlp.proj", act, self.mlp_proj)

    def forward(self, x):
        normed = norm("ln_1", self.c, FusedLayerNorm, x, self.ln_1.weight, self.ln_1.bias, 1e-5)
        h = x + self.attention(normed)
        normed = norm("ln_2", self.c, FusedLayerNorm, h, self.ln_2.weight, self.ln_2.bias, 1e-5)
        if self.c.policy == "mlp":
            m = checkpoint(self.mlp, normed, use_reentrant=True)
        else:
            m = self.mlp(normed)
        return h + dropout("mlp.dropout", m, self.c.dropout)


class LlamaBlock(torch.nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c = c
        h, a, kv, f = c.hidden, c.heads, c.kv_heads, c.ffn
        d = h // a
        self.attention_norm = torch.nn.Parameter(torch.ones(h))
        self.wq = torch.nn.Linear(h, a * d, bias=False)
        self.wk = torch.nn.Linear(h, kv * d, bias=False)
        self.wv = torch.nn.Linear(h, kv * d, bias=False)
        self.wo = torch.nn.Linear(a * d, h, bias=False)
        self.ffn_norm = torch.nn.Parameter(torch.ones(h))
        self.w1 = torch.nn.Linear(h, f, bias=False)
        self.w2 = torch.nn.Linear(f, h, bias=False)
        self.w3 = torch.nn.Linear(h, f, bias=False)
        angles = torch.outer(torch.arange(c.seq_len).float(), 1.0 / 10000 ** (torch.arange(0, d // 2).float() / (d // 2)))
        self.register_buffer("cos", angles.cos()[None, :, None, :].to(DTYPE))
        self.register_buffer("sin", angles.sin()[None, :, None, :].to(DTYPE))

    def core(self, q, k, v):
        c = self.c
        b, s = q.shape[0], q.shape[1]
        if c.attention == "fused":
            with op("attn.core"):
                y, lse = FlashAttention.apply(q, k, v, 0.0)
                out("attn.core", y, lse)
            return y.view(b, s, c.hidden)
        with op("attn.heads"):
            q, k, v = out("attn.heads", *per_head(q, k, v, c.heads))
        with op("attn.scores"):
            scores = out("attn.scores", scaled_scores(q, k))
        causal = torch.full((s, s), float("-inf"), dtype=DTYPE).triu(1)
        with op("attn.softmax"):
            probs = out("attn.softmax", F.softmax(scores + causal, dim=-1, dtype=torch.float32).to(DTYPE))
        with op("attn.context"):
            y = out("attn.context", torch.bmm(probs, v))
        with op("attn.merge"):
            return out("attn.merge", merge_heads(y, b, c.hidden))

    def attention(self, x):
        c = self.c
        b, s, d = x.shape[0], x.shape[1], c.hidden // c.heads
        q = linear("attn.q", x, self.wq).view(b, s, c.heads, d)
        k = linear("attn.k", x, self.wk).view(b, s, c.kv_heads, d)
        v = linear("attn.v", x, self.wv).view(b, s, c.kv_heads, d)
        with op("attn.rope"):
            q = out("attn.rope", FusedRotary.apply(q, self.cos[:, :s], self.sin[:, :s]))
            k = out("attn.rope", FusedRotary.apply(k, self.cos[:, :s], self.sin[:, :s]))
        if c.policy == "selective":
            y = checkpoint(self.core, q, k, v, use_reentrant=True)
        else:
            y = self.core(q, k, v)
        return linear("attn.o", y, self.wo)

    def mlp(self, x):
        gate = linear("mlp.gate", x, self.w1)
        up = linear("mlp.up", x, self.w3)
        with op("mlp.silu"):
            act = out("mlp.silu", F.silu(gate))
        with op("mlp.mul"):
            product = out("mlp.mul", act * up)
        return linear("mlp.down", product, self.w2)

    def forward(self, x):
        normed = norm("attention_norm", self.c, FusedRMSNorm, x, self.attention_norm, 1e-5)
        h = x + self.attention(normed)
        normed = norm("ffn_norm", self.c, FusedRMSNorm, h, self.ffn_norm, 1e-5)
        if self.c.policy == "mlp":
            return h + checkpoint(self.mlp, normed, use_reentrant=True)
        return h + self.mlp(normed)


# Which ops torchtitan's op-level SAC saves: the matrix multiplies of the projections and the fused attention kernel.
MATMULS = {"attn.qkv", "attn.proj", "mlp.fc", "mlp.proj", "attn.q", "attn.k", "attn.v", "attn.o", "mlp.gate",
           "mlp.up", "mlp.down", "attn.core"}
POLICIES = ["none", "full", "selective", "mlp", "layernorm", "save-matmuls", "custom"]


def run(c):
    """One forward (and backward) of the block under c.policy; returns the recorder and the input."""
    global REC
    torch.manual_seed(0)
    block = (GptBlock if c.block == "gpt" else LlamaBlock)(c).to(DTYPE)
    excluded = {t.storage().data_ptr() for t in list(block.parameters()) + list(block.buffers())}
    REC = Recorder(excluded)
    x = torch.randn(c.micro_batch, c.seq_len, c.hidden, dtype=DTYPE, requires_grad=True)
    DISCARDED.clear()
    with torch.autograd.graph.saved_tensors_hooks(REC.pack, lambda t: t):
        y = checkpoint(block, x, use_reentrant=True) if c.policy == "full" else block(x)
    if c.policy == "layernorm":
        for discarded in DISCARDED:
            discarded.storage().resize_(0)
    else:
        y.float().sum().backward()  # the block is differentiable end to end
    return REC, x


def measure(c):
    """Every op's saved and output bytes without recomputation, and what the block holds under c.policy."""
    plain, x = run(argparse.Namespace(**{**vars(c), "policy": "none"}))
    input_bytes = x.storage().nbytes()
    keep = set()
    if c.policy in ("save-matmuls", "custom"):
        keep = (MATMULS if c.policy == "save-matmuls" else set(c.save)) & set(plain.order)
        unknown = set(c.save) - set(plain.order)
        if unknown:
            sys.exit("unknown op(s) for --save: " + ", ".join(sorted(unknown)))
        storages = {x.storage().data_ptr(): input_bytes}
        for name in plain.order:
            if name in keep:
                storages.update(plain.outputs[name])
        held = sum(storages.values())
    else:
        held = run(c)[0].held_now()
    ops = [{"name": name, "saved_bytes": plain.saved[name],
            "output_bytes": sum(dict(plain.outputs[name]).values())} for name in plain.order]
    return {"block": c.block, "hidden": c.hidden, "heads": c.heads, "kv_heads": c.kv_heads, "ffn": c.ffn,
            "seq_len": c.seq_len, "micro_batch": c.micro_batch, "attention": c.attention, "dropout": c.dropout,
            "bits": 32 if DTYPE == torch.float32 else 16, "policy": c.policy, "save": sorted(keep),
            "input_bytes": input_bytes, "ops": ops, "block_bytes": held}


def arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--block", choices=["gpt", "llama"], default="gpt")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--kv-heads", type=int, default=None)
    parser.add_argument("--ffn", type=int, default=None)
    parser.add_argument("--seq-len", type=int, default=16)
    parser.add_argument("--micro-batch", type=int, default=1)
    parser.add_argument("--attention", choices=["eager", "fused"], default="eager")
    parser.add_argument("--dropout", type=float, default=0.1)
    parser.add_argument("--policy", choices=POLICIES, default="none")
    parser.add_argument("--save", type=lambda text: [name for name in text.split(",") if name], default=[])
    parser.add_argument("--bits", type=int, choices=[16, 32], default=16, help="bfloat16 or float32")
    parser.add_argument("--grid", action="store_true", help="print the committed grid instead of one block")
    c = parser.parse_args(argv)
    global DTYPE
    DTYPE = torch.float32 if c.bits == 32 else torch.bfloat16
    c.kv_heads = c.kv_heads or c.heads
    c.ffn = c.ffn or 4 * c.hidden
    if c.block == "llama":
        c.dropout = 0.0
    if c.hidden % c.heads or c.heads % c.kv_heads or (c.hidden // c.heads) % 2:
        parser.error("heads must divide the hidden size (to an even head size) and kv heads must divide heads")
    return c


# The committed grid: odd sizes, kv < heads, f not a multiple of h, s = 1, both attentions, every policy.
GRID = [
    "--block gpt --hidden 64 --heads 4 --seq-len 16 --micro-batch 1 --dropout 0.1",
    "--block gpt --hidden 48 --heads 3 --ffn 200 --seq-len 7 --micro-batch 3 --dropout 0.1",
    "--block gpt --hidden 40 --heads 5 --ffn 136 --seq-len 1 --micro-batch 2 --dropout 0.2",
    "--block gpt --hidden 72 --heads 6 --ffn 288 --seq-len 13 --micro-batch 1 --dropout 0",
    "--block gpt --hidden 32 --heads 2 --ffn 100 --seq-len 9 --micro-batch 5 --dropout 0.1 --attention fused",
    "--block gpt --hidden 56 --heads 7 --ffn 168 --seq-len 1 --micro-batch 1 --dropout 0 --attention fused",
    "--block llama --hidden 64 --heads 8 --kv-heads 2 --ffn 176 --seq-len 16 --micro-batch 2",
    "--block llama --hidden 48 --heads 6 --kv-heads 3 --ffn 130 --seq-len 5 --micro-batch 3",
    "--block llama --hidden 40 --heads 4 --kv-heads 4 --ffn 108 --seq-len 1 --micro-batch 2",
    "--block llama --hidden 96 --heads 12 --kv-heads 1 --ffn 250 --seq-len 11 --micro-batch 1",
    "--block llama --hidden 64 --heads 8 --kv-heads 2 --ffn 176 --seq-len 16 --micro-batch 2 --attention fused",
    "--block llama --hidden 36 --heads 3 --kv-heads 1 --ffn 97 --seq-len 7 --micro-batch 4 --attention fused",
    "--block llama --hidden 80 --heads 10 --kv-heads 5 --ffn 212 --seq-len 1 --micro-batch 1 --attention fused",
    "--block gpt --hidden 40 --heads 4 --ffn 150 --seq-len 1 --micro-batch 1 --dropout 0.1",
    "--block llama --hidden 16 --heads 1 --kv-heads 1 --ffn 40 --seq-len 5 --micro-batch 2",
    "--block gpt --hidden 48 --heads 4 --ffn 150 --seq-len 6 --micro-batch 2 --dropout 0.1 --bits 32",
    "--block gpt --hidden 40 --heads 2 --ffn 160 --seq-len 5 --micro-batch 1 --dropout 0.1 --bits 32 --attention fused",
    "--block llama --hidden 64 --heads 8 --kv-heads 2 --ffn 176 --seq-len 9 --micro-batch 2 --bits 32",
    "--block llama --hidden 48 --heads 4 --kv-heads 2 --ffn 120 --seq-len 3 --micro-batch 3 --bits 32 --attention fused",
]
GRID_POLICIES = ["none", "full", "selective", "mlp", "layernorm", "save-matmuls"]


def main(argv):
    c = arguments(argv)
    if not c.grid:
        print(json.dumps(measure(c), indent=1))
        return
    rows = []
    for line in GRID:
        for policy in GRID_POLICIES:
            rows.append(measure(arguments(line.split() + ["--policy", policy])))
        base = arguments(line.split())
        names = [o["name"] for o in measure(base)["ops"]]
        rows.append(measure(arguments(line.split() + ["--policy", "custom", "--save", ",".join(names[1::2])])))
    head = {"pytorch": torch.__version__, "script": "docs/pytorch/measure_blocks.py --grid"}
    print(json.dumps(head)[:-1] + ', "rows": [\n' + ",\n".join(json.dumps(row) for row in rows) + "\n]}")


if __name__ == "__main__":
    main(sys.argv[1:])
