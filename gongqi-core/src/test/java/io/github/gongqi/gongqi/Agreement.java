package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The engine-versus-reference comparison shared by the tests. */
final class Agreement {
  private Agreement() {}

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

  /**
   * Asserts the same state, the same legal moves and, after each of them, the same position;
   * returns the reference's successors by move name.
   */
  static Map<String, ReferenceGongqi> assertSameMoves(
      Position p, ReferenceGongqi r, String context) {
    assertSameState(p, r, context);
    Map<String, ReferenceGongqi> successors = r.successors();
    assertThat(names(p.legalMoves()))
        .as(context)
        .containsExactlyInAnyOrderElementsOf(successors.keySet());
    assertThat(p.countLegalMoves()).as(context).isEqualTo(successors.size());
    for (Move m : p.legalMoves()) {
      assertSameState(p.play(m), successors.get(m.toString()), context + " after " + m);
    }
    return successors;
  }

  static List<String> names(List<Move> moves) {
    List<String> out = new ArrayList<>();
    for (Move m : moves) {
      out.add(m.toString());
    }
    return out;
  }
}
