package io.github.gongqi.game;

/**
 * The two seats of a match. Seats are the players; colours belong to seats and change hands when
 * White takes the opening swap. Clocks belong to seats, not colours.
 */
public enum Seat {
  /** The first seat: the player who opens the room and plays Black until a swap. */
  HOST("Host"),
  /** The second seat: the player who joins and plays White until a swap. */
  GUEST("Guest");

  private final String label;

  Seat(String label) {
    this.label = label;
  }

  /**
   * Returns the other seat.
   *
   * @return GUEST for HOST and HOST for GUEST
   */
  public Seat other() {
    return this == HOST ? GUEST : HOST;
  }

  /**
   * Returns the seat's name as written in game records: {@code Host} or {@code Guest}.
   *
   * @return the label
   */
  public String label() {
    return label;
  }
}
