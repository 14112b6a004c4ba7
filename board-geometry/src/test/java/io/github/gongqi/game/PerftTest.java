package io.github.gongqi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.match.Race;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The shared perft, through the toy race: three moves a turn until the goal is reached. */
class PerftTest {
  @Test
  void countsTheSequencesOfAnExactLength() {
    Race.Pos start = Race.Pos.start(9);
    // No sequence of up to four moves reaches 9 (at most 2 a move): 3^d.
    assertThat(Perft.perft(start, 0)).isEqualTo(1);
    assertThat(Perft.perft(start, 1)).isEqualTo(3);
    assertThat(Perft.perft(start, 4)).isEqualTo(81);
    // With goal 2: after one move of 2 the game is over; count by hand: z then 3, a then 3, b none.
    assertThat(Perft.perft(Race.Pos.start(2), 2)).isEqualTo(6);
    assertThatThrownBy(() -> Perft.perft(start, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("depth -1 is negative");
  }

  @Test
  void divideKeysTheCountsByMoveIdInGenerationOrder() {
    Map<Integer, Long> d = Perft.divide(Race.Pos.start(2), 2);
    assertThat(d).containsExactly(Map.entry(0, 3L), Map.entry(1, 3L), Map.entry(2, 0L));
    assertThat(Perft.divide(Race.Pos.start(2), 0)).isEmpty();
    assertThat(Perft.divide(new Race.Pos(2, 2, 1, 1), 3)).isEmpty();
    assertThatThrownBy(() -> Perft.divide(Race.Pos.start(2), -2))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> d.put(3, 1L)).isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void divideMovesKeysTheCountsByTheGamesMoves() {
    Map<Race.Step, Long> d = Perft.divideMoves(Race.Pos.start(2), 2);
    assertThat(d)
        .containsExactly(
            Map.entry(new Race.Step(0), 3L),
            Map.entry(new Race.Step(1), 3L),
            Map.entry(new Race.Step(2), 0L));
    assertThat(Perft.divideMoves(Race.Pos.start(2), 0)).isEmpty();
    assertThatThrownBy(() -> Perft.divideMoves(Race.Pos.start(2), -1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> d.put(new Race.Step(0), 1L))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
