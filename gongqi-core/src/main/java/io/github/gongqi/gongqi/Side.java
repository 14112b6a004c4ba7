package io.github.gongqi.gongqi;

/**
 * The two sides, named by the colour of their stones. Black moves first, so it is player 0 of the
 * shared game contract ({@link #ordinal()}).
 */
public enum Side {
  /** The colour that moves first, drawn {@code X}, letter {@code b}. */
  BLACK('X', 'b'),
  /** The colour that moves second, drawn {@code O}, letter {@code w}. */
  WHITE('O', 'w');

  private final char symbol;
  private final char letter;

  Side(char symbol, char letter) {
    this.symbol = symbol;
    this.letter = letter;
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

  /**
   * Returns the lowercase colour letter: the side to move in position notation and GTP's colour
   * letter.
   *
   * @return {@code b} for Black, {@code w} for White
   */
  public char letter() {
    return letter;
  }
}
