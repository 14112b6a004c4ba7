package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.geometry.SquareDirection;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The rules text as tests, each named after the rule it shows. */
class RulesTest {
  private static final Rules Q = Rules.QUICK;
  private static final Rules S = Rules.STANDARD;

  private static PositionBuilder quick() {
    return Position.builder(Q);
  }

  private static IllegalMoveReason reason(Position p, String move) {
    return p.whyIllegal(p.parseMove(move)).orElseThrow();
  }

  @Test
  @DisplayName("The start: a 2x2 block at the centre, Black upper-left and lower-right")
  void startPositions() {
    Position s = Position.start(S);
    assertThat(s.stoneAt("f7")).contains(Side.BLACK);
    assertThat(s.stoneAt("g6")).contains(Side.BLACK);
    assertThat(s.stoneAt("g7")).contains(Side.WHITE);
    assertThat(s.stoneAt("f6")).contains(Side.WHITE);
    assertThat(s.stoneCount()).isEqualTo(4);
    assertThat(s.sideToMove()).isEqualTo(Side.BLACK);
    Position q = Position.start(Q);
    assertThat(q.stoneAt("d5")).contains(Side.BLACK);
    assertThat(q.stoneAt("e4")).contains(Side.BLACK);
    assertThat(q.stoneAt("e5")).contains(Side.WHITE);
    assertThat(q.stoneAt("d4")).contains(Side.WHITE);
    assertThat(q.stoneCount()).isEqualTo(4);
    assertThat(q.power()).isEqualTo(1);
  }

  @Test
  @DisplayName("Read this position: the stone marked 1 takes White's last liberty")
  void singleStoneIsCapturedOnItsLastLiberty() {
    // White d4 has liberties only at d5; Black pushes d6 south, so a black stone lands on d5.
    Position p =
        quick()
            .put("d4", Side.WHITE)
            .put("c4", Side.BLACK)
            .put("e4", Side.BLACK)
            .put("d3", Side.BLACK)
            .put("d6", Side.BLACK)
            .build();
    assertThat(p.groupAt(Q.grid().parse("d4")).orElseThrow().liberties())
        .isEqualTo(io.github.gongqi.geometry.CellSet.of(Q.grid().parse("d5")));
    Transition t = p.transition(p.parseMove("d6S1"));
    Position after = t.after();
    assertThat(after.stoneAt("d4")).isEmpty();
    assertThat(after.stoneAt("d5")).contains(Side.BLACK);
    assertThat(after.stoneAt("d6")).contains(Side.BLACK);
    assertThat(after.captures(Side.BLACK)).isEqualTo(1);
    assertThat(t.captured()).isEqualTo(io.github.gongqi.geometry.CellSet.of(Q.grid().parse("d4")));
    assertThat(t.placed()).isEqualTo(Q.grid().parse("d6"));
    assertThat(t.moved())
        .containsExactly(new StoneMove(Side.BLACK, Q.grid().parse("d6"), Q.grid().parse("d5")));
  }

  @Test
  @DisplayName("A connected group shares its liberties and is captured together")
  void connectedGroupIsCapturedTogether() {
    Position p =
        quick()
            .put("d4", Side.WHITE)
            .put("d5", Side.WHITE)
            .put("c4", Side.BLACK)
            .put("c5", Side.BLACK)
            .put("e4", Side.BLACK)
            .put("e5", Side.BLACK)
            .put("d3", Side.BLACK)
            .put("d7", Side.BLACK)
            .build();
    Group white = p.groupAt(Q.grid().parse("d5")).orElseThrow();
    assertThat(white.size()).isEqualTo(2);
    assertThat(white.libertyCount()).isEqualTo(1);
    Position after = p.play("d7S1");
    assertThat(after.stoneAt("d4")).isEmpty();
    assertThat(after.stoneAt("d5")).isEmpty();
    assertThat(after.captures(Side.BLACK)).isEqualTo(2);
    assertThat(after.stoneCount()).isEqualTo(p.stoneCount() + 1 - 2);
  }

  /** a2 pushes south into the corner; White b1 b2 has its last liberty at a1. */
  private static PositionBuilder cornerFight() {
    return quick()
        .put("a2", Side.BLACK)
        .put("a3", Side.WHITE)
        .put("b1", Side.WHITE)
        .put("b2", Side.WHITE)
        .put("c2", Side.BLACK)
        .put("b3", Side.BLACK);
  }

