package io.github.gongqi.game.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Race;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The record reader's fields at their limits, its leniency inside comments, and its errors. */
class GameRecordReadingTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");
  private static final String HEAD = "[Goal \"9\"]\n[Start \"2026-11-30T18:00:00Z\"]\n";

  private static void rejects(String text, int line, int column, String expected) {
    assertThatThrownBy(() -> RaceRecord.parse(text))
        .as(text)
        .isInstanceOfSatisfying(
            RecordFormatException.class,
            e -> {
              assertThat(e.line()).as("line of " + e.getMessage()).isEqualTo(line);
              assertThat(e.column()).as("column of " + e.getMessage()).isEqualTo(column);
              assertThat(e.getMessage()).contains(expected);
            });
  }

  private static Race.Match untimed() {
    return Race.Match.create(Race.Pos.start(9), Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT)
        .startGame(T0);
  }

  @Test
  void longThinkingTimesAreWrittenToTheNanosecondAndReadBack() {
    Race.Match m =
        untimed()
            .play(Seat.HOST, "a", T0.plus(Duration.ofSeconds(3725, 500_000_000)))
            .play(Seat.GUEST, "b", T0.plus(Duration.ofSeconds(3725 + 36_000, 500_000_001)));
    String text = RaceRecord.of(m).write();
    assertThat(text).contains("a {[%emt 1:02:05.5]} b {[%emt 10:00:00.000000001]}");
    assertThat(RaceRecord.parse(text).match()).isEqualTo(m);
    Race.Match later = RaceRecord.parse(text.replace("1:02:05.5", "1:02:05.6")).match();
    assertThat(later.history().get(0).at())
        .isEqualTo(T0.plus(Duration.ofSeconds(3725, 600_000_000)));
  }

  @Test
  void annotationsMayHaveSpacesAndMovesMayHaveNoTime() {
    Race.Match m = untimed().play(Seat.HOST, "a", T0).offerDraw(Seat.HOST, T0.plusSeconds(1));
    String spaced =
        HEAD + "[TimeControl \"-\"]\n[Result \"*\"]\n\n" + "1. a { [%offer  Host  0:00:01 ] } *\n";
    assertThat(RaceRecord.parse(spaced).match()).isEqualTo(m);
    assertThat(RaceRecord.of(m).write()).endsWith("1. a {[%offer Host 0:00:01]} *\n");
    Race.Match timed = untimed().play(Seat.HOST, "a", T0.plusSeconds(2));
    assertThat(
            RaceRecord.parse(
                    HEAD + "[TimeControl \"-\"]\n[Result \"*\"]\n\n1. a {\t[%emt 0:00:02 ]\t} *")
                .match())
        .isEqualTo(timed);
  }

  @Test
  void clockFieldsAtTheirLimits() {
    String base = HEAD + "[Result \"*\"]\n\n1. a {[%emt X]} *\n";
    rejects(base.replace("X", "0:0:01"), 5, 16, "two digits of minutes");
    rejects(base.replace("X", "0:00:1"), 5, 19, "two digits of seconds");
    rejects(base.replace("X", "0:60:00"), 5, 15, "minutes and seconds below 60");
    rejects(base.replace("X", "0:00:60"), 5, 15, "minutes and seconds below 60");
    rejects(base.replace("X", "123456789012345:00:00"), 5, 27, "':' after the hours");
    rejects(base.replace("X", "0:00:00."), 5, 21, "1 to 9 digits");
    rejects(base.replace("X]}", "0:00:01}"), 5, 20, "']' closing the annotation");
    rejects(base.replace("X]}", "0:00:01]"), 5, 22, "'}' closing the comment");
    rejects(base.replace("[%emt X]}", "a fine move"), 5, 6, "'}' closing the comment");
    rejects(base.replace("%emt X", "%clk 0:00:01"), 5, 6, "a clock annotation");
    rejects(
        base.replace("{[%emt X]}", "{[%emt 0:00:01]} {[%emt 0:00:01]}"),
        5,
        23,
        "right after a move");
    assertThat(RaceRecord.parse(base.replace("X", "0:00:59.999999999")).match().moves()).hasSize(1);
  }

  @Test
  void moveNumbersMayBeLeftOutButNotWrong() {
    String base = HEAD + "[Result \"*\"]\n\n";
    Race.Match m = RaceRecord.parse(base + "1. a 1... b 2. z *\n").match();
    assertThat(m.moves()).extracting(Object::toString).containsExactly("a", "b", "z");
    assertThat(RaceRecord.parse(base + "a b z *\n").match()).isEqualTo(m);
    rejects(base + "1. a 2. b *\n", 5, 6, "expected move number '1...'");
    rejects(base + "2. a *\n", 5, 1, "expected move number '1.'");
    rejects(base + "1. a b 1. z *\n", 5, 8, "expected move number '2.'");
  }

  @Test
  void tagsAtTheirLimits() {
    rejects("[Goal \"9\"] x\n", 1, 12, "end of the line after the tag pair");
    rejects("[Goal\"9\"]\n", 1, 6, "a space after the tag name");
    rejects("[Goal \"9\n", 1, 9, "'\"' closing the tag value");
    rejects("[Goal \"9\\n\"]\n", 1, 10, "after '\\' in a tag value");
    rejects("[Goal \"x9\"]\n[Result \"*\"]\n\n*\n", 1, 8, "expected a digit");
    rejects("[Goal \"9x\"]\n[Result \"*\"]\n\n*\n", 1, 9, "expected a digit");
    rejects(HEAD + "[Result \"*\"]\n[Position \"1 0\"]\n\n*\n", 4, 15, "position notation");
    rejects(HEAD + "[Result \"*\"]\n[Position \"99 0 0\"]\n\n*\n", 4, 12, "a valid position");
    rejects(HEAD + "[Result \"*\"]\n[Repetition \"1\"]\n\n*\n", 4, 14, "2 or more");
    rejects(HEAD + "[Result \"*\"]\n[Takebacks \"maybe\"]\n\n*\n", 4, 13, "'on' or 'off'");
    assertThat(
            RaceRecord.parse(HEAD + "[Result \"*\"]\n[Repetition \"2\"]\n[Takebacks \"on\"]\n\n*\n")
                .match()
                .options())
        .isEqualTo(Options.DEFAULT.withRepetitionLimit(2));
    RaceRecord r =
        RaceRecord.parse("[Round\t\"3 \\\"a\\\" \\\\\"]\n" + HEAD + "[Result \"*\"]\n\n*");
    assertThat(r.tags())
        .containsExactly(
            Map.entry("Event", "?"),
            Map.entry("Date", "????.??.??"),
            Map.entry("Host", "?"),
            Map.entry("Guest", "?"),
            Map.entry("Round", "3 \"a\" \\"));
    assertThat(RaceRecord.parse(r.write())).isEqualTo(r).hasSameHashCodeAs(r);
    assertThat(r.toString()).isEqualTo(r.write());
    assertThat(r.rules()).isEqualTo(9);
    assertThat(r).isNotEqualTo(r.withTag("Round", "4")).isNotEqualTo(null).isNotEqualTo("r");
  }

  @Test
  void theColourTagsMustNameTheSeatsAndTheEndMustFitTheResult() {
    Race.Match resigned = untimed().play(Seat.HOST, "a", T0).resign(Seat.GUEST, T0.plusSeconds(1));
    RaceRecord r = RaceRecord.of(resigned).withTag("Host", "Ana");
    String text = r.write();
    assertThat(text).contains("[Red \"Ana\"]", "[Result \"1-0\"]", "[Termination \"resignation\"]");
    assertThat(RaceRecord.parse(text)).isEqualTo(r);
    rejects(text.replace("[Red \"Ana\"]", "[Red \"Bo\"]"), 5, 7, "expected Red \"Ana\"");
    rejects(text.replace("[Result \"1-0\"]", "[Result \"0-1\"]"), 15, 6, "the result token '0-1'");
    rejects(
        text.replace("[Result \"1-0\"]", "[Result \"*\"]"), 12, 10, "'1-0', '0-1' or '1/2-1/2'");
    rejects(text.replace(" 1-0\n", " 0-1\n"), 15, 6, "the result token '1-0'");
  }

  @Test
  void aFormatNeedsTwoColourTags() {
    RaceRecord.Format<Integer, Race.Match, RaceRecord> f = RaceRecord.FORMAT;
    assertThatThrownBy(
            () ->
                new RaceRecord.Format<>(
                    List.of("Red"),
                    f.rulesTag(),
                    f.rulesOf(),
                    f.rulesText(),
                    f.parseRules(),
                    f.defaultTimeControl(),
                    f.setUpPosition(),
                    f.newMatch(),
                    f.wrap()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two colour tags");
  }

  @Test
  void tagNamesAreLettersDigitsAndUnderscores() {
    RaceRecord r = RaceRecord.of(Race.Match.local(9));
    for (String ok : new String[] {"A", "Z", "a", "z", "0", "9", "_", "Site_2"}) {
      assertThat(r.withTag(ok, "x").tags()).containsEntry(ok, "x");
    }
    for (String bad : new String[] {"@", "[", "`", "{", "/", ":", "", "a b"}) {
      assertThatThrownBy(() -> r.withTag(bad, "x"))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("must be letters, digits and '_'");
    }
    for (String value : new String[] {"\nx", "x\r"}) {
      assertThatThrownBy(() -> r.withTag("Note", value))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("the value of tag Note has a line break");
    }
  }
}
