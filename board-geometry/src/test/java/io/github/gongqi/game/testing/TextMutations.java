package io.github.gongqi.game.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded damage to text for the fuzz suites: the parsers must refuse what they cannot read with
 * their documented exceptions, and whatever they read must round-trip.
 */
public final class TextMutations {
  /**
   * Numbers that test the edges of a number field: leading zeros, signs, the limits of {@code int}
   * and {@code long}, and the empty string.
   */
  public static final List<String> ODD_NUMBERS =
      List.of(
          "0",
          "00",
          "01",
          "-1",
          "+1",
          "7",
          "11",
          "12",
          "13",
          "60",
          "99",
          "999",
          "1000",
          "2147483647",
          "2147483648",
          "-2147483648",
          "99999999999999999999",
          "1e9",
          "");

  private TextMutations() {}

  /**
   * One to four small edits: a character inserted, deleted, replaced or swapped with another, a
   * short range cut, a run of digits (or an empty place) replaced with an odd number, or a piece of
   * the text copied elsewhere.
   *
   * @param text the text to damage
   * @param rnd the random source
   * @param alphabet the characters to insert
   * @return the damaged text
   */
  public static String mutate(String text, SplittableRandom rnd, String alphabet) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int len = sb.length();
      int at = len == 0 ? 0 : rnd.nextInt(len);
      char c = alphabet.charAt(rnd.nextInt(alphabet.length()));
      switch (rnd.nextInt(7)) {
        case 0 -> sb.insert(len == 0 ? 0 : rnd.nextInt(len + 1), c);
        case 1 -> {
          if (len > 0) {
            sb.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (len > 0) {
            sb.setCharAt(at, c);
          }
        }
        case 3 -> {
          if (len > 1) {
            int other = rnd.nextInt(len);
            char a = sb.charAt(at);
            sb.setCharAt(at, sb.charAt(other));
            sb.setCharAt(other, a);
          }
        }
        case 4 -> {
          if (len > 0) {
            sb.delete(at, Math.min(len, at + 1 + rnd.nextInt(6)));
          }
        }
        case 5 -> replaceNumber(sb, at, rnd);
        default -> {
          if (len > 0) {
            int end = Math.min(len, at + 1 + rnd.nextInt(8));
            sb.insert(rnd.nextInt(len + 1), sb.substring(at, end));
          }
        }
      }
    }
    return sb.toString();
  }

  /**
   * One to four edits of a larger text such as a game record: those of {@link #mutate} at the
   * character level, whole tokens inserted, longer cuts, and line surgery (a line deleted,
   * duplicated, or swapped with another).
   *
   * @param text the text to damage
   * @param rnd the random source
   * @param alphabet the characters to insert
   * @param tokens the tokens to insert
   * @return the damaged text
   */
  public static String damage(
      String text, SplittableRandom rnd, String alphabet, List<String> tokens) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int len = sb.length();
      int at = len == 0 ? 0 : rnd.nextInt(len);
      switch (rnd.nextInt(8)) {
        case 0 -> sb.insert(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
        case 1 -> {
          if (len > 0) {
            sb.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (len > 0) {
            sb.setCharAt(at, alphabet.charAt(rnd.nextInt(alphabet.length())));
          }
        }
        case 3 -> replaceNumber(sb, at, rnd);
        case 4 -> sb.insert(at, tokens.get(rnd.nextInt(tokens.size())));
        case 5 -> {
          if (len > 0) {
            sb.delete(at, Math.min(len, at + 1 + rnd.nextInt(12)));
          }
        }
        default -> {
          List<String> lines = new ArrayList<>(Arrays.asList(sb.toString().split("\n", -1)));
          int i = rnd.nextInt(lines.size());
          int j = rnd.nextInt(lines.size());
          switch (rnd.nextInt(3)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(j, lines.get(i));
            default -> {
              String a = lines.get(i);
              lines.set(i, lines.get(j));
              lines.set(j, a);
            }
          }
          sb.setLength(0);
          sb.append(String.join("\n", lines));
        }
      }
    }
    return sb.toString();
  }

  /** Replaces the first run of digits at or after {@code at} (or nothing, at the end). */
  private static void replaceNumber(StringBuilder sb, int at, SplittableRandom rnd) {
    int len = sb.length();
    int start = at;
    while (start < len && !Character.isDigit(sb.charAt(start))) {
      start++;
    }
    int end = start;
    while (end < len && Character.isDigit(sb.charAt(end))) {
      end++;
    }
    sb.replace(start, end, ODD_NUMBERS.get(rnd.nextInt(ODD_NUMBERS.size())));
  }
}
