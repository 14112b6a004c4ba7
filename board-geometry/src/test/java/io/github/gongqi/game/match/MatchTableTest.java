package io.github.gongqi.game.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.AbstractIllegalMoveException;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The shared table, driven through a toy game: lifecycle, time, draws, takebacks, repetition. */
class MatchTableTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  private static Instant at(double seconds) {
    return T0.plusNanos((long) (seconds * 1e9));
  }

  private static Race.Match started(int goal) {
    return Race.Match.local(goal).startGame(T0);
  }

  @Test
  void aLocalGameStartsWithStartGameAndTheHostMovesFirst() {
    Race.Match m = Race.Match.local(5);
    assertThat(m.status()).isEqualTo(Status.WAITING);
    assertThat(m.seatToMove()).isEmpty();
    m = m.startGame(T0);
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    assertThat(m.seatToMove()).contains(Seat.HOST);
    assertThat(m.startedAt()).contains(T0);
    assertThatThrownBy(() -> Race.Match.local(5).ready(Seat.HOST, T0))
        .isInstanceOf(MatchStateException.class)
        .extracting(e -> ((MatchStateException) e).problem())
        .isEqualTo(MatchStateException.Problem.WRONG_MODE);
  }

  @Test
  void anOnlineRoomStartsOnlyWhenBothSeatsAreReady() {
    Race.Match m = Race.Match.online(5).ready(Seat.GUEST, T0);
    assertThat(m.status()).isEqualTo(Status.WAITING);
    assertThatThrownBy(() -> Race.Match.online(5).ready(Seat.GUEST, T0).ready(Seat.GUEST, at(1)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Guest is already ready");
    m = m.ready(Seat.HOST, at(2));
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    assertThat(m.startedAt()).contains(at(2));
    assertThat(m.clock().running()).contains(Seat.HOST);
  }

  @Test
  void movesAlternateSeatsAndTheHistoryKeepsTransitionAndClock() {
    Race.Match m = started(5).play(Seat.HOST, "a", at(2)).play(Seat.GUEST, "b", at(5));
    assertThat(m.moves()).extracting(Object::toString).containsExactly("a", "b");
    assertThat(m.positions()).extracting(Race.Pos::total).containsExactly(0, 1, 3);
    PlayedMove<Race.Pos, Race.Step, Race.Effect> second = m.history().get(1);
    assertThat(second.index()).isEqualTo(1);
    assertThat(second.seat()).isEqualTo(Seat.GUEST);
    assertThat(second.at()).isEqualTo(at(5));
    assertThat(second.transition().before().total()).isEqualTo(1);
    assertThat(second.clock().mainTimeLeft(Seat.GUEST, at(5)))
        .isEqualTo(Duration.ofMinutes(3).minusSeconds(3));
    assertThat(second.clock().running()).contains(Seat.HOST);
    assertThatThrownBy(() -> started(5).play(Seat.GUEST, "a", at(1)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Guest cannot play a: it is Host's turn (Red)");
  }

  @Test
  void theRulesEndTheGameAndTheWinnerIsASeat() {
    Race.Match m = started(3).play(Seat.HOST, "b", at(1)).play(Seat.GUEST, "a", at(2));
    assertThat(m.status()).isEqualTo(Status.FINISHED);
    assertThat(m.result().winningPlayer()).isEqualTo(1);
    assertThat(m.winner()).contains(Seat.GUEST);
    assertThat(m.clock().isStopped()).isTrue();
    assertThatThrownBy(
            () ->
                started(3)
                    .play(Seat.HOST, "b", at(1))
                    .play(Seat.GUEST, "a", at(2))
                    .play(Seat.HOST, "a", at(3)))
        .isInstanceOf(MatchStateException.class)
        .hasMessageContaining("the game is over");
  }

  @Test
  void aLateMoveIsNotPlayedTheSeatLosesOnTime() {
    Race.Match m = started(5);
    Instant deadline = m.clock().deadline().orElseThrow();
    assertThat(deadline).isEqualTo(at(200));
    assertThat(m.play(Seat.HOST, "a", deadline).status()).isEqualTo(Status.RUNNING);
    Race.Match late = m.play(Seat.HOST, "a", deadline.plusNanos(1));
    assertThat(late.moves()).isEmpty();
    assertThat(late.winner()).contains(Seat.GUEST);
    assertThat(late.result().termination()).isEqualTo("time");
    assertThat(late.events().get(1))
        .isEqualTo(new MatchEvent.TimeLost<>(Seat.HOST, deadline.plusNanos(1)));
    assertThat(m.checkTime(deadline)).isSameAs(m);
    assertThat(m.resign(Seat.GUEST, at(201)).result().termination()).isEqualTo("time");
  }

  @Test
  void anUntimedMatchNeverLosesOnTime() {
    Race.Match m =
        Race.Match.create(Race.Pos.start(5), Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT)
            .startGame(T0);
    assertThat(m.clock().deadline()).isEmpty();
    m = m.play(Seat.HOST, "a", T0.plus(Duration.ofDays(400)));
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    assertThat(m.checkTime(T0.plus(Duration.ofDays(900))).status()).isEqualTo(Status.RUNNING);
  }

  @Test
  void eitherSeatMayResignAtAnyTime() {
    Race.Match m = started(5).resign(Seat.GUEST, at(1));
    assertThat(m.winner()).contains(Seat.HOST);
    assertThat(m.result().termination()).isEqualTo("resignation");
    assertThatThrownBy(() -> Race.Match.local(5).resign(Seat.HOST, T0))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("cannot resign: the game has not started");
  }

  @Test
  void aDrawOfferStandsUntilAnsweredAndLapsesWhenTheOtherSeatMoves() {
    Race.Match m = started(9).offerDraw(Seat.HOST, at(1));
    assertThat(m.drawOffer()).contains(Seat.HOST);
    assertThat(m.play(Seat.HOST, "a", at(2)).drawOffer()).contains(Seat.HOST);
    assertThat(m.play(Seat.HOST, "a", at(2)).play(Seat.GUEST, "a", at(3)).drawOffer()).isEmpty();
    assertThat(m.declineDraw(Seat.GUEST, at(2)).drawOffer()).isEmpty();
    assertThatThrownBy(() -> started(9).offerDraw(Seat.HOST, at(1)).acceptDraw(Seat.HOST, at(2)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Host cannot accept a draw: the offer is its own");
    assertThatThrownBy(() -> started(9).offerDraw(Seat.HOST, at(1)).offerDraw(Seat.GUEST, at(2)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Host has offered a draw: Guest may accept or decline it");
    Race.Match drawn = m.acceptDraw(Seat.GUEST, at(4));
    assertThat(drawn.status()).isEqualTo(Status.FINISHED);
    assertThat(drawn.result().isDraw()).isTrue();
    assertThat(drawn.result().termination()).isEqualTo("agreement");
    assertThat(drawn.winner()).isEmpty();
  }

  @Test
  void anAcceptedTakebackUndoesTheRequestersLastMoveAndAnyAfterIt() {
    Race.Match m = started(9).play(Seat.HOST, "a", at(1)).play(Seat.GUEST, "b", at(2));
    Race.Match own = m.requestTakeback(Seat.GUEST, at(3)).acceptTakeback(Seat.HOST, at(4));
    assertThat(own.moves()).extracting(Object::toString).containsExactly("a");
    assertThat(own.seatToMove()).contains(Seat.GUEST);
    Race.Match both = m.requestTakeback(Seat.HOST, at(3)).acceptTakeback(Seat.GUEST, at(4));
    assertThat(both.moves()).isEmpty();
    assertThat(both.position()).isEqualTo(Race.Pos.start(9));
    assertThat(both.seatToMove()).contains(Seat.HOST);
    // Time spent is not given back: the Host used 1 s for its move and was on turn from 2 s to 4 s.
    assertThat(both.clock().mainTimeLeft(Seat.HOST, at(4))).isEqualTo(Duration.ofSeconds(177));
    assertThat(both.clock().running()).contains(Seat.HOST);
    assertThat(both.events()).hasSize(5);
    assertThat(m.requestTakeback(Seat.HOST, at(3)).declineTakeback(Seat.GUEST, at(4)).moves())
        .hasSize(2);
    assertThat(m.requestTakeback(Seat.HOST, at(3)).play(Seat.HOST, "a", at(4)).takebackRequest())
        .isEmpty();
  }

  @Test
  void takebacksAreRefusedWhenOffOrWithNothingToTakeBack() {
    assertThatThrownBy(() -> started(9).requestTakeback(Seat.HOST, at(1)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Host has played no move to take back");
    Race.Match off =
        Race.Match.create(
                Race.Pos.start(9), Mode.LOCAL, Race.QUICK, Options.DEFAULT.withTakebacks(false))
            .startGame(T0)
            .play(Seat.HOST, "a", at(1));
    assertThatThrownBy(() -> off.requestTakeback(Seat.HOST, at(2)))
        .isInstanceOf(MatchStateException.class)
        .extracting(e -> ((MatchStateException) e).problem())
        .isEqualTo(MatchStateException.Problem.TAKEBACKS_OFF);
    Race.Match asked = started(9).play(Seat.HOST, "a", at(1)).requestTakeback(Seat.HOST, at(2));
    assertThatThrownBy(() -> asked.requestTakeback(Seat.HOST, at(3)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Host has already asked for a takeback");
    assertThatThrownBy(() -> asked.declineTakeback(Seat.HOST, at(3)))
        .isInstanceOf(MatchStateException.class)
        .hasMessage("Host cannot decline a takeback: the request is its own");
  }

  @Test
  void aRepetitionLimitDrawsWhenAPositionOccursThatOften() {
    Race.Match m =
        Race.Match.create(
                Race.Pos.start(9), Mode.LOCAL, Race.QUICK, Options.DEFAULT.withRepetitionLimit(3))
            .startGame(T0);
    // z adds nothing: every second z repeats the start position.
    m = m.play(Seat.HOST, "z", at(1)).play(Seat.GUEST, "z", at(2)).play(Seat.HOST, "z", at(3));
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    m = m.play(Seat.GUEST, "z", at(4));
    assertThat(m.status()).isEqualTo(Status.FINISHED);
    assertThat(m.result().termination()).isEqualTo("repetition");
    assertThatThrownBy(() -> Options.DEFAULT.withRepetitionLimit(1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void replayingTheEventsGivesAnEqualMatchAndRefusalsChangeNothing() {
    Race.Match m =
        started(9)
            .play(Seat.HOST, "a", at(1))
            .offerDraw(Seat.GUEST, at(2))
            .declineDraw(Seat.HOST, at(3))
            .requestTakeback(Seat.HOST, at(4))
            .acceptTakeback(Seat.GUEST, at(5))
            .play(Seat.HOST, "b", at(6))
            .resign(Seat.GUEST, at(7));
    Race.Match replayed = Race.Match.local(9).replay(m.events());
    assertThat(replayed).isEqualTo(m).hasSameHashCodeAs(m);
    assertThat(replayed.toString()).isEqualTo(m.toString());
    assertThatThrownBy(() -> started(9).apply(new MatchEvent.TimeLost<>(Seat.HOST, at(1))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("is recorded as nothing");
    Race.Match before = started(9);
    assertThatThrownBy(() -> before.play(Seat.HOST, "a", T0.minusSeconds(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("earlier than the last event");
    assertThat(before).isEqualTo(started(9));
  }

  @Test
  void aMatchFromAFinishedPositionIsRefused() {
    assertThatThrownBy(
            () ->
                Race.Match.create(
                    new Race.Pos(3, 3, 1, 2), Mode.LOCAL, Race.QUICK, Options.DEFAULT))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the game in 3 1 2 is already over");
  }

  @Test
  void resultsReadInWordsAndScoreTheSides() {
    Race.Match m = started(3).play(Seat.HOST, "b", at(1)).play(Seat.GUEST, "a", at(2));
    assertThat(m.result()).hasToString("Blue wins by goal");
    assertThat(m.result().score(Race.Colour.BLUE)).isEqualTo(1.0);
    assertThat(m.result().score(Race.Colour.RED)).isEqualTo(0.0);
    assertThat(m.result().winner()).contains(Race.Colour.BLUE);
    assertThat(m.result().reason()).contains(Race.Why.GOAL);
    Race.Outcome agreed =
        started(3).offerDraw(Seat.HOST, at(1)).acceptDraw(Seat.GUEST, at(2)).result();
    assertThat(agreed)
        .hasToString("Draw by agreement")
        .isEqualTo(Race.Outcome.of(-1, Race.Why.AGREEMENT));
    assertThat(agreed.score(Race.Colour.RED)).isEqualTo(0.5);
    assertThat(agreed.hashCode()).isEqualTo(Race.Outcome.of(-1, Race.Why.AGREEMENT).hashCode());
    assertThat(Race.Outcome.ONGOING).hasToString("Ongoing");
    assertThat(Race.Outcome.ONGOING.termination()).isEqualTo("unterminated");
    assertThat(Race.Outcome.ONGOING.winningPlayer()).isEqualTo(-1);
    assertThatThrownBy(() -> Race.Outcome.ONGOING.score(Race.Colour.RED))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the game is not over");
    assertThatThrownBy(() -> new Race.Outcome(Race.Colour.RED, null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(agreed).isNotEqualTo(Race.Outcome.ONGOING).isNotEqualTo("Draw by agreement");
  }

  @Test
  void anIllegalMoveNamesTheMoveAndTheReason() {
    Race.Pos over = new Race.Pos(3, 3, 1, 2);
    assertThatThrownBy(() -> over.play(1))
        .isInstanceOfSatisfying(
            AbstractIllegalMoveException.class,
            e -> {
              assertThat(e.move()).isEqualTo("a");
              assertThat(e.reason()).isEqualTo(Race.Why.GOAL);
              assertThat(e.detail()).isEqualTo("the race is over at 3");
              assertThat(e).hasMessage("illegal move a (GOAL): the race is over at 3");
            });
  }
}
