package io.github.gongqi.bench.lab;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static io.github.gongqi.bench.lab.LabHarness.summary;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.json.JsonlLines;
import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code merge} refuses, each as one line naming file and line with status 2 and nothing on
 * standard output: a set of shards missing games (unless {@code --allow-partial}), a game twice,
 * lines of different runs, lines the library does not replay to their result, malformed and
 * over-long lines, and lines whose fields would take unbounded memory.
 */
class MergeRefusalTest {
  @TempDir Path dir;

  private final List<Path> shards = new ArrayList<>();
  private Run whole;

  private static String[] selfplay(String seed, String... extra) {
    return LabHarness.smallSelfplay(seed, extra);
  }

  @BeforeEach
  void threeShards() {
    whole = run(selfplay("5"));
    for (int i = 0; i < 3; i++) {
      Path f = dir.resolve("shard-" + i + ".jsonl");
      Run r = run(selfplay("5", "--shard", i + "/3", "--jsonl", f.toString()));
      assertThat(r.status()).as(r.err()).isZero();
      shards.add(f);
    }
  }

  private static Run merge(Object... files) {
    List<String> a = new ArrayList<>(List.of("merge"));
    for (Object f : files) {
      a.add(f.toString());
    }
    return run(a.toArray(new String[0]));
  }

  private static void assertRefused(Run r, String... parts) {
    assertThat(r.status()).as(r.err()).isEqualTo(Main.EXIT_USAGE);
    assertThat(r.err().lines()).as(r.err()).hasSize(1);
    assertThat(r.err()).contains(parts);
    assertThat(r.out()).isEmpty();
  }

