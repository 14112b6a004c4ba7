package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.GameLog;
import io.github.gongqi.bench.lab.LabHarness;
import io.github.gongqi.bench.player.BotSpec;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The engine protocol both ways: the lab serving its bots, the lab refereeing engines (its own
 * {@code engine} command, the shipped example, and engines that misbehave each way), and shards run
 * as separate processes. Engines are real processes started from this test's class path.
 */
class EngineTest {
  @TempDir Path dir;

  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** A command line starting a main class of this test's class path. */
  static String javaMain(String mainClass, String args) {
    return java() + " -cp " + System.getProperty("java.class.path") + " " + mainClass + " " + args;
  }

  static String serve(String input) throws IOException {
    StringWriter out = new StringWriter();
    EngineCommand.serve(
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintWriter(out, true),
        BotSpec.parse("greedy"),
        1);
    return out.toString();
  }

  @Test
  void theEngineCommandFollowsGtpFraming() throws IOException {
    String out =
        serve(
            "1 protocol_version\n\n# a comment\nname # trailing\nfrobnicate\n7 play\n"
                + "rules gongqi QUICK\nplay z9\nplay d5W1\n3 genmove\nknown_command genmove\n"
                + "rules chess 8x8\nundo\nundo\nundo\nquit\nname\n");
    assertThat(out)
        .startsWith(
            "=1 2\n\n= gongqi-lab-greedy\n\n? unknown command\n\n?7 syntax error\n\n=\n\n"
                + "? illegal move: ");
    // The refusal says why (the library's reason), on one line.
    assertThat(out).containsPattern("\\? illegal move: [^\n]*'z9'[^\n]*\n\n=\n\n=3 ");
    assertThat(out)
        .contains("\n\n= true\n\n? unsupported rules\n\n=\n\n=\n\n? cannot undo\n\n=\n\n");
    // Nothing after quit.
    assertThat(out).endsWith("? cannot undo\n\n=\n\n");
    String agon =
        serve("rules agon " + io.github.gongqi.agon.Rules.LUDII + "\ngenmove\nshowboard\n");
    assertThat(agon).startsWith("=\n\n= ").doesNotContain("?");
    // Every answer ends with one empty line and has none inside.
    for (String answer : agon.split("\n\n")) {
      assertThat(answer).doesNotContain("\n\n");
    }
  }

  @Test
  void theEngineTakesTheRulesTextOfTheJsonl() throws IOException {
    Path gongqi = dir.resolve("gongqi.jsonl");
    Path agon = dir.resolve("agon.jsonl");
    String[] common = {
      "--games", "1", "--white", "random", "--black", "random", "--max-plies", "4"
    };
    List<String> g = new ArrayList<>(List.of("selfplay", "gongqi", "--size", "8"));
    g.addAll(List.of(common));
    g.addAll(List.of("--jsonl", gongqi.toString(), "--records", dir.resolve("g").toString()));
    List<String> a = new ArrayList<>(List.of("selfplay", "agon", "--preset", "ludii"));
    a.addAll(List.of(common));
    a.addAll(List.of("--jsonl", agon.toString(), "--records", dir.resolve("a").toString()));
    assertThat(LabHarness.run(g.toArray(new String[0])).status()).isZero();
    assertThat(LabHarness.run(a.toArray(new String[0])).status()).isZero();
    String gongqiRules = LabHarness.logs(gongqi).get(0).rules();
    String agonRules = LabHarness.logs(agon).get(0).rules();
    assertThat(gongqiRules).isEqualTo("gongqi 8x8");
    assertThat(agonRules).isEqualTo(io.github.gongqi.agon.Rules.LUDII.toString());
    // The same text is what Rules.parse reads and what both games' records carry, under one tag.
    assertThat(io.github.gongqi.gongqi.Rules.parse(gongqiRules))
        .isEqualTo(io.github.gongqi.gongqi.Rules.QUICK);
    assertThat(io.github.gongqi.agon.Rules.parse(agonRules))
        .isEqualTo(io.github.gongqi.agon.Rules.LUDII);
    assertThat(Files.readString(dir.resolve("g").resolve("game-0.txt")))
        .contains("[Rules \"" + gongqiRules + "\"]");
    assertThat(Files.readString(dir.resolve("a").resolve("game-0.txt")))
        .contains("[Rules \"" + agonRules + "\"]");
    for (String[] rules :
        List.of(
            new String[] {"gongqi", gongqiRules},
            new String[] {"gongqi", gongqiRules.substring("gongqi ".length())},
            new String[] {"gongqi", "QUICK"},
            new String[] {"agon", agonRules},
            new String[] {"agon", agonRules.substring("agon ".length())})) {
      String line = "rules " + rules[0] + " " + rules[1];
      String out = serve(line + "\ngenmove\nshowboard\n");
      assertThat(out).as(line).startsWith("=\n\n= ").doesNotContain("?");
      // The board served is the board of those rules: 8 rows for Gongqi 8x8.
      if (rules[0].equals("gongqi")) {
        assertThat(out).as(line).contains(" 8 ").doesNotContain(" 9 ");
      }
    }
    assertThat(serve("rules gongqi " + agonRules + "\nrules agon " + gongqiRules + "\n"))
        .isEqualTo("? unsupported rules\n\n? unsupported rules\n\n");
  }

