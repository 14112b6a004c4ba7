package io.github.gongqi.bench.lab;

import static io.github.gongqi.bench.lab.LabHarness.logs;
import static io.github.gongqi.bench.lab.LabHarness.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a run writes: lines that name their run, its total and their shard; the same bytes for the
 * same command (the lab's own time); and the reader that {@code merge} and the report share.
 */
class RunDataTest {
  @TempDir Path dir;

  @Test
  void linesNameTheirRunItsTotalAndTheirShard() throws IOException {
    List<GameLog> all = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      Path f = dir.resolve("s" + i + ".jsonl");
      Run r =
          run(
              "tournament",
              "gongqi",
              "--size",
              "8",
              "--bots",
              "random,greedy,mcts:4",
              "--games-per-pair",
              "2",
              "--max-plies",
              "30",
              "--seed",
              "3",
              "--shard",
              i + "/2",
              "--jsonl",
              f.toString());
      assertThat(r.status()).as(r.err()).isZero();
      List<GameLog> logs = logs(f);
      String shard = i + "/2";
      assertThat(logs).isNotEmpty().allMatch(g -> g.shard().equals(shard) && g.games() == 6);
      all.addAll(logs);
    }
    assertThat(all)
        .extracting(GameLog::run)
        .containsOnly(
            "tournament | rules=gongqi 8x8 | bots=random,greedy,mcts:4 | seed=3 | games=6"
                + " | per-pair=2 | max-plies=30 | tc=none");
    assertThat(all).allMatch(g -> g.kind().equals("tournament"));

    Path self = dir.resolve("self.jsonl");
    assertThat(
            run(
                    "selfplay",
                    "agon",
                    "--games",
                    "2",
                    "--white",
                    "random",
                    "--black",
                    "random",
                    "--alternate",
                    "--max-plies",
                    "20",
                    "--tc",
                    "60+1",
                    "--jsonl",
                    self.toString())
                .status())
        .isZero();
    GameLog g = logs(self).get(0);
    assertThat(g.run())
        .startsWith("selfplay | rules=agon ")
        .endsWith(
            " | bots=random,random#2 | seed=1 | games=2 | alternate=yes | max-plies=20"
                + " | tc=1:00+1s");
    assertThat(g.shard()).isEqualTo("0/1");
  }

  @Test
  void aRunMergeCouldNotReadIsRefusedBeforeItStarts() {
    Path jsonl = dir.resolve("never.jsonl");
    Run games =
        run(
            "selfplay",
            "gongqi",
            "--games",
            Long.toString(RunReader.MAX_GAMES + 1),
            "--white",
            "random",
            "--black",
            "greedy",
            "--jsonl",
            jsonl.toString());
    assertThat(games.status()).isEqualTo(2);
    assertThat(games.err()).contains((RunReader.MAX_GAMES + 1) + " games are more than");
    List<String> bots = new ArrayList<>();
    for (int i = 0; i <= RunReader.MAX_BOTS; i++) {
      bots.add(i == 0 ? "random" : "mcts:" + i);
    }
    Run many =
        run(
            "tournament",
            "gongqi",
            "--bots",
            String.join(",", bots),
            "--games-per-pair",
            "1",
            "--jsonl",
            jsonl.toString());
    assertThat(many.status()).isEqualTo(2);
    assertThat(many.err()).contains("257 bots: at most 256");
    assertThat(jsonl).doesNotExist();
  }

  @Test
  void theSameCommandWritesTheSameBytes() throws IOException {
    List<Path> outs = new ArrayList<>();
    for (String name : List.of("a", "b")) {
      Path out = dir.resolve(name);
      Run r =
          run(
              "selfplay",
              "gongqi",
              "--size",
              "8",
              "--games",
              "6",
              "--white",
              "mcts:8",
              "--black",
              "greedy",
              "--threads",
              "2",
              "--jsonl",
              out.resolve("games.jsonl").toString(),
              "--records",
              out.resolve("records").toString());
      assertThat(r.status()).as(r.err()).isZero();
      outs.add(out);
    }
    for (int k = 0; k < 6; k++) {
      String name = "records/game-" + k + ".txt";
      String record = Files.readString(outs.get(0).resolve(name));
      assertThat(Files.readAllBytes(outs.get(1).resolve(name)))
          .as(name)
          .isEqualTo(Files.readAllBytes(outs.get(0).resolve(name)));
      // The lab's time: game k starts k seconds after its epoch, every move takes a second.
      assertThat(record)
          .contains("[Start \"" + LabClock.EPOCH.plusSeconds(k) + "\"]")
          .contains("{[%emt 0:00:01]}")
          .doesNotContain("%emt 0:00:00");
    }
    assertThat(timeless(outs.get(1).resolve("games.jsonl")))
        .isEqualTo(timeless(outs.get(0).resolve("games.jsonl")));
  }

  /** The file's lines in the order of k, without {@code millis}, which measures real time. */
  private static List<String> timeless(Path jsonl) throws IOException {
    try (Stream<String> lines = Files.lines(jsonl)) {
      return lines
          .sorted((a, b) -> Long.compare(GameLog.fromJson(a).game(), GameLog.fromJson(b).game()))
          .map(l -> l.replaceFirst("\"millis\":\\d+,", ""))
          .toList();
    }
  }

  @Test
  void theReaderGivesEveryRunItsSummaryAndEveryGame() throws IOException {
    Path a = dir.resolve("a.jsonl");
    Path b = dir.resolve("b.jsonl");
    String[] common = {"--size", "8", "--white", "random", "--black", "greedy", "--games"};
    List<String> first = new ArrayList<>(List.of("selfplay", "gongqi"));
    first.addAll(List.of(common));
    first.addAll(List.of("5", "--jsonl", a.toString()));
    List<String> second = new ArrayList<>(List.of("selfplay", "gongqi"));
    second.addAll(List.of(common));
    second.addAll(List.of("4", "--seed", "9", "--shard", "0/2", "--jsonl", b.toString()));
    assertThat(run(first.toArray(new String[0])).status()).isZero();
    assertThat(run(second.toArray(new String[0])).status()).isZero();

    List<Long> seen = new ArrayList<>();
    RunReader reader = RunReader.ofRuns().onGame((run, game) -> seen.add(game.game()));
    reader.read(a);
    reader.read(b);
    assertThat(seen).containsExactlyInAnyOrder(0L, 1L, 2L, 3L, 4L, 0L, 2L);
    List<RunReader.Run> runs = reader.runs();
    assertThat(runs).extracting(RunReader.Run::games).containsExactly(5L, 4L);
    assertThat(runs.get(0).missingCount()).isZero();
    assertThat(runs.get(1).missing(10)).containsExactly(1L, 3L);
    assertThat(runs.get(1).describeMissing()).isEqualTo("2 of 4 games are missing: k 1, 3");
    assertThat(runs.get(1).has(2)).isTrue();
    assertThat(runs.get(1).has(3)).isFalse();
    StringWriter printed = new StringWriter();
    runs.get(0).summary().print(new PrintWriter(printed));
    assertThat(printed.toString().lines().toList()).isEqualTo(run("merge", a.toString()).lines());
    assertThat(runs.get(0).summary().games()).isEqualTo(5);
    assertThat(runs.get(0).summary().colours()).containsExactly("black", "white");

    // merge reads one run only.
    Run merged = run("merge", a.toString(), b.toString());
    assertThat(merged.status()).isEqualTo(2);
    assertThat(merged.err()).contains(b + ":1: a line of another run: 'seed=9'");
  }
}
