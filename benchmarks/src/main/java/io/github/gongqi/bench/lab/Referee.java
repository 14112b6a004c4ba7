package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.engine.EngineLog;
import io.github.gongqi.bench.engine.EnginePlayer;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.bench.player.Player;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.GameClock;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Plays one lab game between two players and judges it: the game's match keeps the true position,
 * the seats (the Host starts with player 0's colour; after an opening swap the match knows who
 * plays what) and the clock; every engine answer is checked, a player's fault (an illegal or
 * unparsable answer, a crash, closed output, silence past the deadline) ends the game as that
 * player's loss with its reason, and a game reaching the ply cap is a draw. With a time control,
 * the match's {@link GameClock} runs for every player, lab bots included. The players' resources
 * are released whatever happens.
 *
 * <p>Times (the record's start, each move's instant, the end) are real time, or with {@code
 * labTime} the lab's own ({@link LabClock}), which runs without a clock or engines use so that the
 * same command writes the same records.
 *
 * @param <P> the game's position type
 */
final class Referee<P extends GamePosition<P, ?, ?, ?>> {
  private final LabGame<P> g;
  private final RunOptions options;
  private final EngineLog log;
  private final boolean labTime;
  private final RunNames names;

  /**
   * What names a run in each of its JSONL lines.
   *
   * @param run the run's {@code run} text
   * @param games the run's total
   * @param bots the run's bots, in order
   */
  record RunNames(String run, long games, List<String> bots) {}

  Referee(LabGame<P> g, RunOptions options, EngineLog log, boolean labTime, RunNames names) {
    this.g = g;
    this.options = options;
    this.log = log;
    this.labTime = labTime;
    this.names = names;
  }

  /** A finished game and, when asked for, its record text. */
  record Played(GameLog log, String record) {}

  /** How a lab game ended. */
  private enum Ending {
    /** The rules ended it. */
    RULES,
    /** It reached {@code --max-plies}: a draw, recorded as agreed. */
    CAP,
    /** The player on turn failed (an engine fault): recorded as its resignation. */
    FAULT,
    /** The player on turn ran out of time. */
    TIME
  }

  /**
   * Plays game {@code k}.
   *
   * @param first the bot that starts with player 0's colour (the Host)
   * @param second the bot that starts with player 1's colour (the Guest)
   * @param k the game's index in the run
   * @param seed the game's seed
   * @return the game's JSONL line, and its record when the run writes records
   */
  Played play(BotSpec first, BotSpec second, long k, long seed) {
    Table table = new Table(new BotSpec[] {first, second}, k, seed);
    try {
      if (table.startPlayers()) {
        table.startMatch();
        while (table.playOneMove()) {
          // Each move is one step; the table knows when the game is over.
        }
      } else {
        table.startMatch();
      }
    } finally {
      table.closePlayers();
    }
    return table.judge();
  }

  /** One game at the table: its players, its match and how it ended. */
  private final class Table {
    private final BotSpec[] specs;
    private final Player[] players = new Player[2];
    private final long k;
    private final long seed;
    private final SplittableRandom rnd;
    private final long t0 = System.nanoTime();
    private final Instant origin;
    private final List<String> moves = new ArrayList<>();
    private AbstractMatch<P, ?, ?, ?, ?, ?> match;
    private Instant start;
    private Instant end;
    private Ending ending = Ending.RULES;
    private String reason;
    private Seat loser;

    Table(BotSpec[] specs, long k, long seed) {
      this.specs = specs;
      this.k = k;
      this.seed = seed;
      this.rnd = new SplittableRandom(seed);
      this.origin = labTime ? LabClock.start(k) : Instant.now();
      this.start = origin;
      this.end = origin;
    }

    /** Starts both players, Host first; a player that fails to start loses. */
    boolean startPlayers() {
      for (Seat seat : Seat.values()) {
        int s = seat.ordinal();
        players[s] = newPlayer(specs[s], options.moveLimit(), log);
        try {
          players[s].start(g, options.control);
        } catch (Player.Fault f) {
          lose(seat, Ending.FAULT, specs[s] + " " + f.getMessage());
          return false;
        }
      }
      return true;
    }

    /** Sits the players at a new match of the rules and starts its clock. */
    void startMatch() {
      start = labTime ? origin : at(System.nanoTime());
      end = start;
      match =
          g.game()
              .newMatch(g.rulesText(), Mode.LOCAL, options.control, Options.DEFAULT)
              .startGame(start);
    }

