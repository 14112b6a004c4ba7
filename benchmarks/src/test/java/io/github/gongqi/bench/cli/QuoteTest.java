package io.github.gongqi.bench.cli;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.LabHarness.Run;
import org.junit.jupiter.api.Test;

/**
 * Usage errors quote at most 80 characters of what was typed, on one line, with characters that
 * hide themselves or reorder the line (a right-to-left override) made visible; bot names hold none
 * of them.
 */
class QuoteTest {
  private static final String HUGE = "9".repeat(100_000);

  /** The one line of a refused command, which must be short. */
  private static String refusal(String... args) {
    Run r = run(args);
    assertThat(r.status()).as(r.err()).isEqualTo(2);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err().length()).as(r.err()).isLessThan(400);
    return r.err();
  }

  @Test
  void aTimeControlOf100KbIsQuotedShort() {
    assertThat(refusal("selfplay", "gongqi", "--games", "1", "--tc", HUGE + "+5"))
        .contains("time control '" + "9".repeat(79) + "…'");
  }

  @Test
  void otherEchoedInputIsQuotedShortToo() {
    assertThat(refusal("selfplay", "--" + HUGE)).contains("…");
    assertThat(
            refusal(
                "selfplay", "x" + HUGE, "--games", "1", "--white", "random", "--black", "random"))
        .contains("unknown game '")
        .contains("…");
    assertThat(
            refusal(
                "selfplay", "gongqi", "--games", "1", "--white", "x" + HUGE, "--black", "random"))
        .contains("unknown bot '")
        .contains("…");
    assertThat(
            refusal(
                "selfplay", "gongqi", "--games", "1", "--white", "engine:", "--black", "random"))
        .contains("no engine command");
  }

  @Test
  void rulesMovesAndShardsOf100KbAreQuotedShort() {
    refusal(
        "selfplay",
        "gongqi",
        "--games",
        "1",
        "--white",
        "random",
        "--black",
        "random",
        "--rules",
        "x" + HUGE);
    refusal(
        "selfplay",
        "gongqi",
        "--games",
        "1",
        "--white",
        "random",
        "--black",
        "random",
        "--shard",
        HUGE + "/1");
    refusal("perft", "gongqi", "--size", "8", "--depth", "1", "--moves", "x" + HUGE);
  }

  @Test
  void aBotNameWithABidiOverrideIsRefusedAndShownEscaped() {
    String err =
        refusal(
            "selfplay",
            "gongqi",
            "--games",
            "1",
            "--white",
            "evil\u202Egnp=random",
            "--black",
            "random");
    assertThat(err).contains("bot name 'evil\\u202Egnp'").doesNotContain("\u202E");
    assertThat(
            refusal(
                "selfplay",
                "gongqi",
                "--games",
                "1",
                "--white",
                "a\u200Bb=random",
                "--black",
                "random"))
        .contains("\\u200B");
    assertThat(
            refusal(
                "selfplay",
                "gongqi",
                "--games",
                "1",
                "--white",
                "a\u00A0b=random",
                "--black",
                "random"))
        .contains("holds a space");
  }

  @Test
  void cutIsOneLineAndBounded() {
    assertThat(Quote.cut("short")).isEqualTo("short");
    assertThat(Quote.cut("a\nb\r\nc")).isEqualTo("a b c");
    assertThat(Quote.cut("x".repeat(80))).isEqualTo("x".repeat(80));
    assertThat(Quote.cut("x".repeat(81))).isEqualTo("x".repeat(79) + "…");
    assertThat(Quote.cut("\u202E".repeat(50))).hasSize(80).endsWith("…").doesNotContain("\u202E");
    assertThat(Quote.cut("a\u001B[31mb")).isEqualTo("a\\u001B[31mb");
    // A character beyond the BMP is kept whole, never cut in half.
    assertThat(Quote.cut("x".repeat(78) + "\uD83D\uDE00yy")).isEqualTo("x".repeat(78) + "…");
    assertThat(Quote.message("Unknown option: '" + HUGE + "' here")).hasSizeLessThan(120);
  }
}
