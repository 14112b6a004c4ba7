package io.github.gongqi.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A position with its game's own types, as the shared table and record layer needs it: the game's
 * rules, moves, transitions and results on top of the {@link GameState} contract that bots use, and
 * checked play with move objects ({@link #legalMoves()}, {@link #play(GameMove)}, {@link
 * #play(CharSequence)}, {@link #isLegal(GameMove)}, {@link #whyIllegal(GameMove)}). Both games'
 * {@code Position} classes implement it.
 *
 * <p>An implementer writes {@link #rules()}, {@link #parseMove}, {@link #transition}, {@link
 * #result()} and one of {@link #move(int)} and {@link #moveNotation(int)} on top of {@link
 * GameState}; every checked method has a default built on those (a refusal is the {@link
 * AbstractIllegalMoveException} that {@link #transition} throws), which a game overrides where it
 * has something faster.
 *
 * <pre>{@code
 * static <S extends GamePosition<S, M, ?, ?>, M extends GameMove> S firstLegal(S position) {
 *   M move = position.legalMoves().get(0);
 *   assert position.whyIllegal(move).isEmpty();
 *   return position.play(move);
 * }
 * }</pre>
 *
 * @param <S> the position type
 * @param <M> the move type
 * @param <T> the transition type
 * @param <R> the result type
 */
public interface GamePosition<
        S extends GamePosition<S, M, T, R>,
        M extends GameMove,
        T extends GameTransition<S, M>,
        R extends GameResult>
    extends GameState<S> {
  /**
   * Returns the rules this position is played under; each game narrows the type to its own {@code
   * Rules}.
   *
   * @return the rules
   */
  GameRules rules();

  /**
   * Returns {@code rules().text()}.
   *
   * @return the rules id
   */
  @Override
  default String rulesId() {
    return rules().text();
  }

  /**
   * Returns {@code rules().numDistinctActions()}.
   *
   * @return the size of the action space
   */
  @Override
  default int numDistinctActions() {
    return rules().numDistinctActions();
  }

  /**
   * Returns {@code rules().maxLegalMoves()}.
   *
   * @return the move-buffer size
   */
  @Override
  default int maxLegalMoves() {
    return rules().maxLegalMoves();
  }

  /**
   * Returns {@code rules().observationShape()}.
   *
   * @return a new array of three positive numbers
   */
  @Override
  default int[] observationShape() {
    return rules().observationShape();
  }

  /**
   * Returns {@code rules().symmetryCount()}.
   *
   * @return the size of the board's symmetry group
   */
  @Override
  default int symmetryCount() {
    return rules().symmetryCount();
  }

  /**
   * Returns {@code rules().actionPermutation(symmetry)}.
   *
   * @param symmetry an index in {@code [0, symmetryCount())}
   * @return a new array of {@link #numDistinctActions()} ids
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  default int[] actionPermutation(int symmetry) {
    return rules().actionPermutation(symmetry);
  }

  /**
   * Returns the move with an id under this position's rules; it may be illegal here. This default
   * reads back {@link #moveNotation(int)}; the games build the move directly. An implementer
   * overrides this method or {@link #moveNotation(int)}, or both: each default calls the other.
   *
   * @param id the id, in {@code [0, numDistinctActions())}
   * @return the move, whose {@link GameMove#id()} is {@code id}
   * @throws IllegalArgumentException if the id is outside {@code [0, numDistinctActions())}
   */
  default M move(int id) {
    return parseMove(moveNotation(id));
  }

  /**
   * Returns the notation of a move id: {@code move(id).toString()}. An implementer overrides this
   * method or {@link #move(int)}, or both: each default calls the other.
   *
   * @param id the id
   * @return the move's text
   * @throws IllegalArgumentException if the id is outside {@code [0, numDistinctActions())}
   */
  @Override
  default String moveNotation(int id) {
    return move(id).toString();
  }

  /**
   * Returns the legal moves, in the order of {@link #legalMoves(int[])}; empty once the game is
   * over.
   *
   * @return an immutable list
   */
  default List<M> legalMoves() {
    int[] ids = new int[maxLegalMoves()];
    int n = legalMoves(ids);
    List<M> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(move(ids[i]));
    }
    return Collections.unmodifiableList(moves);
  }

  /**
   * Plays a move after checking it and returns the next position: {@code transition(move).after()}.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param move the move
   * @return the position after the move
   * @throws AbstractIllegalMoveException (the game's {@code IllegalMoveException}) if the move is
   *     illegal here, saying why
   */
  default S play(M move) {
    return transition(move).after();
  }

  /**
   * Reads a move in this position's notation and plays it after checking it: {@code
   * play(parseMove(text))}.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param text the move's notation
   * @return the position after the move
   * @throws NotationException if the text is not a move of this game
   * @throws AbstractIllegalMoveException (the game's {@code IllegalMoveException}) if the move is
   *     illegal here, saying why
   */
  default S play(CharSequence text) {
    return play(parseMove(text));
  }

  /**
   * Returns whether {@link #play(GameMove)} accepts a move here: {@code
   * whyIllegal(move).isEmpty()}.
   *
   * @param move the move
   * @return whether it is legal
   */
  default boolean isLegal(M move) {
    return whyIllegal(move).isEmpty();
  }

  /**
   * Returns why the rules refuse a move here, or empty when it is legal: the reason of the
   * exception {@link #play(GameMove)} would throw. This default tries {@link #transition} and reads
   * the refusal; the games name the reason without playing.
   *
   * @param move the move
   * @return the reason (the game's {@code IllegalMoveReason}), or empty if the move is legal
   */
  default Optional<? extends RefusalReason> whyIllegal(M move) {
    try {
      transition(move);
      return Optional.empty();
    } catch (AbstractIllegalMoveException e) {
      return Optional.of(e.reason());
    }
  }

  /**
   * Reads a move in this position's notation: its syntax (and, where the notation needs the
   * position, its resolution), but not its legality.
   *
   * @param text the move's notation
   * @return the move
   * @throws NotationException if the text is not a move of this game
   */
  M parseMove(CharSequence text);

  /**
   * Plays a move after checking it and describes what it did.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param move the move
   * @return the transition, whose {@code after()} is the new position
   * @throws AbstractIllegalMoveException (the game's {@code IllegalMoveException}) if the move is
   *     illegal here, saying why
   */
  T transition(M move);

  /**
   * Returns the result by the rules: ongoing, or how the game ended.
   *
   * @return the result
   */
  R result();
}
