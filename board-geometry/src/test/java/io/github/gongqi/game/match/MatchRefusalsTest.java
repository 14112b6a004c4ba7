package io.github.gongqi.game.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.record.RaceRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** Every refusal of the shared table, each one changing nothing; and the table's small queries. */
class MatchRefusalsTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  private static Instant at(int seconds) {
    return T0.plusSeconds(seconds);
  }

  /** A running race, Host to move, with an offer and a takeback request to answer (Guest's). */
  private static Race.Match pending() {
    return Race.Match.local(9)
        .startGame(at(0))
        .play(Seat.HOST, "a", at(1))
        .play(Seat.GUEST, "a", at(2))
        .offerDraw(Seat.GUEST, at(3))
        .requestTakeback(Seat.GUEST, at(10));
  }

  @Test
  void everyEventRefusesAnInstantBeforeTheLastEvent() {
    Race.Match m = pending();
    Instant early = at(5);
    Map<String, Function<Race.Match, Race.Match>> events =
        Map.of(
            "play", x -> x.play(Seat.HOST, "a", early),
            "resign", x -> x.resign(Seat.GUEST, early),
            "checkTime", x -> x.checkTime(early),
            "acceptDraw", x -> x.acceptDraw(Seat.HOST, early),
            "declineDraw", x -> x.declineDraw(Seat.HOST, early),
            "acceptTakeback", x -> x.acceptTakeback(Seat.HOST, early),
            "declineTakeback", x -> x.declineTakeback(Seat.HOST, early));
    for (var e : events.entrySet()) {
      assertThatThrownBy(() -> e.getValue().apply(m))
          .as(e.getKey())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("instant " + early + " is earlier than the last event at " + at(10));
    }
    Race.Match answered = m.declineDraw(Seat.HOST, at(10)).declineTakeback(Seat.HOST, at(10));
    assertThatThrownBy(() -> answered.offerDraw(Seat.HOST, early))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> answered.requestTakeback(Seat.HOST, early))
        .isInstanceOf(IllegalArgumentException.class);
    Race.Match half = Race.Match.online(9).ready(Seat.GUEST, at(10));
    assertThatThrownBy(() -> half.ready(Seat.HOST, early))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(m).isEqualTo(pending());
  }

  @Test
  void eventsOfARunningGameAreRefusedBeforeTheStartAndAfterTheEnd() {
    Race.Match waiting = Race.Match.local(9);
    Race.Match over = pending().resign(Seat.HOST, at(11));
    for (Race.Match m : List.of(waiting, over)) {
      MatchStateException.Problem p =
          m == waiting
              ? MatchStateException.Problem.NOT_STARTED
              : MatchStateException.Problem.FINISHED;
      List<Function<Race.Match, Race.Match>> events =
          List.of(
              x -> x.offerDraw(Seat.HOST, at(20)),
              x -> x.acceptDraw(Seat.HOST, at(20)),
              x -> x.declineDraw(Seat.HOST, at(20)),
              x -> x.requestTakeback(Seat.HOST, at(20)),
              x -> x.acceptTakeback(Seat.HOST, at(20)),
              x -> x.declineTakeback(Seat.HOST, at(20)),
              x -> x.resign(Seat.HOST, at(20)),
              x -> x.play(Seat.HOST, "a", at(20)));
      for (Function<Race.Match, Race.Match> e : events) {
        assertThatThrownBy(() -> e.apply(m))
            .isInstanceOfSatisfying(
                MatchStateException.class, x -> assertThat(x.problem()).isEqualTo(p));
      }
    }
    assertThat(over.checkTime(at(999))).isSameAs(over);
    assertThatThrownBy(() -> over.startGame(at(20)))
        .isInstanceOfSatisfying(
            MatchStateException.class,
            x -> assertThat(x.problem()).isEqualTo(MatchStateException.Problem.FINISHED))
        .hasMessage("the game has already ended: Red wins by resignation".replace("Red", "Blue"));
    assertThatThrownBy(() -> pending().startGame(at(20)))
        .isInstanceOfSatisfying(
            MatchStateException.class,
            x -> assertThat(x.problem()).isEqualTo(MatchStateException.Problem.ALREADY_STARTED))
        .hasMessage("the game has already started");
    Race.Match running = Race.Match.online(9).ready(Seat.HOST, at(0)).ready(Seat.GUEST, at(1));
    assertThatThrownBy(() -> running.ready(Seat.GUEST, at(2)))
        .isInstanceOfSatisfying(
            MatchStateException.class,
            x -> assertThat(x.problem()).isEqualTo(MatchStateException.Problem.ALREADY_STARTED));
    assertThatThrownBy(() -> running.startGame(at(2)))
        .isInstanceOfSatisfying(
            MatchStateException.class,
            x -> assertThat(x.problem()).isEqualTo(MatchStateException.Problem.WRONG_MODE));
  }

  @Test
  void onlyTheOtherSeatAnswersAndOnlyWhatIsPending() {
    Race.Match m = pending();
    assertThatThrownBy(() -> m.acceptTakeback(Seat.GUEST, at(11)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Guest cannot accept a takeback: the request is its own");
    assertThatThrownBy(() -> m.acceptDraw(Seat.GUEST, at(11)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Guest cannot accept a draw: the offer is its own");
    Race.Match none = Race.Match.local(9).startGame(at(0));
    assertThatThrownBy(() -> none.declineTakeback(Seat.HOST, at(1)))
        .isInstanceOfSatisfying(
            MatchStateException.class,
            x -> assertThat(x.problem()).isEqualTo(MatchStateException.Problem.NO_TAKEBACK_REQUEST))
        .hasMessage("Host cannot decline a takeback: Guest has no takeback request pending");
    assertThatThrownBy(() -> none.declineDraw(Seat.HOST, at(1)))
        .isInstanceOfSatisfying(
            MatchStateException.class,
            x -> assertThat(x.problem()).isEqualTo(MatchStateException.Problem.NO_DRAW_OFFER));
    assertThat(m.takebackRequest()).contains(Seat.GUEST);
    assertThat(m.drawOffer()).contains(Seat.GUEST);
  }

  @Test
  void aLateAnswerLosesOnTimeInstead() {
    Race.Match m = pending();
    Instant late = m.clock().deadline().orElseThrow().plusNanos(1);
    for (Race.Match after :
        List.of(
            m.acceptDraw(Seat.HOST, late),
            m.acceptTakeback(Seat.HOST, late),
            m.declineTakeback(Seat.HOST, late),
            m.declineDraw(Seat.HOST, late))) {
      assertThat(after.result().termination()).isEqualTo("time");
      assertThat(after.winner()).contains(Seat.GUEST);
      assertThat(after.clock().isStopped()).isTrue();
    }
  }

  @Test
  void seatsPlayersAndTheSummary() {
    Race.Match m = pending();
    assertThat(m.playerOf(Seat.HOST)).isZero();
    assertThat(m.playerOf(Seat.GUEST)).isEqualTo(1);
    assertThat(m.seatOfPlayer(1)).isEqualTo(Seat.GUEST);
    assertThatThrownBy(() -> m.seatOfPlayer(2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("player 2 is not 0 or 1");
    assertThat(m.positions()).hasSize(m.moves().size() + 1);
    assertThat(m.toString())
        .isEqualTo(
            "Match[race 9 LOCAL 3:00+20s, RUNNING, Host (Red) to move, ply 2, draw offered by"
                + " Guest, takeback asked by Guest]");
    Race.Match optioned =
        Race.Match.create(
            Race.Pos.start(9),
            Mode.ONLINE,
            Race.QUICK,
            Options.DEFAULT.withRepetitionLimit(3).withTakebacks(false));
    assertThat(optioned.toString())
        .isEqualTo("Match[race 9 ONLINE 3:00+20s, WAITING, repetition 3, no takebacks]");
    Race.Match redWins = Race.Match.local(2).startGame(at(0)).play(Seat.HOST, "b", at(1));
    assertThat(redWins.winner()).contains(Seat.HOST);
    assertThat(redWins.toString()).endsWith("FINISHED, Red wins by goal]");
  }

  @Test
  void matchesAreEqualOnlyWithTheSameStartControlModeOptionsAndEvents() {
    Race.Match a = Race.Match.local(9);
    assertThat(a).isEqualTo(Race.Match.local(9)).hasSameHashCodeAs(Race.Match.local(9));
    assertThat(a)
        .isNotEqualTo(Race.Match.online(9))
        .isNotEqualTo(Race.Match.local(8))
        .isNotEqualTo(null)
        .isNotEqualTo("Match")
        .isNotEqualTo(
            Race.Match.create(Race.Pos.start(9), Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT))
        .isNotEqualTo(
            Race.Match.create(
                Race.Pos.start(9), Mode.LOCAL, Race.QUICK, Options.DEFAULT.withTakebacks(false)))
        .isNotEqualTo(a.startGame(at(0)));
    assertThat(a.hashCode()).isNotEqualTo(a.startGame(at(0)).hashCode());
  }

  @Test
  void everyEventNamesItsSeatButStartGame() {
    List<MatchEvent<Race.Step>> events =
        List.of(
            new MatchEvent.Ready<>(Seat.GUEST, T0),
            new MatchEvent.Played<>(Seat.GUEST, new Race.Step(1), T0),
            new MatchEvent.Resigned<>(Seat.GUEST, T0),
            new MatchEvent.TimeLost<>(Seat.GUEST, T0),
            new MatchEvent.DrawOffered<>(Seat.GUEST, T0),
            new MatchEvent.DrawDeclined<>(Seat.GUEST, T0),
            new MatchEvent.DrawAccepted<>(Seat.GUEST, T0),
            new MatchEvent.TakebackRequested<>(Seat.GUEST, T0),
            new MatchEvent.TakebackDeclined<>(Seat.GUEST, T0),
            new MatchEvent.TakebackAccepted<>(Seat.GUEST, T0));
    for (MatchEvent<Race.Step> e : events) {
      assertThat(e.by()).as(e.toString()).contains(Seat.GUEST);
    }
    assertThat(new MatchEvent.Started<Race.Step>(T0).by()).isEmpty();
  }

  @Test
  void theClockGivesTheTurnToAnySeatAndRefusesThePast() {
    GameClock c = GameClock.of(Race.QUICK);
    assertThat(c.timeControl()).isEqualTo(Race.QUICK);
    assertThat(c.lastEvent()).isEmpty();
    assertThatThrownBy(() -> c.giveTurn(Seat.HOST, T0))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("cannot give the turn on a clock that was not started");
    GameClock running = c.start(Seat.HOST, T0);
    GameClock same = running.giveTurn(Seat.HOST, at(10));
    assertThat(same.running()).contains(Seat.HOST);
    assertThat(same.mainTimeLeft(Seat.HOST, at(10))).isEqualTo(Duration.ofSeconds(170));
    assertThat(same.lastEvent()).contains(at(10));
    GameClock other = running.giveTurn(Seat.GUEST, at(10));
    assertThat(other.running()).contains(Seat.GUEST);
    assertThat(other.mainTimeLeft(Seat.HOST, at(10))).isEqualTo(Duration.ofSeconds(170));
    for (Function<GameClock, Object> q :
        List.<Function<GameClock, Object>>of(
            x -> x.giveTurn(Seat.GUEST, at(5)),
            x -> x.press(at(5)),
            x -> x.hasLost(Seat.HOST, at(5)),
            x -> x.loser(at(5)),
            x -> x.periodLeft(Seat.HOST, at(5)))) {
      assertThatThrownBy(() -> q.apply(same))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("instant " + at(5) + " is earlier than the last clock event at " + at(10));
    }
    assertThat(same).isEqualTo(running.giveTurn(Seat.HOST, at(10))).isNotEqualTo(other);
    assertThat(same.hashCode()).isEqualTo(running.giveTurn(Seat.HOST, at(10)).hashCode());
    assertThat(same).isNotEqualTo("clock");
    assertThat(c.toString()).endsWith(", paused]");
    assertThat(same.toString()).contains("running since " + at(10));
    assertThat(same.stop(at(20)).toString()).contains("stopped at " + at(20));
  }

  @Test
  void timeControlsReadTheirOwnTextAndHashByValue() {
    TimeControl t = TimeControl.parse("0:05.5+1.25s");
    assertThat(t.mainTime()).isEqualTo(Duration.ofMillis(5500));
    assertThat(t.byoYomi()).isEqualTo(Duration.ofMillis(1250));
    assertThat(t).hasToString("0:05.5+1.25s");
    assertThat(TimeControl.parse("-")).isSameAs(TimeControl.UNTIMED);
    assertThat(t.hashCode())
        .isEqualTo(TimeControl.of(Duration.ofMillis(5500), Duration.ofMillis(1250)).hashCode())
        .isNotEqualTo(TimeControl.of(Duration.ofMillis(1250), Duration.ofMillis(5500)).hashCode())
        .isNotZero();
    assertThatThrownBy(() -> TimeControl.parse("5 minutes"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is not minutes:seconds+period");
  }

  @Test
  void recordsReadBackWhateverTheDefaultLocale() {
    java.util.Locale saved = java.util.Locale.getDefault();
    try {
      // Thai digits: a format without Locale.ROOT would write the time control in them.
      java.util.Locale.setDefault(java.util.Locale.forLanguageTag("th-TH-u-nu-thai"));
      TimeControl t = TimeControl.of(Duration.ofSeconds(65, 500_000_000), Duration.ofSeconds(9));
      assertThat(t).hasToString("1:05.5+9s");
      Race.Match m =
          Race.Match.create(Race.Pos.start(9), Mode.LOCAL, t, Options.DEFAULT)
              .startGame(T0)
              .play(Seat.HOST, "a", T0.plusSeconds(3));
      assertThat(RaceRecord.parse(RaceRecord.of(m).write()).match()).isEqualTo(m);
    } finally {
      java.util.Locale.setDefault(saved);
    }
    assertThatThrownBy(
            () -> TimeControl.of(Duration.ofMinutes(1_000_000_000L), Duration.ofSeconds(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("too long");
    assertThatThrownBy(() -> TimeControl.of(Duration.ZERO, Duration.ofSeconds(1_000_000_000L)))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
