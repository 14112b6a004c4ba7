package io.github.gongqi.game.testing;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.NotationException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * What the contract suites need of a game beyond the {@link GamePosition} contract: its presets,
 * its seeded random positions, and the static factories and checked paths of its own types (which
 * no shared interface names). A game builds it once, mostly from method references, and hands it to
 * every suite:
 *
 * <pre>{@code
 * GameFixture<Position, Move> fixture =
 *     GameFixture.<Position, Move>builder()
 *         .starts(() -> List.of(Position.start(Rules.STANDARD)))
 *         .legalMoves(Position::legalMoves)
 *         // ... every other part
 *         .build();
 * }</pre>
 *
 * @param <S> the game's position type
 * @param <M> the game's move type
 */
public final class GameFixture<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
  private final Supplier<List<S>> starts;
  private final LongFunction<S> randomPosition;
  private final BiFunction<String, S, S> parsePosition;
  private final BiFunction<Integer, S, M> moveFromId;
  private final BiFunction<String, S, M> parseMove;
  private final Function<S, List<M>> legalMoves;
  private final BiFunction<S, M, S> playMove;
  private final BiFunction<S, String, S> playText;
  private final BiPredicate<S, M> isLegal;
  private final BiFunction<S, M, Optional<?>> whyIllegal;

  private GameFixture(Builder<S, M> b) {
    starts = Objects.requireNonNull(b.starts, "starts");
    randomPosition = Objects.requireNonNull(b.randomPosition, "randomPosition");
    parsePosition = Objects.requireNonNull(b.parsePosition, "parsePosition");
    moveFromId = Objects.requireNonNull(b.moveFromId, "moveFromId");
    parseMove = Objects.requireNonNull(b.parseMove, "parseMove");
    legalMoves = Objects.requireNonNull(b.legalMoves, "legalMoves");
    playMove = Objects.requireNonNull(b.playMove, "playMove");
    playText = Objects.requireNonNull(b.playText, "playText");
    isLegal = Objects.requireNonNull(b.isLegal, "isLegal");
    whyIllegal = Objects.requireNonNull(b.whyIllegal, "whyIllegal");
  }

  /**
   * Starts a fixture; every part must be given before {@link Builder#build()}.
   *
   * @param <S> the game's position type
   * @param <M> the game's move type
   * @return a new builder
   */
  public static <S extends GamePosition<S, M, ?, ?>, M extends GameMove> Builder<S, M> builder() {
    return new Builder<>();
  }

  /**
   * Returns a start position under each of the game's preset rules, new instances on every call.
   *
   * @return the positions
   */
  public List<S> starts() {
    return starts.get();
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
   * Reads a position's notation under the rules of another position ({@code Position.parse}).
   *
   * @param text the notation
   * @param like a position under the rules to read it with
   * @return the position
   * @throws NotationException if the text is not a position's notation
   * @throws IllegalArgumentException (the game's invalid-position exception) if it describes a
   *     position the rules do not allow
   */
  public S parsePosition(String text, S like) {
    return parsePosition.apply(text, like);
  }

  /**
   * Returns the move with an id under the rules of a position ({@code Move.fromId}).
   *
   * @param id the id
   * @param like a position under the rules
   * @return the move
   * @throws IllegalArgumentException if the id is out of range
   */
  public M moveFromId(int id, S like) {
    return moveFromId.apply(id, like);
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
    return parseMove.apply(text, like);
  }

  /**
   * Returns the game's list of legal moves ({@code Position.legalMoves()}), in the order of the
   * move buffer.
   *
   * @param p the position
   * @return the legal moves
   */
  public List<M> legalMoves(S p) {
    return legalMoves.apply(p);
  }

  /**
   * Plays a move object by the checked path ({@code Position.play(Move)}).
   *
   * @param p the position
   * @param move the move
   * @return the position after it
   */
  public S play(S p, M move) {
    return playMove.apply(p, move);
  }

  /**
   * Plays a move's text by the checked path ({@code Position.play(CharSequence)}).
   *
   * @param p the position
   * @param text the text
   * @return the position after it
   */
  public S play(S p, String text) {
    return playText.apply(p, text);
  }

  /**
   * Says whether a move object is legal in a position ({@code Position.isLegal(Move)}).
   *
   * @param p the position
   * @param move the move
   * @return whether it is legal
   */
  public boolean isLegal(S p, M move) {
    return isLegal.test(p, move);
  }

  /**
   * Says why a move is not legal in a position ({@code Position.whyIllegal(Move)}).
   *
   * @param p the position
   * @param move the move
   * @return the reason, empty if it is legal
   */
  public Optional<?> whyIllegal(S p, M move) {
    return whyIllegal.apply(p, move);
  }

  /**
   * Collects the parts of a fixture.
   *
   * @param <S> the game's position type
   * @param <M> the game's move type
   */
  public static final class Builder<S extends GamePosition<S, M, ?, ?>, M extends GameMove> {
    private Supplier<List<S>> starts;
    private LongFunction<S> randomPosition;
    private BiFunction<String, S, S> parsePosition;
    private BiFunction<Integer, S, M> moveFromId;
    private BiFunction<String, S, M> parseMove;
    private Function<S, List<M>> legalMoves;
    private BiFunction<S, M, S> playMove;
    private BiFunction<S, String, S> playText;
    private BiPredicate<S, M> isLegal;
    private BiFunction<S, M, Optional<?>> whyIllegal;

    private Builder() {}

    /**
     * Sets {@link GameFixture#starts()}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> starts(Supplier<List<S>> f) {
      starts = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#randomPosition(long)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> randomPosition(LongFunction<S> f) {
      randomPosition = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#parsePosition(String, GamePosition)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> parsePosition(BiFunction<String, S, S> f) {
      parsePosition = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#moveFromId(int, GamePosition)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> moveFromId(BiFunction<Integer, S, M> f) {
      moveFromId = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#parseMove(String, GamePosition)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> parseMove(BiFunction<String, S, M> f) {
      parseMove = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#legalMoves(GamePosition)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> legalMoves(Function<S, List<M>> f) {
      legalMoves = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#play(GamePosition, GameMove)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> playMove(BiFunction<S, M, S> f) {
      playMove = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#play(GamePosition, String)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> playText(BiFunction<S, String, S> f) {
      playText = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#isLegal(GamePosition, GameMove)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> isLegal(BiPredicate<S, M> f) {
      isLegal = f;
      return this;
    }

    /**
     * Sets {@link GameFixture#whyIllegal(GamePosition, GameMove)}.
     *
     * @param f the part
     * @return this builder
     */
    public Builder<S, M> whyIllegal(BiFunction<S, M, Optional<?>> f) {
      whyIllegal = f;
      return this;
    }

    /**
     * Builds the fixture.
     *
     * @return the fixture
     * @throws NullPointerException if a part is missing
     */
    public GameFixture<S, M> build() {
      return new GameFixture<>(this);
    }
  }
}
