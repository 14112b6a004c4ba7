package io.github.gongqi.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.Perft;
import io.github.gongqi.game.testing.GameRegistryContract;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Tic-tac-toe through the registry: the shared contract, then the rules' own facts. */
class TicTacToeGameTest extends GameRegistryContract<Position> {
  @Override
  protected Game<Position> game() {
    return new TicTacToeGame();
  }

  @Override
  protected Set<String> cellNames(Position position) {
    Set<String> names = new TreeSet<>();
    int[] ids = new int[9];
    int n = position.legalMoves(ids);
    for (int i = 0; i < n; i++) {
      names.add(position.moveNotation(ids[i]));
    }
    return names;
  }

  @Test
  void perftCountsTheKnownGameTree() {
    // 255,168 games in all; these are the well-known counts of move sequences by depth.
    assertThat(Perft.perft(Position.start(), 1)).isEqualTo(9);
    assertThat(Perft.perft(Position.start(), 2)).isEqualTo(72);
    assertThat(Perft.perft(Position.start(), 3)).isEqualTo(504);
    assertThat(Perft.perft(Position.start(), 5)).isEqualTo(15120);
    assertThat(Perft.perft(Position.start(), 6)).isEqualTo(54720);
  }

  @Test
  void threeInARowWinsAndAFullBoardDraws() {
    Position p = Position.start();
    for (String m : new String[] {"a1", "a2", "b1", "b2", "c1"}) {
      p = p.play(p.moveId(m));
    }
    assertThat(p.isOver()).isTrue();
    assertThat(p.winningPlayer()).isZero();
    assertThat(p.result().toString()).isEqualTo("X wins by three in a row");
    Position draw = Position.parse("xox/xoo/oxx");
    assertThat(draw.isOver()).isTrue();
    assertThat(draw.winningPlayer()).isEqualTo(-1);
    assertThat(draw.score(1)).isEqualTo(0.5);
  }

  @Test
  void cellsAndPositionsAreWrittenAsDocumented() {
    assertThat(Position.start().moveNotation(0)).isEqualTo("a1");
    assertThat(Position.start().moveNotation(8)).isEqualTo("c3");
    assertThat(Position.start().moveId("b2")).isEqualTo(4);
    Position p = Position.start().play(8).play(0);
    assertThat(p.toNotation()).isEqualTo("..x/.../o..");
    assertThat(p.playerToMove()).isZero();
    assertThat(game().textBoard(p)).isEqualTo(". . x\n. . .\no . .");
    assertThatThrownBy(() -> p.play(8))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("taken");
    assertThatThrownBy(() -> Position.parse("xxx/.../...")).hasMessageContaining("X moves first");
    assertThatThrownBy(() -> Position.start().moveId("d1")).isInstanceOf(NotationException.class);
  }

  @Test
  void theObservationIsFromTheSideToMove() {
    Position p = Position.start().play(4);
    float[] obs = new float[p.observationSize()];
    p.observation(obs, 0);
    assertThat(obs[4]).isZero();
    assertThat(obs[9 + 4]).isEqualTo(1f);
    assertThat(p.zobrist()).isNotEqualTo(Position.start().zobrist());
  }
}
