#!/usr/bin/python3
"""Measure torch.utils.checkpoint.checkpoint_sequential on a chain of N Linear(8,8,bias=False).

Run with Debian's interpreter:  /usr/bin/python3 measure.py   (python3-torch 1.13.x)

What is counted as a "saved activation" (only shape (4,8) tensors, distinct storages):
  A. every tensor packed through OUR torch.autograd.graph.saved_tensors_hooks (active during
     forward AND backward).  In 1.13 this sees: tensors saved by ordinary ops (Linear/mm saves its
     input), tensors saved by CheckpointFunction via ctx.save_for_backward (verified: custom
     Function save_for_backward goes through saved_tensors_hooks in 1.13), and, in reentrant
     mode, the tensors saved during the backward-time rerun.  Freed = when autograd drops our
     holder object (weakref.finalize on the holder).
  B. use_reentrant=False only: inside a checkpointed segment the checkpoint's own pack hook is the
     innermost hook, so ours never sees those tensors.  Two extra probes cover them:
       B1. the segment input, which 1.13 keeps alive in the closure of its unpack hook
           (`function(*args)` is re-run from it).  Alive = lifetime of that closure, observed with
           weakref.finalize on the segment function object that only that closure references.
       B2. the recomputed tensors that 1.13 stores in its WeakKeyDictionary `storage`
           (checkpoint.py: storage[holder] = inner.detach()).  We substitute a tracking
           WeakKeyDictionary subclass via the module's `weakref` global; alive = until the holder
           key dies (that is when the dict drops the value).
Layer forward calls: a forward hook on every Linear, counted separately in forward and backward.
"""
import gc, sys, types, warnings, weakref
import torch
import torch.utils.checkpoint as cp

torch.manual_seed(0)

SHAPE = (4, 8)


class Tracker:
    def __init__(self):
        self.live = {}          # storage data_ptr -> number of live references we track
        self.peak = 0
        self.phase_peak = {"forward": 0, "backward": 0}
        self.phase = "forward"
        self.adds = {}          # how many (4,8) registrations came from each probe

    def add(self, t, src="hook"):
        if tuple(t.shape) != SHAPE:
            return None
        p = t.storage().data_ptr()
        self.adds[src] = self.adds.get(src, 0) + 1
        self.live[p] = self.live.get(p, 0) + 1
        n = len(self.live)
        self.peak = max(self.peak, n)
        self.phase_peak[self.phase] = max(self.phase_peak[self.phase], n)
        return p

    def remove(self, p):
        self.live[p] -= 1
        if self.live[p] == 0:
            del self.live[p]


T = None  # current tracker


class Holder:
    __slots__ = ("t", "__weakref__")

    def __init__(self, t):
        self.t = t


def pack_hook(t):
    h = Holder(t)
    p = T.add(t)
    if p is not None:
        weakref.finalize(h, T.remove, p)
    return h


def unpack_hook(h):
    return h.t


# B2: tracking WeakKeyDictionary injected into torch.utils.checkpoint's `weakref` global
class TrackingWKD(weakref.WeakKeyDictionary):
    def __setitem__(self, key, value):
        if T is not None and isinstance(value, torch.Tensor):
            p = T.add(value, 'B2-recomputed')
            if p is not None:
                weakref.finalize(key, T.remove, p)
        super().__setitem__(key, value)


cp.weakref = types.SimpleNamespace(ref=weakref.ref, WeakKeyDictionary=TrackingWKD)


def checkpoint_sequential_nonreentrant(functions, segments, input, track_inputs=True):
    """Line-for-line copy of 1.13 checkpoint_sequential (checkpoint.py L307-324), except that each
    checkpoint call passes use_reentrant=False (1.13's checkpoint_sequential rejects that kwarg)."""
    def run_function(start, end, functions):
        def forward(input):
            for j in range(start, end + 1):
                input = functions[j](input)
            return input
        return forward

    if isinstance(functions, torch.nn.Sequential):
        functions = list(functions.children())
    segment_size = len(functions) // segments
    end = -1
    for start in range(0, segment_size * (segments - 1), segment_size):
        end = start + segment_size - 1
        fn = run_function(start, end, functions)
        if track_inputs and T is not None:       # B1 probe
            p = T.add(input, 'B1-segment-input')
            if p is not None:
                weakref.finalize(fn, T.remove, p)
        input = cp.checkpoint(fn, input, use_reentrant=False, preserve_rng_state=True)
        del fn
    return run_function(end + 1, len(functions) - 1, functions)(input)


