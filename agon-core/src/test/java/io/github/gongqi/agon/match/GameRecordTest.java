package io.github.gongqi.agon.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.agon.IllegalMoveException;
import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.RandomGames;
import io.github.gongqi.agon.Result;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Side;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.record.RecordFormatException;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Game records: the written format, exact round trips and strict reading. */
class GameRecordTest {
  static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  static final String STANDARD_TEXT =
      "agon setup=standard first=white queen-return=anywhere between-enemies=allowed captured=leave"
          + " six-guards-loss=off ply-limit=0";

  /** A short game ending in a draw by agreement, and its record written out by hand. */
  static final String AGREED =
      """
      [Event "Club night"]
      [Date "2026.11.30"]
      [Host "Ana"]
      [Guest "Bo"]
      [White "Ana"]
      [Black "Bo"]
      [Rules "%s"]
      [Mode "local"]
      [Start "2026-11-30T18:00:00Z"]
      [End "2026-11-30T18:00:30.500Z"]
      [Result "1/2-1/2"]
      [Termination "agreement"]

      1. a1-b2 {[%%emt 0:00:02.5]} k11-j11 {[%%emt 0:00:10]} {[%%offer Host 0:00:03]} 2.
      a3-b4 {[%%emt 0:00:04]} 1/2-1/2
      """
          .formatted(STANDARD_TEXT);

  static Match agreedMatch() {
    return Match.local(Rules.STANDARD)
        .startGame(T0)
        .play(Seat.HOST, "a1-b2", T0.plusMillis(2500))
        .play(Seat.GUEST, "k11-j11", T0.plusMillis(12500))
        .offerDraw(Seat.HOST, T0.plusMillis(15500))
        .play(Seat.HOST, "a3-b4", T0.plusMillis(19500))
        .acceptDraw(Seat.GUEST, T0.plusMillis(30500));
  }

  @Test
  void aRecordIsWrittenInTheDocumentedFormat() {
    GameRecord r =
        GameRecord.of(agreedMatch())
            .withTag("Event", "Club night")
            .withTag("Host", "Ana")
            .withTag("Guest", "Bo");
    assertThat(r.write()).isEqualTo(AGREED);
    assertThat(r.toString()).isEqualTo(AGREED);
    GameRecord back = GameRecord.parse(AGREED);
    assertThat(back).isEqualTo(r).hasSameHashCodeAs(r);
    assertThat(back.match()).isEqualTo(agreedMatch());
    assertThat(back.match().result().reason()).contains(Result.Reason.AGREEMENT);
    assertThat(back.tags()).containsEntry("Event", "Club night").containsEntry("Host", "Ana");
    assertThat(back.moves())
        .extracting(Move::toString)
        .containsExactly("a1-b2", "k11-j11", "a3-b4");
    assertThat(back.position())
        .isEqualTo(Position.start(Rules.STANDARD).play("a1-b2").play("k11-j11").play("a3-b4"));
  }

  @Test
  void aRecordNamesItsRulesAndReplaysUnderThem() {
    String blackFirst =
        """
        [Rules "standard first=black"]
        [Start "2026-11-30T18:00:00Z"]
        [Result "*"]

        1. k11-j11 a1-b2 2. j11-i10 *
        """;
    GameRecord r = GameRecord.parse(blackFirst);
    assertThat(r.rules().firstSide()).isEqualTo(Side.BLACK);
    assertThat(r.match().sideOf(Seat.HOST)).isEqualTo(Side.BLACK);
    assertThat(r.write())
        .contains("[Rules \"" + STANDARD_TEXT.replace("first=white", "first=black") + "\"]")
        .contains("[White \"?\"]");
    // The same moves under the default rules (White first) fail at the first move.
    assertThatThrownBy(() -> GameRecord.parse(blackFirst.replace(" first=black", "")))
        .isInstanceOfSatisfying(
            RecordFormatException.class,
            e -> {
              assertThat(e.line()).isEqualTo(5);
              assertThat(e.column()).isEqualTo(4);
              assertThat(e.getCause()).isInstanceOf(IllegalMoveException.class);
              assertThat(e.problem()).startsWith("expected a legal move");
            });
    // A LUDII record carries the full rules text, which reads back as the LUDII preset.
    Match ludii = Match.local(Rules.LUDII).startGame(T0);
    String text = GameRecord.of(ludii).write();
    assertThat(text)
        .contains(
            "[Rules \"agon setup=classic first=white queen-return=anywhere"
                + " between-enemies=forbidden captured=marked six-guards-loss=on ply-limit=2500\"]");
    assertThat(GameRecord.parse(text).rules()).isEqualTo(Rules.LUDII);
    // A record written before the text named its game reads back the same.
    assertThat(GameRecord.parse(text.replace("[Rules \"agon ", "[Rules \"")).rules())
        .isEqualTo(Rules.LUDII);
  }

