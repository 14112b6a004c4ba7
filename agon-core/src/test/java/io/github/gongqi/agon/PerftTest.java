package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Perft against the data file computed by the reference implementation. */
class PerftTest {
  static Position replay(PerftData.Case c) {
    Position p = Position.start(Rules.parse(c.rules()));
    if (!c.moves().equals("-")) {
      for (String m : c.moves().split(" ")) {
        p = p.play(m);
      }
    }
    return p;
  }

  @Test
  void theEngineMatchesEveryCaseOfTheDataFile() throws IOException {
    List<PerftData.Case> cases = PerftData.load();
    assertThat(cases).hasSizeGreaterThanOrEqualTo(30);
    for (PerftData.Case c : cases) {
      assertThat(Perft.perft(replay(c), c.depth()))
          .as("%s after '%s' depth %d", c.rules(), c.moves(), c.depth())
          .isEqualTo(c.nodes());
    }
  }

  @Test
  void everySetupIsCoveredToDepthFourOrMore() throws IOException {
    for (Rules r : RandomGames.PRESETS) {
      assertThat(PerftData.load())
          .anyMatch(
              c -> Rules.parse(c.rules()).equals(r) && c.moves().equals("-") && c.depth() >= 4);
    }
  }

  @Test
  void theSmallCasesStillAgreeWithTheReference() throws IOException {
    for (PerftData.Case c : PerftData.load()) {
      if (c.nodes() <= 20_000) {
        ReferenceAgon ref = PerftData.refAfter(Rules.parse(c.rules()), c.moves());
        assertThat(ref.perft(c.depth())).isEqualTo(c.nodes());
      }
    }
  }

  @Test
  @Tag("slow")
  void everyCaseStillAgreesWithTheReference() throws IOException {
    for (PerftData.Case c : PerftData.load()) {
      ReferenceAgon ref = PerftData.refAfter(Rules.parse(c.rules()), c.moves());
      assertThat(ref.perft(c.depth())).isEqualTo(c.nodes());
    }
  }

  @Test
  @Tag("slow")
  void depthSixFromTheStandardStartAgreesWithDivide() {
    Position p = Position.start(Rules.STANDARD);
    long total = Perft.perft(p, 6);
    assertThat(Perft.divide(p, 6).values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(total);
  }

  @Test
  void divideFollowsTheLegalMovesAndSumsToPerft() {
    Position p = Position.start(Rules.CLASSIC);
    Map<Move, Long> divide = Perft.divide(p, 3);
    assertThat(List.copyOf(divide.keySet())).isEqualTo(p.legalMoves());
    assertThat(divide.values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(Perft.perft(p, 3));
    assertThat(Perft.divide(p, 0)).isEmpty();
  }

  @Test
  void depthZeroIsOneAndAFinishedGameHasNoMoves() {
    Position won =
        Scenarios.position(
            Rules.STANDARD, Side.BLACK, "Qf6", "Gf5", "Gf7", "Ge5", "Ge6", "Gg6", "Gg7");
    assertThat(won.isOver()).isTrue();
    assertThat(Perft.perft(won, 0)).isEqualTo(1);
    assertThat(Perft.perft(won, 1)).isZero();
    assertThat(Perft.perft(won, 3)).isZero();
    assertThat(Perft.divide(won, 2)).isEmpty();
    assertThatThrownBy(() -> Perft.perft(won, -1)).isInstanceOf(IllegalArgumentException.class);
  }
}
