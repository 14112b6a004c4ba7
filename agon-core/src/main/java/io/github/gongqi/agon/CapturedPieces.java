package io.github.gongqi.agon;

/** What happens to a captured piece until its owner returns it. */
public enum CapturedPieces {
  /** The piece leaves the board and waits off it (the source's rule, the default). */
  LEAVE,
  /**
   * The piece stays on its cell, marked: it cannot step, it blocks its cell, it still counts for
   * its side in lines and in the formations, and it cannot be captured again; its owner must return
   * it (the Ludii rule).
   */
  MARKED
}
