package io.github.gongqi.agon;

import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.lesson.Lesson.Verdict;
import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.geometry.CellSet;
import io.github.gongqi.geometry.HexDirection;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The Agon tutorial, after the source's rules: a custodial capture, stepping between two enemies
 * safely, a return (the Queen first), and the winning formation. Each lesson is under the STANDARD
 * rules with White to move; the library checks the player's move and says "solved" or what went
 * wrong.
 *
 * <pre>{@code
 * for (Lesson<Position> lesson : Lessons.all()) {
 *   Lesson.Verdict v = lesson.check(lesson.solution());   // v.solved() is true
 * }
 * }</pre>
 */
public final class Lessons {
  private static final List<Lesson<Position>> ALL =
      List.of(capture(), betweenTwoEnemies(), queenReturnsFirst(), formation());

  private Lessons() {}

  /**
   * Returns the lessons in teaching order.
   *
   * @return an immutable list: {@code capture}, {@code between-two-enemies}, {@code
   *     queen-returns-first}, {@code formation}
   */
  public static List<Lesson<Position>> all() {
    return ALL;
  }

  /**
   * Returns a lesson by id.
   *
   * @param id a lesson id, such as {@code formation}
   * @return the lesson, or empty if no lesson has that id
   */
  public static Optional<Lesson<Position>> byId(String id) {
    return Lesson.byId(ALL, id);
  }

  /** A lesson on the default view, judged by what a legal move did. */
  private static Lesson<Position> lesson(
      String id,
      String title,
      String instruction,
      String hint,
      Position start,
      String solution,
      Function<Transition, Verdict> judge) {
    return Lesson.onTransition(
        id, title, instruction, hint, start, solution, SvgOptions.defaults(), judge);
  }

  /**
   * A STANDARD position, White to move, from cell lists: {@code white} and {@code black} start with
   * the Queen's cell ({@code -} when off the board), then the Guards'.
   */
  private static Position position(String white, String black, int whiteGuardsOff) {
    PositionBuilder b = Position.builder(Rules.STANDARD).sideToMove(Side.WHITE);
    put(b, Side.WHITE, white);
    put(b, Side.BLACK, black);
    if (white.startsWith("-")) {
      b.offBoard(Side.WHITE, PieceType.QUEEN, 1);
    }
    b.offBoard(Side.WHITE, PieceType.GUARD, whiteGuardsOff);
    return b.ply(20).build();
  }

  private static void put(PositionBuilder b, Side side, String cells) {
    String[] c = cells.split(" ");
    if (!c[0].equals("-")) {
      b.put(c[0], Piece.of(side, PieceType.QUEEN));
    }
    for (int i = 1; i < c.length; i++) {
      b.put(c[i], Piece.of(side, PieceType.GUARD));
    }
  }

  private static String names(CellSet cells) {
    return String.join(", ", cells.stream().mapToObj(Board::name).toList());
  }

  // ---- the lessons ----

  static Lesson<Position> capture() {
    // Black's Guard on e7 stands between e6 (empty) and White's Guard on e8.
    Position start = position("d4 e5 e8 g5 a2 a3 a4", "g7 e7 f7 h9 k9 k10 k11", 0);
    return lesson(
        "capture",
        "A custodial capture",
        "A piece is captured when the move that completes the line puts it between two enemy"
            + " pieces in a straight line. Step a White piece so that a Black piece stands between"
            + " it and another White piece.",
        "Black's Guard on e7 has your Guard on e8 on one side. The cell on its other side, e6, is"
            + " one step from your Guard on e5.",
        start,
        "e5-e6",
        t -> {
          if (!t.captured().isEmpty()) {
            return Verdict.solved(
                "Captured "
                    + names(t.captured())
                    + ": your piece arrived on "
                    + Board.name(t.to())
                    + " and the Black piece stood between it and another of yours. Black must"
                    + " spend its next turn returning it.");
          }
          return Verdict.wrong(
              "That step captures nothing: a capture needs a Black piece right next to the cell"
                  + " you reach, with one of your pieces right behind it on the same line.");
        });
  }

