package io.github.gongqi.bench.lab;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.LabHarness.Run;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lab's command line as lab.md fixes it: last lines, exit codes, one-line errors. */
class LabTest {
  @Test
  void perftDepthZeroIsOneNode() {
    assertThat(run("perft", "gongqi", "--depth", "0").lastLine()).isEqualTo("nodes 1");
    assertThat(run("perft", "agon", "--depth", "0").lastLine()).isEqualTo("nodes 1");
  }

  @Test
  void gongqiStartHasOneMovePerStoneAndOpenDirection() {
    // Four stones in a 2x2 block at the centre, power 1: each stone pushes alone only outward,
    // two directions each, so 8 first moves on either board.
    assertThat(run("perft", "gongqi", "--depth", "1").lastLine()).isEqualTo("nodes 8");
    assertThat(run("perft", "gongqi", "--size", "8", "--depth", "1").lastLine())
        .isEqualTo("nodes 8");
  }

  @Test
  void divideListsEveryRootMoveAndSumsToTheTotal() {
    Run r = run("perft", "gongqi", "--size", "8", "--depth", "3", "--divide", "--threads", "2");
    assertThat(r.status()).isZero();
    List<String> lines = r.lines();
    long sum = 0;
    int moves = 0;
    for (String l : lines) {
      if (l.matches("[a-h][1-8][NESW]\\d+ \\d+")) {
        sum += Long.parseLong(l.split(" ")[1]);
        moves++;
      }
    }
    assertThat(moves).isEqualTo(8);
    assertThat(r.lastLine()).isEqualTo("nodes " + sum);
    Run single = run("perft", "gongqi", "--size", "8", "--depth", "3");
    assertThat(single.lastLine()).isEqualTo(r.lastLine());
  }

  @Test
  void movesAreReplayedBeforeCounting() {
    Run r = run("perft", "gongqi", "--moves", "f7N1 swap", "--depth", "1");
    assertThat(r.status()).isZero();
    assertThat(r.lastLine()).startsWith("nodes ");
    Run a = run("perft", "agon", "--moves", "a1-b2", "--depth", "1");
    assertThat(a.status()).as(a.err()).isZero();
  }

  @Test
  void badInputIsOneLineOnStandardErrorWithStatusTwo() {
    Run illegal = run("perft", "gongqi", "--moves", "f7N1 f7N2", "--depth", "1");
    assertThat(illegal.status()).isEqualTo(2);
    assertThat(illegal.err().lines()).hasSize(1);
    assertThat(illegal.err()).contains("move 2").contains("'f7N2'");
    assertThat(illegal.out()).isEmpty();

    Run malformed = run("perft", "agon", "--moves", "a1-zz", "--depth", "1");
    assertThat(malformed.status()).isEqualTo(2);
    assertThat(malformed.err()).contains("move 1").contains("'a1-zz'");

    Run negative = run("perft", "gongqi", "--depth", "-1");
    assertThat(negative.status()).isEqualTo(2);
    assertThat(negative.err()).contains("-1");

    Run unknown = run("perft", "gongqi", "--depth", "1", "--colour", "red");
    assertThat(unknown.status()).isEqualTo(2);
    assertThat(unknown.err()).contains("--colour");
    assertThat(unknown.err().lines()).hasSize(1);

    // A misspelt option leaves --depth missing too: the unknown option is what gets named.
    Run misspelt = run("perft", "gongqi", "--dpth", "3");
    assertThat(misspelt.status()).isEqualTo(2);
    assertThat(misspelt.err().lines()).hasSize(1);
    assertThat(misspelt.err()).contains("'--dpth'");

    Run wrongGame = run("perft", "chess", "--depth", "1");
    assertThat(wrongGame.status()).isEqualTo(2);
    assertThat(wrongGame.err()).contains("chess");

    Run foreignOption = run("perft", "agon", "--size", "8", "--depth", "1");
    assertThat(foreignOption.status()).isEqualTo(2);
    assertThat(foreignOption.err()).contains("--size");

    Run badBot = run("selfplay", "agon", "--games", "1", "--white", "deep", "--black", "random");
    assertThat(badBot.status()).isEqualTo(2);
    assertThat(badBot.err()).contains("'deep'");
  }

