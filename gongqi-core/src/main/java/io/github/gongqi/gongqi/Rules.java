package io.github.gongqi.gongqi;

import io.github.gongqi.game.GameRules;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.geometry.SquareGrid;
import io.github.gongqi.geometry.SquareSymmetry;
import java.time.Duration;
import java.util.Locale;
import java.util.Objects;

/**
 * The two presets of Gongqi: board size, power step, capture goal and time control.
 *
 * <table>
 *   <caption>Presets</caption>
 *   <tr><th>preset</th><th>board</th><th>power step</th><th>capture goal</th><th>time</th></tr>
 *   <tr><td>{@link #STANDARD}</td><td>12 × 12</td><td>5</td><td>20</td><td>4:00 + 30 s</td></tr>
 *   <tr><td>{@link #QUICK}</td><td>8 × 8</td><td>3</td><td>12</td><td>3:00 + 20 s</td></tr>
 * </table>
 *
 * <p>Power is {@code 1 + (black captures + white captures) / powerStep()}, with no upper bound.
 *
 * <p>The rules' one text, used everywhere (the JSONL's {@code rules}, the record's {@code Rules}
 * tag, the engine protocol's {@code rules gongqi …}): {@link #toString()} writes it and {@link
 * #parse} reads it back.
 *
 * <pre>{@code
 * Rules rules = Rules.parse("gongqi 8x8");     // QUICK; "8x8" and "quick" read the same
 * String text = rules.toString();               // "gongqi 8x8"
 * int cell = rules.cell("d5");                  // 35
 * }</pre>
 */
