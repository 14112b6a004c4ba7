package io.github.gongqi.game.svg;

import java.util.Objects;

/**
 * The pieces of SVG text both games' board renderers write: escaped character data, numbers with at
 * most one decimal, the root element, titled elements, text elements and the status bar.
 *
 * <p>Every method appends to a caller's {@link StringBuilder} and returns it, so calls chain; the
 * class holds no state, so it is thread-safe (the builder is the caller's).
 *
 * <pre>{@code
 * StringBuilder sb = new StringBuilder();
 * SvgMarkup.element(sb, "title", "Black & White");   // <title>Black &amp; White</title>\n
 * SvgMarkup.number(-2.25);                            // "-2.3"
 * }</pre>
 */
public final class SvgMarkup {
  private SvgMarkup() {}

  /**
   * Formats a view coordinate with at most one decimal, rounded half up in tenths, the same on
   * every platform and locale: {@code 3.0} is {@code "3"}, {@code 2.25} is {@code "2.3"}, {@code
   * -0.04} is {@code "0"}.
   *
   * @param v the number
   * @return its digits, a {@code '-'} before them if the rounded value is negative
   */
  public static String number(double v) {
    long tenths = Math.round(v * 10);
    long whole = Math.abs(tenths) / 10;
    long frac = Math.abs(tenths) % 10;
    String sign = tenths < 0 ? "-" : "";
    return frac == 0 ? sign + whole : sign + whole + "." + frac;
  }

