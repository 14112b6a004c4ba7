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
  PLACEMENT
}
