package io.github.gongqi.bench.report;

import io.github.gongqi.bench.cli.Quote;
import java.util.Locale;

/** Escaping and number formats shared by the page and its charts. */
final class Html {
  private Html() {}

  /**
   * Escapes text for an HTML or SVG element's content or a quoted attribute. A character that would
   * hide itself or reorder the text around it (a bidi override in a bot's name, see {@link
   * Quote#unsafe}) is shown as {@code \}{@code uXXXX} instead; line ends and tabs stay.
   *
   * @param s the text
   * @return the escaped text
   */
  static String esc(String s) {
    StringBuilder b = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); ) {
      int c = s.codePointAt(i);
      i += Character.charCount(c);
      switch (c) {
        case '&' -> b.append("&amp;");
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '"' -> b.append("&quot;");
        case '\'' -> b.append("&#39;");
        case '\n', '\t' -> b.appendCodePoint(c);
        default -> {
          if (Quote.unsafe(c)) {
            b.append(String.format(Locale.ROOT, "\\u%04X", c));
          } else {
            b.appendCodePoint(c);
          }
        }
      }
    }
    return b.toString();
  }

  /**
   * A number with a fixed count of decimals, the same in every locale.
   *
   * @param x the number
   * @param decimals the decimals
   * @return the text
   */
  static String num(double x, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", x);
  }

  /**
   * A rate as a percentage with one decimal, or a dash when there is none.
   *
   * @param rate between 0 and 1, or NaN
   * @return such as {@code 54.2%}
   */
  static String percent(double rate) {
    return Double.isNaN(rate) ? "–" : num(100 * rate, 1) + "%";
  }

  /**
   * Cuts a label to a length, with an ellipsis.
   *
   * @param s the label
   * @param max the longest it may be
   * @return the label, cut if needed
   */
  static String cut(String s, int max) {
    return s.length() <= max ? s : s.substring(0, max - 1) + "…";
  }
}
