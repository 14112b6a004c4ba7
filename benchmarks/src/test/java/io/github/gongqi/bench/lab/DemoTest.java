package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The demo, the lab's default command. */
class DemoTest {
  @Test
  void demoTakesTheTour() {
    StringWriter out = new StringWriter();
    Demo.run(new PrintWriter(out, true));
    assertThat(out.toString())
        .contains("Gongqi (gongqi 8x8)")
        .contains("Agon (agon ")
        .contains("perft")
        .contains("Next:");
  }
}
