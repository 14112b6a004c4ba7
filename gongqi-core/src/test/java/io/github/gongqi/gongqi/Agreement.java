package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Helpers shared by the tests: seeded random games and engine-versus-reference comparison. */
final class Agreement {
  private Agreement() {}

  /** Every position of a seeded random game from the start, the start included. */
  static List<Position> randomGame(Rules rules, long seed) {
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
  static Position setUp(Rules rules, long seed, double minDensity, double maxDensity) {
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

  /** Asserts that the engine position and the reference describe the same state. */
  static void assertSameState(Position p, ReferenceGongqi r, String context) {
    int s = r.size;
    assertThat(p.rules().size()).as(context).isEqualTo(s);
    StringBuilder engine = new StringBuilder();
    StringBuilder ref = new StringBuilder();
    for (int y = s - 1; y >= 0; y--) {
      for (int x = 0; x < s; x++) {
        engine.append(p.stoneAt(y * s + x).map(Side::symbol).orElse('.'));
        int v = r.board[x][y];
        ref.append(v == ReferenceGongqi.EMPTY ? '.' : v == ReferenceGongqi.BLACK ? 'X' : 'O');
      }
      engine.append('\n');
      ref.append('\n');
    }
    assertThat(engine.toString()).as(context + ": board").isEqualTo(ref.toString());
    assertThat(p.sideToMove())
        .as(context + ": side")
        .isEqualTo(r.toMove == ReferenceGongqi.BLACK ? Side.BLACK : Side.WHITE);
    assertThat(p.captures(Side.BLACK)).as(context + ": black captures").isEqualTo(r.blackCaptures);
    assertThat(p.captures(Side.WHITE)).as(context + ": white captures").isEqualTo(r.whiteCaptures);
    assertThat(p.power()).as(context + ": power").isEqualTo(r.power());
    assertThat(p.swapState().symbol()).as(context + ": swap").isEqualTo(r.swap);
    assertThat(p.consecutivePasses()).as(context + ": passes").isEqualTo(r.passes);
    assertThat(p.ply() + 1).as(context + ": move number").isEqualTo(r.moveNumber);
    String result =
        p.result().isOver()
            ? p.result().winner().map(c -> c == Side.BLACK ? "B" : "W").orElse("D")
            : "-";
    assertThat(result).as(context + ": result").isEqualTo(r.result());
    assertThat(p.stoneCount()).as(context + ": stones").isEqualTo(r.stoneCount());
  }

  static List<String> names(List<Move> moves) {
    List<String> out = new ArrayList<>();
    for (Move m : moves) {
      out.add(m.toString());
    }
    return out;
  }
}
