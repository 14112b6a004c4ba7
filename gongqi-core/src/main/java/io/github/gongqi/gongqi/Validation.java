package io.github.gongqi.gongqi;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.geometry.CellSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The checks that a set-up position can arise under the rules, shared by {@link
 * PositionBuilder#build()} and the notation reader (which builds through the builder). Every
 * problem is collected before one {@link InvalidPositionException} reports them all.
 */
final class Validation {
  private static final Side[] SIDES = Side.values();

  private Validation() {}

  /**
   * Checks a position given as bitboards (three words per side) and its counters.
   *
   * @throws InvalidPositionException listing every problem found
   */
  static void check(
      Rules rules,
      long[] b,
      long[] w,
      Side side,
      int capB,
      int capW,
      SwapState swap,
      int passes,
      int ply) {
    Tables t = rules.tables;
    List<PositionProblem> problems = new ArrayList<>();
    List<String> messages = new ArrayList<>();
    groupsWithoutLiberty(rules, b, w, problems, messages);
    int[] caps = {capB, capW};
    for (int i = 0; i < 2; i++) {
      if (caps[i] < 0 || caps[i] > t.maxCaptures) {
        problems.add(PositionProblem.CAPTURES_OUT_OF_RANGE);
        messages.add(
            name(SIDES[i]) + " captures " + caps[i] + " are out of range 0.." + t.maxCaptures);
      }
    }
    boolean blackWon = capB >= t.goal;
    boolean whiteWon = capW >= t.goal;
    if (blackWon && whiteWon) {
      problems.add(PositionProblem.GOAL_REACHED_BY_BOTH);
      messages.add("both colours have reached the capture goal " + t.goal);
    } else if (blackWon || whiteWon) {
      Side winner = blackWon ? Side.BLACK : Side.WHITE;
      if (side == winner || passes != 0) {
        problems.add(PositionProblem.PLAY_AFTER_GOAL);
        messages.add(
            name(winner)
                + " has reached the capture goal "
                + t.goal
                + ", so the game ended right after its push: "
                + (side == winner ? "it cannot be to move" : "no pass can follow"));
      }
    }
    if (passes < 0 || passes > 2) {
      problems.add(PositionProblem.PASSES_OUT_OF_RANGE);
      messages.add("consecutive passes " + passes + " are out of range 0..2");
    }
    if (swap == SwapState.OFFERED && (side != Side.WHITE || passes != 0)) {
      problems.add(PositionProblem.SWAP_STATE_INCONSISTENT);
      messages.add("the swap can only be offered to White right after a push");
    } else if (swap == SwapState.NOT_YET && passes != 0) {
      problems.add(PositionProblem.SWAP_STATE_INCONSISTENT);
      messages.add("a pass ends the swap offer, so the swap state cannot be 'not yet'");
    }
    if (ply < 0) {
      problems.add(PositionProblem.PLY_OUT_OF_RANGE);
      messages.add("ply " + ply + " is negative (move number " + ((long) ply + 1) + ")");
    }
    if (!problems.isEmpty()) {
      throw new InvalidPositionException(problems, messages);
    }
  }

  /** Reports each group without a liberty: stones not connected to one with an empty neighbour. */
  private static void groupsWithoutLiberty(
      Rules rules, long[] b, long[] w, List<PositionProblem> problems, List<String> messages) {
    Tables t = rules.tables;
    long[] adj = new long[3];
    t.adjacent(t.all0 & ~(b[0] | w[0]), t.all1 & ~(b[1] | w[1]), t.all2 & ~(b[2] | w[2]), adj);
    for (long[] mine : new long[][] {b, w}) {
      long[] alive = new long[3];
      t.fill(
          mine[0] & adj[0], mine[1] & adj[1], mine[2] & adj[2], mine[0], mine[1], mine[2], alive);
      long[] dead = {mine[0] & ~alive[0], mine[1] & ~alive[1], mine[2] & ~alive[2]};
      for (int wi = 0; wi < 3; wi++) {
        while (dead[wi] != 0) {
          int p = (wi << 6) + Long.numberOfTrailingZeros(dead[wi]);
          long[] g = new long[3];
          t.fill(
              Tables.bitIn(p, 0),
              Tables.bitIn(p, 1),
              Tables.bitIn(p, 2),
              mine[0],
              mine[1],
              mine[2],
              g);
          StringBuilder names = new StringBuilder();
          CellSet.ofWords(g)
              .forEach(
                  c -> names.append(names.length() > 0 ? " " : "").append(rules.grid().name(c)));
          problems.add(PositionProblem.GROUP_WITHOUT_LIBERTY);
          messages.add(
              (mine == b ? "the black" : "the white") + " group " + names + " has no liberty");
          for (int i = 0; i < 3; i++) {
            dead[i] &= ~g[i];
          }
        }
      }
    }
  }

  private static String name(Side side) {
    return side.name().toLowerCase(Locale.ROOT);
  }
}
