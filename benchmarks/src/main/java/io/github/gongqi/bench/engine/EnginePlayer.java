package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.lab.BotSpec;
import io.github.gongqi.bench.lab.Player;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.match.TimeControl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An external engine as a player: the lab is the controller and the referee of the engine protocol
 * (GTP 2 framing). One process per game: started in {@link #start}, ended in {@link #close}, its
 * whole process tree destroyed. The engine's output is read on its own thread into a queue, so
 * every wait has a deadline and a silent, stuck or dead engine never hangs the lab; its standard
 * error is discarded.
 */
public final class EnginePlayer implements Player {
  /** Every engine process alive, destroyed by a shutdown hook if the lab is stopped. */
  private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  for (Process p : LIVE) {
                    destroyTree(p);
                  }
                }));
  }

  /**
   * The least time an engine gets to start and answer the set-up commands, whatever the per-move
   * limit: a JVM engine launched from source takes seconds on a busy machine.
   */
  static final Duration START_LIMIT = Duration.ofSeconds(30);

  /** Marks the end of the engine's output in the queue. */
  private static final String EOF = new String("<end of output>");

  private final List<String> command;
  private final Duration moveLimit;
  private final EngineLog log;
  private Process process;
  private OutputStream in;
  private int id;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private int known;

  /**
   * Creates the player; the engine starts with each game.
   *
   * @param command the engine's command line, in words
   * @param moveLimit the longest it may think on a move without a clock
   * @param log where to log what is sent and received
   */
  public EnginePlayer(List<String> command, Duration moveLimit, EngineLog log) {
    this.command = List.copyOf(command);
    this.moveLimit = moveLimit;
    this.log = log;
  }

  /** The number of engine processes now alive; tests check that none is left behind. */
  static int alive() {
    LIVE.removeIf(p -> !p.isAlive());
    return LIVE.size();
  }

  /**
   * Starts the engine once and asks its protocol version, to refuse a bad engine before a run.
   *
   * @param spec the engine
   * @param limit the per-move limit
   * @throws Main.UsageException naming the engine if it cannot start or does not answer
   */
  public static void probe(BotSpec spec, Duration limit) {
    EnginePlayer e = new EnginePlayer(spec.command(), limit, EngineLog.NONE);
    try {
      e.launch();
      e.ask("protocol_version", Instant.now().plus(startLimit(limit)));
    } catch (Fault f) {
      throw new Main.UsageException("engine '" + spec.name() + "' " + f.getMessage());
    } finally {
      e.close();
    }
  }

  private static Duration startLimit(Duration moveLimit) {
    return moveLimit.compareTo(START_LIMIT) > 0 ? moveLimit : START_LIMIT;
  }

  private void launch() throws Fault {
    ProcessBuilder b = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
    try {
      process = b.start();
    } catch (IOException | RuntimeException e) {
      throw new Fault("cannot start '" + String.join(" ", command) + "': " + e.getMessage());
    }
    LIVE.add(process);
    id = log.nextEngine();
    in = process.getOutputStream();
    Process p = process;
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(
                      new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                  lines.add(line);
                }
              } catch (IOException e) {
                // The stream broke: the same as its end for the referee.
              } finally {
                lines.add(EOF);
              }
            },
            "engine-" + id + "-reader");
    reader.setDaemon(true);
    reader.start();
  }

  @Override
  public <P extends GameState<P>> void start(GameAdapter<P> game, TimeControl control)
      throws Fault {
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
    known = 0;
  }

  @Override
  public <P extends GameState<P>> int choose(
      GameAdapter<P> game, P position, List<String> moves, Time time, SplittableRandom rnd)
      throws Fault {
    Instant deadline = time.deadline();
    for (; known < moves.size(); known++) {
      ask("play " + moves.get(known), deadline);
    }
    if (time.timed()) {
      ask(
          "time_left "
              + time.colour()
              + " "
              + seconds(time.seconds())
              + " "
              + (time.inByoYomi() ? 1 : 0),
          deadline);
    }
    String answer = ask("genmove", deadline).trim();
    if (answer.equalsIgnoreCase("resign")) {
      throw new Fault("resigned");
    }
    if (answer.isEmpty() || answer.contains("\n")) {
      throw new Fault("unparsable answer to genmove: '" + answer.replace("\n", "\\n") + "'");
    }
    try {
      int move = game.moveId(position, answer);
      known = moves.size() + 1;
      return move;
    } catch (IllegalArgumentException e) {
      throw new Fault("illegal move '" + answer + "': " + e.getMessage());
    }
  }

  /** Sends one command and waits for its answer until the deadline; a {@code ?} is a fault. */
  private String ask(String commandLine, Instant deadline) throws Fault {
    String first = commandLine.split(" ", 2)[0];
    try {
      log.line(id, '>', commandLine);
      in.write(Framing.line(commandLine).getBytes(StandardCharsets.UTF_8));
      in.flush();
    } catch (IOException e) {
      throw new Fault(ended("could not read '" + first + "'"));
    }
    Framing.Answer answer = new Framing.Answer();
    while (true) {
      long wait = Duration.between(Instant.now(), deadline).toNanos();
      String line;
      try {
        line = wait <= 0 ? lines.poll() : lines.poll(wait, TimeUnit.NANOSECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new Fault("interrupted while waiting for '" + first + "'");
      }
      if (line == null) {
        throw new Fault("no answer to '" + first + "' by the deadline", true);
      }
      if (line == EOF) {
        throw new Fault(ended("closed its output before answering '" + first + "'"));
      }
      log.line(id, '<', line);
      boolean complete;
      try {
        complete = answer.add(line);
      } catch (IllegalArgumentException e) {
        throw new Fault("unparsable answer to '" + first + "': '" + line + "'");
      }
      if (answer.failed()) {
        throw new Fault("answered '" + first + "' with an error: " + answer.text());
      }
      if (complete) {
        return answer.text();
      }
    }
  }

  /** Says how the engine ended: its exit status if it has died. */
  private String ended(String what) {
    try {
      if (process.waitFor(300, TimeUnit.MILLISECONDS)) {
        return "crashed (exit status " + process.exitValue() + ") and " + what;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return what;
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
    List<ProcessHandle> tree = new ArrayList<>(process.descendants().toList());
    if (process.isAlive()) {
      try {
        log.line(id, '>', "quit");
        in.write(Framing.line("quit").getBytes(StandardCharsets.UTF_8));
        in.flush();
        in.close();
        process.waitFor(500, TimeUnit.MILLISECONDS);
      } catch (IOException e) {
        // Already gone: destroyed below anyway.
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    tree.addAll(process.descendants().toList());
    tree.forEach(ProcessHandle::destroyForcibly);
    destroyTree(process);
    LIVE.remove(process);
    process = null;
  }

  private static void destroyTree(Process p) {
    p.descendants().forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
    try {
      p.waitFor(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
