package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Perft against {@code perft.txt}, whose counts come from the independent reference implementation
 * ({@link PerftFileGenerator}): the engine must reproduce every entry.
 */
class PerftTest {
  record Entry(String notation, int depth, long nodes) {}

  static List<Entry> entries() throws IOException {
    List<Entry> out = new ArrayList<>();
    try (BufferedReader r =
        new BufferedReader(
            new InputStreamReader(
                PerftTest.class.getResourceAsStream("perft.txt"), StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split(" ;");
        for (int i = 1; i < parts.length; i++) {
          String[] dn = parts[i].split(" ");
          out.add(new Entry(parts[0], Integer.parseInt(dn[0].substring(1)), Long.parseLong(dn[1])));
        }
      }
    }
    return out;
  }

  @Test
  void engineMatchesEveryEntryOfThePerftFile() throws IOException {
    List<Entry> entries = entries();
    assertThat(entries).hasSizeGreaterThan(20);
    int startsAtDepthFive = 0;
    for (Entry e : entries) {
      Position p = Position.parse(e.notation());
      assertThat(Perft.perft(p, e.depth())).as(e.toString()).isEqualTo(e.nodes());
      if (p.equals(Position.start(p.rules())) && e.depth() >= 5) {
        startsAtDepthFive++;
      }
    }
    assertThat(startsAtDepthFive).as("depth >= 5 from both starts").isGreaterThanOrEqualTo(4);
  }

  @Test
  void referenceReproducesTheShallowEntries() throws IOException {
    for (Entry e : entries()) {
      if (e.nodes() <= 20_000) {
        assertThat(ReferenceGongqi.fromNotation(e.notation()).perft(e.depth()))
            .as(e.toString())
            .isEqualTo(e.nodes());
      }
    }
  }

  @Test
  void perftFromTheStartsByHand() {
    // Each start stone can be pushed one point away from the block, two ways: 8 pushes.
    for (Rules r : Rules.values()) {
      Position s = Position.start(r);
      assertThat(Perft.perft(s, 0)).isEqualTo(1);
      assertThat(Perft.perft(s, 1)).isEqualTo(8);
      assertThat(Perft.perft(s, 2)).isEqualTo(88);
    }
  }

  @Test
  void divideSumsToPerftInLegalMoveOrder() {
    Position s = Position.start(Rules.QUICK).play("d5N1");
    Map<Move, Long> divide = Perft.divide(s, 3);
    assertThat(List.copyOf(divide.keySet())).isEqualTo(s.legalMoves());
    assertThat(divide.values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(Perft.perft(s, 3));
    assertThat(divide).containsKey(Move.swap(Rules.QUICK));
  }

  @Test
  void finishedGameHasNoMoves() {
    Position over = Position.builder(Rules.QUICK).build().play("pass").play("pass");
    assertThat(over.isOver()).isTrue();
    assertThat(Perft.perft(over, 0)).isEqualTo(1);
    assertThat(Perft.perft(over, 1)).isZero();
    assertThat(Perft.perft(over, 3)).isZero();
  }
}
