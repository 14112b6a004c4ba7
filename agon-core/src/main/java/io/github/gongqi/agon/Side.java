package io.github.gongqi.agon;

/** The two sides of Agon. White moves first unless the rules say otherwise. */
public enum Side {
  /** White: upper-case letters in notation. */
  WHITE,
  /** Black: lower-case letters in notation. */
  BLACK;

  /**
   * Returns the other side.
   *
   * @return the opponent
   */
  public Side opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * Returns the character that stands for this side on a board drawn as text, as the engine
   * protocol's boards draw it (the same in both games of this library).
   *
   * @return {@code 'O'} for White, {@code 'X'} for Black
   */
  public char symbol() {
    return this == WHITE ? 'O' : 'X';
  }

  /**
   * Returns the lower-case colour letter of this side: the side-to-move field of position notation.
   *
   * @return {@code 'w'} or {@code 'b'}
   */
  public char letter() {
    return this == WHITE ? 'w' : 'b';
  }
}
