package io.github.gongqi.bench.lab;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Progress of long runs on standard error, with the rate and the time left, when standard error is
 * a terminal (or when forced on with {@code --progress}, off with {@code --no-progress}); and a
 * clean stop on Ctrl-C: the shutdown hook says what was interrupted and how far it got.
 *
 * <p>On a terminal one line is redrawn in place; into a file or a pipe (forced on) it writes plain
 * lines, one every {@link #PLAIN_INTERVAL_NANOS} and one at the end, and never a cursor code, so a
 * log stays readable.
 */
final class Progress implements AutoCloseable {
  /** How often a plain line is written into a file or a pipe: every 5 seconds. */
  static final long PLAIN_INTERVAL_NANOS = 5_000_000_000L;

  private static final long REDRAW_INTERVAL_NANOS = 200_000_000L;

  private final String what;
  private final boolean show;
  private final boolean terminal;
  private final Thread hook;
  private final long started = System.nanoTime();
  private final PrintStream err;
  private volatile boolean done;
  private volatile long count;
  private volatile String unit = "";
  private volatile Runnable beforeStop = () -> {};
  private long lastPrint;
  private boolean printed;

  private Progress(
      String what, Boolean forced, String afterStop, PrintStream err, boolean terminal) {
    this.what = what;
    this.err = err;
    this.terminal = terminal;
    this.show = forced != null ? forced : terminal;
    this.hook =
        new Thread(
            () -> {
              if (!done) {
                beforeStop.run();
                if (this.terminal) {
                  err.println();
                }
                err.println(what + ": interrupted after " + count + unit + afterStop);
                err.flush();
              }
            });
    Runtime.getRuntime().addShutdownHook(hook);
  }

  static Progress start(String what) {
    return start(what, null, "");
  }

  /**
   * Starts progress.
   *
   * @param what the command
   * @param forced true or false to force it on or off, null for "when standard error is a terminal"
   * @param afterStop what the interruption message adds, such as where finished games are kept
   */
  static Progress start(String what, Boolean forced, String afterStop) {
    return start(what, forced, afterStop, System.err, stderrIsTerminal());
  }

  /**
   * Starts progress on a given stream; tests use it.
   *
   * @param what the command
   * @param forced true or false to force it on or off, null for "when {@code err} is a terminal"
   * @param afterStop what the interruption message adds
   * @param err where to write
   * @param terminal whether {@code err} is a terminal: redraw one line in place, or write plain
   *     lines
   */
  static Progress start(
      String what, Boolean forced, String afterStop, PrintStream err, boolean terminal) {
    return new Progress(what, forced, afterStop, err, terminal);
  }

  /**
   * Whether standard error is a terminal. Java says only whether the console (standard input and
   * output) is one, so on Linux look at what file descriptor 2 is; elsewhere fall back to the
   * console.
   */
  static boolean stderrIsTerminal() {
    try {
      Path fd = Path.of("/proc/self/fd/2");
      if (Files.exists(fd, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        String target = Files.readSymbolicLink(fd).toString();
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
      }
    } catch (Exception e) {
      // Not Linux, or not allowed to look: fall back below.
    }
    return System.console() != null;
  }

  /** Sets what a stop does before its "interrupted" line, such as printing the summary so far. */
  void beforeStop(Runnable action) {
    this.beforeStop = action;
  }

  static Thread daemon(Runnable r) {
    Thread t = new Thread(r);
    t.setDaemon(true);
    return t;
  }

  /** Reports {@code done} of {@code total} items (games, root moves). */
  void update(long done, long total) {
    update(done, total, "");
  }

  /** Reports {@code done} of {@code total} items named by {@code what}. */
  synchronized void update(long done, long total, String items) {
    this.count = done;
    this.unit = items.isEmpty() ? "" : " " + items;
    if (!show) {
      return;
    }
    long now = System.nanoTime();
    long interval = terminal ? REDRAW_INTERVAL_NANOS : PLAIN_INTERVAL_NANOS;
    if (!printed || now - lastPrint > interval || done == total) {
      printed = true;
      lastPrint = now;
      double seconds = (now - started) / 1e9;
      double rate = seconds > 0 ? done / seconds : 0;
      String eta = rate > 0 ? clock((total - done) / rate) : "?";
      String line =
          String.format(
              Locale.ROOT, "%s: %d/%d%s, %.1f/s, %s left", what, done, total, this.unit, rate, eta);
      if (terminal) {
        err.print("\r" + line + "\033[K");
        if (done == total) {
          err.print("\r\033[K");
        }
      } else {
        err.println(line);
      }
      err.flush();
    }
  }

  private static String clock(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600
        ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
        : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
  }

  @Override
  public void close() {
    done = true;
    if (show && terminal) {
      err.print("\r\033[K");
      err.flush();
    }
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // Already shutting down: the hook is running or has run.
    }
  }
}
