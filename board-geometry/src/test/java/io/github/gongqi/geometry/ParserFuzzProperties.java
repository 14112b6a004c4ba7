package io.github.gongqi.geometry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * Hardening: random and mutated text at the cell-name parsers, random integers at the index
 * conversions. Only {@link IllegalArgumentException} may come out of {@code parse(name)} and {@code
 * name(index)}; the range parser never throws; whatever parses round-trips.
 */
class ParserFuzzProperties {
  @Provide
  Arbitrary<String> nameLikeText() {
    return Arbitraries.oneOf(
        Arbitraries.strings().withChars("abcdefghijklmnopqrstuvwxyz{`0123456789-+ ").ofMaxLength(5),
        Arbitraries.strings().ofMaxLength(6));
  }

  @Property(tries = 500)
  void squareNamesParseToACellThatRoundTripsOrAreRefused(
      @ForAll("nameLikeText") String text,
      @ForAll @IntRange(min = 1, max = 32) int w,
      @ForAll @IntRange(min = 1, max = 32) int h) {
    SquareGrid g = SquareGrid.of(w, h);
    int i;
    try {
      i = g.parse(text);
    } catch (IllegalArgumentException e) {
      assertThat(e).isExactlyInstanceOf(IllegalArgumentException.class);
      assertThat(e.getMessage()).contains(text).contains(g.toString());
      assertThat(g.parse(text, 0, text.length())).isEqualTo(-1);
      return;
    }
    assertThat(g.isCell(i)).isTrue();
    assertThat(g.name(i)).isEqualTo(text);
    assertThat(g.parse(text, 0, text.length())).isEqualTo(i);
  }

  @Property(tries = 500)
  void hexNamesParseToACellThatRoundTripsOrAreRefused(
      @ForAll("nameLikeText") String text, @ForAll @IntRange(min = 0, max = 12) int radius) {
    HexBoard b = HexBoard.of(radius);
    int i;
    try {
      i = b.parse(text);
    } catch (IllegalArgumentException e) {
      assertThat(e).isExactlyInstanceOf(IllegalArgumentException.class);
      assertThat(e.getMessage())
          .contains(text)
          .contains("rows a.." + (char) ('a' + 2 * radius))
          .contains("diagonals 1.." + (2 * radius + 1));
      assertThat(b.parse(text, 0, text.length())).isEqualTo(-1);
      return;
    }
    assertThat(b.isCell(i)).isTrue();
    assertThat(b.name(i)).isEqualTo(text);
    assertThat(b.parse(text, 0, text.length())).isEqualTo(i);
  }

  @Property(tries = 400)
  void theRangeParsersNeverThrowAndAgreeWithTheWholeTextParsers(
      @ForAll("nameLikeText") String prefix,
      @ForAll("nameLikeText") String middle,
      @ForAll("nameLikeText") String suffix,
      @ForAll @IntRange(min = 0, max = 12) int radius,
      @ForAll @IntRange(min = 1, max = 32) int size) {
    String text = prefix + middle + suffix;
    int start = prefix.length();
    int end = start + middle.length();
    SquareGrid g = SquareGrid.of(size, size);
    HexBoard b = HexBoard.of(radius);
    int si = g.parse(text, start, end);
    int hi = b.parse(text, start, end);
    if (si >= 0) {
      assertThat(g.name(si)).isEqualTo(middle);
    } else {
      assertThat(si).isEqualTo(-1);
      assertThatThrownBy(() -> g.parse(middle)).isInstanceOf(IllegalArgumentException.class);
    }
    if (hi >= 0) {
      assertThat(b.name(hi)).isEqualTo(middle);
    } else {
      assertThat(hi).isEqualTo(-1);
      assertThatThrownBy(() -> b.parse(middle)).isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Property(tries = 300)
  void mutatedNamesParseToACellThatRoundTripsOrAreRefused(
      @ForAll @IntRange(min = 0, max = 100_000) int cell,
      @ForAll @IntRange(min = 0, max = 2) int op,
      @ForAll @IntRange(min = 0, max = 4) int at,
      @ForAll char c,
      @ForAll @IntRange(min = 0, max = 12) int radius) {
    SquareGrid g = SquareGrid.of(32, 27);
    HexBoard b = HexBoard.of(radius);
    for (String name : new String[] {g.name(cell % g.cellCount()), b.name(cell % b.cellCount())}) {
      StringBuilder sb = new StringBuilder(name);
      int i = Math.min(at, sb.length());
      switch (op) {
        case 0 -> sb.insert(i, c);
        case 1 -> sb.deleteCharAt(Math.min(i, sb.length() - 1));
        default -> sb.setCharAt(Math.min(i, sb.length() - 1), c);
      }
      String text = sb.toString();
      try {
        assertThat(g.name(g.parse(text))).isEqualTo(text);
      } catch (IllegalArgumentException e) {
        assertThat(g.parse(text, 0, text.length())).isEqualTo(-1);
      }
      try {
        assertThat(b.name(b.parse(text))).isEqualTo(text);
      } catch (IllegalArgumentException e) {
        assertThat(b.parse(text, 0, text.length())).isEqualTo(-1);
      }
    }
  }

  @Property(tries = 400)
  void anyIntegerIsACellThatRoundTripsOrIsRefused(
      @ForAll int index,
      @ForAll @IntRange(min = 1, max = 32) int w,
      @ForAll @IntRange(min = 0, max = 12) int radius) {
    SquareGrid g = SquareGrid.of(w, 32 - w + 1);
    HexBoard b = HexBoard.of(radius);
    for (int i : new int[] {index, Math.floorMod(index, g.cellCount() + 2) - 1}) {
      if (i >= 0 && i < g.cellCount()) {
        assertThat(g.parse(g.name(i))).isEqualTo(i);
        assertThat(g.index(g.column(i), g.row(i))).isEqualTo(i);
      } else {
        assertThatThrownBy(() -> g.name(i)).isExactlyInstanceOf(IllegalArgumentException.class);
      }
    }
    for (int i : new int[] {index, Math.floorMod(index, b.cellCount() + 2) - 1}) {
      if (i >= 0 && i < b.cellCount()) {
        assertThat(b.parse(b.name(i))).isEqualTo(i);
        assertThat(b.index(b.q(i), b.r(i))).isEqualTo(i);
      } else {
        assertThatThrownBy(() -> b.name(i)).isExactlyInstanceOf(IllegalArgumentException.class);
      }
    }
  }
}
