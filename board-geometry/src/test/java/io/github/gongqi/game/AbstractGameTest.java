package io.github.gongqi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Race;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.record.RaceRecord;
import io.github.gongqi.game.record.RecordFormatException;
import io.github.gongqi.game.svg.SvgOptions;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The shared provider part, on the toy game {@link Race}: each method goes to the right factory.
 */
class AbstractGameTest {
  /** The toy game as a provider: its rules text is the goal. */
  static final class RaceGame extends AbstractGame<Race.Pos, Integer, Race.Match> {
    RaceGame() {
      super(
          "race",
          "Race",
          "add 0, 1 or 2",
          Integer::valueOf,
          goal -> goal > 5 ? Race.QUICK : TimeControl.UNTIMED,
          Race.Pos::start,
          (notation, goal) -> Race.Pos.parse(notation, goal),
          (goal, mode, control, options) ->
              Race.Match.create(Race.Pos.start(goal), mode, control, options),
          RaceRecord::of,
          RaceRecord::parse);
    }

    @Override
    public List<String> rulesChoices() {
      return List.of("10");
    }

    @Override
    public List<RulesOption> rulesOptions() {
      return List.of();
    }

    @Override
    public String rulesFromOptions(Map<String, String> values) {
      return "10";
    }

    @Override
    public List<String> playerNames() {
      return List.of("Red", "Blue");
    }

    @Override
    public Map<String, String> facts(Race.Pos position) {
      return Map.of();
    }

    @Override
    public List<Choice> choices(Race.Pos position, String cell) {
      return List.of();
    }

    @Override
    public int cellIndex(Race.Pos position, String cell) {
      return -1;
    }

    @Override
    public String svg(Race.Pos position, SvgOptions options) {
      return "<svg/>";
    }

    @Override
    public String textBoard(Race.Pos position) {
      return position.toNotation();
    }

    @Override
    public String boardSize(Race.Pos position) {
      return "1";
    }

    @Override
    public List<Lesson<Race.Pos>> lessons() {
      return List.of();
    }
  }

  private final RaceGame game = new RaceGame();

  @Test
  void namesComeFromTheConstructor() {
    assertThat(game.name()).isEqualTo("race");
    assertThat(game.displayName()).isEqualTo("Race");
    assertThat(game.summary()).isEqualTo("add 0, 1 or 2");
  }

  @Test
  void positionsAreReadUnderTheParsedRules() {
    assertThat(game.start("7")).isEqualTo(Race.Pos.start(7));
    assertThat(game.parsePosition("9", "3 1 2")).isEqualTo(new Race.Pos(9, 3, 1, 2));
    assertThatThrownBy(() -> game.start("seven")).isInstanceOf(NumberFormatException.class);
  }

  @Test
  void timeControlAndMatchFollowTheRules() {
    assertThat(game.defaultTimeControl("9")).isEqualTo(Race.QUICK);
    assertThat(game.defaultTimeControl("3")).isEqualTo(TimeControl.UNTIMED);
    Race.Match m = game.newMatch("4", Mode.ONLINE, TimeControl.UNTIMED, Options.DEFAULT);
    assertThat(m.startPosition()).isEqualTo(Race.Pos.start(4));
    assertThat(m.mode()).isEqualTo(Mode.ONLINE);
  }

  @Test
  void recordsRoundTripWithExtraTags() {
    Instant t0 = Instant.parse("2026-12-02T10:00:00Z");
    Race.Match m =
        game.newMatch("6", Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT)
            .startGame(t0)
            .play(Seat.HOST, "b", t0.plusSeconds(1));
    String text = game.writeRecord(m, Map.of("Site", "here"));
    assertThat(text).contains("[Site \"here\"]").contains("[Goal \"6\"]");
    assertThat(game.readRecord(text)).isEqualTo(m);
  }

  @Test
  void aBadRecordIsRefusedByTheGamesReader() {
    assertThatThrownBy(() -> game.readRecord("[Goal \"x\"]\n\n*\n"))
        .isInstanceOf(RecordFormatException.class);
  }
}
