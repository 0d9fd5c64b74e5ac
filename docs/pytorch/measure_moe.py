#!/usr/bin/python3
"""Count the bytes autograd saves, op by op, for the mixture-of-experts MLP of one Mixtral or Qwen2-MoE block.

Run with Debian's interpreter (python3-torch 1.13, CPU):

    /usr/bin/python3 docs/pytorch/measure_moe.py --model mixtral --hidden 64 --ffn 96 --experts 8 --top-k 2 \
        --seq-len 16 --micro-batch 2

It prints one JSON object: the config, every op of the MoE part with the tensors autograd saved for it (distinct
storages, under the first op that saves them) and the bytes of its output, the total, and the bytes of the input.
`--grid` runs the committed grid in bfloat16 and float32 and writes it to tests/data/realistic/measured-moe.json.

How it counts (as docs/pytorch/measure_blocks.py does). The block is held in one dtype (bfloat16, or float32 with
--bits 32; no autocast). A torch.autograd.graph.saved_tensors_hooks pair records every tensor autograd packs, under
the label of the op that is running (each op runs inside `op("name")`). Tensors are counted by distinct storage, once,
under the first op that saves them; parameters are excluded. The input x, the normed hidden states (b, s, h), requires
grad and stands for the output of an earlier op: it is counted under the first MoE op that saves it (moe.router) and
its bytes are also reported as input_bytes. Ops that run once per expert are summed over the experts under one name.

The upstream code followed is Hugging Face transformers' eager MoE (~4.40):
- transformers/models/mixtral/modeling_mixtral.py, MixtralSparseMoeBlock.forward: gate = Linear(h, E, bias=False);
  F.softmax(router_logits, dim=1, dtype=torch.float); torch.topk(k); routing_weights /= routing_weights.sum(dim=-1,
  keepdim=True); .to(hidden dtype); expert_mask = one_hot(selected_experts, E).permute(2, 1, 0); per expert
  idx, top_x = torch.where(expert_mask[e]); current_state = hidden_states[None, top_x].reshape(-1, h);
  expert(current_state) * routing_weights[top_x, idx, None]; final_hidden_states.index_add_(0, top_x, ....to(dtype)).
  The expert is MixtralBlockSparseTop2MLP: w2(silu(w1(x)) * w3(x)), no biases. (Training-time router jitter is off,
  its default; the load-balancing loss over the returned router_logits is not part of the block and not measured.)
- transformers/models/qwen2_moe/modeling_qwen2_moe.py, Qwen2MoeSparseMoeBlock.forward: the same routing with the
  renormalisation only if norm_topk_prob (default False), experts Qwen2MoeMLP down_proj(silu(gate_proj(x)) *
  up_proj(x)), then a shared expert of width shared_expert_intermediate_size, gated:
  sigmoid(shared_expert_gate(x)) * shared_expert(x) with shared_expert_gate = Linear(h, 1, bias=False), added last.

Routing is forced to be balanced and deterministic: a constant bias (no gradient) is added to the router logits,
a large value on experts (i * k + j) mod E of token row i for j < k, so each token's top k experts are distinct and
every expert receives exactly rows * k / E tokens (rows = b * s; the CLI requires E to divide rows * k). The router
Linear stays in the graph, so what it saves is measured; the bias add saves nothing.

In the JSON, a saved entry's shape and dtype are those of the first tensor packed from that storage, and its bytes are
the whole storage's: torch.where returns idx and top_x as two views of one (n, 2) int64 nonzero() result, so the
per-expert index entry reads shape [n] with 16 n bytes.
"""
import argparse
import contextlib
import json
import os
import sys
import warnings

import torch
import torch.nn.functional as F

DTYPE = torch.bfloat16
BIAS = 16.0  # the routing bias: far above the spread of the random router logits
warnings.filterwarnings("ignore", "nn.functional.sigmoid is deprecated")  # HF calls F.sigmoid
GRID_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "data", "realistic",
                         "measured-moe.json")


class Recorder:
    """Which op is running, and which storages each op saved (first) or produced."""

    def __init__(self, excluded):
        self.excluded = excluded  # storage pointers of parameters
        self.label = None
        self.seen = set()
        self.saved = {}  # op -> [(shape, dtype, bytes)] of the storages it was first to save
        self.outputs = {}  # op -> {storage pointer: bytes}
        self.keep = []  # every saved or produced tensor, so that no later tensor reuses its address
        self.order = []

    def begin(self, name):
        self.label = name
        if name not in self.saved:
            self.order.append(name)
            self.saved[name] = []
            self.outputs[name] = {}

    def pack(self, tensor):
        storage = tensor.storage()
        pointer = storage.data_ptr()
        if pointer not in self.excluded and pointer not in self.seen:
            self.seen.add(pointer)
            self.saved[self.label].append((list(tensor.shape), str(tensor.dtype).replace("torch.", ""),
                                           storage.nbytes()))
            self.keep.append(tensor)
        return tensor

    def produced(self, name, *tensors):
        for tensor in tensors:
            storage = tensor.storage()
            self.outputs[name][storage.data_ptr()] = storage.nbytes()
            self.keep.append(tensor)


