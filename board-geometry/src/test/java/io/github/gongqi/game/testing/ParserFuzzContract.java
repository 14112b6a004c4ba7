package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.AbstractIllegalMoveException;
import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.NotationException;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Hardening of a game's notation: random and mutated text at the move and position parsers, random
 * integers at the id conversion. Only the documented exceptions may come out ({@link
 * NotationException} with the text and a place in it, the game's invalid-position exception, an
 * {@link IllegalArgumentException} for an id out of range, the game's illegal-move exception for a
 * move that reads but is not legal), and whatever parses round-trips.
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public abstract class ParserFuzzContract<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  /**
   * Returns the game's fixture: its start positions are the rules the ids and move texts are
   * checked under, its random positions those the texts are played in.
   *
   * @return the fixture
   */
  protected abstract GameFixture<S, M> fixture();

  /**
   * Checks an exception other than {@link NotationException} that reading a position threw: it must
   * be the game's invalid-position exception listing its problems.
   *
   * @param e the exception
   */
  protected abstract void checkRefusedPosition(RuntimeException e);

  /**
   * Returns the characters of moves' text, to build and damage move texts with.
   *
   * @return the alphabet
   */
  protected abstract String moveAlphabet();

  /**
   * Returns the characters of positions' notation.
   *
   * @return the alphabet
   */
  protected abstract String positionAlphabet();

  /**
   * Whether a move must have no id (it is never legal under any rules); such a move's {@code id()}
   * must throw {@link IllegalStateException}. None by default.
   *
   * @param move the move
   * @return true if it has no id
   */
  protected boolean hasNoId(M move) {
    return false;
  }

  /**
   * Checks a move whose {@code id()} threw although {@link #hasNoId} did not say so: by default,
   * the exception must say the move has no id.
   *
   * @param move the move
   * @param e the exception
   */
  protected void checkMoveWithoutId(M move, IllegalStateException e) {
    assertThat(e).hasMessageContaining("has no id");
  }

  /**
   * Checks more of a move made from an id under the rules of a position; nothing by default.
   *
   * @param move the move
   * @param like a position under the rules
   */
  protected void checkMoveOfRules(M move, S like) {}

  /**
   * Checks more of a move that a position read from a text; nothing by default.
   *
   * @param p the position
   * @param move the move
   * @param text the text
   */
  protected void checkParsedMove(S p, M move, String text) {}

  /**
   * Checks more of a position read from a text; nothing by default.
   *
   * @param text the text
   * @param q the position
   * @param like the position whose rules it was read under
   */
  protected void checkParsedPosition(String text, S q, S like) {}

  /**
   * Random strings of the moves' alphabet.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<String> moveLikeText() {
    return Arbitraries.strings().withChars(moveAlphabet()).ofMaxLength(8);
  }

  /**
   * Random strings of the positions' alphabet.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<String> positionLikeText() {
    return Arbitraries.strings().withChars(positionAlphabet()).ofMaxLength(60);
  }

  // ---------------------------------------------------------------- move ids

  /**
   * Any integer is an id that round-trips through the move and its text, or is refused.
   *
   * @param id the integer
   */
  @Property(tries = 500)
  void anyIntegerIsAnIdThatRoundTripsOrIsRefused(@ForAll int id) {
    for (S like : fixture().starts()) {
      checkId(id, like);
    }
  }

  /** Every id in range and the edges around the range. */
  @Example
  void everyIdAndTheEdgesAroundTheRange() {
    for (S like : fixture().starts()) {
      int n = like.numDistinctActions();
      for (int id = -3; id < n + 3; id++) {
        checkId(id, like);
      }
      for (int id : new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, -n, 2 * n, 1 << 20}) {
        checkId(id, like);
      }
    }
  }

  private void checkId(int id, S like) {
    if (id >= 0 && id < like.numDistinctActions()) {
      M m = like.move(id);
      assertThat(m.id()).isEqualTo(id);
      checkMoveOfRules(m, like);
      M back = fixture().parseMove(m.toString(), like);
      assertThat(back).isEqualTo(m);
      assertThat(back.id()).isEqualTo(id);
      assertThat(like.moveNotation(id)).isEqualTo(m.toString());
    } else {
      assertThatThrownBy(() -> like.move(id)).isExactlyInstanceOf(IllegalArgumentException.class);
    }
  }

  // ---------------------------------------------------------------- moves

  /**
   * Move-like text reads to a move that round-trips, or is refused with the documented exceptions,
   * both without a position and in a random position.
   *
   * @param text the text
   * @param seed the seed of the position
   */
  @Property(tries = 500)
  void moveLikeTextGivesAMoveThatRoundTripsOrTheDocumentedExceptions(
      @ForAll("moveLikeText") String text, @ForAll long seed) {
    for (S like : fixture().starts()) {
      checkMoveText(text, like);
    }
    checkParseMove(fixture().randomPosition(seed), text);
  }

  /**
   * A legal move's text, damaged, reads to a move that round-trips or is refused with the
   * documented exceptions.
   *
   * @param seed the seed of the position and the damage
   */
  @Property(tries = 400)
  void mutatedLegalMovesGiveAMoveThatRoundTripsOrTheDocumentedExceptions(@ForAll long seed) {
    S p = fixture().randomPosition(seed);
    SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
    int[] buf = new int[p.maxLegalMoves()];
    int n = p.legalMoves(buf);
    String base = n == 0 ? "pass" : p.moveNotation(buf[rnd.nextInt(n)]);
    String text = TextMutations.mutate(base, rnd, moveAlphabet());
    checkMoveText(text, p);
    checkParseMove(p, text);
  }

  private void checkMoveText(String text, S like) {
    M m;
    try {
      m = fixture().parseMove(text, like);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      return;
    }
    assertThat(m.toString()).isEqualTo(text);
    assertThat(fixture().parseMove(m.toString(), like)).isEqualTo(m);
    if (hasNoId(m)) {
      assertThatThrownBy(m::id).isInstanceOf(IllegalStateException.class);
      return;
    }
    int id;
    try {
      id = m.id();
    } catch (IllegalStateException e) {
      checkMoveWithoutId(m, e);
      return;
    }
    if (id < like.numDistinctActions()) {
      assertThat(like.move(id)).isEqualTo(m);
    } else {
      // an id these rules do not number (such as the return of a marked piece): refused here
      assertThatThrownBy(() -> like.move(id)).isExactlyInstanceOf(IllegalArgumentException.class);
    }
  }

  private void checkParseMove(S p, String text) {
    M m;
    try {
      m = p.parseMove(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      assertThatThrownBy(() -> p.play(text)).isInstanceOf(NotationException.class);
      return;
    }
    checkParsedMove(p, m, text);
    if (!p.isLegal(m)) {
      // parseMove is syntax only; play adds the legality check, and play(text) keeps the text.
      assertThatThrownBy(() -> p.play(text))
          .isInstanceOfSatisfying(
              AbstractIllegalMoveException.class,
              e -> {
                assertThat(p.whyIllegal(m)).isEqualTo(Optional.of(e.reason()));
                assertThat(e.move()).isEqualTo(text);
              });
      assertThatThrownBy(() -> p.play(m))
          .isInstanceOfSatisfying(
              AbstractIllegalMoveException.class,
              e -> assertThat(p.whyIllegal(m)).isEqualTo(Optional.of(e.reason())));
      return;
    }
    assertThat(p.whyIllegal(m)).isEmpty();
    assertThat(m.toString()).isEqualTo(text);
    assertThat(p.parseMove(m.toString())).isEqualTo(m);
    S q = p.play(m);
    assertThat(fixture().parsePosition(q.toNotation(), q)).isEqualTo(q);
  }

  // ---------------------------------------------------------------- positions

  /**
   * Position-like text reads to a position that round-trips, or is refused with the documented
   * exceptions.
   *
   * @param text the text
   * @param seed the seed of a position whose rules it is read under
   */
  @Property(tries = 400)
  void positionLikeTextGivesAPositionThatRoundTripsOrTheDocumentedExceptions(
      @ForAll("positionLikeText") String text, @ForAll long seed) {
    checkPositionText(text, fixture().randomPosition(seed));
  }

  /**
   * A position's notation, damaged, reads to a position that round-trips or is refused with the
   * documented exceptions, under its own rules and under other rules.
   *
   * @param seed the seed of the position and the damage
   */
  @Property(tries = 500)
  void mutatedPositionsGiveAPositionThatRoundTripsOrTheDocumentedExceptions(@ForAll long seed) {
    S p = fixture().randomPosition(seed);
    SplittableRandom rnd = new SplittableRandom(seed * 31 + 7);
    String text = TextMutations.mutate(p.toNotation(), rnd, positionAlphabet());
    checkPositionText(text, p);
    List<S> others = fixture().starts();
    checkPositionText(text, others.get(rnd.nextInt(others.size())));
  }

  /**
   * Reads a text as a position: either a position whose notation reads back to it (with its hash)
   * or one of the documented exceptions.
   *
   * @param text the text
   * @param like a position under the rules to read it with
   */
  protected final void checkPositionText(String text, S like) {
    S q;
    try {
      q = fixture().parsePosition(text, like);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      assertThat(e.getMessage()).isNotBlank();
      return;
    } catch (RuntimeException e) {
      checkRefusedPosition(e);
      return;
    }
    checkParsedPosition(text, q, like);
    String written = q.toNotation();
    S back = fixture().parsePosition(written, q);
    assertThat(back).isEqualTo(q);
    assertThat(back.zobrist()).isEqualTo(q.zobrist());
    assertThat(back.toNotation()).isEqualTo(written);
  }
}
