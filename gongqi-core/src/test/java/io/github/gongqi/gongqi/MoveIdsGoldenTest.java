package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Move ids are promised stable across versions (bots store policies and records by id): the golden
 * file of each preset lists every id with its notation, and this test fails when one changes.
 */
class MoveIdsGoldenTest {
  @ParameterizedTest
  @EnumSource(Rules.class)
  void everyIdStillMeansTheSameMove(Rules rules) throws IOException {
    List<String> lines = golden("move-ids-" + rules.name().toLowerCase(java.util.Locale.ROOT));
    assertThat(lines).hasSize(rules.numDistinctActions());
    for (String line : lines) {
      int space = line.indexOf(' ');
      int id = Integer.parseInt(line.substring(0, space));
      String notation = line.substring(space + 1);
      assertThat(Move.fromId(id, rules)).as("id %d", id).hasToString(notation);
      assertThat(Move.parse(notation, rules).id()).as(notation).isEqualTo(id);
    }
  }

  static List<String> golden(String name) throws IOException {
    try (InputStream in = MoveIdsGoldenTest.class.getResourceAsStream(name + ".txt")) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8)
          .lines()
          .filter(l -> !l.startsWith("#"))
          .toList();
    }
  }
}