    /**
     * Asks the player on turn for a move and plays it.
     *
     * @return whether the game goes on
     */
    boolean playOneMove() {
      if (loser != null || match.status() != Status.RUNNING || moves.size() >= options.maxPlies) {
        return false;
      }
      P p = match.position();
      Seat seat = match.seatToMove().orElseThrow();
      Player.Time time = time(seat, p.playerToMove(), now(moves.size()));
      int move;
      try {
        move = players[seat.ordinal()].choose(g, p, moves, time, rnd);
      } catch (Player.Fault f) {
        faulted(seat, f, time);
        return false;
      }
      Instant played = now(moves.size() + 1);
      String notation = p.moveNotation(move);
      match = match.play(seat, notation, played);
      end = played;
      if (match.position() == p) {
        // The match refused the move as late: the seat had run out of time.
        lose(seat, Ending.TIME, specs[seat.ordinal()] + " lost on time");
        return false;
      }
      moves.add(notation);
      return true;
    }

    /** What the player on turn is told of its time. */
    private Player.Time time(Seat seat, int colour, Instant now) {
      String name = g.colourNames()[colour];
      if (options.control.isUntimed()) {
        return new Player.Time(now.plus(options.moveLimit()), false, name, 0, false);
      }
      GameClock clock = match.clock();
      boolean byo = clock.isInByoYomi(seat, now);
      Duration left = byo ? clock.periodLeft(seat, now) : clock.mainTimeLeft(seat, now);
      return new Player.Time(clock.deadline().orElseThrow(), true, name, left.toNanos() / 1e9, byo);
    }

    /** A player failed to answer: a loss on time when it was the clock, else a fault. */
    private void faulted(Seat seat, Player.Fault f, Player.Time time) {
      end = now(moves.size() + 1);
      if (f.onTime() && !options.control.isUntimed()) {
        lose(seat, Ending.TIME, specs[seat.ordinal()] + " lost on time: " + f.getMessage());
        // The record's clock must agree that the deadline has passed.
        if (end.isBefore(time.deadline())) {
          end = time.deadline().plusNanos(1);
        }
      } else {
        lose(seat, Ending.FAULT, specs[seat.ordinal()] + " " + f.getMessage());
      }
    }

    private void lose(Seat seat, Ending how, String why) {
      loser = seat;
      ending = how;
      reason = why;
    }

    void closePlayers() {
      for (Player player : players) {
        if (player != null) {
          player.close();
        }
      }
    }

    /** The game's result, its JSONL line and, when asked for, its record. */
    Played judge() {
      P p = match.position();
      int winnerColour;
      if (loser != null) {
        winnerColour = 1 - match.playerOf(loser);
      } else if (p.isOver()) {
        winnerColour = p.winningPlayer();
        reason = g.reason(p);
      } else {
        winnerColour = -1;
        ending = Ending.CAP;
        reason = "max plies " + options.maxPlies;
      }
      String[] colours = g.colourNames();
      // The bot on each colour at the end, after any swap.
      String[] onColour = {
        specs[match.seatOfPlayer(0).ordinal()].label(),
        specs[match.seatOfPlayer(1).ordinal()].label()
      };
      int white = colours[0].equals("white") ? 0 : 1;
      String result = winnerColour < 0 ? "draw" : colours[winnerColour];
      GameLog gameLog =
          new GameLog(
              names.run(),
              names.bots(),
              k,
              seed,
              p.rulesId(),
              onColour[white],
              onColour[1 - white],
              moves,
              result,
              reason,
              moves.size(),
              (System.nanoTime() - t0) / 1_000_000,
              names.games(),
              options.shard.toString());
      return new Played(gameLog, options.records == null ? null : record(gameLog));
    }

    /** Ends the match the way the game ended, then writes its record with the lab's tags. */
    private String record(GameLog gameLog) {
      AbstractMatch<P, ?, ?, ?, ?, ?> m = match;
      switch (ending) {
        case CAP -> {
          Seat s = m.seatToMove().orElseThrow();
          m = m.offerDraw(s, end).acceptDraw(s.other(), end);
        }
        case FAULT -> m = m.resign(loser, end);
        case TIME -> m = m.status() == Status.RUNNING ? m.checkTime(end) : m;
        case RULES -> {
          // The last move ended it.
        }
      }
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Host", specs[0].label());
      tags.put("Guest", specs[1].label());
      tags.put("Event", "lab " + gameLog.kind());
      tags.put("LabGame", Long.toString(k));
      tags.put("LabSeed", Long.toString(seed));
      tags.put("LabResult", gameLog.result());
      tags.put("LabReason", reason);
      return g.game().writeRecord(m, tags);
    }

    /** The time after {@code plies} moves: the lab's, or real time since the table was set. */
    private Instant now(int plies) {
      return labTime ? LabClock.after(start, plies) : at(System.nanoTime());
    }

    private Instant at(long now) {
      return origin.plusNanos(now - t0);
    }
  }

  /** A fresh player of a bot for one game: an engine process, or a lab bot. */
  static Player newPlayer(BotSpec spec, Duration moveLimit, EngineLog log) {
    return spec.isEngine()
        ? new EnginePlayer(spec.command(), moveLimit, log)
        : new Player.BotPlayer(Bot.parse(spec.name()));
  }
}
