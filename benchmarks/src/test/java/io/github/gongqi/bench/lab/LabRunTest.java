package io.github.gongqi.bench.lab;

import static io.github.gongqi.bench.lab.LabHarness.logs;
import static io.github.gongqi.bench.lab.LabHarness.run;
import static io.github.gongqi.bench.lab.LabHarness.summary;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.LabHarness.Run;
import io.github.gongqi.gongqi.match.GameRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Records, shards, merge, tournaments and the command-line hygiene of the lab's second round. */
class LabRunTest {
  @TempDir Path dir;

  private String[] selfplay(String... extra) {
    return LabHarness.smallSelfplay("5", extra);
  }

  @Test
  void jsonlHasOneLinePerGameWithTheSpecFields() throws IOException {
    Path jsonl = dir.resolve("games.jsonl");
    Run r = run(selfplay("--jsonl", jsonl.toString()));
    assertThat(r.status()).as(r.err()).isZero();
    List<String> lines = Files.readAllLines(jsonl);
    assertThat(lines).hasSize(9);
    for (String field :
        List.of(
            "\"game\":",
            "\"seed\":",
            "\"rules\":\"gongqi 8x8\"",
            "\"white\":",
            "\"black\":",
            "\"moves\":[",
            "\"result\":",
            "\"reason\":",
            "\"plies\":",
            "\"millis\":")) {
      assertThat(lines.get(0)).contains(field);
    }
    List<GameLog> logs = logs(jsonl);
    assertThat(logs)
        .extracting(GameLog::game)
        .containsExactlyInAnyOrder(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L);
    int plies = logs.stream().mapToInt(GameLog::plies).sum();
    assertThat(r.lastLine()).endsWith(" plies " + plies);
    for (GameLog g : logs) {
      assertThat(g.moves()).hasSize(g.plies());
      // The documented seed formula.
      assertThat(g.seed()).isEqualTo(5 + 0x9E3779B97F4A7C15L * (g.game() + 1));
    }
  }

  @Test
  void recordsReadBackAndReplayToTheSameResult() throws IOException {
    Path jsonl = dir.resolve("g.jsonl");
    Path records = dir.resolve("records");
    Run r =
        run(
            selfplay(
                "--jsonl", jsonl.toString(), "--records", records.toString(), "--max-plies", "40"));
    assertThat(r.status()).as(r.err()).isZero();
    for (GameLog g : logs(jsonl)) {
      GameRecord rec =
          GameRecord.parse(Files.readString(records.resolve("game-" + g.game() + ".txt")));
      assertThat(rec.moves()).hasSize(g.plies());
      assertThat(rec.match().result().isOver()).isTrue();
      int winner = rec.match().result().winningPlayer();
      // Gongqi's player 0 is Black.
      String expected = winner < 0 ? "draw" : winner == 0 ? "black" : "white";
      assertThat(expected).as("game %d", g.game()).isEqualTo(g.result());
      assertThat(rec.tags()).containsEntry("LabGame", Long.toString(g.game()));
      if (g.reason().startsWith("max plies")) {
        assertThat(rec.match().result().termination()).isEqualTo("agreement");
      }
    }
  }

  @Test
  void shardsMergeToTheUnsplitSummaryAndThreadsChangeNothing() throws IOException {
    Run whole = run(selfplay("--threads", "2", "--alternate"));
    List<String> files = new ArrayList<>(List.of("merge"));
    for (int i = 0; i < 3; i++) {
      Path f = dir.resolve("s" + i + ".jsonl");
      Run part = run(selfplay("--shard", i + "/3", "--jsonl", f.toString(), "--alternate"));
      assertThat(part.status()).as(part.err()).isZero();
      assertThat(logs(f))
          .allMatch(g -> g.game() % 3 == 0 || true)
          .extracting(GameLog::game)
          .allMatch(k -> k % 3 == (f.getFileName().toString().charAt(1) - '0'));
      files.add(f.toString());
    }
    Run merged = run(files.toArray(new String[0]));
    assertThat(merged.status()).as(merged.err()).isZero();
    assertThat(merged.lines()).isEqualTo(summary(whole));
    assertThat(merged.lastLine()).startsWith("games 9 ");
  }