REC = None


@contextlib.contextmanager
def op(name):
    REC.begin(name)
    yield


def out(name, *tensors):
    REC.produced(name, *tensors)
    return tensors[0] if len(tensors) == 1 else tensors


class Expert(torch.nn.Module):
    """MixtralBlockSparseTop2MLP / Qwen2MoeMLP: w2(silu(w1(x)) * w3(x)), no biases."""

    def __init__(self, h, f, prefix):
        super().__init__()
        self.prefix = prefix
        self.w1 = torch.nn.Linear(h, f, bias=False)  # gate_proj
        self.w3 = torch.nn.Linear(h, f, bias=False)  # up_proj
        self.w2 = torch.nn.Linear(f, h, bias=False)  # down_proj

    def forward(self, x):
        p = self.prefix
        with op(p + ".gate"):
            gate = out(p + ".gate", self.w1(x))
        with op(p + ".up"):
            up = out(p + ".up", self.w3(x))
        with op(p + ".silu"):
            act = out(p + ".silu", F.silu(gate))
        with op(p + ".mul"):
            product = out(p + ".mul", act * up)
        with op(p + ".down"):
            return out(p + ".down", self.w2(product))


class SparseMoeBlock(torch.nn.Module):
    """MixtralSparseMoeBlock (model mixtral) or Qwen2MoeSparseMoeBlock (model qwen2-moe)."""

    def __init__(self, c):
        super().__init__()
        self.c = c
        h = c.hidden
        self.gate = torch.nn.Linear(h, c.experts, bias=False)
        self.experts = torch.nn.ModuleList(Expert(h, c.ffn, "moe.experts") for _ in range(c.experts))
        if c.model == "qwen2-moe":
            self.shared_expert = Expert(h, c.shared_ffn, "moe.shared")
            self.shared_expert_gate = torch.nn.Linear(h, 1, bias=False)

    def routing_bias(self, rows):
        c = self.c
        bias = torch.zeros(rows, c.experts, dtype=DTYPE)
        for i in range(rows):
            for j in range(c.top_k):
                bias[i, (i * c.top_k + j) % c.experts] = BIAS
        return bias

    def forward(self, hidden_states):
        c = self.c
        batch_size, sequence_length, hidden_dim = hidden_states.shape
        hidden_states = hidden_states.view(-1, hidden_dim)
        bias = self.routing_bias(hidden_states.shape[0])
        with op("moe.router"):
            router_logits = out("moe.router", self.gate(hidden_states) + bias)
        with op("moe.softmax"):
            routing_weights = out("moe.softmax", F.softmax(router_logits, dim=1, dtype=torch.float))
        with op("moe.topk"):
            routing_weights, selected_experts = out("moe.topk", *torch.topk(routing_weights, c.top_k, dim=-1))
        if c.model == "mixtral" or c.norm_topk_prob:
            with op("moe.normalize"):
                routing_weights /= routing_weights.sum(dim=-1, keepdim=True)
                out("moe.normalize", routing_weights)
        routing_weights = routing_weights.to(hidden_states.dtype)
        final_hidden_states = torch.zeros((batch_size * sequence_length, hidden_dim), dtype=hidden_states.dtype)
        expert_mask = F.one_hot(selected_experts, num_classes=c.experts).permute(2, 1, 0)
        for expert_idx in range(c.experts):
            expert_layer = self.experts[expert_idx]
            idx, top_x = torch.where(expert_mask[expert_idx])
            with op("moe.dispatch"):
                current_state = out("moe.dispatch", hidden_states[None, top_x].reshape(-1, hidden_dim))
            current_hidden_states = expert_layer(current_state)
            with op("moe.combine_weights"):
                current_hidden_states = out("moe.combine_weights",
                                            current_hidden_states * routing_weights[top_x, idx, None])
            with op("moe.combine"):
                final_hidden_states.index_add_(0, top_x, current_hidden_states.to(hidden_states.dtype))
        out("moe.combine", final_hidden_states)
        if c.model == "qwen2-moe":
            shared_expert_output = self.shared_expert(hidden_states)
            with op("moe.shared_gate"):
                shared_expert_output = out("moe.shared_gate",
                                           F.sigmoid(self.shared_expert_gate(hidden_states)) * shared_expert_output)
            with op("moe.shared_add"):
                final_hidden_states = out("moe.shared_add", final_hidden_states + shared_expert_output)
        return final_hidden_states.reshape(batch_size, sequence_length, hidden_dim), router_logits


