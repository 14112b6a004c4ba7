package io.github.gongqi.gongqi;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the perft data file from the reference implementation alone (run by hand: {@code java ...
 * PerftFileGenerator}); {@link PerftTest} checks the engine against the file.
 */
final class PerftFileGenerator {
  private PerftFileGenerator() {}

  public static void main(String[] args) {
    List<String> lines = new ArrayList<>();
    lines.add(line(Position.start(Rules.STANDARD).toNotation(), 6));
    lines.add(line(Position.start(Rules.QUICK).toNotation(), 6));
    for (String extra : args) {
      String[] parts = extra.split(";");
      lines.add(line(parts[0], Integer.parseInt(parts[1])));
    }
    lines.forEach(System.out::println);
  }

  private static String line(String notation, int depth) {
    ReferenceGongqi r = ReferenceGongqi.fromNotation(notation);
    StringBuilder sb = new StringBuilder(notation);
    for (int d = 1; d <= depth; d++) {
      sb.append(" ;D").append(d).append(' ').append(r.perft(d));
      System.err.println(sb);
    }
    return sb.toString();
  }
}