  @Test
  void alternateGivesPairsOneSeedWithColoursExchanged() throws IOException {
    Path jsonl = dir.resolve("a.jsonl");
    assertThat(run(selfplay("--alternate", "--games", "4", "--jsonl", jsonl.toString())).status())
        .isZero();
    List<GameLog> logs = new ArrayList<>(logs(jsonl));
    logs.sort((a, b) -> Long.compare(a.game(), b.game()));
    assertThat(logs.get(0).seed()).isEqualTo(logs.get(1).seed());
    assertThat(logs.get(2).seed()).isEqualTo(logs.get(3).seed()).isNotEqualTo(logs.get(0).seed());
    // Gongqi's White never swaps against random/greedy... the bot on White at the start: game 0
    // has random (--white) first on White, game 1 greedy; a swap would exchange both.
    assertThat(logs.get(0).white()).isNotEqualTo(logs.get(1).white());
  }

  @Test
  void summariesCountWinsByBotAsWellAsByColour() throws IOException {
    Run r = run(selfplay());
    List<String> table = summary(r);
    assertThat(table.get(1)).contains("bot").contains("wins").contains("losses");
    String random = table.stream().filter(l -> l.startsWith("random ")).findFirst().orElseThrow();
    String greedy = table.stream().filter(l -> l.startsWith("greedy ")).findFirst().orElseThrow();
    String[] last = r.lastLine().split(" ");
    long byColour = Long.parseLong(last[3]) + Long.parseLong(last[5]);
    long byBot = Long.parseLong(random.split(" +")[2]) + Long.parseLong(greedy.split(" +")[2]);
    assertThat(byBot).isEqualTo(byColour);
    // The same bot twice gets two rows.
    Run same =
        run(
            "selfplay",
            "agon",
            "--games",
            "2",
            "--white",
            "random",
            "--black",
            "random",
            "--max-plies",
            "20");
    assertThat(same.out()).contains("\nrandom ").contains("\nrandom#2 ");
  }

  @Test
  void tournamentPlaysEveryPairWithColoursAlternatedAndPrintsElo() throws IOException {
    Path jsonl = dir.resolve("t.jsonl");
    Run t =
        run(
            "tournament",
            "gongqi",
            "--size",
            "8",
            "--bots",
            "random,greedy,mcts:8",
            "--games-per-pair",
            "4",
            "--jsonl",
            jsonl.toString(),
            "--max-plies",
            "60");
    assertThat(t.status()).as(t.err()).isZero();
    assertThat(t.lastLine()).matches("games 12 bots 3 random 0 greedy -?\\d+ mcts:8 -?\\d+");
    List<GameLog> logs = new ArrayList<>(logs(jsonl));
    logs.sort((a, b) -> Long.compare(a.game(), b.game()));
    // Pair (random, greedy) is games 0-3: the first mover's colour (Black) alternates.
    assertThat(logs.get(0).bots()).containsExactly("random", "greedy", "mcts:8");
    Run merged = run("merge", jsonl.toString());
    assertThat(merged.lines()).isEqualTo(summary(t));
  }

  @Test
  void tournamentWithAClockRecordsIt() throws IOException {
    Path records = dir.resolve("tc");
    Run t =
        run(
            "tournament",
            "agon",
            "--bots",
            "random,greedy",
            "--games-per-pair",
            "2",
            "--tc",
            "30+1",
            "--records",
            records.toString(),
            "--max-plies",
            "30");
    assertThat(t.status()).as(t.err()).isZero();
    String rec = Files.readString(records.resolve("game-0.txt"));
    assertThat(rec).contains("[TimeControl \"0:30+1s\"]");
    assertThat(io.github.gongqi.agon.match.GameRecord.parse(rec).match().result().isOver())
        .isTrue();
  }

