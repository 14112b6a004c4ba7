package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the lab's command line in this JVM and reads what it wrote, for the tests of every package.
 */
public final class LabHarness {
  private LabHarness() {}

  /**
   * What a command line did.
   *
   * @param status the exit status
   * @param out standard output
   * @param err standard error
   */
  public record Run(int status, String out, String err) {
    /** Standard output's lines. */
    public List<String> lines() {
      return out.lines().toList();
    }

    /** Standard output's last line. */
    public String lastLine() {
      List<String> l = lines();
      return l.get(l.size() - 1);
    }
  }

  /**
   * The arguments of a small Gongqi 8×8 self-play of {@code random} against {@code greedy}: 9 games
   * unless {@code extra} names {@code --games}.
   */
  public static String[] smallSelfplay(String seed, String... extra) {
    List<String> a =
        new ArrayList<>(
            List.of(
                "selfplay",
                "gongqi",
                "--size",
                "8",
                "--white",
                "random",
                "--black",
                "greedy",
                "--seed",
                seed));
    if (!List.of(extra).contains("--games")) {
      a.addAll(List.of("--games", "9"));
    }
    a.addAll(List.of(extra));
    return a.toArray(new String[0]);
  }

  /** Runs the lab with these arguments. */
  public static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(status, out.toString(), err.toString());
  }

  /** The summary: everything after the timing line, which only a live run prints. */
  public static List<String> summary(Run r) {
    List<String> lines = r.lines();
    assertThat(lines.get(0)).startsWith("played ");
    return lines.subList(1, lines.size());
  }

  /** The games of a JSONL file. */
  public static List<GameLog> logs(Path file) throws IOException {
    List<GameLog> logs = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      logs.add(GameLog.fromJson(line));
    }
    return logs;
  }
}
