package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.json.JsonlLines;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.game.GamePosition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the JSONL of runs, checking every line, in bounded memory: {@code merge}, {@code report}
 * and {@code --resume} read through it. Lines are streamed ({@link JsonlLines}, at most 1 MiB
 * each); per run it keeps only a {@link Summary} (counters) and one bit per game of the run, so
 * what it holds is bounded by the limits below, whatever the input.
 *
 * <p>Each line must be a game line ({@link GameLog#fromJson}) within the limits; its {@code k} must
 * be a game of its run ({@code 0 <= k < games}) and of its shard ({@code k mod N = I}); its rules
 * must read back, and its bots, total and rules must be those of the first line of its run; no
 * {@code k} may come twice; and its moves must replay by the library to its plies, result and
 * reason ({@link Replay}). Any other line is refused with a {@link UsageException} whose one line
 * starts {@code FILE:LINE: }. Blank lines are skipped.
 *
 * <pre>{@code
 * RunReader reader = RunReader.ofRuns().onGame((run, game) -> lengths.add(game.plies()));
 * for (Path f : files) reader.read(f);
 * for (RunReader.Run run : reader.runs()) { run.summary().print(out); run.missingCount(); }
 * }</pre>
 */
public final class RunReader {
  /** The most bots a run may have: a table of 256 × 256 counters. */
  public static final int MAX_BOTS = 256;

  /** The most runs read at once. */
  public static final int MAX_RUNS = 64;

  /** The most games of all the runs read at once together: one bit each, 32 MiB at most. */
  public static final long MAX_GAMES = 1L << 28;

  /** The longest {@code run} text read. */
  public static final int MAX_RUN_CHARS = 1 << 16;

  /** What a reader hands each game line to, once the line has passed every check. */
  @FunctionalInterface
  public interface GameSink {
    /**
     * Takes one game.
     *
     * @param run the game's run, its summary already counting the game
     * @param game the game's line
     */
    void accept(Run run, GameLog game);
  }

  /** One run found in the files: its identity, its summary so far and which games it holds. */
  public static final class Run {
    private final String id;
    private final String kind;
    private final String rulesAsWritten;
    private final LabGame<?> game;
    private final List<String> bots;
    private final long games;
    private final String firstAt;
    private final Summary summary;
    private final BitSet seen = new BitSet();
    private long found;

    private Run(GameLog first, LabGame<?> game, String firstAt) {
      this.id = first.run();
      this.kind = first.kind();
      this.rulesAsWritten = first.rules();
      this.game = game;
      this.bots = first.bots();
      this.games = first.games();
      this.firstAt = firstAt;
      this.summary = new Summary(kind, game, bots);
    }

    /**
     * The run's {@code run} text.
     *
     * @return the text, equal in every line of the run
     */
    public String id() {
      return id;
    }

    /**
     * The kind of run.
     *
     * @return {@code selfplay} or {@code tournament}
     */
    public String kind() {
      return kind;
    }

    /**
     * The run's bots, in order.
     *
     * @return their names
     */
    public List<String> bots() {
      return bots;
    }

    /**
     * The number of games of the whole run, every shard together.
     *
     * @return the run's total
     */
    public long games() {
      return games;
    }

    /**
     * The summary of the games read, as {@code merge} prints it.
     *
     * @return the summary
     */
    public Summary summary() {
      return summary;
    }

    /**
     * The games read.
     *
     * @return their number
     */
    public long found() {
      return found;
    }

    /**
     * Whether game {@code k} has been read.
     *
     * @param k the game's index
     * @return whether a line held it
     */
    public boolean has(long k) {
      return k >= 0 && k < games && seen.get((int) k);
    }

    /**
     * The games of the run that no line held.
     *
     * @return their number
     */
    public long missingCount() {
      return games - found;
    }

    /**
     * The first missing games, in order.
     *
     * @param max how many at most
     * @return their indices {@code k}
     */
    public List<Long> missing(int max) {
      List<Long> out = new ArrayList<>();
      for (int k = seen.nextClearBit(0);
          k < games && out.size() < max;
          k = seen.nextClearBit(k + 1)) {
        out.add((long) k);
      }
      return out;
    }

    /**
     * Says which games are missing: their number and the first ten.
     *
     * @return such as {@code 3 of 9 games are missing: k 2, 5, 8}
     */
    public String describeMissing() {
      List<Long> first = missing(10);
      StringBuilder s =
          new StringBuilder(missingCount() + " of " + games + " games are missing: k ");
      for (int i = 0; i < first.size(); i++) {
        s.append(i == 0 ? "" : ", ").append(first.get(i));
      }
      if (missingCount() > first.size()) {
        s.append(", …");
      }
      return s.toString();
    }

    /** Where the run's first line was read, {@code FILE:LINE}. */
    String firstAt() {
      return firstAt;
    }
  }

  private final boolean oneRun;
  private final String expectedRun;
  private final Shard expectedShard;
  private final Map<String, Run> runs = new LinkedHashMap<>();
  private GameSink sink = (run, game) -> {};
  private long totalGames;

  private RunReader(boolean oneRun, String expectedRun, Shard expectedShard) {
    this.oneRun = oneRun;
    this.expectedRun = expectedRun;
    this.expectedShard = expectedShard;
  }

  /**
   * A reader that refuses lines of a second run, as {@code merge} does.
   *
   * @return the reader
   */
  public static RunReader ofOneRun() {
    return new RunReader(true, null, null);
  }

  /**
   * A reader of up to {@link #MAX_RUNS} runs, as the report reads them.
   *
   * @return the reader
   */
  public static RunReader ofRuns() {
    return new RunReader(false, null, null);
  }

  /** A reader of one shard's file of one run, as {@code --resume} reads it. */
  static RunReader ofShard(String run, Shard shard) {
    return new RunReader(true, run, shard);
  }

  /**
   * Sets what each game line is handed to, once checked and counted.
   *
   * @param sink the receiver
   * @return this reader
   */
  public RunReader onGame(GameSink sink) {
    this.sink = sink;
    return this;
  }

  /**
   * Reads every line of a file.
   *
   * @param file the JSONL file
   * @throws UsageException naming file and line for the first line refused, or the file if it
   *     cannot be read
   */
  public void read(Path file) {
    read(file, false);
  }

  /**
   * Reads a file; with {@code dropHalfLine}, a last line without a line end (left by a killed
   * writer) is not read.
   *
   * @return the length of the file's part read, in bytes: where a half line starts, if dropped
   */
  long read(Path file, boolean dropHalfLine) {
    try {
      return readLines(file, dropHalfLine);
    } catch (Repeat r) {
      throw new UsageException(r.where + "game " + r.game + " appears twice" + repeats(file));
    }
  }

  private long readLines(Path file, boolean dropHalfLine) {
    try (JsonlLines lines = JsonlLines.open(file)) {
      for (String text = lines.next(); text != null; text = lines.next()) {
        if (dropHalfLine && !lines.terminated()) {
          return lines.start();
        }
        if (!text.isBlank()) {
          take(text, lines.where());
        }
      }
      return lines.start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file + ": " + UsageException.why(e), e);
    }
  }

  /** A line repeating a game of its run: {@link #read} says which lines of the file repeat. */
  private static final class Repeat extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient String where;
    private final long game;

    Repeat(String where, long game) {
      super(null, null, false, false);
      this.where = where;
      this.game = game;
    }
  }

  /**
   * Says which lines of a file repeat a game of an earlier line of their run, and how to mend the
   * file: read again, only when a repeat has been found. A file where every game comes twice is
   * what two runs on it at once left (before runs locked their file).
   */
  private static String repeats(Path file) {
    Map<String, BitSet> seen = new LinkedHashMap<>();
    List<String> first = new ArrayList<>();
    long count = 0;
    try (JsonlLines lines = JsonlLines.open(file)) {
      for (String text = lines.next(); text != null; text = lines.next()) {
        GameLog g;
        try {
          g = text.isBlank() ? null : GameLog.fromJson(text);
        } catch (IllegalArgumentException e) {
          continue; // refused for its own sake, once the repeats are mended
        }
        if (g == null || g.game() < 0 || g.game() >= MAX_GAMES) {
          continue;
        }
        BitSet games = seen.get(g.run());
        if (games == null) {
          if (seen.size() >= MAX_RUNS) {
            continue;
          }
          games = new BitSet();
          seen.put(g.run(), games);
        }
        if (games.get((int) g.game())) {
          count++;
          if (first.size() < 10) {
            first.add(lines.number() + " (game " + g.game() + ")");
          }
        } else {
          games.set((int) g.game());
        }
      }
    } catch (IOException | RuntimeException e) {
      return "";
    }
    if (count == 0) {
      return " (in another file too: give each file once)";
    }
    return "; "
        + count
        + " line"
        + (count == 1 ? " repeats a game" : "s repeat games")
        + " of an earlier line, at line"
        + (count == 1 ? " " : "s ")
        + String.join(", ", first)
        + (count > first.size() ? ", …" : "")
        + ": two runs wrote this file at once? Keep the first line of each game, e.g. awk"
        + " -F'[:,]' '!seen[$2]++' "
        + file
        + " > fixed.jsonl (each line starts {\"game\":K,), then check it with merge";
  }

  /**
   * The runs read, in the order their first lines came.
   *
   * @return the runs
   */
  public List<Run> runs() {
    return List.copyOf(runs.values());
  }

  private void take(String text, String where) {
    GameLog g;
    try {
      g = GameLog.fromJson(text);
    } catch (IllegalArgumentException e) {
      throw new UsageException(where + e.getMessage());
    }
    if (g.run().length() > MAX_RUN_CHARS) {
      throw new UsageException(
          where + "the run text is longer than " + MAX_RUN_CHARS + " characters");
    }
    if (g.bots().size() < 2 || g.bots().size() > MAX_BOTS) {
      throw new UsageException(
          where + "names " + g.bots().size() + " bots: a run has 2 to " + MAX_BOTS);
    }
    for (String bot : g.bots()) {
      // A name that hides itself or reorders text would make merge's table and the report lie.
      if (bot.isEmpty() || bot.codePoints().anyMatch(BotSpec::notInName)) {
        throw new UsageException(
            where
                + "bot name '"
                + Quote.cut(bot)
                + "' is empty or holds a space or a control or bidi character");
      }
    }
    if (g.games() < 1 || g.games() > MAX_GAMES) {
      throw new UsageException(where + "games " + g.games() + " is not between 1 and " + MAX_GAMES);
    }
    if (g.game() < 0 || g.game() >= g.games()) {
      throw new UsageException(
          where + "game " + g.game() + " is not a game of a run of " + g.games());
    }
    Shard shard = Shard.parse(g.shard());
    if (!shard.owns(g.game())) {
      throw new UsageException(where + "game " + g.game() + " is not of shard " + shard);
    }
    if (expectedShard != null && !shard.equals(expectedShard)) {
      throw new UsageException(
          where + "a game of shard " + shard + ", not of this run's shard " + expectedShard);
    }
    Run run = runFor(g, where);
    if (run.seen.get((int) g.game())) {
      throw new Repeat(where, g.game());
    }
    String wrong = check(run.game, g);
    if (wrong != null) {
      throw new UsageException(where + wrong);
    }
    try {
      run.summary.add(g);
    } catch (IllegalArgumentException e) {
      throw new UsageException(where + e.getMessage());
    }
    run.seen.set((int) g.game());
    run.found++;
    sink.accept(run, g);
  }

  private static <P extends GamePosition<P, ?, ?, ?>> String check(LabGame<P> game, GameLog g) {
    return Replay.check(game, g);
  }

  private Run runFor(GameLog g, String where) {
    Run run = runs.get(g.run());
    if (run == null) {
      if (expectedRun != null && !expectedRun.equals(g.run())) {
        throw new UsageException(
            where + "a line of another run: " + difference(g.run(), expectedRun, "this run's"));
      }
      if (oneRun && !runs.isEmpty()) {
        Run first = runs.values().iterator().next();
        throw new UsageException(
            where
                + "a line of another run: "
                + difference(g.run(), first.id, "that of " + first.firstAt()));
      }
      if (runs.size() >= MAX_RUNS) {
        throw new UsageException(where + "more than " + MAX_RUNS + " runs read at once");
      }
      if (totalGames + g.games() > MAX_GAMES) {
        throw new UsageException(
            where + "the runs read hold more than " + MAX_GAMES + " games together");
      }
      run = new Run(g, labGame(g, where), where.substring(0, where.length() - 2));
      totalGames += g.games();
      runs.put(g.run(), run);
      return run;
    }
    if (g.games() != run.games || !g.bots().equals(run.bots)) {
      throw new UsageException(
          where
              + "the same run as "
              + run.firstAt()
              + " but with "
              + (g.games() != run.games
                  ? "games " + g.games() + ", not " + run.games
                  : "bots " + JsonlLines.cut(String.valueOf(g.bots()))));
    }
    if (!g.rules().equals(run.rulesAsWritten)
        && !labGame(g, where).rulesText().equals(run.game.rulesText())) {
      throw new UsageException(
          where
              + "rules '"
              + JsonlLines.cut(g.rules())
              + "' differ from '"
              + run.game.rulesText()
              + "' of "
              + run.firstAt());
    }
    return run;
  }

  private static LabGame<?> labGame(GameLog g, String where) {
    try {
      return LabGame.forRules(g.rules());
    } catch (IllegalArgumentException e) {
      throw new UsageException(where + JsonlLines.cut(String.valueOf(e.getMessage())));
    }
  }

  /** Says how two run texts differ: their first differing {@code |} part. */
  static String difference(String mine, String other, String whose) {
    String[] a = mine.split(" \\| ");
    String[] b = other.split(" \\| ");
    for (int i = 0; i < Math.max(a.length, b.length); i++) {
      String x = i < a.length ? a[i] : "";
      String y = i < b.length ? b[i] : "";
      if (!x.equals(y)) {
        return "'" + JsonlLines.cut(x) + "', not " + whose + " '" + JsonlLines.cut(y) + "'";
      }
    }
    return "'" + JsonlLines.cut(mine) + "'";
  }
}
