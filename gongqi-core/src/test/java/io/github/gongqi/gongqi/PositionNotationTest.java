package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.TimeControl;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class PositionNotationTest {
  @Test
  void startPositionsHaveTheirNotation() {
    assertThat(Position.start(Rules.STANDARD).toNotation())
        .isEqualTo("12/12/12/12/12/5XO5/5OX5/12/12/12/12/12 b 0/0 n 0 1");
    assertThat(PositionNotation.format(Position.start(Rules.QUICK)))
        .isEqualTo("8/8/8/3XO3/3OX3/8/8/8 b 0/0 n 0 1");
    assertThat(Position.parse("8/8/8/3XO3/3OX3/8/8/8 b 0/0 n 0 1"))
        .isEqualTo(Position.start(Rules.QUICK));
  }

  @Test
  void everyFieldIsWritten() {
    Position p = Position.start(Rules.QUICK).play("d5N1").play("swap");
    assertThat(p.toNotation()).isEqualTo("8/8/3X4/3XO3/3OX3/8/8/8 w 0/0 s 0 3");
    Position q =
        Position.builder(Rules.QUICK)
            .put("a1", Side.WHITE)
            .captures(Side.BLACK, 7)
            .captures(Side.WHITE, 11)
            .consecutivePasses(1)
            .ply(89)
            .build();
    assertThat(q.toNotation()).isEqualTo("8/8/8/8/8/8/8/O7 b 7/11 d 1 90");
  }

  private static NotationException bad(String text) {
    try {
      Position.parse(text);
    } catch (NotationException e) {
      return e;
    }
    throw new AssertionError(text + " parsed");
  }

  @Test
  void everyBoardProblemIsReportedAtOnce() {
    NotationException e = bad("8/8/8/3XO4/3OX3/8/9/8 b 0/0 n 0 1");
    assertThat(e.getMessage()).contains("row 5 has 9 points").contains("row 2 has 9 points");
    assertThat(e.errorIndex()).isEqualTo(6);
    assertThat(bad("8/8/8 b 0/0 n 0 1").getMessage()).contains("found 3");
    NotationException chars = bad("8/8/8/3XQ3/3OX3/8/8/8 b 0/0 n 0 1");
    assertThat(chars.errorIndex()).isEqualTo(8);
    assertThat(chars.getMessage()).contains("'Q'");
  }

  @Test
  void malformedFieldsPointAtTheirIndex() {
    String board = "8/8/8/3XO3/3OX3/8/8/8";
    int b = board.length();
    assertThat(bad(board).errorIndex()).isEqualTo(b);
    assertThat(bad(board + " x 0/0 n 0 1").errorIndex()).isEqualTo(b + 1);
    assertThat(bad(board + " b 0-0 n 0 1").errorIndex()).isEqualTo(b + 4);
    assertThat(bad(board + " b 0/0 q 0 1").errorIndex()).isEqualTo(b + 7);
    assertThat(bad(board + " b 0/0 n x 1").errorIndex()).isEqualTo(b + 9);
    assertThat(bad(board + " b 0/0 n 0 1 ").errorIndex()).isEqualTo(b + 12);
    assertThat(bad(board + " b 00/0 n 0 1").getMessage()).contains("leading zeros");
  }

  @Test
  void builderReportsEveryProblemAtOnce() {
    PositionBuilder b =
        Position.builder(Rules.QUICK)
            .put("a1", Side.BLACK)
            .put("a2", Side.WHITE)
            .put("b1", Side.WHITE)
            .put("h8", Side.WHITE)
            .put("g8", Side.BLACK)
            .put("h7", Side.BLACK)
            .captures(Side.BLACK, -1)
            .consecutivePasses(3)
            .ply(-1)
            .swapState(SwapState.OFFERED);
    assertThatThrownBy(b::build)
        .isInstanceOfSatisfying(
            InvalidPositionException.class,
            e -> {
              assertThat(e.problems())
                  .containsExactly(
                      PositionProblem.GROUP_WITHOUT_LIBERTY,
                      PositionProblem.GROUP_WITHOUT_LIBERTY,
                      PositionProblem.CAPTURES_OUT_OF_RANGE,
                      PositionProblem.PASSES_OUT_OF_RANGE,
                      PositionProblem.SWAP_STATE_INCONSISTENT,
                      PositionProblem.PLY_OUT_OF_RANGE);
              assertThat(e.messages().get(0)).contains("black group a1");
              assertThat(e.messages().get(1)).contains("white group h8");
              assertThat(e.getMessage()).startsWith("invalid position, 6 problems");
            });
  }

  @Test
  void goalStatesMustBeConsistent() {
    PositionBuilder both =
        Position.builder(Rules.QUICK).captures(Side.BLACK, 12).captures(Side.WHITE, 12);
    assertThatThrownBy(both::build)
        .isInstanceOfSatisfying(
            InvalidPositionException.class,
            e -> assertThat(e.problems()).containsExactly(PositionProblem.GOAL_REACHED_BY_BOTH));
    PositionBuilder winnerToMove = Position.builder(Rules.QUICK).captures(Side.BLACK, 12);
    assertThatThrownBy(winnerToMove::build)
        .isInstanceOfSatisfying(
            InvalidPositionException.class,
            e -> assertThat(e.problems()).containsExactly(PositionProblem.PLAY_AFTER_GOAL));
    Position won = winnerToMove.sideToMove(Side.WHITE).build();
    assertThat(won.result()).isEqualTo(Result.win(Side.BLACK, Result.Reason.CAPTURES));
    assertThat(Position.parse(won.toNotation())).isEqualTo(won);
  }

  @Test
  void toStringDrawsTheBoardWithCoordinates() {
    String s = Position.start(Rules.QUICK).toString();
    assertThat(s)
        .startsWith("    a b c d e f g h\n 8  . . . . . . . .  8\n")
        .contains(" 5  . . . X O . . .  5\n")
        .contains(" 4  . . . O X . . .  4\n")
        .contains("Black to move")
        .contains("power 1");
    assertThat(Position.start(Rules.STANDARD).toString()).contains("12  . . . . .");
  }

  @Test
  void presetsCarryTheirNumbers() {
    assertThat(Rules.STANDARD.size()).isEqualTo(12);
    assertThat(Rules.STANDARD.powerStep()).isEqualTo(5);
    assertThat(Rules.STANDARD.captureGoal()).isEqualTo(20);
    assertThat(Rules.STANDARD.timeControl().mainTime()).isEqualTo(Duration.ofMinutes(4));
    assertThat(Rules.STANDARD.timeControl().byoYomi()).isEqualTo(Duration.ofSeconds(30));
    assertThat(Rules.QUICK.size()).isEqualTo(8);
    assertThat(Rules.QUICK.powerStep()).isEqualTo(3);
    assertThat(Rules.QUICK.captureGoal()).isEqualTo(12);
    assertThat(Rules.QUICK.timeControl().toString()).isEqualTo("3:00+20s");
    assertThat(Rules.STANDARD.timeControl().toString()).isEqualTo("4:00+30s");
    assertThat(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)))
        .isEqualTo(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)));
    assertThatThrownBy(() -> TimeControl.of(Duration.ZERO, Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(Rules.ofSize(8)).isEqualTo(Rules.QUICK);
    assertThat(Result.win(Side.WHITE, Result.Reason.TIME).toString())
        .isEqualTo("White wins by time");
    assertThat(Result.ONGOING.isOver()).isFalse();
  }

  @Test
  void resultsNameTheirWinnerAndReasonInOneStyle() {
    assertThat(Result.ONGOING.toString()).isEqualTo("Ongoing");
    assertThat(Result.ONGOING.termination()).isEqualTo("unterminated");
    assertThat(Result.ONGOING.winningPlayer()).isEqualTo(-1);
    assertThatThrownBy(() -> Result.ONGOING.score(Side.BLACK))
        .isInstanceOf(IllegalStateException.class);
    Result black = Result.win(Side.BLACK, Result.Reason.CAPTURES);
    assertThat(black.toString()).isEqualTo("Black wins by captures");
    assertThat(black.termination()).isEqualTo("captures");
    assertThat(black.winningPlayer()).isZero();
    assertThat(black.score(Side.BLACK)).isEqualTo(1.0);
    assertThat(black.score(Side.WHITE)).isEqualTo(0.0);
    Result draw = Result.draw(Result.Reason.TWO_PASSES);
    assertThat(draw.toString()).isEqualTo("Draw by two passes");
    assertThat(draw.termination()).isEqualTo("two passes");
    assertThat(draw.score(Side.WHITE)).isEqualTo(0.5);
    assertThat(draw.isDraw()).isTrue();
    assertThat(Result.draw(Result.Reason.AGREEMENT).toString()).isEqualTo("Draw by agreement");
    assertThat(Result.draw(Result.Reason.REPETITION).winner()).isEmpty();
    assertThat(Result.win(Side.WHITE, Result.Reason.TWO_PASSES).toString())
        .isEqualTo("White wins by two passes");
    assertThat(Result.Reason.RESIGNATION.isDecisive()).isTrue();
    assertThat(Result.Reason.AGREEMENT.isDecisive()).isFalse();
    assertThatThrownBy(() -> Result.win(Side.BLACK, Result.Reason.AGREEMENT))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Result.draw(Result.Reason.TIME))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theTwoArgumentParseChecksTheBoard() {
    String quick = Position.start(Rules.QUICK).toNotation();
    assertThat(Position.parse(quick, Rules.QUICK)).isEqualTo(Position.start(Rules.QUICK));
    assertThatThrownBy(() -> Position.parse(quick, Rules.STANDARD))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("expected the 12x12 board");
  }

  @Test
  void theBuilderPutsAndClearsStonesAndCountsPlies() {
    Position p =
        Position.builder(Rules.QUICK).put("a1", Side.BLACK).put("h8", Side.WHITE).ply(7).build();
    assertThat(p.ply()).isEqualTo(7);
    assertThat(p.toNotation()).endsWith(" 8");
    Position q = p.toBuilder().clear(0).build();
    assertThat(q.stoneAt("a1")).isEmpty();
    assertThat(q.stoneCount()).isEqualTo(1);
    assertThatThrownBy(() -> Position.builder(Rules.QUICK).clear(64))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(Position.start(Rules.QUICK).ply()).isZero();
    assertThat(Position.start(Rules.QUICK).play("d5N1").ply()).isEqualTo(1);
    assertThatThrownBy(() -> Position.start(Rules.QUICK).score(0))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> Position.start(Rules.QUICK).score(2))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Position.start(Rules.QUICK).play(-1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void groupsListEveryGroupWithItsLiberties() {
    Position p = Position.start(Rules.QUICK);
    assertThat(p.groups()).hasSize(4);
    assertThat(p.groups()).allSatisfy(g -> assertThat(g.libertyCount()).isEqualTo(2));
    assertThat(p.groupAt(0)).isEmpty();
  }
}
