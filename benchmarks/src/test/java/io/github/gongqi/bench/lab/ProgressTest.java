package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Progress: redrawn in place on a terminal, plain lines anywhere else. */
class ProgressTest {
  private static String progress(boolean terminal) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    try (Progress p = Progress.start("selfplay", true, "", err, terminal)) {
      p.update(0, 4, "games");
      p.update(1, 4, "games");
      p.update(4, 4, "games");
    }
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void intoAFileEachReportIsAPlainLine() {
    String out = progress(false);
    assertThat(out).doesNotContain("\u001b").doesNotContain("\r");
    // The first report and the last always come; the one between waits for the interval.
    assertThat(out.lines()).hasSize(2);
    assertThat(out.lines().toList().get(0)).startsWith("selfplay: 0/4 games, ");
    assertThat(out.lines().toList().get(1)).startsWith("selfplay: 4/4 games, ");
  }

  @Test
  void onATerminalTheLineIsRedrawnInPlace() {
    assertThat(progress(true)).contains("\r").contains("\u001b[K").contains("selfplay: 4/4 games");
  }
}
