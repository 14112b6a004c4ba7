package io.github.gongqi.gongqi;

/** The two stone colours. Black moves first. */
public enum Colour {
  /** The colour that moves first, drawn {@code X}. */
  BLACK('X'),
  /** The colour that moves second, drawn {@code O}. */
  WHITE('O');

  private final char symbol;

  Colour(char symbol) {
    this.symbol = symbol;
  }

  /**
   * Returns the other colour.
   *
   * @return WHITE for BLACK and BLACK for WHITE
   */
  public Colour opponent() {
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
