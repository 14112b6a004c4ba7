package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.cli.Quote;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * An engine's standard error, drained on its own thread so the engine never blocks on it: every
 * line goes to the engine log (up to {@link #LOG_LIMIT} bytes an engine, so a chatty engine cannot
 * fill the disk), and the last {@link #LINES} lines, each cut to {@link #WIDTH} characters, are
 * kept for the reason of a crash or a refused start. Memory stays bounded: a line is read with the
 * engine's line limit and cut.
 */
final class ErrorTail {
  /** How many of the last lines a reason quotes. */
  static final int LINES = 5;

  /** How many characters of each line a reason quotes. */
  static final int WIDTH = 200;

  /** How much of an engine's standard error the engine log takes. */
  static final long LOG_LIMIT = 1 << 20;

  /** What starts the quoted lines in a reason. */
  static final String MARK = "; its standard error ended: ";

  private final Deque<String> last = new ArrayDeque<>();
  private final Thread thread;

  /**
   * Starts draining.
   *
   * @param err the engine's standard error
   * @param log the engine log
   * @param engine the engine's number in the log
   */
  ErrorTail(InputStream err, EngineLog log, int engine) {
    thread =
        new Thread(
            () -> {
              BoundedLines lines = new BoundedLines(err, EnginePlayer.LINE_LIMIT);
              long logged = 0;
              try (err) {
                for (String line = lines.next(); line != null; line = lines.next()) {
                  if (lines.wasCut()) {
                    lines.skipLine();
                  }
                  if (logged <= LOG_LIMIT) {
                    logged += line.length();
                    try {
                      log.line(
                          engine,
                          '!',
                          logged > LOG_LIMIT
                              ? "(its standard error is over 1 MiB: the rest is not logged)"
                              : line);
                    } catch (RuntimeException e) {
                      // A log that cannot be written takes no more; the stream is still drained.
                      logged = LOG_LIMIT + 1;
                    }
                  }
                  keep(line);
                }
              } catch (IOException e) {
                // The stream broke: nothing more to read.
              }
            },
            "engine-" + engine + "-stderr");
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * An engine's text as a reason quotes it: a character that hides itself or reorders the text
   * around it (see {@link Quote#unsafe}) written as {@code \}{@code uXXXX}, cut to {@link #WIDTH}
   * characters with {@code ...}.
   *
   * @param text the engine's text
   * @return the text to quote
   */
  static String shown(String text) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < text.length() && b.length() <= WIDTH; ) {
      int c = text.codePointAt(i);
      i += Character.charCount(c);
      if (Quote.unsafe(c)) {
        b.append(String.format(java.util.Locale.ROOT, "\\u%04X", c));
      } else {
        b.appendCodePoint(c);
      }
    }
    if (b.length() <= WIDTH) {
      return b.toString();
    }
    int end = WIDTH;
    if (Character.isHighSurrogate(b.charAt(end - 1))) {
      end--;
    }
    return b.substring(0, end) + "...";
  }

  private synchronized void keep(String line) {
    String clean = line.replaceAll("[\\p{Cntrl}]", " ").strip();
    if (clean.isEmpty()) {
      return;
    }
    clean = shown(clean);
    if (last.size() == LINES) {
      last.removeFirst();
    }
    last.addLast(clean);
  }

  /**
   * The last lines for a reason, after waiting a little for the engine's last words.
   *
   * @param wait how long to wait for the end of the stream, in milliseconds
   * @return {@link #MARK} and the lines joined by {@code " | "}, or an empty string if there are
   *     none
   */
  String quote(long wait) {
    try {
      thread.join(wait);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    synchronized (this) {
      return last.isEmpty() ? "" : MARK + String.join(" | ", last);
    }
  }
}