  @Test
  void aLudiiRecordKeepsAReturnWrittenAsTheRulesWriteIt() {
    // k11-j11 marks White's i11; White returns it as the rules write a return, G@a1.
    String[] line = "k9-j9 a3-a4 e1-e2 c1-d1 e10-f10 g11-h11 a1-b2 k11-j11 G@a1".split(" ");
    Match m = Match.local(Rules.LUDII).startGame(T0);
    Seat seat = Seat.HOST;
    for (int i = 0; i < line.length; i++) {
      m = m.play(seat, line[i], T0.plusSeconds(i + 1));
      seat = seat.other();
    }
    Position byCell = Position.start(Rules.LUDII);
    for (String move : "k9-j9 a3-a4 e1-e2 c1-d1 e10-f10 g11-h11 a1-b2 k11-j11 i11@a1".split(" ")) {
      byCell = byCell.play(move);
    }
    assertThat(m.position()).isEqualTo(byCell);
    String text = GameRecord.of(m).write();
    // Written back canonically, as the return from the marked cell.
    assertThat(text).contains(" i11@a1 ");
    assertThat(GameRecord.parse(text).write()).isEqualTo(text);
  }

  @Test
  void onlineStartsRepetitionAndResignationAreRecorded() {
    Match m =
        Match.create(
                Rules.CLASSIC,
                Mode.ONLINE,
                TimeControl.UNTIMED,
                Options.DEFAULT.withRepetitionLimit(3))
            .ready(Seat.GUEST, T0)
            .ready(Seat.HOST, T0.plusSeconds(4))
            .play(Seat.HOST, "a5-a4", T0.plusSeconds(4))
            .offerDraw(Seat.GUEST, T0.plusSeconds(5))
            .declineDraw(Seat.HOST, T0.plusSeconds(6))
            .resign(Seat.HOST, T0.plusSeconds(3600 + 61));
    String text = GameRecord.of(m).withTag("Site", "a \"quoted\" \\ place").write();
    assertThat(text)
        .contains("[Site \"a \\\"quoted\\\" \\\\ place\"]\n")
        .contains("[Repetition \"3\"]\n[Mode \"online\"]\n")
        .contains("[GuestReady \"2026-11-30T18:00:00Z\"]\n[HostReady \"2026-11-30T18:00:04Z\"]\n")
        .contains("[End \"2026-11-30T19:01:01Z\"]\n[Result \"0-1\"]\n")
        .contains("[Termination \"resignation\"]")
        .endsWith("\n1. a5-a4 {[%offer Guest 0:00:01]} {[%decline Host 0:00:01]} 0-1\n");
    GameRecord back = GameRecord.parse(text);
    assertThat(back.match()).isEqualTo(m);
    assertThat(back.match().options().repetitionLimit()).isEqualTo(3);
    assertThat(back.tags()).containsEntry("Site", "a \"quoted\" \\ place");
    assertThat(back.write()).isEqualTo(text);
  }

  @Test
  void recordsOfUnstartedGamesHaveNoMoves() {
    String text = GameRecord.of(Match.local(Rules.PLACEMENT)).write();
    assertThat(text)
        .contains("[Date \"????.??.??\"]")
        .endsWith("[Termination \"unterminated\"]\n\n*\n");
    assertThat(GameRecord.parse(text).match()).isEqualTo(Match.local(Rules.PLACEMENT));
  }

