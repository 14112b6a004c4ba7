package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.N;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import java.util.Objects;

/**
 * Builds a {@link Position} for arbitrary setups: {@link Position#builder(Rules)} starts one empty,
 * {@link Position#toBuilder()} from a position; {@link #build()} validates it. Not thread-safe.
 *
 * <pre>{@code
 * Position p = Position.builder(Rules.STANDARD)
 *     .put("f6", Piece.WHITE_QUEEN)
 *     .offBoard(Side.BLACK, PieceType.GUARD, 1)
 *     .build();   // throws InvalidPositionException: each side needs all its pieces
 * }</pre>
 */
public final class PositionBuilder {
  private final Rules rules;
  final Piece[] cells = new Piece[N];
  final boolean[] queenOff = new boolean[2];
  final int[] guardsOff = new int[2];
  Side side;
  boolean placing;
  int passes;
  int ply;

  PositionBuilder(Rules rules) {
    this.rules = rules;
    this.side = rules.firstSide();
  }

  /**
   * Puts a piece on a cell, replacing what was there.
   *
   * @param cell a cell index
   * @param piece the piece
   * @return this builder
   * @throws IllegalArgumentException if the index is not a cell
   */
  public PositionBuilder put(int cell, Piece piece) {
    Board.check(cell);
    cells[cell] = Objects.requireNonNull(piece, "piece");
    return this;
  }

  /**
   * Puts a piece on a named cell.
   *
   * @param cell a cell name such as {@code f6}
   * @param piece the piece
   * @return this builder
   * @throws NotationException if the name is not a cell
   */
  public PositionBuilder put(String cell, Piece piece) {
    return put(Board.cell(cell), piece);
  }

  /**
   * Empties a cell.
   *
   * @param cell a cell index
   * @return this builder
   */
  public PositionBuilder clear(int cell) {
    Board.check(cell);
    cells[cell] = null;
    return this;
  }

  /**
   * Sets how many pieces of a kind a side has off the board (waiting, or to be placed).
   *
   * @param side the side
   * @param type the kind of piece
   * @param count 0 or 1 for a Queen, 0 to 6 for Guards
   * @return this builder
   * @throws IllegalArgumentException if the count is out of range
   */
  public PositionBuilder offBoard(Side side, PieceType type, int count) {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(type, "type");
    int max = type == PieceType.QUEEN ? 1 : 6;
    if (count < 0 || count > max) {
      throw new IllegalArgumentException(
          "count " + count + " of " + type + " off the board is out of range 0.." + max);
    }
    if (type == PieceType.QUEEN) {
      queenOff[side.ordinal()] = count == 1;
    } else {
      guardsOff[side.ordinal()] = count;
    }
    return this;
  }

  /**
   * Sets the side to move.
   *
   * @param side the side
   * @return this builder
   */
  public PositionBuilder sideToMove(Side side) {
    this.side = Objects.requireNonNull(side, "side");
    return this;
  }

  /**
   * Sets whether the game is in its placement phase (the pieces off the board are then still to be
   * placed).
   *
   * @param placing true for the placement phase
   * @return this builder
   */
  public PositionBuilder placing(boolean placing) {
    this.placing = placing;
    return this;
  }

  /**
   * Sets the number of passes just played in a row.
   *
   * @param passes 0 to 2
   * @return this builder
   */
  public PositionBuilder consecutivePasses(int passes) {
    this.passes = passes;
    return this;
  }

  /**
   * Sets the ply count.
   *
   * @param ply the number of actions played so far
   * @return this builder
   */
  public PositionBuilder ply(int ply) {
    this.ply = ply;
    return this;
  }

  /**
   * Validates and returns the position.
   *
   * @return the position
   * @throws InvalidPositionException listing every problem found
   */
  public Position build() {
    return Validation.build(this, rules);
  }
}