  @Test
  void perftShardsAddUpToTheWhole() {
    long sum = 0;
    for (int i = 0; i < 3; i++) {
      Run r = run("perft", "gongqi", "--size", "8", "--depth", "3", "--shard", i + "/3");
      assertThat(r.status()).as(r.err()).isZero();
      sum += Long.parseLong(r.lastLine().substring("nodes ".length()));
    }
    assertThat("nodes " + sum)
        .isEqualTo(run("perft", "gongqi", "--size", "8", "--depth", "3").lastLine());
    Run firstRoots = run("perft", "agon", "--depth", "1", "--shard", "0/2");
    Run all = run("perft", "agon", "--depth", "1");
    long n = Long.parseLong(all.lastLine().substring(6));
    assertThat(firstRoots.lastLine()).isEqualTo("nodes " + (n + 1) / 2);
  }

  @Test
  void badInputIsOneLineWithStatusTwoAndWritesNothing() throws IOException {
    Path jsonl = dir.resolve("never.jsonl");
    for (String[] bad :
        List.of(
            selfplay("--shard", "3/3", "--jsonl", jsonl.toString()),
            selfplay("--shard", "x", "--jsonl", jsonl.toString()),
            new String[] {
              "selfplay",
              "gongqi",
              "--games",
              "1",
              "--white",
              "deep",
              "--black",
              "random",
              "--jsonl",
              jsonl.toString()
            },
            new String[] {
              "selfplay",
              "gongqi",
              "--games",
              "1",
              "--white",
              "engine:no-such-engine-x",
              "--black",
              "random",
              "--jsonl",
              jsonl.toString()
            },
            new String[] {
              "tournament", "gongqi", "--bots", "random,random", "--games-per-pair", "1"
            },
            new String[] {
              "tournament",
              "gongqi",
              "--bots",
              "random,greedy",
              "--games-per-pair",
              "1",
              "--tc",
              "soon"
            })) {
      Run r = run(bad);
      assertThat(r.status()).as(String.join(" ", bad)).isEqualTo(2);
      assertThat(r.err().lines()).as(r.err()).hasSize(1);
      assertThat(r.out()).isEmpty();
    }
    assertThat(jsonl).doesNotExist();
    assertThat(run(selfplay("--shard", "3/3")).err()).contains("'3/3'");
    assertThat(run(selfplay("--shard", "x")).err()).contains("'x'");
    assertThat(
            run(
                    "selfplay",
                    "gongqi",
                    "--games",
                    "1",
                    "--white",
                    "engine:no-such-engine-x",
                    "--black",
                    "random")
                .err())
        .contains("no-such-engine-x");
  }

  @Test
  void mergeRefusesLinesThatAreNotJsonOrFromOtherRules() throws IOException {
    Path good = dir.resolve("good.jsonl");
    assertThat(run(selfplay("--games", "2", "--jsonl", good.toString())).status()).isZero();
    Path agon = dir.resolve("agon.jsonl");
    assertThat(
            run(
                    "selfplay",
                    "agon",
                    "--games",
                    "1",
                    "--white",
                    "random",
                    "--black",
                    "greedy",
                    "--max-plies",
                    "10",
                    "--jsonl",
                    agon.toString())
                .status())
        .isZero();
    Path broken = dir.resolve("broken.jsonl");
    Files.writeString(broken, Files.readAllLines(good).get(0) + "\n{\"game\": 1, oops\n");

    Run notJson = run("merge", broken.toString());
    assertThat(notJson.status()).isEqualTo(2);
    assertThat(notJson.err().lines()).hasSize(1);
    assertThat(notJson.err()).contains(broken + ":2").contains("not JSON");
    assertThat(notJson.out()).isEmpty();

    Run mixed = run("merge", good.toString(), agon.toString());
    assertThat(mixed.status()).isEqualTo(2);
    assertThat(mixed.err()).contains(agon + ":1").contains("rules");
    assertThat(mixed.out()).isEmpty();

    Run twice = run("merge", good.toString(), good.toString());
    assertThat(twice.status()).isEqualTo(2);
    assertThat(twice.err()).contains("twice");

    assertThat(run("merge", dir.resolve("missing.jsonl").toString()).status()).isEqualTo(2);
  }

