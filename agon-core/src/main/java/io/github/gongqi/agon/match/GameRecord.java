package io.github.gongqi.agon.match;

import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.record.AbstractGameRecord;
import io.github.gongqi.game.record.RecordFormatException;
import java.util.List;
import java.util.Map;

/**
 * An Agon game record: a {@link Match} with descriptive tags, written and read as text in the
 * spirit of PGN, in the format both games share ({@link AbstractGameRecord}). Agon's own tags:
 * {@code White} and {@code Black} (the seats' names) and {@code Rules} (the {@link
 * Rules#toString()} text, so that a record names its rules and replays under them); without a
 * {@code TimeControl} tag the match had no clock.
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
          List.of("White", "Black"),
          Match::rules,
          Rules::parse,
          rules -> TimeControl.UNTIMED,
          Position::start,
          (text, rules) -> Position.parse(text, rules),
          Match::fromPosition,
          GameRecord::new);
}
