package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.CellSet;
import java.util.Objects;

/**
 * A group: orthogonally connected stones of one colour, with its liberties (the empty points
 * orthogonally adjacent to one of its stones).
 *
 * @param colour the colour of the stones
 * @param stones the cell indices of the stones, not empty
 * @param liberties the cell indices of the liberties
 */
public record Group(Side colour, CellSet stones, CellSet liberties) {
  /**
   * Checks the components.
   *
   * @param colour the colour of the stones
   * @param stones the cell indices of the stones
   * @param liberties the cell indices of the liberties
   */
  public Group {
    Objects.requireNonNull(colour, "colour");
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
}
