package io.github.gongqi.bench.json;

import io.github.gongqi.bench.cli.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A file's lines one at a time, each at most {@link #MAX_LINE_BYTES} bytes: a longer line is
 * refused as soon as its limit is passed, before the rest of it is read, so no input can make the
 * reader hold more than one bounded line. Lines are UTF-8; a line end is {@code \n} (a {@code \r}
 * before it is dropped). Every refusal is a {@link UsageException} whose message starts with {@link
 * #where()}, {@code FILE:LINE: }.
 */
public final class JsonlLines implements AutoCloseable {
  /** The longest line read, in bytes (1 MiB): a game of tens of thousands of moves fits. */
  public static final int MAX_LINE_BYTES = 1 << 20;

  /** How much of a refused text a message quotes. */
  private static final int QUOTED = 80;

  private final Path file;
  private final InputStream in;
  private final byte[] chunk = new byte[1 << 16];
  private int chunkPos;
  private int chunkEnd;
  private byte[] line = new byte[1 << 12];
  private long offset;
  private long start;
  private int number;
  private boolean terminated;

  private JsonlLines(Path file, InputStream in) {
    this.file = file;
    this.in = in;
  }

  /**
   * Opens a file.
   *
   * @throws UsageException naming it if it cannot be read
   */
  public static JsonlLines open(Path file) {
    String why = UsageException.whyUnreadable(file);
    if (why != null) {
      throw new UsageException("cannot read " + file + ": " + why);
    }
    try {
      return new JsonlLines(file, Files.newInputStream(file));
    } catch (IOException e) {
      throw UsageException.of("cannot read " + file, e);
    }
  }

  /**
   * Reads the next line.
   *
   * @return the line without its end, or null at the end of the file
   * @throws UsageException naming file and line if it is too long or not UTF-8
   * @throws IOException if reading fails
   */
  public String next() throws IOException {
    start = offset;
    int length = 0;
    terminated = false;
    while (true) {
      if (chunkPos == chunkEnd) {
        chunkEnd = in.read(chunk);
        chunkPos = 0;
        if (chunkEnd <= 0) {
          chunkEnd = 0;
          if (length == 0) {
            return null;
          }
          break;
        }
      }
      int from = chunkPos;
      int end = from;
      while (end < chunkEnd && chunk[end] != '\n') {
        end++;
      }
      int n = end - from;
      if (length + n > MAX_LINE_BYTES) {
        number++;
        throw new UsageException(
            where() + "the line is longer than " + MAX_LINE_BYTES + " bytes (1 MiB)");
      }
      if (length + n > line.length) {
        line = Arrays.copyOf(line, Math.min(MAX_LINE_BYTES, Math.max(2 * line.length, length + n)));
      }
      System.arraycopy(chunk, from, line, length, n);
      length += n;
      offset += n;
      chunkPos = end;
      if (end < chunkEnd) {
        chunkPos++;
        offset++;
        terminated = true;
        break;
      }
    }
    number++;
    if (length > 0 && line[length - 1] == '\r') {
      length--;
    }
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(line, 0, length))
          .toString();
    } catch (CharacterCodingException e) {
      throw new UsageException(where() + "the line is not UTF-8 text");
    }
  }

  /** The number of the line last read, from 1. */
  public int number() {
    return number;
  }

  /** Where the line last read starts, in bytes from the start of the file. */
  public long start() {
    return start;
  }

  /** Whether the line last read ended with a line end (a killed writer's half line does not). */
  public boolean terminated() {
    return terminated;
  }

  /** {@code FILE:LINE: } for the line last read: how every message about it starts. */
  public String where() {
    return file + ":" + number + ": ";
  }

  /** A text cut to a length a one-line message can quote. */
  public static String cut(String text) {
    String one = text.replaceAll("\\s*\\R\\s*", " ");
    return one.length() <= QUOTED ? one : one.substring(0, QUOTED - 1) + "…";
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
