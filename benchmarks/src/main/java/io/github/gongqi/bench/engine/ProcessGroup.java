package io.github.gongqi.bench.engine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Starts an engine in a session (and so a process group) of its own, and ends the whole group:
 * every process the engine started, grandchildren that double-forked away from it included, unless
 * one left the group on purpose ({@code setsid} of its own).
 *
 * <p>The session comes from {@code /usr/bin/setsid}: the engine's process is never a group leader
 * when the JVM starts it, so {@code setsid} makes a new session without forking and the engine's
 * pid is its group's id. Ending sends {@code SIGTERM} to the group, waits a grace period, then
 * sends {@code SIGKILL}, with {@code kill}. Where {@code setsid} or {@code kill} is missing (not
 * Linux or a BSD-like system), the engine starts as a plain child and ending falls back to the
 * process tree that {@link ProcessHandle#descendants()} still sees: a grandchild whose parent has
 * exited escapes that.
 *
 * <p>Every engine also gets a mark in its environment, {@value #MARK}, which its descendants
 * inherit; where {@code /proc} exists, ending an engine also ends every process that still carries
 * its mark, so even one that left the group with a {@code setsid} of its own is found. Only a
 * process that also clears its environment escapes.
 */
final class ProcessGroup {
  /** How long the group has to end after {@code SIGTERM} before {@code SIGKILL}. */
  static final Duration GRACE = Duration.ofSeconds(1);

  private static final String SETSID = firstExecutable("/usr/bin/setsid", "/bin/setsid");
  private static final String KILL = firstExecutable("/usr/bin/kill", "/bin/kill");

  /** The environment variable that marks an engine and its descendants. */
  static final String MARK = "GONGQI_LAB_ENGINE";

  private static final AtomicLong MARKS = new AtomicLong();

  private ProcessGroup() {}

  /**
   * A builder that starts {@code command} in a session of its own, with a new mark in its
   * environment.
   *
   * @param command the engine's command line
   * @return the builder and the mark's value
   */
  static Start builder(List<String> command) {
    ProcessBuilder b = new ProcessBuilder(wrap(command));
    String mark = ProcessHandle.current().pid() + "-" + MARKS.incrementAndGet();
    b.environment().put(MARK, mark);
    return new Start(b, mark);
  }

  /**
   * A builder and the mark it puts in the engine's environment.
   *
   * @param builder the builder
   * @param mark the value of {@value #MARK}
   */
  record Start(ProcessBuilder builder, String mark) {}

  /** Whether engines get a process group of their own here. */
  static boolean available() {
    return SETSID != null && KILL != null;
  }

  private static String firstExecutable(String... paths) {
    for (String p : paths) {
      if (Files.isExecutable(Path.of(p))) {
        return p;
      }
    }
    return null;
  }

  /**
   * The command line that starts {@code command} in a session of its own.
   *
   * @param command the engine's command line
   * @return the command line to start
   */
  private static List<String> wrap(List<String> command) {
    if (!available()) {
      return command;
    }
    List<String> wrapped = new ArrayList<>(List.of(SETSID));
    wrapped.addAll(command);
    return wrapped;
  }

  /**
   * Ends the engine's process group: {@code SIGTERM}, then {@code SIGKILL} after {@link #GRACE} if
   * anything is left; then the given processes, the engine's tree as seen before it exited.
   *
   * @param engine the engine's process, started from {@link #builder}
   * @param mark the mark in its environment
   * @param tree processes to end as well, for systems without process groups
   * @param grace whether to give the group its grace period ({@code false} at the lab's shutdown)
   */
  static void end(Process engine, String mark, List<ProcessHandle> tree, boolean grace) {
    // An interrupted game still ends its engine: the flag is set again at the end.
    boolean interrupted = Thread.interrupted();
    if (available()) {
      long group = engine.pid();
      if (!grace) {
        signal("-KILL", group);
      } else if (signal("-TERM", group)) {
        // Something of the group was left: it gets its grace period, then SIGKILL.
        long until = System.nanoTime() + GRACE.toNanos();
        boolean left = true;
        while (left && System.nanoTime() < until) {
          sleep(50);
          left = signal("-0", group);
        }
        if (left) {
          signal("-KILL", group);
        }
      }
    }
    for (ProcessHandle h : tree) {
      h.destroyForcibly();
    }
    marked(mark).forEach(ProcessHandle::destroyForcibly);
    engine.descendants().forEach(ProcessHandle::destroyForcibly);
    engine.destroyForcibly();
    try {
      engine.waitFor(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      interrupted = true;
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** The processes still carrying a mark in their environment, read from {@code /proc}. */
  static List<ProcessHandle> marked(String mark) {
    Path proc = Path.of("/proc");
    if (!Files.isDirectory(proc)) {
      return List.of();
    }
    byte[] wanted = ("\0" + MARK + "=" + mark + "\0").getBytes(StandardCharsets.UTF_8);
    long self = ProcessHandle.current().pid();
    return ProcessHandle.allProcesses()
        .filter(h -> h.pid() != self && carries(proc.resolve(Long.toString(h.pid())), wanted))
        .toList();
  }

  /** Whether a process's environment holds the entry (framed by NULs, the first one assumed). */
  private static boolean carries(Path process, byte[] entry) {
    byte[] env;
    try {
      env = Files.readAllBytes(process.resolve("environ"));
    } catch (IOException | RuntimeException e) {
      return false; // Gone, or not ours to read.
    }
    outer:
    for (int i = -1; i + entry.length <= env.length + 1; i++) {
      for (int j = 0; j < entry.length; j++) {
        int at = i + j;
        // The environment starts with its first entry and may lack the last NUL.
        byte b = at < 0 || at >= env.length ? 0 : env[at];
        if (b != entry[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }

  /** Sends a signal to every process of a group; true if one was there to get it. */
  private static boolean signal(String signal, long group) {
    try {
      Process k =
          new ProcessBuilder(KILL, signal, "--", "-" + group)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .start();
      if (!k.waitFor(5, TimeUnit.SECONDS)) {
        k.destroyForcibly();
        return false;
      }
      return k.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      // Only the grace period is cut short.
    }
  }
}
