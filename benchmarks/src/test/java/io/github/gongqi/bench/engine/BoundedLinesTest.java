package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Lines read with bounded memory: cut at the limit, the rest skippable, never held whole. */
class BoundedLinesTest {
  private static BoundedLines of(String text, int limit) {
    return new BoundedLines(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), limit);
  }

  @Test
  void linesEndAtNewlinesWithoutCarriageReturns() throws IOException {
    BoundedLines r = of("= 2\r\n\nlast", 8);
    assertThat(r.next()).isEqualTo("= 2");
    assertThat(r.next()).isEmpty();
    assertThat(r.next()).isEqualTo("last");
    assertThat(r.wasCut()).isFalse();
    assertThat(r.next()).isNull();
  }

  @Test
  void aLineOverTheLimitIsCutAndItsRestSkipped() throws IOException {
    BoundedLines r = of("12345678\n123456789\nnext\n", 8);
    assertThat(r.next()).isEqualTo("12345678");
    assertThat(r.wasCut()).isFalse();
    assertThat(r.next()).isEqualTo("12345678");
    assertThat(r.wasCut()).isTrue();
    r.skipLine();
    assertThat(r.next()).isEqualTo("next");
    assertThat(r.wasCut()).isFalse();
  }

  @Test
  void anEndlessLineIsNeverReadWhole() throws IOException {
    // An endless stream of 'x': reading stops at the limit, having read little more than it.
    long[] read = {0};
    InputStream endless =
        new InputStream() {
          @Override
          public int read() {
            read[0]++;
            return 'x';
          }
        };
    BoundedLines r = new BoundedLines(endless, 64 * 1024);
    assertThat(r.next()).hasSize(64 * 1024);
    assertThat(r.wasCut()).isTrue();
    assertThat(read[0]).isLessThan(64 * 1024 + 8192 + 1);
  }
}
