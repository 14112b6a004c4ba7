package io.github.gongqi.gongqi;

import java.util.Objects;

/**
 * One stone moved by a push, one point along the push's direction.
 *
 * @param colour the stone's colour
 * @param from the cell index it left
 * @param to the cell index it reached
 */
public record StoneMove(Side colour, int from, int to) {
  /**
   * Checks the components.
   *
   * @param colour the stone's colour
   * @param from the cell index it left
   * @param to the cell index it reached
   */
  public StoneMove {
    Objects.requireNonNull(colour, "colour");
  }
}
