package io.github.gongqi.gongqi;

import java.util.Objects;

/**
 * One stone moved by a push, one point along the push's direction.
 *
 * @param side the stone's side (colour)
 * @param from the cell index it left
 * @param to the cell index it reached
 */
public record StoneMove(Side side, int from, int to) {
  /**
   * Checks the components.
   *
   * @param side the stone's side (colour)
   * @param from the cell index it left
   * @param to the cell index it reached
   */
  public StoneMove {
    Objects.requireNonNull(side, "side");
  }
}
