package io.github.gongqi.gongqi;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The random-games helper of Gongqi's tests: seeded random games and positions, and random set-ups.
 */
public final class RandomGames {
  private RandomGames() {}

  /** Moves tried a ply by a game that captures: enough to find most captures, cheap to play. */
  private static final int TRIES = 8;

  /**
   * Plays up to {@code plies} moves of a seeded game from the start: random moves, or, in one game
   * of three, the move that captures most among a few random ones. Those games reach the crowded
   * boards and the push powers of 4 and more that random games rarely reach.
   */
  public static Position randomPosition(Rules rules, long seed, int plies) {
    SplittableRandom rnd = new SplittableRandom(seed);
    boolean captures = rnd.nextInt(3) == 0;
    Position p = Position.start(rules);
    for (int i = 0; i < plies && !p.isOver(); i++) {
      List<Move> moves = p.legalMoves();
      p = captures ? mostCapturing(p, moves, rnd) : p.play(moves.get(rnd.nextInt(moves.size())));
    }
    return p;
  }

  /** The position after the move that captures most among {@link #TRIES} random legal ones. */
  private static Position mostCapturing(Position p, List<Move> moves, SplittableRandom rnd) {
    Position best = null;
    int most = -1;
    for (int k = 0; k < TRIES; k++) {
      Position next = p.play(moves.get(rnd.nextInt(moves.size())));
      int taken = next.captures(p.sideToMove());
      if (taken > most) {
        most = taken;
        best = next;
      }
    }
    return best;
  }

  /** Every position of a seeded random game from the start, the start included. */
  public static List<Position> randomGame(Rules rules, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Position> out = new ArrayList<>();
    Position p = Position.start(rules);
    out.add(p);
    while (!p.isOver()) {
      List<Move> moves = p.legalMoves();
      p = p.play(moves.get(rnd.nextInt(moves.size())));
      out.add(p);
    }
    return out;
  }

  /**
   * A random set-up position: stones at a density drawn between the bounds, minus every stone
   * without an empty neighbour (so every group has a liberty), random captures below the goal,
   * either side to move.
   */
  public static Position setUp(Rules rules, long seed, double minDensity, double maxDensity) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int n = rules.grid().cellCount();
    int s = rules.size();
    double density = minDensity + (maxDensity - minDensity) * rnd.nextDouble();
    Side[] cells = new Side[n];
    for (int c = 0; c < n; c++) {
      if (rnd.nextDouble() < density) {
        cells[c] = rnd.nextBoolean() ? Side.BLACK : Side.WHITE;
      }
    }
    PositionBuilder b = Position.builder(rules);
    for (int c = 0; c < n; c++) {
      int x = c % s;
      int y = c / s;
      boolean free =
          (x > 0 && cells[c - 1] == null)
              || (x < s - 1 && cells[c + 1] == null)
              || (y > 0 && cells[c - s] == null)
              || (y < s - 1 && cells[c + s] == null);
      if (free && cells[c] != null) {
        b.put(c, cells[c]);
      } else {
        b.clear(c);
      }
    }
    int goal = rules.captureGoal();
    return b.captures(Side.BLACK, rnd.nextInt(goal))
        .captures(Side.WHITE, rnd.nextInt(goal))
        .sideToMove(rnd.nextBoolean() ? Side.BLACK : Side.WHITE)
        .consecutivePasses(rnd.nextInt(2))
        .build();
  }
}
