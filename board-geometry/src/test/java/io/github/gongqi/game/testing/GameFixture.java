package io.github.gongqi.game.testing;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.NotationException;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.LongFunction;

/**
 * What the contract suites need of a game beyond the {@link GamePosition} contract, which gives
 * checked play itself ({@code legalMoves()}, {@code play}, {@code isLegal}, {@code whyIllegal},
 * {@code move(id)}): the game as the registry describes it (its presets and its position reader),
 * its seeded random positions, and, for a game whose {@code parseMove} resolves a move against the
 * position, how to read a move's text without one.
 *
 * <pre>{@code
 * GameFixture<Position, Move> fixture =
 *     GameFixture.of(new GongqiGame(), GongqiFixture::randomPosition);
 * }</pre>
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public final class GameFixture<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  private final Game<S> game;
  private final LongFunction<S> randomPosition;
  private final BiFunction<String, S, M> readMove;

  private GameFixture(Game<S> game, LongFunction<S> randomPosition, BiFunction<String, S, M> read) {
    this.game = Objects.requireNonNull(game, "game");
    this.randomPosition = Objects.requireNonNull(randomPosition, "randomPosition");
    this.readMove = Objects.requireNonNull(read, "readMove");
  }

  /**
   * Returns the fixture of a game whose moves read the same with or without a position ({@code
   * like.parseMove(text)}).
   *
   * @param game the game
   * @param randomPosition a position of a seeded random game, under any of its rules, at any stage
   * @param <S> the game's position type
   * @param <M> the game's move type
   * @return the fixture
   */
  public static <S extends GamePosition<S, M, ?, ?>, M extends GameMove> GameFixture<S, M> of(
      Game<S> game, LongFunction<S> randomPosition) {
    return new GameFixture<>(game, randomPosition, (text, like) -> like.parseMove(text));
  }

  /**
   * Returns this fixture with another reader of a move's text without a position, for a game whose
   * {@code parseMove} resolves a move against the position ({@code Move.parse(text, rules)}).
   *
   * @param read reads a text under the rules of a position
   * @return the new fixture
   */
  public GameFixture<S, M> withMoveReader(BiFunction<String, S, M> read) {
    return new GameFixture<>(game, randomPosition, read);
  }

  /**
   * Returns the game.
   *
   * @return the game
   */
  public Game<S> game() {
    return game;
  }

  /**
   * Returns a start position under each of the game's preset rules ({@link Game#rulesChoices()}),
   * new instances on every call.
   *
   * @return the positions
   */
  public List<S> starts() {
    return game.rulesChoices().stream().map(game::start).toList();
  }

  /**
   * Returns a position of a seeded random game, under preset or random rules, at any stage.
   *
   * @param seed the seed
   * @return the position
   */
  public S randomPosition(long seed) {
    return randomPosition.apply(seed);
  }

  /**
   * Reads a position's notation under the rules of another position ({@link
   * Game#parsePosition(String, String)}).
   *
   * @param text the notation
   * @param like a position under the rules to read it with
   * @return the position
   * @throws NotationException if the text is not a position's notation
   * @throws IllegalArgumentException (the game's invalid-position exception) if it describes a
   *     position the rules do not allow
   */
  public S parsePosition(String text, S like) {
    return game.parsePosition(like.rulesId(), text);
  }

  /**
   * Reads a move's text without a position, under the rules of one ({@code Move.parse}).
   *
   * @param text the text
   * @param like a position under the rules
   * @return the move
   * @throws NotationException if the text is not a move
   */
  public M parseMove(String text, S like) {
    return readMove.apply(text, like);
  }
}
