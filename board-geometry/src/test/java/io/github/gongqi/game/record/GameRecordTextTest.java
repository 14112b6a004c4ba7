package io.github.gongqi.game.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Race;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The shared record text layer through the toy game: canonical writing, lenient reading. */
class GameRecordTextTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  private static final String CANONICAL =
      """
      [Event "Club night"]
      [Date "2026.11.30"]
      [Host "Ana"]
      [Guest "Bo"]
      [Round "3"]
      [Red "Ana"]
      [Blue "Bo"]
      [Goal "9"]
      [TimeControl "3:00+20s"]
      [Mode "local"]
      [Start "2026-11-30T18:00:00Z"]
      [End "2026-11-30T18:00:09Z"]
      [Result "1/2-1/2"]
      [Termination "agreement"]

      1. a {[%emt 0:00:01]} {[%takeback Host 0:00:01]}
      {[%takeback-accept Guest 0:00:00.5]} b {[%emt 0:00:01.5]} 2. z {[%emt 0:00:02]}
      {[%offer Guest 0:00:01]} {[%decline Host 0:00:01]} {[%offer Host 0:00:01]}
      1/2-1/2
      """;

  private static Race.Match played() {
    return Race.Match.local(9)
        .startGame(T0)
        .play(Seat.HOST, "a", T0.plusSeconds(1))
        .requestTakeback(Seat.HOST, T0.plusSeconds(2))
        .acceptTakeback(Seat.GUEST, T0.plusMillis(2500))
        .play(Seat.HOST, "b", T0.plusSeconds(4))
        .play(Seat.GUEST, "z", T0.plusSeconds(6))
        .offerDraw(Seat.GUEST, T0.plusSeconds(7))
        .declineDraw(Seat.HOST, T0.plusSeconds(8))
        .offerDraw(Seat.HOST, T0.plusSeconds(9))
        .acceptDraw(Seat.GUEST, T0.plusSeconds(9));
  }

  @Test
  void writingIsCanonicalAndReadingGivesTheSameRecordBack() {
    RaceRecord r =
        RaceRecord.of(played())
            .withTag("Event", "Club night")
            .withTag("Host", "Ana")
            .withTag("Guest", "Bo")
            .withTag("Round", "3");
    assertThat(r.write()).isEqualTo(CANONICAL);
    RaceRecord back = RaceRecord.parse(CANONICAL);
    assertThat(back).isEqualTo(r);
    assertThat(back.write()).isEqualTo(CANONICAL);
    assertThat(back.match().moves()).extracting(Object::toString).containsExactly("b", "z");
  }

  @Test
  void readingIsLenient() {
    RaceRecord expected = RaceRecord.parse(CANONICAL);
    String crlf = CANONICAL.replace("\n", "\r\n");
    String cr = CANONICAL.replace("\n", "\r");
    String bom = "\uFEFF" + CANONICAL;
    String noFinalNewline = CANONICAL.substring(0, CANONICAL.length() - 1);
    String spaced =
        "\n\n"
            + CANONICAL
                .replace("[Round \"3\"]", "  [ Round   \"3\" ]  \n\n; a comment line")
                .replace("1. a", "1.   a  {a fine move}")
                .replace("]} b {", "]} 1... b ; the rest of this line is a comment\n{")
                .replace("1/2-1/2\n", "\t1/2-1/2 {the end}\n\n");
    for (String text : new String[] {crlf, cr, bom, noFinalNewline, spaced}) {
      assertThat(RaceRecord.parse(text)).as(text).isEqualTo(expected);
    }
    String noNumbers = CANONICAL.replace("1. ", "").replace("2. ", "");
    assertThat(RaceRecord.parse(noNumbers)).isEqualTo(expected);
  }

  @Test
  void errorsNameTheLineTheColumnAndWhatWasExpected() {
    assertThatThrownBy(() -> RaceRecord.parse(CANONICAL.replace("2. z", "2. q")))
        .isInstanceOf(RecordFormatException.class)
        .hasMessageStartingWith("line 17, column 62: expected a move: expected z, a or b");
    assertThatThrownBy(() -> RaceRecord.parse(CANONICAL.replace("[Goal \"9\"]", "[Goal \"0\"]")))
        .isInstanceOf(RecordFormatException.class)
        .hasMessageStartingWith("line 8, column 8: expected a valid Goal: a goal from 1 to 99");
    assertThatThrownBy(
            () ->
                RaceRecord.parse(
                    CANONICAL.replace("Termination \"agreement\"", "Termination \"time\"")))
        .isInstanceOf(RecordFormatException.class)
        .hasMessageContaining("expected Termination \"agreement\" as the game replays");
    assertThatThrownBy(() -> RaceRecord.parse(CANONICAL.replace("{[%offer Host", "{[%offer Moon")))
        .isInstanceOf(RecordFormatException.class)
        .hasMessageContaining("expected the seat Host or Guest");
    assertThatThrownBy(() -> RaceRecord.parse(CANONICAL.replace("2. z", "3. z")))
        .isInstanceOf(RecordFormatException.class)
        .hasMessageContaining("expected move number '2.'");
    assertThatThrownBy(() -> RaceRecord.parse("[Goal \"9\"]\n[Result \"*\"]\n\n*\n[X \"1\"]"))
        .isInstanceOf(RecordFormatException.class)
        .hasMessageStartingWith(
            "line 5, column 1: expected the end of the record after the result");
  }

  @Test
  void aTimedOutGameEndsWithEndAndAnUntimedOneSaysSo() {
    Race.Match lost = Race.Match.local(9).startGame(T0).checkTime(T0.plusSeconds(201));
    String text = RaceRecord.of(lost).write();
    assertThat(text)
        .contains("[End \"2026-11-30T18:03:21Z\"]", "[Result \"0-1\"]", "[Termination \"time\"]");
    assertThat(RaceRecord.parse(text).match()).isEqualTo(lost);
    Race.Match untimed =
        Race.Match.create(
                new Race.Pos(9, 4, 1, 7),
                Mode.ONLINE,
                TimeControl.UNTIMED,
                Options.DEFAULT.withRepetitionLimit(3).withTakebacks(false))
            .ready(Seat.HOST, T0)
            .ready(Seat.GUEST, T0.plusSeconds(1));
    String u = RaceRecord.of(untimed).write();
    assertThat(u)
        .contains("[TimeControl \"-\"]")
        .contains("[Repetition \"3\"]", "[Takebacks \"off\"]", "[Position \"4 1 7\"]")
        .contains("[HostReady \"2026-11-30T18:00:00Z\"]\n[GuestReady \"2026-11-30T18:00:01Z\"]");
    assertThat(RaceRecord.parse(u).match()).isEqualTo(untimed);
  }

  @Test
  void derivedTagsCannotBeSetByHand() {
    RaceRecord r = RaceRecord.of(Race.Match.local(9));
    for (String derived : new String[] {"Red", "Goal", "Result", "TimeControl", "End"}) {
      assertThatThrownBy(() -> r.withTag(derived, "x"))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("tag " + derived + " is derived from the match");
    }
    assertThatThrownBy(() -> r.withTag("Bad name", "x"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> r.withTag("Note", "two\nlines"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(r.tags()).containsEntry("Date", "????.??.??");
  }
}
