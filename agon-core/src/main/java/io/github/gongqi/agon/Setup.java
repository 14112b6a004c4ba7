package io.github.gongqi.agon;

/** How a game begins. */
public enum Setup {
  /**
   * The source's layout (default): White Queen {@code a1}, Guards {@code a3 a5 b7 c1 e1 g2}; Black
   * Queen {@code k11}, Guards {@code k9 k7 j5 i11 g11 e10}.
   */
  STANDARD,
  /**
   * The historical alternating layout used by Ludii: White Queen {@code a1}, Guards {@code a5 e1
   * e10 i11 j5 k9}; Black Queen {@code k11}, Guards {@code a3 b7 c1 g2 g11 k7}.
   */
  CLASSIC,
  /**
   * An empty board: the sides alternately place one piece each on a vacant outer-ring cell, the
   * first side first, each its Queen and then its six Guards; after 14 placements the alternation
   * continues with steps.
   */
  PLACEMENT;

  /** Fills an empty builder with this setup's start: its pieces, or the pieces to place. */
  PositionBuilder place(PositionBuilder b) {
    switch (this) {
      case STANDARD -> {
        b.put("a1", Piece.WHITE_QUEEN).put("k11", Piece.BLACK_QUEEN);
        for (String c : new String[] {"a3", "a5", "b7", "c1", "e1", "g2"}) {
          b.put(c, Piece.WHITE_GUARD);
        }
        for (String c : new String[] {"k9", "k7", "j5", "i11", "g11", "e10"}) {
          b.put(c, Piece.BLACK_GUARD);
        }
      }
      case CLASSIC -> {
        b.put("a1", Piece.WHITE_QUEEN).put("k11", Piece.BLACK_QUEEN);
        for (String c : new String[] {"a5", "e1", "e10", "i11", "j5", "k9"}) {
          b.put(c, Piece.WHITE_GUARD);
        }
        for (String c : new String[] {"a3", "b7", "c1", "g2", "g11", "k7"}) {
          b.put(c, Piece.BLACK_GUARD);
        }
      }
      case PLACEMENT -> {
        b.placing(true);
        for (Side s : Side.values()) {
          b.offBoard(s, PieceType.QUEEN, 1).offBoard(s, PieceType.GUARD, 6);
        }
      }
    }
    return b;
  }
}
