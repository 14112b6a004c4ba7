package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.GameTransition;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.PlayedMove;
import io.github.gongqi.game.match.Seat;
import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each move's transition is kept in the match history, so that a page animates a move from the
 * record instead of playing it a second time: in seeded random games played through the match by
 * their notation, every history entry holds the transition the position gives for the move, the
 * move itself and the position after it.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 * @param <T> the game's transition type
 * @param <R> the game's result type
 * @param <X> the game's match type
 */
public abstract class HistoryTransitionContract<
    S extends GamePosition<S, M, T, R>,
    M extends GameMove,
    T extends GameTransition<S, M>,
    R extends GameResult,
    X extends AbstractMatch<S, M, T, R, ?, X>> {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  /**
   * Returns a local match under the game's default rules, started at an instant.
   *
   * @param at the instant the game starts
   * @return the running match
   */
  protected abstract X startedLocalMatch(Instant at);

  /** Every move played keeps its transition, move and position after it in the history. */
  @Test
  void everyPlayedMoveKeepsTheTransitionThePositionGives() {
    Random random = new Random(2026);
    int withCaptures = 0;
    for (int game = 0; game < 8; game++) {
      X m = startedLocalMatch(T0);
      S before = m.position();
      int[] buf = new int[before.maxLegalMoves()];
      for (int ply = 0; ply < 120 && !m.result().isOver(); ply++) {
        int id = buf[random.nextInt(before.legalMoves(buf))];
        String text = before.moveNotation(id);
        M move = before.parseMove(text);
        assertThat(move.id()).as(text).isEqualTo(id);
        Seat seat = m.seatToMove().orElseThrow();
        m = m.play(seat, text, T0.plusSeconds(ply + 1));
        PlayedMove<S, M, T> last = m.history().get(m.history().size() - 1);
        T expected = before.transition(move);
        assertThat(last.transition()).isEqualTo(expected);
        assertThat(last.move()).isEqualTo(move);
        assertThat(last.after()).isEqualTo(m.position());
        withCaptures += expected.captured().isEmpty() ? 0 : 1;
        before = m.position();
      }
    }
    // The random games include captures, so the captured cells are compared too.
    assertThat(withCaptures).isPositive();
  }
}
