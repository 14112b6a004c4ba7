package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SquareGrid;
import java.util.Locale;

/**
 * The refusal messages: the text of an {@link IllegalMoveException} for each {@link
 * IllegalMoveReason}, saying what was tried, where, and why it is refused. Kept apart from the
 * kernel, which only decides the reason; the words are built only when a move is refused.
 */
final class Refusals {
  private Refusals() {}

  /** Returns the message refusing a move for a reason that {@link Engine#whyIllegal} gave. */
  static String explain(Position pos, Move move, IllegalMoveReason reason) {
    String m = "'" + move + "' is illegal: ";
    return m
        + switch (reason) {
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
    int run = Engine.run(pos, p, d);
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
}