  @Test
  @DisplayName("Enemy groups are removed first, so capturing makes a self-atari push legal")
  void captureFirstSoNotSuicide() {
    Position p = cornerFight().put("c1", Side.BLACK).build();
    Move m = p.parseMove("a2S1");
    assertThat(p.isLegal(m)).isTrue();
    Position after = p.play(m);
    assertThat(after.captures(Side.BLACK)).isEqualTo(2);
    assertThat(after.stoneAt("b1")).isEmpty();
    assertThat(after.stoneAt("b2")).isEmpty();
    assertThat(after.groupAt(Q.grid().parse("a1")).orElseThrow().liberties().size()).isEqualTo(2);
  }

  @Test
  @DisplayName("Filling the last liberty of your own group beside the line is suicide")
  void fillingTheLastLibertyOfANeighbourIsSuicide() {
    // Black a1 touches only a2. Pushing White a3 down to a2 leaves a1 without a liberty, and
    // nothing of White dies (a2 keeps b2, b1 keeps c1): the push is suicide.
    Position p = quick().put("a1", Side.BLACK).put("b1", Side.WHITE).put("a3", Side.WHITE).build();
    Move m = p.parseMove("a3S1");
    assertThat(p.whyIllegal(m)).contains(IllegalMoveReason.SUICIDE);
    assertThat(p.legalMoves()).doesNotContain(m).contains(p.parseMove("a3N1"));
  }

  @Test
  @DisplayName("The stone that fills the last liberty may connect the group to new liberties")
  void fillingTheLastLibertyWithYourOwnStoneConnects() {
    // As above with Black a3: it arrives at a2, joins a1, and the new stone at a3 touches a4.
    Position p = quick().put("a1", Side.BLACK).put("b1", Side.WHITE).put("a3", Side.BLACK).build();
    Move m = p.parseMove("a3S1");
    assertThat(p.legalMoves()).contains(m);
    Position after = p.play(m);
    assertThat(after.groupAt(Q.grid().parse("a1")).orElseThrow().size()).isEqualTo(3);
  }

  @Test
  @DisplayName("Leaving your own group without a liberty is illegal (suicide)")
  void plainSuicideIsRefused() {
    // Same shape, but White b1 b2 keeps a liberty at c1: nothing is captured.
    Position p = cornerFight().build();
    Move m = p.parseMove("a2S1");
    assertThat(p.whyIllegal(m)).contains(IllegalMoveReason.SUICIDE);
    assertThat(p.legalMoves()).doesNotContain(m);
    assertThatThrownBy(() -> p.play(m))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("a2S1")
        .hasMessageContaining("suicide")
        .extracting(e -> ((IllegalMoveException) e).reason())
        .isEqualTo(IllegalMoveReason.SUICIDE);
    assertThat(p).isEqualTo(cornerFight().build());
  }

  @Test
  @DisplayName("Stones never leave the board: a corner stone shows at most two directions")
  void cornerStoneOffersAtMostTwoDirections() {
    for (String corner : List.of("a1", "h1", "a8", "h8")) {
      Position p = quick().put(corner, Side.WHITE).build();
      List<Move> pushes = p.legalMovesFrom(Q.grid().parse(corner));
      assertThat(pushes).as(corner).hasSize(2);
      assertThat(pushes).allSatisfy(m -> assertThat(((Move.Push) m).count()).isEqualTo(1));
    }
    Position p = quick().put("a1", Side.BLACK).build();
    assertThat(Agreement.names(List.copyOf(p.legalMovesFrom(0)))).containsExactly("a1N1", "a1E1");
    assertThat(reason(p, "a1S1")).isEqualTo(IllegalMoveReason.END_POINT_OFF_BOARD);
    assertThat(reason(p, "a1W1")).isEqualTo(IllegalMoveReason.END_POINT_OFF_BOARD);
  }

  @Test
  @DisplayName("A run that reaches the edge cannot be pushed that way")
  void runReachingTheEdgeCannotBePushed() {
    Position p =
        Position.builder(S)
            .put("j1", Side.BLACK)
            .put("k1", Side.WHITE)
            .put("l1", Side.BLACK)
            .captures(Side.BLACK, 10)
            .build();
    assertThat(p.power()).isEqualTo(3);
    assertThat(reason(p, "j1E3")).isEqualTo(IllegalMoveReason.END_POINT_OFF_BOARD);
    assertThat(reason(p, "j1E4")).isEqualTo(IllegalMoveReason.END_POINT_OFF_BOARD);
    assertThat(p.isLegal(p.parseMove("l1W3"))).isTrue();
  }

