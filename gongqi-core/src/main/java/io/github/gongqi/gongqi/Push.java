package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Objects;

/**
 * A push: the selected stone's point, a direction N, E, S or W, and the count of stones written,
 * such as {@code f7N1}.
 *
 * <p>A push is legal only when the count equals the length of the run of stones from the point in
 * that direction (see {@link Position#play(Move)}); a push object may still carry any count of 1 or
 * more, so that a wrong count can be parsed and then refused with its reason.
 */
public final class Push implements Move {
  private final Rules rules;
  private final int point;
  private final SquareDirection direction;
  private final int count;

  private Push(Rules rules, int point, SquareDirection direction, int count) {
    this.rules = rules;
    this.point = point;
    this.direction = direction;
    this.count = count;
  }

  /**
   * Returns the push of {@code count} stones from a point in a direction.
   *
   * @param rules the rules
   * @param point the cell index of the selected stone's point
   * @param direction N, E, S or W
   * @param count the number of stones written, at least 1
   * @return the push (a shared instance when the end point is on the board)
   * @throws IllegalArgumentException if the point is off the board, the direction is diagonal or
   *     the count is less than 1
   */
  public static Push of(Rules rules, int point, SquareDirection direction, int count) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(direction, "direction");
    if (!rules.grid().isCell(point)) {
      throw new IllegalArgumentException(
          "point "
              + point
              + " is off the "
              + rules.grid()
              + " board (0.."
              + (rules.tables.n - 1)
              + ")");
    }
    if (!direction.isOrthogonal()) {
      throw new IllegalArgumentException("direction " + direction + " is not one of N, E, S, W");
    }
    if (count < 1) {
      throw new IllegalArgumentException("count " + count + " is less than 1");
    }
    Tables t = rules.tables;
    int d = direction.ordinal();
    if (count <= t.dist[point * 4 + d]) {
      return (Push) Moves.of(rules).byId[t.idBase[point * 4 + d] + count - 1];
    }
    return new Push(rules, point, direction, count);
  }

  static Push create(Rules rules, int point, SquareDirection direction, int count) {
    return new Push(rules, point, direction, count);
  }

  /**
   * Returns the same as {@link #of} with the point given by name.
   *
   * @param rules the rules
   * @param point the point's name, such as {@code f7}
   * @param direction N, E, S or W
   * @param count the number of stones written, at least 1
   * @return the push
   * @throws IllegalArgumentException if the name is not a point of the board, the direction is
   *     diagonal or the count is less than 1
   */
  public static Push of(Rules rules, String point, SquareDirection direction, int count) {
    Objects.requireNonNull(rules, "rules");
    return of(rules, rules.grid().parse(Objects.requireNonNull(point, "point")), direction, count);
  }

  @Override
  public Rules rules() {
    return rules;
  }

  /**
   * Returns the cell index of the selected stone's point.
   *
   * @return the point
   */
  public int point() {
    return point;
  }

  /**
   * Returns the name of the selected stone's point, such as {@code f7}.
   *
   * @return the point's name
   */
  public String pointName() {
    return rules.grid().name(point);
  }

  /**
   * Returns the direction of the push.
   *
   * @return N, E, S or W
   */
  public SquareDirection direction() {
    return direction;
  }

  /**
   * Returns the number of stones written.
   *
   * @return the count, at least 1
   */
  public int count() {
    return count;
  }

  /**
   * Returns the point {@code count} steps from the point in the direction: where the last stone of
   * the run lands if the push is legal.
   *
   * @return its cell index, or -1 if it is off the board
   */
  public int endPoint() {
    return rules.grid().step(point, direction, count);
  }

  /**
   * Returns whether the end point is on the board, that is, whether this push has an id.
   *
   * @return true if {@link #endPoint()} is on the board
   */
  public boolean isOnBoard() {
    return count <= rules.tables.dist[point * 4 + direction.ordinal()];
  }

  @Override
  public int id() {
    if (!isOnBoard()) {
      throw new IllegalStateException(this + " has no id: its end point is off the board");
    }
    return rules.tables.idBase[point * 4 + direction.ordinal()] + count - 1;
  }

  @Override
  public Push transform(SquareSymmetry symmetry) {
    Objects.requireNonNull(symmetry, "symmetry");
    return of(rules, rules.grid().transform(symmetry, point), symmetry.apply(direction), count);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Push)) {
      return false;
    }
    Push p = (Push) o;
    return p.rules == rules && p.point == point && p.direction == direction && p.count == count;
  }

  @Override
  public int hashCode() {
    return ((rules.ordinal() * 31 + point) * 31 + direction.ordinal()) * 31 + count;
  }

  @Override
  public String toString() {
    return rules.grid().name(point) + direction.name() + count;
  }
}