def build(n):
    seq = torch.nn.Sequential(*[torch.nn.Linear(8, 8, bias=False) for _ in range(n)])
    calls = {"forward": 0, "backward": 0}
    def hook(m, i, o):
        calls[T.phase if T is not None else "forward"] += 1
        if T is not None and T.phase == "backward":
            calls.setdefault("order", []).append(idx[id(m)])
    idx = {id(m): i for i, m in enumerate(seq)}
    for m in seq:
        m.register_forward_hook(hook)
    return seq, calls


def run_case(n, s, reentrant):
    global T
    T = Tracker()
    seq, calls = build(n)
    x = torch.randn(*SHAPE, requires_grad=True)
    with torch.autograd.graph.saved_tensors_hooks(pack_hook, unpack_hook):
        if reentrant:
            y = cp.checkpoint_sequential(seq, s, x)          # 1.13 default: use_reentrant=True
        else:
            y = checkpoint_sequential_nonreentrant(seq, s, x)
        fwd_live_at_end = len(T.live)
        T.phase = "backward"
        y.sum().backward()
    del y
    gc.collect()
    leftover = len(T.live)
    res = dict(peak=T.peak, fwd_peak=T.phase_peak["forward"], bwd_peak=T.phase_peak["backward"],
               fwd_end=fwd_live_at_end, leftover=leftover,
               f_fwd=calls["forward"], f_bwd=calls["backward"],
               adds=dict(T.adds), bwd_order=calls.get("order", []),
               grads_ok=all(m.weight.grad is not None for m in seq) and x.grad is not None)
    T = None
    return res


def model(n, s):
    size = n // s
    l_last = n - (s - 1) * size
    return dict(size=size, l_last=l_last,
                peak=(s - 1) + l_last,
                fwds=n + (n - l_last),                      # whole segment rerun
                fwds_early=n + (s - 1) * (size - 1))        # >=2.1 non-reentrant early stop


CASES = [(16, 4), (100, 7), (10, 3), (6, 3), (32, 32), (32, 1), (12, 5), (100, 10), (99, 10)]


def trap(reentrant):
    global T
    T = None
    torch.manual_seed(1)
    seq = torch.nn.Sequential(*[torch.nn.Linear(8, 8, bias=False) for _ in range(6)])
    x = torch.randn(*SHAPE)  # requires_grad=False
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        if reentrant:
            y = cp.checkpoint_sequential(seq, 3, x)
        else:
            y = checkpoint_sequential_nonreentrant(seq, 3, x, track_inputs=False)
        y.sum().backward()
    got = [i for i, m in enumerate(seq) if m.weight.grad is not None and m.weight.grad.abs().sum() > 0]
    return got, [str(x.message) for x in w]


def main():
    print("torch", torch.__version__, "| checkpoint.py:", cp.__file__)
    try:
        cp.checkpoint_sequential(torch.nn.Sequential(torch.nn.Linear(8, 8)), 1,
                                 torch.randn(4, 8), use_reentrant=False)
        print("checkpoint_sequential accepts use_reentrant")
    except ValueError as e:
        print("checkpoint_sequential(..., use_reentrant=False) ->", "ValueError:", e)
    print()
    hdr = ("mode", "N", "S", "size", "Llast", "peak", "model", "ok", "fwdPk", "bwdPk",
           "fwd+bwd calls", "model", "ok", "early-stop model", "leak")
    fmt = "{:<6} {:>3} {:>3} {:>4} {:>5} | {:>4} {:>5} {:>3} {:>5} {:>5} | {:>13} {:>5} {:>3} {:>16} | {:>4}"
    print(fmt.format(*hdr))
    for reentrant in (True, False):
        for n, s in CASES:
            r = run_case(n, s, reentrant)
            m = model(n, s)
            tot = r["f_fwd"] + r["f_bwd"]
            print(fmt.format("reent" if reentrant else "nonre", n, s, m["size"], m["l_last"],
                             r["peak"], m["peak"], "yes" if r["peak"] == m["peak"] else "NO",
                             r["fwd_peak"], r["bwd_peak"],
                             f"{r['f_fwd']}+{r['f_bwd']}={tot}", m["fwds"],
                             "yes" if tot == m["fwds"] else "NO", m["fwds_early"], r["leftover"]))
            assert r["grads_ok"], (n, s, reentrant)
    print()
    print("Detail (N,S)=(6,3): layer indices re-run during backward, and (4,8) registrations per probe")
    for reentrant in (True, False):
        r = run_case(6, 3, reentrant)
        print(f"  use_reentrant={reentrant}: backward reruns {r['bwd_order']}; registrations {r['adds']}")
    print()
    for reentrant in (True, False):
        got, warns = trap(reentrant)
        print(f"trap use_reentrant={reentrant}: layers with nonzero weight.grad = {got}; warnings = {warns}")


if __name__ == "__main__":
    main()