  @Test
  void selfplayAndTournamentTakeTheRulesTextAndWriteItBack() throws IOException {
    String ludii = io.github.gongqi.agon.Rules.LUDII.toString();
    Path text = dir.resolve("text.jsonl");
    Path shortcut = dir.resolve("shortcut.jsonl");
    String[] common = {
      "--white", "random", "--black", "greedy", "--games", "3", "--max-plies", "30"
    };
    List<String> a = new ArrayList<>(List.of("selfplay", "agon", "--rules", ludii));
    a.addAll(List.of(common));
    a.addAll(List.of("--jsonl", text.toString()));
    List<String> b = new ArrayList<>(List.of("selfplay", "agon", "--preset", "ludii"));
    b.addAll(List.of(common));
    b.addAll(List.of("--jsonl", shortcut.toString()));
    Run byText = run(a.toArray(new String[0]));
    Run byShortcut = run(b.toArray(new String[0]));
    assertThat(byText.status()).as(byText.err()).isZero();
    assertThat(summary(byText)).isEqualTo(summary(byShortcut));
    assertThat(logs(text)).allSatisfy(g -> assertThat(g.rules()).isEqualTo(ludii));

    Run tournament =
        run(
            "tournament",
            "gongqi",
            "--rules",
            "gongqi 8x8",
            "--bots",
            "random,greedy",
            "--games-per-pair",
            "2",
            "--max-plies",
            "30");
    assertThat(tournament.status()).as(tournament.err()).isZero();
    assertThat(tournament.out()).contains("tournament gongqi 8x8, 2 games");
  }

  @Test
  void mergeReadsEachLinesRulesBack() throws IOException {
    Path good = dir.resolve("good.jsonl");
    assertThat(run(selfplay("--games", "2", "--jsonl", good.toString())).status()).isZero();
    List<String> lines = Files.readAllLines(good);
    Path bad = dir.resolve("bad-rules.jsonl");
    Files.writeString(
        bad, lines.get(0) + "\n" + lines.get(1).replace("\"gongqi 8x8\"", "\"gongqi 9x9\"") + "\n");
    Run r = run("merge", bad.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).contains(bad + ":2").contains("'gongqi 9x9'");
    assertThat(r.out()).isEmpty();

    // Another spelling of the same rules merges with the canonical one.
    Path spelt = dir.resolve("spelt.jsonl");
    Files.writeString(
        spelt,
        lines.get(0) + "\n" + lines.get(1).replace("\"gongqi 8x8\"", "\"gongqi QUICK\"") + "\n");
    Run merged = run("merge", spelt.toString());
    assertThat(merged.status()).as(merged.err()).isZero();
    assertThat(merged.lines()).isEqualTo(run("merge", good.toString()).lines());
  }

  @Test
  void everyCommandAnswersHelp() {
    for (String c : List.of("perft", "selfplay", "tournament", "merge", "engine")) {
      Run h = run(c, "--help");
      assertThat(h.status()).as(c).isZero();
      assertThat(h.out()).as(c).contains("Usage:").contains(c);
      Run help = run("help", c);
      assertThat(help.status()).isZero();
      assertThat(help.out()).isEqualTo(h.out());
    }
    assertThat(run("selfplay", "--help").out())
        .contains("--jsonl")
        .contains("--shard")
        .contains("--alternate");
    assertThat(run("--version").out()).contains("gongqi lab");
  }

  @Test
  void farTooManyThreadsAreCappedWithAWarning() {
    Run r = run(selfplay("--games", "2", "--threads", "100000"));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(r.err()).contains("warning: --threads 100000");
  }
}
