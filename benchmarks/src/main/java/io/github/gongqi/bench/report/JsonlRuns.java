package io.github.gongqi.bench.report;

import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.lab.GameLog;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's one reader of JSONL: every line of every file, in order, counted into the run it
 * belongs to. A run is told by what decides its games as the lines say it today: the kind of run,
 * the rules and the bots; the shards of one run therefore come together as one run, and files of
 * different runs give one section each. Any line that cannot be read is a one-line error naming the
 * file and line, and nothing is counted.
 */
final class JsonlRuns {
  /** An error message is cut to this many characters: a bad line can be very long. */
  static final int MAX_MESSAGE = 300;

  private JsonlRuns() {}

  /**
   * Reads the files.
   *
   * @param files the JSONL files
   * @return the runs, in the order their first line was read
   * @throws Main.UsageException naming the file (and line) that cannot be read
   * @throws IOException if reading fails
   */
  static List<RunFigures> read(List<Path> files) throws IOException {
    Map<List<Object>, RunFigures> runs = new LinkedHashMap<>();
    for (Path file : files) {
      if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
        throw new Main.UsageException("report: cannot read " + cut(file.toString()));
      }
    }
    for (Path file : files) {
      try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        int n = 0;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          n++;
          if (line.isBlank()) {
            continue;
          }
          try {
            GameLog g = GameLog.fromJson(line);
            GameAdapter<?> game = GameAdapter.forRules(g.rules());
            List<Object> key = List.of(g.run(), game.rulesText(), g.bots());
            runs.computeIfAbsent(key, k -> new RunFigures(g.run(), game, g.bots())).add(g);
          } catch (IllegalArgumentException | ArithmeticException e) {
            // Malformed JSON, a missing field, unknown rules, a game twice: all bad input.
            throw new Main.UsageException(cut(file + ":" + n + ": " + e.getMessage()));
          }
        }
      }
    }
    if (runs.isEmpty()) {
      throw new Main.UsageException("report: no games in " + cut(files.toString()));
    }
    return new ArrayList<>(runs.values());
  }

  private static String cut(String s) {
    String one = s.replaceAll("\\s*\\R\\s*", " ");
    return one.length() <= MAX_MESSAGE ? one : one.substring(0, MAX_MESSAGE - 3) + "...";
  }
}
