package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Stage 0 of the legality test ({@link Legality#settle}), which lists pushes as legal without
 * testing them one by one: it settles only pushes the simple reference finds legal, and on three
 * words it settles a push whose only living neighbour lives through its own side of the line.
 */
class StageZeroTest {
  /** Black's stones c6 and c7 above a push of White's c5 east, and White around them. */
  private static Position halfPlaneExample() {
    return Position.builder(Rules.STANDARD)
        .put("c5", Side.WHITE)
        .put("b5", Side.WHITE)
        .put("c4", Side.WHITE)
        .put("b6", Side.WHITE)
        .put("d6", Side.WHITE)
        .put("c6", Side.BLACK)
        .put("c7", Side.BLACK)
        .sideToMove(Side.BLACK)
        .build();
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
    for (Rules rules : Rules.values()) {
      for (long seed = 0; seed < 20; seed++) {
        for (Position p : RandomGames.randomGame(rules, 500 + seed)) {
          if (p.isOver()) {
            continue;
          }
          List<String> moves = settledMoves(p);
          Set<String> legal =
              new HashSet<>(ReferenceGongqi.fromNotation(p.toNotation()).legalMoves());
          assertThat(legal).as(p.toNotation()).containsAll(moves);
          settled += moves.size();
        }
      }
    }
    assertThat(settled).as("pushes settled").isGreaterThan(15_000);
  }

  /** The pushes stage 0 settles in a position, by name. */
  private static List<String> settledMoves(Position p) {
    Scratch s = Scratch.get();
    MoveGeneration.candidates(s, p);
    s.analyse(p);
    Legality.settle(s, p);
    Tables t = p.tables;
    List<String> out = new ArrayList<>();
    for (int d = 0; d < 4; d++) {
      for (int cell = 0; cell < t.n; cell++) {
        if ((s.settled[d * 3 + (cell >>> 6)] & (1L << cell)) != 0) {
          int k = Legality.runLength(p, cell, d, p.power());
          out.add(p.move(t.idBase[cell * 4 + d] + k - 1).toString());
        }
      }
    }
    return out;
  }
}
