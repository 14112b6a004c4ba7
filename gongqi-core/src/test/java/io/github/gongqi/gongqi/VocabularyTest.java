package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The names both games share: the rules' one text, naming a cell, a side's letter and cells, the
 * move id from text and the side of a transition.
 */
class VocabularyTest {
  @Test
  void rulesTextIsTheGameNameAndTheBoard() {
    assertThat(Rules.STANDARD).hasToString("gongqi 12x12");
    assertThat(Rules.QUICK).hasToString("gongqi 8x8");
    // name() still gives the preset.
    assertThat(Rules.QUICK.name()).isEqualTo("QUICK");
  }

  @Test
  void everyRulesTextReadsBackToTheSameRules() {
    for (Rules r : Rules.values()) {
      assertThat(Rules.parse(r.toString())).isSameAs(r);
      assertThat(Position.start(r).rulesId()).isEqualTo(r.toString());
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "gongqi 8x8",
        "8x8",
        "QUICK",
        "quick",
        "Quick",
        "gongqi QUICK",
        "Gongqi 8X8",
        "  gongqi   8x8 ",
        "gongqi\t8x8",
        "GONGQI quick"
      })
  void parseIsLenientAboutNameCaseAndBlanks(String text) {
    assertThat(Rules.parse(text)).isSameAs(Rules.QUICK);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "gongqi 12x12",
        "12x12",
        "STANDARD",
        "standard",
        "gongqi standard",
        "gongqi",
        " Gongqi "
      })
  void parseReadsEveryFormOfTheStandardRules(String text) {
    assertThat(Rules.parse(text)).isSameAs(Rules.STANDARD);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        " ",
        "gongqi8x8",
        "gongqi 9x9",
        "9x9",
        "8x12",
        "8",
        "gongqi 8x8 extra",
        "agon setup=standard",
        "gongqi gongqi 8x8",
        "BLITZ"
      })
  void parseRefusesOtherTextNamingItAndWhatWasExpected(String text) {
    assertThatThrownBy(() -> Rules.parse(text))
        .isInstanceOf(io.github.gongqi.game.NotationException.class)
        .hasMessageContaining("'" + text + "'")
        .hasMessageContaining("gongqi 12x12")
        .hasMessageContaining("gongqi 8x8");
  }

  @Test
  void parseRefusesNull() {
    assertThatThrownBy(() -> Rules.parse(null)).isInstanceOf(NullPointerException.class);
  }

  @Test
  void rulesNameCellsBothWays() {
    for (Rules r : Rules.values()) {
      for (int c = 0; c < r.grid().cellCount(); c++) {
        assertThat(r.cell(r.cellName(c))).isEqualTo(c);
        assertThat(r.cellName(c)).isEqualTo(r.grid().name(c));
      }
    }
    assertThat(Rules.QUICK.cell("d5")).isEqualTo(35);
    assertThat(Rules.STANDARD.cellName(0)).isEqualTo("a1");
    assertThatThrownBy(() -> Rules.QUICK.cell("i1")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Rules.QUICK.cellName(64)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void sidesHaveASymbolAndALetter() {
    assertThat(Side.BLACK.symbol()).isEqualTo('X');
    assertThat(Side.WHITE.symbol()).isEqualTo('O');
    assertThat(Side.BLACK.letter()).isEqualTo('b');
    assertThat(Side.WHITE.letter()).isEqualTo('w');
    // The notation's side-to-move field is the letter.
    assertThat(Position.start(Rules.QUICK).toNotation()).contains(" b ");
    assertThat(Position.start(Rules.QUICK).play("d5N1").toNotation()).contains(" w ");
  }

  @Test
  void cellsAreTheStonesOfASide() {
    Position p = Position.start(Rules.QUICK);
    assertThat(p.cells(Side.BLACK).stream().mapToObj(Rules.QUICK::cellName))
        .containsExactlyInAnyOrder("d5", "e4");
    assertThat(p.cells(Side.WHITE).stream().mapToObj(Rules.QUICK::cellName))
        .containsExactlyInAnyOrder("e5", "d4");
    assertThat(p.cells(Side.BLACK).size() + p.cells(Side.WHITE).size()).isEqualTo(p.stoneCount());
  }

  @Test
  void moveIdIsTheInverseOfMoveNotationForEveryId() {
    for (Rules r : Rules.values()) {
      GameState<Position> p = Position.start(r);
      for (int id = 0; id < r.numDistinctActions(); id++) {
        assertThat(p.moveId(p.moveNotation(id))).isEqualTo(id);
      }
    }
  }

  @Test
  void moveIdReadsMovesThatAreIllegalHere() {
    Position p = Position.start(Rules.QUICK);
    assertThat(p.moveId("a1N1")).isEqualTo(0);
    assertThat(p.moveId("swap")).isEqualTo(896);
    assertThat(p.moveId("pass")).isEqualTo(897);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "f7", "d5X1", "i1N1", "d5N0", "swap ", "PASS"})
  void moveIdRefusesTextThatIsNoMove(String text) {
    Position p = Position.start(Rules.QUICK);
    assertThatThrownBy(() -> p.moveId(text)).isInstanceOf(NotationException.class);
  }

  @Test
  void moveIdRefusesAPushWhoseEndPointIsOffTheBoard() {
    Position p = Position.start(Rules.QUICK);
    // d5 has three points above it: d5N3 has an id, d5N4 does not.
    assertThat(p.moveId("d5N3")).isEqualTo(Move.parse("d5N3", Rules.QUICK).id());
    assertThatThrownBy(() -> p.moveId("d5N4"))
        .isInstanceOfSatisfying(
            NotationException.class,
            e -> {
              assertThat(e.errorIndex()).isEqualTo(3);
              assertThat(e.getMessage()).contains("at most 3");
            });
  }

  @Test
  void aTransitionNamesTheSideThatMoved() {
    Position p = Position.start(Rules.QUICK);
    Transition black = p.transition(p.parseMove("d5N1"));
    assertThat(black.side()).isEqualTo(Side.BLACK);
    Transition swap = black.after().transition(Move.swap(Rules.QUICK));
    assertThat(swap.side()).isEqualTo(Side.WHITE);
    SplittableRandom rnd = new SplittableRandom(3);
    Position q = p;
    for (int i = 0; i < 40 && !q.isOver(); i++) {
      Transition t = q.transition(Move.fromId(q.randomLegalMove(rnd), Rules.QUICK));
      assertThat(t.side()).isEqualTo(q.sideToMove());
      assertThat(t.captureCount()).isEqualTo(t.captured().size());
      q = t.after();
    }
  }

  @Test
  void transformIsDeclaredToReturnAMove() throws NoSuchMethodException {
    for (Class<?> c : Move.class.getPermittedSubclasses()) {
      assertThat(c.getMethod("transform", SquareSymmetry.class).getReturnType())
          .isEqualTo(Move.class);
    }
  }
}
