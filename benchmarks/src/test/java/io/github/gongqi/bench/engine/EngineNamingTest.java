package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.GameLog;
import io.github.gongqi.bench.lab.LabHarness;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines are named by their answer to {@code name} or by the user, never by their command line;
 * bot lists take commands with commas; and the lab, as the controller, sends the colour of every
 * move it relays and asks for, the stones' colour in Gongqi (after the swap the first player is
 * White) and the pieces' in Agon.
 */
class EngineNamingTest {
  @TempDir Path dir;

  @Test
  void enginesAreNamedByTheirAnswerOrByTheUserAndMadeUnique() throws IOException {
    // "twin $1": a space to replace, and the argument shows what the bot list gave the command.
    Path twin = ShellEngine.write(dir, "twin.sh", "twin $1", "", "printf '= resign\\n\\n'");
    Path twin2 = ShellEngine.write(dir, "twin2.sh", "twin $1", "", "printf '= resign\\n\\n'");
    Path nameless = ShellEngine.write(dir, "nameless.sh", null, "", "printf '= resign\\n\\n'");
    Path jsonl = dir.resolve("t.jsonl");
    LabHarness.Run r =
        LabHarness.run(
            "tournament",
            "gongqi",
            "--size",
            "8",
            "--bots",
            "random," + ShellEngine.bot(twin, "'a,b'"),
            "--bot",
            ShellEngine.bot(twin, "x"),
            "--bot",
            ShellEngine.bot(twin2, "x"),
            "--bot",
            "me=" + ShellEngine.bot(twin, "y"),
            "--bot",
            ShellEngine.bot(nameless),
            "--games-per-pair",
            "1",
            "--jsonl",
            jsonl.toString());
    assertThat(r.status()).as(r.err()).isZero();
    List<String> names = List.of("random", "twin_a,b", "twin_x", "twin_x#2", "me", "engine");
    String[] last = r.lastLine().split(" ");
    assertThat(last).hasSize(4 + 2 * names.size());
    for (int i = 0; i < names.size(); i++) {
      assertThat(last[4 + 2 * i]).as(r.lastLine()).isEqualTo(names.get(i));
    }
    Set<String> seen = new HashSet<>();
    for (GameLog g : LabHarness.logs(jsonl)) {
      seen.add(g.white());
      seen.add(g.black());
      assertThat(g.bots()).isEqualTo(names);
      assertThat(g.reason()).doesNotContain("engine:").doesNotContain(".sh");
    }
    assertThat(seen).containsExactlyInAnyOrderElementsOf(names);
    assertThat(r.out()).doesNotContain("engine:");
    assertThat(EnginePlayer.alive()).isZero();
  }

  @Test
  void badNamesAndBadListsAreRefusedInOneLine() {
    List<String[]> bad =
        List.of(
            new String[] {"--bots", "my bot=greedy,random"},
            new String[] {"--bots", "=greedy,random"},
            // Split only outside quotes: the command is started, and its answer refused.
            new String[] {"--bots", "engine:sh -c 'read x; echo 1,2',greedy"},
            new String[] {"--bot", "greedy"});
    for (String[] b : bad) {
      LabHarness.Run r =
          LabHarness.run(
              "tournament", "gongqi", "--size", "8", b[0], b[1], "--games-per-pair", "1");
      assertThat(r.status()).as(b[1] + ": " + r.err()).isEqualTo(2);
      assertThat(r.err().lines()).as(r.err()).hasSize(1);
      assertThat(r.out()).isEmpty();
    }
    assertThat(
            LabHarness.run(
                    "tournament",
                    "gongqi",
                    "--bots",
                    "engine:sh -c 'read x; echo 1,2',greedy",
                    "--games-per-pair",
                    "1")
                .err())
        .contains("engine 'engine:sh -c 'read x; echo 1,2''")
        .contains("'1,2'");
    assertThat(
            LabHarness.run(
                    "selfplay",
                    "gongqi",
                    "--games",
                    "1",
                    "--white",
                    "my bot=greedy",
                    "--black",
                    "random")
                .err())
        .contains("'my bot'")
        .contains("space");
  }

  @Test
  void theControllerSendsTheColourOfEachMoveAfterTheSwapToo() throws IOException {
    // White answers Black's first push with the swap, then resigns as Black.
    Path swapper =
        ShellEngine.write(
            dir,
            "swap.sh",
            "swapper",
            "",
            "if [ $n = 1 ]; then printf '= swap\\n\\n'; else printf '= resign\\n\\n'; fi");
    Path log = dir.resolve("gongqi.log");
    Path jsonl = dir.resolve("g.jsonl");
    LabHarness.Run r =
        LabHarness.run(
            "selfplay",
            "gongqi",
            "--size",
            "8",
            "--games",
            "1",
            "--white",
            ShellEngine.bot(swapper),
            "--black",
            "random",
            "--engine-log",
            log.toString(),
            "--jsonl",
            jsonl.toString());
    assertThat(r.status()).as(r.err()).isZero();
    GameLog g = LabHarness.logs(jsonl).get(0);
    assertThat(g.moves()).hasSize(3);
    assertThat(g.moves().get(1)).isEqualTo("swap");
    // After the swap the engine plays Black, and resigns: White (random) wins.
    assertThat(g.black()).isEqualTo("swapper");
    assertThat(g.result()).isEqualTo("white");
    assertThat(sent(log))
        .containsSubsequence(
            "1 > play b " + g.moves().get(0),
            "1 > genmove w",
            "1 > play w " + g.moves().get(2),
            "1 > genmove b")
        .noneMatch(l -> l.matches("1 > (play|genmove)( [^bw].*)?"));

    // Agon: White moves first.
    Path agonLog = dir.resolve("agon.log");
    LabHarness.Run a =
        LabHarness.run(
            "selfplay",
            "agon",
            "--games",
            "1",
            "--white",
            ShellEngine.bot(swapper),
            "--black",
            "random",
            "--engine-log",
            agonLog.toString());
    assertThat(a.status()).as(a.err()).isZero();
    assertThat(sent(agonLog)).contains("1 > genmove w").noneMatch(l -> l.startsWith("1 > play"));
  }

  /** The lines the lab sent, from an engine log. */
  private static List<String> sent(Path log) throws IOException {
    return Files.readAllLines(log).stream().filter(l -> l.contains(" > ")).toList();
  }
}
