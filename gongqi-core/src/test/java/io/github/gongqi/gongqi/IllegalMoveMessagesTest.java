package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every refusal message, word for word: what was tried, where, and why it is refused. */
class IllegalMoveMessagesTest {
  private static final Rules Q = Rules.QUICK;
  private static final Rules S = Rules.STANDARD;

  private final Set<IllegalMoveReason> seen = EnumSet.noneOf(IllegalMoveReason.class);

  private void refused(Position p, Move move, IllegalMoveReason reason, String message) {
    assertThatThrownBy(() -> p.play(move))
        .as(move.toString())
        .isInstanceOfSatisfying(
            IllegalMoveException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(reason);
              assertThat(e.move()).isEqualTo(move.toString());
              assertThat(e.detail()).isEqualTo(message);
              // The one form of both games (AbstractIllegalMoveException).
              assertThat(e.getMessage())
                  .isEqualTo("illegal move " + move + " (" + reason.name() + "): " + message);
            });
    assertThat(p.whyIllegal(move)).contains(reason);
    seen.add(reason);
  }

  private void refused(Position p, String move, IllegalMoveReason reason, String message) {
    refused(p, p.parseMove(move), reason, message);
  }

  @Test
  void everyReasonHasItsMessage() {
    Position start = Position.start(Q);
    refused(
        start.toBuilder().consecutivePasses(2).swapState(SwapState.DECLINED).build(),
        "d5N1",
        IllegalMoveReason.GAME_OVER,
        "the game is over (Draw by two passes)");
    refused(
        start,
        Move.parse("f7N1", S),
        IllegalMoveReason.OFF_BOARD,
        "it is written for the 12x12 board, not 8x8");
    refused(start, "a1N1", IllegalMoveReason.NO_STONE, "there is no stone on a1 to push");
    refused(
        Position.builder(Q).put("a1", Side.BLACK).build(),
        "a1S1",
        IllegalMoveReason.END_POINT_OFF_BOARD,
        "its end point is off the board (0 points lie beyond a1 going S)");
    Position edge =
        Position.builder(S)
            .put("j1", Side.BLACK)
            .put("k1", Side.WHITE)
            .put("l1", Side.BLACK)
            .captures(Side.BLACK, 10)
            .build();
    refused(
        edge,
        "j1E3",
        IllegalMoveReason.END_POINT_OFF_BOARD,
        "its end point is off the board (2 points lie beyond j1 going E)");
    refused(
        edge,
        "j1E2",
        IllegalMoveReason.END_POINT_OFF_BOARD,
        "the run of stones from j1 going E is 3 long and reaches the edge, so it cannot be"
            + " pushed E");
    refused(
        start,
        "d5E1",
        IllegalMoveReason.END_POINT_OCCUPIED,
        "its end point e5 is occupied; the run of stones from d5 going E is 2 long, so the only"
            + " count is d5E2");
    refused(
        start,
        "d5N2",
        IllegalMoveReason.WRONG_COUNT,
        "the line of 2 from d5 has an empty point; the run of stones from d5 going N is 1 long,"
            + " so the only count is d5N1");
    refused(
        start,
        "d5E2",
        IllegalMoveReason.RUN_LONGER_THAN_POWER,
        "the run of stones from d5 going E is 2 long but the power is 1");
    Position corner =
        Position.builder(Q)
            .put("a2", Side.BLACK)
            .put("a3", Side.WHITE)
            .put("b1", Side.WHITE)
            .put("b2", Side.WHITE)
            .put("c2", Side.BLACK)
            .put("b3", Side.BLACK)
            .build();
    refused(
        corner,
        "a2S1",
        IllegalMoveReason.SUICIDE,
        "after the push and its captures a group of black would have no liberty (suicide)");
    refused(
        start,
        "swap",
        IllegalMoveReason.SWAP_NOT_AVAILABLE,
        "the swap is only offered to White right after Black's first push (swap state NOT_YET)");
    refused(
        start,
        "pass",
        IllegalMoveReason.PASS_NOT_ALLOWED,
        "a pass is only legal when no push is, and black has legal pushes such as d4S1");
    refused(
        start.play("d5N1"),
        "pass",
        IllegalMoveReason.PASS_NOT_ALLOWED,
        "White may swap, so passing is not allowed");
    assertThat(seen).containsExactlyInAnyOrder(IllegalMoveReason.values());
  }
}
