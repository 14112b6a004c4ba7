package io.github.gongqi.tictactoe;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.NotationException;

/**
 * A tic-tac-toe move: a mark on one cell. Cells are written {@code a1}..{@code c3} (column, then
 * row from the bottom); the id is {@code (row - 1) * 3 + column}, so {@code a1} is 0 and {@code c3}
 * is 8.
 *
 * @param id the cell, 0..8
 */
public record Move(int id) implements GameMove {
  /** Checks the cell. */
  public Move {
    if (id < 0 || id > 8) {
      throw new IllegalArgumentException("move id " + id + " is not a cell: expected 0..8");
    }
  }

  /**
   * Reads a cell's name.
   *
   * @param text such as {@code b2}
   * @return the move
   * @throws NotationException if the text is not a cell from a1 to c3
   */
  public static Move parse(CharSequence text) {
    String t = text.toString().strip();
    if (t.length() != 2) {
      throw new NotationException("expected a cell from a1 to c3", text, 0);
    }
    int column = t.charAt(0) - 'a';
    int row = t.charAt(1) - '1';
    if (column < 0 || column > 2) {
      throw new NotationException("expected a column a, b or c", text, 0);
    }
    if (row < 0 || row > 2) {
      throw new NotationException("expected a row 1, 2 or 3", text, 1);
    }
    return new Move(row * 3 + column);
  }

  /**
   * The cell's name.
   *
   * @return such as {@code b2}
   */
  @Override
  public String toString() {
    return "" + (char) ('a' + id % 3) + (char) ('1' + id / 3);
  }
}
