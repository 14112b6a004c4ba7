package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.engine.EngineLog;
import io.github.gongqi.bench.engine.EnginePlayer;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.bench.player.Player;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.match.GameClock;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Plays one lab game between two players and judges it: the library keeps the true position, every
 * engine answer is checked, a player's fault (an illegal or unparsable answer, a crash, closed
 * output, silence past the deadline) ends the game as that player's loss with its reason, and a
 * game reaching the ply cap is a draw. With a time control, the library's {@link GameClock} runs
 * for every player, lab bots included. The players' resources are released whatever happens.
 *
 * <p>Times (the record's start, each move's instant, the end) are real time, or with {@code
 * labTime} the lab's own ({@link LabClock}), which runs without a clock or engines use so that the
 * same command writes the same records.
 */
final class Referee {
  private final Duration moveLimit;
  private final int maxPlies;
  private final TimeControl control;
  private final EngineLog log;
  private final boolean labTime;

  Referee(int maxPlies, TimeControl control, Duration moveLimit, EngineLog log, boolean labTime) {
    this.maxPlies = maxPlies;
    this.control = control;
    this.moveLimit = moveLimit;
    this.log = log;
    this.labTime = labTime;
  }

  /** A finished game and, when asked for, its record text. */
  record Played(GameLog log, String record) {}

  /**
   * Plays game {@code k}.
   *
   * @param g the game
   * @param first the bot that starts with player 0's colour (the Host)
   * @param second the bot that starts with player 1's colour (the Guest)
   * @param k the game's index in the run
   * @param seed the game's seed
   * @param run the run's {@code run} text
   * @param games the run's total
   * @param shard the shard playing it
   * @param bots the run's bots, in order
   * @param withRecord whether to write the record text
   */
  <P extends GamePosition<P, ?, ?, ?>> Played play(
      LabGame<P> g,
      BotSpec first,
      BotSpec second,
      long k,
      long seed,
      String run,
      long games,
      Shard shard,
      List<String> bots,
      boolean withRecord) {
    long t0 = System.nanoTime();
    Instant origin = labTime ? LabClock.start(k) : Instant.now();
    Instant start = origin;
    String[] colours = g.colourNames();
    BotSpec[] specs = {first, second};
    Player[] players = new Player[2];
    P p = g.start();
    List<String> moves = new ArrayList<>();
    List<Instant> times = new ArrayList<>();
    int[] seatOfColour = {0, 1};
    LabGame.Ending ending = LabGame.Ending.RULES;
    String reason = null;
    int loserSeat = -1;
    Instant end = origin;
    SplittableRandom rnd = new SplittableRandom(seed);
    try {
      for (int s = 0; s < 2; s++) {
        players[s] = newPlayer(specs[s], moveLimit, log);
        try {
          players[s].start(g, control);
        } catch (Player.Fault f) {
          loserSeat = s;
          ending = LabGame.Ending.FAULT;
          reason = specs[s] + " " + f.getMessage();
          break;
        }
      }
      start = labTime ? origin : at(origin, t0, System.nanoTime());
      end = start;
      GameClock clock = control.isUntimed() ? null : GameClock.of(control).start(Seat.HOST, start);
      while (loserSeat < 0 && !p.isOver() && moves.size() < maxPlies) {
        int colour = p.playerToMove();
        int seat = seatOfColour[colour];
        Instant now = now(start, moves.size(), origin, t0);
        Player.Time time;
        if (clock == null) {
          time = new Player.Time(now.plus(moveLimit), false, colours[colour], 0, false);
        } else {
          Seat me = seat == 0 ? Seat.HOST : Seat.GUEST;
          boolean byo = clock.isInByoYomi(me, now);
          Duration left = byo ? clock.periodLeft(me, now) : clock.mainTimeLeft(me, now);
          time =
              new Player.Time(
                  clock.deadline().orElseThrow(), true, colours[colour], left.toNanos() / 1e9, byo);
        }
        int move;
        try {
          move = players[seat].choose(g, p, moves, time, rnd);
        } catch (Player.Fault f) {
          end = now(start, moves.size() + 1, origin, t0);
          loserSeat = seat;
          if (f.onTime() && clock != null) {
            ending = LabGame.Ending.TIME;
            reason = specs[seat] + " lost on time: " + f.getMessage();
            // The record's clock must agree that the deadline has passed.
            if (end.isBefore(time.deadline())) {
              end = time.deadline().plusNanos(1);
            }
          } else {
            ending = LabGame.Ending.FAULT;
            reason = specs[seat] + " " + f.getMessage();
          }
          break;
        }
        Instant played = now(start, moves.size() + 1, origin, t0);
        if (clock != null && clock.hasLost(seat == 0 ? Seat.HOST : Seat.GUEST, played)) {
          end = played;
          loserSeat = seat;
          ending = LabGame.Ending.TIME;
          reason = specs[seat] + " lost on time";
          break;
        }
        moves.add(p.moveNotation(move));
        times.add(played);
        if (p.swapsSides(move)) {
          seatOfColour = new int[] {seatOfColour[1], seatOfColour[0]};
        }
        p = p.playUnchecked(move);
        if (clock != null) {
          clock = clock.press(played);
        }
        end = played;
      }
    } finally {
      for (Player player : players) {
        if (player != null) {
          player.close();
        }
      }
    }
    int winnerColour;
    if (loserSeat >= 0) {
      int loserColour = seatOfColour[0] == loserSeat ? 0 : 1;
      winnerColour = 1 - loserColour;
    } else if (p.isOver()) {
      winnerColour = p.winningPlayer();
      reason = g.reason(p);
    } else {
      winnerColour = -1;
      ending = LabGame.Ending.CAP;
      reason = "max plies " + maxPlies;
    }
    // The bot on each colour at the end, after any swap.
    String[] onColour = {specs[seatOfColour[0]].label(), specs[seatOfColour[1]].label()};
    int white = colours[0].equals("white") ? 0 : 1;
    String result = winnerColour < 0 ? "draw" : colours[winnerColour];
    long millis = (System.nanoTime() - t0) / 1_000_000;
    GameLog gameLog =
        new GameLog(
            run,
            bots,
            k,
            seed,
            p.rulesId(),
            onColour[white],
            onColour[1 - white],
            moves,
            result,
            reason,
            moves.size(),
            millis,
            games,
            shard.toString());
    String record = null;
    if (withRecord) {
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Event", "lab " + gameLog.kind());
      tags.put("LabGame", Long.toString(k));
      tags.put("LabSeed", Long.toString(seed));
      tags.put("LabResult", result);
      tags.put("LabReason", reason);
      record =
          g.record(
              new LabGame.Transcript(
                  moves,
                  times,
                  start,
                  end,
                  control,
                  first.label(),
                  second.label(),
                  ending,
                  loserSeat < 0 ? null : loserSeat == 0 ? Seat.HOST : Seat.GUEST,
                  tags));
    }
    return new Played(gameLog, record);
  }

  /** The time after {@code plies} moves: the lab's, or real time since {@code t0}. */
  private Instant now(Instant start, int plies, Instant origin, long t0) {
    return labTime ? LabClock.after(start, plies) : at(origin, t0, System.nanoTime());
  }

  private static Instant at(Instant start, long t0, long now) {
    return start.plusNanos(now - t0);
  }

  /** A fresh player of a bot for one game: an engine process, or a lab bot. */
  static Player newPlayer(BotSpec spec, Duration moveLimit, EngineLog log) {
    return spec.isEngine()
        ? new EnginePlayer(spec.command(), moveLimit, log)
        : new Player.BotPlayer(Bot.parse(spec.name()));
  }
}
