package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.AbstractIllegalMoveException;
import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.NotationException;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The {@link GameState} contract that bots program against, and the position's own promises, over
 * seeded random positions of the game: play never changes its receiver; the hash kept incrementally
 * equals the hash of the position read afresh from its notation; move ids, the move list, the
 * count, the mask and the notation agree and round-trip; checked and unchecked play agree; finished
 * games score as documented; and every out-of-range argument is refused.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public abstract class GameStateContract<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  /**
   * Returns the game's fixture, whose random positions the properties range over.
   *
   * @return the fixture
   */
  protected abstract GameFixture<S, M> fixture();

  /**
   * Playing, describing and refusing moves leaves the position as it was.
   *
   * @param seed the seed of the position
   */
  @Property(tries = 150)
  void playNeverChangesItsReceiver(@ForAll long seed) {
    GameFixture<S, M> game = fixture();
    S p = game.randomPosition(seed);
    String text = p.toNotation();
    long hash = p.zobrist();
    List<M> moves = p.legalMoves();
    S copy = game.parsePosition(text, p);
    for (M m : moves) {
      p.play(m);
      p.transition(m);
      p.playUnchecked(m.id());
    }
    for (int id = 0; id < p.numDistinctActions(); id += 7) {
      try {
        p.play(p.move(id));
      } catch (AbstractIllegalMoveException expected) {
        // refused: the point is that the receiver is unchanged
      }
    }
    assertThat(p.toNotation()).isEqualTo(text);
    assertThat(p.zobrist()).isEqualTo(hash);
    assertThat(p.legalMoves()).isEqualTo(moves);
    assertThat(p).isEqualTo(copy);
  }

  /**
   * After every legal move, the hash kept incrementally is the hash of the same position read from
   * its notation, and the two positions are equal.
   *
   * @param seed the seed of the position
   */
  @Property(tries = 150)
  void incrementalHashEqualsHashFromScratch(@ForAll long seed) {
    GameFixture<S, M> game = fixture();
    S p = game.randomPosition(seed);
    for (M m : p.legalMoves()) {
      S next = p.play(m);
      S scratch = game.parsePosition(next.toNotation(), next);
      assertThat(next.zobrist()).as("after %s", m).isEqualTo(scratch.zobrist());
      assertThat(next).isEqualTo(scratch);
    }
  }

  /**
   * The move buffer lists ascending ids, the move list the same moves, the count their number; each
   * id, move and text converts to the others; the position's notation reads back to it.
   *
   * @param seed the seed of the position
   */
  @Property(tries = 150)
  void idsMovesAndNotationAgreeAndRoundTrip(@ForAll long seed) {
    GameFixture<S, M> game = fixture();
    S p = game.randomPosition(seed);
    int[] buf = new int[p.maxLegalMoves()];
    int n = p.legalMoves(buf);
    List<M> moves = p.legalMoves();
    assertThat(n).isEqualTo(moves.size()).isEqualTo(p.countLegalMoves());
    for (int i = 0; i < n; i++) {
      M m = moves.get(i);
      assertThat(m.id()).isEqualTo(buf[i]).isLessThan(p.numDistinctActions());
      if (i > 0) {
        assertThat(buf[i]).isGreaterThan(buf[i - 1]);
      }
      assertThat(p.move(buf[i])).isEqualTo(m);
      assertThat(p.moveNotation(buf[i])).isEqualTo(m.toString());
      assertThat(p.moveId(m.toString())).isEqualTo(buf[i]);
      assertThat(p.parseMove(m.toString())).isEqualTo(m);
      assertThat(p.parseMove(m.toString())).isEqualTo(m);
      assertThat(p.playUnchecked(buf[i])).isEqualTo(p.play(m));
    }
    S back = game.parsePosition(p.toNotation(), p);
    assertThat(back).isEqualTo(p);
    assertThat(back.toNotation()).isEqualTo(p.toNotation());
    assertThat(back.zobrist()).isEqualTo(p.zobrist());
  }

  /**
   * The id-level contract agrees with itself: {@code isLegal} with the mask, checked with unchecked
   * play and with play by text; out-of-range ids and players are refused; a random playout ends (or
   * is cut off) in a position that scores as documented.
   *
   * @param seed the seed of the position and the playout
   */
  @Property(tries = 100)
  void theSharedContractAgreesWithItself(@ForAll long seed) {
    GameFixture<S, M> game = fixture();
    S p = game.randomPosition(seed);
    int ids = p.numDistinctActions();
    boolean[] mask = p.legalMoveMask();
    assertThat(mask).hasSize(ids);
    for (int id = -1; id <= ids; id++) {
      boolean inRange = id >= 0 && id < ids;
      assertThat(p.isLegal(id)).as("id %d", id).isEqualTo(inRange && mask[id]);
      if (inRange && mask[id]) {
        S next = p.playUnchecked(id);
        assertThat(p.play(id)).isEqualTo(next);
        assertThat(p.play(p.moveNotation(id))).isEqualTo(next);
      }
    }
    assertThatThrownBy(() -> p.moveNotation(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> p.moveId("")).isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> p.moveId("?!")).isInstanceOf(NotationException.class);
    assertThatThrownBy(() -> p.moveNotation(ids)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> p.play(ids)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> p.play(-1)).isInstanceOf(IllegalArgumentException.class);
    for (int player : new int[] {-1, 2}) {
      assertThatThrownBy(() -> p.capturedBy(player)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> p.score(player))
          .isInstanceOf(p.isOver() ? IllegalArgumentException.class : RuntimeException.class);
    }
    assertThat(p.capturedBy(0)).isNotNegative();
    assertThat(p.capturedBy(1)).isNotNegative();
    assertThat(p.playerToMove()).isBetween(0, 1);
    S end = p;
    SplittableRandom rnd = new SplittableRandom(seed);
    int[] buf = new int[p.maxLegalMoves()];
    for (int ply = 0; ply < 1000 && !end.isOver(); ply++) {
      end = end.playUnchecked(buf[rnd.nextInt(end.legalMoves(buf))]);
    }
    if (!end.isOver()) {
      S running = end;
      assertThat(running.winningPlayer()).isEqualTo(-1);
      assertThatThrownBy(() -> running.score(0)).isInstanceOf(IllegalStateException.class);
      return;
    }
    S over = end;
    assertThat(over.countLegalMoves()).isZero();
    assertThat(over.legalMoveMask()).doesNotContain(true);
    assertThat(over.score(0) + over.score(1)).isEqualTo(1.0);
    assertThat(over.winningPlayer()).isBetween(-1, 1);
    if (over.winningPlayer() >= 0) {
      assertThat(over.score(over.winningPlayer())).isEqualTo(1.0);
    } else {
      assertThat(over.score(0)).isEqualTo(0.5);
    }
    assertThatThrownBy(() -> over.play(buf[0]))
        .isInstanceOfSatisfying(
            AbstractIllegalMoveException.class,
            e -> assertThat(e.reason().name()).isEqualTo("GAME_OVER"));
  }
}
