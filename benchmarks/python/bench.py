#!/usr/bin/env python3
"""Throughput of the Python package against the per-call JPype loop it replaces.

    PYTHONPATH=benchmarks/python /usr/bin/python3 benchmarks/python/bench.py [--seconds 2]

Measures, in one run: a per-call JPype loop (one ``playUnchecked(randomLegalMove(…))`` a ply, no
observation or mask); ``VectorEnv`` with 1024 games on one thread, drawing random moves and writing
every game's observation and mask at every step; the same on two threads; and ``State.apply_action``.
Plies a second are game steps a second, summed over the games. Each figure is the best of a few
measurements taken in turn, since other work on the machine slows them unevenly. Beside them: the bytes each game
step writes (the whole observation, the mask's changed entries) and the ceiling that memory
bandwidth (measured here with a numpy fill) puts on a VectorEnv.
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


def per_call_loop(rules):
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

    return work


def per_call_loop_with_tensors(rules):
    """The per-call loop doing a VectorEnv's work: the observation and the mask of every position,
    into Java arrays read by numpy."""
    start = gongqi.new_state(rules)._pos
    rnd = jpype.JClass("java.util.SplittableRandom")(1)
    obs = jpype.JArray(jpype.JFloat)(int(start.observationSize()))
    mask = jpype.JArray(jpype.JFloat)(int(start.numDistinctActions()))
    pos = [start]

    def work():
        p = pos[0]
        for _ in range(500):
            if p.isOver():
                p = start
            p = p.playUnchecked(p.randomLegalMove(rnd))
            p.observation(obs, 0)
            p.legalMoveMask(mask, 0)
            np.asarray(obs)
            np.asarray(mask)
        pos[0] = p
        return 500

    return work


def vector(rules, threads, n=1024):
    env = gongqi.make(rules, n, seed=1, threads=threads)
    # Games finish and restart at different plies: step until the batch holds every phase of a
    # game (and the JIT has compiled the step), so the figure is the steady rate.
    for _ in range(200):
        env.step(env.random_actions())

    def work():
        for _ in range(10):
            env.step(env.random_actions())
        return 10 * n

    return work, env


def best_of(rounds, seconds, works):
    """Each work timed ``rounds`` times, in turn, so that a burst of load elsewhere on the machine
    hits every contender alike; the best rate of each."""
    best = [0.0] * len(works)
    for _ in range(rounds):
        for k, work in enumerate(works):
            best[k] = max(best[k], timed(seconds, work))
    return best


def state_apply(rules, seconds, rounds):
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

    return best_of(rounds, seconds, [work])[0]


def bandwidth_gbs(nbytes=64 * 2**20):
    """Bytes a second numpy writes into ``nbytes`` of memory (a fill: writes, no reads), best of
    5. Over a batch's own arrays (16 MB for Agon's 1024 games) this is the rate of the cache level
    they live in, which the whole machine's 64 MB figure understates."""
    dst = np.empty(nbytes // 4, dtype=np.float32)
    dst.fill(0.0)
    best = 0.0
    for k in range(5):
        t = time.perf_counter()
        dst.fill(float(k))
        best = max(best, dst.nbytes / (time.perf_counter() - t))
    return best / 1e9


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seconds", type=float, default=1.0, help="time per measurement")
    ap.add_argument("--rounds", type=int, default=3, help="measurements of each, best kept")
    args = ap.parse_args()
    sec = args.seconds
    print(f"gongqi bench: {os.cpu_count()} cpus, load average {os.getloadavg()[0]:.1f}, "
          f"best of {args.rounds} x {sec:g} s, jar {gongqi.jar_path()}")
    bw = bandwidth_gbs()
    print(f"memory write bandwidth (numpy fill, 64 MB): {bw:.1f} GB/s")
    results = {}
    for rules in (GONGQI, AGON):
        one_work, env = vector(rules, 1)
        two_work, env2 = vector(rules, 2)
        loop, tensors, one, two = best_of(
            args.rounds, sec,
            [per_call_loop(rules), per_call_loop_with_tensors(rules), one_work, two_work])
        env.close()
        env2.close()
        obs_b, mask_b = env.observation[0].nbytes, env.legal_action_mask[0].nbytes
        running = env.current_player >= 0
        legal = float(env.legal_action_mask[running].sum(axis=1).mean())
        # A step writes the whole observation but only the mask's changed entries: the last
        # step's legal ids cleared, this step's set.
        written = obs_b + 2 * legal
        print(f"\n{rules}  (observation {obs_b} B, mask {mask_b} B, {legal:.0f} legal moves on"
              f" average: a game step writes {obs_b} + 2 x {legal:.0f} = {written:.0f} B)")
        print(f"  per-call JPype loop, no obs/mask      {loop:12,.0f} plies/s")
        print(f"  per-call JPype loop, obs+mask too     {tensors:12,.0f} plies/s")
        print(f"  VectorEnv 1024 games, 1 thread        {one:12,.0f} plies/s  "
              f"{one / loop:5.1f}x the loop, {one / tensors:4.1f}x with obs+mask"
              f"  ({one * written / 1e9:.2f} GB/s written)")
        print(f"  VectorEnv 1024 games, 2 threads       {two:12,.0f} plies/s  "
              f"{two / one:5.2f}x one thread")
        # The bound at the write rate of the batch's own arrays, which fit in this machine's L3.
        footprint = env.num_envs * (obs_b + mask_b)
        near = bandwidth_gbs(footprint)
        print(f"  bandwidth bound, bytes written        {near * 1e9 / written:12,.0f} plies/s"
              f"  (numpy fills the batch's {footprint / 2**20:.1f} MB at {near:.1f} GB/s;"
              f" rewriting the whole mask: {near * 1e9 / (obs_b + mask_b):,.0f})")
        results[rules] = (loop, one, two)
    for rules in (GONGQI, AGON):
        rate = state_apply(rules, sec, args.rounds)
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
