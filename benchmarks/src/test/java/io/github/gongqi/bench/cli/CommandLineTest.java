package io.github.gongqi.bench.cli;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command line itself: the demo by name, suggestions for slips, help texts, progress. */
class CommandLineTest {
  @Test
  void demoByNameTakesTheSameTourAsNoCommand() {
    Run named = run("demo");
    Run unnamed = run();
    assertThat(named.status()).isZero();
    assertThat(named.err()).isEmpty();
    assertThat(named.out()).contains("Gongqi (gongqi 8x8)").contains("Agon (agon ");
    // The perft speeds differ from run to run; everything else is the same tour.
    assertThat(withoutTimes(named.out())).isEqualTo(withoutTimes(unnamed.out()));
    assertThat(run("demo", "--help").out()).contains("tour");
  }

  private static String withoutTimes(String s) {
    return s.replaceAll("(?m)^perft .*$", "perft");
  }

  @Test
  void aMistypedOptionGetsTheNearestOneSuggested() {
    Run r = run("selfplay", "gongqi", "--gmaes", "2");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).contains("'--gmaes'").contains("did you mean --games?");

    Run negated =
        run(
            "selfplay",
            "gongqi",
            "--games",
            "1",
            "--white",
            "random",
            "--black",
            "random",
            "--no-progres");
    assertThat(negated.err()).contains("did you mean --no-progress?");
  }

  @Test
  void aMistypedCommandGetsTheNearestOneSuggested() {
    Run r = run("perfft", "gongqi", "--depth", "1");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).contains("'perfft'").contains("did you mean perft?");
    assertThat(run("tournamnt").err()).contains("did you mean tournament?");
  }

  @Test
  void somethingFarFromEveryNameGetsNoGuess() {
    Run r = run("perft", "gongqi", "--depth", "1", "--colour", "red");
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).contains("--colour").doesNotContain("did you mean");
    assertThat(run("xyzzy").err()).doesNotContain("did you mean");
  }

  @Test
  void nearestKeepsOnlyTheClosestNames() {
    List<String> names = List.of("--games", "--gamma", "--white", "--black");
    assertThat(DidYouMean.nearest("--gmaes", names)).containsExactly("--games");
    assertThat(DidYouMean.nearest("--whte", names)).containsExactly("--white");
    assertThat(DidYouMean.nearest("--games", names)).isEmpty();
    assertThat(DidYouMean.nearest("--seed", names)).isEmpty();
    assertThat(DidYouMean.distance("ab", "ba")).isEqualTo(1);
    assertThat(DidYouMean.distance("perfft", "perft")).isEqualTo(1);
  }

  @Test
  void whiteAndBlackAreDescribedAsTheBotsThatStartWithEachColour() {
    String help = run("selfplay", "--help").out().replaceAll("\\s+", " ");
    assertThat(help)
        .contains(
            "the bot that starts with White (after an opening swap it plays the other colour)")
        .contains(
            "the bot that starts with Black (after an opening swap it plays the other colour)");
  }

  @Test
  void progressIntoAFileWritesPlainLines() {
    PrintStream original = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    Run r;
    try {
      // Progress writes to the process's standard error, which under the test runner is a pipe.
      System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
      r =
          run(
              "selfplay",
              "gongqi",
              "--size",
              "8",
              "--games",
              "3",
              "--white",
              "random",
              "--black",
              "random",
              "--max-plies",
              "40",
              "--progress");
    } finally {
      System.setErr(original);
    }
    assertThat(r.status()).as(r.err()).isZero();
    String progress = captured.toString(StandardCharsets.UTF_8);
    assertThat(progress)
        .contains("selfplay: 3/3 games")
        .doesNotContain("\u001b")
        .doesNotContain("\r");
  }

  @Test
  void everyGamesRulesOptionsComeFromTheRegistry() {
    String help = run("perft", "--help").out();
    assertThat(help)
        .contains("--size=12|8", "--setup=standard|classic|placement", "--preset=ludii");
    assertThat(help).contains("--rules=TEXT").contains("gongqi").contains("agon");
    Run slip = run("perft", "gonqi", "--depth", "1");
    assertThat(slip.status()).isEqualTo(2);
    assertThat(slip.err().strip())
        .startsWith("error: unknown game 'gonqi': expected ")
        .endsWith("did you mean gongqi?");
    Run other =
        run(
            "selfplay",
            "agon",
            "--size",
            "8",
            "--games",
            "1",
            "--white",
            "random",
            "--black",
            "random");
    assertThat(other.status()).isEqualTo(2);
    assertThat(other.err()).contains("--size is an option of gongqi, not of agon");
    Run both = run("perft", "gongqi", "--rules", "gongqi 8x8", "--size", "8", "--depth", "1");
    assertThat(both.err()).contains("--rules and --size both give the rules: give one of them");
    Run bad = run("perft", "gongqi", "--size", "9", "--depth", "1");
    assertThat(bad.err().strip())
        .isEqualTo("error: --size 9 is not a Gongqi board: expected 12 or 8");
    assertThat(run("perft", "agon", "--preset", "ludii", "--depth", "1").status()).isZero();
  }
}
