package io.github.gongqi.agon.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Transition;
import io.github.gongqi.game.match.PlayedMove;
import io.github.gongqi.game.match.Seat;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Each move's {@link Transition} is kept in the match history, so that a page animates a move from
 * the record instead of playing it a second time.
 */
class HistoryTransitionTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  @Test
  void everyPlayedMoveKeepsTheTransitionThePositionGives() {
    Random random = new Random(2026);
    int withCaptures = 0;
    for (int game = 0; game < 8; game++) {
      Match m = Match.local(Rules.STANDARD).startGame(T0);
      Position before = m.position();
      for (int ply = 0; ply < 120 && !m.result().isOver(); ply++) {
        List<Move> moves = before.legalMoves();
        Move move = moves.get(random.nextInt(moves.size()));
        Seat seat = m.seatToMove().orElseThrow();
        m = m.play(seat, move.toString(), T0.plusSeconds(ply + 1));
        PlayedMove<Position, Move, Transition> last = m.history().get(m.history().size() - 1);
        Transition expected = before.transition(move);
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
