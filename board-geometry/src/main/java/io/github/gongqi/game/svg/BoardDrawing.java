package io.github.gongqi.game.svg;

import java.util.Objects;

/**
 * What every game's board drawing shares, written once: the options, the SVG text being written,
 * whether the view is turned for player 1, and the turn line's rule (the options' status, else the
 * result once the game is over, else the game's words for the side to move). Each game's {@code
 * BoardSvg} extends it with its geometry and pieces.
 */
public abstract class BoardDrawing {
  /** The options the board is drawn with. */
  protected final SvgOptions opt;

  /** The SVG text being written. */
  protected final StringBuilder sb;

  /** Whether the view is turned, player 1 at the bottom ({@link SvgOptions#perspective()} is 1). */
  protected final boolean flip;

  /**
   * Starts a drawing.
   *
   * @param opt the options
   * @param capacity the text's expected length, in characters
   */
  protected BoardDrawing(SvgOptions opt, int capacity) {
    this.opt = Objects.requireNonNull(opt, "opt");
    this.sb = new StringBuilder(capacity);
    this.flip = opt.perspective() == 1;
  }

  /**
   * Returns the status bar's marker of the side to move, or null once the status shows an end
   * rather than a side to move: the game is over, or the options give their own status (such as the
   * table's result).
   *
   * @param over whether the game is over
   * @param player the player to move
   * @param markers the markers of the players, player 0's first
   * @return the marker, or null for none
   */
  protected final SvgMarkup.Marker toMove(boolean over, int player, SvgMarkup.Marker... markers) {
    return over || !opt.status().isEmpty() ? null : markers[player];
  }

  /**
   * Returns the turn line: the options' status if they give one, else the result once the game is
   * over, else the game's words for the side to move.
   *
   * @param over whether the game is over
   * @param result the result, written with its {@code toString()}
   * @param toMove the game's words for the side to move, such as {@code "Black to move"}
   * @return the line
   */
  protected final String turnText(boolean over, Object result, String toMove) {
    if (!opt.status().isEmpty()) {
      return opt.status();
    }
    return over ? String.valueOf(result) : toMove;
  }
}
