package io.github.gongqi.bench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;

/**
 * The distribution of game lengths as an inline SVG histogram: bins of equal, round width (1, 2 or
 * 5 times a power of ten plies), as many as fit a readable chart, each bar's height the games whose
 * length falls in it.
 */
final class Histogram {
  /**
   * One bar: the games of {@code from} to {@code to} plies, both included.
   *
   * @param from the shortest length in the bin
   * @param to the longest length in the bin
   * @param count the games
   */
  record Bin(long from, long to, long count) {}

  /** At most this many bins. */
  static final int MAX_BINS = 30;

  private static final int WIDTH = 760;
  private static final int HEIGHT = 300;
  private static final int LEFT = 64;
  private static final int RIGHT = 20;
  private static final int TOP = 16;
  private static final int BOTTOM = 56;

  private Histogram() {}

  /**
   * Bins the lengths.
   *
   * @param lengths games by length, shortest first, not empty
   * @return the bins, from the shortest length's to the longest's, empty bins included
   */
  static List<Bin> bins(SortedMap<Integer, Long> lengths) {
    long lo = lengths.firstKey();
    long hi = lengths.lastKey();
    long width = (long) Axis.niceStep(Math.max(1.0, (hi - lo + 1) / (double) MAX_BINS));
    long start = Math.floorDiv(lo, width) * width;
    int n = (int) ((hi - start) / width + 1);
    long[] counts = new long[n];
    for (Map.Entry<Integer, Long> e : lengths.entrySet()) {
      counts[(int) ((e.getKey() - start) / width)] += e.getValue();
    }
    List<Bin> bins = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      bins.add(new Bin(start + i * width, start + (i + 1) * width - 1, counts[i]));
    }
    return bins;
  }

  /**
   * Draws the histogram.
   *
   * @param id the SVG element's id
   * @param title what it shows, for screen readers
   * @param bins the bins, not empty
   * @param xTitle the horizontal axis's title
   * @param yTitle the vertical axis's title
   * @return the SVG element
   */
  static String svg(String id, String title, List<Bin> bins, String xTitle, String yTitle) {
    double x0 = LEFT;
    double x1 = WIDTH - RIGHT;
    double y0 = HEIGHT - BOTTOM;
    double y1 = TOP;
    long most = bins.stream().mapToLong(Bin::count).max().orElse(1);
    Axis ya = Axis.covering(0, Math.max(1, most), 5);
    if (ya.step() < 1) {
      ya = new Axis(0, Math.max(1, most), 1);
    }
    // Bars cover [from, to + 1) on a continuous axis of plies, so ticks fall on bin edges.
    long first = bins.get(0).from();
    long end = bins.get(bins.size() - 1).to() + 1;
    long width = bins.get(0).to() - first + 1;
    Axis xa = new Axis(first, end, width);
    long tick = tickStep(end - first, width);
    StringBuilder s = new StringBuilder(Svg.open(id, WIDTH, HEIGHT, title));
    for (double t : ya.ticks()) {
      double y = ya.at(t, y0, y1);
      s.append(Svg.line(x0, y, x1, y, "grid"));
      s.append(Svg.text(x0 - 8, y + 4, ya.label(t), "tick", "end"));
    }
    // Ticks on the round multiples of the tick step, which are bin edges too.
    for (long t = Math.floorDiv(first + tick - 1, tick) * tick; t <= end; t += tick) {
      double x = xa.at(t, x0, x1);
      s.append(Svg.line(x, y0, x, y0 + 5, "axis"));
      s.append(Svg.text(x, y0 + 18, Long.toString(t), "tick", "middle"));
    }
    for (Bin b : bins) {
      double left = xa.at(b.from(), x0, x1);
      double right = xa.at(b.to() + 1, x0, x1);
      double top = ya.at(b.count(), y0, y1);
      String range = b.from() == b.to() ? b.from() + " plies" : b.from() + "–" + b.to() + " plies";
      s.append(
          String.format(
              Locale.ROOT,
              "<rect class=\"bar\" data-from=\"%d\" data-to=\"%d\" data-count=\"%d\" x=\"%.1f\""
                  + " y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"><title>%s: %d %s</title></rect>",
              b.from(),
              b.to(),
              b.count(),
              left + 0.5,
              top,
              Math.max(0.5, right - left - 1),
              y0 - top,
              range,
              b.count(),
              b.count() == 1 ? "game" : "games"));
    }
    s.append(Svg.line(x0, y0, x1, y0, "axis"));
    s.append(Svg.line(x0, y0, x0, y1, "axis"));
    s.append(Svg.text((x0 + x1) / 2, HEIGHT - 14, xTitle, "axis-title", "middle"));
    s.append(Svg.verticalText(18, (y0 + y1) / 2, yTitle, "axis-title"));
    return s.append("</svg>").toString();
  }

  /**
   * The smallest round step (1, 2 or 5 times a power of ten) that is a multiple of the bin width
   * and gives at most about ten ticks.
   */
  private static long tickStep(long span, long width) {
    for (long p = 1; ; p *= 10) {
      for (long m : new long[] {1, 2, 5}) {
        long step = m * p;
        if (step % width == 0 && span / step <= 10) {
          return step;
        }
      }
    }
  }
}
