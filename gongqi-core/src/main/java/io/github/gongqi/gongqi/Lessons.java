package io.github.gongqi.gongqi;

import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.lesson.Lesson.Verdict;
import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.geometry.CellSet;
import io.github.gongqi.geometry.SquareGrid;
import java.util.List;
import java.util.Optional;

/**
 * The Gongqi tutorial, after the source's "Gongqi in three steps", "Read this position" and
 * "Interactive tutorial": a push, finding the liberties, closing the last liberty, the capture that
 * makes a self-atari push legal, and the opening swap. Each lesson is on the 8 × 8 board; the
 * library checks the player's move and says "solved" or what went wrong.
 *
 * <pre>{@code
 * for (Lesson<Position> lesson : Lessons.all()) {
 *   Lesson.Verdict v = lesson.check(lesson.solution());   // v.solved() is true
 * }
 * }</pre>
 */
public final class Lessons {
  private static final Rules RULES = Rules.QUICK;
  private static final SquareGrid GRID = RULES.grid();
  private static final List<Lesson<Position>> ALL =
      List.of(push(), findTheLiberties(), closeTheLastLiberty(), captureFirst(), swap());

  private Lessons() {}

  /**
   * Returns the lessons in teaching order.
   *
   * @return an immutable list: {@code push}, {@code find-the-liberties}, {@code
   *     close-the-last-liberty}, {@code capture-first}, {@code swap}
   */
  public static List<Lesson<Position>> all() {
    return ALL;
  }

  /**
   * Returns a lesson by id.
   *
   * @param id a lesson id, such as {@code swap}
   * @return the lesson, or empty if no lesson has that id
   */
  public static Optional<Lesson<Position>> byId(String id) {
    return Lesson.byId(ALL, id);
  }

  private static int p(String name) {
    return GRID.parse(name);
  }

  private static PositionBuilder board(Side toMove, String black, String white) {
    PositionBuilder b =
        Position.builder(RULES).sideToMove(toMove).swapState(SwapState.DECLINED).ply(10);
    for (String s : black.split(" ")) {
      b.put(s, Side.BLACK);
    }
    for (String s : white.split(" ")) {
      b.put(s, Side.WHITE);
    }
    return b;
  }

  private static String names(CellSet cells) {
    return String.join(" and ", cells.stream().mapToObj(GRID::name).toList());
  }

  // ---- the lessons ----

  static Lesson<Position> push() {
    Position start = Position.start(RULES);
    return Lesson.onTransition(
        "push",
        "Practice a push",
        "Select any stone, Black or White: the board shows every legal direction and push length."
            + " Push it. The stones of the run move one point, and your new stone fills the"
            + " selected stone's point.",
        "At power 1 you push a single stone: d5 north (d5N1) is on offer.",
        start,
        "d5N1",
        SvgOptions.defaults().withSelected(p("d5")),
        t -> {
          Move.Push push = (Move.Push) t.move();
          return Verdict.solved(
              "Pushed: "
                  + (push.count() == 1 ? "one stone" : push.count() + " stones")
                  + " moved "
                  + push.direction()
                  + ", and your new Black stone fills "
                  + push.pointName()
                  + ". The board gained exactly one stone.");
        });
  }

  static Lesson<Position> findTheLiberties() {
    // White e4: Black on e5 and d4, so its liberties are e3 and f4; f5 and d3 are only diagonal.
    Position start = board(Side.BLACK, "e5 d4 f5 d3", "e4").build();
    int e4 = p("e4");
    return Lesson.onTransition(
        "find-the-liberties",
        "Find the liberties",
        "A liberty is an empty point directly up, down, left or right of a stone; diagonal points"
            + " do not count. White's stone on e4 has two liberties. Take one of them away with a"
            + " Black stone, leaving White's stone where it is.",
        "The empty points beside e4 are e3 and f4. f5 and d3 touch e4 only diagonally, but a"
            + " push can bring one of them next to it.",
        start,
        "f5S1",
        SvgOptions.defaults(),
        t -> {
          Position after = t.after();
          if (after.stoneAt(e4).orElse(null) != Side.WHITE) {
            return Verdict.wrong(
                "That push moved White's stone off e4. Leave it in place and fill one of its"
                    + " liberties instead.");
          }
          Group g = after.groupAt(e4).orElseThrow();
          if (g.libertyCount() == 1) {
            return Verdict.solved(
                "White's stone on e4 now has one liberty left: "
                    + names(g.liberties())
                    + ". One more Black stone there captures it.");
          }
          return Verdict.wrong(
              "White's stone on e4 still has "
                  + g.libertyCount()
                  + " liberties: "
                  + names(g.liberties())
                  + ". Only points directly up, down, left or right count.");
        });
  }

