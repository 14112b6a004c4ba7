package io.github.gongqi.agon;

import static io.github.gongqi.agon.Scenarios.c;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Moves: notation, ids and symmetry. */
class MoveTest {
  /** Steps the spec allows somewhere: a neighbour (spec formula) on the same ring or inward. */
  static int specStepPairs() {
    int n = 0;
    int[][] offsets = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}};
    for (String from : BoardTest.specNames()) {
      int r = from.charAt(0) - 'a' + 1;
      int d = Integer.parseInt(from.substring(1));
      for (int[] o : offsets) {
        int rr = r + o[0];
        int dd = d + o[1];
        if (rr >= 1 && rr <= 11 && dd >= 1 && dd <= 11 && Math.abs(rr - dd) <= 5) {
          String to = "" + (char) ('a' + rr - 1) + dd;
          if (BoardTest.specRing(to) <= BoardTest.specRing(from)) {
            n++;
          }
        }
      }
    }
    return n;
  }

  @Test
  void theIdSpaceCoversEveryPossibleAction() {
    int steps = specStepPairs();
    // Steps, Queen drops on 91 cells, Guard drops on 30 outer cells, pass, marked returns.
    assertThat(Rules.LUDII.numDistinctActions()).isEqualTo(steps + 91 + 30 + 1 + 91 * 90);
    assertThat(Rules.STANDARD.numDistinctActions()).isEqualTo(steps + 91 + 30 + 1);
    assertThat(Rules.CLASSIC.toBuilder().capturedPieces(CapturedPieces.MARKED).build())
        .extracting(Rules::numDistinctActions)
        .isEqualTo(Rules.LUDII.numDistinctActions());
    Set<String> seen = new HashSet<>();
    for (int id = 0; id < Rules.LUDII.numDistinctActions(); id++) {
      Move m = Move.fromId(id, Rules.LUDII);
      assertThat(m.id()).isEqualTo(id);
      assertThat(Move.parse(m.toString(), Rules.STANDARD)).isEqualTo(m);
      assertThat(seen.add(m.toString())).isTrue();
      if (id < steps) {
        assertThat(m).isInstanceOf(Move.Step.class);
      }
    }
    assertThatThrownBy(() -> Move.fromId(-1, Rules.LUDII))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.fromId(Rules.LUDII.numDistinctActions(), Rules.LUDII))
        .isInstanceOf(IllegalArgumentException.class);
    // Without marked pieces the returns of marked pieces are not numbered.
    assertThatThrownBy(() -> Move.fromId(Rules.STANDARD.numDistinctActions(), Rules.STANDARD))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.fromId(0, null)).hasMessage("rules");
  }

  @Test
  void notation() {
    assertThat(Move.parse("a1-b2", Rules.STANDARD)).isEqualTo(new Move.Step(c("a1"), c("b2")));
    assertThat(Move.parse("Q@f6", Rules.STANDARD))
        .isEqualTo(new Move.Drop(PieceType.QUEEN, c("f6")));
    assertThat(Move.parse("G@a3", Rules.STANDARD))
        .isEqualTo(new Move.Drop(PieceType.GUARD, c("a3")));
    assertThat(Move.parse("c5@a3", Rules.STANDARD)).isEqualTo(new Move.Return(c("c5"), c("a3")));
    assertThat(Move.parse("pass", Rules.STANDARD)).isEqualTo(Move.pass(Rules.STANDARD));
    assertThat(Move.parse("k11-k10", Rules.STANDARD).toString()).isEqualTo("k11-k10");
    assertThat(Move.parse("e10@f11", Rules.STANDARD).toString()).isEqualTo("e10@f11");
  }

  @Test
  void movesThatAreNeverLegalHaveNoId() {
    assertThatThrownBy(() -> Move.parse("a1-c3", Rules.STANDARD).id())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("a1-c3 has no id");
    assertThatThrownBy(() -> Move.parse("b2-a1", Rules.STANDARD).id())
        .as("outward")
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> Move.parse("G@f6", Rules.STANDARD).id())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("outer ring");
    assertThatThrownBy(() -> new Move.Return(c("c5"), c("c5")).id())
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void badNotationSaysWhereAndWhat() {
    assertError("", 0, "move");
    assertError("x1-a2", 0, "row letter");
    assertError("a1-b", 4, "diagonal");
    assertError("a1?b2", 2, "'-'");
    assertError("a1", 2, "'-'");
    assertError("Q@", 2, "cell");
    assertError("Qf6", 1, "'@'");
    assertError("a7-a6", 0, "cell of the board");
    assertError("a1-a2x", 5, "end");
    assertError("pas", 3, "pass");
    assertError("passe", 4, "end");
    assertThatThrownBy(() -> Move.parse(null, Rules.STANDARD)).hasMessage("text");
  }

  private static void assertError(String text, int index, String expected) {
    assertThatThrownBy(() -> Move.parse(text, Rules.STANDARD))
        .as(text)
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.input()).isEqualTo(text);
              assertThat(e.errorIndex()).isEqualTo(index);
            })
        .hasMessageContaining(expected);
  }

  @Test
  void symmetryMovesTheCells() {
    assertThat(Move.parse("a1-a2", Rules.STANDARD).transform(HexSymmetry.ROTATE_180).toString())
        .isEqualTo("k11-k10");
    assertThat(Move.parse("G@a1", Rules.STANDARD).transform(HexSymmetry.ROTATE_180).toString())
        .isEqualTo("G@k11");
    assertThat(Move.pass(Rules.STANDARD).transform(HexSymmetry.REFLECT_60))
        .isEqualTo(Move.pass(Rules.STANDARD));
    for (HexSymmetry s : HexSymmetry.values()) {
      for (int id = 0; id < Rules.LUDII.numDistinctActions(); id += 7) {
        Move m = Move.fromId(id, Rules.LUDII);
        assertThat(m.transform(s).id()).as("%s under %s", m, s).isNotNegative();
        assertThat(m.transform(s).transform(s.inverse())).isEqualTo(m);
      }
    }
  }
}
