#!/usr/bin/env python3
"""A small self-play training loop on Gongqi 8x8: a policy and value network in PyTorch learns by
playing itself in a VectorEnv (REINFORCE with the value as baseline), and is measured against
random play as it learns. Saves the learning curve as a PNG.

    PYTHONPATH=benchmarks/python /usr/bin/python3 benchmarks/python/examples/train_selfplay.py \
        --minutes 5 --png benchmarks/python/images/selfplay.png

Needs python3-torch and python3-matplotlib (Debian) besides the package's numpy and JPype.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import numpy as np  # noqa: E402
import torch  # noqa: E402
from torch import nn  # noqa: E402

import gongqi  # noqa: E402


class Net(nn.Module):
    """Two convolutions, then AlphaZero-style heads: a 1x1 convolution each, a policy over every
    move id and a value in [-1, 1]. Small, so that it trains on two CPU cores."""

    def __init__(self, shape, actions, width=32):
        super().__init__()
        c, h, w = shape
        self.body = nn.Sequential(
            nn.Conv2d(c, width, 3, padding=1), nn.ReLU(),
            nn.Conv2d(width, width, 3, padding=1), nn.ReLU(),
        )
        self.policy = nn.Sequential(
            nn.Conv2d(width, 4, 1), nn.ReLU(), nn.Flatten(), nn.Linear(4 * h * w, actions)
        )
        self.value = nn.Sequential(
            nn.Conv2d(width, 2, 1), nn.ReLU(), nn.Flatten(),
            nn.Linear(2 * h * w, 64), nn.ReLU(), nn.Linear(64, 1), nn.Tanh(),
        )

    def forward(self, obs, mask):
        x = self.body(obs)
        logits = self.policy(x).masked_fill(~mask, -1e9)
        return logits, self.value(x).squeeze(-1)


def act(net, env, greedy=False):
    with torch.no_grad():
        obs = torch.from_numpy(env.observation.copy())
        mask = torch.from_numpy(env.legal_action_mask.copy())
        logits, _ = net(obs, mask)
        if greedy:
            return logits.argmax(-1).numpy().astype(np.int32)
        return torch.distributions.Categorical(logits=logits).sample().numpy().astype(np.int32)


def evaluate(net, rules, games, swap, seed):
    """The network (greedy) against random play; the network moves first in half the games.
    Returns its score: 1 a win, 1/2 a draw or a truncated game."""
    env = gongqi.make(rules, games, seed=seed, max_plies=300)
    me = np.arange(games, dtype=np.int32) % 2
    done = np.zeros(games, dtype=bool)
    score = np.zeros(games)
    while not done.all():
        mine = act(net, env, greedy=True)
        rand = env.random_actions()
        to_move = env.current_player
        actions = np.where(to_move == me, mine, rand)
        swapped = swap[actions] & (to_move >= 0)
        env.step(actions)
        me = np.where(swapped & ~done, 1 - me, me)
        ended = (env.terminated | env.truncated) & ~done
        r = env.rewards[np.arange(games), me]
        score[ended] = np.where(r[ended] > 0, 1.0, np.where(r[ended] < 0, 0.0, 0.5))
        done |= ended
    env.close()
    return float(score.mean())


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rules", default="gongqi 8x8")
    ap.add_argument("--minutes", type=float, default=5.0)
    ap.add_argument("--envs", type=int, default=128)
    ap.add_argument("--batch", type=int, default=2048, help="moves a gradient step")
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--eval-every", type=float, default=20.0, help="seconds between evaluations")
    ap.add_argument("--png", default=None, help="where to save the learning curve")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--torch-threads", type=int, default=1,
                    help="PyTorch's threads; the games step in Java meanwhile")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.torch_threads)

    env = gongqi.make(args.rules, args.envs, seed=args.seed, max_plies=300)
    probe = gongqi.new_state(args.rules)
    swap = np.array([probe.swaps_sides(a) for a in range(env.num_actions)], dtype=bool)
    net = Net(env.observation_shape, env.num_actions)
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)

    pending = [[] for _ in range(args.envs)]  # per game: (obs, mask, action, credited player)
    ready = []  # finished moves: (obs, mask, action, return)
    curve = [(0.0, 0, evaluate(net, args.rules, args.eval_games, swap, 1))]
    print(f"t=   0s  moves      0  score vs random {curve[-1][2]:.3f}", flush=True)
    start = last_eval = time.perf_counter()
    moves = 0
    while time.perf_counter() - start < args.minutes * 60:
        obs, mask = env.observation.copy(), env.legal_action_mask.copy()
        player = env.current_player.copy()
        actions = act(net, env)
        env.step(actions)
        moves += int((player >= 0).sum())
        for i in np.flatnonzero(player >= 0):
            # Whoever plays a swap goes on as the other player index: credit that index.
            credit = player[i] ^ int(swap[actions[i]])
            pending[i].append((obs[i], mask[i], actions[i], credit))
        for i in np.flatnonzero(env.terminated | env.truncated):
            rewards = env.rewards[i] if env.terminated[i] else (0.0, 0.0)
            ready.extend((o, m, a, float(rewards[c])) for o, m, a, c in pending[i])
            pending[i] = []
        if len(ready) >= args.batch:
            o, m, a, g = zip(*ready[: args.batch])
            del ready[: args.batch]
            o, m = torch.from_numpy(np.stack(o)), torch.from_numpy(np.stack(m))
            a, g = torch.tensor(np.array(a), dtype=torch.long), torch.tensor(g, dtype=torch.float32)
            logits, v = net(o, m)
            logp = torch.log_softmax(logits, -1)
            chosen = logp.gather(1, a[:, None]).squeeze(1)
            entropy = -(logp.exp() * logp.masked_fill(~m, 0)).sum(-1).mean()
            loss = -(chosen * (g - v.detach())).mean() + 0.5 * ((v - g) ** 2).mean() - 0.01 * entropy
            opt.zero_grad()
            loss.backward()
            opt.step()
        if time.perf_counter() - last_eval >= args.eval_every:
            last_eval = time.perf_counter()
            score = evaluate(net, args.rules, args.eval_games, swap, len(curve) + 1)
            t = last_eval - start
            curve.append((t, moves, score))
            print(f"t={t:4.0f}s  moves {moves:6d}  score vs random {score:.3f}", flush=True)
    env.close()
    if args.png:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        t, _, s = zip(*curve)
        fig, ax = plt.subplots(figsize=(6, 3.5))
        ax.plot(np.array(t) / 60, s, marker="o")
        ax.axhline(0.5, color="grey", linestyle="--", linewidth=1, label="random's level")
        ax.set_xlabel("minutes of self-play (2 cores)")
        ax.set_ylabel(f"score vs random ({args.eval_games} games)")
        ax.set_ylim(0, 1)
        ax.set_title(f"Self-play on {args.rules}: REINFORCE with a value baseline")
        ax.legend(loc="lower right")
        fig.tight_layout()
        os.makedirs(os.path.dirname(os.path.abspath(args.png)), exist_ok=True)
        fig.savefig(args.png, dpi=100)
        print(f"learning curve saved to {args.png}")


if __name__ == "__main__":
    main()
