package io.github.gongqi.game.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The table's endings say once which of them have a winner; games' reasons ask by name. */
class EndingTest {
  /** A game's reasons, repeating the table's names beside its own. */
  enum Why {
    GOAL,
    RESIGNATION,
    TIME,
    AGREEMENT,
    REPETITION
  }

  @Test
  void resignationAndTimeHaveAWinner() {
    assertThat(Ending.RESIGNATION.isDecisive()).isTrue();
    assertThat(Ending.TIME.isDecisive()).isTrue();
    assertThat(Ending.AGREEMENT.isDecisive()).isFalse();
    assertThat(Ending.REPETITION.isDecisive()).isFalse();
  }

  @Test
  void aGamesReasonDecidesByTheTablesName() {
    assertThat(Ending.decides(Why.RESIGNATION)).isTrue();
    assertThat(Ending.decides(Why.TIME)).isTrue();
    assertThat(Ending.decides(Why.AGREEMENT)).isFalse();
    assertThat(Ending.decides(Why.REPETITION)).isFalse();
    assertThat(Ending.decides(Why.GOAL)).isFalse();
    assertThat(Ending.decides(Ending.TIME)).isTrue();
  }

  @Test
  void theResultIsTheGamesReasonOfTheSameNameWonOrDrawn() {
    String[] sides = {"Red", "Blue"};
    String won =
        Ending.TIME.result(1, sides, Why.class, (s, w) -> s + " by " + w, w -> "draw " + w);
    assertThat(won).isEqualTo("Blue by TIME");
    String drawn =
        Ending.AGREEMENT.result(-1, sides, Why.class, (s, w) -> s + " by " + w, w -> "draw " + w);
    assertThat(drawn).isEqualTo("draw AGREEMENT");
  }
}