  static Lesson<Position> betweenTwoEnemies() {
    // Black Guards on e7 and e9 flank e8, which White's Guard on d8 can step into.
    Position start = position("a1 d8 a2 a3 a4 a5 a6", "k11 e7 e9 k10 k9 k8 k7", 0);
    return lesson(
        "between-two-enemies",
        "Stepping between two enemies",
        "Only the moving side captures: a piece may step between two enemy pieces and is not"
            + " captured by that. Step your Guard between the two Black Guards.",
        "Black's Guards stand on e7 and e9, with e8 empty between them; your Guard on d8 can step"
            + " inward to e8.",
        start,
        "d8-e8",
        t -> {
          if (t.kind() != Transition.Kind.STEP) {
            return Verdict.wrong("Step a piece: this lesson is about a step.");
          }
          Position after = t.after();
          for (HexDirection d : HexDirection.values()) {
            int a = Board.neighbour(t.to(), d);
            int b = Board.neighbour(t.to(), d.opposite());
            if (a >= 0 && b >= 0 && isBlack(after, a) && isBlack(after, b)) {
              return Verdict.solved(
                  "Your "
                      + (t.piece() == PieceType.QUEEN ? "Queen" : "Guard")
                      + " stands on "
                      + Board.name(t.to())
                      + " between Black's "
                      + Board.name(Math.min(a, b))
                      + " and "
                      + Board.name(Math.max(a, b))
                      + ", and it is not captured: only the moving side captures. (The Ludii"
                      + " rules forbid this step.)");
            }
          }
          return Verdict.wrong(
              "That step does not end between two Black pieces on one line. Look for an empty"
                  + " cell with a Black piece on each side.");
        });
  }

  private static boolean isBlack(Position p, int cell) {
    return p.pieceAt(cell).map(x -> x.side() == Side.BLACK).orElse(false);
  }

  static Lesson<Position> queenReturnsFirst() {
    // White's Queen and one Guard were captured and wait off the board.
    Position start = position("- a2 a3 a4 a5 a6", "k11 k10 k9 k8 k7 k6 j11", 1);
    return lesson(
        "queen-returns-first",
        "Returning captured pieces",
        "A captured piece does not leave the game: instead of moving, its owner puts it back, one"
            + " per turn and the Queen first. A Queen goes on any vacant hex of the board; a Guard"
            + " on any vacant hex of the outer ring. Your Queen and a Guard are waiting: return"
            + " one.",
        "The Queen comes back first, and she may go anywhere vacant, the throne f6 included:"
            + " Q@f6.",
        start,
        "Q@f6",
        t -> {
          if (t.piece() == PieceType.QUEEN) {
            return Verdict.solved(
                "Your Queen is back on "
                    + Board.name(t.to())
                    + (Board.isThrone(t.to()) ? ", the throne" : "")
                    + ". Next turn your Guard returns to the outer ring.");
          }
          return Verdict.wrong("Return the Queen first.");
        });
  }

  static Lesson<Position> formation() {
    // Queen on the throne, five Guards on ring 1; the sixth waits on h8, next to the gap g7.
    Position start = position("f6 f5 f7 e6 g6 e5 h8", "k11 k10 k9 k8 k7 k6 j11", 0);
    return lesson(
        "formation",
        "The winning formation",
        "You win when, at the end of your own turn, your Queen is on the throne and your six"
            + " Guards fill the six hexes around it. Complete the formation.",
        "Ring 1 around f6 lacks only g7, one step from your Guard on h8.",
        start,
        "h8-g7",
        t -> {
          if (t.after().isOver() && t.after().result().winner().orElse(null) == Side.WHITE) {
            return Verdict.solved(
                "The Queen on the throne and all six Guards around her: White wins. ("
                    + t.after().result()
                    + ")");
          }
          CellSet missing = Board.ringCells(1).difference(t.after().cells(Side.WHITE));
          return Verdict.wrong(
              "Not yet: the win needs the Queen on f6 and your six Guards on ring 1 at the end of"
                  + " your turn; ring 1 still lacks "
                  + (missing.isEmpty() ? "nothing, but your Queen left the throne" : names(missing))
                  + ".");
        });
  }
}
