package io.github.gongqi.agon;

import static io.github.gongqi.agon.PositionNotation.ROW_FIRST_DIAGONAL;
import static io.github.gongqi.agon.PositionNotation.ROW_LENGTH;
import static io.github.gongqi.agon.PositionNotation.ROW_START;
import static io.github.gongqi.agon.Tables.THRONE;

import java.util.Arrays;
import java.util.Locale;

/** The drawing of {@link Position#toString()}: the hexagon as text, then one line of state. */
final class PositionDrawing {
  private PositionDrawing() {}

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
