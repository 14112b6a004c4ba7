package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.SquareDirection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a board shows for one direction of a selected stone: the run of stones that way, the push on
 * offer (drawn as an arrow with its push length) or why the arrow is hidden. From {@link
 * Position#pushOptions(int)}, one per direction N, E, S, W.
 *
 * <pre>{@code
 * for (PushOption o : position.pushOptions("f7")) {
 *   if (o.isShown()) drawArrow(o.direction(), o.counts());     // e.g. N, [1]
 *   else hide(o.direction(), o.reason().orElseThrow());        // e.g. END_POINT_OFF_BOARD
 * }
 * }</pre>
 *
 * <p>Under these rules a push must move the whole run, so at most one count is on offer: the run's
 * length. The counts are still a list, the shape of "every legal push length" in the source.
 *
 * @param point the selected point
 * @param direction N, E, S or W
 * @param runLength the number of stones in the run from the point that way, the selected stone
 *     included, counted up to the edge; 0 for an empty point
 * @param pushes the legal pushes on offer in this direction (empty or one push, whose count is the
 *     run's length)
 * @param reason why the arrow is hidden (off the board, end point occupied, longer than the power,
 *     suicide, no stone, game over); empty when a push is on offer
 */
public record PushOption(
    int point,
    SquareDirection direction,
    int runLength,
    List<Move.Push> pushes,
    Optional<IllegalMoveReason> reason) {
  /**
   * Checks the components and copies the list.
   *
   * @param point the selected point
   * @param direction N, E, S or W
   * @param runLength the run's length, 0 or more
   * @param pushes the pushes on offer
   * @param reason why nothing is on offer, present exactly when pushes is empty
   * @throws IllegalArgumentException if the reason is present together with pushes, or absent
   *     without them, or the run length is negative
   */
  public PushOption {
    Objects.requireNonNull(direction, "direction");
    pushes = List.copyOf(pushes);
    Objects.requireNonNull(reason, "reason");
    if (pushes.isEmpty() == reason.isEmpty()) {
      throw new IllegalArgumentException(
          "a direction has either pushes on offer or a reason to hide it: "
              + pushes
              + " "
              + reason);
    }
    if (runLength < 0) {
      throw new IllegalArgumentException("run length " + runLength + " is negative");
    }
  }

  /**
   * Returns whether a push is on offer in this direction: whether its arrow is shown.
   *
   * @return true if {@link #pushes()} is not empty
   */
  public boolean isShown() {
    return !pushes.isEmpty();
  }

  /**
   * Returns the push lengths on offer, in increasing order.
   *
   * @return the counts of {@link #pushes()}
   */
  public List<Integer> counts() {
    return pushes.stream().map(Move.Push::count).toList();
  }
}
