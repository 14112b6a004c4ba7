package io.github.gongqi.agon;

import java.util.List;

/** Builds test positions from short piece lists; spare pieces are parked far from the action. */
final class Scenarios {
  private Scenarios() {}

  /** Where a side's pieces not named in a scenario stand: the bottom row and the top row. */
  private static final List<String> WHITE_PARKING =
      List.of("a1", "a2", "a3", "a4", "a5", "a6", "b1");

  private static final List<String> BLACK_PARKING =
      List.of("k11", "k10", "k9", "k8", "k7", "k6", "j11");

  static int c(String name) {
    return Board.cell(name);
  }

  /**
   * A position from pieces written as {@code Qf6} (White Queen), {@code Ge5} (White Guard), {@code
   * qk11}, {@code gk9}, with a {@code *} suffix for a marked piece. Missing pieces of each side are
   * parked on free cells of its parking row; the White Queen and Black Queen too, if not named.
   */
  static PositionBuilder builder(Rules rules, Side toMove, String... pieces) {
    PositionBuilder b = Position.builder(rules).sideToMove(toMove);
    boolean[] used = new boolean[Board.CELLS];
    int[] queens = new int[2];
    int[] guards = new int[2];
    for (String p : pieces) {
      boolean marked = p.endsWith("*");
      String cell = p.substring(1, marked ? p.length() - 1 : p.length());
      char k = p.charAt(0);
      Side side = Character.isUpperCase(k) ? Side.WHITE : Side.BLACK;
      PieceType type = Character.toUpperCase(k) == 'Q' ? PieceType.QUEEN : PieceType.GUARD;
      Piece piece = new Piece(side, type, marked);
      b.put(cell, piece);
      used[c(cell)] = true;
      if (type == PieceType.QUEEN) {
        queens[side.ordinal()]++;
      } else {
        guards[side.ordinal()]++;
      }
    }
    park(b, used, Side.WHITE, WHITE_PARKING, queens[0], guards[0]);
    park(b, used, Side.BLACK, BLACK_PARKING, queens[1], guards[1]);
    return b;
  }

  static Position position(Rules rules, Side toMove, String... pieces) {
    return builder(rules, toMove, pieces).build();
  }

  /** Like {@link #position} but leaves a side's missing Guards (and Queen) off the board. */
  static Position withWaiting(
      Rules rules, Side toMove, Side waiting, int queen, int guardsOff, String... pieces) {
    PositionBuilder b = Position.builder(rules).sideToMove(toMove);
    boolean[] used = new boolean[Board.CELLS];
    int[] queens = new int[2];
    int[] guards = new int[2];
    for (String p : pieces) {
      String cell = p.substring(1);
      char k = p.charAt(0);
      Side side = Character.isUpperCase(k) ? Side.WHITE : Side.BLACK;
      PieceType type = Character.toUpperCase(k) == 'Q' ? PieceType.QUEEN : PieceType.GUARD;
      b.put(cell, Piece.of(side, type));
      used[c(cell)] = true;
      if (type == PieceType.QUEEN) {
        queens[side.ordinal()]++;
      } else {
        guards[side.ordinal()]++;
      }
    }
    int w = waiting.ordinal();
    b.offBoard(waiting, PieceType.QUEEN, queen).offBoard(waiting, PieceType.GUARD, guardsOff);
    queens[w] += queen;
    guards[w] += guardsOff;
    park(b, used, Side.WHITE, WHITE_PARKING, queens[0], guards[0]);
    park(b, used, Side.BLACK, BLACK_PARKING, queens[1], guards[1]);
    return b.build();
  }

  private static void park(
      PositionBuilder b, boolean[] used, Side side, List<String> cells, int queens, int guards) {
    int k = 0;
    for (int i = queens; i < 1; i++) {
      while (used[c(cells.get(k))]) {
        k++;
      }
      b.put(cells.get(k), Piece.of(side, PieceType.QUEEN));
      used[c(cells.get(k))] = true;
    }
    for (int i = guards; i < 6; i++) {
      while (used[c(cells.get(k))]) {
        k++;
      }
      b.put(cells.get(k), Piece.of(side, PieceType.GUARD));
      used[c(cells.get(k))] = true;
    }
  }

  static List<String> notations(List<Move> moves) {
    return moves.stream().map(Move::toString).toList();
  }
}