  static Lesson<Position> closeTheLastLiberty() {
    // White e4 is surrounded on three sides; f4 is its final liberty.
    Position start = board(Side.BLACK, "e5 d4 e3 f5", "e4").build();
    int e4 = p("e4");
    return Lesson.onTransition(
        "close-the-last-liberty",
        "Close the last liberty",
        "Read this position: White's stone on e4 has one liberty left. Push a Black stone onto it:"
            + " a group with no liberty is removed, and you gain one capture.",
        "Only f4 is still open beside e4. The Black stone on f5 is one point north of it.",
        start,
        "f5S1",
        SvgOptions.defaults(),
        t -> {
          if (t.captured().contains(e4)) {
            return Verdict.solved(
                "Your stone on f4 took White's final liberty: White's stone on e4 had no liberty"
                    + " left and was removed. Black gains one capture.");
          }
          Position after = t.after();
          Optional<Group> g = after.groupAt(e4);
          if (g.isEmpty() || g.get().side() != Side.WHITE) {
            return Verdict.wrong(
                "That push moved White's stone off e4 instead of closing its last liberty.");
          }
          return Verdict.wrong(
              "White's stone on e4 still has "
                  + (g.get().libertyCount() == 1 ? "a liberty: " : "liberties: ")
                  + names(g.get().liberties())
                  + ". Close it with a Black stone.");
        });
  }

  static Lesson<Position> captureFirst() {
    // Pushing White's c1 north leaves the new Black stone on c1 between White b1 and d1 with
    // White c2 above: no liberty. But b1, cut from c1, has none either and is removed first.
    Position start = board(Side.BLACK, "a1 b2", "b1 c1 d1").build();
    int b1 = p("b1");
    return Lesson.onTransition(
        "capture-first",
        "Capture first, then count your liberties",
        "After a push, opposing groups with no liberty are removed before your own liberties are"
            + " checked, so a capture can make an otherwise self-atari push legal. Find the push"
            + " whose new Black stone would have no liberty, were it not for a capture.",
        "Select White's stone on c1 and push it north. Your new stone fills c1; what happens to"
            + " White's b1?",
        start,
        "c1N1",
        SvgOptions.defaults(),
        t -> {
          if (t.captured().contains(b1)) {
            return Verdict.solved(
                "White's b1 lost its last liberty and was removed first, which gave your new"
                    + " stone on c1 its liberty: the push is legal, and Black gains one capture.");
          }
          return Verdict.wrong(
              t.captureCount() == 0
                  ? "That push captures nothing. Look for a push whose new stone would be"
                      + " surrounded, but which removes a White stone first."
                  : "That push captures, but not the stone the lesson is about: b1.");
        });
  }

  static Lesson<Position> swap() {
    Position start = Position.start(RULES).play("d5N1");
    return Lesson.onTransition(
        "swap",
        "The opening swap",
        "Black has made the first push. As White you may keep White and push normally, or"
            + " exchange colours and take over Black's position. Take the swap.",
        "Write swap (a page shows it as a button): the board does not change, and it is still"
            + " White's turn.",
        start,
        "swap",
        SvgOptions.defaults().withLastMove(Move.parse("d5N1", RULES).id()),
        t -> {
          if (t.move() instanceof Move.Swap) {
            return Verdict.solved(
                "Swapped: you now own Black's position, and the original Black player moves as"
                    + " White. The swap is offered only at this one moment.");
          }
          return Verdict.wrong(
              "You kept White and pushed ("
                  + t.move()
                  + "): the swap is gone for good. It is offered only on White's first turn.");
        });
  }
}
