#!/usr/bin/env python3
"""Random play in many games at once, with its throughput: the baseline any agent must beat.

    PYTHONPATH=benchmarks/python /usr/bin/python3 benchmarks/python/examples/random_baseline.py \
        --rules "gongqi 8x8" --envs 1024 --steps 300 --threads 2
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402

import gongqi  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rules", default="gongqi 8x8")
    ap.add_argument("--envs", type=int, default=1024)
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    env = gongqi.make(args.rules, args.envs, seed=args.seed, threads=args.threads)
    wins = np.zeros(2, dtype=np.int64)
    draws = truncated = 0
    start = time.perf_counter()
    for _ in range(args.steps):
        env.step(env.random_actions())
        done = env.terminated
        wins += (env.rewards[done] > 0).sum(axis=0)
        draws += int((done & (env.rewards[:, 0] == 0)).sum())
        truncated += int(env.truncated.sum())
    elapsed = time.perf_counter() - start
    env.close()
    plies = args.envs * args.steps
    games = int(wins.sum()) + draws
    print(f"{env.rules}: {args.envs} games x {args.steps} steps on {args.threads} thread(s)")
    print(f"  {plies / elapsed:,.0f} plies/s (observation and mask written at every step)")
    print(f"  {games} games ended: player 0 won {wins[0]}, player 1 won {wins[1]}, {draws} draws;"
          f" {truncated} truncated")


if __name__ == "__main__":
    main()
