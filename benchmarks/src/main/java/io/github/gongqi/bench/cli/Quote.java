package io.github.gongqi.bench.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Input quoted back in a message, the one place that says how: on one line, characters that would
 * change how the line reads made visible, and at most {@link #WIDTH} characters, the rest cut with
 * {@code …}. A usage error must not echo 100 KB of what was typed, and a name or an argument must
 * not reorder or hide the text around it (a right-to-left override, a zero-width space, an escape
 * sequence): such a character is written as {@code \}{@code uXXXX}.
 */
public final class Quote {
  /** The most characters of input a message quotes. */
  public static final int WIDTH = 80;

  /** A quoted part of a message: between single quotes, no quote inside. */
  private static final Pattern QUOTED = Pattern.compile("'([^']*)'");

  private Quote() {}

  /**
   * Whether a character must not be shown as it is in a name or a one-line message: control
   * characters, format characters (the bidi overrides, isolates and marks, zero-width characters),
   * line and paragraph separators, and halves of a surrogate pair without their other half.
   *
   * @param codePoint the character
   * @return whether it is hidden or reorders text
   */
  public static boolean unsafe(int codePoint) {
    return switch (Character.getType(codePoint)) {
      case Character.CONTROL,
          Character.FORMAT,
          Character.LINE_SEPARATOR,
          Character.PARAGRAPH_SEPARATOR,
          Character.SURROGATE ->
          true;
      default -> false;
    };
  }

  /**
   * Whether a text holds a character that {@link #unsafe(int)} refuses.
   *
   * @param text the text
   * @return whether one is there
   */
  public static boolean hasUnsafe(String text) {
    return text.codePoints().anyMatch(Quote::unsafe);
  }

  /**
   * A text quoted in a one-line message: line ends made spaces, other unsafe characters written as
   * {@code \}{@code uXXXX}, cut to {@link #WIDTH} characters with {@code …}.
   *
   * @param text the text as given
   * @return at most {@link #WIDTH} characters to quote
   */
  public static String cut(String text) {
    StringBuilder b = new StringBuilder();
    // Looks at no more of the text than can be shown: a 100 KB argument costs nothing more.
    int limit = Math.min(text.length(), WIDTH + 1);
    for (int i = 0; i < limit && b.length() <= WIDTH; ) {
      int c = text.codePointAt(i);
      i += Character.charCount(c);
      if (c == '\n' || c == '\r') {
        if (b.length() == 0 || b.charAt(b.length() - 1) != ' ') {
          b.append(' ');
        }
      } else if (unsafe(c)) {
        b.append(String.format(java.util.Locale.ROOT, "\\u%04X", c));
      } else {
        b.appendCodePoint(c);
      }
    }
    boolean more = b.length() > WIDTH || limit < text.length();
    if (!more) {
      return b.toString();
    }
    int end = Math.min(b.length(), WIDTH - 1);
    if (end > 0 && Character.isHighSurrogate(b.charAt(end - 1))) {
      end--;
    }
    return b.substring(0, end) + "…";
  }

  /**
   * A message with every part between single quotes quoted as {@link #cut} quotes it, for the
   * messages of the command-line parser, which echo an argument whole.
   *
   * @param message the message
   * @return the message with its quoted parts cut
   */
  public static String message(String message) {
    Matcher m = QUOTED.matcher(message);
    StringBuilder b = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(b, Matcher.quoteReplacement("'" + cut(m.group(1)) + "'"));
    }
    m.appendTail(b);
    return b.toString();
  }
}
