package io.github.gongqi.bench.engine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads lines from an engine's stream with bounded memory: a line is never held beyond {@code
 * limit} bytes, whatever the engine writes. A line ends at {@code \n}; a {@code \r} before it is
 * dropped; the bytes are read as UTF-8, a malformed byte becoming U+FFFD.
 */
final class BoundedLines {
  private final InputStream in;
  private final int limit;
  private final byte[] buf = new byte[8192];
  private int pos;
  private int end;
  private boolean cut;

  /**
   * Reads from a stream.
   *
   * @param in the stream
   * @param limit the most bytes a line may hold
   */
  BoundedLines(InputStream in, int limit) {
    this.in = in;
    this.limit = limit;
  }

  /**
   * Reads the next line. A line over the limit is returned cut to its first {@code limit} bytes
   * with {@link #wasCut()} true, and the rest of it is left unread (see {@link #skipLine()}).
   *
   * @return the line without its line end, or null at the end of the stream
   * @throws IOException if the stream fails
   */
  String next() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    cut = false;
    while (true) {
      if (pos == end && !fill()) {
        return line.size() == 0 ? null : text(line);
      }
      for (int i = pos; i < end; i++) {
        if (buf[i] == '\n') {
          if (append(line, i)) {
            pos = i + 1;
          }
          return text(line);
        }
      }
      if (!append(line, end)) {
        return text(line);
      }
      pos = end;
    }
  }

  /** Appends {@code buf[pos, to)} up to the limit; false (and cut) if the line goes over it. */
  private boolean append(ByteArrayOutputStream line, int to) {
    int room = limit - line.size();
    int n = to - pos;
    if (n > room) {
      line.write(buf, pos, room);
      pos += room;
      cut = true;
      return false;
    }
    line.write(buf, pos, n);
    return true;
  }

  /** Whether the last line returned was over the limit and cut. */
  boolean wasCut() {
    return cut;
  }

  /**
   * Skips to the end of the current line, reading and dropping its bytes.
   *
   * @throws IOException if the stream fails
   */
  void skipLine() throws IOException {
    while (pos < end || fill()) {
      for (int i = pos; i < end; i++) {
        if (buf[i] == '\n') {
          pos = i + 1;
          return;
        }
      }
      pos = end;
    }
  }

  private boolean fill() throws IOException {
    int n = in.read(buf);
    if (n <= 0) {
      return false;
    }
    pos = 0;
    end = n;
    return true;
  }

  private static String text(ByteArrayOutputStream line) {
    String s = line.toString(StandardCharsets.UTF_8);
    return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
  }
}