  /** A copy of shard 0 whose second line is changed. */
  private Path withSecondLine(String name, UnaryOperator<String> change) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(shards.get(0)));
    lines.set(1, change.apply(lines.get(1)));
    Path f = dir.resolve(name);
    Files.write(f, lines);
    return f;
  }

  @Test
  void allShardsMergeToTheUnsplitRun() {
    Run merged = merge(shards.get(2), shards.get(0), shards.get(1));
    assertThat(merged.status()).as(merged.err()).isZero();
    assertThat(merged.lines()).isEqualTo(summary(whole));
  }

  @Test
  void twoShardsOfThreeAreRefusedNamingTheMissingGames() {
    assertRefused(
        merge(shards.get(0), shards.get(1)),
        "3 of 9 games are missing: k 2, 5, 8",
        "--allow-partial");
    Run partial =
        run("merge", "--allow-partial", shards.get(0).toString(), shards.get(1).toString());
    assertThat(partial.status()).as(partial.err()).isZero();
    assertThat(partial.lines().get(0)).isEqualTo("partial: 3 of 9 games are missing: k 2, 5, 8");
    assertThat(partial.out()).contains("selfplay gongqi 8x8, 6 games");
    assertThat(partial.lastLine()).startsWith("games 6 ");
  }

  @Test
  void manyMissingGamesAreCountedAndTheFirstTenNamed() throws IOException {
    Path few = dir.resolve("few.jsonl");
    assertThat(
            run(selfplay("5", "--games", "40", "--shard", "0/20", "--jsonl", few.toString()))
                .status())
        .isZero();
    assertRefused(merge(few), "38 of 40 games are missing: k 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …");
  }

  @Test
  void aGameTwiceIsRefusedAtItsSecondLine() throws IOException {
    assertRefused(merge(shards.get(0), shards.get(0)), shards.get(0) + ":1: game 0 appears twice");
    String first = Files.readAllLines(shards.get(0)).get(0);
    Path twice = withSecondLine("twice.jsonl", line -> first);
    assertRefused(merge(twice), twice + ":2: game 0 appears twice");
  }

  @Test
  void linesOfAnotherRunAreRefused() {
    Path other = dir.resolve("other.jsonl");
    assertThat(run(selfplay("6", "--shard", "1/3", "--jsonl", other.toString())).status()).isZero();
    assertRefused(
        merge(shards.get(0), other),
        other
            + ":1: a line of another run: 'seed=6', not that of "
            + shards.get(0)
            + ":1 'seed=5'");
    Path longer = dir.resolve("longer.jsonl");
    assertThat(
            run(selfplay("5", "--games", "12", "--shard", "1/3", "--jsonl", longer.toString()))
                .status())
        .isZero();
    assertRefused(merge(shards.get(0), longer), longer + ":1: a line of another run: 'games=12'");
  }

  @Test
  void linesTheMovesDoNotGiveAreRefused() throws IOException {
    Path plies =
        withSecondLine("plies.jsonl", l -> l.replaceFirst("\"plies\":\\d+", "\"plies\":-999"));
    assertRefused(merge(plies), plies + ":2: plies -999 is not the number of moves");

    Path result =
        withSecondLine(
            "result.jsonl",
            l ->
                l.contains("\"result\":\"black\"")
                    ? l.replace("\"result\":\"black\"", "\"result\":\"white\"")
                    : l.replace("\"result\":\"white\"", "\"result\":\"black\""));
    assertRefused(merge(result), result + ":2: the moves give ");

    Path reason =
        withSecondLine(
            "reason.jsonl",
            l -> l.replaceFirst("\"reason\":\"[^\"]*\"", "\"reason\":\"resigned\""));
    assertRefused(merge(reason), reason + ":2: the moves give ");

    Path illegal =
        withSecondLine(
            "illegal.jsonl", l -> l.replaceFirst("\"moves\":\\[\"[^\"]*\"", "\"moves\":[\"z9N1\""));
    assertRefused(merge(illegal), illegal + ":2: move 1 'z9N1' does not replay");

    Path shorter =
        withSecondLine(
            "shorter.jsonl", l -> l.replaceFirst("\"moves\":\\[\"[^\"]*\",", "\"moves\":["));
    assertRefused(merge(shorter), shorter + ":2: ");
  }

  @Test
  void malformedAndOutOfRangeLinesAreRefused() throws IOException {
    Path notJson = dir.resolve("notjson.jsonl");
    Files.writeString(
        notJson, Files.readAllLines(shards.get(0)).get(0) + "\n\n{\"game\": 1, oops\n");
    assertRefused(merge(notJson), notJson + ":3: not JSON");

    Path noShard = withSecondLine("noshard.jsonl", l -> l.replaceFirst(",\"shard\":\"0/3\"", ""));
    assertRefused(merge(noShard), noShard + ":2: the field 'shard' is missing");

    Path wrongShard =
        withSecondLine(
            "wrongshard.jsonl", l -> l.replace("\"shard\":\"0/3\"", "\"shard\":\"1/3\""));
    assertRefused(merge(wrongShard), wrongShard + ":2: game 3 is not of shard 1/3");

    Path beyond = withSecondLine("beyond.jsonl", l -> l.replace("\"games\":9", "\"games\":2"));
    assertRefused(merge(beyond), beyond + ":2: game 3 is not a game of a run of 2");

    Path huge =
        withSecondLine("huge.jsonl", l -> l.replace("\"games\":9", "\"games\":99999999999"));
    assertRefused(
        merge(huge), huge + ":2: games 99999999999 is not between 1 and " + RunReader.MAX_GAMES);

    Path kind =
        withSecondLine("kind.jsonl", l -> l.replace("\"run\":\"selfplay |", "\"run\":\"chess |"));
    assertRefused(merge(kind), kind + ":2: run 'chess | rules=gongqi 8x8");
  }

  @Test
  void anOverLongLineIsRefusedBeforeItIsRead() throws IOException {
    Path f = dir.resolve("long.jsonl");
    try (Writer w = Files.newBufferedWriter(f, StandardCharsets.UTF_8)) {
      w.write(Files.readAllLines(shards.get(0)).get(0));
      w.write("\n{\"moves\":\"");
      w.write("x".repeat(JsonlLines.MAX_LINE_BYTES));
      w.write("\"}\n");
    }
    assertRefused(merge(f), f + ":2: the line is longer than 1048576 bytes (1 MiB)");
  }

  /**
   * The 230 KB line naming 20,000 bots that took 6.2 GB: refused by name in a 256 MB heap, as is a
   * 64 MB line in a 32 MB one.
   */
  @Test
  void memoryStaysBoundedOnAbsurdLines() throws Exception {
    String line = Files.readAllLines(shards.get(0)).get(0);
    StringBuilder bots = new StringBuilder("\"bots\":[");
    for (int i = 0; i < 20_000; i++) {
      bots.append(i == 0 ? "" : ",").append("\"bot").append(i).append('"');
    }
    bots.append(']');
    Path many = dir.resolve("bots.jsonl");
    Files.writeString(many, line.replace("\"bots\":[\"random\",\"greedy\"]", bots) + "\n");
    assertThat(Files.size(many)).isGreaterThan(200_000);
    List<String> printed = labInChild("-Xmx256m", "merge", many.toString());
    assertThat(printed)
        .containsExactly("error: " + many + ":1: names 20000 bots: a run has 2 to 256");

    Path huge = dir.resolve("huge.jsonl");
    try (Writer w = Files.newBufferedWriter(huge, StandardCharsets.UTF_8)) {
      char[] block = new char[1 << 20];
      java.util.Arrays.fill(block, 'x');
      w.write("{\"game\":0,\"moves\":\"");
      for (int i = 0; i < 64; i++) {
        w.write(block);
      }
      w.write("\"}\n");
    }
    assertThat(labInChild("-Xmx32m", "merge", huge.toString()))
        .containsExactly("error: " + huge + ":1: the line is longer than 1048576 bytes (1 MiB)");
  }

  /** Runs the lab in a child JVM with this heap; returns its non-blank output, status 2 checked. */
  private List<String> labInChild(String heap, String... args) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add(heap);
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(Main.class.getName());
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile(dir, "child", ".txt");
    Process p =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    List<String> printed =
        Files.readAllLines(out, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).toList();
    assertThat(p.exitValue()).as(String.join("\n", printed)).isEqualTo(Main.EXIT_USAGE);
    return printed;
  }
}
