package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.bench.player.Player;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.match.TimeControl;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An external engine as a player: the lab is the controller and the referee of the engine protocol
 * (GTP 2). One process per game, started in {@link #start} in a process group of its own (see
 * {@link ProcessGroup}) and ended in {@link #close} with the whole group. The engine cannot hurt
 * the run:
 *
 * <ul>
 *   <li>its output is read on its own thread with bounded memory: a line over {@link #LINE_LIMIT}
 *       bytes, more than {@link #QUEUE_LINES} lines or {@link #QUEUE_BYTES} bytes waiting to be
 *       read, or an answer over {@link #ANSWER_LIMIT} is its loss;
 *   <li>every wait has a deadline, checked on every line, so a silent engine or one writing endless
 *       empty lines loses within its limit;
 *   <li>commands are written on a thread of their own and a write waits only until the deadline, so
 *       an engine that stops reading its input (its pipe holds 64 KiB) loses within its limit too,
 *       and {@link #close} never waits on it for more than {@link #QUIT_LIMIT} twice;
 *   <li>its standard error goes to the engine log, and the last lines of it into the reason of a
 *       crash or a refused start (see {@link ErrorTail}).
 * </ul>
 *
 * <p>It sends the opponent's moves as {@code play COLOUR MOVE} and asks {@code genmove COLOUR},
 * COLOUR being {@code b} or {@code w}, the colour of the stones or pieces that move (in Gongqi,
 * after the swap the first player plays White).
 */
public final class EnginePlayer implements Player {
  /** Every engine process alive, its group ended by a shutdown hook if the lab is stopped. */
  private static final Map<Process, String> LIVE = new ConcurrentHashMap<>();

  static {
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  for (Map.Entry<Process, String> e : LIVE.entrySet()) {
                    ProcessGroup.end(e.getKey(), e.getValue(), List.of(), false);
                  }
                }));
  }

  /**
   * The least time an engine gets to start and answer the set-up commands, whatever the per-move
   * limit: a JVM engine launched from source takes seconds on a busy machine.
   */
  static final Duration START_LIMIT = Duration.ofSeconds(30);

  /** The least time a write waits, past the deadline too: a pipe with room takes it at once. */
  private static final long WRITE_GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

  /** How long an engine has to take {@code quit} and to exit after it, each. */
  static final Duration QUIT_LIMIT = Duration.ofMillis(500);

  /** The longest line an engine may write, in bytes: longer is its loss. */
  public static final int LINE_LIMIT = 64 * 1024;

  /** The longest answer an engine may give, in characters over all its lines. */
  public static final int ANSWER_LIMIT = 64 * 1024;

  /** The most lines of an engine's output waiting to be read: more is a flood, its loss. */
  public static final int QUEUE_LINES = 10_000;

  /** The most bytes of an engine's output waiting to be read: more is a flood, its loss. */
  public static final long QUEUE_BYTES = 1 << 20;

  /** Marks the end of the engine's output in the queue. */
  private static final String EOF = new String("<end of output>");

  /** Marks a line over the limit, where the reader stopped. */
  private static final String OVERLONG = new String("<line over the limit>");

  private final List<String> command;
  private final Duration moveLimit;
  private final EngineLog log;
  private Process process;
  private String mark;
  private OutputStream in;

  /**
   * Writes to the engine's input, one command at a time: a write blocks while the engine does not
   * read, so the thread that waits for the answer must not be the one that writes.
   */
  private ExecutorService writer;

  private ErrorTail errors;
  private int id;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final AtomicLong queuedBytes = new AtomicLong();
  private volatile boolean flooded;

  /** How many of the game's moves the engine knows. */
  private int known;

  /** The position after the moves the engine knows, to tell the colour of the next ones. */
  private GameState<?> told;

  /**
   * Creates the player; the engine starts with each game.
   *
   * @param command the engine's command line, in words
   * @param moveLimit the longest it may think on a move without a clock
   * @param log where to log what is sent and received, and the engine's standard error
   */
  public EnginePlayer(List<String> command, Duration moveLimit, EngineLog log) {
    this.command = List.copyOf(command);
    this.moveLimit = moveLimit;
    this.log = log;
  }

  /** The number of engine processes now alive; tests check that none is left behind. */
  static int alive() {
    LIVE.keySet().removeIf(p -> !p.isAlive());
    return LIVE.size();
  }

  /**
   * Starts the engine once, asks its protocol version to refuse a bad engine before a run, and asks
   * its name.
   *
   * @param spec the engine
   * @param limit the per-move limit
   * @return its answer to {@code name}, empty if it does not know the command
   * @throws UsageException naming the engine, with the last lines of its standard error, if it
   *     cannot start or does not answer
   */
  public static String probe(BotSpec spec, Duration limit) {
    EnginePlayer e = new EnginePlayer(spec.command(), limit, EngineLog.NONE);
    try {
      Instant deadline = Instant.now().plus(startLimit(limit));
      e.launch();
      e.ask("protocol_version", deadline);
      String name = e.ask("name", deadline, false);
      return name == null ? "" : name;
    } catch (Fault f) {
      throw new UsageException("engine '" + cut(spec.name()) + "' " + e.withErrors(f).getMessage());
    } finally {
      e.close();
    }
  }

  private static Duration startLimit(Duration moveLimit) {
    return moveLimit.compareTo(START_LIMIT) > 0 ? moveLimit : START_LIMIT;
  }

  private void launch() throws Fault {
    if (!runnable(command.get(0))) {
      throw new Fault("cannot start '" + cut(command.get(0)) + "': no such program");
    }
    ProcessGroup.Start start = ProcessGroup.builder(command);
    try {
      process = start.builder().start();
    } catch (IOException | RuntimeException e) {
      throw new Fault(
          "cannot start '" + cut(String.join(" ", command)) + "': " + cut(e.getMessage() + ""));
    }
    mark = start.mark();
    LIVE.put(process, mark);
    id = log.nextEngine();
    in = process.getOutputStream();
    // One write at a time and at most one waiting behind it (quit behind a blocked command).
    writer =
        new ThreadPoolExecutor(
            1,
            1,
            0,
            TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(1),
            r -> {
              Thread t = new Thread(r, "engine-" + id + "-writer");
              t.setDaemon(true);
              return t;
            });
    errors = new ErrorTail(process.getErrorStream(), log, id);
    Process p = process;
    Thread reader = new Thread(() -> read(p), "engine-" + id + "-reader");
    reader.setDaemon(true);
    reader.start();
  }

  /** Whether a program name is an executable file, given as a path or found on the PATH. */
  private static boolean runnable(String program) {
    if (program.contains(File.separator)) {
      return Files.isExecutable(Path.of(program));
    }
    String path = System.getenv("PATH");
    if (path == null) {
      return true; // Nothing to search: let the start say.
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reads the engine's output into the queue with bounded memory. Runs of empty lines are queued
   * once: an empty line only ends an answer, so the rest say nothing, and an engine writing endless
   * empty lines cannot flood the queue (it loses on its deadline).
   */
  private void read(Process p) {
    BoundedLines r = new BoundedLines(p.getInputStream(), LINE_LIMIT);
    boolean lastEmpty = true;
    try {
      for (String line = r.next(); line != null; line = r.next()) {
        if (r.wasCut()) {
          lines.add(OVERLONG);
          return;
        }
        if (line.isEmpty() && lastEmpty) {
          continue;
        }
        lastEmpty = line.isEmpty();
        if (lines.size() >= QUEUE_LINES || queuedBytes.get() + line.length() > QUEUE_BYTES) {
          // Stop reading: the engine blocks on a full pipe until it is ended.
          flooded = true;
          lines.add(EOF);
          return;
        }
        queuedBytes.addAndGet(line.length());
        lines.add(line);
      }
    } catch (IOException e) {
      // The stream broke: the same as its end for the referee.
    }
    lines.add(EOF);
  }

  @Override
  public <P extends GamePosition<P, ?, ?, ?>> void start(LabGame<P> game, TimeControl control)
      throws Fault {
    try {
      launch();
      Instant deadline = Instant.now().plus(startLimit(moveLimit));
      ask("rules " + game.rulesText(), deadline);
      if (control.isUntimed()) {
        ask("time_settings 0 0 0", deadline);
      } else {
        ask(
            "time_settings "
                + seconds(control.mainTime().toNanos() / 1e9)
                + " "
                + seconds(control.byoYomi().toNanos() / 1e9)
                + " 1",
            deadline);
      }
    } catch (Fault f) {
      throw withErrors(f);
    }
    known = 0;
    told = game.start();
  }

  @Override
  public <P extends GamePosition<P, ?, ?, ?>> int choose(
      LabGame<P> game, P position, List<String> moves, Time time, SplittableRandom rnd)
      throws Fault {
    Instant deadline = time.deadline();
    tell(game, moves, deadline);
    String colour = colour(game, position);
    if (time.timed()) {
      ask(
          "time_left " + colour + " " + seconds(time.seconds()) + " " + (time.inByoYomi() ? 1 : 0),
          deadline);
    }
    String answer = ask("genmove " + colour, deadline).trim();
    if (answer.equalsIgnoreCase("resign")) {
      throw new Fault("resigned");
    }
    if (answer.isEmpty() || answer.contains("\n")) {
      throw new Fault("unparsable answer to genmove: '" + cut(answer.replace("\n", "\\n")) + "'");
    }
    try {
      int move = game.moveId(position, answer);
      known = moves.size() + 1;
      told = position.playUnchecked(move);
      return move;
    } catch (IllegalArgumentException e) {
      throw new Fault(
          "illegal move '" + cut(answer) + "': " + Quote.message(String.valueOf(e.getMessage())));
    }
  }

  /** Sends the moves the engine has not seen, each with the colour that played it. */
  @SuppressWarnings("unchecked") // told is always a position of this game, from start() on.
  private <P extends GamePosition<P, ?, ?, ?>> void tell(
      LabGame<P> game, List<String> moves, Instant until) throws Fault {
    P at = (P) told;
    for (; known < moves.size(); known++) {
      String move = moves.get(known);
      ask("play " + colour(game, at) + " " + move, until);
      at = game.play(at, move);
      told = at;
    }
  }

  /** The GTP colour of the side to move: {@code b} or {@code w}. */
  private static <P extends GamePosition<P, ?, ?, ?>> String colour(LabGame<P> game, P position) {
    return game.colourNames()[position.playerToMove()].startsWith("w") ? "w" : "b";
  }

  /**
   * Sends one command and waits for its answer until the deadline; a {@code ?} is a fault. Tests
   * send commands with it.
   */
  String ask(String commandLine, Instant deadline) throws Fault {
    return ask(commandLine, deadline, true);
  }

  /**
   * Sends one command and waits for its answer until the deadline, checked on every line.
   *
   * @return the answer's text, or null for a {@code ?} answer when {@code refusalIsFault} is false
   */
  private String ask(String commandLine, Instant deadline, boolean refusalIsFault) throws Fault {
    String first = commandLine.split(" ", 2)[0];
    log.line(id, '>', commandLine);
    send(Framing.line(commandLine), first, deadline);
    Framing.Answer answer = new Framing.Answer();
    long size = 0;
    while (true) {
      if (flooded) {
        throw flood();
      }
      long wait = Duration.between(Instant.now(), deadline).toNanos();
      if (wait <= 0) {
        throw new Fault("no answer to '" + first + "' by the deadline", true);
      }
      String line;
      try {
        line = lines.poll(wait, TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new Fault("interrupted while waiting for '" + first + "'");
      }
      if (line == null) {
        throw new Fault("no answer to '" + first + "' by the deadline", true);
      }
      if (line == OVERLONG) {
        throw new Fault("wrote a line over 64 KiB (answering '" + first + "')");
      }
      if (line == EOF) {
        if (flooded) {
          throw flood();
        }
        throw new Fault(ended("closed its output before answering '" + first + "'"));
      }
      queuedBytes.addAndGet(-line.length());
      log.line(id, '<', line);
      size += line.length() + 1;
      if (size > ANSWER_LIMIT) {
        throw new Fault("flooded its output: an answer to '" + first + "' over 64 KiB");
      }
      boolean complete;
      try {
        complete = answer.add(line);
      } catch (IllegalArgumentException e) {
        throw new Fault("unparsable answer to '" + first + "': '" + cut(line) + "'");
      }
      if (answer.failed()) {
        if (!refusalIsFault) {
          return null;
        }
        throw new Fault("answered '" + first + "' with an error: " + cut(answer.text()));
      }
      if (complete) {
        return answer.text();
      }
    }
  }

  /**
   * Writes a command on the writer thread and waits until the engine has taken it, at most until
   * the deadline: an engine that does not read its input fills the pipe (64 KiB), and a write
   * without a deadline would wait for ever.
   */
  private void send(String text, String first, Instant deadline) throws Fault {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    OutputStream to = in;
    Future<?> written;
    try {
      written =
          writer.submit(
              () -> {
                to.write(bytes);
                to.flush();
                return null;
              });
    } catch (RejectedExecutionException e) {
      throw new Fault("did not read its input: '" + first + "' not sent, an earlier write waits");
    }
    // A few milliseconds at least, so that a command sent at the deadline to an engine that reads
    // is not blamed on its reading: it then loses for not answering.
    long wait = Math.max(WRITE_GRACE_NANOS, Duration.between(Instant.now(), deadline).toNanos());
    try {
      written.get(wait, TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      // The write stays blocked until close() ends the engine, which fails it.
      throw new Fault(
          "did not read its input: '"
              + first
              + "' ("
              + bytes.length
              + " bytes) not taken by the deadline",
          true);
    } catch (ExecutionException e) {
      throw new Fault(ended("closed its input before '" + first + "'"));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Fault("interrupted while sending '" + first + "'");
    }
  }

  private static Fault flood() {
    return new Fault(
        "flooded its output: over "
            + QUEUE_LINES
            + " lines or 1 MiB written and not yet read by the lab");
  }

  /** Says how the engine ended: its exit status and its last words if it has died. */
  private String ended(String what) {
    try {
      if (process.waitFor(300, TimeUnit.MILLISECONDS)) {
        int status = process.exitValue();
        return (status == 0 ? "exited (status 0)" : "crashed (exit status " + status + ")")
            + " and "
            + what
            + errors.quote(500);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return what;
  }

  /** The fault with the last lines of the engine's standard error, if it has any to add. */
  private Fault withErrors(Fault f) {
    if (errors == null || f.getMessage().contains(ErrorTail.MARK)) {
      return f;
    }
    // A dead engine's last words may still be in the pipe: give its reader a moment.
    String quote = errors.quote(process != null && !process.isAlive() ? 500 : 50);
    return quote.isEmpty() ? f : new Fault(f.getMessage() + quote, f.onTime());
  }

  /** An engine's text cut to a length a reason can quote, hidden characters made visible. */
  private static String cut(String text) {
    return ErrorTail.shown(text);
  }

  private static String seconds(double s) {
    return String.format(Locale.ROOT, "%.3f", s).replaceFirst("\\.?0+$", "");
  }

  @Override
  public void close() {
    if (process == null) {
      return;
    }
    // Collect the tree first: once the engine exits, its children are re-parented and lost.
    List<ProcessHandle> seen = new ArrayList<>(process.descendants().toList());
    if (process.isAlive()) {
      // quit and the end of input, on the writer thread and bounded: behind a write that is
      // still blocked (an engine that does not read), they never go, and the group is ended.
      OutputStream to = in;
      log.line(id, '>', "quit");
      try {
        writer
            .submit(
                () -> {
                  to.write(Framing.line("quit").getBytes(StandardCharsets.UTF_8));
                  to.flush();
                  to.close();
                  return null;
                })
            .get(QUIT_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        process.waitFor(QUIT_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
      } catch (ExecutionException | TimeoutException | RejectedExecutionException e) {
        // Gone, or not reading: ended below anyway.
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    seen.addAll(process.descendants().toList());
    ProcessGroup.end(process, mark, seen, true);
    // Ending the engine breaks its pipe: a blocked write fails and the writer thread ends.
    writer.shutdownNow();
    LIVE.remove(process);
    process = null;
  }
}
