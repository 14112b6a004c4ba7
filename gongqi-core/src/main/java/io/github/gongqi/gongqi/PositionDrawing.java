package io.github.gongqi.gongqi;

import java.util.Locale;

/**
 * The text drawing of a position, {@link Position#toString()}: the board with coordinates and a
 * status line. Kept apart from the position, which only holds the state.
 */
final class PositionDrawing {
  private PositionDrawing() {}

  /** Returns the drawing that {@link Position#toString()} documents. */
  static String draw(Position p) {
    int s = p.rules.size();
    StringBuilder sb = new StringBuilder();
    StringBuilder cols = new StringBuilder("   ");
    for (int x = 0; x < s; x++) {
      cols.append(' ').append((char) ('a' + x));
    }
    sb.append(cols).append('\n');
    for (int y = s - 1; y >= 0; y--) {
      String row = String.valueOf(y + 1);
      sb.append(row.length() < 2 ? " " : "").append(row).append(' ');
      for (int x = 0; x < s; x++) {
        Side c = p.colourAt(y * s + x);
        sb.append(' ').append(c == null ? '.' : c.symbol());
      }
      sb.append("  ").append(row).append('\n');
    }
    sb.append(cols).append('\n');
    sb.append(
            p.isOver()
                ? p.result().toString()
                : p.sideToMove() == Side.BLACK ? "Black to move" : "White to move")
        .append(" · captures X ")
        .append(p.capB)
        .append(" O ")
        .append(p.capW)
        .append(" · power ")
        .append(p.power())
        .append(" · move ")
        .append(p.ply + 1)
        .append(" · swap ")
        .append(p.swap.name().toLowerCase(Locale.ROOT).replace('_', ' '));
    if (p.passes > 0) {
      sb.append(" · passes ").append(p.passes);
    }
    return sb.toString();
  }
}
