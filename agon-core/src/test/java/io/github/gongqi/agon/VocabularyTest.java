package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The names Agon shares with Gongqi: the rules text with the game's name, the side's symbol, the
 * move id from text, the transition's capture count, the pass factory, naming a cell, and the
 * one-argument position reader.
 */
class VocabularyTest {
  @Test
  void theRulesTextStartsWithTheGameAndReadsBackWithOrWithoutIt() {
    Random rnd = new Random(21);
    for (int k = 0; k < 4 + 200; k++) {
      Rules r = k < 4 ? RandomGames.PRESETS[k] : RandomGames.randomRules(rnd);
      String text = r.toString();
      assertThat(text).startsWith("agon setup=");
      assertThat(Rules.parse(text)).isEqualTo(r);
      assertThat(Rules.parse(text.substring("agon ".length()))).isEqualTo(r);
      assertThat(Rules.parse("AGON " + text.substring("agon ".length()))).isEqualTo(r);
      assertThat(Position.start(r).rulesId()).isEqualTo(text);
    }
    assertThat(Rules.parse("agon ludii")).isEqualTo(Rules.LUDII);
    // The game's name alone is its default rules, as the Python package's contract reads it.
    assertThat(Rules.parse("agon")).isEqualTo(Rules.STANDARD);
    assertThat(Rules.parse(" AGON ")).isEqualTo(Rules.STANDARD);
    assertThat(Rules.parse("agon standard first=black"))
        .isEqualTo(Rules.STANDARD.toBuilder().firstSide(Side.BLACK).build());
  }

  @Test
  void otherTextIsRefusedNamingIt() {
    for (String bad :
        new String[] {
          "gongqi 8x8", "agon agon standard", "agonstandard", "agon setup=square", "8x8", " "
        }) {
      assertThatThrownBy(() -> Rules.parse(bad))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .isInstanceOf(NotationException.class)
          .hasMessageContaining("'" + bad + "'")
          .hasMessageContaining("expected");
    }
  }

  @Test
  void aSideHasTheBoardSymbolAndTheColourLetter() {
    assertThat(Side.WHITE.symbol()).isEqualTo('O');
    assertThat(Side.BLACK.symbol()).isEqualTo('X');
    assertThat(Side.WHITE.letter()).isEqualTo('w');
    assertThat(Side.BLACK.letter()).isEqualTo('b');
    assertThat(Side.WHITE.opponent()).isEqualTo(Side.BLACK);
  }

  @Test
  void moveIdReadsTheNotationOfEveryLegalMove() {
    for (Rules rules : RandomGames.PRESETS) {
      Position p = Position.start(rules);
      Random rnd = new Random(5);
      for (int ply = 0; ply < 120 && !p.isOver(); ply++) {
        int[] buf = new int[p.maxLegalMoves()];
        int n = p.legalMoves(buf);
        for (int i = 0; i < n; i++) {
          assertThat(p.moveId(p.moveNotation(buf[i]))).isEqualTo(buf[i]);
        }
        p = p.playUnchecked(buf[rnd.nextInt(n)]);
      }
    }
  }

  @Test
  void moveIdResolvesTheRulesReturnsAndRefusesMovesWithoutAnId() {
    Position p = Position.start(Rules.STANDARD);
    assertThat(p.moveId("a1-b2")).isEqualTo(Move.parse("a1-b2", Rules.STANDARD).id());
    // Not legal here, but numbered: an id all the same.
    assertThat(p.moveId("pass")).isEqualTo(Move.pass(Rules.STANDARD).id());
    assertThat(p.moveId("G@a2")).isEqualTo(Move.parse("G@a2", Rules.STANDARD).id());
    for (String bad : new String[] {"a1-c3", "f6-a1", "G@f6", "c5@a3", "c5@c5", "a1-", "x"}) {
      assertThatThrownBy(() -> p.moveId(bad)).as(bad).isInstanceOf(NotationException.class);
    }
    // Under marked pieces the returns are numbered.
    Position ludii = Position.start(Rules.LUDII);
    assertThat(ludii.moveId("c5@a3")).isEqualTo(Move.parse("c5@a3", Rules.LUDII).id());
  }

  @Test
  void captureCountIsTheSizeOfCaptured() {
    for (Rules rules : RandomGames.PRESETS) {
      Position p = Position.start(rules);
      Random rnd = new Random(9);
      int captures = 0;
      for (int ply = 0; ply < 400 && !p.isOver(); ply++) {
        var moves = p.legalMoves();
        Transition t = p.transition(moves.get(rnd.nextInt(moves.size())));
        assertThat(t.captureCount()).isEqualTo(t.captured().size());
        assertThat(t.side()).isEqualTo(p.sideToMove());
        captures += t.captureCount();
        p = t.after();
      }
      assertThat(captures).as("%s", rules).isPositive();
    }
  }

  @Test
  void theSharedFactoriesAndCellNames() {
    assertThat(Move.pass(Rules.LUDII)).isSameAs(Move.pass(Rules.STANDARD));
    assertThat(Move.pass(Rules.STANDARD)).hasToString("pass");
    assertThat(Move.parse("pass", Rules.STANDARD)).isSameAs(Move.pass(Rules.STANDARD));
    assertThatThrownBy(() -> Move.pass(null)).hasMessage("rules");
    for (int cell = 0; cell < Board.CELLS; cell++) {
      assertThat(Rules.STANDARD.cell(Rules.STANDARD.cellName(cell))).isEqualTo(cell);
      assertThat(Rules.LUDII.cellName(cell)).isEqualTo(Board.name(cell));
    }
    assertThat(Rules.STANDARD.cell("f6")).isEqualTo(Board.THRONE);
    assertThatThrownBy(() -> Rules.STANDARD.cell("z9")).isInstanceOf(NotationException.class);
    String start = Position.start(Rules.STANDARD).toNotation();
    assertThat(Position.parse(start)).isEqualTo(Position.start(Rules.STANDARD));
    assertThat(PositionNotation.parse(start)).isEqualTo(Position.parse(start, Rules.STANDARD));
    assertThat(PositionNotation.format(Position.start(Rules.CLASSIC)))
        .isEqualTo(Position.start(Rules.CLASSIC).toNotation());
  }
}
