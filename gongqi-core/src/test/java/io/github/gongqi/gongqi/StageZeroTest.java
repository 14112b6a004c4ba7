package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Stage 0 of the legality test ({@link Legality#settle}), which lists pushes as legal or as suicide
 * without testing them one by one: it settles only pushes the simple reference finds legal and
 * dooms only pushes it finds illegal; on three words it settles a push whose only living neighbour
 * lives through its own side of the line, and dooms a push whose new stone is walled in by
 * opponent's groups that keep their liberties away from the line.
 */
class StageZeroTest {
  /**
   * Black's stones c6 and c7 above a push of White's c5 east, and White around them. A block of
   * Black from h8 to l11 gives the mover the stones stage 0 needs before it looks for half-planes
   * ({@link Legality#HALF_STONES}).
   */
  private static Position halfPlaneExample() {
    PositionBuilder b =
        Position.builder(Rules.STANDARD)
            .put("c5", Side.WHITE)
            .put("b5", Side.WHITE)
            .put("c4", Side.WHITE)
            .put("b6", Side.WHITE)
            .put("d6", Side.WHITE)
            .put("c6", Side.BLACK)
            .put("c7", Side.BLACK)
            .sideToMove(Side.BLACK);
    return block(b, 'h', 'l', 8, 11, Side.BLACK).build();
  }

  /** Puts stones of one side on every point of a rectangle. */
  private static PositionBuilder block(
      PositionBuilder b, char fromColumn, char toColumn, int fromRow, int toRow, Side side) {
    for (char column = fromColumn; column <= toColumn; column++) {
      for (int row = fromRow; row <= toRow; row++) {
        b.put(column + Integer.toString(row), side);
      }
    }
    return b;
  }

  @Test
  void aPushIsSettledWhenTheStoneBesideItReachesALibertyOnItsOwnSideOfTheLine() {
    // Black pushes c5 east: the new Black stone on c5 has no empty neighbour, and neither has c6
    // above it (b6, d6 White, c5 Black after the push), but c6 reaches c8 through c7 without going
    // down to row 5, where the push changes the board. So c5 lives, whatever the line does.
    Position p = halfPlaneExample();
    assertThat(p.isLegal(p.moveId("c5E1"))).isTrue();
    assertThat(settledMoves(p)).contains("c5E1");
  }

  @Test
  void noPushIsSettledThatTheReferenceFindsIllegal() {
    int settled = 0;
    for (Position p : positionsOfRandomGames(500)) {
      List<String> moves = settledMoves(p);
      Set<String> legal = new HashSet<>(ReferenceGongqi.fromNotation(p.toNotation()).legalMoves());
      assertThat(legal).as(p.toNotation()).containsAll(moves);
      settled += moves.size();
    }
    assertThat(settled).as("pushes settled").isGreaterThan(15_000);
  }

  /**
   * White's a1 pushed east by Black: a2 and a3 above it, Black's b2, and c1 Black or empty. A block
   * of White from g6 to k10 gives stage 0 the opponent's stones and the walled pushes (the block's
   * edge stones pushed outward) it needs before it looks for doomed ones ({@link
   * Legality#DOOM_STONES}, {@link Legality#DOOM_MIN}).
   */
  private static Position cornerExample(boolean blackOnC1) {
    PositionBuilder b =
        Position.builder(Rules.STANDARD)
            .put("a1", Side.WHITE)
            .put("a2", Side.WHITE)
            .put("a3", Side.WHITE)
            .put("b2", Side.BLACK)
            .sideToMove(Side.BLACK);
    block(b, 'g', 'k', 6, 10, Side.WHITE);
    return blackOnC1 ? b.put("c1", Side.BLACK).build() : b.build();
  }

  @Test
  void aPushIsDoomedWhenTheOpponentsGroupsAroundItsNewStoneKeepTheirLiberties() {
    // Black pushes a1 east: the new Black stone on a1 touches only White, a2 above it and b1, where
    // a1's stone goes. a2 has no empty neighbour, but it reaches a4 and b3 through a3, above the
    // line, and b1 keeps c1: nothing is captured, and a1 has no liberty. Suicide.
    Position p = cornerExample(false);
    assertThat(p.isLegal(p.moveId("a1E1"))).isFalse();
    assertThat(doomedMoves(p)).contains("a1E1");
  }

  @Test
  void aPushThatCapturesTheStoneItPushedIsNotDoomed() {
    // With Black on c1, White's stone on b1 has no liberty after the push and is captured first:
    // a1 then has b1 for a liberty, and the push is legal.
    Position p = cornerExample(true);
    assertThat(p.isLegal(p.moveId("a1E1"))).isTrue();
    assertThat(doomedMoves(p)).doesNotContain("a1E1");
    assertThat(p.legalMoves()).contains(p.move(p.moveId("a1E1")));
  }

  @Test
  void noPushIsDoomedThatTheReferenceFindsLegal() {
    int doomed = 0;
    for (Position p : positionsOfRandomGames(700)) {
      List<String> moves = doomedMoves(p);
      List<String> legal = ReferenceGongqi.fromNotation(p.toNotation()).legalMoves();
      for (String move : moves) {
        assertThat(legal).as(p.toNotation()).doesNotContain(move);
      }
      doomed += moves.size();
    }
    assertThat(doomed).as("pushes doomed").isGreaterThan(5_000);
  }

  /** The positions not over of 20 seeded random games under each preset, from {@code seed} on. */
  private static List<Position> positionsOfRandomGames(long seed) {
    List<Position> out = new ArrayList<>();
    for (Rules rules : Rules.values()) {
      for (long game = 0; game < 20; game++) {
        for (Position p : RandomGames.randomGame(rules, seed + game)) {
          if (!p.isOver()) {
            out.add(p);
          }
        }
      }
    }
    return out;
  }

  /** The pushes stage 0 settles in a position, by name. */
  private static List<String> settledMoves(Position p) {
    Scratch s = stageZero(p);
    return named(p, s.settled);
  }

  /** The pushes stage 0 finds doomed (candidates it leaves out of the listing), by name. */
  private static List<String> doomedMoves(Position p) {
    Scratch s = stageZero(p);
    long[] doomed = new long[12];
    for (int i = 0; i < 12; i++) {
      doomed[i] = s.cand[i] & ~s.listed[i];
    }
    return named(p, doomed);
  }

  private static Scratch stageZero(Position p) {
    Scratch s = Scratch.get();
    MoveGeneration.candidates(s, p);
    s.analyse(p);
    Legality.settle(s, p);
    return s;
  }

  private static List<String> named(Position p, long[] set) {
    Tables t = p.tables;
    List<String> out = new ArrayList<>();
    for (int d = 0; d < 4; d++) {
      for (int cell = 0; cell < t.n; cell++) {
        if ((set[d * 3 + (cell >>> 6)] & (1L << cell)) != 0) {
          int k = Legality.runLength(p, cell, d, p.power());
          out.add(p.move(t.idBase[cell * 4 + d] + k - 1).toString());
        }
      }
    }
    return out;
  }
}
