package io.github.gongqi.bench.report;

import java.util.List;
import java.util.Locale;

/**
 * A horizontal bar chart as inline SVG: one bar per category (how games ended), its length the
 * games, the count and share written beside it.
 */
final class BarChart {
  /**
   * One bar.
   *
   * @param label the category
   * @param count the games
   */
  record Bar(String label, long count) {}

  private static final int WIDTH = 760;
  private static final int LEFT = 300;
  private static final int RIGHT = 150;
  private static final int TOP = 8;
  private static final int ROW = 26;
  private static final int BOTTOM = 46;

  private BarChart() {}

  /**
   * Draws the chart.
   *
   * @param id the SVG element's id
   * @param title what it shows, for screen readers
   * @param bars the bars, top to bottom
   * @param total the whole that the shares are of
   * @param axisTitle the horizontal axis's title
   * @return the SVG element
   */
  static String svg(String id, String title, List<Bar> bars, long total, String axisTitle) {
    double x0 = LEFT;
    double x1 = WIDTH - RIGHT;
    double bottom = TOP + bars.size() * ROW;
    int height = (int) bottom + BOTTOM;
    long most = bars.stream().mapToLong(Bar::count).max().orElse(1);
    Axis axis = Axis.covering(0, Math.max(1, most), 5);
    if (axis.step() < 1) {
      axis = new Axis(0, Math.max(1, most), 1);
    }
    StringBuilder s = new StringBuilder(Svg.open(id, WIDTH, height, title));
    for (double t : axis.ticks()) {
      double x = axis.at(t, x0, x1);
      s.append(Svg.line(x, TOP, x, bottom, "grid"));
      s.append(Svg.text(x, bottom + 16, axis.label(t), "tick", "middle"));
    }
    for (int i = 0; i < bars.size(); i++) {
      Bar b = bars.get(i);
      double y = TOP + i * ROW;
      double right = axis.at(b.count(), x0, x1);
      String share = Html.percent(total == 0 ? Double.NaN : b.count() / (double) total);
      s.append("<g><title>")
          .append(Html.esc(b.label() + ": " + b.count() + " (" + share + ")"))
          .append("</title>");
      s.append(Svg.text(x0 - 10, y + ROW / 2.0 + 4, Html.cut(b.label(), 44), "label", "end"));
      s.append(
          String.format(
              Locale.ROOT,
              "<rect class=\"bar\" data-count=\"%d\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\""
                  + " height=\"%d\"/>",
              b.count(),
              x0,
              y + 4,
              Math.max(0.5, right - x0),
              ROW - 8));
      s.append(
          Svg.text(right + 8, y + ROW / 2.0 + 4, b.count() + " (" + share + ")", "value", "start"));
      s.append("</g>");
    }
    s.append(Svg.line(x0, TOP, x0, bottom, "axis"));
    s.append(Svg.line(x0, bottom, x1, bottom, "axis"));
    s.append(Svg.text((x0 + x1) / 2, bottom + 38, axisTitle, "axis-title", "middle"));
    return s.append("</svg>").toString();
  }
}
