package io.github.gongqi.tictactoe;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.record.AbstractGameRecord;
import java.util.List;
import java.util.Map;

/** The record of a tic-tac-toe match: the shared format, with {@code X} and {@code O} tags. */
public final class GameRecord extends AbstractGameRecord<String, Match, GameRecord> {
  private static final Format<String, Match, GameRecord> FORMAT =
      new Format<>(
          List.of("X", "O"),
          "Rules",
          m -> Position.RULES,
          rules -> rules,
          GameRecord::rules,
          rules -> TimeControl.UNTIMED,
          m -> m.startPosition().equals(Position.start()) ? null : m.startPosition().toNotation(),
          (rules, position, mode, control, options) ->
              Match.fromPosition(
                  position == null ? Position.start() : Position.parse(position),
                  mode,
                  control,
                  options),
          GameRecord::new);

  private GameRecord(Map<String, String> tags, Match match) {
    super(FORMAT, tags, match);
  }

  /**
   * Reads rules text: {@code tictactoe}, or nothing.
   *
   * @param text the rules
   * @return {@link Position#RULES}
   * @throws NotationException if the text names other rules
   */
  static String rules(String text) {
    String t = text.strip();
    if (!t.isEmpty() && !t.equals(Position.RULES)) {
      throw new NotationException("expected the rules 'tictactoe'", text, 0);
    }
    return Position.RULES;
  }

  /**
   * The record of a match.
   *
   * @param match the match
   * @return its record
   */
  public static GameRecord of(Match match) {
    return new GameRecord(initialTags(match), match);
  }

  /**
   * Reads a record.
   *
   * @param text the record
   * @return the record
   */
  public static GameRecord parse(CharSequence text) {
    return read(FORMAT, text);
  }
}
