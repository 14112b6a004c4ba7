package io.github.gongqi.game.svg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SvgOptionsTest {
  @Test
  void defaultsAndWithers() {
    SvgOptions d = SvgOptions.defaults();
    assertThat(d.size()).isEqualTo(600);
    assertThat(d.coordinates()).isTrue();
    assertThat(d.perspective()).isZero();
    assertThat(d.lastMove()).isEqualTo(-1);
    assertThat(d.selected()).isEqualTo(-1);
    assertThat(d.labels()).isEmpty();
    SvgOptions o =
        d.withSize(320)
            .withCoordinates(false)
            .withPerspective(1)
            .withLastMove(7)
            .withSelected(12)
            .withLabels(Map.of(3, "1"));
    assertThat(o.size()).isEqualTo(320);
    assertThat(o.coordinates()).isFalse();
    assertThat(o.perspective()).isEqualTo(1);
    assertThat(o.lastMove()).isEqualTo(7);
    assertThat(o.selected()).isEqualTo(12);
    assertThat(o.labels()).containsExactly(Map.entry(3, "1"));
    // Immutable: the defaults are unchanged, and equal options are equal.
    assertThat(SvgOptions.defaults()).isEqualTo(d).isNotEqualTo(o);
    assertThat(o)
        .isEqualTo(
            d.withLabels(Map.of(3, "1"))
                .withSelected(12)
                .withLastMove(7)
                .withPerspective(1)
                .withCoordinates(false)
                .withSize(320))
        .hasSameHashCodeAs(
            d.withSize(320)
                .withCoordinates(false)
                .withPerspective(1)
                .withLastMove(7)
                .withSelected(12)
                .withLabels(Map.of(3, "1")));
  }

  @Test
  void labelsAreCopied() {
    Map<Integer, String> m = new HashMap<>(Map.of(5, "A"));
    SvgOptions o = SvgOptions.defaults().withLabels(m);
    m.put(6, "B");
    assertThat(o.labels()).containsOnlyKeys(5);
    assertThatThrownBy(() -> o.labels().put(7, "C"))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void refusesOutOfRangeValuesWithTheirName() {
    SvgOptions d = SvgOptions.defaults();
    assertThatThrownBy(() -> d.withSize(15)).hasMessageContaining("size 15");
    assertThatThrownBy(() -> d.withSize(8193)).hasMessageContaining("size 8193");
    assertThatThrownBy(() -> d.withPerspective(2)).hasMessageContaining("perspective 2");
    assertThatThrownBy(() -> d.withLastMove(-2)).hasMessageContaining("last move id -2");
    assertThatThrownBy(() -> d.withSelected(-2)).hasMessageContaining("selected cell -2");
    assertThatThrownBy(() -> d.withLabels(Map.of(-1, "x"))).hasMessageContaining("cell -1");
    assertThatThrownBy(() -> d.withLabels(Map.of(1, ""))).hasMessageContaining("1 to 3");
    assertThatThrownBy(() -> d.withLabels(Map.of(1, "abcd"))).hasMessageContaining("1 to 3");
    assertThatThrownBy(() -> d.withLabels(null)).hasMessageContaining("labels");
    assertThatThrownBy(() -> d.withStatus(null)).hasMessageContaining("text");
    assertThatThrownBy(() -> d.withStatus("a\nb")).hasMessageContaining("one line");
    assertThatThrownBy(() -> d.withStatus("x".repeat(81))).hasMessageContaining("81 characters");
  }

  @Test
  void theStatusReplacesThePositionsWordsAndTheEmptyStringRestoresThem() {
    SvgOptions d = SvgOptions.defaults();
    assertThat(d.status()).isEmpty();
    SvgOptions resigned = d.withStatus("White wins by resignation");
    assertThat(resigned.status()).isEqualTo("White wins by resignation");
    assertThat(resigned).isNotEqualTo(d);
    assertThat(resigned.toString()).contains("status=White wins by resignation");
    assertThat(resigned.withStatus("")).isEqualTo(d).hasSameHashCodeAs(d);
    assertThat(d.status()).isEmpty(); // unchanged
  }
}
