package io.github.gongqi.game.match;

/**
 * The two seats of a match. Seats are the players; each game's match says which side a seat plays
 * (Gongqi's Host plays Black until White takes the opening swap; Agon's Host plays the rules' first
 * side). Clocks belong to seats, not sides.
 */
public enum Seat {
  /** The first seat: the player who opens the room or sits first at the device. */
  HOST("Host"),
  /** The second seat: the player who joins the room or sits second. */
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
