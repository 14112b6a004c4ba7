package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.player.BotSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bot lists split outside quotes, the user's names, and names taken from engines' answers. */
class BotListTest {
  private static List<String> split(String list) {
    return List.of(list.split(BotSpec.LIST_SPLIT, -1));
  }

  @Test
  void aListSplitsOnlyAtCommasOutsideQuotes() {
    assertThat(split("random,greedy,mcts:20")).containsExactly("random", "greedy", "mcts:20");
    assertThat(split("engine:python3 -c 'print(1,2)',greedy"))
        .containsExactly("engine:python3 -c 'print(1,2)'", "greedy");
    assertThat(split("a=engine:x \"1,2\" '3,\"4',b"))
        .containsExactly("a=engine:x \"1,2\" '3,\"4'", "b");
    assertThat(BotSpec.parse("engine:python3 -c 'print(1,2)'").command())
        .containsExactly("python3", "-c", "print(1,2)");
  }

  @Test
  void aUserNameIsTheLabelAndHoldsNoSpace() {
    BotSpec named = BotSpec.parse("strong=mcts:200");
    assertThat(named.label()).isEqualTo("strong");
    assertThat(named.name()).isEqualTo("mcts:200");
    assertThat(named.named()).isTrue();
    BotSpec engine = BotSpec.parse("mine=engine:python3 my.py --depth=3");
    assertThat(engine.label()).isEqualTo("mine");
    assertThat(engine.command()).containsExactly("python3", "my.py", "--depth=3");
    // An '=' inside an engine's command is no name.
    BotSpec plain = BotSpec.parse("engine:python3 my.py --depth=3");
    assertThat(plain.named()).isFalse();
    assertThat(plain.command()).containsExactly("python3", "my.py", "--depth=3");
    for (String bad : List.of("my bot=greedy", "=greedy", "a\tb=random", "x=deep")) {
      assertThatThrownBy(() -> BotSpec.parse(bad)).as(bad).isInstanceOf(UsageException.class);
    }
  }

  @Test
  void anEnginesAnswerBecomesANameWithoutSpaces() {
    assertThat(Lineup.clean("GNU Go  3.8")).isEqualTo("GNU_Go_3.8");
    assertThat(Lineup.clean("  mine\nsecond line")).isEqualTo("mine");
    assertThat(Lineup.clean("")).isEqualTo("engine");
    assertThat(Lineup.clean("x".repeat(100))).hasSize(Lineup.NAME_LENGTH);
    assertThat(Lineup.clean("tab\there\u0007")).isEqualTo("tab_here_");
    // A right-to-left override, zero-width and other format characters would make a table lie.
    assertThat(Lineup.clean("evil\u202Egnp")).isEqualTo("evil_gnp");
    assertThat(Lineup.clean("a\u200B\u2066b\u2028c\u00A0d")).isEqualTo("a_b_c_d");
    assertThat(Lineup.clean("y".repeat(Lineup.NAME_LENGTH - 1) + "\uD83D\uDE00"))
        .isEqualTo("y".repeat(Lineup.NAME_LENGTH - 1));
  }

  @Test
  void aFileWhoseBotNameHoldsABidiOverrideIsRefused(@TempDir Path dir) throws IOException {
    Path jsonl = dir.resolve("run.jsonl");
    LabHarness.Run r =
        LabHarness.run(
            "selfplay",
            "gongqi",
            "--size",
            "8",
            "--games",
            "2",
            "--white",
            "evil=random",
            "--black",
            "fair=greedy",
            "--jsonl",
            jsonl.toString());
    assertThat(r.status()).as(r.err()).isZero();
    Files.writeString(jsonl, Files.readString(jsonl).replace("evil", "e\u202Eliv"));
    LabHarness.Run merge = LabHarness.run("merge", jsonl.toString());
    assertThat(merge.status()).isEqualTo(2);
    assertThat(merge.err())
        .startsWith("error: " + jsonl + ":1: bot name 'e\\u202Eliv' is empty or holds")
        .doesNotContain("\u202E");
  }
}