  @Test
  void theLabPlaysItsOwnEngineCommandThroughTheProtocol() throws IOException {
    Path jsonl = dir.resolve("e.jsonl");
    Path log = dir.resolve("engine.log");
    String engine = "engine:" + javaMain("io.github.gongqi.bench.Main", "engine --bot greedy");
    LabHarness.Run r =
        LabHarness.run(
            "selfplay",
            "gongqi",
            "--size",
            "8",
            "--games",
            "2",
            "--white",
            engine,
            "--black",
            "random",
            "--jsonl",
            jsonl.toString(),
            "--engine-log",
            log.toString(),
            "--alternate",
            "--max-plies",
            "60");
    assertThat(r.status()).as(r.err()).isZero();
    List<GameLog> games = LabHarness.logs(jsonl);
    assertThat(games).hasSize(2);
    for (GameLog g : games) {
      assertThat(g.reason()).doesNotContain("engine:");
    }
    assertThat(Files.readString(log)).contains("> rules gongqi 8x8").contains("> genmove");
    assertThat(EnginePlayer.alive()).isZero();
  }

  @Test
  void misbehavingEnginesLoseWithTheirReasonAndLeaveNoProcess() throws IOException {
    record Case(String mode, String reason) {}
    List<Case> cases =
        List.of(
            new Case("illegal", "illegal move 'a1N1'"),
            new Case("garbage", "unparsable answer"),
            new Case("error", "with an error: cannot think"),
            new Case("crash", "crashed (exit status 3)"),
            new Case("close", "closed its output"),
            new Case("silent", "no answer to 'genmove' by the deadline"));
    List<String> out = new ArrayList<>();
    for (Case c : cases) {
      Path jsonl = dir.resolve(c.mode() + ".jsonl");
      String engine = "engine:" + javaMain("io.github.gongqi.bench.engine.FaultyEngine", c.mode());
      long start = System.nanoTime();
      LabHarness.Run r =
          LabHarness.run(
              "selfplay",
              "gongqi",
              "--size",
              "8",
              "--games",
              "1",
              "--white",
              engine,
              "--black",
              "random",
              "--jsonl",
              jsonl.toString(),
              "--move-limit",
              "1");
      assertThat(r.status()).as(c.mode() + ": " + r.err()).isZero();
      assertThat((System.nanoTime() - start) / 1e9).as(c.mode()).isLessThan(30);
      GameLog g = LabHarness.logs(jsonl).get(0);
      // White moves second in Gongqi: the engine loses at its first move, Black (random) wins.
      assertThat(g.result()).as(c.mode()).isEqualTo("black");
      assertThat(g.plies()).as(c.mode()).isEqualTo(1);
      // Named by its answer to name, never by its command line.
      assertThat(g.reason())
          .as(c.mode())
          .startsWith("faulty-" + c.mode() + " ")
          .contains(c.reason());
      out.add(g.reason());
      assertThat(EnginePlayer.alive()).as(c.mode()).isZero();
    }
    // The silent engine's child ("sleep 61.5") went with it.
    assertThat(
            ProcessHandle.allProcesses()
                .filter(
                    p -> p.info().arguments().map(a -> List.of(a).contains("61.5")).orElse(false))
                .filter(ProcessHandle::isAlive)
                .count())
        .as(String.join("\n", out))
        .isZero();
    assertThat(ProcessHandle.current().children().filter(ProcessHandle::isAlive).count()).isZero();
  }

  @Test
  void underAClockASilentEngineLosesOnTime() throws IOException {
    Path records = dir.resolve("rec");
    String engine = "engine:" + javaMain("io.github.gongqi.bench.engine.FaultyEngine", "silent");
    LabHarness.Run r =
        LabHarness.run(
            "tournament",
            "gongqi",
            "--size",
            "8",
            "--bots",
            "random," + engine,
            "--games-per-pair",
            "1",
            "--tc",
            "0.5+0.5",
            "--records",
            records.toString());
    assertThat(r.status()).as(r.err()).isZero();
    String record = Files.readString(records.resolve("game-0.txt"));
    assertThat(record).contains("[Termination \"time\"]").contains("[Result \"1-0\"]");
    assertThat(
            io.github.gongqi.gongqi.match.GameRecord.parse(record).match().result().termination())
        .isEqualTo("time");
    assertThat(EnginePlayer.alive()).isZero();
  }

