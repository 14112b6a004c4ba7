package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The lab's one reader of rules text, {@link GameAdapter#forRules}. */
class GameAdapterTest {
  private static final String LUDII = io.github.gongqi.agon.Rules.LUDII.toString();
  private static final String STANDARD = io.github.gongqi.agon.Rules.STANDARD.toString();

  @Test
  void gongqiRulesReadInEverySpelling() {
    for (String text :
        List.of("gongqi 8x8", "8x8", "8X8", "QUICK", "quick", "gongqi QUICK", " gongqi  8x8 ")) {
      assertThat(GameAdapter.forRules("gongqi", text).rulesText()).as(text).isEqualTo("gongqi 8x8");
    }
    for (String text :
        List.of("gongqi 12x12", "12x12", "STANDARD", "Standard", "gongqi standard")) {
      assertThat(GameAdapter.forRules("gongqi", text).rulesText())
          .as(text)
          .isEqualTo("gongqi 12x12");
    }
  }

  @Test
  void agonRulesReadWithOrWithoutTheGameName() {
    assertThat(GameAdapter.forRules("agon", LUDII).rulesText()).isEqualTo(LUDII);
    assertThat(GameAdapter.forRules("agon", LUDII.substring("agon ".length())).rulesText())
        .isEqualTo(LUDII);
    assertThat(GameAdapter.forRules("agon", "ludii").rulesText()).isEqualTo(LUDII);
    assertThat(GameAdapter.forRules("agon", STANDARD).rulesText()).isEqualTo(STANDARD);
  }

  @Test
  void theRulesTextNamesItsGame() {
    assertThat(GameAdapter.forRules("gongqi 8x8").rulesText()).isEqualTo("gongqi 8x8");
    assertThat(GameAdapter.forRules(LUDII).rulesText()).isEqualTo(LUDII);
    assertThat(GameAdapter.forRules(LUDII).colourNames()).containsExactly("white", "black");
    assertThat(GameAdapter.forRules("gongqi 12x12").colourNames())
        .containsExactly("black", "white");
  }

  @Test
  void everyRulesTextReadsBackToItself() {
    for (GameAdapter<?> g :
        List.of(
            GongqiAdapter.of(8),
            GongqiAdapter.of(12),
            AgonAdapter.of(null, null),
            AgonAdapter.of("classic", null),
            AgonAdapter.of("placement", null),
            AgonAdapter.of(null, "ludii"))) {
      assertThat(GameAdapter.forRules(g.rulesText()).rulesText()).isEqualTo(g.rulesText());
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
            new Bad("gongqi", "gongqi"),
            new Bad("gongqi", STANDARD),
            new Bad("gongqi", "gongqi 8x8 extra"),
            new Bad("agon", "gongqi 8x8"),
            new Bad("agon", "agon setup=nowhere"),
            new Bad("agon", "agon colour=blue"),
            new Bad("agon", "agon"),
            new Bad("chess", "chess 8x8"))) {
      assertThatThrownBy(() -> GameAdapter.forRules(b.game(), b.text()))
          .as(b.toString())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(b.game().equals("chess") ? "chess" : "'" + b.text() + "'");
    }
    assertThatThrownBy(() -> GameAdapter.forRules("8x8"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'8x8'")
        .hasMessageContaining("gongqi or agon");
  }
}