  @Test
  void derivedTagsCannotBeSetByHand() {
    GameRecord r = GameRecord.of(agreedMatch());
    assertThatThrownBy(() -> r.withTag("Result", "1-0"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("derived");
    assertThatThrownBy(() -> r.withTag("Bad name", "x"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> r.withTag("Event", "two\nlines"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  // ------------------------------------------------------------------ random round trips

  @ParameterizedTest
  @ValueSource(strings = {"standard", "classic", "placement", "ludii"})
  void randomCompleteGamesRoundTripExactly(String preset) {
    Rules rules = Rules.parse(preset);
    Random rnd = new Random(preset.hashCode());
    Set<Result.Reason> endings = EnumSet.noneOf(Result.Reason.class);
    for (int game = 0; game < 24; game++) {
      Match m = randomGame(rules, rnd, game);
      endings.add(m.result().reason().orElseThrow());
      GameRecord r =
          GameRecord.of(m).withTag("Event", "Random " + game).withTag("Round", "" + game);
      String text = r.write();
      GameRecord back = GameRecord.parse(text);
      assertThat(back).isEqualTo(r);
      assertThat(back.match().events()).isEqualTo(m.events());
      assertThat(back.match().result()).isEqualTo(m.result());
      assertThat(back.write()).isEqualTo(text);
      // Replayed independently on a bare position, the moves reach the same board.
      Position p = Position.start(rules);
      for (Move mv : back.moves()) {
        p = p.play(mv);
      }
      assertThat(back.position()).isEqualTo(p);
      assertThat(
              text.lines().filter(l -> !l.startsWith("[")).mapToInt(String::length).max().orElse(0))
          .isLessThanOrEqualTo(79);
    }
    assertThat(endings).contains(Result.Reason.RESIGNATION, Result.Reason.AGREEMENT);
    assertThat(endings)
        .anyMatch(x -> x != Result.Reason.RESIGNATION && x != Result.Reason.AGREEMENT);
  }

  /**
   * A random complete game: random moves (biased towards the centre in half the games), random
   * instants to the nanosecond, draw offers, declines and lapses, and an ending by the rules, by
   * resignation or by agreement.
   */
  static Match randomGame(Rules rules, Random rnd, int game) {
    boolean online = rnd.nextBoolean();
    Options options = Options.DEFAULT.withRepetitionLimit(game % 3 == 0 ? 2 + rnd.nextInt(3) : 0);
    Match m = Match.create(rules, online ? Mode.ONLINE : Mode.LOCAL, TimeControl.UNTIMED, options);
    Instant now = T0.plusNanos(rnd.nextLong(1_000_000_000_000L));
    if (online) {
      Seat first = rnd.nextBoolean() ? Seat.HOST : Seat.GUEST;
      m = m.ready(first, now).ready(first.other(), now = later(now, rnd));
    } else {
      m = m.startGame(now);
    }
    boolean biased = rnd.nextBoolean();
    int ending = game % 4; // 0, 1: by the rules or at a cap; 2: resignation; 3: agreement
    int cap = ending >= 2 ? rnd.nextInt(80) : 400;
    while (m.status() == Status.RUNNING && m.moves().size() < cap) {
      int r = rnd.nextInt(20);
      if (r == 0 && m.drawOffer().isEmpty()) {
        m = m.offerDraw(rnd.nextBoolean() ? Seat.HOST : Seat.GUEST, now = later(now, rnd));
      } else if (r == 1 && m.drawOffer().isPresent()) {
        m = m.declineDraw(m.drawOffer().get().other(), now = later(now, rnd));
      }
      Seat seat = m.seatToMove().orElseThrow();
      m = m.play(seat, RandomGames.pick(m.position(), rnd, biased), now = later(now, rnd));
    }
    if (m.status() == Status.RUNNING) {
      if (ending == 3) {
        if (m.drawOffer().isEmpty()) {
          m = m.offerDraw(rnd.nextBoolean() ? Seat.HOST : Seat.GUEST, now = later(now, rnd));
        }
        m = m.acceptDraw(m.drawOffer().get().other(), later(now, rnd));
      } else {
        m = m.resign(rnd.nextBoolean() ? Seat.HOST : Seat.GUEST, later(now, rnd));
      }
    }
    return m;
  }

  static Instant later(Instant now, Random rnd) {
    return switch (rnd.nextInt(4)) {
      case 0 -> now;
      case 1 -> now.plusSeconds(rnd.nextInt(30));
      case 2 -> now.plusMillis(rnd.nextInt(100_000));
      default -> now.plusNanos(rnd.nextLong(20_000_000_000L));
    };
  }

  // ------------------------------------------------------------------ malformed records

  static void rejects(String text, int line, int column, String expected) {
    assertThatThrownBy(() -> GameRecord.parse(text))
        .isInstanceOfSatisfying(
            RecordFormatException.class,
            e -> {
              assertThat(e.line()).as("line of %s", e.getMessage()).isEqualTo(line);
              assertThat(e.column()).as("column of %s", e.getMessage()).isEqualTo(column);
              assertThat(e.problem()).contains(expected);
              assertThat(e).hasMessageStartingWith("line " + line + ", column " + column + ": ");
            });
  }

  @Test
  void anUnclosedTagPair() {
    rejects("[Event \"Club night\"\n", 1, 20, "expected ']' closing the tag pair");
  }

  @Test
  void aTagWithoutQuotesOrName() {
    rejects("[Event Club]\n", 1, 8, "'\"' opening the tag value");
    rejects("[ \"x\"]\n", 1, 3, "expected a tag name");
    rejects("[Rules \"standard\"]\n[Result \"*\"]\n", 3, 1, "expected a tag pair");
  }

  @Test
  void aMissingRulesTag() {
    rejects("[Event \"x\"]\n[Result \"*\"]\n\n*\n", 4, 1, "expected a Rules tag");
  }

  @Test
  void rulesThatDoNotParse() {
    // The value starts in column 9; "setup=" is 6 characters long.
    rejects(
        "[Event \"x\"]\n[Rules \"setup=hexagon\"]\n[Result \"*\"]\n\n*\n", 2, 15, "valid Rules");
  }

  @Test
  void aRepeatedTag() {
    rejects("[Rules \"standard\"]\n[Rules \"classic\"]\n", 2, 2, "Rules repeats");
  }

  @Test
  void aWrongMoveNumber() {
    String text = AGREED.replace("} 2.\n", "} 3.\n");
    rejects(text, 14, 78, "expected move number '2.'");
  }

  @Test
  void anIllegalMove() {
    String text = AGREED.replace("k11-j11", "k11-k12");
    rejects(text, 14, 33, "expected a cell of the board");
    rejects(AGREED.replace("a3-b4", "a3-a2").replace("a1-b2", "a3-a4"), 15, 1, "legal");
  }

  @Test
  void aBadClockAnnotation() {
    rejects(AGREED.replace("0:00:02.5", "0:0:02.5"), 14, 20, "two digits of minutes");
    rejects(AGREED.replace("0:00:02.5", "0:00:62.5"), 14, 19, "below 60");
  }

  @Test
  void aResultTokenThatDisagreesWithTheTag() {
    rejects(AGREED.replace("]} 1/2-1/2\n", "]} *\n"), 15, 24, "'1/2-1/2'");
  }

  @Test
  void aResultTagThatDisagreesWithTheGame() {
    String ongoing =
        "[Rules \"standard\"]\n[Start \"2026-11-30T18:00:00Z\"]\n[Result \"1-0\"]\n\n"
            + "1. a1-b2 1-0\n";
    rejects(ongoing, 3, 10, "expected Result \"*\" as the game replays");
    String term = AGREED.replace("\"agreement\"", "\"resignation\"");
    rejects(term, 12, 15, "expected Termination \"agreement\"");
    rejects(AGREED.replace("[White \"Ana\"]", "[White \"Bo\"]"), 5, 9, "expected White \"Ana\"");
  }

  @Test
  void anAgreementWithoutAnOffer() {
    rejects(AGREED.replace(" {[%offer Host 0:00:03]}", ""), 10, 2, "pending draw offer");
  }

  @Test
  void aDrawCommentThatDoesNotFit() {
    rejects(AGREED.replace("{[%offer Host", "{[%decline Host"), 14, 54, "valid decline comment");
    rejects(AGREED.replace("{[%offer Host", "{[%offer Nobody"), 14, 63, "Host or Guest");
    // Free text in braces is a comment (reading is lenient): the offer is then missing at the End.
    rejects(AGREED.replace("{[%offer Host", "{comment"), 10, 2, "pending draw offer");
  }

  @Test
  void movesAfterTheEndOrBeforeTheStart() {
    String limited =
        "[Rules \"standard ply-limit=2\"]\n[Start \"2026-11-30T18:00:00Z\"]\n[Result \"1/2-1/2\"]"
            + "\n\n1. a1-b2 k11-j11 2. a3-b4 1/2-1/2\n";
    rejects(limited, 5, 21, "the game is over (Draw by ply limit)");
    rejects("[Rules \"standard\"]\n[Result \"*\"]\n\n1. a1-b2 *\n", 4, 4, "before the game starts");
  }

  @Test
  void aBadInstantOrMode() {
    rejects(AGREED.replace("2026-11-30T18:00:00Z", "2026-11-30 18:00"), 9, 19, "ISO-8601");
    rejects(AGREED.replace("\"local\"", "\"remote\""), 8, 8, "'local' or 'online'");
    rejects(AGREED.replace("[Mode \"local\"]", "[Repetition \"1\"]"), 8, 14, "2 or more");
  }

  @Test
  void trailingTextOrNoFinalLineBreak() {
    rejects(AGREED + "x\n", 16, 1, "end of the record");
    // Reading is lenient: a missing final line break is accepted.
    assertThat(GameRecord.parse(AGREED.substring(0, AGREED.length() - 1)))
        .isEqualTo(GameRecord.parse(AGREED));
    rejects(AGREED.replace(" 1/2-1/2\n", "\n"), 16, 1, "a move, a move number or a result");
  }
}
