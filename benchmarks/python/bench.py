#!/usr/bin/env python3
"""Throughput of the Python package against the per-call JPype loop it replaces.

    PYTHONPATH=benchmarks/python /usr/bin/python3 benchmarks/python/bench.py [--seconds 2]

Measures, in one run: a per-call JPype loop (one ``playUnchecked(randomLegalMove(…))`` a ply, no
observation or mask); ``VectorEnv`` with 1024 games on one thread, drawing random moves and writing
every game's observation and mask at every step; the same on two threads; and ``State.apply_action``.
Plies a second are game steps a second, summed over the games. Beside them: the bytes each game
step writes (observation + mask) and the ceiling that memory bandwidth (measured here with a numpy
copy) puts on a VectorEnv.
"""

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import jpype  # noqa: E402
import numpy as np  # noqa: E402

import gongqi  # noqa: E402

GONGQI = "gongqi 8x8"
AGON = "agon ludii"


def timed(seconds, work):
    """Runs ``work()`` (returning plies done) until ``seconds`` pass; plies a second."""
    work()  # warm-up: JIT and caches
    done, start = 0, time.perf_counter()
    while True:
        done += work()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done / elapsed


def per_call_loop(rules, seconds):
    start = gongqi.new_state(rules)._pos  # the library's position object
    rnd = jpype.JClass("java.util.SplittableRandom")(1)
    pos = [start]

    def work():
        p = pos[0]
        for _ in range(2000):
            if p.isOver():
                p = start
            p = p.playUnchecked(p.randomLegalMove(rnd))
        pos[0] = p
        return 2000

    return timed(seconds, work)


def vector(rules, seconds, threads, n=1024):
    env = gongqi.make(rules, n, seed=1, threads=threads)

    def work():
        for _ in range(10):
            env.step(env.random_actions())
        return 10 * n

    try:
        return timed(seconds, work), env
    finally:
        env.close()


def state_apply(rules, seconds):
    rng = random.Random(3)
    s = gongqi.new_state(rules)
    while not s.is_terminal() and s.ply() < 400:
        s.apply_action(rng.choice(s.legal_actions()))
    game = s.history()

    def work():
        t = gongqi.new_state(rules)
        for a in game:
            t.apply_action(a)
        return len(game)

    return timed(seconds, work)


def bandwidth_gbs():
    src = np.ones(64 * 2**20 // 4, dtype=np.float32)
    dst = np.empty_like(src)
    np.copyto(dst, src)
    best = 0.0
    for _ in range(5):
        t = time.perf_counter()
        np.copyto(dst, src)
        best = max(best, src.nbytes / (time.perf_counter() - t))
    return best / 1e9  # bytes written a second (a copy also reads as much)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = ap.parse_args()
    sec = args.seconds
    print(f"gongqi bench: {os.cpu_count()} cpus, jar {gongqi.jar_path()}")
    bw = bandwidth_gbs()
    print(f"memory copy bandwidth (numpy, 64 MB): {bw:.1f} GB/s written")
    results = {}
    for rules in (GONGQI, AGON):
        loop = per_call_loop(rules, sec)
        one, env = vector(rules, sec, 1)
        two, _ = vector(rules, sec, 2)
        per_game = env.observation[0].nbytes + env.legal_action_mask[0].nbytes
        bound = bw * 1e9 / per_game
        print(f"\n{rules}  (observation {env.observation[0].nbytes} B + mask "
              f"{env.legal_action_mask[0].nbytes} B = {per_game} B a game step)")
        print(f"  per-call JPype loop, no obs/mask      {loop:12,.0f} plies/s")
        print(f"  VectorEnv 1024 games, 1 thread        {one:12,.0f} plies/s  "
              f"{one / loop:5.1f}x the loop  ({one * per_game / 1e9:.2f} GB/s written)")
        print(f"  VectorEnv 1024 games, 2 threads       {two:12,.0f} plies/s  "
              f"{two / one:5.2f}x one thread")
        print(f"  bandwidth bound (obs+mask writes)     {bound:12,.0f} plies/s")
        results[rules] = (loop, one, two)
    for rules in (GONGQI, AGON):
        rate = state_apply(rules, sec)
        print(f"\nState.apply_action, {rules:10}          {rate:12,.0f} a second")
        results[rules + " state"] = rate
    g, a = results[GONGQI], results[AGON]
    print("\ngoals: VectorEnv >= 10x loop on gongqi 8x8: "
          f"{g[1] / g[0]:.1f}x {'met' if g[1] >= 10 * g[0] else 'NOT met'}; "
          f">= 3x on agon ludii: {a[1] / a[0]:.1f}x {'met' if a[1] >= 3 * a[0] else 'NOT met'}; "
          f"2 threads >= 1.7x: {g[2] / g[1]:.2f}x / {a[2] / a[1]:.2f}x; "
          f"State >= 100,000/s: {results[GONGQI + ' state']:,.0f}")


if __name__ == "__main__":
    main()
