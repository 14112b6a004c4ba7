package io.github.gongqi.game.record;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.Race;
import java.util.List;
import java.util.Map;

/** The record of the toy game {@link Race}: its goal is the rules tag {@code Goal}. */
public final class RaceRecord extends AbstractGameRecord<Integer, Race.Match, RaceRecord> {
  static final Format<Integer, Race.Match, RaceRecord> FORMAT =
      new Format<>(
          List.of("Red", "Blue"),
          "Goal",
          m -> m.startPosition().goal(),
          goal -> Integer.toString(goal),
          value -> {
            for (int i = 0; i < value.length(); i++) {
              if (value.charAt(i) < '0' || value.charAt(i) > '9') {
                throw new NotationException("expected a digit", value, i);
              }
            }
            if (!value.matches("[1-9][0-9]?")) {
              throw new IllegalArgumentException("a goal from 1 to 99");
            }
            return Integer.valueOf(value);
          },
          goal -> Race.QUICK,
          m -> {
            Race.Pos s = m.startPosition();
            return s.equals(Race.Pos.start(s.goal())) ? null : s.toNotation();
          },
          (goal, position, mode, control, options) ->
              Race.Match.create(
                  position == null ? Race.Pos.start(goal) : Race.Pos.parse(position, goal),
                  mode,
                  control,
                  options),
          RaceRecord::new);

  private RaceRecord(Map<String, String> tags, Race.Match match) {
    super(FORMAT, tags, match);
  }

  public static RaceRecord of(Race.Match match) {
    return new RaceRecord(initialTags(match), match);
  }

  public static RaceRecord parse(CharSequence text) {
    return read(FORMAT, text);
  }
}
