package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The refusals: why a move is illegal (the {@link IllegalMoveReason}, checked in its order), what a
 * board shows for one stone ({@link PushOption}), and the text of an {@link IllegalMoveException}
 * for each reason, saying what was tried, where, and why it is refused. Kept apart from the kernel,
 * which only generates legal moves; the words are built only when a move is refused.
 */
final class Refusals {
  private Refusals() {}

  /** Throws the {@link IllegalMoveException} refusing a move, unless it is legal here. */
  static void check(Position pos, Move move) {
    IllegalMoveReason why = Legality.reason(pos, Objects.requireNonNull(move, "move"));
    if (why != null) {
      throw new IllegalMoveException(move, why, explain(pos, move, why));
    }
  }

  /**
   * Returns the details of the refusal of a move for a reason that {@link Legality#reason} gave:
   * the message's part after the reason.
   */
  static String explain(Position pos, Move move, IllegalMoveReason reason) {
    return switch (reason) {
      case GAME_OVER -> "the game is over (" + pos.result() + ")";
      case OFF_BOARD ->
          "it is written for the " + move.rules().grid() + " board, not " + pos.rules().grid();
      case SWAP_NOT_AVAILABLE ->
          "the swap is only offered to White right after Black's first push (swap state "
              + pos.swapState()
              + ")";
      case PASS_NOT_ALLOWED ->
          pos.swapState() == SwapState.OFFERED
              ? "White may swap, so passing is not allowed"
              : "a pass is only legal when no push is, and "
                  + sideName(pos)
                  + " has legal pushes such as "
                  + pos.legalMoves().get(0);
      default -> push(pos, (Move.Push) move, reason);
    };
  }

  /** The reasons that only a push can have, with the run the push met. */
  private static String push(Position pos, Move.Push push, IllegalMoveReason reason) {
    SquareGrid g = pos.rules().grid();
    int p = push.point();
    int d = push.direction().ordinal();
    String at = g.name(p);
    String dir = push.direction().name();
    if (reason == IllegalMoveReason.NO_STONE) {
      return "there is no stone on " + at + " to push";
    }
    int run = Legality.run(pos, p, d);
    int dist = pos.tables.dist[p * 4 + d];
    String runText = "the run of stones from " + at + " going " + dir + " is " + run + " long";
    return switch (reason) {
      case END_POINT_OFF_BOARD ->
          push.count() > dist
              ? "its end point is off the board ("
                  + dist
                  + " points lie beyond "
                  + at
                  + " going "
                  + dir
                  + ")"
              : runText + " and reaches the edge, so it cannot be pushed " + dir;
      case END_POINT_OCCUPIED ->
          "its end point "
              + g.name(push.endPoint())
              + " is occupied; "
              + runText
              + ", so the only count is "
              + at
              + dir
              + run;
      case WRONG_COUNT ->
          "the line of "
              + push.count()
              + " from "
              + at
              + " has an empty point; "
              + runText
              + ", so the only count is "
              + at
              + dir
              + run;
      case RUN_LONGER_THAN_POWER -> runText + " but the power is " + pos.power();
      case SUICIDE ->
          "after the push and its captures a group of "
              + sideName(pos)
              + " would have no liberty (suicide)";
      default -> reason.toString();
    };
  }

  private static String sideName(Position pos) {
    return pos.sideToMove().name().toLowerCase(Locale.ROOT);
  }

  /** Returns what {@link Position#pushOptions(int)} documents, for a cell of the board. */
  static List<PushOption> pushOptions(Position pos, int cell) {
    List<PushOption> out = new ArrayList<>(4);
    boolean stone = pos.occupied(cell);
    for (SquareDirection d : SquareDirection.ORTHOGONAL) {
      if (!stone) {
        IllegalMoveReason why =
            pos.isOver() ? IllegalMoveReason.GAME_OVER : IllegalMoveReason.NO_STONE;
        out.add(new PushOption(cell, d, 0, List.of(), Optional.of(why)));
        continue;
      }
      int run =
          Math.min(
              Legality.run(pos, cell, d.ordinal()), pos.tables.dist[cell * 4 + d.ordinal()] + 1);
      Move.Push push = Move.Push.of(pos.rules, cell, d, run);
      IllegalMoveReason why = Legality.reason(pos, push);
      out.add(
          why == null
              ? new PushOption(cell, d, run, List.of(push), Optional.empty())
              : new PushOption(cell, d, run, List.of(), Optional.of(why)));
    }
    return List.copyOf(out);
  }
}
