package io.github.gongqi.bench.json;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.jr.ob.JSON;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.Map;

/**
 * The module's one way of reading and writing JSON, by jackson-jr: the JSONL lines of the lab's
 * runs, the playground's API and the browser test's DevTools connection. Objects read as {@code
 * Map<String, Object>} in order, arrays as {@code List<Object>}, whole numbers as {@link Integer},
 * {@link Long} or {@link java.math.BigInteger} by size, others as {@link Double}; writing takes
 * maps (in their order, null values written), iterables, strings, numbers, booleans and null.
 *
 * <p>Every malformed text is refused with one exception type, {@link MalformedJsonException}, whose
 * message is one line saying where and why. Strings are written with {@code "}, {@code \}, line
 * feed, carriage return and tab escaped by name and every other control character as a lower-case
 * {@code \}{@code u00xx}, nothing else escaped: the bytes the lab's JSONL has always had.
 */
public final class JsonText {
  /** Nesting deeper than this is refused: no request can make the reader recurse far. */
  public static final int MAX_DEPTH = 64;

  private static final JSON JSON_TEXT =
      JSON.builder(
              new JsonFactoryBuilder()
                  .characterEscapes(new Escapes())
                  .streamReadConstraints(
                      StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
                  .build())
          .enable(JSON.Feature.WRITE_NULL_PROPERTIES)
          .build();

  private JsonText() {}

  /** A text that is not the JSON expected: the message is one line saying where and why. */
  public static final class MalformedJsonException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message one line saying where and why
     */
    public MalformedJsonException(String message) {
      super(message);
    }
  }

  /**
   * Reads a JSON object that fills the whole text (white space aside).
   *
   * @param text the text
   * @return the object's members, in order
   * @throws MalformedJsonException if the text is not one JSON object
   */
  public static Map<String, Object> readObject(String text) {
    try (JsonParser parser = JSON_TEXT.getStreamingFactory().createParser(text)) {
      JsonToken first = parser.nextToken();
      if (first != JsonToken.START_OBJECT) {
        throw malformed(
            parser.currentTokenLocation(),
            first == null ? "the text is empty" : "an object was expected");
      }
      Map<String, Object> value = JSON_TEXT.mapFrom(parser);
      if (parser.nextToken() != null) {
        throw malformed(parser.currentTokenLocation(), "unexpected text after the object");
      }
      return value;
    } catch (JacksonException e) {
      throw malformed(e.getLocation(), e.getOriginalMessage());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Writes a value as JSON, on one line.
   *
   * @param value a map with string keys, an iterable, a string, a number, a boolean or null
   * @return the JSON text
   */
  public static String write(Object value) {
    try {
      return JSON_TEXT.asString(value);
    } catch (IOException e) {
      // Nothing is read or written but a string: only a value of an unknown type gets here.
      throw new IllegalArgumentException("cannot write JSON: " + e.getMessage(), e);
    }
  }

  private static MalformedJsonException malformed(JsonLocation at, String why) {
    String where = "";
    if (at != null && at.getColumnNr() > 0) {
      where =
          at.getLineNr() > 1
              ? " at line " + at.getLineNr() + ", column " + at.getColumnNr()
              : " at column " + at.getColumnNr();
    }
    String reason = why == null ? "malformed" : why.replaceAll("\\s*\\R\\s*", " ");
    return new MalformedJsonException("not JSON" + where + ": " + reason);
  }

  /** The escapes of the lab's JSON: control characters, quote and backslash, nothing else. */
  private static final class Escapes extends CharacterEscapes {
    private static final long serialVersionUID = 1L;
    private final int[] ascii = standardAsciiEscapesForJSON();

    Escapes() {
      for (int c = 0; c < 0x20; c++) {
        if (c != '\n' && c != '\r' && c != '\t') {
          ascii[c] = ESCAPE_CUSTOM;
        }
      }
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int c) {
      // Asked for the ASCII controls marked above and for every character beyond ASCII, which
      // stays as it is.
      return c < 0x20 ? new SerializedString(String.format(Locale.ROOT, "\\u%04x", c)) : null;
    }
  }
}
