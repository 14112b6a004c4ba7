package io.github.gongqi.agon;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import java.util.Objects;

/**
 * Position notation, in one line: the board rows from {@code k} (top) to {@code a} (bottom),
 * separated by {@code /}, each row by increasing diagonal, with {@code Q G} for White, {@code q g}
 * for Black, a {@code *} after a marked piece, and digits counting empty cells; then the side to
 * move ({@code w}/{@code b}), the pieces off the board ({@code -} or letters such as {@code QGGg}),
 * the phase ({@code place} or {@code play}), the consecutive passes and the ply count. The STANDARD
 * start is {@code 1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0}.
 *
 * <p>The notation does not carry the rules: a position is read under rules given by the caller (or
 * the STANDARD rules). {@link Position#toNotation()} and {@link Position#parse(CharSequence,
 * Rules)} are the same methods.
 */
public final class PositionNotation {
  /** Row r (0 = a … 10 = k): its first cell index, its first diagonal (1-based), its length. */
  static final int[] ROW_START = new int[11];

  static final int[] ROW_FIRST_DIAGONAL = new int[11];
  static final int[] ROW_LENGTH = new int[11];

  static {
    int i = 0;
    for (int r = 0; r < 11; r++) {
      ROW_START[r] = i;
      ROW_FIRST_DIAGONAL[r] = Math.max(1, r - 4);
      ROW_LENGTH[r] = 11 - Math.abs(r - 5);
      i += ROW_LENGTH[r];
    }
  }

  private PositionNotation() {}

