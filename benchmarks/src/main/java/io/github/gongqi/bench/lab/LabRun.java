package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.engine.EngineLog;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.game.GamePosition;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * Plays the games of a run (self-play or a tournament) as they are produced, never queued up front:
 * at most twice {@code --threads} games exist at once, so memory stays bounded whatever the number
 * of games. Each game's record and then its JSONL line are written and flushed as it ends (the line
 * last: a game is done once its line is whole), so a stopped or killed run keeps every finished
 * game. The summary is counted as games end, and printed too when the run is stopped.
 *
 * <p>Game {@code k}'s seed is {@code S + 0x9E3779B97F4A7C15 × (j + 1)} (64-bit wrap-around), where
 * {@code S} is {@code --seed} and {@code j} is {@code k}, or with colours alternated the even index
 * of its pair; the game draws its random numbers from {@code new SplittableRandom(seed)}.
 *
 * <p>An output that already holds games is refused unless {@code --force} (start afresh) or {@code
 * --resume}: the JSONL file is read as {@link RunReader} reads it, it must be of this run and
 * shard, a half line at its end is cut off, and only the games it lacks are played and appended.
 * Without a clock and engines the games keep the lab's own time ({@link LabClock}), so one command
 * writes the same bytes every time (but for {@code millis}).
 */
final class LabRun {
  /** The golden-ratio step of the seed formula. */
  static final long GOLDEN = 0x9E3779B97F4A7C15L;

  /** A record's file name: {@code game-<k>.txt}. */
  private static final java.util.regex.Pattern RECORD =
      java.util.regex.Pattern.compile("game-\\d+\\.txt");

  /** Which bots play game k, and which index its seed comes from. */
  record Pairing(BotSpec first, BotSpec second, long seedIndex) {}

  /** A run's games: how many, who plays each, and how colours are given out. */
  interface Schedule {
    long games();

    Pairing pairing(long k);

    /**
     * How colours are given out, as a part of the {@code run} text, such as {@code alternate=no}.
     */
    String colours();
  }

  private LabRun() {}

  /** Game k's seed: {@code S + GOLDEN × (j + 1)}. */
  static long gameSeed(long seed, long seedIndex) {
    return seed + GOLDEN * (seedIndex + 1);
  }

  /**
   * The {@code run} text of a run: its kind and the options that decide its games, equal for every
   * shard of the run.
   */
  static String runId(
      String kind, LabGame<?> g, List<String> labels, Schedule schedule, RunOptions o) {
    return kind
        + " | rules="
        + g.rulesText()
        + " | bots="
        + String.join(",", labels)
        + " | seed="
        + o.seed
        + " | games="
        + schedule.games()
        + " | "
        + schedule.colours()
        + " | max-plies="
        + o.maxPlies
        + " | tc="
        + (o.control.isUntimed() ? "none" : o.control.toString());
  }

  /**
   * Checks everything, locks the {@code --jsonl} file ({@link RunLock}), then plays the run and
   * prints its summary.
   *
   * @param kind {@code selfplay} or {@code tournament}
   * @return the exit status
   */
  static <P extends GamePosition<P, ?, ?, ?>> int run(
      String kind,
      LabGame<P> g,
      List<BotSpec> bots,
      Schedule given,
      RunOptions o,
      PrintWriter out,
      PrintWriter err)
      throws Exception {
    o.check(err);
    if (given.games() > RunReader.MAX_GAMES) {
      throw new UsageException(
          given.games()
              + " games are more than a run may have, "
              + RunReader.MAX_GAMES
              + " (what merge reads)");
    }
    if (bots.size() > RunReader.MAX_BOTS) {
      throw new UsageException(
          bots.size() + " bots are more than a run may have, " + RunReader.MAX_BOTS);
    }
    // Before anything else reads or writes the file: a second run on it is refused at once.
    RunLock lock = o.jsonl == null ? null : RunLock.take(o.jsonl);
    try {
      return play(kind, g, bots, given, o, out);
    } finally {
      if (lock != null) {
        lock.close();
      }
    }
  }

