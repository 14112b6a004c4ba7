package io.github.gongqi.bench.cli;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * "Did you mean" for a mistyped command or option: the valid names nearest to the typed one by edit
 * distance (insertions, deletions, substitutions and swaps of two neighbouring letters each count
 * one), as long as they are near enough to be a slip rather than another word, or one name begins
 * with the other ({@code --output} for {@code --out}). Picocli's own suggestions only match an
 * option's first two letters, so {@code --gmaes} would get none. Values with a fixed set of names
 * (games, bots) get the same suggestions through {@link #suffix}.
 */
public final class DidYouMean {
  /** At most this many names are suggested. */
  static final int MAX_SUGGESTIONS = 3;

  private DidYouMean() {}

  /**
   * The one-line message for an argument that no command or option took, with the nearest valid
   * names when there are any; otherwise picocli's own message.
   *
   * @param ex the exception
   * @return the message, without a line end
   */
  public static String message(CommandLine.UnmatchedArgumentException ex) {
    List<String> unmatched = ex.getUnmatched();
    CommandSpec spec = ex.getCommandLine().getCommandSpec();
    if (unmatched.isEmpty()) {
      return Quote.message(ex.getMessage());
    }
    String typed = unmatched.get(0);
    boolean option = typed.startsWith("-");
    String name = option ? typed.split("=", 2)[0] : typed;
    Collection<String> candidates = option ? optionNames(spec) : spec.subcommands().keySet();
    List<String> nearest = nearest(name, candidates);
    if (nearest.isEmpty()) {
      return Quote.message(ex.getMessage());
    }
    String where = spec.parent() == null ? "" : spec.name() + ": ";
    return where
        + (option ? "unknown option '" : "unknown command '")
        + Quote.cut(name)
        + "'; did you mean "
        + String.join(" or ", nearest)
        + "?";
  }

  private static List<String> optionNames(CommandSpec spec) {
    List<String> names = new ArrayList<>();
    for (OptionSpec o : spec.options()) {
      if (!o.hidden()) {
        for (String n : o.names()) {
          names.add(n);
          if (o.negatable() && n.startsWith("--")) {
            names.add("--no-" + n.substring(2));
          }
        }
      }
    }
    return names;
  }

  /**
   * The end of a one-line message about a value that is not one of {@code names}: {@code "; did you
   * mean gongqi?"}, or nothing when no name is near.
   *
   * @param typed the value given
   * @param names the valid values
   * @return the suffix, possibly empty
   */
  public static String suffix(String typed, Collection<String> names) {
    List<String> nearest = nearest(typed, names);
    return nearest.isEmpty() ? "" : "; did you mean " + String.join(" or ", nearest) + "?";
  }

  /**
   * The candidates nearest to {@code typed}, in their given order, if near enough: at most a third
   * of the typed name's letters (and at least one, at most three) may differ, or one name begins
   * with the other and both have three letters or more (counted as one letter apart).
   *
   * @param typed what was typed
   * @param candidates the valid names
   * @return up to {@link #MAX_SUGGESTIONS} names, empty when none is near
   */
  public static List<String> nearest(String typed, Collection<String> candidates) {
    String t = typed.toLowerCase(Locale.ROOT);
    String bare = t.replaceFirst("^-+", "");
    int limit = Math.max(1, Math.min(3, bare.length() / 3));
    int best = Integer.MAX_VALUE;
    List<String> out = new ArrayList<>();
    for (String c : candidates) {
      String lower = c.toLowerCase(Locale.ROOT);
      int d = distance(t, lower);
      String bareC = lower.replaceFirst("^-+", "");
      if (d > 1
          && bare.length() >= 3
          && bareC.length() >= 3
          && (bare.startsWith(bareC) || bareC.startsWith(bare))) {
        d = 1; // --output for --out, --thread for --threads
      }
      if (d == 0 || d > limit || d > best) {
        continue;
      }
      if (d < best) {
        best = d;
        out.clear();
      }
      if (!out.contains(c) && out.size() < MAX_SUGGESTIONS) {
        out.add(c);
      }
    }
    return out;
  }

  /** The optimal-string-alignment distance: Levenshtein plus swaps of neighbouring letters. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          v = Math.min(v, d[i - 2][j - 2] + 1);
        }
        d[i][j] = v;
      }
    }
    return d[a.length()][b.length()];
  }
}
