package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Monte Carlo tree search with UCT selection and uniformly random playouts. Each call builds a
 * fresh tree of {@code playouts} iterations and plays the most visited root move.
 */
final class MctsBot implements Bot {
  static final int DEFAULT_PLAYOUTS = 200;
  private static final int PLAYOUT_PLY_LIMIT = 300;
  private static final double EXPLORATION = 1.4;

  private final int playouts;

  MctsBot(int playouts) {
    this.playouts = playouts;
  }

  private static final class Node<P extends GameState<P>> {
    final P position;
    final int move;
    final Node<P> parent;
    final int[] untried;
    int untriedCount;
    final List<Node<P>> children = new ArrayList<>();
    int visits;
    double wins; // from the point of view of the side that moved into this node

    Node(P position, int move, Node<P> parent) {
      this.position = position;
      this.move = move;
      this.parent = parent;
      int[] buf = new int[position.maxLegalMoves()];
      untriedCount = position.isOver() ? 0 : position.legalMoves(buf);
      untried = java.util.Arrays.copyOf(buf, untriedCount);
    }
  }

  @Override
  public <P extends GameState<P>> int choose(P position, SplittableRandom rnd) {
    Node<P> root = new Node<>(position, -1, null);
    if (root.untriedCount == 1) {
      return root.untried[0];
    }
    int[] buffer = new int[position.maxLegalMoves()];
    for (int i = 0; i < playouts; i++) {
      Node<P> node = root;
      // Selection: descend by UCT while the node is fully expanded.
      while (node.untriedCount == 0 && !node.children.isEmpty()) {
        node = select(node);
      }
      // Expansion: one untried move, chosen at random.
      if (node.untriedCount > 0) {
        int k = rnd.nextInt(node.untriedCount);
        int move = node.untried[k];
        node.untried[k] = node.untried[--node.untriedCount];
        Node<P> child = new Node<>(node.position.playUnchecked(move), move, node);
        node.children.add(child);
        node = child;
      }
      // Simulation: random moves to the end, or to a ply cap counted as a draw.
      P p = node.position;
      for (int ply = 0; ply < PLAYOUT_PLY_LIMIT && !p.isOver(); ply++) {
        p = p.playUnchecked(buffer[rnd.nextInt(p.legalMoves(buffer))]);
      }
      int winner = p.isOver() ? p.winningPlayer() : -1;
      // Backpropagation: credit each node from the mover's side.
      for (Node<P> n = node; n != null; n = n.parent) {
        n.visits++;
        if (n.parent != null) {
          int mover = n.parent.position.playerToMove();
          if (n.parent.position.swapsSides(n.move)) {
            // The seat that swaps goes on with the other colour.
            mover = 1 - mover;
          }
          n.wins += winner == -1 ? 0.5 : winner == mover ? 1 : 0;
        }
      }
    }
    Node<P> best = null;
    for (Node<P> c : root.children) {
      if (best == null || c.visits > best.visits) {
        best = c;
      }
    }
    return best.move;
  }

  private static <P extends GameState<P>> Node<P> select(Node<P> node) {
    double logN = Math.log(node.visits);
    Node<P> best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (Node<P> c : node.children) {
      double value = c.wins / c.visits + EXPLORATION * Math.sqrt(logN / c.visits);
      if (value > bestValue) {
        bestValue = value;
        best = c;
      }
    }
    return best;
  }

  @Override
  public String toString() {
    return "mcts:" + playouts;
  }
}
