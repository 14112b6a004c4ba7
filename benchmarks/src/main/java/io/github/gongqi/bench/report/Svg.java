package io.github.gongqi.bench.report;

import java.util.Locale;

/**
 * The few SVG elements the charts are made of, written as text; their look comes from the page's
 * style sheet through the class names.
 */
final class Svg {
  private Svg() {}

  /**
   * The opening tag of an inline SVG element that scales with the page.
   *
   * @param id its id
   * @param width its width in pixels (its view box)
   * @param height its height in pixels
   * @param title what it shows, for screen readers and as a tooltip
   * @return the tag and its title
   */
  static String open(String id, int width, int height, String title) {
    return String.format(
        Locale.ROOT,
        "<svg id=\"%s\" class=\"chart\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\""
            + " role=\"img\" aria-label=\"%s\" xmlns=\"http://www.w3.org/2000/svg\">"
            + "<title>%s</title>",
        Html.esc(id),
        width,
        height,
        width,
        height,
        Html.esc(title),
        Html.esc(title));
  }

  /**
   * A line.
   *
   * @param x1 start x
   * @param y1 start y
   * @param x2 end x
   * @param y2 end y
   * @param cssClass its class
   * @return the element
   */
  static String line(double x1, double y1, double x2, double y2, String cssClass) {
    return String.format(
        Locale.ROOT,
        "<line class=\"%s\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>",
        cssClass,
        x1,
        y1,
        x2,
        y2);
  }

  /**
   * A text.
   *
   * @param x its anchor x
   * @param y its baseline y
   * @param text the text, escaped here
   * @param cssClass its class
   * @param anchor {@code start}, {@code middle} or {@code end}
   * @return the element
   */
  static String text(double x, double y, String text, String cssClass, String anchor) {
    return String.format(
        Locale.ROOT,
        "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\">%s</text>",
        cssClass,
        x,
        y,
        anchor,
        Html.esc(text));
  }

  /**
   * A text turned a quarter left, for a vertical axis's title.
   *
   * @param x its anchor x
   * @param y its anchor y
   * @param text the text
   * @param cssClass its class
   * @return the element
   */
  static String verticalText(double x, double y, String text, String cssClass) {
    return String.format(
        Locale.ROOT,
        "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\""
            + " transform=\"rotate(-90 %.1f %.1f)\">%s</text>",
        cssClass,
        x,
        y,
        x,
        y,
        Html.esc(text));
  }
}
