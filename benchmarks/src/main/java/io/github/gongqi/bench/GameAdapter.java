package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * What the lab needs from a game beyond the {@link GameState} contract that bots use: the start
 * under the chosen options, notation in and out, perft and a drawing. {@link GongqiAdapter} and
 * {@link AgonAdapter} are the only places that name a game's own types.
 *
 * @param <P> the game's immutable position type
 */
interface GameAdapter<P extends GameState<P>> {
  /** The starting position. */
  P start();

  /**
   * Plays one move given in the game's notation.
   *
   * @throws IllegalArgumentException whose message says why the text is malformed or illegal
   */
  P play(P position, String move);

  /** The legal moves with their notation, in the engine's order. */
  default List<String> legalMoveNames(P position) {
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    List<String> names = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      names.add(position.moveNotation(ids[i]));
    }
    return names;
  }

  /** Perft from the position. */
  long perft(P position, int depth);

  /** The two colour names, player 0's first, as the lab prints them. */
  String[] colourNames();

  /** A drawing of the position. */
  default String draw(P position) {
    return position.toString();
  }

  /** The arguments of the engine protocol's {@code rules} command: {@code gongqi QUICK}, … */
  String protocolRules();

  /** Reads a position in the game's one-line notation under these rules. */
  P parsePosition(String notation);

  /** Why a finished game ended, in the words of a record's {@code Termination} tag. */
  String reason(P position);

  /**
   * Returns the id of a legal move given in notation.
   *
   * @throws IllegalArgumentException whose message says why the text is malformed or illegal
   */
  default int moveId(P position, String move) {
    P next = play(position, move);
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    for (int i = 0; i < n; i++) {
      if (position.moveNotation(ids[i]).equals(move)) {
        return ids[i];
      }
    }
    // Written another way than the canonical notation (the reader is lenient): find it by result.
    for (int i = 0; i < n; i++) {
      if (position.playUnchecked(ids[i]).equals(next)) {
        return ids[i];
      }
    }
    throw new IllegalArgumentException("not among the legal moves");
  }

  /**
   * Writes the library's game record of a finished lab game, replaying it through the game's match
   * so that the record reads back to the same result.
   */
  String record(Transcript game);

  /** How a lab game ended, for its record. */
  enum Ending {
    /** The rules ended it. */
    RULES,
    /** It reached {@code --max-plies}: a draw, recorded as agreed. */
    CAP,
    /** The player on turn failed (an engine fault): recorded as its resignation. */
    FAULT,
    /** The player on turn ran out of time. */
    TIME
  }

  /**
   * A lab game for its record.
   *
   * @param moves the moves in notation
   * @param times the instant of each move
   * @param start when the game started
   * @param end when it ended (the fault, the time loss)
   * @param control the clock, {@link io.github.gongqi.game.match.TimeControl#UNTIMED} for none
   * @param host the name of the seat that moved first
   * @param guest the name of the other seat
   * @param ending how it ended
   * @param loser the seat that failed or lost on time, null otherwise
   * @param tags further tags, in order
   */
  record Transcript(
      java.util.List<String> moves,
      java.util.List<java.time.Instant> times,
      java.time.Instant start,
      java.time.Instant end,
      io.github.gongqi.game.match.TimeControl control,
      String host,
      String guest,
      Ending ending,
      io.github.gongqi.game.match.Seat loser,
      java.util.Map<String, String> tags) {}

  /**
   * Finishes a replayed match the way the lab game ended.
   *
   * @param <X> the match type
   */
  static <X extends io.github.gongqi.game.match.AbstractMatch<?, ?, ?, ?, X>> X replay(
      X match, Transcript t) {
    X m = match.startGame(t.start());
    for (int i = 0; i < t.moves().size(); i++) {
      m = m.play(m.seatToMove().orElseThrow(), t.moves().get(i), t.times().get(i));
    }
    switch (t.ending()) {
      case CAP -> {
        io.github.gongqi.game.match.Seat s = m.seatToMove().orElseThrow();
        m = m.offerDraw(s, t.end()).acceptDraw(s.other(), t.end());
      }
      case FAULT -> m = m.resign(t.loser(), t.end());
      case TIME -> m = m.checkTime(t.end());
      case RULES -> {
        // The last move ended it.
      }
    }
    return m;
  }

  /**
   * Writes the record of a lab game: replays it through a new match of its game, then tags the
   * record with the seats' names and the transcript's own tags, in order.
   *
   * @param <X> the match type
   * @param <R> the record type
   * @param t the lab game
   * @param match a new match with the game's rules and the transcript's clock
   * @param recordOf the game's record of a match
   */
  static <
          X extends io.github.gongqi.game.match.AbstractMatch<?, ?, ?, ?, X>,
          R extends io.github.gongqi.game.record.AbstractGameRecord<?, X, R>>
      String record(Transcript t, X match, java.util.function.Function<X, R> recordOf) {
    R r = recordOf.apply(replay(match, t)).withTag("Host", t.host()).withTag("Guest", t.guest());
    for (var e : t.tags().entrySet()) {
      r = r.withTag(e.getKey(), e.getValue());
    }
    return r.write();
  }
}
