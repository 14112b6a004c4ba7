package io.github.gongqi.game.svg;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The drawing's shared part: the turn line's rule, the marker's, and the turned view. */
class BoardDrawingTest {
  private static final SvgMarkup.Marker RED = new SvgMarkup.Marker("piece red", "#f00", "#fff");
  private static final SvgMarkup.Marker BLUE = new SvgMarkup.Marker("piece blue", "#00f", "#fff");

  /** A drawing with nothing of its own. */
  static final class Plain extends BoardDrawing {
    Plain(SvgOptions opt) {
      super(opt, 16);
    }
  }

  @Test
  void theTurnLineIsTheStatusElseTheResultElseTheSideToMove() {
    Plain plain = new Plain(SvgOptions.defaults());
    assertThat(plain.turnText(false, "Draw", "Red to move")).isEqualTo("Red to move");
    assertThat(plain.turnText(true, "Draw", "Red to move")).isEqualTo("Draw");
    Plain told = new Plain(SvgOptions.defaults().withStatus("Blue wins on time"));
    assertThat(told.turnText(false, "Draw", "Red to move")).isEqualTo("Blue wins on time");
    assertThat(told.turnText(true, "Draw", "Red to move")).isEqualTo("Blue wins on time");
  }

  @Test
  void theMarkerIsThePlayersUntilTheStatusShowsAnEnd() {
    Plain plain = new Plain(SvgOptions.defaults());
    assertThat(plain.toMove(false, 0, RED, BLUE)).isEqualTo(RED);
    assertThat(plain.toMove(false, 1, RED, BLUE)).isEqualTo(BLUE);
    assertThat(plain.toMove(true, 1, RED, BLUE)).isNull();
    Plain told = new Plain(SvgOptions.defaults().withStatus("Agreed draw"));
    assertThat(told.toMove(false, 0, RED, BLUE)).isNull();
  }

  @Test
  void theViewIsTurnedForPlayerOneAndTheTextStartsEmpty() {
    assertThat(new Plain(SvgOptions.defaults()).flip).isFalse();
    assertThat(new Plain(SvgOptions.defaults().withPerspective(1)).flip).isTrue();
    assertThat(new Plain(SvgOptions.defaults()).sb).isEmpty();
  }
}
