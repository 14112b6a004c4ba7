package io.github.gongqi.game.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.AbstractIllegalMoveException;
import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.RefusalReason;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checked play that {@link io.github.gongqi.game.GamePosition} gives by default, on the toy
 * race, which overrides none of it: legal moves as objects, play by move and by text, legality and
 * its reason, the move of an id, and the one message forms of refusals and invalid positions.
 */
class GamePositionDefaultsTest {
  private final Race.Pos start = Race.Pos.start(3);
  private final Race.Pos over = new Race.Pos(3, 3, 1, 2);

  @Test
  void theRulesNameThePosition() {
    assertThat(start.rules().text()).isEqualTo("race 3");
    assertThat(start.rules().numDistinctActions()).isEqualTo(3);
  }

  @Test
  void legalMovesAreTheIdsAsMoves() {
    assertThat(start.legalMoves()).extracting(GameMove::id).containsExactly(0, 1, 2);
    assertThat(over.legalMoves()).isEmpty();
    assertThatThrownBy(() -> start.legalMoves().add(new Race.Step(0)))
        .isInstanceOf(UnsupportedOperationException.class);
    assertThat(start.move(2)).isEqualTo(new Race.Step(2));
  }

  @Test
  void playByMoveAndByTextAgreeWithPlayById() {
    assertThat(start.play(new Race.Step(2))).isEqualTo(start.play(2));
    assertThat(start.play("b")).isEqualTo(start.play(2));
    assertThatThrownBy(() -> start.play("x")).isInstanceOf(NotationException.class);
  }

  @Test
  void aRefusedMoveHasItsReasonWithoutPlay() {
    assertThat(start.isLegal(new Race.Step(1))).isTrue();
    assertThat(start.whyIllegal(new Race.Step(1))).isEmpty();
    assertThat(over.isLegal(new Race.Step(1))).isFalse();
    assertThat(over.whyIllegal(new Race.Step(1)).orElseThrow()).isEqualTo(Race.Why.GOAL);
    assertThatThrownBy(() -> over.play(new Race.Step(1)))
        .isInstanceOf(AbstractIllegalMoveException.class)
        .hasMessage("illegal move a (GOAL): the race is over at 3");
  }

  @Test
  void aReasonReadsAsWords() {
    RefusalReason reason = Race.Why.REPETITION;
    assertThat(reason.words()).isEqualTo("repetition");
  }

  /** The two kinds of problem a game's position has here. */
  enum Problem implements InvalidPositionException.Problem {
    TOTAL_OUT_OF_RANGE,
    TURN_INCONSISTENT
  }

  @Test
  void anInvalidPositionCountsItsProblemsInOneForm() {
    assertThat(
            new InvalidPositionException(
                List.of(Problem.TOTAL_OUT_OF_RANGE), List.of("total 9 is past the goal")))
        .hasMessage("invalid position, 1 problem: total 9 is past the goal");
    InvalidPositionException two =
        new InvalidPositionException(
            List.of(Problem.TOTAL_OUT_OF_RANGE, Problem.TURN_INCONSISTENT), List.of("a", "b"));
    assertThat(two).hasMessage("invalid position, 2 problems: a; b");
    assertThat(two.problems())
        .isEqualTo(List.of(Problem.TOTAL_OUT_OF_RANGE, Problem.TURN_INCONSISTENT));
    assertThat(two.messages()).containsExactly("a", "b");
    assertThatThrownBy(() -> new InvalidPositionException(List.of(), List.of()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                new InvalidPositionException(
                    List.of(Problem.TOTAL_OUT_OF_RANGE), List.of("a", "b")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("one message per problem");
  }
}