  /**
   * Writes a position in notation.
   *
   * @param position a position
   * @return its notation
   */
  public static String format(Position position) {
    Position p = Objects.requireNonNull(position, "position");
    StringBuilder sb = new StringBuilder(96);
    for (int r = 10; r >= 0; r--) {
      int empty = 0;
      for (int k = 0; k < ROW_LENGTH[r]; k++) {
        Piece piece = p.piece(ROW_START[r] + k);
        if (piece == null) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(piece.letter());
        if (piece.marked()) {
          sb.append('*');
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    sb.append(' ').append(p.sideToMove().letter()).append(' ');
    StringBuilder off = new StringBuilder();
    for (Side s : Side.values()) {
      if (p.queenOffBoard(s)) {
        off.append(Piece.of(s, PieceType.QUEEN).letter());
      }
      for (int k = 0; k < p.guardsOffBoard(s); k++) {
        off.append(Piece.of(s, PieceType.GUARD).letter());
      }
    }
    sb.append(off.length() == 0 ? "-" : off);
    sb.append(p.isPlacementPhase() ? " place " : " play ");
    sb.append(p.consecutivePasses()).append(' ').append(p.ply());
    return sb.toString();
  }

  /**
   * Reads a position under the {@link Rules#STANDARD} rules.
   *
   * @param text the notation
   * @return the position
   * @throws NotationException if the text does not follow the notation
   * @throws InvalidPositionException if it does but describes a position the rules do not allow
   */
  public static Position parse(CharSequence text) {
    return parse(text, Rules.STANDARD);
  }

  /**
   * Reads a position under some rules.
   *
   * @param text the notation
   * @param rules the rules it is played under
   * @return the position
   * @throws NotationException if the text does not follow the notation
   * @throws InvalidPositionException if it does but describes a position the rules do not allow
   */
  public static Position parse(CharSequence text, Rules rules) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(rules, "rules");
    return read(text.toString(), rules);
  }

  private static Position read(String text, Rules rules) {
    PositionBuilder b = Position.builder(rules);
    int len = text.length();
    int i = 0;
    // Board.
    for (int r = 10; r >= 0; r--) {
      int filled = 0;
      int rowStartIndex = i;
      while (i < len && text.charAt(i) != '/' && text.charAt(i) != ' ') {
        char c = text.charAt(i);
        if (c >= '0' && c <= '9') {
          // A count of empty cells: one maximal run of digits, 1 to what is left of the row.
          int start = i;
          int n = 0;
          while (i < len && text.charAt(i) >= '0' && text.charAt(i) <= '9' && n <= 11) {
            n = n * 10 + text.charAt(i) - '0';
            i++;
          }
          if (c == '0' || n > ROW_LENGTH[r] - filled) {
            throw new NotationException(
                "expected a count of empty cells from 1 to "
                    + (ROW_LENGTH[r] - filled)
                    + " (row "
                    + (char) ('a' + r)
                    + " has "
                    + ROW_LENGTH[r]
                    + " cells)",
                text,
                start);
          }
          filled += n;
          continue;
        }
        Piece piece =
            switch (c) {
              case 'Q' -> Piece.WHITE_QUEEN;
              case 'G' -> Piece.WHITE_GUARD;
              case 'q' -> Piece.BLACK_QUEEN;
              case 'g' -> Piece.BLACK_GUARD;
              default ->
                  throw new NotationException(
                      "expected a piece (Q G q g), a count of empty cells, '/' or ' '", text, i);
            };
        if (filled >= ROW_LENGTH[r]) {
          throw new NotationException(
              "row " + (char) ('a' + r) + " has only " + ROW_LENGTH[r] + " cells", text, i);
        }
        i++;
        if (i < len && text.charAt(i) == '*') {
          piece = piece.asMarked();
          i++;
        }
        b.put(ROW_START[r] + filled, piece);
        filled++;
      }
      if (filled != ROW_LENGTH[r]) {
        throw new NotationException(
            "row "
                + (char) ('a' + r)
                + " describes "
                + filled
                + " cells, expected "
                + ROW_LENGTH[r]
                + (rowStartIndex == i ? " (an empty row is written as its length)" : ""),
            text,
            i);
      }
      if (r > 0) {
        expect(text, i, '/', "expected '/' before row " + (char) ('a' + r - 1));
        i++;
      }
    }
    i = space(text, i);
    // Side to move.
    if (i >= len || (text.charAt(i) != 'w' && text.charAt(i) != 'b')) {
      throw new NotationException("expected the side to move, w or b", text, i);
    }
    b.sideToMove(text.charAt(i) == 'w' ? Side.WHITE : Side.BLACK);
    i = space(text, i + 1);
    // Pieces off the board.
    int[] counts = new int[4];
    if (i < len && text.charAt(i) == '-') {
      i++;
    } else {
      int start = i;
      int last = 0;
      while (i < len && text.charAt(i) != ' ') {
        int k = "QGqg".indexOf(text.charAt(i));
        if (k < 0) {
          throw new NotationException(
              "expected the pieces off the board (letters Q G q g) or '-'", text, i);
        }
        if (k < last || (k % 2 == 0 && counts[k] > 0)) {
          throw new NotationException(
              "expected the pieces off the board in the order Q, G..., q, g...", text, i);
        }
        last = k;
        counts[k]++;
        if (counts[k] > 6) {
          throw new NotationException(
              "too many pieces off the board: at most one Queen and six Guards per side", text, i);
        }
        i++;
      }
      if (i == start) {
        throw new NotationException("expected the pieces off the board or '-'", text, i);
      }
    }
    b.offBoard(Side.WHITE, PieceType.QUEEN, counts[0]);
    b.offBoard(Side.WHITE, PieceType.GUARD, counts[1]);
    b.offBoard(Side.BLACK, PieceType.QUEEN, counts[2]);
    b.offBoard(Side.BLACK, PieceType.GUARD, counts[3]);
    i = space(text, i);
    // Phase.
    if (text.startsWith("place", i)) {
      b.placing(true);
      i += 5;
    } else if (text.startsWith("play", i)) {
      i += 4;
    } else {
      throw new NotationException("expected the phase, place or play", text, i);
    }
    i = space(text, i);
    int[] at = {i};
    b.consecutivePasses(number(text, at, "the number of consecutive passes"));
    i = space(text, at[0]);
    at[0] = i;
    b.ply(number(text, at, "the ply count"));
    if (at[0] != len) {
      throw new NotationException("expected the end after the ply count", text, at[0]);
    }
    return b.build();
  }

  private static void expect(String text, int i, char c, String message) {
    if (i >= text.length() || text.charAt(i) != c) {
      throw new NotationException(message, text, i);
    }
  }

  private static int space(String text, int i) {
    expect(text, i, ' ', "expected a single space before the next field");
    return i + 1;
  }

  private static int number(String text, int[] at, String what) {
    int i = at[0];
    int start = i;
    int n = 0;
    while (i < text.length() && Character.isDigit(text.charAt(i)) && text.charAt(i) <= '9') {
      if (i - start >= 9) {
        throw new NotationException("expected at most 9 digits for " + what, text, i);
      }
      n = n * 10 + (text.charAt(i) - '0');
      i++;
    }
    if (i == start) {
      throw new NotationException("expected " + what, text, i);
    }
    if (text.charAt(start) == '0' && i - start > 1) {
      throw new NotationException("expected " + what + " without leading zeros", text, start);
    }
    at[0] = i;
    return n;
  }
}
