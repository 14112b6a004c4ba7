package io.github.gongqi.agon.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.agon.Board;
import io.github.gongqi.agon.IllegalMoveException;
import io.github.gongqi.agon.IllegalMoveReason;
import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.PieceType;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.RandomGames;
import io.github.gongqi.agon.Result;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Side;
import io.github.gongqi.game.match.MatchEvent;
import io.github.gongqi.game.match.MatchStateException;
import io.github.gongqi.game.match.MatchStateException.Problem;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The match around the rules, one behaviour each. */
class MatchTest {
  static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  static Instant t(long seconds) {
    return T0.plusSeconds(seconds);
  }

  static Match started(Rules rules) {
    return Match.local(rules).startGame(T0);
  }

  /** Two sideways Guard steps each that bring the start position back after four plies. */
  static final List<String> SHUFFLE = List.of("a3-a4", "k9-k8", "a4-a3", "k8-k9");

  @Nested
  @DisplayName("lifecycle and seats")
  class Lifecycle {
    @Test
    void theHostPlaysTheFirstSideWhiteByDefault() {
      Match m = started(Rules.STANDARD);
      assertThat(m.status()).isEqualTo(Status.RUNNING);
      assertThat(m.sideOf(Seat.HOST)).isEqualTo(Side.WHITE);
      assertThat(m.sideOf(Seat.GUEST)).isEqualTo(Side.BLACK);
      assertThat(m.seatOf(Side.WHITE)).isEqualTo(Seat.HOST);
      assertThat(m.seatToMove()).contains(Seat.HOST);
      assertThat(m.startedAt()).contains(T0);
    }

    @Test
    void withBlackFirstTheHostPlaysBlack() {
      Match m = started(Rules.parse("standard first=black"));
      assertThat(m.sideOf(Seat.HOST)).isEqualTo(Side.BLACK);
      assertThat(m.seatToMove()).contains(Seat.HOST);
      m = m.play(Seat.HOST, "k11-j11", t(1));
      assertThat(m.seatToMove()).contains(Seat.GUEST);
      assertThat(m.position().sideToMove()).isEqualTo(Side.WHITE);
    }

    @Test
    void onlineTheHostAloneDoesNotStartTheGameBothDo() {
      Match m = Match.online(Rules.CLASSIC).ready(Seat.HOST, T0);
      assertThat(m.status()).isEqualTo(Status.WAITING);
      assertThat(m.isReady(Seat.HOST)).isTrue();
      assertThat(m.isReady(Seat.GUEST)).isFalse();
      assertThat(m.startedAt()).isEmpty();
      Match waiting = m;
      assertThatThrownBy(() -> waiting.play(Seat.HOST, "a1-b2", t(1)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.NOT_STARTED));
      assertThatThrownBy(() -> waiting.ready(Seat.HOST, t(1)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.ALREADY_READY));
      m = m.ready(Seat.GUEST, t(4));
      assertThat(m.status()).isEqualTo(Status.RUNNING);
      assertThat(m.startedAt()).contains(t(4));
      assertThat(m.seatToMove()).contains(Seat.HOST);
    }

