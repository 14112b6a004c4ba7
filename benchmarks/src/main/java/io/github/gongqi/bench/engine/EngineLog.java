package io.github.gongqi.bench.engine;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code --engine-log FILE}: everything the lab sends to engines and receives from them, one line
 * each, {@code ENGINE > command} or {@code ENGINE < answer}, and what they write on standard error,
 * {@code ENGINE ! line}; ENGINE numbers the engine processes of the run. Runs of empty lines an
 * engine writes are logged once, and at most 1 MiB of each engine's standard error. {@link #NONE}
 * logs nothing.
 */
public final class EngineLog implements AutoCloseable {
  /** Logs nothing. */
  public static final EngineLog NONE = new EngineLog(null);

  private final BufferedWriter out;
  private int engines;

  private EngineLog(BufferedWriter out) {
    this.out = out;
  }

  /**
   * Opens (truncates) the log file.
   *
   * @param file the file
   * @return the log
   * @throws IOException if the file cannot be written
   */
  public static EngineLog open(Path file) throws IOException {
    return new EngineLog(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
  }

  /** A number for a new engine process. */
  synchronized int nextEngine() {
    return ++engines;
  }

  /** Logs one line sent ({@code >}), received ({@code <}) or from standard error ({@code !}). */
  void line(int engine, char direction, String text) {
    if (out == null) {
      return;
    }
    synchronized (this) {
      try {
        out.write(engine + " " + direction + " " + text);
        out.newLine();
        out.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  @Override
  public synchronized void close() throws IOException {
    if (out != null) {
      out.close();
    }
  }
}
