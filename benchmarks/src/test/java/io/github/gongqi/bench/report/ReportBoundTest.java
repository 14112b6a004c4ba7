package io.github.gongqi.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.LabHarness;
import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code report} keeps bounded text of each reason: a file {@code merge} passes, whose games each
 * end in a fault with a different reason of hundreds of kilobytes (an engine's reason is free
 * text), is reported on a small heap, every reason cut to {@link RunFigures#REASON_CHARS} with
 * {@code …}.
 */
class ReportBoundTest {
  @TempDir Path dir;

  private static final int GAMES = 250;

  private static final int REASON_BYTES = 400_000;

  /**
   * A run of {@link #GAMES} games, each lost by a fault before its first move with a reason of its
   * own of {@link #REASON_BYTES} characters: every line passes {@code merge}'s checks.
   */
  private Path hostile() throws IOException {
    Path one = dir.resolve("one.jsonl");
    Run r =
        LabHarness.run(LabHarness.smallSelfplay("1", "--games", "1", "--jsonl", one.toString()));
    assertThat(r.status()).as(r.err()).isZero();
    String template = Files.readAllLines(one).get(0);
    Path file = dir.resolve("hostile.jsonl");
    String pad = "x".repeat(REASON_BYTES);
    try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (int k = 0; k < GAMES; k++) {
        String line =
            template
                .replaceFirst("^\\{\"game\":\\d+", "{\"game\":" + k)
                .replaceFirst("\"moves\":\\[[^\\]]*\\]", "\"moves\":[]")
                .replaceFirst("\"result\":\"[a-z]+\"", "\"result\":\"white\"")
                .replaceFirst("\"reason\":\"[^\"]*\"", "\"reason\":\"R" + k + " " + pad + "\"")
                .replaceFirst("\"plies\":\\d+", "\"plies\":0")
                .replaceFirst("\"games\":\\d+", "\"games\":" + GAMES);
        w.write(line);
        w.write('\n');
      }
    }
    return file;
  }

  @Test
  void everyReasonIsCutAndTheirNumberBounded() throws IOException {
    Path file = hostile();
    assertThat(LabHarness.run("merge", file.toString()).status()).isZero();
    List<RunFigures> runs = JsonlRuns.read(List.of(file));
    RunFigures f = runs.get(0);
    assertThat(f.reasons()).hasSize(RunFigures.MAX_REASONS);
    for (Map.Entry<String, Long> e : f.reasons()) {
      assertThat(e.getKey()).hasSize(RunFigures.REASON_CHARS).endsWith("…");
    }
    assertThat(f.otherReasons()).isEqualTo(GAMES - RunFigures.MAX_REASONS);
    String page = ReportPage.html(runs, List.of(file));
    assertThat(page.length()).isLessThan(1_000_000);
    assertThat(page).contains("R7 xxx").doesNotContain("x".repeat(RunFigures.REASON_CHARS));
  }

  @Test
  void theReportOfAHostileFileFitsASmallHeap() throws Exception {
    Path file = hostile();
    Path html = dir.resolve("r.html");
    List<String> cmd =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m",
                "-cp",
                System.getProperty("java.class.path"),
                "io.github.gongqi.bench.Main",
                "report",
                file.toString(),
                "--out",
                html.toString()));
    Path out = dir.resolve("out");
    Process p =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    try {
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    } finally {
      p.destroyForcibly();
    }
    String text = Files.readString(out);
    assertThat(p.exitValue()).as(text).isZero();
    assertThat(text).startsWith("report " + html + ": 1 run, " + GAMES + " games");
    assertThat(Files.size(html)).isLessThan(1_000_000);
  }
}
