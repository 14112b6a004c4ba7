package io.github.gongqi.bench.report;

import java.util.List;

/**
 * A dot-and-whisker chart as inline SVG: one row per estimate, the dot at the value and the line
 * across its 95% interval, against a dashed reference line (the first bot's rating, an even score).
 * Ratings and scores are drawn with it.
 */
final class IntervalChart {
  /**
   * One estimate.
   *
   * @param label the row's name, left of the plot
   * @param value the estimate (not finite: drawn as text only)
   * @param low the interval's lower end
   * @param high the interval's upper end
   * @param text the figure written right of the plot
   */
  record Row(String label, double value, double low, double high, String text) {}

  private static final int WIDTH = 760;
  private static final int LEFT = 200;
  private static final int RIGHT = 170;
  private static final int TOP = 30;
  private static final int ROW = 30;
  private static final int BOTTOM = 52;

  private IntervalChart() {}

  /**
   * Draws the chart.
   *
   * @param id the SVG element's id
   * @param title what the chart shows, for screen readers
   * @param rows the estimates
   * @param axis the horizontal axis
   * @param reference the reference value, drawn dashed
   * @param referenceLabel what the reference line is
   * @param axisTitle the horizontal axis's title, with its unit
   * @return the SVG element
   */
  static String svg(
      String id,
      String title,
      List<Row> rows,
      Axis axis,
      double reference,
      String referenceLabel,
      String axisTitle) {
    int height = TOP + rows.size() * ROW + BOTTOM;
    double x0 = LEFT;
    double x1 = WIDTH - RIGHT;
    double plotBottom = TOP + rows.size() * ROW;
    StringBuilder s = new StringBuilder();
    s.append(Svg.open(id, WIDTH, height, title));
    for (double t : axis.ticks()) {
      double x = axis.at(t, x0, x1);
      s.append(Svg.line(x, TOP - 6, x, plotBottom, "grid"));
      s.append(Svg.text(x, plotBottom + 16, axis.label(t), "tick", "middle"));
    }
    s.append(Svg.line(x0, plotBottom, x1, plotBottom, "axis"));
    s.append(Svg.text((x0 + x1) / 2, plotBottom + 40, axisTitle, "axis-title", "middle"));
    double rx = axis.at(reference, x0, x1);
    s.append(Svg.line(rx, TOP - 6, rx, plotBottom, "reference"));
    s.append(Svg.text(rx, TOP - 12, referenceLabel, "reference-label", "middle"));
    for (int i = 0; i < rows.size(); i++) {
      Row r = rows.get(i);
      double y = TOP + i * ROW + ROW / 2.0;
      s.append(Svg.text(LEFT - 10, y + 4, Html.cut(r.label(), 26), "label", "end"));
      s.append(Svg.text(x1 + 12, y + 4, r.text(), "value", "start"));
      if (!Double.isFinite(r.value())) {
        s.append(Svg.text((x0 + x1) / 2, y + 4, "no finite estimate", "note", "middle"));
        continue;
      }
      double lo = axis.at(finiteOr(r.low(), axis.min()), x0, x1);
      double hi = axis.at(finiteOr(r.high(), axis.max()), x0, x1);
      s.append("<g class=\"estimate\"><title>")
          .append(Html.esc(r.label() + ": " + r.text()))
          .append("</title>");
      s.append(Svg.line(lo, y, hi, y, "whisker"));
      s.append(Svg.line(lo, y - 6, lo, y + 6, "whisker"));
      s.append(Svg.line(hi, y - 6, hi, y + 6, "whisker"));
      s.append(
          String.format(
              java.util.Locale.ROOT,
              "<circle class=\"dot\" cx=\"%.1f\" cy=\"%.1f\" r=\"5\"/>",
              axis.at(r.value(), x0, x1),
              y));
      s.append("</g>");
    }
    return s.append("</svg>").toString();
  }

  private static double finiteOr(double x, double otherwise) {
    return Double.isFinite(x) ? x : otherwise;
  }
}
