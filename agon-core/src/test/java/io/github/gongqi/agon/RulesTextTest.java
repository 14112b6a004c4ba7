package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import org.junit.jupiter.api.Test;

/** Rules: the presets, the builder, and the text a game record stores. */
class RulesTextTest {
  @Test
  void defaultsFollowTheSource() {
    Rules r = Rules.builder().build();
    assertThat(r).isEqualTo(Rules.STANDARD);
    assertThat(r.setup()).isEqualTo(Setup.STANDARD);
    assertThat(r.firstSide()).isEqualTo(Side.WHITE);
    assertThat(r.queenMayReturnToThrone()).isTrue();
    assertThat(r.steppingBetweenEnemiesAllowed()).isTrue();
    assertThat(r.capturedPieces()).isEqualTo(CapturedPieces.LEAVE);
    assertThat(r.sixGuardsWithoutQueenLoses()).isFalse();
    assertThat(r.plyLimit()).isZero();
  }

  @Test
  void theLudiiPreset() {
    Rules r = Rules.LUDII;
    assertThat(r.setup()).isEqualTo(Setup.CLASSIC);
    assertThat(r.steppingBetweenEnemiesAllowed()).isFalse();
    assertThat(r.capturedPieces()).isEqualTo(CapturedPieces.MARKED);
    assertThat(r.sixGuardsWithoutQueenLoses()).isTrue();
    assertThat(r.queenMayReturnToThrone()).isTrue();
    assertThat(r.plyLimit()).isEqualTo(2500);
    assertThat(r.firstSide()).isEqualTo(Side.WHITE);
    assertThat(r.toString())
        .isEqualTo(
            "agon setup=classic first=white queen-return=anywhere between-enemies=forbidden"
                + " captured=marked six-guards-loss=on ply-limit=2500");
  }

  @Test
  void textRoundTrips() {
    Rules odd =
        Rules.builder()
            .setup(Setup.PLACEMENT)
            .firstSide(Side.BLACK)
            .queenMayReturnToThrone(false)
            .plyLimit(77)
            .build();
    for (Rules r : new Rules[] {Rules.STANDARD, Rules.CLASSIC, Rules.PLACEMENT, Rules.LUDII, odd}) {
      assertThat(Rules.parse(r.toString())).isEqualTo(r);
      assertThat(Rules.parse(r.toString()).hashCode()).isEqualTo(r.hashCode());
      assertThat(r.toBuilder().build()).isEqualTo(r);
    }
    assertThat(Rules.STANDARD).isNotEqualTo(Rules.CLASSIC);
  }

  @Test
  void presetNamesAndOverrides() {
    assertThat(Rules.parse("ludii")).isEqualTo(Rules.LUDII);
    assertThat(Rules.parse("classic")).isEqualTo(Rules.CLASSIC);
    assertThat(Rules.parse("ludii ply-limit=0"))
        .isEqualTo(Rules.LUDII.toBuilder().plyLimit(0).build());
    assertThat(Rules.parse("setup=placement")).isEqualTo(Rules.PLACEMENT);
  }

  @Test
  void badTextNamesWhatWasExpected() {
    assertThatThrownBy(() -> Rules.parse("setup=hexagon"))
        .isInstanceOfSatisfying(
            NotationException.class, e -> assertThat(e.errorIndex()).isEqualTo(6))
        .hasMessageContaining("standard, classic or placement");
    assertThatThrownBy(() -> Rules.parse("standard colour=red"))
        .isInstanceOfSatisfying(
            NotationException.class, e -> assertThat(e.errorIndex()).isEqualTo(9));
    assertThatThrownBy(() -> Rules.parse("setup=classic standard"))
        .isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> Rules.parse("ply-limit=1 ply-limit=2"))
        .isInstanceOf(NotationException.class)
        .hasMessageContaining("twice");
    assertThatThrownBy(() -> Rules.parse("ply-limit=-3")).isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> Rules.parse("")).isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> Rules.builder().plyLimit(-1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void nullsAreNamed() {
    assertThatThrownBy(() -> Rules.parse(null)).hasMessage("text");
    assertThatThrownBy(() -> Rules.builder().setup(null)).hasMessage("setup");
    assertThatThrownBy(() -> Position.start(null)).hasMessage("rules");
  }
}