def measure(c):
    global REC
    torch.manual_seed(0)
    block = SparseMoeBlock(c).to(DTYPE)
    REC = Recorder({t.storage().data_ptr() for t in block.parameters()})
    x = torch.randn(c.micro_batch, c.seq_len, c.hidden, dtype=DTYPE, requires_grad=True)
    with torch.autograd.graph.saved_tensors_hooks(REC.pack, lambda t: t):
        y, router_logits = block(x)
    rows = c.micro_batch * c.seq_len
    counts = torch.bincount(router_logits.topk(c.top_k, dim=-1).indices.flatten(), minlength=c.experts)
    assert counts.tolist() == [rows * c.top_k // c.experts] * c.experts, counts
    y.float().sum().backward()  # the block is differentiable end to end
    assert x.grad is not None and all(p.grad is not None for p in block.parameters())
    ops = [{"name": name, "saved_bytes": sum(b for _, _, b in REC.saved[name]),
            "output_bytes": sum(REC.outputs[name].values()),
            "saved": [{"shape": shape, "dtype": dtype, "bytes": b} for shape, dtype, b in REC.saved[name]]}
           for name in REC.order]
    config = {"model": c.model, "hidden": c.hidden, "ffn": c.ffn, "experts": c.experts, "top_k": c.top_k,
              "seq_len": c.seq_len, "micro_batch": c.micro_batch, "bits": c.bits}
    if c.model == "qwen2-moe":
        config.update(shared_ffn=c.shared_ffn, norm_topk_prob=c.norm_topk_prob)
    return {"config": config, "ops": ops, "total_saved_bytes": sum(o["saved_bytes"] for o in ops),
            "input_bytes": x.storage().nbytes()}


def arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", choices=["mixtral", "qwen2-moe"], default="mixtral")
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--ffn", type=int, default=96, help="expert width (intermediate_size / moe_intermediate_size)")
    parser.add_argument("--shared-ffn", type=int, default=128, help="qwen2-moe: shared_expert_intermediate_size")
    parser.add_argument("--experts", type=int, default=8)
    parser.add_argument("--top-k", type=int, default=2)
    parser.add_argument("--norm-topk-prob", action="store_true", help="qwen2-moe: renormalise the top-k weights")
    parser.add_argument("--seq-len", type=int, default=16)
    parser.add_argument("--micro-batch", type=int, default=1)
    parser.add_argument("--bits", type=int, choices=[16, 32], default=16, help="bfloat16 or float32")
    parser.add_argument("--grid", action="store_true", help=f"write the committed grid to {os.path.relpath(GRID_PATH)}")
    c = parser.parse_args(argv)
    global DTYPE
    DTYPE = torch.float32 if c.bits == 32 else torch.bfloat16
    if c.model == "mixtral":
        c.norm_topk_prob = True  # Mixtral always renormalises
    if not 1 <= c.top_k <= c.experts or (c.seq_len * c.micro_batch * c.top_k) % c.experts:
        parser.error("need 1 <= top-k <= experts, and experts must divide seq-len * micro-batch * top-k")
    return c


# The committed grid, each in bfloat16 and float32.
GRID = [
    "--model mixtral --hidden 64 --ffn 96 --experts 8 --top-k 2 --seq-len 16 --micro-batch 1",
    "--model mixtral --hidden 64 --ffn 96 --experts 8 --top-k 2 --seq-len 16 --micro-batch 2",
    "--model mixtral --hidden 48 --ffn 80 --experts 4 --top-k 1 --seq-len 12 --micro-batch 1",
    "--model mixtral --hidden 36 --ffn 50 --experts 3 --top-k 2 --seq-len 3 --micro-batch 1",
    "--model qwen2-moe --hidden 64 --ffn 32 --shared-ffn 128 --experts 8 --top-k 4 --seq-len 8 --micro-batch 2",
    "--model qwen2-moe --hidden 40 --ffn 24 --shared-ffn 72 --experts 6 --top-k 3 --seq-len 4 --micro-batch 1",
    "--model qwen2-moe --hidden 64 --ffn 32 --shared-ffn 128 --experts 8 --top-k 4 --seq-len 8 --micro-batch 2"
    " --norm-topk-prob",
]


def main(argv):
    c = arguments(argv)
    if not c.grid:
        print(json.dumps(measure(c), indent=1))
        return
    results = [measure(arguments(line.split() + ["--bits", bits])) for line in GRID for bits in ("16", "32")]
    text = "[\n" + ",\n".join(json.dumps(r) for r in results) + "\n]\n"
    with open(GRID_PATH, "w") as f:
        f.write(text)
    print(text, end="")


if __name__ == "__main__":
    main(sys.argv[1:])
