package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tournament stopped before its end (Ctrl-C; SIGTERM runs the same shutdown hooks) names the
 * pairs that played fewer games than planned, and ranks no bot while a pair never met.
 */
class StoppedTournamentTest {
  @TempDir Path dir;

  @Test
  void aStoppedTournamentNamesItsIncompletePairsAndRanksNoBotByPairsThatNeverMet()
      throws Exception {
    Path jsonl = dir.resolve("t.jsonl");
    Path out = dir.resolve("out.txt");
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.addAll(List.of("-Xmx64m", "-cp", System.getProperty("java.class.path")));
    cmd.add("io.github.gongqi.bench.Main");
    // Pairs play in order: random-greedy's 100,000 games come first, so the others never meet.
    cmd.addAll(
        List.of(
            "tournament",
            "gongqi",
            "--size",
            "8",
            "--bots",
            "random,greedy,mcts:2",
            "--games-per-pair",
            "100000",
            "--jsonl",
            jsonl.toString()));
    Process p =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while ((!Files.exists(jsonl) || Files.readAllLines(jsonl).size() < 5)
          && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
    } finally {
      p.destroy();
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
      }
    }
    String printed = Files.readString(out, StandardCharsets.UTF_8);
    long played = Files.readAllLines(jsonl).size();
    assertThat(printed)
        .contains("tournament: interrupted after")
        .contains(
            "stopped; incomplete pairs (games/planned): random-greedy "
                + played
                + "/100000, random-mcts:2 0/100000, greedy-mcts:2 0/100000")
        .contains("elo: none, as some pairs never met")
        .containsPattern("\ngames " + played + " bots 3 random nan greedy nan mcts:2 nan\n")
        .doesNotContain("\tat ");
  }
}
