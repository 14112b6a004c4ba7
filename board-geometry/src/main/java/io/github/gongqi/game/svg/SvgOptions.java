package io.github.gongqi.game.svg;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * How a board is drawn as SVG by each game's {@code BoardSvg.render(position, options)}: the size,
 * the coordinates, the side seen from, the last move, the selected stone or piece, and labels on
 * cells.
 *
 * <pre>{@code
 * SvgOptions o = SvgOptions.defaults().withSize(480).withPerspective(1).withSelected(cell);
 * String svg = BoardSvg.render(position, o);
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe; each {@code with…} method returns a new value and
 * leaves this one unchanged.
 */
public final class SvgOptions {
  private static final SvgOptions DEFAULTS =
      new SvgOptions(600, true, 0, -1, -1, Collections.emptySortedMap(), "");

  /** The smallest size accepted, in pixels. */
  public static final int MIN_SIZE = 16;

  /** The largest size accepted, in pixels. */
  public static final int MAX_SIZE = 8192;

  private final int size;
  private final boolean coordinates;
  private final int perspective;
  private final int lastMove;
  private final int selected;
  private final Map<Integer, String> labels;
  private final String status;

  private SvgOptions(
      int size,
      boolean coordinates,
      int perspective,
      int lastMove,
      int selected,
      Map<Integer, String> labels,
      String status) {
    this.size = size;
    this.coordinates = coordinates;
    this.perspective = perspective;
    this.lastMove = lastMove;
    this.selected = selected;
    this.labels = labels;
    this.status = status;
  }

  /**
   * Returns the defaults: 600 pixels wide, coordinates shown, seen from player 0, no last move, no
   * selection, no labels.
   *
   * @return the default options
   */
  public static SvgOptions defaults() {
    return DEFAULTS;
  }

  /**
   * Returns these options with another width in pixels (the height follows the board's shape).
   *
   * @param pixels the width, from {@value #MIN_SIZE} to {@value #MAX_SIZE}
   * @return the new options
   * @throws IllegalArgumentException if the size is out of range
   */
  public SvgOptions withSize(int pixels) {
    if (pixels < MIN_SIZE || pixels > MAX_SIZE) {
      throw new IllegalArgumentException(
          "size " + pixels + " is out of range " + MIN_SIZE + ".." + MAX_SIZE + " pixels");
    }
    return new SvgOptions(pixels, coordinates, perspective, lastMove, selected, labels, status);
  }

  /**
   * Returns these options with the coordinates (column letters and row numbers, or Agon's row
   * letters and diagonal numbers) shown or not.
   *
   * @param shown true to draw them
   * @return the new options
   */
  public SvgOptions withCoordinates(boolean shown) {
    return new SvgOptions(size, shown, perspective, lastMove, selected, labels, status);
  }

  /**
   * Returns these options seen from one player: that player's home side at the bottom. Player 0
   * (Gongqi's Black, Agon's White) sees the board as its notation writes it, row 1 or row {@code a}
   * at the bottom; player 1 sees it turned by half a turn.
   *
   * @param player 0 or 1
   * @return the new options
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  public SvgOptions withPerspective(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("perspective " + player + " is not player 0 or 1");
    }
    return new SvgOptions(size, coordinates, player, lastMove, selected, labels, status);
  }

  /**
   * Returns these options with the last move marked. The id is only drawn if it is a move id of the
   * position's rules; a renderer ignores any other.
   *
   * @param moveId a move id, or -1 for none
   * @return the new options
   * @throws IllegalArgumentException if the id is less than -1
   */
  public SvgOptions withLastMove(int moveId) {
    if (moveId < -1) {
      throw new IllegalArgumentException("last move id " + moveId + " is less than -1 (none)");
    }
    return new SvgOptions(size, coordinates, perspective, moveId, selected, labels, status);
  }

  /**
   * Returns these options with a cell selected: its stone or piece is highlighted and its legal
   * moves are drawn (Gongqi: an arrow per direction on offer; Agon: a dot per target).
   *
   * @param cell a cell index, or -1 for none; an index off the board is rejected by the renderer
   * @return the new options
   * @throws IllegalArgumentException if the cell is less than -1
   */
  public SvgOptions withSelected(int cell) {
    if (cell < -1) {
      throw new IllegalArgumentException("selected cell " + cell + " is less than -1 (none)");
    }
    return new SvgOptions(size, coordinates, perspective, lastMove, cell, labels, status);
  }

  /**
   * Returns these options with short labels drawn on cells, such as the "1" that marks the stone of
   * a lesson's last move.
   *
   * @param labels from cell index to a label of 1 to 3 characters; replaces any earlier labels
   * @return the new options
   * @throws IllegalArgumentException if a cell is negative or a label is empty or too long
   */
  public SvgOptions withLabels(Map<Integer, String> labels) {
    Objects.requireNonNull(labels, "labels");
    TreeMap<Integer, String> copy = new TreeMap<>();
    for (Map.Entry<Integer, String> e : labels.entrySet()) {
      int cell = Objects.requireNonNull(e.getKey(), "labels key");
      String text = Objects.requireNonNull(e.getValue(), "labels value");
      if (cell < 0) {
        throw new IllegalArgumentException("label cell " + cell + " is negative");
      }
      if (text.isEmpty() || text.length() > 3) {
        throw new IllegalArgumentException(
            "label '" + text + "' of cell " + cell + " must have 1 to 3 characters");
      }
      copy.put(cell, text);
    }
    return new SvgOptions(
        size,
        coordinates,
        perspective,
        lastMove,
        selected,
        Collections.unmodifiableSortedMap(copy),
        status);
  }

  /**
   * Returns these options with words that replace the side to move in the board's status line and
   * title: what a table knows and a position does not, such as a match's result ("White wins by
   * resignation").
   *
   * <pre>{@code
   * SvgOptions o = SvgOptions.defaults().withStatus(match.result().toString());
   * }</pre>
   *
   * @param text one line of at most 80 characters; the empty string restores the default (the
   *     position's own words: the side to move, or the result once the position is over)
   * @return the new options
   * @throws IllegalArgumentException if the text has a line break or more than 80 characters
   */
  public SvgOptions withStatus(String text) {
    Objects.requireNonNull(text, "text");
    if (text.length() > 80 || text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) {
      throw new IllegalArgumentException(
          "status must be one line of at most 80 characters, got " + text.length() + " characters");
    }
    return new SvgOptions(size, coordinates, perspective, lastMove, selected, labels, text);
  }

  /**
   * Returns the width in pixels.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * Returns whether coordinates are drawn.
   *
   * @return true if shown
   */
  public boolean coordinates() {
    return coordinates;
  }

  /**
   * Returns the player whose home side is at the bottom.
   *
   * @return 0 or 1
   */
  public int perspective() {
    return perspective;
  }

  /**
   * Returns the id of the move marked as the last one.
   *
   * @return a move id, or -1 for none
   */
  public int lastMove() {
    return lastMove;
  }

  /**
   * Returns the selected cell.
   *
   * @return a cell index, or -1 for none
   */
  public int selected() {
    return selected;
  }

  /**
   * Returns the labels drawn on cells, in increasing cell order.
   *
   * @return an unmodifiable map from cell index to label
   */
  public Map<Integer, String> labels() {
    return labels;
  }

  /**
   * Returns the words that replace the side to move in the status line and title.
   *
   * @return the status text, or the empty string for the position's own words
   */
  public String status() {
    return status;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SvgOptions other
        && size == other.size
        && coordinates == other.coordinates
        && perspective == other.perspective
        && lastMove == other.lastMove
        && selected == other.selected
        && labels.equals(other.labels)
        && status.equals(other.status);
  }

  @Override
  public int hashCode() {
    return Objects.hash(size, coordinates, perspective, lastMove, selected, labels, status);
  }

  @Override
  public String toString() {
    return "SvgOptions[size="
        + size
        + ", coordinates="
        + coordinates
        + ", perspective="
        + perspective
        + ", lastMove="
        + lastMove
        + ", selected="
        + selected
        + ", labels="
        + labels
        + ", status="
        + status
        + "]";
  }
}
