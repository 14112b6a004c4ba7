package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.geometry.SquareDirection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Position#pushOptions(int)} answers in one call what a UI used to learn by looping {@code
 * whyIllegal} over every count: checked here against exactly that loop.
 */
class PushOptionsTest {
  @Test
  void theStartOfTheQuickBoard() {
    List<PushOption> d5 = Position.start(Rules.QUICK).pushOptions("d5");
    assertThat(d5)
        .extracting(PushOption::direction)
        .containsExactlyElementsOf(SquareDirection.ORTHOGONAL);
    // N and W: one free stone, push length 1 on offer.
    assertThat(d5.get(0).counts()).containsExactly(1);
    assertThat(d5.get(0).pushes()).extracting(Move::toString).containsExactly("d5N1");
    assertThat(d5.get(3).counts()).containsExactly(1);
    // E (d5 e5) and S (d5 d4): runs of 2 at power 1, hidden with the reason.
    assertThat(d5.get(1).runLength()).isEqualTo(2);
    assertThat(d5.get(1).isShown()).isFalse();
    assertThat(d5.get(1).reason()).contains(IllegalMoveReason.RUN_LONGER_THAN_POWER);
    assertThat(d5.get(2).reason()).contains(IllegalMoveReason.RUN_LONGER_THAN_POWER);
  }

  @Test
  void aCornerStoneShowsAtMostTwoDirections() {
    Position p = BoardSvgTest.corner();
    List<PushOption> a1 = p.pushOptions("a1");
    assertThat(a1.get(2).reason()).contains(IllegalMoveReason.END_POINT_OFF_BOARD);
    assertThat(a1.get(3).reason()).contains(IllegalMoveReason.END_POINT_OFF_BOARD);
    assertThat(a1.stream().filter(PushOption::isShown).count()).isLessThanOrEqualTo(2);
  }

  @Test
  void aRunThatReachesTheEdgeIsOffTheBoard() {
    Position p =
        Position.builder(Rules.QUICK)
            .put("h4", Side.BLACK)
            .put("g4", Side.WHITE)
            .put("d5", Side.BLACK)
            .put("a1", Side.WHITE)
            .swapState(SwapState.DECLINED)
            .ply(4)
            .build();
    PushOption east = p.pushOptions("g4").get(1);
    assertThat(east.runLength()).isEqualTo(2);
    assertThat(east.reason()).contains(IllegalMoveReason.END_POINT_OFF_BOARD);
  }

  @Test
  void suicideIsTheReasonWhenTheMoverWouldHaveNoLiberty() {
    // A Black push from b1 W moves b1's stone to a1, and a Black stone fills b1, whose group
    // {a1, b1} is then closed by White a2, b2, c1.
    Position p =
        Position.builder(Rules.QUICK)
            .put("b1", Side.BLACK)
            .put("a2", Side.WHITE)
            .put("b2", Side.WHITE)
            .put("c1", Side.WHITE)
            .put("c2", Side.WHITE)
            .put("d5", Side.BLACK)
            .swapState(SwapState.DECLINED)
            .ply(5)
            .build();
    PushOption west = p.pushOptions("b1").get(3);
    assertThat(west.reason()).contains(IllegalMoveReason.SUICIDE);
    assertThat(p.whyIllegal(Move.parse("b1W1", Rules.QUICK))).contains(IllegalMoveReason.SUICIDE);
  }

  @Test
  void anEmptyPointAndAFinishedGame() {
    Position p = Position.start(Rules.QUICK);
    assertThat(p.pushOptions("a1"))
        .allSatisfy(
            o -> {
              assertThat(o.runLength()).isZero();
              assertThat(o.reason()).contains(IllegalMoveReason.NO_STONE);
            });
    Position over = p.toBuilder().captures(Side.BLACK, 12).sideToMove(Side.WHITE).build();
    assertThat(over.isOver()).isTrue();
    assertThat(over.pushOptions("d5"))
        .allSatisfy(o -> assertThat(o.reason()).contains(IllegalMoveReason.GAME_OVER));
  }

  @Test
  void refusesAPointOffTheBoard() {
    Position p = Position.start(Rules.QUICK);
    assertThatThrownBy(() -> p.pushOptions(64)).hasMessageContaining("point 64");
    assertThatThrownBy(() -> p.pushOptions("i1")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new PushOption(0, SquareDirection.N, 1, List.of(), Optional.empty()))
        .hasMessageContaining("either pushes on offer or a reason");
  }

  /** Random games: each option agrees with the loop over every count that a UI had to write. */
  @Test
  void agreesWithTheLoopOverEveryCount() {
    for (Rules rules : Rules.values()) {
      Random random = new Random(15 + rules.ordinal());
      for (int game = 0; game < 12; game++) {
        Position p = Position.start(rules);
        while (!p.isOver() && p.ply() < 60) {
          check(p);
          List<Move> moves = p.legalMoves();
          p = p.play(moves.get(random.nextInt(moves.size())));
        }
      }
    }
  }

  private static void check(Position p) {
    Rules rules = p.rules();
    for (int point = 0; point < rules.grid().cellCount(); point++) {
      List<Move> shown = new ArrayList<>();
      for (PushOption o : p.pushOptions(point)) {
        List<Integer> legalCounts = new ArrayList<>();
        for (int count = 1; count <= rules.size(); count++) {
          Move.Push push = new Move.Push(rules, point, o.direction(), count);
          if (p.whyIllegal(push).isEmpty()) {
            legalCounts.add(count);
          }
        }
        assertThat(o.counts()).as("%s at %s", o, p).isEqualTo(legalCounts);
        if (!o.isShown() && p.stoneAt(point).isPresent()) {
          Move.Push asWritten =
              new Move.Push(rules, point, o.direction(), Math.max(1, o.runLength()));
          assertThat(o.reason()).isEqualTo(p.whyIllegal(asWritten));
        }
        shown.addAll(o.pushes());
      }
      assertThat(shown).isEqualTo(p.legalMovesFrom(point));
    }
  }
}
