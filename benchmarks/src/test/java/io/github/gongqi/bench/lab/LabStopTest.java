package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.Main;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the lab ends when it cannot finish, run as a real process: stopped by a signal (Ctrl-C sends
 * SIGINT; the JVM treats SIGTERM the same way, running the shutdown hooks, and a test can send
 * SIGTERM portably), and out of memory. Each ends with one line on standard error, never a stack
 * trace, and loses no finished game.
 */
class LabStopTest {
  @TempDir Path dir;

  private static List<String> lab(String... args) {
    return labWithHeap("-Xmx32m", args);
  }

  private static List<String> labWithHeap(String heap, String... args) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add(heap);
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add("io.github.gongqi.bench.Main");
    cmd.addAll(List.of(args));
    return cmd;
  }

  @Test
  void aStoppedRunSaysHowFarItGotAndKeepsEveryFinishedGame() throws Exception {
    Path jsonl = dir.resolve("stopped.jsonl");
    Path out = dir.resolve("out.txt");
    Process p =
        new ProcessBuilder(
                lab(
                    "selfplay",
                    "gongqi",
                    "--size",
                    "8",
                    "--games",
                    "100000000",
                    "--white",
                    "random",
                    "--black",
                    "greedy",
                    "--jsonl",
                    jsonl.toString()))
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while ((!Files.exists(jsonl) || Files.readAllLines(jsonl).size() < 10)
          && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
    } finally {
      p.destroy(); // SIGTERM: the shutdown hooks run, as on Ctrl-C
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
      }
    }
    String printed = Files.readString(out, StandardCharsets.UTF_8);
    assertThat(printed).contains("selfplay: interrupted after").doesNotContain("\tat ");
    List<String> lines = Files.readAllLines(jsonl);
    assertThat(lines).hasSizeGreaterThanOrEqualTo(10);
    // The summary of the finished games comes first, then the line that says it was stopped.
    int table = printed.indexOf("selfplay gongqi 8x8, ");
    java.util.regex.Matcher last =
        java.util.regex.Pattern.compile(
                "\ngames (\\d+) white \\d+ black \\d+ draws \\d+ plies \\d+\n")
            .matcher(printed);
    assertThat(table).as(printed).isNotNegative();
    assertThat(last.find()).as(printed).isTrue();
    assertThat(last.end()).isLessThanOrEqualTo(printed.indexOf("selfplay: interrupted after"));
    // Games that end after the stop are not kept: the file holds exactly the games counted.
    assertThat(Long.parseLong(last.group(1))).isEqualTo(lines.size());
    for (String line : lines) {
      GameLog g = GameLog.fromJson(line);
      assertThat(g.moves()).hasSize(g.plies());
    }
  }

  @Test
  void runningOutOfMemoryIsOneLineAndStatusTwo() throws Exception {
    // One JSONL line just under merge's 1 MiB limit, of 260,000 one-letter moves: reading it takes
    // some 20 MB, which a 10 MB heap does not have.
    Path huge = dir.resolve("huge.jsonl");
    try (Writer w = Files.newBufferedWriter(huge, StandardCharsets.UTF_8)) {
      w.write("{\"game\":0,\"moves\":[\"a\"");
      for (int i = 0; i < 260_000; i++) {
        w.write(",\"a\"");
      }
      w.write("]}\n");
    }
    Path out = dir.resolve("oom.txt");
    Process p =
        new ProcessBuilder(labWithHeap("-Xmx10m", "merge", huge.toString()))
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    List<String> printed = nonEmpty(Files.readAllLines(out, StandardCharsets.UTF_8));
    assertThat(p.exitValue()).as(String.join("\n", printed)).isEqualTo(Main.EXIT_USAGE);
    assertThat(printed).hasSize(1);
    assertThat(printed.get(0)).startsWith("error: out of memory");
  }

  private static List<String> nonEmpty(List<String> lines) throws IOException {
    List<String> kept = new ArrayList<>();
    for (String line : lines) {
      if (!line.isBlank()) {
        kept.add(line);
      }
    }
    return kept;
  }
}
