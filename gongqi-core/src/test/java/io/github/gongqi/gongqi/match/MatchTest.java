package io.github.gongqi.gongqi.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.match.MatchEvent;
import io.github.gongqi.game.match.MatchStateException;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.gongqi.IllegalMoveException;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Result;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import io.github.gongqi.gongqi.SwapState;
import java.time.Duration;
import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The match around the rules, as examples. */
class MatchTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  private static Instant at(long seconds) {
    return T0.plusSeconds(seconds);
  }

  private static MatchStateException.Problem problem(Runnable r) {
    try {
      r.run();
    } catch (MatchStateException e) {
      return e.problem();
    }
    throw new AssertionError("expected a MatchStateException");
  }

  @Test
  @DisplayName("Online: Host Ready alone does not start the game; both do")
  void onlineNeedsBothReady() {
    Match m = Match.online(Rules.STANDARD).ready(Seat.HOST, at(0));
    assertThat(m.status()).isEqualTo(Status.WAITING);
    assertThat(m.isReady(Seat.HOST)).isTrue();
    assertThat(m.isReady(Seat.GUEST)).isFalse();
    assertThat(m.seatToMove()).isEmpty();
    assertThat(m.clock().isStarted()).isFalse();
    assertThat(m.startedAt()).isEmpty();
    Match waiting = m;
    assertThat(problem(() -> waiting.play(Seat.HOST, "f7N1", at(1))))
        .isEqualTo(MatchStateException.Problem.NOT_STARTED);
    assertThat(problem(() -> waiting.ready(Seat.HOST, at(1))))
        .isEqualTo(MatchStateException.Problem.ALREADY_READY);
    assertThat(problem(() -> waiting.startGame(at(1))))
        .isEqualTo(MatchStateException.Problem.WRONG_MODE);

    m = m.ready(Seat.GUEST, at(5));
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    assertThat(m.startedAt()).contains(at(5));
    assertThat(m.seatToMove()).contains(Seat.HOST);
    assertThat(m.clock().running()).contains(Seat.HOST);
    assertThat(m.clock().mainTimeLeft(Seat.HOST, at(15))).isEqualTo(Duration.ofSeconds(230));
    assertThat(waiting.status()).isEqualTo(Status.WAITING);
  }

  @Test
  @DisplayName("Online: the Guest may confirm first; the game starts at the second Ready")
  void guestFirst() {
    Match m = Match.online(Rules.QUICK).ready(Seat.GUEST, at(0));
    assertThat(m.status()).isEqualTo(Status.WAITING);
    m = m.ready(Seat.HOST, at(3));
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    assertThat(m.startedAt()).contains(at(3));
    assertThat(m.seatToMove()).contains(Seat.HOST);
    Match running = m;
    assertThat(problem(() -> running.ready(Seat.GUEST, at(4))))
        .isEqualTo(MatchStateException.Problem.ALREADY_STARTED);
  }

  @Test
  @DisplayName("Local: Start Game starts the clock; Ready does not exist")
  void localStart() {
    Match m = Match.local(Rules.QUICK);
    assertThat(m.mode()).isEqualTo(Mode.LOCAL);
    assertThat(m.timeControl())
        .isEqualTo(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)));
    Match waiting = m;
    assertThat(problem(() -> waiting.ready(Seat.HOST, at(0))))
        .isEqualTo(MatchStateException.Problem.WRONG_MODE);
    assertThat(problem(() -> waiting.resign(Seat.HOST, at(0))))
        .isEqualTo(MatchStateException.Problem.NOT_STARTED);
    m = m.startGame(at(2));
    assertThat(m.status()).isEqualTo(Status.RUNNING);
    assertThat(m.startedAt()).contains(at(2));
    assertThat(m.clock().deadline()).contains(at(2 + 180 + 20));
    Match running = m;
    assertThat(problem(() -> running.startGame(at(3))))
        .isEqualTo(MatchStateException.Problem.ALREADY_STARTED);
  }

  @Test
  @DisplayName("Moves before the start, out of turn, or illegal are refused and change nothing")
  void refusals() {
    Match waiting = Match.local(Rules.STANDARD);
    assertThat(problem(() -> waiting.play(Seat.HOST, "f7N1", at(0))))
        .isEqualTo(MatchStateException.Problem.NOT_STARTED);
    Match m = waiting.startGame(at(0));
    Match running = m;
    assertThat(problem(() -> running.play(Seat.GUEST, "g7N1", at(1))))
        .isEqualTo(MatchStateException.Problem.NOT_ON_TURN);
    assertThatThrownBy(() -> running.play(Seat.HOST, "f7N2", at(1)))
        .isInstanceOf(IllegalMoveException.class);
    assertThatThrownBy(() -> running.play(Seat.HOST, "pass", at(1)))
        .isInstanceOf(IllegalMoveException.class);
    assertThat(running.events()).hasSize(1);
    assertThat(running.position()).isEqualTo(Position.start(Rules.STANDARD));
    assertThat(running.clock().running()).contains(Seat.HOST);

    m = running.play(Seat.HOST, "f7N1", at(1));
    Match after = m;
    assertThatThrownBy(() -> after.play(Seat.GUEST, "g7N1", at(0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(at(0).toString())
        .hasMessageContaining(at(1).toString());
    assertThat(m.events()).hasSize(2);
    assertThat(m.seatToMove()).contains(Seat.GUEST);
    assertThat(m.position().sideToMove()).isEqualTo(Side.WHITE);
  }

  @Test
  @DisplayName("The seat not on turn may resign; the clock stops")
  void resignOutOfTurn() {
    Match m = Match.local(Rules.QUICK).startGame(at(0));
    m = m.resign(Seat.GUEST, at(7));
    assertThat(m.status()).isEqualTo(Status.FINISHED);
    assertThat(m.result()).isEqualTo(Result.win(Side.BLACK, Result.Reason.RESIGNATION));
    assertThat(m.winner()).contains(Seat.HOST);
    assertThat(m.clock().running()).isEmpty();
    assertThat(m.clock().mainTimeLeft(Seat.HOST, at(500))).isEqualTo(Duration.ofSeconds(173));
    assertThat(m.events().get(1)).isEqualTo(new MatchEvent.Resigned<>(Seat.GUEST, at(7)));
    Match over = m;
    assertThat(problem(() -> over.play(Seat.HOST, "d5N1", at(8))))
        .isEqualTo(MatchStateException.Problem.FINISHED);
    assertThat(problem(() -> over.resign(Seat.HOST, at(8))))
        .isEqualTo(MatchStateException.Problem.FINISHED);
    assertThat(over.checkTime(at(10_000))).isSameAs(over);
  }

  @Test
  @DisplayName("The seat on turn may resign too")
  void resignOnTurn() {
    Match m = Match.local(Rules.QUICK).startGame(at(0)).play(Seat.HOST, "d5N1", at(1));
    m = m.resign(Seat.GUEST, at(2));
    assertThat(m.result()).isEqualTo(Result.win(Side.BLACK, Result.Reason.RESIGNATION));
    assertThat(m.winner()).contains(Seat.HOST);
  }

  @Test
  @DisplayName("Reaching the capture goal ends the match and stops the clock")
  void winByCaptures() {
    Random r = new Random(42);
    for (int game = 0; game < 200; game++) {
      Match m = Match.local(Rules.QUICK).startGame(at(0));
      Instant now = at(0);
      while (m.status() == Status.RUNNING) {
        now = now.plusMillis(500);
        m = m.play(m.seatToMove().orElseThrow(), RandomMatches.randomMove(m, r), now);
      }
      if (m.result().reason().orElseThrow() != Result.Reason.CAPTURES) {
        continue;
      }
      Side winner = m.result().winner().orElseThrow();
      assertThat(m.position().captures(winner)).isGreaterThanOrEqualTo(12);
      assertThat(m.winner()).contains(m.seatOf(winner));
      assertThat(m.clock().isStopped()).isTrue();
      assertThat(m.clock().running()).isEmpty();
      Instant end = now;
      for (Seat s : Seat.values()) {
        assertThat(m.clock().mainTimeLeft(s, end.plusSeconds(1000)))
            .isEqualTo(m.clock().mainTimeLeft(s, end));
      }
      Match over = m;
      assertThat(problem(() -> over.play(over.seatOf(Side.BLACK), "d5N1", end)))
          .isEqualTo(MatchStateException.Problem.FINISHED);
      return;
    }
    throw new AssertionError("no random game ended by captures");
  }

  @Test
  @DisplayName("A move after the deadline loses on time instead of being played")
  void lateMoveLoses() {
    Match m = Match.local(Rules.QUICK).startGame(at(0)).play(Seat.HOST, "d5N1", at(4));
    Instant deadline = at(4 + 180 + 20);
    assertThat(m.clock().deadline()).contains(deadline);
    assertThat(m.checkTime(deadline)).isSameAs(m);
    Match late = m.play(Seat.GUEST, "e5N1", deadline.plusNanos(1));
    assertThat(late.status()).isEqualTo(Status.FINISHED);
    assertThat(late.result()).isEqualTo(Result.win(Side.BLACK, Result.Reason.TIME));
    assertThat(late.winner()).contains(Seat.HOST);
    assertThat(late.position()).isEqualTo(m.position());
    assertThat(late.events().get(late.events().size() - 1))
        .isEqualTo(new MatchEvent.TimeLost<>(Seat.GUEST, deadline.plusNanos(1)));
    Match inTime = m.play(Seat.GUEST, "e5N1", deadline);
    assertThat(inTime.status()).isEqualTo(Status.RUNNING);
    assertThat(inTime.clock().isInByoYomi(Seat.GUEST, deadline)).isTrue();
  }

  @Test
  @DisplayName("An explicit time check finds the loss; so does a late resignation")
  void timeLossOnCheck() {
    Match m = Match.local(Rules.STANDARD).startGame(at(0));
    Match checked = m.checkTime(at(270).plusNanos(1));
    assertThat(checked.result()).isEqualTo(Result.win(Side.WHITE, Result.Reason.TIME));
    assertThat(checked.winner()).contains(Seat.GUEST);
    assertThat(checked.clock().isStopped()).isTrue();
    Match resigned = m.resign(Seat.GUEST, at(271));
    assertThat(resigned.result()).isEqualTo(Result.win(Side.WHITE, Result.Reason.TIME));
    assertThat(m.checkTime(at(270))).isSameAs(m);
    assertThatThrownBy(() -> checked.checkTime(at(1))).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  @DisplayName("The swap: seats take the other colours, keep their clocks, and the Host moves next")
  void swap() {
    Match m = Match.online(Rules.STANDARD).ready(Seat.HOST, at(0)).ready(Seat.GUEST, at(0));
    m = m.play(Seat.HOST, "f7N1", at(10));
    assertThat(m.sideOf(Seat.HOST)).isEqualTo(Side.BLACK);
    assertThat(m.seatToMove()).contains(Seat.GUEST);
    m = m.play(Seat.GUEST, Move.swap(Rules.STANDARD), at(40));
    assertThat(m.position().swapState()).isEqualTo(SwapState.SWAPPED);
    assertThat(m.sideOf(Seat.HOST)).isEqualTo(Side.WHITE);
    assertThat(m.sideOf(Seat.GUEST)).isEqualTo(Side.BLACK);
    assertThat(m.seatOf(Side.BLACK)).isEqualTo(Seat.GUEST);
    assertThat(m.seatOf(Side.WHITE)).isEqualTo(Seat.HOST);
    // Still White's turn, and White is now the Host: the Host's clock runs.
    assertThat(m.position().sideToMove()).isEqualTo(Side.WHITE);
    assertThat(m.seatToMove()).contains(Seat.HOST);
    assertThat(m.clock().running()).contains(Seat.HOST);
    // The swap decision took 30 s of the Guest's (White player's) clock.
    assertThat(m.clock().mainTimeLeft(Seat.GUEST, at(40))).isEqualTo(Duration.ofSeconds(210));
    assertThat(m.clock().mainTimeLeft(Seat.HOST, at(40))).isEqualTo(Duration.ofSeconds(230));
    Match swapped = m;
    assertThat(problem(() -> swapped.play(Seat.GUEST, "g7N1", at(41))))
        .isEqualTo(MatchStateException.Problem.NOT_ON_TURN);
    m = m.play(Seat.HOST, "g7N1", at(45));
    assertThat(m.seatToMove()).contains(Seat.GUEST);
    assertThat(m.position().sideToMove()).isEqualTo(Side.BLACK);
    assertThat(m.clock().mainTimeLeft(Seat.HOST, at(45))).isEqualTo(Duration.ofSeconds(225));
    // The Guest, now Black, resigns: White, that is the Host, wins.
    m = m.resign(Seat.GUEST, at(50));
    assertThat(m.result()).isEqualTo(Result.win(Side.WHITE, Result.Reason.RESIGNATION));
    assertThat(m.winner()).contains(Seat.HOST);
  }

  @Test
  @DisplayName("Replaying the event history gives an equal match")
  void replay() {
    for (long seed = 0; seed < 40; seed++) {
      Match m = RandomMatches.random(seed);
      Match back =
          Match.fromPosition(m.startPosition(), m.mode(), m.timeControl(), m.options())
              .replay(m.events());
      assertThat(back).isEqualTo(m);
      assertThat(back.hashCode()).isEqualTo(m.hashCode());
      assertThat(back.position()).isEqualTo(m.position());
      assertThat(back.clock()).isEqualTo(m.clock());
      assertThat(back.result()).isEqualTo(m.result());
      assertThat(back.toString()).isEqualTo(m.toString());
    }
  }

  @Test
  @DisplayName("apply refuses an event that would be recorded differently")
  void applyChecksEvents() {
    Match m = Match.local(Rules.QUICK).startGame(at(0));
    Move d5 = m.position().parseMove("d5N1");
    assertThatThrownBy(() -> m.apply(new MatchEvent.Played<>(Seat.HOST, d5, at(500))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("does not replay");
    assertThatThrownBy(() -> m.apply(new MatchEvent.TimeLost<>(Seat.HOST, at(5))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(m.apply(new MatchEvent.TimeLost<>(Seat.HOST, at(500))).winner())
        .contains(Seat.GUEST);
  }

  @Test
  @DisplayName("A draw offer accepted draws the game by agreement; the clock stops")
  void drawByAgreement() {
    Match m =
        Match.local(Rules.QUICK)
            .startGame(at(0))
            .play(Seat.HOST, "d5N1", at(3))
            .offerDraw(Seat.HOST, at(4))
            .acceptDraw(Seat.GUEST, at(6));
    assertThat(m.status()).isEqualTo(Status.FINISHED);
    assertThat(m.result()).isEqualTo(Result.draw(Result.Reason.AGREEMENT));
    assertThat(m.result()).hasToString("Draw by agreement");
    assertThat(m.winner()).isEmpty();
    assertThat(m.clock().isStopped()).isTrue();
  }

  @Test
  @DisplayName("Taking back the swap gives Black back to the Host")
  void takebackOfTheSwap() {
    Match swapped =
        Match.local(Rules.QUICK)
            .startGame(at(0))
            .play(Seat.HOST, "d5N1", at(3))
            .play(Seat.GUEST, "swap", at(8));
    assertThat(swapped.sideOf(Seat.HOST)).isEqualTo(Side.WHITE);
    Match back = swapped.requestTakeback(Seat.GUEST, at(9)).acceptTakeback(Seat.HOST, at(10));
    assertThat(back.sideOf(Seat.HOST)).isEqualTo(Side.BLACK);
    assertThat(back.position().swapState()).isEqualTo(SwapState.OFFERED);
    assertThat(back.seatToMove()).contains(Seat.GUEST);
    assertThat(back.moves()).extracting(Move::toString).containsExactly("d5N1");
    assertThat(back.history().get(0).transition().after()).isEqualTo(back.position());
  }

  @Test
  @DisplayName("The repetition option never draws a Gongqi game: every push adds a stone")
  void repetitionNeverTriggers() {
    for (long seed = 0; seed < 20; seed++) {
      Random r = new Random(seed);
      Match plain = Match.local(Rules.QUICK).startGame(at(0));
      Match strict =
          Match.create(
                  Rules.QUICK,
                  Mode.LOCAL,
                  Rules.QUICK.timeControl(),
                  Options.DEFAULT.withRepetitionLimit(2))
              .startGame(at(0));
      for (int ply = 1; plain.status() == Status.RUNNING; ply++) {
        Move move = RandomMatches.randomMove(plain, r);
        plain = plain.play(plain.seatToMove().orElseThrow(), move, at(ply));
        strict = strict.play(strict.seatToMove().orElseThrow(), move, at(ply));
        assertThat(strict.position()).isEqualTo(plain.position());
      }
      assertThat(strict.result()).isEqualTo(plain.result());
    }
  }
}
