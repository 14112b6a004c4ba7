package io.github.gongqi.gongqi;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.geometry.SquareGrid;
import java.util.Objects;

/**
 * A mutable builder for arbitrary positions (puzzles, tutorials, tests), from {@link
 * Position#builder(Rules)} or {@link Position#toBuilder()}. {@link #build()} checks the position
 * and reports every problem at once. Not thread-safe.
 *
 * <pre>{@code
 * Position p = Position.builder(Rules.QUICK)
 *     .put("d4", Side.WHITE)
 *     .put("c4", Side.BLACK).put("d3", Side.BLACK).put("e4", Side.BLACK)
 *     .sideToMove(Side.BLACK)
 *     .build();
 * }</pre>
 */
public final class PositionBuilder {
  private final Rules rules;
  private final Side[] board;
  private Side side = Side.BLACK;
  private int capB;
  private int capW;
  private SwapState swap = SwapState.DECLINED;
  private int passes;
  private int ply;

  PositionBuilder(Rules rules) {
    this.rules = rules;
    this.board = new Side[rules.grid().cellCount()];
  }

  /** Returns the start that {@link Position#start(Rules)} documents. */
  static Position start(Rules rules) {
    int s = rules.size();
    int lo = s / 2 - 1;
    int hi = s / 2;
    SquareGrid g = rules.grid();
    return new PositionBuilder(rules)
        .put(g.index(lo, hi), Side.BLACK)
        .put(g.index(hi, lo), Side.BLACK)
        .put(g.index(hi, hi), Side.WHITE)
        .put(g.index(lo, lo), Side.WHITE)
        .swapState(SwapState.NOT_YET)
        .build();
  }

  /** A builder holding a position: {@link Position#toBuilder()}. */
  PositionBuilder(Position position) {
    this(position.rules);
    for (int c = 0; c < board.length; c++) {
      board[c] = position.colourAt(c);
    }
    side = position.sideToMove();
    capB = position.capB;
    capW = position.capW;
    swap = position.swap;
    passes = position.passes;
    ply = position.ply;
  }

  /**
   * Puts a stone on a point, replacing any stone there.
   *
   * @param cell the point's cell index
   * @param side the stone's side (colour)
   * @return this builder
   * @throws IllegalArgumentException if the point is off the board
   */
  public PositionBuilder put(int cell, Side side) {
    Objects.requireNonNull(side, "side");
    checkOnBoard(cell);
    board[cell] = side;
    return this;
  }

  /**
   * Puts a stone on a named point, replacing any stone there.
   *
   * @param cell a point name such as {@code f7}
   * @param side the stone's side (colour)
   * @return this builder
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public PositionBuilder put(String cell, Side side) {
    return put(rules.cell(cell), side);
  }

  /**
   * Empties a point.
   *
   * @param cell the point's cell index
   * @return this builder
   * @throws IllegalArgumentException if the point is off the board
   */
  public PositionBuilder clear(int cell) {
    checkOnBoard(cell);
    board[cell] = null;
    return this;
  }

  private void checkOnBoard(int cell) {
    if (!rules.grid().isCell(cell)) {
      throw new IllegalArgumentException(
          "point " + cell + " is off the " + rules.grid() + " board");
    }
  }

  /**
   * Sets the side to move.
   *
   * @param side the side (colour) to move
   * @return this builder
   */
  public PositionBuilder sideToMove(Side side) {
    this.side = Objects.requireNonNull(side, "side");
    return this;
  }

  /**
   * Sets a colour's capture count.
   *
   * @param side the capturing side (colour)
   * @param count its captures
   * @return this builder
   */
  public PositionBuilder captures(Side side, int count) {
    if (Objects.requireNonNull(side, "side") == Side.BLACK) {
      capB = count;
    } else {
      capW = count;
    }
    return this;
  }

  /**
   * Sets the swap state.
   *
   * @param state the swap state
   * @return this builder
   */
  public PositionBuilder swapState(SwapState state) {
    this.swap = Objects.requireNonNull(state, "state");
    return this;
  }

  /**
   * Sets the number of passes just played in a row.
   *
   * @param count 0, 1 or 2
   * @return this builder
   */
  public PositionBuilder consecutivePasses(int count) {
    this.passes = count;
    return this;
  }

  /**
   * Sets the ply: the number of moves played, from 0.
   *
   * @param ply the ply
   * @return this builder
   */
  public PositionBuilder ply(int ply) {
    this.ply = ply;
    return this;
  }

  /**
   * Checks the position and returns it.
   *
   * @return the position
   * @throws InvalidPositionException listing every problem: groups without a liberty, impossible
   *     capture counts, both colours at the goal, play after the goal, passes out of 0..2, a swap
   *     state that does not fit, a negative ply
   */
  public Position build() {
    Tables t = rules.tables;
    long[] b = new long[3];
    long[] w = new long[3];
    for (int c = 0; c < t.n; c++) {
      if (board[c] == Side.BLACK) {
        b[c >>> 6] |= 1L << c;
      } else if (board[c] == Side.WHITE) {
        w[c >>> 6] |= 1L << c;
      }
    }
    Validation.check(rules, b, w, side, capB, capW, swap, passes, ply);
    return create(rules, b, w, side == Side.WHITE, capB, capW, swap, passes, ply);
  }

  /** Returns the position of these stones and counters, with its hash computed from scratch. */
  static Position create(
      Rules rules,
      long[] black,
      long[] white,
      boolean whiteToMove,
      int capB,
      int capW,
      SwapState swap,
      int passes,
      int ply) {
    Tables t = rules.tables;
    long h = 0;
    for (int c = 0; c < t.n; c++) {
      if ((black[c >>> 6] & (1L << c)) != 0) {
        h ^= t.stoneKey(0, c);
      } else if ((white[c >>> 6] & (1L << c)) != 0) {
        h ^= t.stoneKey(1, c);
      }
    }
    if (whiteToMove) {
      h ^= t.sideKey;
    }
    h ^= t.swapKeys[swap.ordinal()] ^ t.passKeys[passes];
    h ^= t.captureKey(0, capB) ^ t.captureKey(1, capW);
    return new Position(
        rules,
        black[0],
        black[1],
        black[2],
        white[0],
        white[1],
        white[2],
        whiteToMove,
        capB,
        capW,
        swap,
        passes,
        ply,
        h);
  }
}
