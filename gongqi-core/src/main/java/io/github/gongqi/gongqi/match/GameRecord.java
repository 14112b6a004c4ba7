package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.record.AbstractGameRecord;
import io.github.gongqi.game.record.RecordFormatException;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import java.util.List;
import java.util.Map;

/**
 * A Gongqi game record: a {@link Match} with descriptive tags, written and read as text in the
 * spirit of PGN, in the format both games share ({@link AbstractGameRecord}). Gongqi's own tags:
 * {@code Black} and {@code White} (the seats' names, swapped after a swap); the rules tag is {@code
 * Rules}, with the rules' one text ({@code gongqi 12x12} or {@code gongqi 8x8}, {@link
 * Rules#toString()}, read by {@link Rules#parse}); {@code TimeControl} defaults to the preset's.
 *
 * <pre>{@code
 * GameRecord record = GameRecord.of(match).withTag("Event", "Club night").withTag("Host", "Ana");
 * String text = record.write();
 * GameRecord back = GameRecord.parse(text);     // equals record
 * Match replayed = back.match();                // equals match, clock included
 * Position end = back.position();
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class GameRecord extends AbstractGameRecord<Rules, Match, GameRecord> {
  /**
   * Returns a record of a match, with {@code Event}, {@code Host} and {@code Guest} unknown and
   * {@code Date} the start date in UTC (unknown if the game has not started).
   *
   * @param match the match, in any state
   * @return the record
   */
  public static GameRecord of(Match match) {
    return new GameRecord(initialTags(match), match);
  }

  /**
   * Reads a record and replays it; reading is lenient as {@link AbstractGameRecord} says.
   *
   * @param text the record
   * @return the record
   * @throws RecordFormatException naming line, column and what was expected, if the text is not a
   *     valid record or does not replay
   */
  public static GameRecord parse(CharSequence text) {
    return read(FORMAT, text);
  }

  /**
   * Returns the moves of the recorded game line.
   *
   * @return an immutable list
   */
  public List<Move> moves() {
    return match().moves();
  }

  /**
   * Returns the final position of the recorded game.
   *
   * @return the position
   */
  public Position position() {
    return match().position();
  }

  private GameRecord(Map<String, String> tags, Match match) {
    super(FORMAT, tags, match);
  }

  private static final Format<Rules, Match, GameRecord> FORMAT =
      rulesFormat(
          List.of("Black", "White"),
          Match::rules,
          Rules::parse,
          Rules::timeControl,
          Position::start,
          (text, rules) -> Position.parse(text, rules),
          Match::fromPosition,
          GameRecord::new);
}
