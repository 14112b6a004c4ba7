package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Move ids are promised stable across versions (bots store policies and records by id): the golden
 * file lists every id with its notation under marked captured pieces; rules whose captured pieces
 * leave the board use its first ids, up to the first marked return. This test fails when an id
 * changes.
 */
class MoveIdsGoldenTest {
  @Test
  void everyIdStillMeansTheSameMoveUnderEveryPreset() throws IOException {
    List<String> lines;
    try (InputStream in = MoveIdsGoldenTest.class.getResourceAsStream("move-ids.txt")) {
      assertThat(in).isNotNull();
      lines =
          new String(in.readAllBytes(), StandardCharsets.UTF_8)
              .lines()
              .filter(l -> !l.startsWith("#"))
              .toList();
    }
    assertThat(lines).hasSize(Rules.LUDII.numDistinctActions());
    for (Rules rules : List.of(Rules.STANDARD, Rules.CLASSIC, Rules.PLACEMENT, Rules.LUDII)) {
      int n = rules.numDistinctActions();
      for (String line : lines.subList(0, n)) {
        int space = line.indexOf(' ');
        int id = Integer.parseInt(line.substring(0, space));
        String notation = line.substring(space + 1);
        assertThat(Move.fromId(id, rules)).as("id %d under %s", id, rules).hasToString(notation);
        assertThat(Move.parse(notation, rules).id()).as(notation).isEqualTo(id);
      }
    }
    assertThat(Rules.STANDARD.numDistinctActions()).isLessThan(Rules.LUDII.numDistinctActions());
  }
}
