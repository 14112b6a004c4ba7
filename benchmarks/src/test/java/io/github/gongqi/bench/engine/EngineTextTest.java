package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * An engine's text quoted in a reason (an illegal move, an unparsable answer, its standard error)
 * shows characters that hide themselves or reorder text as escapes, and is cut to {@link
 * ErrorTail#WIDTH} characters.
 */
class EngineTextTest {
  @Test
  void bidiAndHiddenCharactersAreShownAndTheTextIsCut() {
    assertThat(ErrorTail.shown("a1\u202EN1")).isEqualTo("a1\\u202EN1");
    assertThat(ErrorTail.shown("x\u200By\u2067")).isEqualTo("x\\u200By\\u2067");
    assertThat(ErrorTail.shown("ok")).isEqualTo("ok");
    assertThat(ErrorTail.shown("x".repeat(ErrorTail.WIDTH))).isEqualTo("x".repeat(ErrorTail.WIDTH));
    assertThat(ErrorTail.shown("x".repeat(ErrorTail.WIDTH + 1)))
        .isEqualTo("x".repeat(ErrorTail.WIDTH) + "...");
    assertThat(ErrorTail.shown("\u202E".repeat(1000))).hasSize(ErrorTail.WIDTH + 3);
  }
}
