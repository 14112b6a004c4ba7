package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.THRONE;

import io.github.gongqi.game.NotationException;
import java.util.Arrays;
import java.util.Locale;

/** Position notation, reading and writing, and the drawing of {@link Position#toString()}. */
final class PositionNotation {
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

  static String format(Position p) {
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

  static Position parse(String text, Rules rules) {
    java.util.Objects.requireNonNull(text, "text");
    java.util.Objects.requireNonNull(rules, "rules");
    Position.Builder b = Position.builder(rules);
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

  // ---------------------------------------------------------------- drawing

  static String draw(Position p) {
    StringBuilder sb = new StringBuilder(700);
    for (int r = 11; r >= 0; r--) {
      char[] line = new char[27];
      Arrays.fill(line, ' ');
      if (r >= 1) {
        int row = r - 1;
        int d0 = ROW_FIRST_DIAGONAL[row];
        line[2 * d0 - r + 5] = (char) ('a' + row);
        for (int k = 0; k < ROW_LENGTH[row]; k++) {
          int d = d0 + k;
          int col = 2 * d - r + 7;
          int cell = ROW_START[row] + k;
          Piece piece = p.piece(cell);
          line[col] = piece == null ? (cell == THRONE ? '+' : '.') : piece.letter();
          if (piece != null && piece.marked()) {
            line[col + 1] = '*';
          }
        }
      }
      if (r <= 5) {
        // Diagonal numbers along the lower right edge: diagonal d ends in this row's virtual
        // cell below-right.
        int from = r == 0 ? 1 : r + 6;
        int to = r == 0 ? 6 : r + 6;
        for (int d = from; d <= to; d++) {
          String label = Integer.toString(d);
          int col = 2 * d - r + 7;
          for (int k = 0; k < label.length(); k++) {
            line[col + k] = label.charAt(k);
          }
        }
      }
      sb.append(new String(line).stripTrailing()).append('\n');
    }
    sb.append(p.sideToMove() == Side.WHITE ? "White" : "Black").append(" to move");
    StringBuilder off = new StringBuilder();
    for (Side s : Side.values()) {
      if (p.queenOffBoard(s)) {
        off.append(Piece.of(s, PieceType.QUEEN).letter());
      }
      for (int k = 0; k < p.guardsOffBoard(s); k++) {
        off.append(Piece.of(s, PieceType.GUARD).letter());
      }
    }
    if (off.length() > 0) {
      sb.append(p.isPlacementPhase() ? ", to place " : ", waiting ").append(off);
    }
    sb.append(", ply ").append(p.ply());
    if (p.consecutivePasses() > 0) {
      sb.append(", passes ").append(p.consecutivePasses());
    }
    sb.append(", ").append(p.result().toString().toLowerCase(Locale.ROOT));
    return sb.toString();
  }
}
