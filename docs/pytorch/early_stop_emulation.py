#!/usr/bin/python3
"""EMULATION on torch 1.13 of the >=2.1 non-reentrant early-stop rule (checkpoint.py 2.6.0 L1084-1087,
L1121-1127): during recomputation count packed tensors; when the count reaches the number saved in the
original forward, raise and catch a stop exception.  This is NOT PyTorch 2.x code; it only checks what a
forward hook vs a forward pre-hook would count for one checkpointed segment of L Linear layers when the
recompute is aborted from inside a pack hook."""
import torch

class Stop(Exception):
    pass

def run(L):
    seq = torch.nn.Sequential(*[torch.nn.Linear(8, 8, bias=False) for _ in range(L)])
    n = {"pre": 0, "post": 0}
    for m in seq:
        m.register_forward_pre_hook(lambda m, i: n.__setitem__("pre", n["pre"] + 1))
        m.register_forward_hook(lambda m, i, o: n.__setitem__("post", n["post"] + 1))
    x = torch.randn(4, 8, requires_grad=True)
    saved = []
    with torch.autograd.graph.saved_tensors_hooks(lambda t: saved.append(tuple(t.shape)) or t, lambda t: t):
        seq(x)                                  # "original forward": how many tensors get saved
    expected = len(saved)
    n.update(pre=0, post=0)
    cnt = 0
    def pack(t):
        nonlocal cnt
        cnt += 1
        if cnt == expected:
            raise Stop                          # like `raise _StopRecomputationError`
        return t
    try:
        with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
            seq(x)                              # "recomputation"
    except Stop:
        pass
    except RuntimeError as e:                   # 1.13 re-raises hook exceptions as RuntimeError("Stop: ...")
        if not str(e).startswith("Stop"):
            raise
    return expected, saved[:2], n

for L in (1, 2, 4, 14):
    expected, first, n = run(L)
    print(f"L={L:2d}: tensors saved per original forward={expected} (first two shapes {first}); "
          f"recompute with stop: pre-hooks={n['pre']}, forward hooks (completed layers)={n['post']}")
