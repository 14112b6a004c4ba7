package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The {@code play} command's options and its refusals (the serving itself is PlayServerTest's). */
class PlayCommandTest {
  @Test
  void helpNamesTheOptions() {
    StringWriter out = new StringWriter();
    int status =
        Main.run(
            new String[] {"play", "--help"},
            new PrintWriter(out, true),
            new PrintWriter(new StringWriter(), true));
    assertThat(status).isZero();
    assertThat(out.toString()).contains("--port").contains("--host").contains("127.0.0.1");
  }

  @Test
  void aBadPortIsOneLineAndStatusTwo() {
    StringWriter err = new StringWriter();
    int status =
        Main.run(
            new String[] {"play", "--port", "70000"},
            new PrintWriter(new StringWriter(), true),
            new PrintWriter(err, true));
    assertThat(status).isEqualTo(Main.EXIT_USAGE);
    assertThat(err.toString().lines()).singleElement().asString().contains("--port 70000");
  }

  @Test
  void anAddressInUseIsRefusedWithoutAStackTrace() {
    try (PlayServer busy = PlayServer.start("127.0.0.1", 0, java.time.InstantSource.system())) {
      StringWriter err = new StringWriter();
      int status =
          Main.run(
              new String[] {"play", "--port", Integer.toString(busy.uri().getPort())},
              new PrintWriter(new StringWriter(), true),
              new PrintWriter(err, true));
      assertThat(status).isEqualTo(Main.EXIT_USAGE);
      assertThat(err.toString()).startsWith("error: cannot listen on").doesNotContain("\tat ");
    }
  }
}
