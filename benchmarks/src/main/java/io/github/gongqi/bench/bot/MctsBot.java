package io.github.gongqi.bench.bot;

import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * Monte Carlo tree search over the {@link GameState} contract, for both games.
 *
 * <ul>
 *   <li>Decisive moves at the root: a move that wins at once is played without search, and a move
 *       after which the opponent can win at once is left out while another move is left.
 *   <li>UCT selection with a small solver: a position where the side to move can win at once is a
 *       proven loss for the side that moved into it, and one where every move is such a loss is a
 *       proven win; proven values are backed up exactly and proven losses are never chosen.
 *   <li>Short playouts with a capture-seeking policy: at each ply, with probability {@link
 *       Settings#greedyShare}, the best of {@link Settings#candidates} random legal moves (one that
 *       wins at once, else the one that captures most); otherwise a uniformly random move. A
 *       playout that has not ended after {@link Settings#playoutCap} plies is scored by the capture
 *       difference ({@link GameState#capturedBy}), passed through a logistic curve.
 * </ul>
 *
 * <p>All randomness comes from the game's {@link SplittableRandom}, so a game is the same for the
 * same seed whatever the number of threads. A search may be stopped early ({@link
 * #choose(GameState, SplittableRandom, BooleanSupplier)}): the stop is asked between playouts and
 * consumes no randomness, so a search that is never stopped chooses exactly as before.
 */
public final class MctsBot implements Bot {
  static final int DEFAULT_PLAYOUTS = 200;

  /**
   * The search's tuning.
   *
   * @param iterations tree iterations (one playout each) per move
   * @param playoutCap plies a playout runs before the capture difference scores it
   * @param exploration the UCT exploration constant
   * @param candidates random moves the capture-seeking playout step compares
   * @param greedyShare probability of the capture-seeking step rather than a uniform one
   * @param captureScale captures of difference that move the score from ½ to about 0.73
   * @param widening with {@code wideningPower}: a node visited v times has at most {@code max(1,
   *     widening · v^wideningPower)} children not proven lost
   * @param wideningPower see {@code widening}
   */
  record Settings(
      int iterations,
      int playoutCap,
      double exploration,
      int candidates,
      double greedyShare,
      double captureScale,
      double widening,
      double wideningPower) {
    /**
     * The tuning measured in {@code benchmarks/README.md}, with the given number of iterations.
     *
     * @param iterations tree iterations per move, 1 or more
     * @return the settings
     */
    static Settings of(int iterations) {
      return new Settings(iterations, 40, 0.7, 3, 0.9, 2, 1.5, 0.5);
    }
  }

  private static final byte UNKNOWN = 0;
  private static final byte WIN = 1; // for the side that moved into the node
  private static final byte LOSS = -1;

  private final Settings settings;

  MctsBot(int playouts) {
    this(Settings.of(playouts));
  }

  MctsBot(Settings settings) {
    this.settings = settings;
  }

  /**
   * Returns the search bot with the lab's tuning and a number of playouts.
   *
   * @param playouts the playouts per move, at least 1
   * @return the bot
   * @throws IllegalArgumentException if {@code playouts} is below 1
   */
  public static MctsBot withPlayouts(int playouts) {
    if (playouts < 1) {
      throw new IllegalArgumentException("mcts needs at least 1 playout, not " + playouts);
    }
    return new MctsBot(playouts);
  }

  /** A tree node: the position after {@code move}, valued for the side that played it. */
  private static final class Node<P extends GameState<P>> {
    final P position;
    final int move;
    final Node<P> parent;
    int[] moves; // best first; null until the node is first expanded
    int expanded; // moves[0..expanded) have children
    int lost; // children proven lost for the side to move here
    final List<Node<P>> children = new ArrayList<>(4);
    int visits;
    double value; // sum of rewards for the side that moved into this node
    byte proven;
    final boolean terminal;

    Node(P position, int move, Node<P> parent) {
      this.position = position;
      this.move = move;
      this.parent = parent;
      this.terminal = position.isOver();
      if (terminal && parent != null) {
        int winner = position.winningPlayer();
        int mover = parent.position.playerToMove();
        proven = winner < 0 ? UNKNOWN : winner == mover ? WIN : LOSS;
      }
    }

    boolean expandable(Settings settings) {
      if (terminal) {
        return false;
      }
      if (moves == null) {
        return true;
      }
      // Progressive widening: more children as visits grow; proven losses do not count.
      double allowed = settings.widening() * Math.pow(visits, settings.wideningPower());
      return expanded < moves.length && children.size() - lost < Math.max(1, allowed);
    }
  }

  @Override
  public <P extends GameState<P>> int choose(P position, SplittableRandom rnd) {
    return choose(position, rnd, () -> false);
  }

  /**
   * Chooses a move, stopping the search early when asked: the best move found so far is returned.
   * The playground uses this to bound a move's time and to cancel a search whose game has ended.
   *
   * @param <P> the position type
   * @param position the position, with at least one legal move
   * @param rnd this game's random source
   * @param stop asked between playouts; once true, the search stops
   * @return a legal move id
   */
  public <P extends GameState<P>> int choose(
      P position, SplittableRandom rnd, BooleanSupplier stop) {
    int[] moves = new int[position.maxLegalMoves()];
    int n = position.legalMoves(moves);
    if (n == 1) {
      return moves[0];
    }
    shuffle(moves, n, rnd);
    int me = position.playerToMove();
    int before = position.capturedBy(me);
    // Decisive moves: win at once if we can; leave out moves that let the opponent win at once.
    // The others are ordered by a two-ply capture count: ours minus the opponent's best reply.
    int[] safe = new int[n];
    int[] scores = new int[n];
    int safeCount = 0;
    int[] replies = new int[position.maxLegalMoves()];
    for (int i = 0; i < n; i++) {
      if (safeCount > 0 && stop.getAsBoolean()) {
        break; // out of time: the moves checked so far are the candidates
      }
      P next = position.playUnchecked(moves[i]);
      if (next.isOver()) {
        if (next.winningPlayer() == me) {
          return moves[i];
        }
        if (next.winningPlayer() < 0) {
          scores[safeCount] = 0;
          safe[safeCount++] = moves[i];
        }
        continue;
      }
      int reply = bestReplyGain(next, replies);
      if (reply != Integer.MAX_VALUE) {
        int gain = position.swapsSides(moves[i]) ? 0 : next.capturedBy(me) - before;
        scores[safeCount] = gain - reply;
        safe[safeCount++] = moves[i];
      }
    }
    if (safeCount == 1) {
      return safe[0];
    }
    Node<P> root = new Node<>(position, -1, null);
    if (safeCount > 0) {
      root.moves = sortByScore(safe, scores, safeCount);
    } else {
      root.moves = Arrays.copyOf(moves, n);
    }
    int[] buffer = new int[position.maxLegalMoves()];
    int[] gains = new int[position.maxLegalMoves()];
    for (int i = 0;
        i < settings.iterations() && root.proven == UNKNOWN && !stop.getAsBoolean();
        i++) {
      iterate(root, rnd, buffer, gains);
    }
    return bestMove(root);
  }

  /**
   * The most the side to move at {@code next} captures with one move, {@link Integer#MAX_VALUE} if
   * it can win at once.
   */
  private static <P extends GameState<P>> int bestReplyGain(P next, int[] replies) {
    int them = next.playerToMove();
    int before = next.capturedBy(them);
    int m = next.legalMoves(replies);
    int best = 0;
    for (int j = 0; j < m; j++) {
      if (next.swapsSides(replies[j])) {
        continue;
      }
      P after = next.playUnchecked(replies[j]);
      if (after.isOver() && after.winningPlayer() == them) {
        return Integer.MAX_VALUE;
      }
      best = Math.max(best, after.capturedBy(them) - before);
    }
    return best;
  }

  private static void shuffle(int[] a, int n, SplittableRandom rnd) {
    for (int i = n - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** The first {@code n} moves, highest score first, ties kept in their (shuffled) order. */
  private static int[] sortByScore(int[] moves, int[] scores, int n) {
    long[] keys = new long[n];
    for (int i = 0; i < n; i++) {
      keys[i] = ((long) -scores[i] << 32) | i;
    }
    Arrays.sort(keys);
    int[] sorted = new int[n];
    for (int i = 0; i < n; i++) {
      sorted[i] = moves[(int) keys[i]];
    }
    return sorted;
  }

  private static <P extends GameState<P>> int bestMove(Node<P> root) {
    Node<P> best = null;
    for (Node<P> c : root.children) {
      if (c.proven == WIN) {
        return c.move;
      }
      if (best == null || better(c, best)) {
        best = c;
      }
    }
    return best == null ? root.moves[0] : best.move;
  }

  /** Most visits, but never a proven loss over a move not proven lost. */
  private static <P extends GameState<P>> boolean better(Node<P> a, Node<P> b) {
    if ((a.proven == LOSS) != (b.proven == LOSS)) {
      return b.proven == LOSS;
    }
    return a.visits > b.visits;
  }

  private <P extends GameState<P>> void iterate(
      Node<P> root, SplittableRandom rnd, int[] buffer, int[] gains) {
    Node<P> node = root;
    // Selection: descend while the node is unsolved and may not grow.
    while (!node.terminal && node.proven == UNKNOWN && !node.expandable(settings)) {
      node = select(node);
    }
    if (node.proven == UNKNOWN && node.expandable(settings)) {
      node = expand(node, rnd, buffer, gains);
    }
    double reward; // for the side that moved into node
    if (node.proven == WIN) {
      reward = 1;
    } else if (node.proven == LOSS) {
      reward = 0;
    } else if (node.terminal) {
      reward = 0.5;
    } else {
      reward = 1 - playout(node.position, rnd);
    }
    for (Node<P> n = node; n != null; n = n.parent) {
      n.visits++;
      n.value += reward;
      reward = 1 - reward;
    }
  }

  private <P extends GameState<P>> Node<P> expand(
      Node<P> node, SplittableRandom rnd, int[] buffer, int[] gains) {
    P position = node.position;
    if (node.moves == null) {
      // First expansion: order the moves, captures (and wins) first, the rest at random.
      int n = position.legalMoves(buffer);
      shuffle(buffer, n, rnd);
      int mover = position.playerToMove();
      int before = position.capturedBy(mover);
      for (int i = 0; i < n; i++) {
        if (position.swapsSides(buffer[i])) {
          gains[i] = 0;
          continue;
        }
        P after = position.playUnchecked(buffer[i]);
        gains[i] =
            after.isOver() && after.winningPlayer() == mover
                ? 1 << 20
                : after.capturedBy(mover) - before;
      }
      node.moves = sortByScore(buffer, gains, n);
    }
    int move = node.moves[node.expanded++];
    Node<P> child = new Node<>(position.playUnchecked(move), move, node);
    node.children.add(child);
    if (child.proven != UNKNOWN) {
      propagateProof(child);
    }
    return child;
  }

  /** After {@code child} was proven, proves its ancestors where that follows. */
  private static <P extends GameState<P>> void propagateProof(Node<P> child) {
    for (Node<P> n = child; n.parent != null; n = n.parent) {
      Node<P> p = n.parent;
      if (p.proven != UNKNOWN) {
        return;
      }
      if (n.proven == WIN) {
        p.proven = LOSS; // the side to move at p has a winning move
      } else if (n.proven == LOSS) {
        p.lost++;
        if (p.lost < p.moves.length) {
          return;
        }
        p.proven = WIN; // every move at p loses
      } else {
        return;
      }
    }
  }

  private <P extends GameState<P>> Node<P> select(Node<P> node) {
    double logN = Math.log(node.visits);
    Node<P> best = null;
    double bestValue = Double.NEGATIVE_INFINITY;
    for (Node<P> c : node.children) {
      double value =
          c.proven == LOSS
              ? -1
              : c.value / c.visits + settings.exploration() * Math.sqrt(logN / c.visits);
      if (value > bestValue) {
        bestValue = value;
        best = c;
      }
    }
    return best;
  }

  /** Plays out from {@code start}; returns the reward of the side to move at {@code start}. */
  private <P extends GameState<P>> double playout(P start, SplittableRandom rnd) {
    int stm = start.playerToMove();
    P p = start;
    for (int ply = 0; ply < settings.playoutCap() && !p.isOver(); ply++) {
      int move = p.randomLegalMove(rnd);
      P next = null;
      if (rnd.nextDouble() < settings.greedyShare()) {
        // The best of a few random moves: a win at once, else the largest capture.
        int mover = p.playerToMove();
        int before = p.capturedBy(mover);
        int bestGain = Integer.MIN_VALUE;
        for (int c = 0; c < settings.candidates(); c++) {
          int candidate = c == 0 ? move : p.randomLegalMove(rnd);
          P after = p.playUnchecked(candidate);
          int gain =
              after.isOver() && after.winningPlayer() == mover
                  ? Integer.MAX_VALUE
                  : after.capturedBy(mover) - before;
          if (gain > bestGain) {
            bestGain = gain;
            move = candidate;
            next = after;
          }
        }
      }
      if (p.swapsSides(move)) {
        stm = 1 - stm; // the seat that moved at start goes on with the other colour
      }
      p = next != null ? next : p.playUnchecked(move);
    }
    if (p.isOver()) {
      int winner = p.winningPlayer();
      return winner < 0 ? 0.5 : winner == stm ? 1 : 0;
    }
    double diff = p.capturedBy(stm) - p.capturedBy(1 - stm);
    return 1 / (1 + Math.exp(-diff / settings.captureScale()));
  }

  @Override
  public String toString() {
    return "mcts:" + settings.iterations();
  }
}
