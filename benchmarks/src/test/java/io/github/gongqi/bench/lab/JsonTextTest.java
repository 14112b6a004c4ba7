package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.bench.json.JsonText;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The module's JSON: the bytes the JSONL has always had, and one exception for bad text. */
class JsonTextTest {
  @Test
  void aGameLineKeepsItsFieldOrderAndBytes() {
    GameLog g =
        new GameLog(
            "selfplay | rules=gongqi 8x8",
            List.of("random", "greedy"),
            3,
            -7046029254386353131L,
            "gongqi 8x8",
            "greedy",
            "random",
            List.of("d5N1", "swap", "e4S1"),
            "draw",
            "max plies 3",
            3,
            12,
            9,
            "0/3");
    String line =
        "{\"game\":3,\"seed\":-7046029254386353131,\"rules\":\"gongqi 8x8\",\"white\":\"greedy\","
            + "\"black\":\"random\",\"moves\":[\"d5N1\",\"swap\",\"e4S1\"],\"result\":\"draw\","
            + "\"reason\":\"max plies 3\",\"plies\":3,\"millis\":12,"
            + "\"run\":\"selfplay | rules=gongqi 8x8\",\"bots\":[\"random\",\"greedy\"],"
            + "\"games\":9,\"shard\":\"0/3\"}";
    assertThat(g.toJson()).isEqualTo(line);
    assertThat(GameLog.fromJson(line)).isEqualTo(g);
  }

  @Test
  void stringsEscapeQuotesBackslashesAndControlsOnly() {
    String text = "a\"b\\c\nd\re\tf\u0001\b\f\u001f<é\u2028/";
    String json = JsonText.write(Map.of("s", text));
    assertThat(json)
        .isEqualTo("{\"s\":\"a\\\"b\\\\c\\nd\\re\\tf\\u0001\\u0008\\u000c\\u001f<é\u2028/\"}");
    assertThat(JsonText.readObject(json)).containsEntry("s", text);
  }

  @Test
  void mapsKeepTheirOrderAndTheirNulls() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("z", null);
    m.put("a", List.of(1, 2L, true));
    m.put("m", 1.5);
    assertThat(JsonText.write(m)).isEqualTo("{\"z\":null,\"a\":[1,2,true],\"m\":1.5}");
    assertThat(JsonText.readObject(JsonText.write(m)).keySet()).containsExactly("z", "a", "m");
  }

  @Test
  void everyBadTextIsOneMalformedJsonExceptionSayingWhere() {
    for (String bad :
        List.of(
            "{\"game\": 1, oops",
            "",
            "   ",
            "[1, 2]",
            "\"text\"",
            "{\"a\":1} x",
            "{\"a\":1}{}",
            "{\"a\":1,\"a\":2}",
            "{\"a\":\"\\q\"}",
            "{\"a\":tru}",
            "{\"a\":\"unclosed",
            "{\n\"a\":\n}",
            "[".repeat(100))) {
      assertThatThrownBy(() -> JsonText.readObject(bad))
          .as(bad)
          .isInstanceOf(JsonText.MalformedJsonException.class)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("not JSON")
          .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }
    assertThatThrownBy(() -> JsonText.readObject("{\"game\": 1, oops"))
        .hasMessageStartingWith("not JSON at column 13: ");
    assertThatThrownBy(() -> JsonText.readObject("{\n\"a\":\n}"))
        .hasMessageStartingWith("not JSON at line 3, column 1: ");
  }

  @Test
  void nestingIsLimited() {
    String deep =
        "{\"a\":".repeat(JsonText.MAX_DEPTH + 1) + "1" + "}".repeat(JsonText.MAX_DEPTH + 1);
    assertThatThrownBy(() -> JsonText.readObject(deep))
        .isInstanceOf(JsonText.MalformedJsonException.class);
    String fine =
        "{\"a\":".repeat(JsonText.MAX_DEPTH - 1) + "1" + "}".repeat(JsonText.MAX_DEPTH - 1);
    assertThat(JsonText.readObject(fine)).containsKey("a");
  }

  @Test
  void wholeNumbersReadAsTheSmallestTypeThatHoldsThem() {
    Map<String, Object> m =
        JsonText.readObject("{\"i\":7,\"l\":12345678901,\"d\":1.5,\"e\":1e3,\"a\":[\"x\"]}");
    assertThat(m.get("i")).isEqualTo(7);
    assertThat(m.get("l")).isEqualTo(12345678901L);
    assertThat(m.get("d")).isEqualTo(1.5);
    assertThat(m.get("e")).isEqualTo(1000.0);
    assertThat(m.get("a")).isEqualTo(Arrays.asList("x"));
  }

  @Test
  void aGameLineWithAMissingOrWrongFieldIsMalformed() {
    String good = JsonText.write(Map.of("x", 1));
    assertThatThrownBy(() -> GameLog.fromJson(good))
        .isInstanceOf(JsonText.MalformedJsonException.class)
        .hasMessageContaining("'result' is missing");
  }
}
