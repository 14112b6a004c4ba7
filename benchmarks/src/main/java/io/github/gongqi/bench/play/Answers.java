package io.github.gongqi.bench.play;

import java.util.List;

/**
 * The API's small answers, each a record that jackson-jr writes under its components' names (the
 * room's state is {@link RoomState}).
 */
final class Answers {
  private Answers() {}

  /**
   * Every refusal and failure: {@code {"error":"…"}}.
   *
   * @param error the message, one line
   */
  record ErrorMessage(String error) {}

  /**
   * {@code POST /api/rooms}: the room opened and the creator's token.
   *
   * @param room the room's id
   * @param token the creator's seat token
   * @param seats the seats the token holds
   */
  record Created(String room, String token, List<String> seats) {}

  /**
   * {@code POST /api/rooms/ID/join}: the Guest's seat.
   *
   * @param room the room's id
   * @param token the Guest's token
   * @param seat {@code guest}
   */
  record Joined(String room, String token, String seat) {}

  /**
   * {@code POST /api/replay}: a loaded record at one ply.
   *
   * @param game the game's name
   * @param moves the record's moves in notation
   * @param ply the ply shown
   * @param plies the number of moves
   * @param result the result's words once over, else null
   * @param svg the board after {@code ply} moves
   * @param recordId the key under which the record is kept, to send instead of its text
   */
  record Replay(
      String game,
      List<String> moves,
      long ply,
      int plies,
      String result,
      String svg,
      String recordId) {}
}
