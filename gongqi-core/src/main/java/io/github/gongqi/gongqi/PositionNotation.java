package io.github.gongqi.gongqi;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The one-line, FEN-like notation of a whole position, six fields separated by single spaces:
 *
 * <ol>
 *   <li>the board, rows from the top (row 12, or 8) down to row 1 separated by {@code /}, each row
 *       from column a: {@code X} a Black stone, {@code O} a White stone, a number 1 to the board
 *       size for that many empty points; the number of rows (12 or 8) gives the preset;
 *   <li>the side to move, {@code b} or {@code w};
 *   <li>the captures, Black's and White's, as {@code 3/0};
 *   <li>the swap state: {@code n} not yet, {@code o} offered, {@code d} declined, {@code s}
 *       swapped;
 *   <li>the consecutive passes, 0 to 2;
 *   <li>the move number, from 1: the ply (moves played) plus one.
 * </ol>
 *
 * <p>The 12 × 12 start is {@code 12/12/12/12/12/5XO5/5OX5/12/12/12/12/12 b 0/0 n 0 1}. {@code
 * parse(format(p))} equals {@code p} for every position.
 */
public final class PositionNotation {
  private PositionNotation() {}

  /**
   * Returns the notation of a position.
   *
   * @param position the position
   * @return one line of text
   */
  public static String format(Position position) {
    Objects.requireNonNull(position, "position");
    int s = position.rules().size();
    StringBuilder sb = new StringBuilder();
    for (int y = s - 1; y >= 0; y--) {
      int empty = 0;
      for (int x = 0; x < s; x++) {
        int c = y * s + x;
        Side col = position.stoneAt(c).orElse(null);
        if (col == null) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(col.symbol());
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (y > 0) {
        sb.append('/');
      }
    }
    sb.append(' ').append(position.sideToMove().letter());
    sb.append(' ')
        .append(position.captures(Side.BLACK))
        .append('/')
        .append(position.captures(Side.WHITE));
    sb.append(' ').append(position.swapState().symbol());
    sb.append(' ').append(position.consecutivePasses());
    sb.append(' ').append(position.ply() + 1L);
    return sb.toString();
  }

  /**
   * Reads a position. Every problem of the board field (row count, row lengths, unknown characters)
   * is reported in one exception; a well-formed text is then checked as by {@link
   * PositionBuilder#build()}.
   *
   * @param text the notation
   * @return the position
   * @throws NotationException if the text is malformed; the message lists every problem found
   * @throws InvalidPositionException if it describes a position that cannot arise
   */
  public static Position parse(CharSequence text) {
    return read(text, null);
  }

  /**
   * Reads a position as {@link #parse(CharSequence)} does and checks that its board is that of the
   * given rules.
   *
   * @param text the notation
   * @param rules the rules the position must be of
   * @return the position
   * @throws NotationException if the text is malformed or its board is not that of the rules
   * @throws InvalidPositionException if it describes a position that cannot arise
   */
  public static Position parse(CharSequence text, Rules rules) {
    return read(text, Objects.requireNonNull(rules, "rules"));
  }

  private static Position read(CharSequence text, Rules expected) {
    Objects.requireNonNull(text, "text");
    String in = text.toString();
    int len = in.length();
    // Board field.
    int i = 0;
    List<String> problems = new ArrayList<>();
    int firstError = -1;
    List<List<Side>> rows = new ArrayList<>(); // per row: cells as Side or null
    List<Integer> rowStarts = new ArrayList<>();
    List<Side> row = new ArrayList<>();
    rowStarts.add(0);
    while (i < len && in.charAt(i) != ' ') {
      char c = in.charAt(i);
      if (c == '/') {
        rows.add(row);
        row = new ArrayList<>();
        rowStarts.add(i + 1);
        i++;
      } else if (c == 'X' || c == 'O') {
        row.add(c == 'X' ? Side.BLACK : Side.WHITE);
        i++;
      } else if (c >= '1' && c <= '9') {
        int start = i;
        int k = 0;
        while (i < len && in.charAt(i) >= '0' && in.charAt(i) <= '9' && i - start < 3) {
          k = k * 10 + in.charAt(i) - '0';
          i++;
        }
        if (k > 32) {
          problems.add(
              "run of " + k + " empty points is longer than any row (index " + start + ")");
          firstError = firstError < 0 ? start : firstError;
        } else {
          for (int e = 0; e < k; e++) {
            row.add(null);
          }
        }
      } else {
        problems.add(
            "expected X, O, a number of empty points or '/', found '" + c + "' (index " + i + ")");
        firstError = firstError < 0 ? i : firstError;
        i++;
      }
    }
    rows.add(row);
    int size = rows.size();
    Rules rules = null;
    if (size != 8 && size != 12) {
      problems.add("expected 12 rows (12x12) or 8 rows (8x8), found " + size);
      firstError = firstError < 0 ? 0 : firstError;
    } else {
      rules = Rules.ofSize(size);
      for (int r = 0; r < size; r++) {
        if (rows.get(r).size() != size) {
          problems.add(
              "row "
                  + (size - r)
                  + " has "
                  + rows.get(r).size()
                  + " points, expected "
                  + size
                  + " (index "
                  + rowStarts.get(r)
                  + ")");
          firstError = firstError < 0 ? rowStarts.get(r) : firstError;
        }
      }
    }
    if (problems.isEmpty() && expected != null && rules != expected) {
      problems.add(
          "expected the "
              + expected.grid()
              + " board of "
              + expected.name()
              + " ("
              + expected.size()
              + " rows), found "
              + size
              + " rows");
      firstError = 0;
    }
    if (!problems.isEmpty()) {
      throw new NotationException(
          problems.size() == 1
              ? problems.get(0)
              : problems.size() + " problems in the board: " + String.join("; ", problems),
          in,
          firstError);
    }
    // Remaining fields.
    i = expectSpace(in, i, "the side to move");
    char side = i < len ? in.charAt(i) : 0;
    if (side != 'b' && side != 'w') {
      throw new NotationException("expected the side to move, b or w", in, i);
    }
    i = expectSpace(in, i + 1, "Black's captures");
    int[] num = new int[1];
    i = number(in, i, num, "Black's captures");
    int capB = num[0];
    if (i >= len || in.charAt(i) != '/') {
      throw new NotationException("expected '/' between Black's and White's captures", in, i);
    }
    i = number(in, i + 1, num, "White's captures");
    int capW = num[0];
    i = expectSpace(in, i, "the swap state");
    SwapState swap = i < len ? SwapState.ofSymbol(in.charAt(i)) : null;
    if (swap == null) {
      throw new NotationException("expected the swap state, n, o, d or s", in, i);
    }
    i = expectSpace(in, i + 1, "the consecutive passes");
    i = number(in, i, num, "the consecutive passes");
    int passes = num[0];
    i = expectSpace(in, i, "the move number");
    i = number(in, i, num, "the move number");
    int moveNumber = num[0];
    if (i != len) {
      throw new NotationException("expected the end after the move number", in, i);
    }
    PositionBuilder b = Position.builder(rules);
    for (int r = 0; r < size; r++) {
      for (int x = 0; x < size; x++) {
        Side o = rows.get(r).get(x);
        if (o != null) {
          b.put((size - 1 - r) * size + x, o);
        }
      }
    }
    return b.sideToMove(side == 'b' ? Side.BLACK : Side.WHITE)
        .captures(Side.BLACK, capB)
        .captures(Side.WHITE, capW)
        .swapState(swap)
        .consecutivePasses(passes)
        .ply(moveNumber - 1)
        .build();
  }

  private static int expectSpace(String in, int i, String next) {
    if (i >= in.length() || in.charAt(i) != ' ') {
      throw new NotationException("expected a space and then " + next, in, i);
    }
    return i + 1;
  }

  private static int number(String in, int i, int[] out, String what) {
    int start = i;
    long v = 0;
    while (i < in.length() && in.charAt(i) >= '0' && in.charAt(i) <= '9') {
      v = v * 10 + in.charAt(i) - '0';
      i++;
      if (i - start > 9) {
        throw new NotationException("expected " + what + " of at most 9 digits", in, start);
      }
    }
    if (i == start) {
      throw new NotationException("expected " + what + ", a number", in, start);
    }
    if (in.charAt(start) == '0' && i - start > 1) {
      throw new NotationException("expected " + what + " without leading zeros", in, start);
    }
    out[0] = (int) v;
    return i;
  }
}
