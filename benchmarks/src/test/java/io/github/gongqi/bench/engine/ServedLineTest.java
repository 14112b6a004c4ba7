package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.player.BotSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The served engine reads a line in bounded memory: a line of 60 MB (made as it is read, never held
 * by the test) is answered {@code ? line too long}, its id kept, and the engine goes on with the
 * next line.
 */
class ServedLineTest {
  /** A stream of a head, then {@code count} bytes {@code x}, then a tail. */
  private static InputStream longLine(String head, long count, String tail) {
    byte[] h = head.getBytes(StandardCharsets.UTF_8);
    byte[] t = tail.getBytes(StandardCharsets.UTF_8);
    return new InputStream() {
      private long at;

      @Override
      public int read() {
        long i = at++;
        if (i < h.length) {
          return h[(int) i];
        }
        i -= h.length;
        if (i < count) {
          return 'x';
        }
        i -= count;
        return i < t.length ? t[(int) i] : -1;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (len == 0) {
          return 0;
        }
        int n = 0;
        while (n < len) {
          int c = read();
          if (c < 0) {
            break;
          }
          b[off + n++] = (byte) c;
        }
        return n == 0 ? -1 : n;
      }
    };
  }

  private static String serve(InputStream in) throws IOException {
    StringWriter out = new StringWriter();
    EngineCommand.serve(in, new PrintWriter(out, true), BotSpec.parse("random"), 1);
    return out.toString();
  }

  @Test
  void aLineOverTheLimitIsRefusedAndSkippedWithoutBeingHeld() throws IOException {
    String out = serve(longLine("7 name ", 60_000_000L, "\n3 name\nprotocol_version\n"));
    assertThat(out).isEqualTo("?7 line too long\n\n=3 gongqi-lab-random\n\n= 2\n\n");
  }

  @Test
  void aLineAtTheLimitIsStillRead() throws IOException {
    int pad = EngineCommand.LINE_LIMIT - "name #".length();
    assertThat(serve(longLine("name #", pad, "\nname " + "#".repeat(10) + "\n")))
        .isEqualTo("= gongqi-lab-random\n\n= gongqi-lab-random\n\n");
    assertThat(serve(longLine("name #", pad + 1, "\n"))).isEqualTo("? line too long\n\n");
  }
}
