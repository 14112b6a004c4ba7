package io.github.gongqi.agon;

import java.util.Objects;

/**
 * A piece on a cell: its side, its type, and whether it is marked (captured but still on the board,
 * under {@link CapturedPieces#MARKED}).
 *
 * @param side the owner
 * @param type Queen or Guard
 * @param marked true if captured and waiting on its cell to be returned
 */
public record Piece(Side side, PieceType type, boolean marked) {
  /** The White Queen. */
  public static final Piece WHITE_QUEEN = new Piece(Side.WHITE, PieceType.QUEEN, false);

  /** A White Guard. */
  public static final Piece WHITE_GUARD = new Piece(Side.WHITE, PieceType.GUARD, false);

  /** The Black Queen. */
  public static final Piece BLACK_QUEEN = new Piece(Side.BLACK, PieceType.QUEEN, false);

  /** A Black Guard. */
  public static final Piece BLACK_GUARD = new Piece(Side.BLACK, PieceType.GUARD, false);

  /**
   * Creates a piece.
   *
   * @param side the owner
   * @param type Queen or Guard
   * @param marked true if marked
   */
  public Piece {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(type, "type");
  }

  /**
   * Returns an unmarked piece.
   *
   * @param side the owner
   * @param type Queen or Guard
   * @return the piece
   */
  public static Piece of(Side side, PieceType type) {
    return new Piece(side, type, false);
  }

  /**
   * Returns this piece marked.
   *
   * @return the marked piece
   */
  public Piece asMarked() {
    return new Piece(side, type, true);
  }

  /**
   * Returns the letter of this piece in position notation: {@code Q G} for White, {@code q g} for
   * Black (a marked piece is followed by {@code *} there).
   *
   * @return the letter
   */
  public char letter() {
    char c = type.letter();
    return side == Side.WHITE ? c : Character.toLowerCase(c);
  }

  /**
   * Returns a description such as {@code white guard} or {@code black queen (marked)}.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return side.name().toLowerCase(java.util.Locale.ROOT)
        + " "
        + type.name().toLowerCase(java.util.Locale.ROOT)
        + (marked ? " (marked)" : "");
  }
}
