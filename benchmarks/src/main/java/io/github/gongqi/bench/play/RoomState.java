package io.github.gongqi.bench.play;

import java.util.List;
import java.util.Map;

/**
 * What {@code GET /api/rooms/ID}, each live stream message and each action answer: a room's state
 * as one seat (or a spectator) sees it, written as JSON by jackson-jr under these names. Every rule
 * fact the page shows is here, from the library.
 *
 * @param game the game's name
 * @param players the colours in player order
 * @param rules the rules' id
 * @param status {@code waiting}, {@code running} or {@code finished}
 * @param version the number of the match's events
 * @param you the seats the caller holds
 * @param toMove the seat on turn while the game runs, else null
 * @param colourToMove the colour on turn in the position
 * @param result the result's words once the game is over, else null
 * @param winner the winning seat, else null
 * @param drawOffer the seat offering a draw, else null
 * @param takeback the seat asking for a takeback, else null
 * @param timed whether the game has a clock
 * @param timeControl the time control's text
 * @param seats each seat's colour, readiness and clock
 * @param moves the moves played, in notation
 * @param played the seats that have a move to take back
 * @param lastMove the last move, else null
 * @param buttons the moves with no cell (such as {@code swap}), while the game runs
 * @param facts the game's facts about the position
 * @param choices the selected cell's ways, their moves and why not
 * @param view the player drawn at the bottom
 * @param selected the selected cell, else null
 * @param svg the board drawn
 * @param room the room's id
 * @param kind {@code hotseat}, {@code bot} or {@code online}: the page's words for the seats
 * @param guestJoined whether the Guest's seat is taken (always, but for an online room waiting)
 * @param bot the bot's name in a room against one, else null
 * @param botSeat the bot's seat, else null
 */
record RoomState(
    String game,
    List<String> players,
    String rules,
    String status,
    int version,
    List<String> you,
    String toMove,
    String colourToMove,
    String result,
    String winner,
    String drawOffer,
    String takeback,
    boolean timed,
    String timeControl,
    Map<String, SeatView> seats,
    List<String> moves,
    List<String> played,
    String lastMove,
    List<String> buttons,
    List<Fact> facts,
    List<Way> choices,
    int view,
    String selected,
    String svg,
    String room,
    String kind,
    boolean guestJoined,
    String bot,
    String botSeat) {

  /**
   * A seat: its colour, readiness and, in a timed game, its clock (else the clock's fields are
   * null).
   *
   * @param colour the colour it plays
   * @param ready whether it is ready (online rooms)
   * @param mainMillis its main time left
   * @param periodMillis its byo-yomi period left
   * @param byoYomi whether it is in byo-yomi
   * @param running whether its clock runs
   */
  record SeatView(
      String colour,
      boolean ready,
      Long mainMillis,
      Long periodMillis,
      Boolean byoYomi,
      Boolean running) {}

  /**
   * A fact of the game about a position, as the page lists it.
   *
   * @param label its label, such as {@code Power}
   * @param value its value
   */
  record Fact(String label, String value) {}

  /**
   * One way a selected cell offers: its label, its moves and, when it has none, why.
   *
   * @param label the way's label, such as {@code N}
   * @param moves its moves in notation
   * @param reason why it offers none, else null
   */
  record Way(String label, List<String> moves, String reason) {}

  /**
   * What the room adds to its table's state.
   *
   * @param room the room's id
   * @param kind how its seats are filled
   * @param guestJoined whether the Guest's seat is taken
   * @param bot the bot's name, else null
   * @param botSeat the bot's seat, else null
   */
  record Seating(String room, String kind, boolean guestJoined, String bot, String botSeat) {}
}
