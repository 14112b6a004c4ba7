package io.github.gongqi.game.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.match.GameClock;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Race;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.time.Duration;
import java.time.Instant;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Records at the edges of time: instants and durations beyond what {@link Instant} holds are
 * refused with a {@link RecordFormatException} where they are written, never with a {@link
 * java.time.DateTimeException}, and the clock of a record the reader accepts answers every
 * question.
 */
class RecordTimeLimitsTest {
  private static final String LAST_SECOND = "+1000000000-12-31T23:59:59Z";

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

  private static String record(String start, String control, String moves) {
    return "[Goal \"9\"]\n[Start \""
        + start
        + "\"]\n[TimeControl \""
        + control
        + "\"]\n[Result \"*\"]\n\n"
        + moves
        + " *\n";
  }

  /** Asks the clock everything at the match's last instant; none of it may throw. */
  private static void answersEverything(Race.Match m) {
    GameClock c = m.clock();
    Instant at = m.lastEventAt().orElseThrow();
    c.deadline();
    c.loser(at);
    c.toString();
    m.toString();
    for (Seat s : Seat.values()) {
      c.mainTimeLeft(s, at);
      c.periodLeft(s, at);
      c.hasLost(s, at);
      c.isInByoYomi(s, at);
    }
  }

  @Test
  void aFarFutureStartIsReadAndItsClockHasTheLastInstantAsDeadline() {
    Race.Match m = RaceRecord.parse(record(LAST_SECOND, "3:00+20s", "")).match();
    assertThat(m.clock().deadline()).contains(Instant.MAX);
    answersEverything(m);
    RaceRecord again = RaceRecord.of(m);
    assertThat(again.tags()).containsEntry("Date", "????.??.??");
    assertThat(RaceRecord.parse(again.write())).isEqualTo(again);
    Race.Match first =
        RaceRecord.parse(record("-1000000000-01-01T00:00:00Z", "3:00+20s", "")).match();
    assertThat(RaceRecord.of(first).tags()).containsEntry("Date", "????.??.??");
    assertThat(
            RaceRecord.of(RaceRecord.parse(record("+999999999-12-31T23:59:59Z", "-", "")).match())
                .tags())
        .containsEntry("Date", "999999999.12.31");
  }

  @Test
  void aMoveAfterTheLastInstantIsRefusedAtItsClockAnnotation() {
    rejects(record(LAST_SECOND, "-", "1. a {[%emt 0:00:02]}"), 6, 6, "within the instants");
    rejects(record(LAST_SECOND, "3:00+20s", "1. a {[%emt 0:00:01]}"), 6, 6, "within the instants");
  }

  @Test
  void aHugeThinkingTimeIsRefusedAtItsAnnotation() {
    String start = "+1000000000-01-01T00:00:00Z";
    rejects(record(start, "-", "1. a {[%emt 999999999:00:00]}"), 6, 6, "within the instants");
    rejects(
        record(start, "-", "1. a {[%emt 0:00:01]} {[%offer Host 999999999:00:00]}"),
        6,
        23,
        "within the instants");
  }

  @Test
  void hugeClockValuesNearTheLastInstantAreReadAndTheClockAnswers() {
    String control = "999999999:59.999999999+999999999.999999999s";
    Race.Match m =
        RaceRecord.parse(record("+1000000000-12-31T00:00:00Z", control, "1. a {[%emt 0:00:01]}"))
            .match();
    assertThat(m.moves()).hasSize(1);
    assertThat(m.clock().deadline()).contains(Instant.MAX);
    answersEverything(m);
  }

  @Test
  void eventsFurtherApartThanNineDigitsOfHoursReadBack() {
    Instant t0 = Instant.parse("2026-11-30T18:00:00Z");
    Race.Match m =
        Race.Match.create(Race.Pos.start(9), Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT)
            .startGame(t0)
            .play(Seat.HOST, "a", t0.plus(Duration.ofDays(365L * 200_000)));
    String text = RaceRecord.of(m).write();
    assertThat(text).contains("{[%emt 1752000000:00:00]}");
    assertThat(RaceRecord.parse(text).match()).isEqualTo(m);
  }

  @Test
  void aResultThatAloneDisagreesIsBlamedAtTheResultTag() {
    Instant t0 = Instant.parse("2026-11-30T18:00:00Z");
    Race.Match base =
        Race.Match.create(Race.Pos.start(9), Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT)
            .startGame(t0)
            .play(Seat.HOST, "a", t0.plusSeconds(1));
    String resigned = RaceRecord.of(base.resign(Seat.GUEST, t0.plusSeconds(2))).write();
    assertThat(resigned).contains("[End ", "[Result \"1-0\"]\n", "[Termination \"resignation\"]");
    int line = lineOf(resigned, "[Result ");
    rejects(
        resigned.replace("[Result \"1-0\"]", "[Result \"1/2-1/2\"]"),
        line,
        10,
        "expected Result \"1-0\"");
    String agreed =
        RaceRecord.of(
                base.offerDraw(Seat.GUEST, t0.plusSeconds(2))
                    .acceptDraw(Seat.HOST, t0.plusSeconds(3)))
            .write();
    assertThat(agreed).contains("[Result \"1/2-1/2\"]\n", "[Termination \"agreement\"]");
    rejects(
        agreed.replace("[Result \"1/2-1/2\"]", "[Result \"1-0\"]"),
        lineOf(agreed, "[Result "),
        10,
        "expected Result \"1/2-1/2\"");
  }

  private static int lineOf(String text, String prefix) {
    String[] lines = text.split("\n");
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith(prefix)) {
        return i + 1;
      }
    }
    throw new AssertionError(prefix + " not in " + text);
  }

  /**
   * Whatever the start, the control and the thinking times, a record is read or refused with a line
   * and column, and the clock of a record that was read answers every question.
   */
  @Property(tries = 500)
  void theClockOfAnAcceptedRecordNeverThrows(
      @ForAll @LongRange(min = 0, max = 1_000_000_000_000L) long secondsBeforeTheEnd,
      @ForAll @IntRange(min = 0, max = 2) int controlKind,
      @ForAll @LongRange(min = 0, max = 99_999_999_999_999L) long hours,
      @ForAll @IntRange(min = 0, max = 3) int moves) {
    String start =
        Instant.ofEpochSecond(Instant.MAX.getEpochSecond() - secondsBeforeTheEnd).toString();
    String control =
        switch (controlKind) {
          case 0 -> "-";
          case 1 -> "3:00+20s";
          default -> "999999999:59.999999999+999999999.999999999s";
        };
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < moves; i++) {
      text.append(i % 2 == 0 ? (i / 2 + 1) + ". " : "")
          .append("a {[%emt ")
          .append(hours >> i)
          .append(":00:00]} ");
    }
    try {
      RaceRecord r = RaceRecord.parse(record(start, control, text.toString().strip()));
      answersEverything(r.match());
      assertThat(RaceRecord.parse(r.write())).isEqualTo(r);
      RaceRecord fresh = RaceRecord.of(r.match());
      assertThat(RaceRecord.parse(fresh.write())).isEqualTo(fresh);
    } catch (RecordFormatException e) {
      assertThat(e.line()).isPositive();
      assertThat(e.column()).isPositive();
    }
  }
}
