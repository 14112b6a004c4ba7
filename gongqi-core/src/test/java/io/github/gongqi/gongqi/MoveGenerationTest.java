package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Move generation decides most pushes from per-position sets without building the board ({@link
 * Legality}'s staged test, which the checked path {@link Position#whyIllegal} shares); the full
 * simulation with captures ({@link Captures#simulate}) decides every push on its own. On crowded
 * boards, where a push often takes its own group's last liberty, the listing, the reasons and the
 * simulation must still agree move for move.
 */
class MoveGenerationTest {
  @Test
  void crowdedBoardsFullOfSuicidesAgreeWithTheCheckedPath() {
    int suicides = 0;
    int legal = 0;
    // Its own kernel, apart from the one the listing uses.
    Captures simulation = new Captures();
    for (Rules rules : Rules.values()) {
      for (long seed = 0; seed < 150; seed++) {
        Position p = RandomGames.setUp(rules, seed, 0.8, 0.95);
        Set<Move> generated = new HashSet<>(p.legalMoves());
        assertThat(p.countLegalMoves()).isEqualTo(generated.size());
        for (int id = 0; id < rules.numDistinctActions(); id++) {
          Move m = Move.fromId(id, rules);
          Optional<IllegalMoveReason> why = p.whyIllegal(m);
          assertThat(generated.contains(m))
              .as("%s in %s", m, p.toNotation())
              .isEqualTo(why.isEmpty());
          boolean push = id < p.tables.numPushIds;
          if (push && (why.isEmpty() || why.get() == IllegalMoveReason.SUICIDE)) {
            assertThat(simulation.simulate(p, id, true))
                .as("simulated %s in %s", m, p.toNotation())
                .isEqualTo(why.isEmpty());
          }
          if (why.isEmpty()) {
            legal++;
          } else if (why.get() == IllegalMoveReason.SUICIDE) {
            suicides++;
          }
        }
      }
    }
    // The boards must really be crowded: many suicides and many legal pushes were compared.
    assertThat(suicides).isGreaterThan(150);
    assertThat(legal).isGreaterThan(1_000);
  }
}
