package io.github.gongqi.gongqi;

/**
 * Where the game stands with the opening swap (White's opening choice to exchange colours).
 *
 * <p>The state moves forward only: {@link #NOT_YET} becomes {@link #OFFERED} when Black's first
 * push is the first move of the game (from the start, always); {@link #OFFERED} becomes {@link
 * #SWAPPED} when White plays {@code swap} or {@link #DECLINED} when White pushes. Any other move in
 * state {@link #NOT_YET} (a pass, or a move by White in a set-up position) makes it {@link
 * #DECLINED}: the swap is offered only right after Black's first push.
 */
public enum SwapState {
  /** No move has been played yet; the swap will be offered after Black's first push. */
  NOT_YET('n'),
  /** Black has made the first push; White may now play {@code swap}. */
  OFFERED('o'),
  /** The swap was not taken and is gone for the rest of the game. */
  DECLINED('d'),
  /** White took the swap: the two players exchanged colours. */
  SWAPPED('s');

  private final char symbol;

  SwapState(char symbol) {
    this.symbol = symbol;
  }

  /**
   * Returns the letter of this state in position notation.
   *
   * @return {@code n}, {@code o}, {@code d} or {@code s}
   */
  public char symbol() {
    return symbol;
  }

  static SwapState ofSymbol(char c) {
    for (SwapState s : values()) {
      if (s.symbol == c) {
        return s;
      }
    }
    return null;
  }
}
