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
   * Returns the letter of this side in position notation.
   *
   * @return {@code 'w'} or {@code 'b'}
   */
  public char letter() {
    return this == WHITE ? 'w' : 'b';
  }
}
