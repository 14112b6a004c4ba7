package io.github.gongqi.agon.match;

/**
 * The two seats of a match. Seats are the players; each seat plays one side for the whole game
 * (Agon has no swap): the Host plays the rules' {@linkplain io.github.gongqi.agon.Rules#firstSide()
 * first side}, White unless the rules say {@code first=black}, and the Guest the other side.
 *
 * <pre>{@code
 * Match m = Match.local(Rules.STANDARD);
 * m.sideOf(Seat.HOST);    // WHITE
 * m.sideOf(Seat.GUEST);   // BLACK
 * }</pre>
 */
public enum Seat {
  /** The first seat: the player who opens the room and plays the side that moves first. */
  HOST("Host"),
  /** The second seat: the player who joins and plays the side that moves second. */
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
   * Returns the seat's name as written in game records and messages: {@code Host} or {@code Guest}.
   *
   * @return the label
   */
  public String label() {
    return label;
  }
}
