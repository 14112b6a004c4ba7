package io.github.gongqi.game.record;

import io.github.gongqi.game.match.Seat;
import java.time.Duration;
import java.util.List;

/**
 * Reads a record's text token by token and reports each to a {@link RecordVisitor}: tag pairs,
 * moves with their clock annotations, event comments and the result token. It owns the text, the
 * tags' syntax, the comments and the line and column of every error: it skips what reading accepts
 * and carries no meaning (white space, {@code ;} comments, free-text comments in braces, move
 * numbers), and refuses what is not a token of the format with a {@link RecordFormatException}
 * naming where it stands.
 *
 * <p>The text is normalised first: a UTF-8 byte-order mark is dropped and CRLF and CR line ends
 * become LF, so lines and columns count as an editor does.
 */
final class RecordTokenizer {
  private static final List<String> SEAT_KEYWORDS =
      List.of("offer", "decline", "takeback", "takeback-decline", "takeback-accept");

  /**
   * The most digits of hours in a duration: enough for the time between the first and the last
   * instant an {@link java.time.Instant} holds, about 1.8 × 10<sup>13</sup> hours.
   */
  private static final int HOUR_DIGITS = 14;

  private final String text;
  private int pos;
  private int line = 1;
  private int lineStart;

  /**
   * Prepares to read a text.
   *
   * @param raw the record's text
   */
  RecordTokenizer(String raw) {
    // Lenient: a byte-order mark, CRLF and CR line ends are read as if they were not there / LF.
    String t = raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
    this.text = t.replace("\r\n", "\n").replace('\r', '\n');
  }

  /**
   * Reads the whole text, reporting every token to the visitor.
   *
   * @param visitor the visitor
   * @param <R> what the visitor makes of the record
   * @return what the visitor made of it
   * @throws RecordFormatException from the tokenizer or the visitor, at the first error
   */
  <R> R read(RecordVisitor<R> visitor) {
    visitor.beginTags();
    while (true) {
      skipSpace();
      if (atEnd()) {
        throw error("expected a tag pair '[Name \"value\"]' or the moves");
      }
      if (peek() != '[') {
        break;
      }
      visitor.tag(readTag());
    }
    visitor.beginMovetext(line);
    readMovetext(visitor);
    return visitor.end();
  }

  static RecordFormatException errorAt(int line, int column, String problem, Throwable cause) {
    return new RecordFormatException(line, column, problem, cause);
  }

  private RecordFormatException error(String problem) {
    return new RecordFormatException(line, column(), problem, null);
  }

  private int column() {
    return pos - lineStart + 1;
  }

  private boolean atEnd() {
    return pos >= text.length();
  }

  private char peek() {
    return text.charAt(pos);
  }

  private void advance() {
    if (text.charAt(pos++) == '\n') {
      line++;
      lineStart = pos;
    }
  }

  private void expect(char c, String what) {
    if (atEnd() || peek() != c) {
      throw error("expected " + what);
    }
    advance();
  }

  private void skipBlanks() {
    while (!atEnd() && (peek() == ' ' || peek() == '\t')) {
      advance();
    }
  }

  /** Skips white space, line ends and {@code ;} comments. */
  private void skipSpace() {
    while (!atEnd()) {
      char c = peek();
      if (c == ' ' || c == '\t' || c == '\n') {
        advance();
      } else if (c == ';') {
        while (!atEnd() && peek() != '\n') {
          advance();
        }
      } else {
        return;
      }
    }
  }

  private RecordVisitor.Tag readTag() {
    expect('[', "'[' starting a tag pair");
    skipBlanks();
    int nameStart = pos;
    int nameColumn = column();
    while (!atEnd() && AbstractGameRecord.isNameChar(peek())) {
      advance();
    }
    if (pos == nameStart) {
      throw error("expected a tag name (letters, digits, '_')");
    }
    String name = text.substring(nameStart, pos);
    if (atEnd() || (peek() != ' ' && peek() != '\t')) {
      throw error("expected a space after the tag name");
    }
    skipBlanks();
    expect('"', "'\"' opening the tag value");
    int tagLine = line;
    int column = column();
    StringBuilder value = new StringBuilder();
    while (true) {
      if (atEnd() || peek() == '\n') {
        throw error("expected '\"' closing the tag value");
      }
      char c = peek();
      if (c == '"') {
        advance();
        break;
      }
      if (c == '\\') {
        advance();
        if (atEnd() || (peek() != '"' && peek() != '\\')) {
          throw error("expected '\"' or '\\' after '\\' in a tag value");
        }
        c = peek();
      }
      value.append(c);
      advance();
    }
    skipBlanks();
    expect(']', "']' closing the tag pair");
    skipBlanks();
    if (!atEnd() && peek() != '\n') {
      throw error("expected the end of the line after the tag pair");
    }
    return new RecordVisitor.Tag(name, value.toString(), tagLine, column, nameColumn);
  }

