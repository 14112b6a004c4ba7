package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareSymmetry;
import org.junit.jupiter.api.Test;

class MoveTest {
  @Test
  void everyIdRoundTripsThroughMoveAndNotation() {
    for (Rules r : Rules.values()) {
      for (int id = 0; id < r.numDistinctActions(); id++) {
        Move m = Move.fromId(id, r);
        assertThat(m.id()).isEqualTo(id);
        assertThat(Move.parse(m.toString(), r)).isEqualTo(m);
        assertThat(m.rules()).isEqualTo(r);
      }
    }
  }

  @Test
  void numberOfDistinctActionsCountsEveryPushThatStaysOnTheBoard() {
    // Per direction, the distances to the edge sum to size * (0 + 1 + ... + size-1).
    assertThat(Rules.STANDARD.numDistinctActions()).isEqualTo(4 * 12 * 66 + 2);
    assertThat(Rules.QUICK.numDistinctActions()).isEqualTo(4 * 8 * 28 + 2);
    assertThat(Move.swap(Rules.QUICK).id()).isEqualTo(896);
    assertThat(Move.pass(Rules.QUICK).id()).isEqualTo(897);
  }

  @Test
  void idsFollowPointThenDirectionThenCount() {
    Rules r = Rules.QUICK;
    // a1 (cell 0): N counts 1..7 are ids 0..6, E counts 1..7 are 7..13, no S or W.
    assertThat(Move.fromId(0, r).toString()).isEqualTo("a1N1");
    assertThat(Move.fromId(6, r).toString()).isEqualTo("a1N7");
    assertThat(Move.fromId(7, r).toString()).isEqualTo("a1E1");
    assertThat(Move.fromId(14, r).toString()).isEqualTo("b1N1");
    assertThat(Move.fromId(895, r).toString()).isEqualTo("h8W7");
  }

  @Test
  void notationIsPointDirectionCount() {
    Move.Push p = Move.Push.of(Rules.STANDARD, "f7", SquareDirection.N, 1);
    assertThat(p.toString()).isEqualTo("f7N1");
    assertThat(p.pointName()).isEqualTo("f7");
    assertThat(p.point()).isEqualTo(6 * 12 + 5);
    assertThat(p.endPoint()).isEqualTo(Rules.STANDARD.grid().parse("f8"));
    assertThat(Move.parse("c3E2", Rules.STANDARD))
        .isEqualTo(Move.Push.of(Rules.STANDARD, "c3", SquareDirection.E, 2));
    assertThat(Move.parse("l12S11", Rules.STANDARD).toString()).isEqualTo("l12S11");
    assertThat(Move.parse("swap", Rules.QUICK)).isEqualTo(Move.swap(Rules.QUICK));
    assertThat(Move.parse("pass", Rules.QUICK)).isEqualTo(Move.pass(Rules.QUICK));
  }

  @Test
  void pushBeyondTheEdgeParsesButHasNoId() {
    Move m = Move.parse("f7N9", Rules.STANDARD);
    assertThat(((Move.Push) m).isOnBoard()).isFalse();
    assertThat(((Move.Push) m).endPoint()).isEqualTo(-1);
    assertThatThrownBy(m::id).isInstanceOf(IllegalStateException.class);
    assertThat(Position.start(Rules.STANDARD).whyIllegal(m))
        .contains(IllegalMoveReason.END_POINT_OFF_BOARD);
  }

  private static NotationException bad(String text) {
    try {
      Move.parse(text, Rules.QUICK);
    } catch (NotationException e) {
      return e;
    }
    throw new AssertionError(text + " parsed");
  }

  @Test
  void malformedMovesNameWhatWasExpectedAndWhere() {
    assertThat(bad("").errorIndex()).isZero();
    assertThat(bad("d4X1").errorIndex()).isEqualTo(2);
    assertThat(bad("d4X1").getMessage()).contains("direction N, E, S or W").contains("'d4X1'");
    assertThat(bad("d4n1").errorIndex()).isEqualTo(2);
    assertThat(bad("d4N").errorIndex()).isEqualTo(3);
    assertThat(bad("d4N").getMessage()).contains("count");
    assertThat(bad("d4N0").errorIndex()).isEqualTo(3);
    assertThat(bad("d4N01").errorIndex()).isEqualTo(3);
    assertThat(bad("d4N1x").errorIndex()).isEqualTo(4);
    assertThat(bad("i1N1").getMessage()).contains("not a point of the 8x8 board");
    assertThat(bad("i1N1").errorIndex()).isZero();
    assertThat(bad("d9N1").errorIndex()).isZero();
    assertThat(bad("dN1").errorIndex()).isEqualTo(1);
    assertThat(bad("4dN1").errorIndex()).isZero();
    assertThat(bad("Swap").errorIndex()).isZero();
    assertThat(bad(" pass").errorIndex()).isZero();
    assertThat(bad("d4N1234").errorIndex()).isEqualTo(3);
    assertThat(bad("d4")).isInstanceOf(IllegalArgumentException.class);
    assertThat(bad("d4").input()).isEqualTo("d4");
  }

  @Test
  void nullArgumentsAreNamed() {
    assertThatThrownBy(() -> Move.parse(null, Rules.QUICK)).hasMessage("text");
    assertThatThrownBy(() -> Move.parse("pass", null)).hasMessage("rules");
    assertThatThrownBy(() -> Position.start(null)).hasMessage("rules");
    assertThatThrownBy(() -> Position.start(Rules.QUICK).play((Move) null)).hasMessage("move");
  }

  @Test
  void pushFactoryRejectsImpossibleArguments() {
    assertThatThrownBy(() -> Move.Push.of(Rules.QUICK, 64, SquareDirection.N, 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.Push.of(Rules.QUICK, 0, SquareDirection.NE, 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.Push.of(Rules.QUICK, 0, SquareDirection.N, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Move.fromId(898, Rules.QUICK))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void movesTransformWithTheBoard() {
    Move.Push p = Move.Push.of(Rules.QUICK, "a1", SquareDirection.N, 2);
    assertThat(p.transform(SquareSymmetry.ROTATE_90).toString()).isEqualTo("h1W2");
    assertThat(p.transform(SquareSymmetry.MIRROR_COLUMNS).toString()).isEqualTo("h1N2");
    assertThat(p.transform(SquareSymmetry.TRANSPOSE).toString()).isEqualTo("a1E2");
    assertThat(Move.swap(Rules.QUICK).transform(SquareSymmetry.ROTATE_90))
        .isEqualTo(Move.swap(Rules.QUICK));
  }
}