public enum Rules implements GameRules {
  /** The 12 × 12 game: power +1 per 5 combined captures, win at 20, 4:00 + 30 s. */
  STANDARD(12, 5, 20, TimeControl.of(Duration.ofMinutes(4), Duration.ofSeconds(30))),
  /** The 8 × 8 game: power +1 per 3 combined captures, win at 12, 3:00 + 20 s. */
  QUICK(8, 3, 12, TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)));

  private final int size;
  private final int powerStep;
  private final int captureGoal;
  private final TimeControl timeControl;
  private final SquareGrid grid;
  final Tables tables;

  /** The rules' one text: {@code gongqi 12x12} or {@code gongqi 8x8}. */
  private final String text;

  /** The game's name, which the rules' text starts with. */
  private static final String GAME = "gongqi";

  Rules(int size, int powerStep, int captureGoal, TimeControl timeControl) {
    this.size = size;
    this.powerStep = powerStep;
    this.captureGoal = captureGoal;
    this.timeControl = timeControl;
    this.grid = SquareGrid.of(size, size);
    this.tables = new Tables(grid, powerStep, captureGoal);
    this.text = GAME + " " + size + "x" + size;
  }

  /**
   * Reads the rules from their text, as {@link #toString()} writes it: {@code gongqi 12x12} or
   * {@code gongqi 8x8}. The game's name may be left out, and the board may also be given by the
   * preset's name, {@code STANDARD} or {@code QUICK}; case, surrounding blanks and the blanks after
   * the game's name do not matter. So {@code gongqi 8x8}, {@code 8x8}, {@code quick} and {@code
   * Gongqi QUICK} all read {@link #QUICK}; the game's name alone, {@code gongqi}, reads the default
   * rules, {@link #STANDARD}.
   *
   * @param text the rules' text
   * @return the rules
   * @throws NotationException naming the text and what was expected, if it is not Gongqi rules (a
   *     {@link IllegalArgumentException}, as in Agon's {@code Rules.parse})
   */
  public static Rules parse(String text) {
    Objects.requireNonNull(text, "text");
    String rest = text.strip().toLowerCase(Locale.ROOT);
    if (rest.equals(GAME)) {
      return STANDARD; // the game's name alone names its default rules
    }
    if (rest.startsWith(GAME)
        && rest.length() > GAME.length()
        && Character.isWhitespace(rest.charAt(GAME.length()))) {
      rest = rest.substring(GAME.length()).strip();
    }
    for (Rules r : values()) {
      if (rest.equals(r.size + "x" + r.size) || rest.equals(r.name().toLowerCase(Locale.ROOT))) {
        return r;
      }
    }
    // The whole text is the error: no prefix of it names a board.
    throw new NotationException(
        "not Gongqi rules: expected gongqi 12x12 or gongqi 8x8 (or 12x12, 8x8, STANDARD, QUICK)",
        text,
        0);
  }

  /**
   * Returns the preset whose board has the given size.
   *
   * @param size 12 or 8
   * @return STANDARD for 12 and QUICK for 8
   * @throws IllegalArgumentException for any other size
   */
  public static Rules ofSize(int size) {
    for (Rules r : values()) {
      if (r.size == size) {
        return r;
      }
    }
    throw new IllegalArgumentException("no Gongqi preset has a " + size + "x" + size + " board");
  }

  /**
   * Returns the number of points along each side of the board.
   *
   * @return 12 or 8
   */
  public int size() {
    return size;
  }

  /**
   * Returns the cell index of a named point of the board, such as {@code f7}.
   *
   * @param name the point's name: a column letter from {@code a} and a row number from 1
   * @return its cell index
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public int cell(String name) {
    return grid.parse(Objects.requireNonNull(name, "name"));
  }

  /**
   * Returns the name of a point of the board, such as {@code f7}.
   *
   * @param cell a cell index
   * @return its name
   * @throws IllegalArgumentException if the cell is off the board
   */
  public String cellName(int cell) {
    return grid.name(cell);
  }

  /**
   * Returns the board's geometry.
   *
   * @return the square grid of {@link #size()} × {@link #size()} points
   */
  public SquareGrid grid() {
    return grid;
  }

  /**
   * Returns how many combined captures raise the power by one.
   *
   * @return 5 or 3
   */
  public int powerStep() {
    return powerStep;
  }

  /**
   * Returns the number of captures that wins at once.
   *
   * @return 20 or 12
   */
  public int captureGoal() {
    return captureGoal;
  }

  /**
   * Returns the power for a combined capture count.
   *
   * @param combinedCaptures black plus white captures, zero or more
   * @return {@code 1 + combinedCaptures / powerStep()}
   */
  public int power(int combinedCaptures) {
    if (combinedCaptures < 0) {
      throw new IllegalArgumentException("combined captures " + combinedCaptures + " < 0");
    }
    return 1 + combinedCaptures / powerStep;
  }

  /**
   * Returns the preset's time control.
   *
   * @return 4:00 + 30 s or 3:00 + 20 s
   */
  public TimeControl timeControl() {
    return timeControl;
  }

  /**
   * Returns the number of dense move ids: every geometrically possible push, then {@code swap},
   * then {@code pass}. Ids do not depend on the position.
   *
   * @return 3170 for STANDARD, 898 for QUICK
   */
  public int numDistinctActions() {
    return tables.numPushIds + 2;
  }

  /**
   * Returns an upper bound on the number of legal moves of any position: the length a move buffer
   * for {@link Position#legalMoves(int[])} needs.
   *
   * @return {@code 4 × points + 1}
   */
  public int maxLegalMoves() {
    return 4 * tables.n + 1;
  }

  /**
   * Returns the shape of {@link Position#observation(float[], int)}: nine planes over the board.
   *
   * @return a new array {@code {planes, height, width}}
   */
  @Override
  public int[] observationShape() {
    return Learning.shape(this);
  }

  /**
   * Returns the permutation of move ids under a symmetry of the board, for data augmentation:
   * {@code perm[id]} is {@code Move.fromId(id, this).transform(symmetry).id()}. A push keeps its
   * count, since a symmetry keeps every distance to the edge; {@code swap} and {@code pass} map to
   * themselves. A policy target follows a transformed position with {@code target[perm[id]] =
   * policy[id]}.
   *
   * <pre>{@code
   * int[] perm = Rules.STANDARD.actionPermutation(SquareSymmetry.ROTATE_90);
   * Position q = p.transform(SquareSymmetry.ROTATE_90);   // q.play(perm[m]) is p.play(m) turned
   * }</pre>
   *
   * @param symmetry a symmetry of the square
   * @return a new array of {@link #numDistinctActions()} ids
   * @throws NullPointerException if {@code symmetry} is null
   */
  public int[] actionPermutation(SquareSymmetry symmetry) {
    return Learning.permutation(this, Objects.requireNonNull(symmetry, "symmetry")).clone();
  }

  /**
   * Returns {@link #actionPermutation(SquareSymmetry)} by the symmetry's ordinal.
   *
   * @param symmetry 0 to 7, {@link SquareSymmetry#ordinal()}
   * @return a new array of {@link #numDistinctActions()} ids
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public int[] actionPermutation(int symmetry) {
    return actionPermutation(Learning.symmetry(symmetry));
  }

  /**
   * Returns 8: the symmetries of the square, numbered as {@link SquareSymmetry#ordinal()}.
   *
   * @return 8
   */
  @Override
  public int symmetryCount() {
    return 8;
  }

  /**
   * Returns the rules' one text, {@link #toString()}: {@code gongqi 12x12} or {@code gongqi 8x8}.
   *
   * @return the rules' text
   */
  @Override
  public String text() {
    return text;
  }

  /**
   * Returns the rules' one text, which {@link #parse} reads back: {@code gongqi 12x12} or {@code
   * gongqi 8x8}. {@link #name()} gives the preset's name.
   *
   * @return the rules' text
   */
  @Override
  public String toString() {
    return text;
  }
}
