package io.github.gongqi.gongqi;

/**
 * The two sides, named by the colour of their stones. Black moves first, so it is player 0 of the
 * shared game contract ({@link #ordinal()}).
 */
public enum Side {
  /** The colour that moves first, drawn {@code X}. */
  BLACK('X'),
  /** The colour that moves second, drawn {@code O}. */
  WHITE('O');

  private final char symbol;

  Side(char symbol) {
    this.symbol = symbol;
  }

  /**
   * Returns the other side.
   *
   * @return WHITE for BLACK and BLACK for WHITE
   */
  public Side opponent() {
    return this == BLACK ? WHITE : BLACK;
  }

  /**
   * Returns the letter that draws a stone of this colour on a board and in position notation.
   *
   * @return {@code X} for Black, {@code O} for White
   */
  public char symbol() {
    return symbol;
  }
}
