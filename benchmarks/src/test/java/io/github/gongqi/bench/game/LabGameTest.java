package io.github.gongqi.bench.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.Games;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The lab's one reader of rules text, {@link LabGame#forRules}. */
class LabGameTest {
  private static final String LUDII = io.github.gongqi.agon.Rules.LUDII.toString();
  private static final String STANDARD = io.github.gongqi.agon.Rules.STANDARD.toString();

  @Test
  void gongqiRulesReadInEverySpelling() {
    for (String text :
        List.of("gongqi 8x8", "8x8", "8X8", "QUICK", "quick", "gongqi QUICK", " gongqi  8x8 ")) {
      assertThat(LabGame.forRules("gongqi", text).rulesText()).as(text).isEqualTo("gongqi 8x8");
    }
    for (String text :
        List.of("gongqi 12x12", "12x12", "STANDARD", "Standard", "gongqi standard")) {
      assertThat(LabGame.forRules("gongqi", text).rulesText()).as(text).isEqualTo("gongqi 12x12");
    }
  }

  @Test
  void agonRulesReadWithOrWithoutTheGameName() {
    assertThat(LabGame.forRules("agon", LUDII).rulesText()).isEqualTo(LUDII);
    assertThat(LabGame.forRules("agon", LUDII.substring("agon ".length())).rulesText())
        .isEqualTo(LUDII);
    assertThat(LabGame.forRules("agon", "ludii").rulesText()).isEqualTo(LUDII);
    assertThat(LabGame.forRules("agon", STANDARD).rulesText()).isEqualTo(STANDARD);
  }

  @Test
  void theRulesTextNamesItsGame() {
    assertThat(LabGame.forRules("gongqi 8x8").rulesText()).isEqualTo("gongqi 8x8");
    assertThat(LabGame.forRules(LUDII).rulesText()).isEqualTo(LUDII);
    assertThat(LabGame.forRules(LUDII).colourNames()).containsExactly("white", "black");
    assertThat(LabGame.forRules("gongqi 12x12").colourNames()).containsExactly("black", "white");
  }

  @Test
  void everyRulesTextReadsBackToItself() {
    for (LabGame<?> g :
        List.of(
            LabGame.forRules("gongqi 8x8"),
            LabGame.forRules("gongqi 12x12"),
            agon(Map.of()),
            agon(Map.of("--setup", "classic")),
            agon(Map.of("--setup", "placement")),
            agon(Map.of("--preset", "ludii")))) {
      assertThat(LabGame.forRules(g.rulesText()).rulesText()).isEqualTo(g.rulesText());
    }
  }

  @Test
  void badRulesAreRefusedNamingTheText() {
    record Bad(String game, String text) {}
    for (Bad b :
        List.of(
            new Bad("gongqi", "gongqi 9x9"),
            new Bad("gongqi", "9x9"),
            new Bad("gongqi", ""),
            new Bad("gongqi", STANDARD),
            new Bad("gongqi", "gongqi 8x8 extra"),
            new Bad("agon", "gongqi 8x8"),
            new Bad("agon", "agon setup=nowhere"),
            new Bad("agon", "agon colour=blue"),
            new Bad("chess", "chess 8x8"))) {
      assertThatThrownBy(() -> LabGame.forRules(b.game(), b.text()))
          .as(b.toString())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(b.game().equals("chess") ? "chess" : "'" + b.text() + "'");
    }
    // The game's name alone is its default rules.
    assertThat(LabGame.forRules("gongqi", "gongqi").rulesText()).isEqualTo("gongqi 12x12");
    assertThat(LabGame.forRules("agon", "agon").rulesText()).isEqualTo(STANDARD);
    assertThatThrownBy(() -> LabGame.forRules("8x8"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'8x8'")
        .hasMessageContaining("agon or gongqi");
  }

  private static LabGame<?> agon(Map<String, String> options) {
    Game<?> agon = Games.named("agon");
    return LabGame.of(agon, agon.rulesFromOptions(options));
  }
}
