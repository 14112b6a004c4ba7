package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.engine.EngineLog;
import io.github.gongqi.game.GameState;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Plays the games of a run (self-play or a tournament) as they are produced, never queued up front:
 * at most twice {@code --threads} games exist at once, so memory stays bounded whatever the number
 * of games. Each game's JSONL line and record are written and flushed as it ends, so a stopped or
 * killed run keeps every finished game. The summary is counted as games end.
 *
 * <p>Game {@code k}'s seed is {@code S + 0x9E3779B97F4A7C15 × (j + 1)} (64-bit wrap-around), where
 * {@code S} is {@code --seed} and {@code j} is {@code k}, or with colours alternated the even index
 * of its pair; the game draws its random numbers from {@code new SplittableRandom(seed)}.
 */
final class LabRun {
  /** The golden-ratio step of the seed formula. */
  static final long GOLDEN = 0x9E3779B97F4A7C15L;

  /** Which bots play game k, and which index its seed comes from. */
  record Pairing(BotSpec first, BotSpec second, long seedIndex) {}

  /** A run's games: how many, and who plays each. */
  interface Schedule {
    long games();

    Pairing pairing(long k);
  }

  private LabRun() {}

  /** Game k's seed: {@code S + GOLDEN × (j + 1)}. */
  static long gameSeed(long seed, long seedIndex) {
    return seed + GOLDEN * (seedIndex + 1);
  }

  /**
   * Checks everything, then plays the run and prints its summary.
   *
   * @return the exit status
   */
  static <P extends GameState<P>> int run(
      String run,
      GameAdapter<P> g,
      List<BotSpec> bots,
      Schedule given,
      RunOptions o,
      PrintWriter out,
      PrintWriter err)
      throws Exception {
    o.check(err);
    // Start each engine once: a bad one is refused before anything is written; each gets its name.
    Lineup lineup = Lineup.of(bots, o.moveLimit());
    bots = lineup.bots();
    Schedule schedule = lineup.schedule(given);
    if (o.records != null) {
      try {
        Files.createDirectories(o.records);
      } catch (IOException e) {
        throw new Main.UsageException("--records " + o.records + ": cannot create it: " + e);
      }
    }
    List<String> labels = bots.stream().map(BotSpec::label).toList();
    Summary summary = new Summary(run, g, labels);
    long mine = countOwned(schedule.games(), o.shard);
    long start = System.nanoTime();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    try (OutputStream jsonl = open(o.jsonl);
        EngineLog log = o.engineLog == null ? EngineLog.NONE : EngineLog.open(o.engineLog);
        Progress progress =
            Progress.start(
                run, o.progress, o.jsonl == null ? "" : "; every finished game is in " + o.jsonl)) {
      Referee ref = new Referee(o.maxPlies, o.control, o.moveLimit(), log);
      progress.update(0, mine, "games");
      ExecutorService pool = Executors.newFixedThreadPool(o.threads, Progress::daemon);
      Semaphore slots = new Semaphore(2 * o.threads);
      Object sink = new Object();
      long[] done = {0};
      try {
        for (long k = o.shard.index(); k < schedule.games(); k += o.shard.count()) {
          slots.acquire();
          if (failure.get() != null) {
            break;
          }
          long game = k;
          pool.execute(
              () -> {
                try {
                  Pairing pairing = schedule.pairing(game);
                  long seed = gameSeed(o.seed, pairing.seedIndex());
                  Referee.Played played =
                      ref.play(
                          g,
                          pairing.first(),
                          pairing.second(),
                          game,
                          seed,
                          run,
                          labels,
                          o.records != null);
                  synchronized (sink) {
                    if (jsonl != null) {
                      // One write call per line, so a killed run leaves no half line.
                      jsonl.write((played.log().toJson() + "\n").getBytes(StandardCharsets.UTF_8));
                    }
                    if (played.record() != null) {
                      Files.writeString(
                          o.records.resolve("game-" + game + ".txt"),
                          played.record(),
                          StandardCharsets.UTF_8);
                    }
                    summary.add(played.log());
                    progress.update(++done[0], mine, "games");
                  }
                } catch (Throwable t) {
                  failure.compareAndSet(null, t);
                } finally {
                  slots.release();
                }
              });
        }
      } finally {
        pool.shutdown();
        while (!pool.awaitTermination(1, TimeUnit.SECONDS)) {
          // Games in flight finish; every engine has a deadline, so this ends.
        }
      }
    }
    Throwable t = failure.get();
    if (t != null) {
      if (t instanceof Error e) {
        throw e;
      }
      throw t instanceof Exception e ? e : new RuntimeException(t);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    out.printf(
        java.util.Locale.ROOT,
        "played %d games%s in %.2f s, %.0f plies/s, mean %.1f plies%n",
        summary.games(),
        o.shard.count() > 1 ? " (shard " + o.shard + ")" : "",
        seconds,
        seconds > 0 ? summary.plies() / seconds : 0.0,
        summary.games() == 0 ? 0.0 : (double) summary.plies() / summary.games());
    summary.print(out);
    return 0;
  }

  private static long countOwned(long games, Shard shard) {
    return games <= shard.index() ? 0 : (games - shard.index() + shard.count() - 1) / shard.count();
  }

  private static OutputStream open(Path file) {
    if (file == null) {
      return null;
    }
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      return Files.newOutputStream(file);
    } catch (IOException e) {
      throw new Main.UsageException("--jsonl " + file + ": cannot write it: " + e.getMessage());
    }
  }
}