  /** Plays the run, its output locked, and prints its summary. */
  private static <P extends GamePosition<P, ?, ?, ?>> int play(
      String kind, LabGame<P> g, List<BotSpec> bots, Schedule given, RunOptions o, PrintWriter out)
      throws Exception {
    // Start each engine once: a bad one is refused before anything is written; each gets its name.
    Lineup lineup = Lineup.of(bots, o.moveLimit());
    bots = lineup.bots();
    Schedule schedule = lineup.schedule(given);
    List<String> labels = bots.stream().map(BotSpec::label).toList();
    String run = runId(kind, g, labels, schedule, o);
    RunReader.Run resumed = prepareOutputs(run, o);
    Summary summary = resumed != null ? resumed.summary() : new Summary(kind, g, labels);
    long before = resumed == null ? 0 : resumed.found();
    long mine = countOwned(schedule.games(), o.shard) - before;
    boolean labTime = o.control.isUntimed() && bots.stream().noneMatch(BotSpec::isEngine);
    long start = System.nanoTime();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Object sink = new Object();
    long[] done = {0, 0};
    boolean[] stopped = {false};
    try (OutputStream jsonl = open(o.jsonl, o.resume);
        EngineLog log = o.engineLog == null ? EngineLog.NONE : EngineLog.open(o.engineLog);
        Progress progress =
            Progress.start(
                kind,
                o.progress,
                o.jsonl == null ? "" : "; every finished game is in " + o.jsonl)) {
      // Stopped (Ctrl-C, SIGTERM): the summary of the finished games, then Progress's line. Games
      // that end after it are not kept, so the file, the summary and that line agree.
      progress.beforeStop(
          () -> {
            synchronized (sink) {
              stopped[0] = true;
              if (kind.equals("tournament")) {
                summary.stoppedBefore(planned(schedule, o.shard, labels));
              }
              summary.print(out);
            }
          });
      Referee<P> ref =
          new Referee<>(g, o, log, labTime, new Referee.RunNames(run, schedule.games(), labels));
      progress.update(0, mine, "games");
      ExecutorService pool = Executors.newFixedThreadPool(o.threads, Progress::daemon);
      Semaphore slots = new Semaphore(2 * o.threads);
      try {
        for (long k = o.shard.index(); k < schedule.games(); k += o.shard.count()) {
          if (resumed != null && resumed.has(k)) {
            continue;
          }
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
                  Referee.Played played = ref.play(pairing.first(), pairing.second(), game, seed);
                  synchronized (sink) {
                    if (stopped[0]) {
                      return;
                    }
                    if (played.record() != null) {
                      Files.writeString(
                          o.records.resolve("game-" + game + ".txt"),
                          played.record(),
                          StandardCharsets.UTF_8);
                    }
                    if (jsonl != null) {
                      // One write call per line, so a killed run leaves at most one half line.
                      jsonl.write((played.log().toJson() + "\n").getBytes(StandardCharsets.UTF_8));
                    }
                    summary.add(played.log());
                    done[1] += played.log().plies();
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
        "played %d games%s in %.2f s, %.0f plies/s, mean %.1f plies%s%n",
        done[0],
        o.shard.count() > 1 ? " (shard " + o.shard + ")" : "",
        seconds,
        seconds > 0 ? done[1] / seconds : 0.0,
        done[0] == 0 ? 0.0 : (double) done[1] / done[0],
        resumed == null ? "" : "; " + before + " more were already in " + o.jsonl);
    summary.print(out);
    return 0;
  }

  /**
   * Refuses outputs that hold games unless {@code --force} or {@code --resume}; with {@code
   * --force} removes the records there, with {@code --resume} reads the JSONL file and cuts off a
   * half line at its end. Nothing is changed before every check has passed.
   *
   * @return the run as the JSONL file holds it when resuming, null when starting afresh
   */
  private static RunReader.Run prepareOutputs(String run, RunOptions o) throws IOException {
    boolean jsonlHeld = o.jsonl != null && Files.isRegularFile(o.jsonl) && Files.size(o.jsonl) > 0;
    List<Path> records = o.records == null ? List.of() : records(o.records);
    if (!o.force && !o.resume) {
      if (jsonlHeld) {
        throw new UsageException(
            "--jsonl "
                + o.jsonl
                + " already holds games: --resume plays the games of this run it lacks,"
                + " --force starts afresh");
      }
      if (!records.isEmpty()) {
        throw new UsageException(
            "--records "
                + o.records
                + " already holds records: --resume (with --jsonl) adds this run's missing games,"
                + " --force starts afresh");
      }
    }
    RunReader.Run resumed = null;
    if (o.resume && jsonlHeld) {
      RunReader reader = RunReader.ofShard(run, o.shard);
      long keep = reader.read(o.jsonl, true);
      resumed = reader.runs().isEmpty() ? null : reader.runs().get(0);
      if (keep < Files.size(o.jsonl)) {
        try (FileChannel c = FileChannel.open(o.jsonl, StandardOpenOption.WRITE)) {
          c.truncate(keep);
        }
      }
    }
    if (o.force) {
      for (Path r : records) {
        Files.delete(r);
      }
    }
    if (o.records != null) {
      if (Files.exists(o.records) && !Files.isDirectory(o.records)) {
        throw new UsageException(
            "--records " + o.records + ": it is a file; give a directory for the records");
      }
      try {
        Files.createDirectories(o.records);
      } catch (IOException e) {
        throw UsageException.of("--records " + o.records + ": cannot create it", e);
      }
    }
    return resumed;
  }

  /** The games per pair of bots that the run (this shard of it) was to play. */
  private static long[][] planned(Schedule schedule, Shard shard, List<String> labels) {
    long[][] planned = new long[labels.size()][labels.size()];
    for (long k = shard.index(); k < schedule.games(); k += shard.count()) {
      Pairing p = schedule.pairing(k);
      int a = labels.indexOf(p.first().label());
      int b = labels.indexOf(p.second().label());
      if (a < 0 || b < 0) {
        continue; // never: the schedule pairs the run's own bots
      }
      planned[a][b]++;
      planned[b][a]++;
    }
    return planned;
  }

  /** The records ({@code game-<k>.txt}) in a folder; none if it is not one. */
  private static List<Path> records(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> RECORD.matcher(f.getFileName().toString()).matches()).toList();
    }
  }

  private static long countOwned(long games, Shard shard) {
    return games <= shard.index() ? 0 : (games - shard.index() + shard.count() - 1) / shard.count();
  }

  private static OutputStream open(Path file, boolean append) {
    if (file == null) {
      return null;
    }
    try {
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      return append
          ? Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND)
          : Files.newOutputStream(file);
    } catch (IOException e) {
      throw UsageException.of("--jsonl " + file + ": cannot write it", e);
    }
  }
}
