package io.github.gongqi.bench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A chart axis with round tick values (1, 2 or 5 times a power of ten apart) covering a range, and
 * the mapping from values to pixels.
 *
 * @param min the axis's first value, a tick
 * @param max the axis's last value, a tick
 * @param step the distance between ticks
 */
record Axis(double min, double max, double step) {
  /**
   * An axis covering {@code lo} to {@code hi} with at most about {@code ticks} ticks.
   *
   * @param lo the smallest value to show
   * @param hi the largest value to show
   * @param ticks about how many ticks
   * @return the axis
   */
  static Axis covering(double lo, double hi, int ticks) {
    if (!(hi > lo)) {
      double pad = Math.max(1, Math.abs(lo) * 0.1);
      lo -= pad;
      hi += pad;
    }
    double step = niceStep((hi - lo) / Math.max(1, ticks));
    return new Axis(Math.floor(lo / step) * step, Math.ceil(hi / step) * step, step);
  }

  /** The smallest of 1, 2, 5 × 10^k at least {@code raw}. */
  static double niceStep(double raw) {
    double p = Math.pow(10, Math.floor(Math.log10(raw)));
    for (double m : new double[] {1, 2, 5, 10}) {
      if (m * p >= raw * (1 - 1e-9)) {
        return m * p;
      }
    }
    return 10 * p;
  }

  /** The tick values, from {@link #min} to {@link #max}. */
  List<Double> ticks() {
    List<Double> t = new ArrayList<>();
    long n = Math.round((max - min) / step);
    for (long i = 0; i <= n; i++) {
      t.add(min + i * step);
    }
    return t;
  }

  /**
   * Where a value lies between two pixel positions.
   *
   * @param value the value, clamped to the axis
   * @param from the pixel of {@link #min}
   * @param to the pixel of {@link #max}
   * @return the pixel
   */
  double at(double value, double from, double to) {
    double v = Math.max(min, Math.min(max, value));
    return from + (v - min) / (max - min) * (to - from);
  }

  /**
   * A tick's label: no decimals when the step is whole.
   *
   * @param value the tick value
   * @return the label
   */
  String label(double value) {
    if (step >= 1) {
      return Long.toString(Math.round(value));
    }
    int decimals = (int) Math.ceil(-Math.log10(step) - 1e-9);
    return Html.num(value, decimals);
  }
}
