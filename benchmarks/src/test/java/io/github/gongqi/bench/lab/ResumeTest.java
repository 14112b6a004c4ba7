package io.github.gongqi.bench.lab;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static io.github.gongqi.bench.lab.LabHarness.summary;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Existing outputs are never overwritten silently; {@code --force} starts afresh and {@code
 * --resume} plays only the games a run's file lacks, so that a killed shard, resumed, merges to
 * exactly the unsplit run.
 */
class ResumeTest {
  @TempDir Path dir;

  private static String[] selfplay(String games, String... extra) {
    return LabHarness.smallSelfplay(
        "11", plus(new String[] {"--alternate", "--games", games}, extra));
  }

  private static String[] plus(String[] a, String... more) {
    String[] out = Arrays.copyOf(a, a.length + more.length);
    System.arraycopy(more, 0, out, a.length, more.length);
    return out;
  }

  private static Run merge(List<Path> files) {
    List<String> a = new ArrayList<>(List.of("merge"));
    files.forEach(f -> a.add(f.toString()));
    return run(a.toArray(new String[0]));
  }

  /** A line without its {@code millis}, which measures real time. */
  private static String timeless(String line) {
    return line.replaceFirst("\"millis\":\\d+,", "");
  }

  private static List<String> sortedTimeless(Path f) throws IOException {
    return Files.readAllLines(f).stream().map(ResumeTest::timeless).sorted().toList();
  }

  @Test
  void aShardCutMidLineAndResumedMergesToTheUnsplitRun() throws IOException {
    Run whole = run(selfplay("12"));
    assertThat(whole.status()).as(whole.err()).isZero();
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Path f = dir.resolve("shard-" + i + ".jsonl");
      Run r = run(selfplay("12", "--shard", i + "/3", "--jsonl", f.toString()));
      assertThat(r.status()).as(r.err()).isZero();
      files.add(f);
    }
    Path killed = files.get(1);
    List<String> complete = sortedTimeless(killed);
    // What a run killed during its third write leaves: two whole lines and half of the third.
    List<String> lines = Files.readAllLines(killed);
    String half = lines.get(2).substring(0, lines.get(2).length() / 2);
    Files.writeString(killed, lines.get(0) + "\n" + lines.get(1) + "\n" + half);

    Run refused = merge(files);
    assertThat(refused.status()).isEqualTo(Main.EXIT_USAGE);
    assertThat(refused.err()).startsWith("error: " + killed + ":3: not JSON");

    Run resumed = run(selfplay("12", "--shard", "1/3", "--jsonl", killed.toString(), "--resume"));
    assertThat(resumed.status()).as(resumed.err()).isZero();
    assertThat(resumed.lines().get(0))
        .startsWith("played 2 games (shard 1/3) in ")
        .endsWith("; 2 more were already in " + killed);
    assertThat(sortedTimeless(killed)).isEqualTo(complete);

    Run merged = merge(files);
    assertThat(merged.status()).as(merged.err()).isZero();
    assertThat(merged.lines()).isEqualTo(summary(whole));

