package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Objects;

/**
 * A pass, written {@code pass}: legal only when the side to move has no legal push and no swap is
 * offered. Two passes in a row end the game.
 */
public final class Pass implements Move {
  private final Rules rules;

  Pass(Rules rules) {
    this.rules = rules;
  }

  @Override
  public Rules rules() {
    return rules;
  }

  @Override
  public int id() {
    return rules.tables.numPushIds + 1;
  }

  @Override
  public Move transform(SquareSymmetry symmetry) {
    Objects.requireNonNull(symmetry, "symmetry");
    return this;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Pass && ((Pass) o).rules == rules;
  }

  @Override
  public int hashCode() {
    return id();
  }

  @Override
  public String toString() {
    return "pass";
  }
}
