package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.RING;
import static io.github.gongqi.agon.Tables.THRONE;

import java.util.Locale;

/**
 * The refusal messages: the text of the {@link IllegalMoveException} for each {@link
 * IllegalMoveReason}, saying what was tried, where and why.
 */
final class Refusals {
  private Refusals() {}

  /**
   * The refusal of {@code given} in a position, whose details come from {@code m}, what it resolved
   * to.
   */
  static IllegalMoveException illegal(Position p, Move given, Move m, IllegalMoveReason why) {
    String side = p.stm == 0 ? "White" : "Black";
    boolean marked = p.rules.marked;
    String detail =
        switch (why) {
          case GAME_OVER -> "the game is over (" + p.result() + ")";
          case MUST_PLACE_A_PIECE ->
              side
                  + " must place a piece on a vacant outer-ring cell during the placement phase"
                  + " (such as "
                  + (p.queenCell(p.sideToMove()) < 0 ? "Q" : "G")
                  + "@a1)";
          case MUST_RETURN_A_PIECE_FIRST ->
              side
                  + " has a captured piece to return: this turn must return it"
                  + (marked ? " (such as c5@a3)" : " (such as G@a3)");
          case QUEEN_RETURNS_FIRST ->
              side
                  + "'s Queen must be "
                  + (p.placing ? "placed" : "returned")
                  + " before any Guard";
          case NOTHING_TO_RETURN ->
              side
                  + " has no "
                  + (marked && !p.placing ? "marked " : "")
                  + (m instanceof Move.Drop d ? d.type().name().toLowerCase(Locale.ROOT) : "piece")
                  + (marked && !p.placing ? "" : " off the board")
                  + " to "
                  + (p.placing ? "place" : "return");
          case WRONG_RETURN_NOTATION ->
              "captured pieces leave the board under these rules: a return names the piece,"
                  + " such as G@a3";
          case AMBIGUOUS_RETURN -> ambiguous(p, m);
          case NOT_MARKED -> name(from(m)) + " does not hold a marked piece of " + side;
          case WRONG_RETURN_CELL -> wrongCell(p, m);
          case NO_PIECE -> name(from(m)) + " is empty";
          case NOT_YOUR_PIECE -> name(from(m)) + " holds a piece of the opponent, not of " + side;
          case NOT_ADJACENT -> name(from(m)) + " and " + name(to(m)) + " are not neighbours";
          case OUTWARD ->
              "a piece never steps outward (from ring "
                  + RING[from(m)]
                  + " to ring "
                  + RING[to(m)]
                  + ")";
          case OCCUPIED -> name(to(m)) + " is occupied";
          case THRONE_IS_FOR_THE_QUEEN -> "only a Queen may enter the throne f6";
          case BETWEEN_TWO_ENEMIES ->
              "under these rules a piece may not step between two enemy pieces, and "
                  + name(to(m))
                  + " lies between two";
          case PASS_NOT_ALLOWED -> side + " has another legal action, so may not pass";
        };
    return new IllegalMoveException(given, why, detail);
  }

  /** The cell a step or a return leaves (the refusals that name it concern only those). */
  private static int from(Move m) {
    return m instanceof Move.Step s ? s.from() : m instanceof Move.Return r ? r.from() : -1;
  }

  /** The cell a move reaches; -1 for a pass. */
  private static int to(Move m) {
    if (m instanceof Move.Step s) {
      return s.to();
    }
    if (m instanceof Move.Return r) {
      return r.to();
    }
    return m instanceof Move.Drop d ? d.to() : -1;
  }

  private static String name(int cell) {
    return cell < 0 ? "the cell" : Board.name(cell);
  }

  private static String ambiguous(Position p, Move m) {
    StringBuilder cells = new StringBuilder();
    int first = -1;
    for (int c = 0; c < Board.CELLS; c++) {
      if (Legality.own(p, c) && Legality.marked(p, c)) {
        first = first < 0 ? c : first;
        cells.append(cells.length() == 0 ? "" : ", ").append(Board.name(c));
      }
    }
    return (p.stm == 0 ? "White" : "Black")
        + " has several marked Guards waiting ("
        + cells
        + "): a return names the cell it leaves, such as "
        + Board.name(first)
        + "@"
        + name(to(m));
  }

  private static String wrongCell(Position p, Move m) {
    int to = to(m);
    if (p.placing) {
      return "pieces are placed on the outer ring only, and "
          + Board.name(to)
          + " is on ring "
          + RING[to];
    }
    boolean queen =
        m instanceof Move.Drop d
            ? d.type() == PieceType.QUEEN
            : from(m) == p.queenCell(p.sideToMove());
    if (to == THRONE && queen) {
      return "under these rules a returned Queen may not go to the throne f6";
    }
    return "a Guard returns to the outer ring only, and "
        + Board.name(to)
        + " is on ring "
        + RING[to];
  }
}