  private void readMovetext(RecordVisitor<?> visitor) {
    int written = 0;
    while (true) {
      skipSpace();
      if (atEnd()) {
        throw error("expected a move, a move number or a result (1-0, 0-1, 1/2-1/2, *)");
      }
      int tokLine = line;
      int tokCol = column();
      if (peek() == '{') {
        RecordVisitor.Comment c = comment();
        if (c == null) {
          continue;
        }
        if (c.keyword().equals("emt")) {
          throw errorAt(tokLine, tokCol, "expected a clock annotation right after a move", null);
        }
        visitor.comment(c);
        continue;
      }
      String token = word();
      if (isResult(token)) {
        skipSpace();
        while (!atEnd() && peek() == '{') {
          if (comment() != null) {
            throw error("expected only comments after the result");
          }
          skipSpace();
        }
        if (!atEnd()) {
          throw error("expected the end of the record after the result");
        }
        visitor.outcome(token, tokLine, tokCol);
        return;
      }
      if (token.matches("[0-9]+\\.+")) {
        String number = (written / 2 + 1) + ".";
        if (!token.equals(number) && !token.equals(number + "..")) {
          throw errorAt(
              tokLine,
              tokCol,
              "expected move number '" + (written % 2 == 0 ? number : number + "..") + "'",
              null);
        }
        continue;
      }
      visitor.move(clockAnnotated(token, tokLine, tokCol));
      written++;
    }
  }

  /** The move with the clock annotation that follows it, if one does (free text may come first). */
  private RecordVisitor.Move clockAnnotated(String token, int tokLine, int tokCol) {
    while (true) {
      int save = pos;
      int saveLine = line;
      int saveLineStart = lineStart;
      skipSpace();
      if (atEnd() || peek() != '{') {
        restore(save, saveLine, saveLineStart);
        break;
      }
      RecordVisitor.Comment c = comment();
      if (c == null) {
        continue; // free text between a move and its annotation
      }
      if (c.keyword().equals("emt")) {
        return new RecordVisitor.Move(token, tokLine, tokCol, c.duration(), c.line(), c.column());
      }
      restore(save, saveLine, saveLineStart);
      break;
    }
    return new RecordVisitor.Move(token, tokLine, tokCol, Duration.ZERO, tokLine, tokCol);
  }

  private void restore(int save, int saveLine, int saveLineStart) {
    pos = save;
    line = saveLine;
    lineStart = saveLineStart;
  }

  /** Reads a comment in braces at the cursor: an annotation, or null for free text. */
  private RecordVisitor.Comment comment() {
    int startLine = line;
    int startCol = column();
    advance(); // '{'
    skipBlanks();
    if (atEnd() || peek() != '[' || pos + 1 >= text.length() || text.charAt(pos + 1) != '%') {
      // Free text: skipped up to the closing brace.
      while (!atEnd() && peek() != '}') {
        advance();
      }
      if (atEnd()) {
        throw errorAt(startLine, startCol, "expected '}' closing the comment", null);
      }
      advance();
      return null;
    }
    advance();
    advance();
    int from = pos;
    while (!atEnd() && (Character.isLetter(peek()) || peek() == '-')) {
      advance();
    }
    String keyword = text.substring(from, pos);
    Seat seat = null;
    if (!keyword.equals("emt") && !SEAT_KEYWORDS.contains(keyword)) {
      throw errorAt(
          startLine,
          startCol,
          "expected a clock annotation '{[%emt H:MM:SS.fraction]}' or an event comment such as"
              + " '{[%offer Host 0:00:03]}'",
          null);
    }
    expect(' ', "a space after '%" + keyword + "'");
    skipBlanks();
    if (!keyword.equals("emt")) {
      int seatFrom = pos;
      while (!atEnd() && Character.isLetter(peek())) {
        advance();
      }
      String label = text.substring(seatFrom, pos);
      if (label.equals("Host")) {
        seat = Seat.HOST;
      } else if (label.equals("Guest")) {
        seat = Seat.GUEST;
      } else {
        pos = seatFrom;
        throw error("expected the seat Host or Guest");
      }
      expect(' ', "a space after the seat");
      skipBlanks();
    }
    Duration d = duration();
    skipBlanks();
    expect(']', "']' closing the annotation");
    skipBlanks();
    expect('}', "'}' closing the comment");
    return new RecordVisitor.Comment(keyword, seat, d, startLine, startCol);
  }

  private Duration duration() {
    long hours = digits(1, HOUR_DIGITS, "hours");
    expect(':', "':' after the hours");
    int minCol = column();
    long minutes = digits(2, 2, "two digits of minutes");
    expect(':', "':' after the minutes");
    long seconds = digits(2, 2, "two digits of seconds");
    if (minutes > 59 || seconds > 59) {
      throw errorAt(line, minCol, "expected minutes and seconds below 60", null);
    }
    long nanos = 0;
    if (!atEnd() && peek() == '.') {
      advance();
      int from = pos;
      long f = digits(1, 9, "1 to 9 digits of a fraction of a second");
      for (int i = pos - from; i < 9; i++) {
        f *= 10;
      }
      nanos = f;
    }
    // At most 14 digits of hours: the seconds stay far below Long.MAX_VALUE.
    return Duration.ofSeconds(hours * 3600 + minutes * 60 + seconds, nanos);
  }

  private long digits(int min, int max, String what) {
    int from = pos;
    while (!atEnd() && pos - from < max && peek() >= '0' && peek() <= '9') {
      advance();
    }
    if (pos - from < min) {
      throw error("expected " + what);
    }
    return Long.parseLong(text.substring(from, pos));
  }

  private String word() {
    int from = pos;
    while (!atEnd()
        && peek() != ' '
        && peek() != '\t'
        && peek() != '\n'
        && peek() != '{'
        && peek() != ';') {
      advance();
    }
    return text.substring(from, pos);
  }

  private static boolean isResult(String token) {
    return token.equals("1-0")
        || token.equals("0-1")
        || token.equals("1/2-1/2")
        || token.equals("*");
  }
}