  @Test
  void rulesTextChoosesTheRulesAsTheShortcutsDo() {
    String ludii = io.github.gongqi.agon.Rules.LUDII.toString();
    record Same(List<String> text, List<String> shortcut) {}
    for (Same s :
        List.of(
            new Same(List.of("gongqi", "--rules", "gongqi 8x8"), List.of("gongqi", "--size", "8")),
            new Same(List.of("gongqi", "--rules", "8x8"), List.of("gongqi", "--size", "8")),
            new Same(List.of("gongqi", "--rules", "quick"), List.of("gongqi", "--size", "8")),
            new Same(List.of("gongqi", "--rules", "gongqi 12x12"), List.of("gongqi")),
            new Same(List.of("gongqi", "--rules", "STANDARD"), List.of("gongqi")),
            new Same(List.of("agon", "--rules", ludii), List.of("agon", "--preset", "ludii")),
            new Same(
                List.of("agon", "--rules", ludii.substring("agon ".length())),
                List.of("agon", "--preset", "ludii")),
            new Same(
                List.of("agon", "--rules", "agon setup=placement"),
                List.of("agon", "--setup", "placement")))) {
      List<String> a = new java.util.ArrayList<>(List.of("perft"));
      a.addAll(s.text());
      a.addAll(List.of("--depth", "3", "--divide"));
      List<String> b = new java.util.ArrayList<>(List.of("perft"));
      b.addAll(s.shortcut());
      b.addAll(List.of("--depth", "3", "--divide"));
      Run byText = run(a.toArray(new String[0]));
      Run byShortcut = run(b.toArray(new String[0]));
      assertThat(byText.status()).as(byText.err()).isZero();
      assertThat(dropTime(byText.lines())).as(s.toString()).isEqualTo(dropTime(byShortcut.lines()));
    }
  }

  private static List<String> dropTime(List<String> lines) {
    return lines.stream().filter(l -> !l.startsWith("time ")).toList();
  }

  @Test
  void rulesTextBesideAShortcutOrUnreadableIsOneLineAndStatusTwo() {
    String ludii = io.github.gongqi.agon.Rules.LUDII.toString();
    for (String[] args :
        List.of(
            new String[] {
              "perft", "gongqi", "--rules", "gongqi 8x8", "--size", "8", "--depth", "1"
            },
            new String[] {"perft", "agon", "--rules", ludii, "--preset", "ludii", "--depth", "1"},
            new String[] {"perft", "agon", "--setup", "classic", "--rules", ludii, "--depth", "1"},
            new String[] {"perft", "gongqi", "--rules", "gongqi 9x9", "--depth", "1"},
            new String[] {"perft", "gongqi", "--rules", ludii, "--depth", "1"},
            new String[] {"perft", "agon", "--rules", "gongqi 8x8", "--depth", "1"},
            new String[] {"perft", "agon", "--rules", "agon setup=nowhere", "--depth", "1"},
            new String[] {
              "selfplay",
              "gongqi",
              "--rules",
              "8x8",
              "--size",
              "8",
              "--games",
              "1",
              "--white",
              "random",
              "--black",
              "random"
            },
            new String[] {
              "tournament",
              "agon",
              "--rules",
              "nonsense",
              "--bots",
              "random,greedy",
              "--games-per-pair",
              "1"
            })) {
      Run r = run(args);
      assertThat(r.status()).as(String.join(" ", args)).isEqualTo(2);
      assertThat(r.err().lines()).as(r.err()).hasSize(1);
      assertThat(r.err()).as(String.join(" ", args)).contains("--rules");
      assertThat(r.out()).isEmpty();
    }
    assertThat(run("perft", "gongqi", "--rules", "gongqi 9x9", "--depth", "1").err())
        .contains("'gongqi 9x9'");
    assertThat(run("perft", "gongqi", "--rules", "8x8", "--size", "8", "--depth", "1").err())
        .contains("--size");
  }

  @Test
  void selfplayIsReproducibleWhateverTheThreads() {
    Run one =
        run(
            "selfplay",
            "gongqi",
            "--size",
            "8",
            "--games",
            "6",
            "--white",
            "random",
            "--black",
            "greedy",
            "--seed",
            "7",
            "--threads",
            "1");
    Run two =
        run(
            "selfplay",
            "gongqi",
            "--size",
            "8",
            "--games",
            "6",
            "--white",
            "random",
            "--black",
            "greedy",
            "--seed",
            "7",
            "--threads",
            "2");
    assertThat(one.status()).isZero();
    assertThat(one.lastLine()).matches("games 6 white \\d+ black \\d+ draws \\d+ plies \\d+");
    assertThat(two.lastLine()).isEqualTo(one.lastLine());
    String[] f = one.lastLine().split(" ");
    assertThat(Integer.parseInt(f[3]) + Integer.parseInt(f[5]) + Integer.parseInt(f[7]))
        .isEqualTo(6);
  }

  @Test
  void selfplayCapsLongGamesAsDraws() {
    Run r =
        run(
            "selfplay",
            "agon",
            "--preset",
            "ludii",
            "--games",
            "3",
            "--white",
            "random",
            "--black",
            "random",
            "--max-plies",
            "5");
    assertThat(r.lastLine()).isEqualTo("games 3 white 0 black 0 draws 3 plies 15");
  }

  @Test
  void mctsPlaysAgon() {
    Run r =
        run(
            "selfplay",
            "agon",
            "--games",
            "1",
            "--white",
            "mcts:20",
            "--black",
            "greedy",
            "--max-plies",
            "30");
    assertThat(r.status()).isZero();
    assertThat(r.lastLine()).startsWith("games 1 ");
  }
}
