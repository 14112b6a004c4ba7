package io.github.gongqi.agon;

import io.github.gongqi.game.GameRules;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.HashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The rules a game is played under: the source's rules by default, with each variant of the spec as
 * an option. Immutable and thread-safe.
 *
 * <table>
 *   <caption>Options</caption>
 *   <tr><th>option</th><th>default (source)</th><th>alternative</th></tr>
 *   <tr><td>{@link #setup()}</td><td>STANDARD</td><td>CLASSIC, PLACEMENT</td></tr>
 *   <tr><td>{@link #firstSide()}</td><td>White</td><td>Black</td></tr>
 *   <tr><td>{@link #queenMayReturnToThrone()}</td><td>yes: any vacant cell</td>
 *       <td>any vacant cell but the throne</td></tr>
 *   <tr><td>{@link #steppingBetweenEnemiesAllowed()}</td><td>allowed, not captured</td>
 *       <td>forbidden: a step may not end with enemy pieces (marked ones included) on both sides
 *       along one of the three lines; judged as the step arrives, before its own captures;
 *       returns and placements are exempt</td></tr>
 *   <tr><td>{@link #capturedPieces()}</td><td>LEAVE the board until returned</td>
 *       <td>stay MARKED on their cell</td></tr>
 *   <tr><td>{@link #sixGuardsWithoutQueenLoses()}</td><td>no</td>
 *       <td>a side ending its own turn with its six Guards on ring 1 and its Queen off the throne
 *       loses</td></tr>
 *   <tr><td>{@link #plyLimit()}</td><td>0 (none)</td><td>a draw after N plies unless won</td></tr>
 * </table>
 *
 * <p>{@link #toString()} writes the game's name and every option as {@code key=value} words, for
 * example {@code agon setup=standard first=white queen-return=anywhere between-enemies=allowed
 * captured=leave six-guards-loss=off ply-limit=0}: the one text of the rules everywhere (records,
 * logs, the engine protocol). {@link #parse(String)} reads it back, with or without the leading
 * {@code agon}, and also a preset name optionally followed by options that override it.
 */
public final class Rules implements GameRules {
  /** The game's name, the first word of {@link #toString()}. */
  private static final String GAME = "agon";

  /** The source's rules with the STANDARD setup: every option at its default. */
  public static final Rules STANDARD = new Builder().build();

  /** The source's rules with the CLASSIC (alternating) setup. */
  public static final Rules CLASSIC = new Builder().setup(Setup.CLASSIC).build();

  /** The source's rules with the PLACEMENT setup. */
  public static final Rules PLACEMENT = new Builder().setup(Setup.PLACEMENT).build();

  /**
   * The Agon of the Ludii general game system: CLASSIC setup, stepping between two enemies
   * forbidden, captured pieces stay marked, the six-Guards-without-Queen loss, the Queen returns to
   * any vacant cell (throne included), and a draw after 2500 plies.
   */
  public static final Rules LUDII =
      new Builder()
          .setup(Setup.CLASSIC)
          .steppingBetweenEnemiesAllowed(false)
          .capturedPieces(CapturedPieces.MARKED)
          .sixGuardsWithoutQueenLoses(true)
          .queenMayReturnToThrone(true)
          .plyLimit(2500)
          .build();

  private final Setup setup;
  private final Side firstSide;
  final boolean queenThrone;
  final boolean betweenAllowed;
  final CapturedPieces captured;
  final boolean marked;
  final boolean sixLoss;
  final int plyLimit;

  private Rules(Builder b) {
    this.setup = b.setup;
    this.firstSide = b.firstSide;
    this.queenThrone = b.queenThrone;
    this.betweenAllowed = b.betweenAllowed;
    this.captured = b.captured;
    this.marked = b.captured == CapturedPieces.MARKED;
    this.sixLoss = b.sixLoss;
    this.plyLimit = b.plyLimit;
  }

  /**
   * Returns a builder with every option at its default.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns a builder holding these rules' options.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder()
        .setup(setup)
        .firstSide(firstSide)
        .queenMayReturnToThrone(queenThrone)
        .steppingBetweenEnemiesAllowed(betweenAllowed)
        .capturedPieces(captured)
        .sixGuardsWithoutQueenLoses(sixLoss)
        .plyLimit(plyLimit);
  }

  /**
   * Returns how the game begins.
   *
   * @return the setup
   */
  public Setup setup() {
    return setup;
  }

  /**
   * Returns the side that acts first.
   *
   * @return White by default
   */
  public Side firstSide() {
    return firstSide;
  }

  /**
   * Returns whether a returned Queen may go to the throne (it may go to any other vacant cell in
   * either case).
   *
   * @return true by default
   */
  public boolean queenMayReturnToThrone() {
    return queenThrone;
  }

  /**
   * Returns whether a piece may step between two enemy pieces in a line (it is not captured by
   * doing so). When false, a step may not end with enemy pieces, marked ones included, on both
   * sides of its cell along any of the three lines; this is judged as the step arrives, before its
   * own captures are resolved. Returns and placements are exempt.
   *
   * @return true by default
   */
  public boolean steppingBetweenEnemiesAllowed() {
    return betweenAllowed;
  }

  /**
   * Returns what happens to captured pieces.
   *
   * @return LEAVE by default
   */
  public CapturedPieces capturedPieces() {
    return captured;
  }

  /**
   * Returns whether a side that ends its own turn with its six Guards on ring 1 while its Queen is
   * not on the throne loses.
   *
   * @return false by default
   */
  public boolean sixGuardsWithoutQueenLoses() {
    return sixLoss;
  }

  /**
   * Returns the ply limit: after that many plies (every action counts), a game not won is drawn.
   *
   * @return 0 for none (the default)
   */
  public int plyLimit() {
    return plyLimit;
  }

  /**
   * Returns the number of move ids these rules can use: every legal move's id is below it.
   *
   * @return every id under MARKED, fewer otherwise (the returns of marked pieces are not numbered)
   */
  public int numDistinctActions() {
    return marked ? Tables.NUM_IDS : Tables.RETURN_BASE;
  }

  /**
   * Returns the largest number of legal moves any position under these rules can have: a buffer of
   * this length always holds {@link Position#legalMoves(int[])}.
   *
   * @return the move-buffer size
   */
  public int maxLegalMoves() {
    return Tables.MAX_LEGAL_MOVES;
  }

  /**
   * Returns the shape of {@link Position#observation(float[], int)}: fourteen planes over the
   * board's 11 × 11 axial frame.
   *
   * @return a new array {@code {planes, height, width}}
   */
  @Override
  public int[] observationShape() {
    return Learning.shape();
  }

  /**
   * Returns the permutation of move ids under a symmetry of the board, for data augmentation:
   * {@code perm[id]} is {@code Move.fromId(id, this).transform(symmetry).id()}. A symmetry keeps
   * every ring, so steps map to steps, Guard drops to Guard drops, returns to returns, and {@code
   * pass} to itself. A policy target follows a transformed position with {@code target[perm[id]] =
   * policy[id]}.
   *
   * <pre>{@code
   * int[] perm = Rules.STANDARD.actionPermutation(HexSymmetry.ROTATE_60);
   * Position q = p.transform(HexSymmetry.ROTATE_60);   // q.play(perm[m]) is p.play(m) turned
   * }</pre>
   *
   * @param symmetry a symmetry of the hexagon
   * @return a new array of {@link #numDistinctActions()} ids
   * @throws NullPointerException if {@code symmetry} is null
   */
  public int[] actionPermutation(HexSymmetry symmetry) {
    return Learning.permutation(this, Objects.requireNonNull(symmetry, "symmetry"));
  }

  /**
   * Returns {@link #actionPermutation(HexSymmetry)} by the symmetry's ordinal.
   *
   * @param symmetry 0 to 11, {@link HexSymmetry#ordinal()}
   * @return a new array of {@link #numDistinctActions()} ids
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public int[] actionPermutation(int symmetry) {
    return actionPermutation(Learning.symmetry(symmetry));
  }

  /**
   * Returns 12: the symmetries of the hexagon, numbered as {@link HexSymmetry#ordinal()}.
   *
   * @return 12
   */
  @Override
  public int symmetryCount() {
    return 12;
  }

  /**
   * Returns the index of a named cell, as {@link Board#cell(CharSequence)} does: the board is the
   * same under every rules.
   *
   * @param name a cell name such as {@code f6}
   * @return the cell index, 0 to 90
   * @throws NotationException if the text names no cell
   */
  public int cell(String name) {
    return Board.cell(Objects.requireNonNull(name, "name"));
  }

  /**
   * Returns the name of a cell, as {@link Board#name(int)} does.
   *
   * @param cell a cell index
   * @return its name, such as {@code a1}
   * @throws IllegalArgumentException if the index is not a cell
   */
  public String cellName(int cell) {
    return Board.name(cell);
  }

  /**
   * Parses rules written by {@link #toString()}, with or without its leading {@code agon}. Also
   * accepted: a preset name ({@code standard}, {@code classic}, {@code placement}, {@code ludii})
   * as the first word (after {@code agon}, if given), then any {@code key=value} words overriding
   * it; words are separated by spaces; keys not given keep their default (or the preset's value).
   * The game's name alone, {@code agon}, is the default rules, {@link #STANDARD}.
   *
   * <pre>{@code
   * Rules.parse(Rules.LUDII.toString());   // Rules.LUDII
   * Rules.parse("ludii ply-limit=0");      // LUDII without its ply limit
   * Rules.parse("agon");                   // Rules.STANDARD
   * }</pre>
   *
   * @param text the rules
   * @return the rules
   * @throws NotationException (an {@link IllegalArgumentException}) if the text does not describe
   *     rules; its message names the text and what was expected
   */
  public static Rules parse(String text) {
    Objects.requireNonNull(text, "text");
    Builder b = new Builder();
    Set<String> seen = new HashSet<>();
    int len = text.length();
    int i = skipGameName(text);
    boolean first = true;
    boolean any = false;
    while (true) {
      while (i < len && text.charAt(i) == ' ') {
        i++;
      }
      if (i >= len) {
        break;
      }
      int start = i;
      while (i < len && text.charAt(i) != ' ') {
        i++;
      }
      String word = text.substring(start, i);
      int eq = word.indexOf('=');
      if (eq < 0) {
        if (!first) {
          throw new NotationException(
              "expected key=value (a preset name may only come first)", text, start);
        }
        b =
            switch (word.toLowerCase(Locale.ROOT)) {
              case "standard" -> STANDARD.toBuilder();
              case "classic" -> CLASSIC.toBuilder();
              case "placement" -> PLACEMENT.toBuilder();
              case "ludii" -> LUDII.toBuilder();
              default ->
                  throw new NotationException(
                      "expected 'agon', a preset (standard, classic, placement, ludii) or"
                          + " key=value",
                      text,
                      start);
            };
      } else {
        String key = word.substring(0, eq);
        String value = word.substring(eq + 1).toLowerCase(Locale.ROOT);
        int vi = start + eq + 1;
        if (!seen.add(key)) {
          throw new NotationException("option '" + key + "' given twice", text, start);
        }
        switch (key) {
          case "setup" ->
              b.setup(
                  switch (value) {
                    case "standard" -> Setup.STANDARD;
                    case "classic" -> Setup.CLASSIC;
                    case "placement" -> Setup.PLACEMENT;
                    default -> throw bad(text, vi, "standard, classic or placement");
                  });
          case "first" ->
              b.firstSide(
                  switch (value) {
                    case "white" -> Side.WHITE;
                    case "black" -> Side.BLACK;
                    default -> throw bad(text, vi, "white or black");
                  });
          case "queen-return" ->
              b.queenMayReturnToThrone(
                  switch (value) {
                    case "anywhere" -> true;
                    case "not-throne" -> false;
                    default -> throw bad(text, vi, "anywhere or not-throne");
                  });
          case "between-enemies" ->
              b.steppingBetweenEnemiesAllowed(
                  switch (value) {
                    case "allowed" -> true;
                    case "forbidden" -> false;
                    default -> throw bad(text, vi, "allowed or forbidden");
                  });
          case "captured" ->
              b.capturedPieces(
                  switch (value) {
                    case "leave" -> CapturedPieces.LEAVE;
                    case "marked" -> CapturedPieces.MARKED;
                    default -> throw bad(text, vi, "leave or marked");
                  });
          case "six-guards-loss" ->
              b.sixGuardsWithoutQueenLoses(
                  switch (value) {
                    case "on" -> true;
                    case "off" -> false;
                    default -> throw bad(text, vi, "on or off");
                  });
          case "ply-limit" -> b.plyLimit(parseLimit(text, vi, value));
          default ->
              throw new NotationException(
                  "expected an option: setup, first, queen-return, between-enemies, captured,"
                      + " six-guards-loss or ply-limit",
                  text,
                  start);
        }
      }
      first = false;
      any = true;
    }
    if (!any) {
      if (skipGameName(text) > 0) {
        return STANDARD; // the game's name alone names its default rules
      }
      throw new NotationException(
          "expected rules such as 'agon standard' or 'agon setup=classic'", text, i);
    }
    return b.build();
  }

  /**
   * The index after the optional leading game name {@code agon} and its space; 0 without it (a word
   * that only starts with {@code agon} is not the name).
   */
  private static int skipGameName(String text) {
    int i = 0;
    while (i < text.length() && text.charAt(i) == ' ') {
      i++;
    }
    int end = i + GAME.length();
    if (text.regionMatches(true, i, GAME, 0, GAME.length())
        && (end == text.length() || text.charAt(end) == ' ')) {
      return end;
    }
    return 0;
  }

  private static int parseLimit(String text, int at, String value) {
    if (value.isEmpty() || value.length() > 9) {
      throw bad(text, at, "a number of plies from 0 to 999999999");
    }
    int n = 0;
    for (int k = 0; k < value.length(); k++) {
      char c = value.charAt(k);
      if (c < '0' || c > '9') {
        throw bad(text, at + k, "a digit");
      }
      n = n * 10 + (c - '0');
    }
    return n;
  }

  private static NotationException bad(String text, int at, String expected) {
    return new NotationException("expected " + expected, text, at);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Rules r
        && r.setup == setup
        && r.firstSide == firstSide
        && r.queenThrone == queenThrone
        && r.betweenAllowed == betweenAllowed
        && r.captured == captured
        && r.sixLoss == sixLoss
        && r.plyLimit == plyLimit;
  }

  @Override
  public int hashCode() {
    return Objects.hash(setup, firstSide, queenThrone, betweenAllowed, captured, sixLoss, plyLimit);
  }

  /**
   * Returns the rules' one text, {@link #toString()}.
   *
   * @return the rules' text
   */
  @Override
  public String text() {
    return toString();
  }

  /**
   * Returns the game's name and every option as {@code key=value} words, stable across versions:
   * {@code agon setup=classic first=white queen-return=anywhere between-enemies=forbidden
   * captured=marked six-guards-loss=on ply-limit=2500} for {@link #LUDII}. This one text names the
   * rules everywhere: {@link Position#rulesId()}, a game record's {@code Rules} tag, the engine
   * protocol's {@code rules} command.
   *
   * @return the description, read back by {@link #parse(String)}
   */
  @Override
  public String toString() {
    return GAME
        + " setup="
        + setup.name().toLowerCase(Locale.ROOT)
        + " first="
        + firstSide.name().toLowerCase(Locale.ROOT)
        + " queen-return="
        + (queenThrone ? "anywhere" : "not-throne")
        + " between-enemies="
        + (betweenAllowed ? "allowed" : "forbidden")
        + " captured="
        + captured.name().toLowerCase(Locale.ROOT)
        + " six-guards-loss="
        + (sixLoss ? "on" : "off")
        + " ply-limit="
        + plyLimit;
  }

  /** Builds {@link Rules}; every option starts at its default. Not thread-safe. */
  public static final class Builder {
    private Setup setup = Setup.STANDARD;
    private Side firstSide = Side.WHITE;
    private boolean queenThrone = true;
    private boolean betweenAllowed = true;
    private CapturedPieces captured = CapturedPieces.LEAVE;
    private boolean sixLoss;
    private int plyLimit;

    private Builder() {}

    /**
     * Sets how the game begins.
     *
     * @param setup the setup
     * @return this builder
     */
    public Builder setup(Setup setup) {
      this.setup = Objects.requireNonNull(setup, "setup");
      return this;
    }

    /**
     * Sets the side that acts first.
     *
     * @param side the first side
     * @return this builder
     */
    public Builder firstSide(Side side) {
      this.firstSide = Objects.requireNonNull(side, "side");
      return this;
    }

    /**
     * Sets whether a returned Queen may go to the throne.
     *
     * @param allowed true (default) to allow it
     * @return this builder
     */
    public Builder queenMayReturnToThrone(boolean allowed) {
      this.queenThrone = allowed;
      return this;
    }

    /**
     * Sets whether a step may end between two enemy pieces.
     *
     * @param allowed true (default) to allow it
     * @return this builder
     */
    public Builder steppingBetweenEnemiesAllowed(boolean allowed) {
      this.betweenAllowed = allowed;
      return this;
    }

    /**
     * Sets what happens to captured pieces.
     *
     * @param captured LEAVE (default) or MARKED
     * @return this builder
     */
    public Builder capturedPieces(CapturedPieces captured) {
      this.captured = Objects.requireNonNull(captured, "captured");
      return this;
    }

    /**
     * Sets whether six own Guards on ring 1 without the own Queen on the throne lose.
     *
     * @param loses false by default
     * @return this builder
     */
    public Builder sixGuardsWithoutQueenLoses(boolean loses) {
      this.sixLoss = loses;
      return this;
    }

    /**
     * Sets the ply limit.
     *
     * @param plies 0 for none (default), otherwise the number of plies after which a game not won
     *     is drawn
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public Builder plyLimit(int plies) {
      if (plies < 0) {
        throw new IllegalArgumentException("ply limit " + plies + " is negative");
      }
      this.plyLimit = plies;
      return this;
    }

    /**
     * Returns the rules.
     *
     * @return the immutable rules
     */
    public Rules build() {
      return new Rules(this);
    }
  }
}