  @Test
  @DisplayName("The only legal count is the run's length; other counts are refused")
  void countsOtherThanTheRunLengthAreRefused() {
    // 5 combined captures: power 2, so the two-stone run f7 g7 may be pushed east.
    Position p = Position.start(S).toBuilder().captures(Side.WHITE, 5).build();
    assertThat(p.power()).isEqualTo(2);
    assertThat(p.isLegal(p.parseMove("f7E2"))).isTrue();
    assertThat(reason(p, "f7E1")).isEqualTo(IllegalMoveReason.END_POINT_OCCUPIED);
    assertThat(reason(p, "f7E3")).isEqualTo(IllegalMoveReason.WRONG_COUNT);
    assertThat(reason(p, "f7N2")).isEqualTo(IllegalMoveReason.WRONG_COUNT);
    assertThatThrownBy(() -> p.play("f7E1"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("f7E2");
    Position after = p.play("f7E2");
    assertThat(after.stoneAt("f7")).contains(Side.BLACK);
    assertThat(after.stoneAt("g7")).contains(Side.BLACK);
    assertThat(after.stoneAt("h7")).contains(Side.WHITE);
  }

  @Test
  @DisplayName("A run longer than the power is refused")
  void runLongerThanPowerIsRefused() {
    Position p = Position.start(S);
    assertThat(p.power()).isEqualTo(1);
    assertThat(reason(p, "f7E2")).isEqualTo(IllegalMoveReason.RUN_LONGER_THAN_POWER);
    assertThatThrownBy(() -> p.play("f7E2"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("power is 1");
    assertThat(p.legalMovesFrom(S.grid().parse("f7")))
        .extracting(Object::toString)
        .containsExactly("f7N1", "f7W1");
  }

  @Test
  @DisplayName("Power = 1 + combined captures / step: 4 -> 1 and 5 -> 2 on 12x12, 3 -> 2 on 8x8")
  void powerThresholds() {
    PositionBuilder s = Position.start(S).toBuilder();
    assertThat(s.captures(Side.BLACK, 2).captures(Side.WHITE, 2).build().power()).isEqualTo(1);
    assertThat(s.captures(Side.BLACK, 3).captures(Side.WHITE, 2).build().power()).isEqualTo(2);
    assertThat(s.captures(Side.BLACK, 9).captures(Side.WHITE, 0).build().power()).isEqualTo(2);
    assertThat(s.captures(Side.BLACK, 10).build().power()).isEqualTo(3);
    PositionBuilder q = Position.start(Q).toBuilder();
    assertThat(q.captures(Side.BLACK, 1).captures(Side.WHITE, 1).build().power()).isEqualTo(1);
    assertThat(q.captures(Side.BLACK, 2).captures(Side.WHITE, 1).build().power()).isEqualTo(2);
    assertThat(q.captures(Side.BLACK, 0).captures(Side.WHITE, 6).build().power()).isEqualTo(3);
  }

  @Test
  @DisplayName("Power rises for both players as soon as a capture crosses a threshold")
  void captureRaisesTheSharedPower() {
    Position p =
        quick()
            .put("d4", Side.WHITE)
            .put("c4", Side.BLACK)
            .put("e4", Side.BLACK)
            .put("d3", Side.BLACK)
            .put("d6", Side.BLACK)
            .captures(Side.BLACK, 1)
            .captures(Side.WHITE, 1)
            .build();
    Transition t = p.transition(p.parseMove("d6S1"));
    assertThat(t.powerBefore()).isEqualTo(1);
    assertThat(t.powerAfter()).isEqualTo(2);
    assertThat(t.after().power()).isEqualTo(2);
  }

  private static Position oneCaptureFromGoal(int blackCaptures) {
    return quick()
        .put("d4", Side.WHITE)
        .put("c4", Side.BLACK)
        .put("e4", Side.BLACK)
        .put("d3", Side.BLACK)
        .put("d6", Side.BLACK)
        .captures(Side.BLACK, blackCaptures)
        .captures(Side.WHITE, 3)
        .build();
  }

  @Test
  @DisplayName("Reaching the capture goal exactly wins at once")
  void winAtExactlyTheGoal() {
    Position p = oneCaptureFromGoal(11);
    assertThat(p.isOver()).isFalse();
    Position after = p.play("d6S1");
    assertThat(after.captures(Side.BLACK)).isEqualTo(12);
    assertThat(after.isOver()).isTrue();
    assertThat(after.result()).isEqualTo(Result.win(Side.BLACK, Result.Reason.CAPTURES));
    assertThat(after.legalMoves()).isEmpty();
    assertThat(after.countLegalMoves()).isZero();
    assertThat(after.whyIllegal(Move.pass(Q))).contains(IllegalMoveReason.GAME_OVER);
    assertThat(Perft.perft(after, 1)).isZero();
  }

  @Test
  @DisplayName("One push that overshoots the goal also wins")
  void winWhenOnePushOvershootsTheGoal() {
    // White d4 d3 c3 (one group) has its last liberty at d5; 11 + 3 = 14 >= 12.
    Position p =
        quick()
            .put("d4", Side.WHITE)
            .put("d3", Side.WHITE)
            .put("c3", Side.WHITE)
            .put("c4", Side.BLACK)
            .put("e4", Side.BLACK)
            .put("e3", Side.BLACK)
            .put("d2", Side.BLACK)
            .put("c2", Side.BLACK)
            .put("b3", Side.BLACK)
            .put("d6", Side.BLACK)
            .captures(Side.BLACK, 11)
            .build();
    assertThat(oneCaptureFromGoal(11).isOver()).isFalse();
    Position after = p.play("d6S1");
    assertThat(after.captures(Side.BLACK)).isEqualTo(14);
    assertThat(after.result().winner()).contains(Side.BLACK);
    assertThat(after.result().reason()).contains(Result.Reason.CAPTURES);
  }

  @Test
  @DisplayName("White may swap only right after Black's first push; the board stays, White moves")
  void swapIsOfferedOnlyAtWhitesFirstTurn() {
    Position start = Position.start(S);
    assertThat(start.swapState()).isEqualTo(SwapState.NOT_YET);
    assertThat(start.whyIllegal(Move.swap(S))).contains(IllegalMoveReason.SWAP_NOT_AVAILABLE);
    Position afterBlack = start.play("f7N1");
    assertThat(afterBlack.swapState()).isEqualTo(SwapState.OFFERED);
    assertThat(afterBlack.legalMoves()).last().isEqualTo(Move.swap(S));
    assertThat(afterBlack.whyIllegal(Move.pass(S))).contains(IllegalMoveReason.PASS_NOT_ALLOWED);

    Position swapped = afterBlack.play(Move.swap(S));
    assertThat(swapped.swapState()).isEqualTo(SwapState.SWAPPED);
    assertThat(swapped.sideToMove()).isEqualTo(Side.WHITE);
    for (int c = 0; c < S.grid().cellCount(); c++) {
      assertThat(swapped.stoneAt(c)).isEqualTo(afterBlack.stoneAt(c));
    }
    assertThat(swapped.captures(Side.BLACK)).isEqualTo(afterBlack.captures(Side.BLACK));
    assertThat(swapped.ply()).isEqualTo(afterBlack.ply() + 1);
    assertThat(swapped.whyIllegal(Move.swap(S))).contains(IllegalMoveReason.SWAP_NOT_AVAILABLE);
    assertThat(swapped.zobrist()).isNotEqualTo(afterBlack.zobrist());
    Position next = swapped.play(swapped.legalMoves().get(0));
    assertThat(next.sideToMove()).isEqualTo(Side.BLACK);
    assertThat(next.swapState()).isEqualTo(SwapState.SWAPPED);

    // Declined: White pushes instead, and the swap is gone for the rest of the game.
    Position declined = afterBlack.play("g7N1");
    assertThat(declined.swapState()).isEqualTo(SwapState.DECLINED);
    Position later = declined;
    for (int i = 0; i < 6; i++) {
      assertThat(later.legalMoves()).doesNotContain(Move.swap(S));
      later = later.play(later.legalMoves().get(0));
    }
  }

  /** 8x8 full of Black except h8: every Black push fills the board and is suicide. */
  private static PositionBuilder allBlackButOne() {
    PositionBuilder b = quick();
    for (int c = 0; c < 63; c++) {
      b.put(c, Side.BLACK);
    }
    return b;
  }

  @Test
  @DisplayName("Pass is legal only when no push is, and never while the swap is offered")
  void passOnlyWhenNoPushExists() {
    Position start = Position.start(Q);
    assertThat(start.whyIllegal(Move.pass(Q))).contains(IllegalMoveReason.PASS_NOT_ALLOWED);
    assertThatThrownBy(() -> start.play("pass"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("pass");

    Position stuck = allBlackButOne().build();
    assertThat(stuck.whyIllegal(stuck.parseMove("h7N1"))).contains(IllegalMoveReason.SUICIDE);
    assertThat(stuck.legalMoves()).containsExactly(Move.pass(Q));
    Position passed = stuck.play("pass");
    assertThat(passed.consecutivePasses()).isEqualTo(1);
    assertThat(passed.isOver()).isFalse();
    // White's push fills the board: every Black stone dies at once and White wins.
    Position whitePush = passed.play("h7N1");
    assertThat(whitePush.consecutivePasses()).isZero();
    assertThat(whitePush.captures(Side.WHITE)).isEqualTo(63);
    assertThat(whitePush.stoneCount()).isEqualTo(1);
    assertThat(whitePush.result()).isEqualTo(Result.win(Side.WHITE, Result.Reason.CAPTURES));
  }

  @Test
  @DisplayName("Two passes in a row end the game: more captures wins, equal is a draw")
  void twoPassesEndTheGame() {
    Position empty = quick().captures(Side.BLACK, 3).captures(Side.WHITE, 1).build();
    Position one = empty.play(Move.pass(Q));
    assertThat(one.isOver()).isFalse();
    assertThat(one.legalMoves()).containsExactly(Move.pass(Q));
    Position two = one.play(Move.pass(Q));
    assertThat(two.isOver()).isTrue();
    assertThat(two.result()).isEqualTo(Result.win(Side.BLACK, Result.Reason.TWO_PASSES));
    assertThat(two.result().toString()).isEqualTo("Black wins by two passes");

    Position level = quick().captures(Side.BLACK, 2).captures(Side.WHITE, 2).build();
    Position drawn = level.play("pass").play("pass");
    assertThat(drawn.result()).isEqualTo(Result.draw(Result.Reason.TWO_PASSES));
    assertThat(drawn.result().isDraw()).isTrue();
    assertThat(drawn.result().winner()).isEmpty();
    assertThat(drawn.legalMoves()).isEmpty();

    Position whiteAhead = quick().captures(Side.WHITE, 4).build().play("pass").play("pass");
    assertThat(whiteAhead.result().winner()).contains(Side.WHITE);
  }

  @Test
  @DisplayName("A push resets the count of consecutive passes")
  void pushResetsThePasses() {
    Position p = allBlackButOne().consecutivePasses(1).sideToMove(Side.WHITE).build();
    Position after = p.play(p.legalMoves().get(0));
    assertThat(after.consecutivePasses()).isZero();
  }

  @Test
  @DisplayName("The push moves the run one point and fills the selected point")
  void pushMovesTheRunAndFillsThePoint() {
    Position p = Position.start(S).toBuilder().captures(Side.BLACK, 5).build();
    // Black selects the white stone f6 and pushes the run f6 g6 east.
    Transition t = p.transition(Move.Push.of(S, "f6", SquareDirection.E, 2));
    Position a = t.after();
    assertThat(a.stoneAt("f6")).contains(Side.BLACK);
    assertThat(a.stoneAt("g6")).contains(Side.WHITE);
    assertThat(a.stoneAt("h6")).contains(Side.BLACK);
    assertThat(a.stoneCount()).isEqualTo(5);
    assertThat(t.moved())
        .containsExactly(
            new StoneMove(Side.BLACK, S.grid().parse("g6"), S.grid().parse("h6")),
            new StoneMove(Side.WHITE, S.grid().parse("f6"), S.grid().parse("g6")));
    assertThat(t.captured().isEmpty()).isTrue();
    assertThat(a.sideToMove()).isEqualTo(Side.WHITE);
    assertThat(p.stoneAt("f6")).contains(Side.WHITE);
  }

  @Test
  @DisplayName("A push with no stone on its point is refused")
  void pushFromAnEmptyPointIsRefused() {
    Position p = Position.start(S);
    assertThat(reason(p, "a1N1")).isEqualTo(IllegalMoveReason.NO_STONE);
    assertThat(p.whyIllegal(Move.parse("a1N1", Q))).contains(IllegalMoveReason.OFF_BOARD);
    assertThat(p.whyIllegal(p.parseMove("f7N1"))).isEqualTo(Optional.empty());
  }
}
