#!/usr/bin/env python3
"""A plain UCT Monte Carlo tree search in Python over ``gongqi.State``, against random play.

    PYTHONPATH=benchmarks/python /usr/bin/python3 benchmarks/python/examples/mcts.py \
        --rules "gongqi 8x8" --games 4 --simulations 100

Each node credits a playout's result to the player who chose its move, by player index; a move
that exchanges sides (Gongqi's opening swap) credits the other index, since its player goes on
with the other side. The side each agent plays follows such a swap.
"""

import argparse
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import gongqi  # noqa: E402


class Node:
    __slots__ = ("state", "player", "credit", "untried", "children", "visits", "value")

    def __init__(self, state, rng, credit=None):
        self.state = state
        self.credit = credit  # the player index whose result judges the move into this node
        self.player = state.current_player()
        self.untried = [] if state.is_terminal() else state.legal_actions()
        rng.shuffle(self.untried)
        self.children = {}
        self.visits = 0
        self.value = 0.0  # summed results for ``credit``


def uct(root_state, simulations, rng, c=1.4):
    root = Node(root_state.clone(), rng)
    for _ in range(simulations):
        node, path = root, [root]
        while not node.untried and node.children:  # selection
            parent = node
            node = max(
                parent.children.values(),
                key=lambda ch: ch.value / ch.visits
                + c * math.sqrt(math.log(parent.visits) / ch.visits),
            )
            path.append(node)
        if node.untried:  # expansion
            a = node.untried.pop()
            credit = node.player ^ int(node.state.swaps_sides(a))
            child = Node(node.state.child(a), rng, credit)
            node.children[a] = child
            node = child
            path.append(node)
        rollout = node.state.clone()  # simulation
        while not rollout.is_terminal() and rollout.ply() < 400:
            rollout.apply_action(rng.choice(rollout.legal_actions()))
        returns = rollout.returns()
        for child in path[1:]:  # backpropagation
            child.visits += 1
            child.value += returns[child.credit]
        root.visits += 1
    return max(root.children.items(), key=lambda kv: kv[1].visits)[0]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--rules", default="gongqi 8x8")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--simulations", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    score = 0.0
    start = time.perf_counter()
    for g in range(args.games):
        state = gongqi.new_state(args.rules)
        mcts_player = g % 2  # alternate who moves first
        while not state.is_terminal() and state.ply() < 400:
            if state.current_player() == mcts_player:
                a = uct(state, args.simulations, rng)
            else:
                a = rng.choice(state.legal_actions())
            if state.swaps_sides(a):
                mcts_player = 1 - mcts_player
            state.apply_action(a)
        r = state.returns()[mcts_player]
        score += 1.0 if r > 0 else 0.5 if r == 0 else 0.0
        print(f"game {g + 1}: MCTS as player {mcts_player}, result {r:+.0f} after {state.ply()} plies")
    print(f"MCTS ({args.simulations} simulations) vs random: {score}/{args.games} "
          f"in {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
