package io.github.gongqi.bench;

import java.io.Console;

/**
 * Progress on standard error for long runs, only when it is a terminal; and a clean stop on Ctrl-C:
 * the shutdown hook says what was interrupted instead of leaving a half-written line.
 */
final class Progress implements AutoCloseable {
  private final String what;
  private final boolean terminal;
  private final Thread hook;
  private volatile boolean done;
  private long lastPrint;

  private Progress(String what) {
    this.what = what;
    Console console = System.console();
    this.terminal = console != null;
    this.hook =
        new Thread(
            () -> {
              if (!done) {
                System.err.println();
                System.err.println(what + ": interrupted");
                System.err.flush();
              }
            });
    Runtime.getRuntime().addShutdownHook(hook);
  }

  static Progress start(String what) {
    return new Progress(what);
  }

  static Thread daemon(Runnable r) {
    Thread t = new Thread(r);
    t.setDaemon(true);
    return t;
  }

  void update(long done, long total) {
    if (!terminal) {
      return;
    }
    long now = System.nanoTime();
    if (now - lastPrint > 200_000_000L || done == total) {
      lastPrint = now;
      System.err.print("\r" + what + ": " + done + "/" + total);
      if (done == total) {
        System.err.print("\r" + " ".repeat(what.length() + 24) + "\r");
      }
      System.err.flush();
    }
  }

  @Override
  public void close() {
    done = true;
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException e) {
      // Already shutting down: the hook is running or has run.
    }
  }
}