  @Test
  void theExampleEngineRunsFromItsSourceFile() throws IOException {
    Path source = Path.of("examples", "Engine.java");
    assertThat(source).exists();
    String engine =
        "engine:" + java() + " -cp " + System.getProperty("java.class.path") + " " + source;
    Path jsonl = dir.resolve("x.jsonl");
    LabHarness.Run r =
        LabHarness.run(
            "selfplay",
            "agon",
            "--games",
            "1",
            "--white",
            "random",
            "--black",
            engine,
            "--max-plies",
            "40",
            "--jsonl",
            jsonl.toString());
    assertThat(r.status()).as(r.err()).isZero();
    GameLog g = LabHarness.logs(jsonl).get(0);
    assertThat(g.reason()).as("the example engine must play legal moves").doesNotContain("engine:");
    assertThat(g.plies()).isEqualTo(40);
  }

  @Test
  void threeShardProcessesMergeToOneRun() throws Exception {
    List<Process> shards = new ArrayList<>();
    List<String> merge = new ArrayList<>(List.of("merge"));
    String[] game = {
      "selfplay",
      "gongqi",
      "--size",
      "8",
      "--games",
      "12",
      "--white",
      "random",
      "--black",
      "random",
      "--seed",
      "42"
    };
    for (int i = 0; i < 3; i++) {
      Path f = dir.resolve("shard-" + i + ".jsonl");
      List<String> cmd =
          new ArrayList<>(
              List.of(
                  java(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  "io.github.gongqi.bench.Main"));
      cmd.addAll(List.of(game));
      cmd.addAll(List.of("--shard", i + "/3", "--jsonl", f.toString()));
      shards.add(
          new ProcessBuilder(cmd)
              .redirectErrorStream(true)
              .redirectOutput(dir.resolve("out-" + i).toFile())
              .start());
      merge.add(f.toString());
    }
    for (Process p : shards) {
      assertThat(p.waitFor()).isZero();
    }
    LabHarness.Run merged = LabHarness.run(merge.toArray(new String[0]));
    LabHarness.Run whole = LabHarness.run(game);
    assertThat(merged.status()).as(merged.err()).isZero();
    assertThat(merged.lines()).isEqualTo(LabHarness.summary(whole));
  }

  @Test
  void aKilledRunKeepsEveryFinishedGame() throws Exception {
    Path jsonl = dir.resolve("killed.jsonl");
    List<String> cmd =
        new ArrayList<>(
            List.of(
                java(),
                "-cp",
                System.getProperty("java.class.path"),
                "io.github.gongqi.bench.Main",
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
                jsonl.toString()));
    Process p =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("out").toFile())
            .start();
    try {
      long deadline = System.nanoTime() + 60_000_000_000L;
      while ((!Files.exists(jsonl) || Files.readAllLines(jsonl).size() < 20)
          && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
    } finally {
      p.destroyForcibly(); // SIGKILL: no shutdown hook, no flush at exit
      p.waitFor();
    }
    List<String> lines = Files.readAllLines(jsonl);
    assertThat(lines.size()).isGreaterThanOrEqualTo(20);
    // Every line is a whole game: nothing half-written.
    for (String line : lines) {
      GameLog g = GameLog.fromJson(line);
      assertThat(g.moves()).hasSize(g.plies());
    }
  }

  @Test
  void progressShowsRateAndTimeLeftWhenForcedAndOnlyThen() throws Exception {
    String[] game = {
      "selfplay", "gongqi", "--size", "8", "--games", "30", "--white", "random", "--black", "random"
    };
    for (String flag : List.of("--progress", "--no-progress")) {
      List<String> cmd =
          new ArrayList<>(
              List.of(
                  java(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  "io.github.gongqi.bench.Main"));
      cmd.addAll(List.of(game));
      cmd.add(flag);
      Path err = dir.resolve("err" + flag);
      Process p =
          new ProcessBuilder(cmd)
              .redirectError(err.toFile())
              .redirectOutput(dir.resolve("o").toFile())
              .start();
      assertThat(p.waitFor()).isZero();
      String text = Files.readString(err);
      if (flag.equals("--progress")) {
        assertThat(text)
            .contains("selfplay: ")
            .contains("games, ")
            .contains("/s, ")
            .contains(" left");
      } else {
        // Standard error is a file here, and the flag says no anyway.
        assertThat(text).isEmpty();
      }
    }
  }
}
