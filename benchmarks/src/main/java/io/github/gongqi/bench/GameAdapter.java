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
public interface GameAdapter<P extends GameState<P>> {
  /** The games the lab knows, by the name that starts their rules text. */
  List<String> GAMES = List.of("gongqi", "agon");

  /**
   * Returns the adapter for rules given as one text that starts with the game's name, as {@link
   * #rulesText()} writes it.
   *
   * @param text such as {@code gongqi 8x8} or {@code agon setup=classic first=white …}
   * @return the adapter for those rules
   * @throws IllegalArgumentException naming the text and what was expected
   */
  static GameAdapter<?> forRules(String text) {
    String game = text.strip().split(" ", 2)[0];
    if (!GAMES.contains(game)) {
      throw new IllegalArgumentException(
          "rules '"
              + text
              + "' do not start with a game's name: expected gongqi or agon"
              + DidYouMean.suffix(game, GAMES));
    }
    return forRules(game, text);
  }

  /**
   * Returns the adapter for a game's rules given as one text: what {@link #rulesText()} writes,
   * with or without its leading game name; for Gongqi also {@code STANDARD} and {@code QUICK} in
   * any case and {@code 12x12} or {@code 8x8}; for Agon also what its {@code Rules.parse} reads (a
   * preset's name, then {@code key=value} words). This is the lab's one place that reads rules from
   * text: {@code --rules}, the engine's {@code rules} command and {@code merge} all come here.
   *
   * @param game {@code gongqi} or {@code agon}
   * @param text the rules
   * @return the adapter for those rules
   * @throws IllegalArgumentException naming the text and what was expected
   */
  static GameAdapter<?> forRules(String game, String text) {
    // Each game's Rules.parse reads its one text, with or without the game's name; the lab only
    // picks the game and says which text was refused.
    try {
      switch (game) {
        case "gongqi":
          return GongqiAdapter.of(io.github.gongqi.gongqi.Rules.parse(text));
        case "agon":
          return AgonAdapter.of(io.github.gongqi.agon.Rules.parse(text));
        default:
          throw new IllegalArgumentException(
              "unknown game '"
                  + game
                  + "': expected gongqi or agon"
                  + DidYouMean.suffix(game, GAMES));
      }
    } catch (io.github.gongqi.game.NotationException e) {
      throw new IllegalArgumentException(
          "rules '" + text + "' are not " + game + " rules: " + e.getMessage(), e);
    }
  }

  /**
   * Returns the starting position under these rules.
   *
   * @return the start
   */
  P start();

  /**
   * Plays one move given in the game's notation.
   *
   * @param position the position
   * @param move the move in notation
   * @return the position after it
   * @throws IllegalArgumentException whose message says why the text is malformed or illegal
   */
  P play(P position, String move);

  /**
   * Returns the legal moves in notation, in the engine's order.
   *
   * @param position the position
   * @return the moves' notation
   */
  default List<String> legalMoveNames(P position) {
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    List<String> names = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      names.add(position.moveNotation(ids[i]));
    }
    return names;
  }

  /**
   * Counts the move sequences of exactly {@code depth} moves.
   *
   * @param position where to count from
   * @param depth the depth, at least 0
   * @return the count
   */
  long perft(P position, int depth);

  /**
   * Returns the two colour names, player 0's first, as the lab prints them.
   *
   * @return {@code black, white} for Gongqi, {@code white, black} for Agon
   */
  String[] colourNames();

  /**
   * Draws a position as text.
   *
   * @param position the position
   * @return the drawing
   */
  default String draw(P position) {
    return position.toString();
  }

  /**
   * The rules as one text, the one text that names them everywhere: a JSONL line's {@code rules},
   * the engine protocol's {@code rules GAME RULES}, the lab's {@code --rules}. It is what {@link
   * GameState#rulesId()} returns: {@code gongqi 8x8}, {@code agon setup=standard first=white …}.
   *
   * @return the rules text
   */
  default String rulesText() {
    return start().rulesId();
  }

  /**
   * Reads a position in the game's one-line notation under these rules.
   *
   * @param notation the notation
   * @return the position
   * @throws IllegalArgumentException if the notation is not a position of these rules
   */
  P parsePosition(String notation);

  /**
   * Says why a finished game ended, in the words of a record's {@code Termination} tag.
   *
   * @param position a finished position
   * @return the reason
   */
  String reason(P position);

  /**
   * Returns the id of a legal move given in notation.
   *
   * @param position the position
   * @param move the move in notation
   * @return its id
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
   *
   * @param game the lab game
   * @return the record's text
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
   * Replays a lab game through a new match and finishes it the way the lab game ended.
   *
   * @param <X> the match type
   * @param match a new match
   * @param t the lab game
   * @return the finished match
   */
  private static <X extends io.github.gongqi.game.match.AbstractMatch<?, ?, ?, ?, X>> X replay(
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
   * @return the record's text
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
