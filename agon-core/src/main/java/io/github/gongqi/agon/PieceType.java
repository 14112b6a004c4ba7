package io.github.gongqi.agon;

/** The two kinds of piece: each side has one Queen and six Guards. */
public enum PieceType {
  /** The Queen: the only piece that may enter the throne. */
  QUEEN('Q'),
  /** A Guard. */
  GUARD('G');

  private final char letter;

  PieceType(char letter) {
    this.letter = letter;
  }

  /**
   * Returns the upper-case letter of this type in move notation.
   *
   * @return {@code 'Q'} or {@code 'G'}
   */
  public char letter() {
    return letter;
  }
}