    @Test
    void readyIsForOnlineRoomsAndStartGameForLocalGames() {
      assertThatThrownBy(() -> Match.local(Rules.STANDARD).ready(Seat.HOST, T0))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.WRONG_MODE));
      assertThatThrownBy(() -> Match.online(Rules.STANDARD).startGame(T0))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.WRONG_MODE));
      assertThatThrownBy(() -> started(Rules.STANDARD).startGame(t(1)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.ALREADY_STARTED));
    }

    @Test
    void eventsAreKeptInOrderAndReplayIntoAnEqualMatch() {
      Match m =
          started(Rules.STANDARD)
              .play(Seat.HOST, "a1-b2", t(3))
              .offerDraw(Seat.HOST, t(4))
              .declineDraw(Seat.GUEST, t(5))
              .play(Seat.GUEST, "k11-j11", t(9))
              .resign(Seat.HOST, t(12));
      assertThat(m.events())
          .containsExactly(
              new MatchEvent.Started<>(T0),
              new MatchEvent.Played<>(Seat.HOST, Move.parse("a1-b2", Rules.STANDARD), t(3)),
              new MatchEvent.DrawOffered<>(Seat.HOST, t(4)),
              new MatchEvent.DrawDeclined<>(Seat.GUEST, t(5)),
              new MatchEvent.Played<>(Seat.GUEST, Move.parse("k11-j11", Rules.STANDARD), t(9)),
              new MatchEvent.Resigned<>(Seat.HOST, t(12)));
      assertThat(m.moves()).extracting(Move::toString).containsExactly("a1-b2", "k11-j11");
      assertThat(m.positions()).hasSize(3);
      assertThat(m.positions().get(0)).isEqualTo(Position.start(Rules.STANDARD));
      assertThat(m.positions().get(2)).isEqualTo(m.position());
      assertThat(m.lastEventAt()).contains(t(12));
      Match again = Match.local(Rules.STANDARD).replay(m.events());
      assertThat(again).isEqualTo(m).hasSameHashCodeAs(m);
      assertThat(again.toString()).contains("FINISHED", "Black wins by resignation");
    }
  }

  @Nested
  @DisplayName("draw offers")
  class DrawOffers {
    @Test
    void anAcceptedOfferDrawsTheGameByAgreement() {
      Match m = started(Rules.STANDARD).play(Seat.HOST, "a1-b2", t(2));
      m = m.offerDraw(Seat.HOST, t(3));
      assertThat(m.drawOffer()).contains(Seat.HOST);
      assertThat(m.toString()).contains("draw offered by Host");
      m = m.acceptDraw(Seat.GUEST, t(10));
      assertThat(m.status()).isEqualTo(Status.FINISHED);
      assertThat(m.result()).isEqualTo(Result.draw(Result.Reason.AGREEMENT));
      assertThat(m.result().isDraw()).isTrue();
      assertThat(m.winner()).isEmpty();
      assertThat(m.seatToMove()).isEmpty();
      assertThat(m.drawOffer()).isEmpty();
    }

    @Test
    void aDeclinedOfferLetsTheGameGoOnAndMayBeRenewed() {
      Match m = started(Rules.STANDARD).offerDraw(Seat.GUEST, t(1));
      m = m.declineDraw(Seat.HOST, t(2));
      assertThat(m.status()).isEqualTo(Status.RUNNING);
      assertThat(m.drawOffer()).isEmpty();
      Match declined = m;
      assertThatThrownBy(() -> declined.acceptDraw(Seat.HOST, t(3)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.NO_DRAW_OFFER));
      m = m.play(Seat.HOST, "a1-b2", t(4)).offerDraw(Seat.GUEST, t(5));
      assertThat(m.drawOffer()).contains(Seat.GUEST);
    }

    @Test
    void anOfferStandsWhileTheOfferingSeatMovesAndLapsesWhenTheOtherSeatMoves() {
      // White (Host) offers on its own turn, then makes its move: the offer still stands.
      Match m = started(Rules.STANDARD).offerDraw(Seat.HOST, t(1));
      m = m.play(Seat.HOST, "a1-b2", t(2));
      assertThat(m.drawOffer()).contains(Seat.HOST);
      // Black (Guest) moves instead of answering: that is the refusal, the offer lapses.
      m = m.play(Seat.GUEST, "k11-j11", t(3));
      assertThat(m.drawOffer()).isEmpty();
      Match lapsed = m;
      assertThatThrownBy(() -> lapsed.acceptDraw(Seat.GUEST, t(4)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> {
                assertThat(e.problem()).isEqualTo(Problem.NO_DRAW_OFFER);
                assertThat(e).hasMessageContaining("Host has no draw offer pending");
              });
      assertThat(lapsed.status()).isEqualTo(Status.RUNNING);
    }

    @Test
    void anOfferMadeOffTurnLapsesAtTheOpponentsNextMove() {
      Match m = started(Rules.CLASSIC).play(Seat.HOST, "a1-b2", t(1));
      m = m.offerDraw(Seat.HOST, t(2)); // Guest (Black) to move
      m = m.play(Seat.GUEST, "k11-j11", t(3));
      assertThat(m.drawOffer()).isEmpty();
    }

    @Test
    void onlyOneOfferIsPendingAndNobodyAnswersTheirOwn() {
      Match m = started(Rules.STANDARD).offerDraw(Seat.HOST, t(1));
      Match offered = m;
      assertThatThrownBy(() -> offered.offerDraw(Seat.HOST, t(2)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> {
                assertThat(e.problem()).isEqualTo(Problem.DRAW_ALREADY_OFFERED);
                assertThat(e).hasMessageContaining("already offered");
              });
      assertThatThrownBy(() -> offered.offerDraw(Seat.GUEST, t(2)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e).hasMessageContaining("Guest may accept or decline"));
      assertThatThrownBy(() -> offered.acceptDraw(Seat.HOST, t(2)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e).hasMessageContaining("the offer is its own"));
      assertThatThrownBy(() -> offered.declineDraw(Seat.HOST, t(2)))
          .isInstanceOf(MatchStateException.class);
      assertThat(offered.drawOffer()).contains(Seat.HOST);
      assertThat(offered.events()).hasSize(2);
    }

    @Test
    void noOfferBeforeTheStartOrAfterTheEnd() {
      assertThatThrownBy(() -> Match.local(Rules.STANDARD).offerDraw(Seat.HOST, T0))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.NOT_STARTED));
      Match over = started(Rules.STANDARD).resign(Seat.GUEST, t(1));
      assertThatThrownBy(() -> over.offerDraw(Seat.HOST, t(2)))
          .isInstanceOfSatisfying(
              MatchStateException.class, e -> assertThat(e.problem()).isEqualTo(Problem.FINISHED));
    }
  }

  @Nested
  @DisplayName("resignation")
  class Resignation {
    @Test
    void theSeatOnTurnMayResign() {
      Match m = started(Rules.STANDARD).resign(Seat.HOST, t(5));
      assertThat(m.result()).isEqualTo(Result.win(Side.BLACK, Result.Reason.RESIGNATION));
      assertThat(m.winner()).contains(Seat.GUEST);
      assertThat(m.status()).isEqualTo(Status.FINISHED);
    }

    @Test
    void theSeatNotOnTurnMayResign() {
      Match m = started(Rules.STANDARD).resign(Seat.GUEST, t(5));
      assertThat(m.result()).isEqualTo(Result.win(Side.WHITE, Result.Reason.RESIGNATION));
      assertThat(m.winner()).contains(Seat.HOST);
    }

    @Test
    void eitherSeatMayResignAtAnyPointOfTheGameEvenWithAnOfferPending() {
      Random rnd = new Random(6);
      for (int game = 0; game < 20; game++) {
        Match m = started(Rules.LUDII);
        int plies = rnd.nextInt(60);
        long s = 0;
        for (int i = 0; i < plies && m.status() == Status.RUNNING; i++) {
          Seat seat = m.seatToMove().orElseThrow();
          m = m.play(seat, RandomGames.pick(m.position(), rnd, false), t(++s));
        }
        if (m.status() != Status.RUNNING) {
          continue;
        }
        if (rnd.nextBoolean()) {
          m = m.offerDraw(rnd.nextBoolean() ? Seat.HOST : Seat.GUEST, t(s));
        }
        Seat resigning = rnd.nextBoolean() ? Seat.HOST : Seat.GUEST;
        Match r = m.resign(resigning, t(s + 1));
        assertThat(r.winner()).contains(resigning.other());
        assertThat(r.result().reason()).contains(Result.Reason.RESIGNATION);
        assertThat(r.result().winner()).contains(m.sideOf(resigning).opponent());
        assertThat(r.position()).isEqualTo(m.position());
        assertThatThrownBy(() -> r.resign(resigning.other(), t(1000)))
            .isInstanceOfSatisfying(
                MatchStateException.class,
                e -> assertThat(e.problem()).isEqualTo(Problem.FINISHED));
      }
    }

    @Test
    void nobodyResignsBeforeTheStart() {
      assertThatThrownBy(() -> Match.online(Rules.STANDARD).resign(Seat.GUEST, T0))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.NOT_STARTED));
    }
  }

  @Nested
  @DisplayName("refusals")
  class Refusals {
    @Test
    void aMoveOutOfTurnIsRefusedAndChangesNothing() {
      Match m = started(Rules.STANDARD);
      assertThatThrownBy(() -> m.play(Seat.GUEST, "k11-j11", t(1)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> {
                assertThat(e.problem()).isEqualTo(Problem.NOT_ON_TURN);
                assertThat(e).hasMessage("Guest cannot play k11-j11: it is Host's turn (White)");
              });
      Match after = m.play(Seat.HOST, "a1-b2", t(1));
      assertThatThrownBy(() -> after.play(Seat.HOST, "b2-c3", t(2)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> assertThat(e.problem()).isEqualTo(Problem.NOT_ON_TURN));
      assertThat(m.events()).hasSize(1);
      assertThat(after.events()).hasSize(2);
      assertThat(after.position().ply()).isEqualTo(1);
    }

    @Test
    void aMoveAfterTheEndIsRefused() {
      Match over = started(Rules.STANDARD).resign(Seat.HOST, t(1));
      assertThatThrownBy(() -> over.play(Seat.HOST, "a1-b2", t(2)))
          .isInstanceOfSatisfying(
              MatchStateException.class,
              e -> {
                assertThat(e.problem()).isEqualTo(Problem.FINISHED);
                assertThat(e).hasMessageContaining("the game is over (Black wins by resignation)");
              });
    }

    @Test
    void anIllegalMoveIsRefusedWithItsReason() {
      Match m = started(Rules.STANDARD);
      assertThatThrownBy(() -> m.play(Seat.HOST, "k9-k8", t(1)))
          .isInstanceOfSatisfying(
              IllegalMoveException.class,
              e -> assertThat(e.reason()).isEqualTo(IllegalMoveReason.NOT_YOUR_PIECE));
      assertThatThrownBy(() -> m.play(Seat.HOST, "a1-c3", t(1)))
          .isInstanceOf(IllegalMoveException.class);
      assertThat(m.position()).isEqualTo(Position.start(Rules.STANDARD));
    }

    @Test
    void anInstantEarlierThanTheLastEventIsRefused() {
      Match m = started(Rules.STANDARD).play(Seat.HOST, "a1-b2", t(10));
      assertThatThrownBy(() -> m.play(Seat.GUEST, "k11-j11", t(9)))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("earlier than the last event at " + t(10));
      assertThatThrownBy(() -> m.resign(Seat.GUEST, t(9)))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> m.offerDraw(Seat.GUEST, t(9)))
          .isInstanceOf(IllegalArgumentException.class);
      // The same instant is fine.
      assertThat(m.play(Seat.GUEST, "k11-j11", t(10)).events()).hasSize(3);
    }
  }

  @Nested
  @DisplayName("endings by the rules")
  class RuleEndings {
    @Test
    void theFormationWinEndsTheMatch() {
      // Biased random games until one ends with a Queen-and-Guards formation.
      Random rnd = new Random(42);
      int found = 0;
      for (int game = 0; game < 400 && found < 3; game++) {
        Match m = started(Rules.STANDARD);
        while (m.status() == Status.RUNNING && m.position().ply() < 600) {
          m = m.play(m.seatToMove().orElseThrow(), RandomGames.pick(m.position(), rnd, true), T0);
        }
        if (m.result().reason().orElse(null) != Result.Reason.FORMATION) {
          continue;
        }
        found++;
        Side w = m.result().winner().orElseThrow();
        Position p = m.position();
        // Checked on the board: the winner's Queen on the throne, its six Guards on ring 1.
        assertThat(p.queenCell(w)).isEqualTo(Board.THRONE);
        int onRingOne = 0;
        for (int cell = 0; cell < Board.CELLS; cell++) {
          if (Board.ring(cell) == 1
              && p.pieceAt(cell)
                  .filter(x -> x.side() == w && x.type() == PieceType.GUARD)
                  .isPresent()) {
            onRingOne++;
          }
        }
        assertThat(onRingOne).isEqualTo(6);
        // The winner is the side that has just moved, and its seat wins.
        assertThat(p.sideToMove()).isEqualTo(w.opponent());
        assertThat(m.status()).isEqualTo(Status.FINISHED);
        assertThat(m.winner()).contains(m.seatOf(w));
        Match over = m;
        Seat next = m.seatOf(p.sideToMove());
        assertThatThrownBy(() -> over.play(next, Move.pass(p.rules()), T0))
            .isInstanceOfSatisfying(
                MatchStateException.class,
                e -> assertThat(e.problem()).isEqualTo(Problem.FINISHED));
        assertThatThrownBy(() -> over.resign(next, T0)).isInstanceOf(MatchStateException.class);
      }
      assertThat(found).isEqualTo(3);
    }

    @Test
    void thePlyLimitDrawsTheMatch() {
      Match m = started(Rules.builder().plyLimit(10).build());
      Random rnd = new Random(1);
      for (int i = 1; i <= 9; i++) {
        m = m.play(m.seatToMove().orElseThrow(), RandomGames.pick(m.position(), rnd, false), t(i));
        assertThat(m.status()).isEqualTo(Status.RUNNING);
      }
      m = m.play(m.seatToMove().orElseThrow(), RandomGames.pick(m.position(), rnd, false), t(10));
      assertThat(m.status()).isEqualTo(Status.FINISHED);
      assertThat(m.result()).isEqualTo(Result.draw(Result.Reason.PLY_LIMIT));
      assertThat(m.moves()).hasSize(10);
    }

    @Test
    void repetitionIsOffByDefault() {
      Match m = started(Rules.STANDARD);
      for (int i = 0; i < 12; i++) {
        m = m.play(m.seatToMove().orElseThrow(), SHUFFLE.get(i % 4), t(i));
      }
      assertThat(m.status()).isEqualTo(Status.RUNNING);
      assertThat(m.position().toNotation())
          .isEqualTo(Position.start(Rules.STANDARD).toNotation().replace(" 0 0", " 0 12"));
    }

    @Test
    void theThirdOccurrenceDrawsUnderRepetitionThree() {
      Match m =
          Match.create(
                  Rules.STANDARD,
                  Mode.LOCAL,
                  TimeControl.UNTIMED,
                  Options.DEFAULT.withRepetitionLimit(3))
              .startGame(T0);
      // The start position occurs again after ply 4 (second time) and ply 8 (third time).
      for (int i = 0; i < 7; i++) {
        m = m.play(m.seatToMove().orElseThrow(), SHUFFLE.get(i % 4), t(i));
        assertThat(m.status()).as("after ply %d", i + 1).isEqualTo(Status.RUNNING);
      }
      m = m.play(m.seatToMove().orElseThrow(), SHUFFLE.get(3), t(8));
      assertThat(m.result()).isEqualTo(Result.draw(Result.Reason.REPETITION));
      assertThat(m.toString()).contains("Draw by repetition", "repetition 3");
    }

    @Test
    void repetitionTwoDrawsAtTheFirstReturn() {
      Match m =
          Match.create(
                  Rules.CLASSIC,
                  Mode.LOCAL,
                  TimeControl.UNTIMED,
                  Options.DEFAULT.withRepetitionLimit(2))
              .startGame(T0);
      // CLASSIC: White Guards a5 e1 ..., Black Guards a3 k7 ...; shuffle a5-a4 / k7-k8 and back.
      List<String> shuffle = List.of("a5-a4", "k7-k8", "a4-a5");
      for (String s : shuffle) {
        m = m.play(m.seatToMove().orElseThrow(), s, T0);
        assertThat(m.status()).isEqualTo(Status.RUNNING);
      }
      // After four plies the start position (White to move) occurs for the second time.
      m = m.play(Seat.GUEST, "k8-k7", T0);
      assertThat(m.result().reason()).contains(Result.Reason.REPETITION);
    }

    @Test
    void repetitionOptionsAreValidated() {
      assertThatThrownBy(() -> Options.DEFAULT.withRepetitionLimit(1))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("at least 2");
      assertThatThrownBy(() -> Options.DEFAULT.withRepetitionLimit(-3))
          .isInstanceOf(IllegalArgumentException.class);
      assertThat(Options.DEFAULT.repetitionLimit()).isZero();
    }
  }
}
