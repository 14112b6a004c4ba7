package io.github.gongqi.bench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The report's own arithmetic: score intervals, bins, axes. */
class ReportFiguresTest {
  @Test
  void wilsonIntervalOfAnEvenScore() {
    ScoreInterval s = ScoreInterval.of(5, 10);
    assertThat(s.rate()).isEqualTo(0.5);
    assertThat(s.low()).isCloseTo(0.2366, within(1e-4));
    assertThat(s.high()).isCloseTo(0.7634, within(1e-4));
  }

  @Test
  void wilsonIntervalStaysInsideZeroAndOne() {
    ScoreInterval all = ScoreInterval.of(40, 40);
    assertThat(all.high()).isEqualTo(1.0);
    assertThat(all.low()).isCloseTo(0.9124, within(1e-4));
    assertThat(ScoreInterval.of(0, 0).rate()).isNaN();
  }

  @Test
  void binsHaveARoundWidthAndHoldEveryGame() {
    TreeMap<Integer, Long> lengths = new TreeMap<>();
    lengths.put(3, 1L);
    lengths.put(7, 2L);
    lengths.put(64, 1L);
    List<Histogram.Bin> bins = Histogram.bins(lengths);
    assertThat(bins.get(0)).isEqualTo(new Histogram.Bin(0, 4, 1));
    assertThat(bins.get(1)).isEqualTo(new Histogram.Bin(5, 9, 2));
    assertThat(bins.get(bins.size() - 1)).isEqualTo(new Histogram.Bin(60, 64, 1));
    assertThat(bins.stream().mapToLong(Histogram.Bin::count).sum()).isEqualTo(4);
    assertThat(bins).hasSizeLessThanOrEqualTo(Histogram.MAX_BINS);
  }

  @Test
  void oneLengthIsOneBin() {
    TreeMap<Integer, Long> lengths = new TreeMap<>();
    lengths.put(40, 6L);
    assertThat(Histogram.bins(lengths)).containsExactly(new Histogram.Bin(40, 40, 6));
  }

  @Test
  void axesHaveRoundTicksCoveringTheRange() {
    Axis a = Axis.covering(-37, 412, 8);
    assertThat(a.step()).isEqualTo(100);
    assertThat(a.ticks()).containsExactly(-100.0, 0.0, 100.0, 200.0, 300.0, 400.0, 500.0);
    assertThat(a.at(a.min(), 10, 110)).isEqualTo(10);
    assertThat(a.at(1e9, 10, 110)).isEqualTo(110);
  }

  @Test
  void namesAndReasonsShowBidiAndHiddenCharactersVisibly() {
    assertThat(Html.esc("evil\u202Egnp <b> \uD83D\uDE00\n"))
        .isEqualTo("evil\\u202Egnp &lt;b&gt; \uD83D\uDE00\n");
    assertThat(Html.esc("a\u200Bb\u0000")).isEqualTo("a\\u200Bb\\u0000");
  }
}
