package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Objects;

/**
 * The opening swap, written {@code swap}: legal only for White right after Black's first push. The
 * board does not change and White is still to move; the two players exchange colours.
 */
public final class Swap implements Move {
  private final Rules rules;

  Swap(Rules rules) {
    this.rules = rules;
  }

  @Override
  public Rules rules() {
    return rules;
  }

  @Override
  public int id() {
    return rules.tables.numPushIds;
  }

  @Override
  public Move transform(SquareSymmetry symmetry) {
    Objects.requireNonNull(symmetry, "symmetry");
    return this;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Swap && ((Swap) o).rules == rules;
  }

  @Override
  public int hashCode() {
    return id();
  }

  @Override
  public String toString() {
    return "swap";
  }
}