  /**
   * Appends text as XML character data: the five XML specials {@code < > & " '} become entities,
   * everything else is copied unchanged.
   *
   * @param out where to write
   * @param text the text
   * @return {@code out}
   */
  public static StringBuilder escape(StringBuilder out, String text) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(text, "text");
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '&' -> out.append("&amp;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&apos;");
        default -> out.append(c);
      }
    }
    return out;
  }

  /**
   * Appends the opening {@code <svg>} tag of a standalone document: its class, its size in pixels
   * (the height keeps the view's aspect), its view box from the origin, {@code role="img"} and the
   * font family, then a line break.
   *
   * @param out where to write
   * @param cssClass the root element's class, for example {@code "agon-board"}
   * @param size the width in pixels
   * @param width the view's width
   * @param height the view's height
   * @return {@code out}
   * @throws IllegalArgumentException if the size, the width or the height is not positive
   */
  public static StringBuilder open(
      StringBuilder out, String cssClass, int size, double width, double height) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(cssClass, "cssClass");
    if (size <= 0 || !(width > 0) || !(height > 0)) {
      throw new IllegalArgumentException(
          "an SVG needs a positive size and view, not size "
              + size
              + " and view "
              + width
              + " x "
              + height);
    }
    long pixelsHigh = Math.round(size * height / width);
    return out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"")
        .append(cssClass)
        .append("\" width=\"")
        .append(size)
        .append("\" height=\"")
        .append(pixelsHigh)
        .append("\" viewBox=\"0 0 ")
        .append(number(width))
        .append(' ')
        .append(number(height))
        .append("\" role=\"img\" font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n");
  }

  /**
   * Appends an element holding only escaped text, then a line break: {@code <name>text</name>}.
   *
   * @param out where to write
   * @param name the element's name, for example {@code "title"} or {@code "desc"}
   * @param text its text
   * @return {@code out}
   */
  public static StringBuilder element(StringBuilder out, String name, String text) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(text, "text");
    out.append('<').append(name).append('>');
    escape(out, text);
    return out.append("</").append(name).append(">\n");
  }

  /**
   * Appends {@code <text x=".." y="..">text</text>} and a line break, the text escaped.
   *
   * @param out where to write
   * @param x the view x
   * @param y the view y of the baseline
   * @param text the text
   * @return {@code out}
   */
  public static StringBuilder text(StringBuilder out, double x, double y, String text) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(text, "text");
    out.append("<text x=\"").append(number(x)).append("\" y=\"").append(number(y)).append("\">");
    escape(out, text);
    return out.append("</text>\n");
  }

  /**
   * Appends the opening of the status bar below a board: {@code <g class="status">} and its
   * background rectangle from {@code top} to the bottom of the view, each on its own line.
   *
   * @param out where to write
   * @param top the view y where the board ends and the bar begins
   * @param width the view's width
   * @param height the view's height
   * @param fill the bar's colour
   * @return {@code out}
   */
  public static StringBuilder openStatus(
      StringBuilder out, double top, double width, double height, String fill) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(fill, "fill");
    return out.append("<g class=\"status\" font-size=\"16\">\n<rect x=\"0\" y=\"")
        .append(number(top))
        .append("\" width=\"")
        .append(number(width))
        .append("\" height=\"")
        .append(number(height - top))
        .append("\" fill=\"")
        .append(fill)
        .append("\"/>\n");
  }

  /**
   * Appends the status bar's marker of the side to move, a piece of its colour at its left end:
   * {@code <circle class="CLASS to-move" cx="20" cy=".." r="9" fill=".." stroke=".."
   * stroke-width="1.5"/>} and a line break.
   *
   * @param out where to write
   * @param cssClass the piece's classes, for example {@code "stone black"}
   * @param cy the view y of its centre
   * @param fill the piece's colour
   * @param stroke its outline's colour
   * @return {@code out}
   */
  public static StringBuilder toMoveMarker(
      StringBuilder out, String cssClass, double cy, String fill, String stroke) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(cssClass, "cssClass");
    Objects.requireNonNull(fill, "fill");
    Objects.requireNonNull(stroke, "stroke");
    return out.append("<circle class=\"")
        .append(cssClass)
        .append(" to-move\" cx=\"20\" cy=\"")
        .append(number(cy))
        .append("\" r=\"9\" fill=\"")
        .append(fill)
        .append("\" stroke=\"")
        .append(stroke)
        .append("\" stroke-width=\"1.5\"/>\n");
  }

  /**
   * Appends one white line of the status bar, {@code <text class=".." x=".." y=".." fill="#fff"
   * text-anchor="..">text</text>} and a line break, the text escaped.
   *
   * @param out where to write
   * @param cssClass the element's class, for example {@code "turn"}
   * @param x the view x
   * @param y the view y of the baseline
   * @param anchor {@code "start"}, {@code "middle"} or {@code "end"}
   * @param text the text
   * @return {@code out}
   */
  public static StringBuilder statusText(
      StringBuilder out, String cssClass, double x, double y, String anchor, String text) {
    Objects.requireNonNull(out, "out");
    Objects.requireNonNull(cssClass, "cssClass");
    Objects.requireNonNull(anchor, "anchor");
    Objects.requireNonNull(text, "text");
    out.append("<text class=\"")
        .append(cssClass)
        .append("\" x=\"")
        .append(number(x))
        .append("\" y=\"")
        .append(number(y))
        .append("\" fill=\"#fff\" text-anchor=\"")
        .append(anchor)
        .append("\">");
    escape(out, text);
    return out.append("</text>\n");
  }

  /**
   * The status bar's piece for the side to move: its classes and colours, as {@link #toMoveMarker}
   * draws it.
   *
   * @param cssClass the piece's classes, for example {@code "stone black"}
   * @param fill the piece's colour
   * @param stroke its outline's colour
   */
  public record Marker(String cssClass, String fill, String stroke) {
    /**
     * Checks the components.
     *
     * @param cssClass the piece's classes
     * @param fill the piece's colour
     * @param stroke its outline's colour
     */
    public Marker {
      Objects.requireNonNull(cssClass, "cssClass");
      Objects.requireNonNull(fill, "fill");
      Objects.requireNonNull(stroke, "stroke");
    }
  }

  /**
   * Appends the opening of the status bar ({@link #openStatus}) and its first line, the same in
   * every game: the marker of the side to move at the left end ({@link #toMoveMarker}, 18 below the
   * bar's top) and the turn text beside it, or at the left end when there is no marker.
   *
   * @param out where to write
   * @param top the view y where the board ends and the bar begins
   * @param width the view's width
   * @param height the view's height
   * @param fill the bar's colour
   * @param toMove the side to move's marker, or null for none (once the game or the table has
   *     ended, a result in the text)
   * @param turn the turn text
   * @return the view y of the first line's middle, from which a game places its other lines
   */
  public static double openStatusWithTurn(
      StringBuilder out,
      double top,
      double width,
      double height,
      String fill,
      Marker toMove,
      String turn) {
    openStatus(out, top, width, height, fill);
    double mid = top + 18;
    if (toMove != null) {
      toMoveMarker(out, toMove.cssClass(), mid, toMove.fill(), toMove.stroke());
    }
    statusText(out, "turn", toMove != null ? 36 : 12, mid + 6, "start", turn);
    return mid;
  }
}
