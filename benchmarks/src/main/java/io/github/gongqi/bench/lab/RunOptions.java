package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.game.match.TimeControl;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** The options of every run of games, shared by {@code selfplay} and {@code tournament}. */
final class RunOptions {
  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "random seed (default 1); game k's seed is derived from S and k (README)")
  long seed = 1;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "games played at once (default 1; capped at 4 x the processors)")
  int threads = 1;

  @Option(
      names = "--max-plies",
      paramLabel = "N",
      description = "a game reaching this many plies is a draw (default 1000)")
  int maxPlies = 1000;

  @Option(
      names = "--jsonl",
      paramLabel = "FILE",
      description =
          "write one JSON object per game to FILE as each game ends; the run locks FILE (through"
              + " FILE.lock), so a second run on it at once is refused")
  Path jsonl;

  @Option(
      names = "--resume",
      description =
          "with --jsonl FILE of this run: play only the games FILE lacks and append them (a half"
              + " line left by a killed run is dropped and its game played again)")
  boolean resume;

  @Option(
      names = "--force",
      description =
          "start afresh even if --jsonl FILE or --records DIR already holds games: they are"
              + " replaced")
  boolean force;

  @Option(
      names = "--records",
      paramLabel = "DIR",
      description = "write each game's record to DIR/game-<k>.txt")
  Path records;

  @Option(
      names = "--shard",
      paramLabel = "I/N",
      converter = Shard.Converter.class,
      description = "play only the games k with k mod N = I (default 0/1)")
  Shard shard = Shard.ALL;

  @Option(
      names = "--tc",
      paramLabel = "MAIN+BYO",
      converter = TimeControlConverter.class,
      description =
          "a clock for every bot: main time then a period a move, in seconds (60+5) or as"
              + " records write it (1:00+5s); default none")
  TimeControl control = TimeControl.UNTIMED;

  @Option(
      names = "--move-limit",
      paramLabel = "SECONDS",
      description =
          "without --tc, the longest an engine may think on a move (default 60); starting gets"
              + " at least 30")
  double moveLimit = 60;

  @Option(
      names = "--engine-log",
      paramLabel = "FILE",
      description = "log everything sent to and received from engines")
  Path engineLog;

  @Option(
      names = "--progress",
      negatable = true,
      description =
          "show progress with rate and time left on standard error (default: when it is a"
              + " terminal)")
  Boolean progress;

  /** Checks the values; a far too large {@code --threads} is capped with a warning. */
  void check(java.io.PrintWriter err) {
    if (threads < 1) {
      throw new UsageException("--threads " + threads + " is below 1");
    }
    if (maxPlies < 1) {
      throw new UsageException("--max-plies " + maxPlies + " is below 1");
    }
    if (resume && force) {
      throw new UsageException("--resume and --force contradict each other: give one");
    }
    if (resume && jsonl == null) {
      throw new UsageException("--resume needs --jsonl FILE: the file says which games are done");
    }
    if (!(moveLimit > 0) || moveLimit > 1e6) {
      throw new UsageException("--move-limit " + moveLimit + " is not between 0 and 1e6");
    }
    threads = capThreads(threads, err);
  }

  Duration moveLimit() {
    return Duration.ofNanos((long) (moveLimit * 1e9));
  }

  /** Caps a thread count at four times the processors, warning on standard error. */
  static int capThreads(int threads, java.io.PrintWriter err) {
    int cap = 4 * Runtime.getRuntime().availableProcessors();
    if (threads > cap) {
      err.println(
          "warning: --threads "
              + threads
              + " is far above the "
              + Runtime.getRuntime().availableProcessors()
              + " processors; using "
              + cap);
      err.flush();
      return cap;
    }
    return threads;
  }

  /** Reads {@code MAIN+BYO} in seconds, or a time control as records write it. */
  static final class TimeControlConverter implements ITypeConverter<TimeControl> {
    @Override
    public TimeControl convert(String value) {
      java.util.regex.Matcher m =
          java.util.regex.Pattern.compile("(\\d{1,7}(?:\\.\\d{1,9})?)\\+(\\d{1,7}(?:\\.\\d{1,9})?)")
              .matcher(value);
      try {
        if (m.matches()) {
          return TimeControl.of(
              Duration.ofNanos(Math.round(Double.parseDouble(m.group(1)) * 1e9)),
              Duration.ofNanos(Math.round(Double.parseDouble(m.group(2)) * 1e9)));
        }
        return TimeControl.parse(value);
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException(
            "time control '" + Quote.cut(value) + "' is not MAIN+BYO in seconds (60+5) or 1:00+5s");
      }
    }
  }
}
