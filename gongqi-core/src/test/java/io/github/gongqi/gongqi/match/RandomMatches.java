package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.PositionBuilder;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/** Seeded random matches in every state and with every ending, driven only through the API. */
final class RandomMatches {
  static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  private RandomMatches() {}

  /**
   * A set-up position where passes happen: an empty board (two passes end it), a full board but one
   * point (Black must pass), or a position from the middle of a random game.
   */
  static Position setUp(Random r) {
    switch (r.nextInt(3)) {
      case 0:
        return Position.builder(Rules.QUICK)
            .captures(Side.BLACK, r.nextInt(3))
            .captures(Side.WHITE, r.nextInt(3))
            .build();
      case 1:
        PositionBuilder b = Position.builder(Rules.QUICK);
        for (int c = 0; c < 63; c++) {
          b.put(c, Side.BLACK);
        }
        return b.build();
      default:
        Position p = Position.start(r.nextBoolean() ? Rules.QUICK : Rules.STANDARD);
        int plies = r.nextInt(30);
        for (int i = 0; i < plies && !p.isOver(); i++) {
          List<Move> moves = p.legalMoves();
          Position next = p.play(moves.get(r.nextInt(moves.size())));
          if (next.isOver()) {
            break;
          }
          p = next;
        }
        return p;
    }
  }

  /** A random legal move; the swap is taken half the time it is offered; pass only if forced. */
  static Move randomMove(Match m, Random r) {
    List<Move> moves = m.position().legalMoves();
    Move last = moves.get(moves.size() - 1);
    if (last.toString().equals("swap") && r.nextBoolean()) {
      return last;
    }
    List<Move> pushes = moves.stream().filter(x -> !x.toString().equals("swap")).toList();
    if (pushes.isEmpty()) {
      return last;
    }
    return pushes.get(r.nextInt(pushes.size()));
  }

  /** A duration: often short with nanoseconds, sometimes zero, sometimes long. */
  static Duration think(Random r) {
    int k = r.nextInt(20);
    if (k == 0) {
      return Duration.ZERO;
    }
    if (k == 1) {
      return Duration.ofSeconds(r.nextInt(25));
    }
    return Duration.ofMillis(r.nextInt(3000)).plusNanos(r.nextInt(1_000_000));
  }

  /**
   * A random match: waiting, running (cut off), or finished by captures, two passes, resignation
   * (by either seat), time (at a late move, a late resignation, or a check) or agreement; on the
   * way, draw offers that are declined or lapse and takebacks that are accepted or declined, under
   * random options.
   */
  static Match random(long seed) {
    Random r = new Random(seed);
    Rules rules = r.nextInt(3) == 0 ? Rules.STANDARD : Rules.QUICK;
    Instant now = T0.plusMillis(r.nextInt(1_000_000)).plusNanos(r.nextInt(1000));
    Position start = r.nextInt(4) == 0 ? setUp(r) : Position.start(rules);
    TimeControl control =
        r.nextInt(5) == 0
            ? TimeControl.of(
                Duration.ofSeconds(r.nextInt(40)), Duration.ofMillis(1 + r.nextInt(9000)))
            : start.rules().timeControl();
    Options options = Options.DEFAULT;
    if (r.nextInt(5) == 0) {
      options = options.withRepetitionLimit(2 + r.nextInt(3));
    }
    if (r.nextInt(7) == 0) {
      options = options.withTakebacks(false);
    }
    Match m;
    if (r.nextBoolean()) {
      m = Match.fromPosition(start, Mode.LOCAL, control, options);
      if (r.nextInt(20) == 0) {
        return m;
      }
      m = m.startGame(now);
    } else {
      m = Match.fromPosition(start, Mode.ONLINE, control, options);
      Seat first = r.nextBoolean() ? Seat.HOST : Seat.GUEST;
      m = m.ready(first, now);
      if (r.nextInt(20) == 0) {
        return m;
      }
      now = now.plus(think(r));
      m = m.ready(first.other(), now);
    }
    // 0-1: play out, 2: resign, 3: time, 4: cut off, 5: play out, 6: agreement
    int ending = r.nextInt(7);
    int stopAt = r.nextInt(80);
    int ply = 0;
    while (m.status() == Status.RUNNING) {
      if (ending >= 2 && ply == stopAt && ending != 5) {
        if (ending == 6) {
          Seat offer = m.drawOffer().orElse(r.nextBoolean() ? Seat.HOST : Seat.GUEST);
          now = now.plus(think(r));
          if (m.drawOffer().isEmpty()) {
            m = m.offerDraw(offer, now);
          }
          return m.status() == Status.RUNNING ? m.acceptDraw(offer.other(), now.plus(think(r))) : m;
        }
        if (ending == 2) {
          return m.resign(r.nextBoolean() ? Seat.HOST : Seat.GUEST, now.plus(think(r)));
        } else if (ending == 3) {
          Instant late = m.clock().deadline().orElseThrow().plusNanos(1 + r.nextInt(5000));
          switch (r.nextInt(3)) {
            case 0:
              return m.checkTime(late);
            case 1:
              return m.play(m.seatToMove().orElseThrow(), randomMove(m, r), late);
            default:
              return m.resign(r.nextBoolean() ? Seat.HOST : Seat.GUEST, late);
          }
        }
        return m;
      }
      int aside = r.nextInt(16);
      // Each step may find the seat on turn out of time, which ends the game on time.
      if (aside == 0 && m.drawOffer().isEmpty()) {
        // An offer that the other seat declines, or that lapses when it moves instead.
        Seat offer = r.nextBoolean() ? Seat.HOST : Seat.GUEST;
        now = now.plus(think(r));
        m = m.offerDraw(offer, now);
        if (m.status() == Status.RUNNING && r.nextBoolean()) {
          now = now.plus(think(r));
          m = m.declineDraw(offer.other(), now);
        }
      } else if (aside == 1 && options.takebacks() && !m.moves().isEmpty()) {
        Seat asks = m.history().get(m.history().size() - 1).seat();
        now = now.plus(think(r));
        m = m.requestTakeback(asks, now);
        if (m.status() == Status.RUNNING) {
          now = now.plus(think(r));
          m =
              r.nextBoolean()
                  ? m.acceptTakeback(asks.other(), now)
                  : m.declineTakeback(asks.other(), now);
        }
      }
      if (m.status() != Status.RUNNING) {
        return m;
      }
      now = now.plus(think(r));
      m = m.play(m.seatToMove().orElseThrow(), randomMove(m, r), now);
      ply++;
    }
    return m;
  }
}
