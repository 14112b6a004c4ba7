package io.github.gongqi.gongqi.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.record.RecordFormatException;
import io.github.gongqi.gongqi.IllegalMoveException;
import io.github.gongqi.gongqi.Result;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import java.time.Instant;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Game records: the format by example, exact round trips, and errors with line and column. */
class GameRecordTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  private static final String HEADER =
      "[Rules \"gongqi 8x8\"]\n[Mode \"local\"]\n[Start \"2026-11-30T18:00:00Z\"]\n[Result \"*\"]\n\n";

  @Test
  @DisplayName("A short game with a swap and a resignation, written as the format describes")
  void writesTheDocumentedFormat() {
    Match m =
        Match.local(Rules.QUICK)
            .startGame(T0)
            .play(Seat.HOST, "d5N1", T0.plusMillis(2500))
            .play(Seat.GUEST, "swap", T0.plusMillis(12_500))
            .play(Seat.HOST, "e5N1", T0.plusMillis(15_500))
            .resign(Seat.GUEST, T0.plusSeconds(31));
    GameRecord record =
        GameRecord.of(m)
            .withTag("Event", "Club night")
            .withTag("Host", "Ana")
            .withTag("Guest", "Bo");
    String expected =
        """
        [Event "Club night"]
        [Date "2026.11.30"]
        [Host "Ana"]
        [Guest "Bo"]
        [Black "Bo"]
        [White "Ana"]
        [Rules "gongqi 8x8"]
        [TimeControl "3:00+20s"]
        [Mode "local"]
        [Start "2026-11-30T18:00:00Z"]
        [End "2026-11-30T18:00:31Z"]
        [Result "0-1"]
        [Termination "resignation"]

        1. d5N1 {[%emt 0:00:02.5]} swap {[%emt 0:00:10]} 2. e5N1 {[%emt 0:00:03]} 0-1
        """;
    assertThat(record.write()).isEqualTo(expected);
    GameRecord back = GameRecord.parse(expected);
    assertThat(back).isEqualTo(record);
    assertThat(back.match().winner()).contains(Seat.HOST);
    assertThat(back.match().result()).isEqualTo(Result.win(Side.WHITE, Result.Reason.RESIGNATION));
    assertThat(back.position()).isEqualTo(m.position());
    assertThat(back.tags()).containsEntry("Event", "Club night").containsEntry("Guest", "Bo");
  }

  @Test
  @DisplayName("An online room keeps the order of the Ready confirmations")
  void onlineRecord() {
    Match m =
        Match.online(Rules.STANDARD)
            .ready(Seat.GUEST, T0)
            .ready(Seat.HOST, T0.plusSeconds(4))
            .play(Seat.HOST, "f7N1", T0.plusSeconds(4));
    String text = GameRecord.of(m).write();
    assertThat(text)
        .contains("[GuestReady \"2026-11-30T18:00:00Z\"]\n[HostReady \"2026-11-30T18:00:04Z\"]\n")
        .contains("[Black \"?\"]")
        .contains("[Termination \"unterminated\"]")
        .endsWith("\n1. f7N1 *\n");
    assertThat(GameRecord.parse(text).match()).isEqualTo(m);
  }

  @Test
  @DisplayName("Random complete games round-trip exactly, clock included")
  void randomRoundTrip() {
    Set<String> seen = new HashSet<>();
    Set<Result.Reason> reasons = EnumSet.noneOf(Result.Reason.class);
    Random names = new Random(7);
    for (long seed = 0; seed < 400; seed++) {
      Match m = RandomMatches.random(seed);
      GameRecord record = GameRecord.of(m);
      if (names.nextBoolean()) {
        record =
            record
                .withTag("Host", "Ana \"the \\ wall\" " + seed)
                .withTag("Site", "Room " + names.nextInt(100));
      }
      String text = record.write();
      GameRecord back = GameRecord.parse(text);
      assertThat(back).as(text).isEqualTo(record);
      assertThat(back.write()).isEqualTo(text);
      assertThat(back.match().clock()).isEqualTo(m.clock());
      assertThat(back.match().position()).isEqualTo(m.position());
      assertThat(back.match().winner()).isEqualTo(m.winner());
      assertThat(back.hashCode()).isEqualTo(record.hashCode());
      m.result().reason().ifPresent(reasons::add);
      if (m.result().isDraw()) {
        seen.add("draw");
      }
      if (text.contains(" swap")) {
        seen.add("swap");
      }
      if (text.contains(" pass")) {
        seen.add("pass");
      }
      if (text.contains("[Position ")) {
        seen.add("set-up");
      }
      for (String comment : new String[] {"offer", "decline", "takeback", "takeback-accept"}) {
        if (text.contains("{[%" + comment + " ")) {
          seen.add(comment);
        }
      }
      if (m.status() != Status.FINISHED) {
        seen.add(m.status().toString());
      }
      for (String line : text.substring(text.indexOf("\n\n") + 2).split("\n")) {
        assertThat(line.length()).as("move text line").isLessThanOrEqualTo(79);
      }
    }
    // Every push adds a stone, so random play never repeats a position: REPETITION has its own
    // test in MatchTest.
    assertThat(reasons)
        .containsExactlyInAnyOrder(
            Result.Reason.CAPTURES,
            Result.Reason.TWO_PASSES,
            Result.Reason.RESIGNATION,
            Result.Reason.TIME,
            Result.Reason.AGREEMENT);
    assertThat(seen)
        .contains(
            "draw",
            "swap",
            "pass",
            "set-up",
            "WAITING",
            "RUNNING",
            "offer",
            "decline",
            "takeback",
            "takeback-accept");
  }

  @Test
  @DisplayName("The Rules tag holds the rules' one text and reads every form Rules.parse reads")
  void rulesTagIsTheRulesText() {
    for (Rules r : Rules.values()) {
      String text = GameRecord.of(Match.local(r)).write();
      assertThat(text).contains("[Rules \"" + r + "\"]\n").doesNotContain("[Board ");
      assertThat(GameRecord.parse(text).match().rules()).isSameAs(r);
    }
    for (String form : new String[] {"8x8", "QUICK", "quick", "Gongqi 8X8"}) {
      String record = HEADER.replace("gongqi 8x8", form) + "*\n";
      assertThat(GameRecord.parse(record).match().rules()).as(form).isSameAs(Rules.QUICK);
    }
  }

  @Test
  @DisplayName("A record without clock annotations replays every move at the same instant")
  void annotationsAreOptional() {
    GameRecord r = GameRecord.parse(HEADER + "1. d5N1 e5N1 2. d6N1 *\n");
    assertThat(r.match().events()).hasSize(4);
    assertThat(r.match().events().get(3).at()).isEqualTo(T0);
    assertThat(r.match().seatToMove()).contains(Seat.GUEST);
    assertThat(r.tags()).containsEntry("Event", "?").containsEntry("Date", "????.??.??");
  }

  @ParameterizedTest(name = "{3}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          [Rules "gongqi 12x12"                                  | 1 | 22 | unclosed tag
          [Rules "gongqi 8x8"]\\nRules "gongqi 8x8"]             | 2 | 1  | tag without '['
          [Rules "gongqi 9x9"]\\n\\n*                            | 1 | 9  | unknown board
          [Rules "gongqi 8x8"]\\n[Rules "gongqi 8x8"]            | 2 | 2  | repeated tag
          [Rules "gongqi 8x8"]\\n[Result "*"]\\n\\n1. d5N1 *       | 4 | 4  | move before the start
          """)
  void malformedHeaders(String text, int line, int column, String why) {
    String record = text.strip().replace("\\n", "\n") + "\n";
    assertThatThrownBy(() -> GameRecord.parse(record))
        .as(why)
        .isInstanceOfSatisfying(
            RecordFormatException.class,
            e -> {
              assertThat(e.line()).as(why).isEqualTo(line);
              assertThat(e.column()).as(why).isEqualTo(column);
              assertThat(e.getMessage()).startsWith("line " + line + ", column " + column + ": ");
              assertThat(e.problem()).contains("expected");
            });
  }

  @ParameterizedTest(name = "{3}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          1. d5N1 e5X1 *                                  | 6 | 11 | bad direction letter
          1. d5N2 *                                       | 6 | 4  | illegal move
          2. d5N1 *                                       | 6 | 1  | wrong move number
          1. d5N1 {[%emt 0:0:02]} *                       | 6 | 19 | one-digit minutes
          1. d5N1 {[%emt 0:03:20.000000001]} *            | 6 | 9  | move after the deadline
          1. d5N1 {[%emt 0:03:20]} e5N1 1-0               | 6 | 31 | result token and tag differ
          1. d5N1 * extra                                 | 6 | 11 | text after the result
          1. d5N1 (comment) *                             | 6 | 9  | unknown token
          """)
  void malformedMoves(String moves, int line, int column, String why) {
    String record = HEADER + moves.strip() + "\n";
    assertThatThrownBy(() -> GameRecord.parse(record))
        .as(why)
        .isInstanceOfSatisfying(
            RecordFormatException.class,
            e -> {
              assertThat(e.line()).as(why).isEqualTo(line);
              assertThat(e.column()).as(why).isEqualTo(column);
              assertThat(e.problem()).contains("expected");
            });
  }

  @Test
  @DisplayName("Errors keep the notation or rules exception as their cause")
  void causes() {
    assertThatThrownBy(() -> GameRecord.parse(HEADER + "1. d5X1 *\n"))
        .hasCauseInstanceOf(NotationException.class);
    assertThatThrownBy(() -> GameRecord.parse(HEADER + "1. d5N2 *\n"))
        .hasCauseInstanceOf(IllegalMoveException.class);
  }

  @Test
  @DisplayName("Tags derived from the game must agree with it")
  void derivedTagsAreChecked() {
    String base = HEADER.replace("[Result \"*\"]\n", "");
    assertThatThrownBy(
            () ->
                GameRecord.parse(
                    base.replace("\n\n", "\n[Result \"*\"]\n[Termination \"captures\"]\n\n")
                        + "*\n"))
        .isInstanceOfSatisfying(
            RecordFormatException.class, e -> assertThat(e.line()).isEqualTo(5));
    assertThatThrownBy(() -> GameRecord.parse("[Black \"Ana\"]\n" + HEADER + "*\n"))
        .isInstanceOfSatisfying(
            RecordFormatException.class, e -> assertThat(e.line()).isEqualTo(1));
    assertThatThrownBy(() -> GameRecord.parse(HEADER.replace("*", "1-0") + "1-0\n"))
        .isInstanceOfSatisfying(
            RecordFormatException.class, e -> assertThat(e.line()).isEqualTo(4));
    assertThatThrownBy(() -> GameRecord.parse("[Result \"*\"]\n\n*\n"))
        .isInstanceOfSatisfying(
            RecordFormatException.class, e -> assertThat(e.problem()).contains("Rules"));
    assertThatThrownBy(() -> GameRecord.parse(HEADER + "1. d5N1\n"))
        .isInstanceOfSatisfying(
            RecordFormatException.class,
            e -> {
              assertThat(e.line()).isEqualTo(7);
              assertThat(e.column()).isEqualTo(1);
            });
  }

  @Test
  @DisplayName("Descriptive tags are checked when set")
  void withTagChecks() {
    GameRecord r = GameRecord.of(Match.local(Rules.QUICK));
    assertThatThrownBy(() -> r.withTag("Result", "1-0"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> r.withTag("Bad Name", "x"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> r.withTag("Event", "two\nlines"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(r.write()).endsWith("[Termination \"unterminated\"]\n\n*\n");
    assertThat(GameRecord.parse(r.write())).isEqualTo(r);
  }

  @Test
  @DisplayName(
      "A start at the last second is read; a move past the last instant is refused at its time")
  void timesBeyondWhatAnInstantHolds() {
    String far = "+1000000000-12-31T23:59:59Z";
    Match started = Match.local(Rules.QUICK).startGame(T0);
    Match waiting =
        GameRecord.parse(GameRecord.of(started).write().replace(T0.toString(), far)).match();
    assertThat(waiting.clock().deadline()).contains(Instant.MAX);
    String played =
        GameRecord.of(started.play(Seat.HOST, "d5N1", T0.plusSeconds(2)))
            .write()
            .replace(T0.toString(), far);
    String[] lines = played.split("\n");
    int line = lines.length;
    assertThat(lines[line - 1]).startsWith("1. d5N1 {[%emt 0:00:02]}");
    assertThatThrownBy(() -> GameRecord.parse(played))
        .isInstanceOfSatisfying(
            RecordFormatException.class,
            e -> {
              assertThat(e.line()).isEqualTo(line);
              assertThat(e.column()).isEqualTo(9);
              assertThat(e.problem()).contains("within the instants");
            });
  }
}
