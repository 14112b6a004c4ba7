package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.CellSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A group: orthogonally connected stones of one colour, with its liberties (the empty points
 * orthogonally adjacent to one of its stones).
 *
 * @param side the side (colour) of the stones
 * @param stones the cell indices of the stones, not empty
 * @param liberties the cell indices of the liberties
 */
public record Group(Side side, CellSet stones, CellSet liberties) {
  /**
   * Checks the components.
   *
   * @param side the side (colour) of the stones
   * @param stones the cell indices of the stones
   * @param liberties the cell indices of the liberties
   */
  public Group {
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(stones, "stones");
    Objects.requireNonNull(liberties, "liberties");
  }

  /**
   * Returns the number of stones.
   *
   * @return the size of the group
   */
  public int size() {
    return stones.size();
  }

  /**
   * Returns the number of liberties.
   *
   * @return the liberty count
   */
  public int libertyCount() {
    return liberties.size();
  }

  /** The group of the stone on a cell of the board, or null for an empty cell. */
  static Group at(Position pos, int cell) {
    Side side = pos.colourAt(cell);
    if (side == null) {
      return null;
    }
    long[] g = new long[3];
    long s = 1L << cell;
    int word = cell >>> 6;
    if (side == Side.BLACK) {
      pos.tables.fill(
          word == 0 ? s : 0, word == 1 ? s : 0, word == 2 ? s : 0, pos.b0, pos.b1, pos.b2, g);
    } else {
      pos.tables.fill(
          word == 0 ? s : 0, word == 1 ? s : 0, word == 2 ? s : 0, pos.w0, pos.w1, pos.w2, g);
    }
    long[] adj = new long[3];
    pos.tables.adjacent(g[0], g[1], g[2], adj);
    long[] lib = {
      adj[0] & ~(pos.b0 | pos.w0), adj[1] & ~(pos.b1 | pos.w1), adj[2] & ~(pos.b2 | pos.w2),
    };
    return new Group(side, CellSet.ofWords(g), CellSet.ofWords(lib));
  }

  /** Every group of a position, ordered by their lowest point. */
  static List<Group> all(Position pos) {
    List<Group> out = new ArrayList<>();
    long[] left = {pos.b0 | pos.w0, pos.b1 | pos.w1, pos.b2 | pos.w2};
    for (int wi = 0; wi < 3; wi++) {
      while (left[wi] != 0) {
        Group g = at(pos, (wi << 6) + Long.numberOfTrailingZeros(left[wi]));
        g.stones().forEach(c -> left[c >>> 6] &= ~(1L << c));
        out.add(g);
      }
    }
    return Collections.unmodifiableList(out);
  }
}