    // Resuming a complete file plays nothing and prints the same summary.
    Run again = run(selfplay("12", "--shard", "1/3", "--jsonl", killed.toString(), "--resume"));
    assertThat(again.status()).as(again.err()).isZero();
    assertThat(again.lines().get(0)).startsWith("played 0 games");
    assertThat(sortedTimeless(killed)).isEqualTo(complete);
  }

  /** A shard's JVM really killed (SIGKILL) mid-run, then resumed: the merge is the unsplit run. */
  @Test
  void aKilledShardResumedMergesToTheUnsplitRun() throws Exception {
    String[] run = selfplay("900", "--max-plies", "40");
    Path killed = dir.resolve("killed.jsonl");
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-Xmx64m");
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(Main.class.getName());
    cmd.addAll(List.of(plus(run, "--shard", "1/3", "--jsonl", killed.toString())));
    Process p = new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    long atKill;
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while ((!Files.exists(killed) || Files.size(killed) < 5000) && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
    } finally {
      p.destroyForcibly();
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }
    atKill = Files.readAllLines(killed, StandardCharsets.UTF_8).size();
    assertThat(atKill).as("games written before the kill").isBetween(1L, 299L);

    Run resumed = run(plus(run, "--shard", "1/3", "--jsonl", killed.toString(), "--resume"));
    assertThat(resumed.status()).as(resumed.err()).isZero();
    List<Path> files = new ArrayList<>(List.of(killed));
    for (int i : new int[] {0, 2}) {
      Path f = dir.resolve("shard-" + i + ".jsonl");
      assertThat(run(plus(run, "--shard", i + "/3", "--jsonl", f.toString())).status()).isZero();
      files.add(f);
    }
    Run merged = merge(files);
    assertThat(merged.status()).as(merged.err()).isZero();
    assertThat(merged.lines()).isEqualTo(summary(run(run)));
  }

  @Test
  void anExistingOutputIsRefusedUnlessForcedOrResumed() throws IOException {
    Path jsonl = dir.resolve("games.jsonl");
    assertThat(run(selfplay("4", "--jsonl", jsonl.toString())).status()).isZero();
    byte[] before = Files.readAllBytes(jsonl);

    for (String[] refused :
        List.of(
            selfplay("4", "--jsonl", jsonl.toString()),
            selfplay("5", "--jsonl", jsonl.toString(), "--resume"),
            selfplay("4", "--jsonl", jsonl.toString(), "--resume", "--shard", "1/2"),
            selfplay("4", "--jsonl", jsonl.toString(), "--resume", "--force"),
            selfplay("4", "--resume"))) {
      Run r = run(refused);
      assertThat(r.status()).as(String.join(" ", refused)).isEqualTo(Main.EXIT_USAGE);
      assertThat(r.err().lines()).as(r.err()).hasSize(1);
      assertThat(r.out()).isEmpty();
      assertThat(Files.readAllBytes(jsonl)).isEqualTo(before);
    }
    assertThat(run(selfplay("4", "--jsonl", jsonl.toString())).err())
        .contains("--jsonl " + jsonl + " already holds games")
        .contains("--resume")
        .contains("--force");
    assertThat(run(selfplay("5", "--jsonl", jsonl.toString(), "--resume")).err())
        .contains(jsonl + ":1: a line of another run: 'games=4', not this run's 'games=5'");
    assertThat(run(selfplay("4", "--jsonl", jsonl.toString(), "--resume", "--shard", "1/2")).err())
        .contains(jsonl + ":1: ");

    // --force starts afresh: the file then holds the new run only.
    Run forced = run(selfplay("3", "--jsonl", jsonl.toString(), "--force"));
    assertThat(forced.status()).as(forced.err()).isZero();
    assertThat(LabHarness.logs(jsonl)).hasSize(3).allMatch(g -> g.games() == 3);
  }

  @Test
  void aFolderHoldingRecordsIsRefusedUnlessForced() throws IOException {
    Path records = dir.resolve("records");
    assertThat(run(selfplay("3", "--records", records.toString())).status()).isZero();
    Files.writeString(records.resolve("notes.txt"), "mine");
    Run refused = run(selfplay("2", "--records", records.toString()));
    assertThat(refused.status()).isEqualTo(Main.EXIT_USAGE);
    assertThat(refused.err()).contains("--records " + records + " already holds records");
    assertThat(records.resolve("game-2.txt")).exists();

    Run forced = run(selfplay("2", "--records", records.toString(), "--force"));
    assertThat(forced.status()).as(forced.err()).isZero();
    // The old run's records go, the new run's are there, other files are left alone.
    assertThat(records.resolve("game-2.txt")).doesNotExist();
    assertThat(records.resolve("game-1.txt")).exists();
    assertThat(records.resolve("notes.txt")).hasContent("mine");

    // An empty folder, or one without records, is no reason to refuse.
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Files.writeString(empty.resolve("notes.txt"), "mine");
    assertThat(run(selfplay("1", "--records", empty.toString())).status()).isZero();
  }
}
