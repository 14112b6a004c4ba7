package io.github.gongqi.bench;

import io.github.gongqi.geometry.HexBoard;
import io.github.gongqi.geometry.SquareGrid;
import java.io.PrintWriter;

/** The default command: a short tour of what the library offers. */
final class Demo {
  private Demo() {}

  static void run(PrintWriter out) {
    out.println("Gongqi and Agon lab - demo");
    out.println();
    out.println("The 8x8 Gongqi grid (dense index 0..63, names a1..h8):");
    out.print(drawSquare(SquareGrid.of(8, 8)));
    out.println();
    out.println("The 91-cell Agon board, each cell showing its ring (0 = the throne f6):");
    out.print(drawHexRings(HexBoard.of(5)));
    out.println();
    out.println("Next: java -jar benchmarks/target/benchmarks.jar --help");
    out.flush();
  }

  static String drawSquare(SquareGrid g) {
    StringBuilder sb = new StringBuilder();
    for (int row = g.height() - 1; row >= 0; row--) {
      sb.append(String.format("%2d ", row + 1));
      for (int col = 0; col < g.width(); col++) {
        sb.append(" .");
      }
      sb.append('\n');
    }
    sb.append("   ");
    for (int col = 0; col < g.width(); col++) {
      sb.append(' ').append(g.name(g.index(col, 0)).charAt(0));
    }
    return sb.append('\n').toString();
  }

  static String drawHexRings(HexBoard b) {
    StringBuilder sb = new StringBuilder();
    int radius = b.radius();
    for (int r = radius; r >= -radius; r--) {
      char rowLetter = (char) ('a' + r + radius);
      sb.append(rowLetter).append(' ').append(" ".repeat(Math.abs(r)));
      for (int q = -radius; q <= radius; q++) {
        if (b.contains(q, r)) {
          sb.append(b.ring(b.index(q, r))).append(' ');
        }
      }
      int first = Math.max(1, r + 1);
      if (r >= 0) {
        sb.append("  ").append(first).append("..").append(2 * radius + 1);
      } else {
        sb.append("  1..").append(2 * radius + 1 + r);
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
