#!/usr/bin/python3
"""Compare `checkpoint-quiz simulate --model custom` with measure_blocks.py on random blocks outside the grid.

    /usr/bin/python3 docs/pytorch/compare_blocks.py build/app/checkpoint-quiz [COUNT] [SEED]

For each random block (GPT or Llama, eager or fused, 16 or 32 bits, odd sizes, grouped heads, every policy and a
random custom list) it measures the block with PyTorch and runs the app's simulate command on a one-layer custom
model with the same shape, then compares every op's saved and output bytes and the bytes the block holds under the
policy. Prints one line per mismatch and a summary; exits 1 on any mismatch.
"""
import json
import random
import subprocess
import sys

import measure_blocks as mb


def random_block(rng):
    block = rng.choice(["gpt", "llama"])
    heads = rng.randint(1, 9)
    head_size = 2 * rng.randint(1, 8)
    hidden = heads * head_size
    kv = rng.choice([d for d in range(1, heads + 1) if heads % d == 0]) if block == "llama" else heads
    args = ["--block", block, "--hidden", str(hidden), "--heads", str(heads), "--kv-heads", str(kv),
            "--ffn", str(rng.randint(1, 5 * hidden)), "--seq-len", str(rng.randint(1, 12)),
            "--micro-batch", str(rng.randint(1, 4)), "--attention", rng.choice(["eager", "fused"]),
            "--bits", rng.choice(["16", "32"])]
    if block == "gpt":
        args += ["--dropout", rng.choice(["0", "0.1", "0.3"])]
    return args


def simulate(app, c):
    command = [app, "simulate", "--model", "custom", "--layers", "1", "--vocab", "7", "--hidden", str(c.hidden),
               "--heads", str(c.heads), "--kv-heads", str(c.kv_heads), "--ffn", str(c.ffn), "--block", c.block,
               "--seq-len", str(c.seq_len), "--micro-batch", str(c.micro_batch), "--attention", c.attention,
               "--precision", str(c.bits), "--recompute", c.policy]
    if c.block == "gpt":
        command += ["--dropout", str(c.dropout)]
    if c.policy == "custom":
        command += ["--save", ",".join(c.save)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return None, result.stderr.strip()
    return json.loads(result.stdout), None


def main(argv):
    app = argv[0]
    count = int(argv[1]) if len(argv) > 1 else 200
    rng = random.Random(int(argv[2]) if len(argv) > 2 else 2026)
    grid = {tuple(line.split()) for line in mb.GRID}
    mismatches = checked = 0
    while checked < count:
        args = random_block(rng)
        if tuple(args) in grid:
            continue
        base = mb.arguments(args)
        names = [o["name"] for o in mb.measure(base)["ops"]]
        policy = rng.choice(mb.POLICIES)
        extra = ["--policy", policy]
        if policy == "custom":
            extra += ["--save", ",".join(rng.sample(names, rng.randint(1, len(names))))]
        c = mb.arguments(args + extra)
        measured = mb.measure(c)
        app_json, error = simulate(app, c)
        checked += 1
        if error:
            print("refused:", " ".join(args + extra), "->", error)
            mismatches += 1
            continue
        ops = [(o["name"], o["saved_bytes"], o["output_bytes"]) for o in measured["ops"]]
        app_ops = [(o["name"], o["bytes"], o["output_bytes"]) for o in app_json["saved_tensors"]]
        if ops != app_ops or measured["block_bytes"] != app_json["activation_bytes_per_layer"] \
                or measured["input_bytes"] != app_json["block_input_bytes"]:
            mismatches += 1
            print("mismatch:", " ".join(args + extra))
            print("  pytorch:", measured["block_bytes"], ops)
            print("  app:    ", app_json["activation_bytes_per_layer"], app_ops)
    print(f"{checked} blocks outside the grid, {mismatches} mismatches")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
