package io.github.gongqi.bench;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.cli.DidYouMean;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the lab tells a new user: every file error is one line that names the file and says why, a
 * mistyped option, game or bot name gets the nearest valid one suggested, and a deep perft shows
 * progress before its first root move ends.
 */
class LabFeedbackTest {
  @TempDir Path dir;

  private static void oneLine(Run r, String expected) {
    assertThat(r.status()).as(r.err()).isEqualTo(Main.EXIT_USAGE);
    assertThat(r.err().lines()).as(r.err()).hasSize(1);
    assertThat(r.err()).contains(expected).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void theParsersOwnErrorsQuoteAHugeValueCut() {
    // picocli echoes a bad value whole; 100 KB of it must not reach the terminal or a log.
    String huge = "9".repeat(50_000) + "x".repeat(50_000);
    Run r = run("selfplay", "gongqi", "--threads", huge);
    oneLine(r, "--threads");
    assertThat(r.err()).contains("…").hasSizeLessThan(400);
  }

  @Test
  void recordsIntoAFileSaysItIsAFile() throws IOException {
    Path file = Files.writeString(dir.resolve("taken.txt"), "x");
    Run r =
        run(
            "selfplay",
            "gongqi",
            "--size",
            "8",
            "--games",
            "1",
            "--white",
            "random",
            "--black",
            "random",
            "--records",
            file.toString());
    oneLine(r, "--records " + file + ": it is a file; give a directory for the records");
    assertThat(Files.readString(file)).isEqualTo("x");
  }

  @Test
  void aFileThatCannotBeReadSaysWhy() throws IOException {
    Path missing = dir.resolve("missing.jsonl");
    oneLine(run("merge", missing.toString()), "cannot read " + missing + ": no such file");
    oneLine(run("merge", dir.toString()), "cannot read " + dir + ": it is a directory, not a file");
    oneLine(
        run("report", missing.toString(), "--out", dir.resolve("r.html").toString()),
        "cannot read " + missing + ": no such file");
  }

  @Test
  void anyOtherFileErrorNamesTheFileAndWhy() {
    Path log = dir.resolve("no-such-dir").resolve("engines.log");
    Run r =
        run(
            "selfplay",
            "gongqi",
            "--size",
            "8",
            "--games",
            "1",
            "--white",
            "random",
            "--black",
            "random",
            "--engine-log",
            log.toString());
    oneLine(r, "error: " + log + ": no such file or directory");
  }

  @Test
  void aReportThatCannotBeWrittenSaysWhy() throws IOException {
    Path runs = dir.resolve("runs.jsonl");
    assertThat(
            run(
                    "selfplay",
                    "gongqi",
                    "--size",
                    "8",
                    "--games",
                    "1",
                    "--white",
                    "random",
                    "--black",
                    "random",
                    "--jsonl",
                    runs.toString())
                .status())
        .isZero();
    // Its directory would be under a file.
    Path out = runs.resolve("r.html");
    oneLine(
        run("report", runs.toString(), "--out", out.toString()),
        "report: cannot write " + out + ": " + runs + " already exists");
  }

  @Test
  void theJdksFileExceptionsBecomeReasons() {
    assertThat(UsageException.why(new NoSuchFileException("a")))
        .isEqualTo("no such file or directory");
    assertThat(UsageException.why(new AccessDeniedException("a"))).isEqualTo("permission denied");
    assertThat(UsageException.why(new FileAlreadyExistsException("a")))
        .isEqualTo("a already exists");
    assertThat(UsageException.why(new IOException("disk full"))).isEqualTo("disk full");
    assertThat(UsageException.of("cannot read a", new NoSuchFileException("a")).getMessage())
        .isEqualTo("cannot read a: no such file or directory");
  }

  @Test
  void aLongerOrShorterOptionNameGetsTheRightOne() {
    Run r = run("report", "t.jsonl", "--output", "x.html");
    oneLine(r, "unknown option '--output'; did you mean --out?");
    assertThat(DidYouMean.nearest("--thread", List.of("--threads", "--games")))
        .containsExactly("--threads");
    // Too short to be taken for a prefix.
    assertThat(DidYouMean.nearest("--ga", List.of("--games"))).isEmpty();
  }

  @Test
  void aMistypedGameOrBotGetsTheNearestName() {
    oneLine(
        run("perft", "gonqi", "--depth", "1"),
        "unknown game 'gonqi': expected agon or gongqi or tictactoe; did you mean gongqi?");
    oneLine(
        run("perft", "chess", "--depth", "1"),
        "unknown game 'chess': expected agon or gongqi or tictactoe");
    assertThat(run("perft", "chess", "--depth", "1").err()).doesNotContain("did you mean");
    Run bot = run("selfplay", "gongqi", "--games", "1", "--white", "randmo", "--black", "random");
    oneLine(bot, "unknown bot 'randmo'");
    assertThat(bot.err()).contains("did you mean random?");
    assertThat(DidYouMean.suffix("agn", List.of("gongqi", "agon")))
        .isEqualTo("; did you mean agon?");
    assertThat(DidYouMean.suffix("xyz", List.of("gongqi", "agon"))).isEmpty();
  }

  @Test
  void perftShowsProgressWithinARootMove() {
    PrintStream original = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    Run r;
    try {
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      r = run("perft", "gongqi", "--size", "8", "--depth", "3", "--progress");
    } finally {
      System.setErr(original);
    }
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.out()).contains("nodes 1008");
    // One thread, no --divide: the first line comes as the first position two moves deep is
    // counted, long before the first root move ends.
    assertThat(captured.toString(StandardCharsets.UTF_8))
        .contains("perft: 1/")
        .contains(" positions two moves deep");
  }
}
