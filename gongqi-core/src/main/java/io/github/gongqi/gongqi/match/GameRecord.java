package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.RecordFormatException;
import io.github.gongqi.game.Seat;
import io.github.gongqi.game.TimeControl;
import io.github.gongqi.gongqi.IllegalMoveException;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Result;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game record: a {@link Match} with descriptive tags, written and read as text in the spirit of
 * PGN.
 *
 * <p>The text has tag pairs, one per line, an empty line, and the move text:
 *
 * <pre>
 * [Event "Club night"]
 * [Date "2026.11.30"]
 * [Host "Ana"]
 * [Guest "Bo"]
 * [Black "Bo"]
 * [White "Ana"]
 * [Board "8x8"]
 * [TimeControl "3:00+20s"]
 * [Mode "online"]
 * [HostReady "2026-11-30T18:00:00Z"]
 * [GuestReady "2026-11-30T18:00:04Z"]
 * [End "2026-11-30T18:00:31Z"]
 * [Result "0-1"]
 * [Termination "resignation"]
 *
 * 1. d5N1 {[%emt 0:00:02.5]} swap {[%emt 0:00:10]} 2. e5N1 {[%emt 0:00:03]} 0-1
 * </pre>
 *
 * <ul>
 *   <li>Descriptive tags come first: always {@code Event}, {@code Date}, {@code Host} and {@code
 *       Guest} ({@code ?} or {@code ????.??.??} when unknown), then any others in the order given.
 *   <li>Then the tags derived from the match, in this order: {@code Black} and {@code White} (the
 *       names of the seats owning the colours at the end, so swapped after a swap), {@code Board}
 *       ({@code 12x12} or {@code 8x8}), {@code TimeControl} (such as {@code 4:00+30s}), {@code
 *       Mode} ({@code local} or {@code online}), {@code Position} (only for a match {@linkplain
 *       Match#fromPosition from a set-up position}: its notation), the start: {@code Start} (local)
 *       or {@code HostReady} and {@code GuestReady} in the order they happened (online; the second
 *       starts the game), {@code End} (the instant of a resignation or of the detected time loss),
 *       {@code Result} ({@code 1-0} Black won, {@code 0-1} White won, {@code 1/2-1/2}, {@code *})
 *       and {@code Termination} ({@code captures}, {@code two passes}, {@code resignation}, {@code
 *       time} or {@code unterminated}). Instants are ISO-8601 in UTC as {@link Instant#toString()}
 *       writes them.
 *   <li>The move text numbers every pair of moves ({@code 1. f7N1 swap 2. ...}, whatever the
 *       colours), and follows a move with {@code {[%emt H:MM:SS.fraction]}}, the time elapsed since
 *       the previous move or the start, to the nanosecond; an annotation is left out when that time
 *       is zero, and a missing annotation reads as zero. The result token ends it. Lines are
 *       wrapped at 79 characters.
 * </ul>
 *
 * <p>This is enough to replay the match exactly, clock included: {@code parse(r.write())} equals
 * {@code r}, and {@code parse(text).write()} equals {@code text} for every written text. Reading is
 * strict; an error names the line, the column and what was expected ({@link
 * RecordFormatException}). The derived tags are checked against the replayed game.
 *
 * <pre>{@code
 * GameRecord record = GameRecord.of(match).withTag("Event", "Club night").withTag("Host", "Ana");
 * String text = record.write();
 * GameRecord back = GameRecord.parse(text);     // equals record
 * Match replayed = back.match();                // equals match, clock included
 * Position end = back.position();
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class GameRecord {
  private static final List<String> ROSTER = List.of("Event", "Date", "Host", "Guest");
  private static final Set<String> DERIVED =
      Set.of(
          "Black",
          "White",
          "Board",
          "TimeControl",
          "Mode",
          "Position",
          "Start",
          "HostReady",
          "GuestReady",
          "End",
          "Result",
          "Termination");
  private static final String UNKNOWN = "?";
  private static final String UNKNOWN_DATE = "????.??.??";
  private static final int WIDTH = 79;
  private static final Pattern TIME_CONTROL =
      Pattern.compile("(\\d{1,9}):([0-5]\\d)(?:\\.(\\d{1,9}))?\\+(\\d{1,9})(?:\\.(\\d{1,9}))?s");

  private final Map<String, String> tags;
  private final Match match;

  private GameRecord(Map<String, String> tags, Match match) {
    this.tags = tags;
    this.match = match;
  }

  /**
   * Returns a record of a match, with {@code Event}, {@code Host} and {@code Guest} unknown and
   * {@code Date} the start date in UTC (unknown if the game has not started).
   *
   * @param match the match, in any state
   * @return the record
   */
  public static GameRecord of(Match match) {
    Objects.requireNonNull(match, "match");
    Map<String, String> t = new LinkedHashMap<>();
    t.put("Event", UNKNOWN);
    t.put(
        "Date",
        match
            .startedAt()
            .map(
                i -> {
                  var d = i.atOffset(ZoneOffset.UTC).toLocalDate();
                  return String.format(
                      "%04d.%02d.%02d", d.getYear(), d.getMonthValue(), d.getDayOfMonth());
                })
            .orElse(UNKNOWN_DATE));
    t.put("Host", UNKNOWN);
    t.put("Guest", UNKNOWN);
    return new GameRecord(Collections.unmodifiableMap(t), match);
  }

  /**
   * Returns a record with a descriptive tag set, such as {@code Event}, {@code Site}, {@code Date},
   * {@code Host} (the Host's name) or {@code Guest}. A new tag goes after the existing ones.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param name the tag name: letters, digits and {@code _}, not one of the derived tags
   * @param value the value, on one line
   * @return the record with the tag
   * @throws IllegalArgumentException if the name is not allowed or the value has a line break
   */
  public GameRecord withTag(String name, String value) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    if (name.isEmpty() || !name.chars().allMatch(GameRecord::isNameChar)) {
      throw new IllegalArgumentException("tag name '" + name + "' must be letters, digits and '_'");
    }
    if (DERIVED.contains(name)) {
      throw new IllegalArgumentException("tag " + name + " is derived from the match");
    }
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("the value of tag " + name + " has a line break");
    }
    Map<String, String> t = new LinkedHashMap<>(tags);
    t.put(name, value);
    return new GameRecord(Collections.unmodifiableMap(t), match);
  }

  /**
   * Returns the descriptive tags in writing order ({@code Event}, {@code Date}, {@code Host},
   * {@code Guest}, then the others).
   *
   * @return an unmodifiable map
   */
  public Map<String, String> tags() {
    return tags;
  }

  /**
   * Returns the recorded match, clock and event history included.
   *
   * @return the match
   */
  public Match match() {
    return match;
  }

  /**
   * Returns the final position of the recorded game.
   *
   * @return the position
   */
  public Position position() {
    return match.position();
  }

  // ---------------------------------------------------------------- writing

  /**
   * Returns the record as text, ending with a line break.
   *
   * @return the text
   */
  public String write() {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : tags.entrySet()) {
      tag(sb, e.getKey(), e.getValue());
    }
    tag(sb, "Black", name(match.seatOf(Side.BLACK)));
    tag(sb, "White", name(match.seatOf(Side.WHITE)));
    tag(sb, "Board", match.rules().size() + "x" + match.rules().size());
    tag(sb, "TimeControl", match.timeControl().toString());
    tag(sb, "Mode", match.mode() == Match.Mode.LOCAL ? "local" : "online");
    if (!match.startPosition().equals(Position.start(match.rules()))) {
      tag(sb, "Position", match.startPosition().toNotation());
    }
    List<String> moves = new ArrayList<>();
    Instant previous = null;
    int ply = 0;
    for (MatchEvent e : match.events()) {
      if (e instanceof MatchEvent.Ready r) {
        tag(sb, r.seat() == Seat.HOST ? "HostReady" : "GuestReady", r.at().toString());
        previous = r.at();
      } else if (e instanceof MatchEvent.Started s) {
        tag(sb, "Start", s.at().toString());
        previous = s.at();
      } else if (e instanceof MatchEvent.Played p) {
        if (ply % 2 == 0) {
          moves.add((ply / 2 + 1) + ".");
        }
        ply++;
        moves.add(p.move().toString());
        Duration emt = Duration.between(previous, p.at());
        if (!emt.isZero()) {
          moves.add("{[%emt " + formatDuration(emt) + "]}");
        }
        previous = p.at();
      } else {
        tag(sb, "End", e.at().toString());
      }
    }
    tag(sb, "Result", resultToken(match.result()));
    tag(sb, "Termination", termination(match.result()));
    sb.append('\n');
    moves.add(resultToken(match.result()));
    int col = 0;
    for (String m : moves) {
      if (col > 0 && col + 1 + m.length() > WIDTH) {
        sb.append('\n');
        col = 0;
      } else if (col > 0) {
        sb.append(' ');
        col++;
      }
      sb.append(m);
      col += m.length();
    }
    return sb.append('\n').toString();
  }

  private String name(Seat seat) {
    return tags.getOrDefault(seat.label(), UNKNOWN);
  }

  private static void tag(StringBuilder sb, String name, String value) {
    sb.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\');
      }
      sb.append(c);
    }
    sb.append("\"]\n");
  }

  private static String resultToken(Result r) {
    if (!r.isOver()) {
      return "*";
    }
    if (r.isDraw()) {
      return "1/2-1/2";
    }
    return r.winner().orElseThrow() == Side.BLACK ? "1-0" : "0-1";
  }

  private static String termination(Result r) {
    return r.termination();
  }

  /** H:MM:SS with the fraction of a second to the nanosecond, trailing zeros dropped. */
  static String formatDuration(Duration d) {
    long s = d.getSeconds();
    StringBuilder sb =
        new StringBuilder()
            .append(s / 3600)
            .append(String.format(":%02d:%02d", s / 60 % 60, s % 60));
    if (d.getNano() != 0) {
      sb.append('.').append(String.format("%09d", d.getNano()).replaceAll("0+$", ""));
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- reading

  /**
   * Reads a record written by {@link #write()} (or by hand in the same format) and replays it.
   *
   * <p>Required tags: {@code Board} and {@code Result}; {@code Start} (local) or both Ready tags
   * (online) if there are moves; {@code End} for a resignation or time loss. {@code TimeControl}
   * defaults to the board's preset, {@code Mode} to {@code local}; {@code Black}, {@code White} and
   * {@code Termination}, if present, must agree with the game.
   *
   * @param text the record
   * @return the record
   * @throws RecordFormatException naming line, column and what was expected, if the text is not a
   *     valid record or does not replay
   */
  public static GameRecord parse(String text) {
    return new Reader(Objects.requireNonNull(text, "text")).read();
  }

  private static boolean isNameChar(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  }

  /** A tag as read, with where its value starts. */
  private record Tag(String name, String value, int line, int column) {}

  /** One parse: a cursor over the text that knows its line and column. */
  private static final class Reader {
    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;

    Reader(String text) {
      this.text = text;
    }

    private RecordFormatException error(String problem) {
      return errorAt(line, pos - lineStart + 1, problem, null);
    }

    private static RecordFormatException errorAt(
        int line, int column, String problem, Throwable cause) {
      return new RecordFormatException(line, column, problem, cause);
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

    GameRecord read() {
      Map<String, Tag> all = new LinkedHashMap<>();
      List<Tag> readies = new ArrayList<>();
      while (true) {
        if (atEnd()) {
          throw error("expected a tag pair '[Name \"value\"]' or an empty line before the moves");
        }
        if (peek() == '\n') {
          advance();
          break;
        }
        Tag t = readTag();
        if (all.containsKey(t.name)) {
          throw errorAt(t.line, 2, "expected each tag once, but " + t.name + " repeats", null);
        }
        all.put(t.name, t);
        if (t.name.equals("HostReady") || t.name.equals("GuestReady")) {
          readies.add(t);
        }
      }
      Tag board = required(all, "Board");
      Rules rules = rulesOf(board);
      Tag tcTag = all.get("TimeControl");
      TimeControl control = tcTag == null ? rules.timeControl() : timeControlOf(tcTag);
      Tag modeTag = all.get("Mode");
      Match.Mode mode = Match.Mode.LOCAL;
      if (modeTag != null) {
        if (modeTag.value.equals("online")) {
          mode = Match.Mode.ONLINE;
        } else if (!modeTag.value.equals("local")) {
          throw errorAt(modeTag.line, modeTag.column, "expected Mode 'local' or 'online'", null);
        }
      }
      Match m = Match.fromPosition(startPosition(all.get("Position"), rules), mode, control);
      Tag start = all.get("Start");
      if (mode == Match.Mode.LOCAL) {
        if (!readies.isEmpty()) {
          Tag r = readies.get(0);
          throw errorAt(r.line, 2, "expected no Ready tags in a local game", null);
        }
        if (start != null) {
          m = replayTag(m, start, new MatchEvent.Started(instantOf(start)));
        }
      } else {
        if (start != null) {
          throw errorAt(
              start.line, 2, "expected no Start tag in an online game (Ready starts it)", null);
        }
        for (Tag r : readies) {
          Seat seat = r.name.equals("HostReady") ? Seat.HOST : Seat.GUEST;
          m = replayTag(m, r, new MatchEvent.Ready(seat, instantOf(r)));
        }
      }
      m = readMoves(m);
      Tag resultTag = required(all, "Result");
      Tag end = all.get("End");
      if (end != null) {
        m = replayEnd(m, end, resultTag);
      }
      check(resultTag, resultToken(m.result()));
      checkIfPresent(all.get("Termination"), termination(m.result()));
      if (!resultTag.value.equals(resultToken)) {
        throw errorAt(
            resultLine,
            resultColumn,
            "expected the result token '" + resultTag.value + "' of the Result tag",
            null);
      }
      Map<String, String> descriptive = new LinkedHashMap<>();
      for (String r : ROSTER) {
        Tag t = all.get(r);
        descriptive.put(r, t == null ? (r.equals("Date") ? UNKNOWN_DATE : UNKNOWN) : t.value);
      }
      for (Tag t : all.values()) {
        if (!DERIVED.contains(t.name) && !ROSTER.contains(t.name)) {
          descriptive.put(t.name, t.value);
        }
      }
      GameRecord record = new GameRecord(Collections.unmodifiableMap(descriptive), m);
      checkIfPresent(all.get("Black"), record.name(m.seatOf(Side.BLACK)));
      checkIfPresent(all.get("White"), record.name(m.seatOf(Side.WHITE)));
      return record;
    }

    private Tag readTag() {
      expect('[', "'[' starting a tag pair, or an empty line before the moves");
      int nameStart = pos;
      while (!atEnd() && isNameChar(peek())) {
        advance();
      }
      if (pos == nameStart) {
        throw error("expected a tag name (letters, digits, '_')");
      }
      String name = text.substring(nameStart, pos);
      expect(' ', "a space after the tag name");
      expect('"', "'\"' opening the tag value");
      int tagLine = line;
      int column = pos - lineStart + 1;
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
      expect(']', "']' closing the tag pair");
      expect('\n', "the end of the line after the tag pair");
      return new Tag(name, value.toString(), tagLine, column);
    }

    private Tag required(Map<String, Tag> all, String name) {
      Tag t = all.get(name);
      if (t == null) {
        throw errorAt(line, 1, "expected a " + name + " tag before the moves", null);
      }
      return t;
    }

    private static void check(Tag t, String actual) {
      if (!t.value.equals(actual)) {
        throw errorAt(
            t.line,
            t.column,
            "expected "
                + t.name
                + " \""
                + actual
                + "\" as the game replays, not \""
                + t.value
                + "\"",
            null);
      }
    }

    private static void checkIfPresent(Tag t, String actual) {
      if (t != null) {
        check(t, actual);
      }
    }

    private static Rules rulesOf(Tag t) {
      for (Rules r : Rules.values()) {
        if (t.value.equals(r.size() + "x" + r.size())) {
          return r;
        }
      }
      throw errorAt(t.line, t.column, "expected Board '12x12' or '8x8'", null);
    }

    private static Position startPosition(Tag t, Rules rules) {
      if (t == null) {
        return Position.start(rules);
      }
      Position p;
      try {
        p = Position.parse(t.value);
      } catch (NotationException e) {
        throw errorAt(
            t.line, t.column + e.errorIndex(), "expected position notation: " + e.getMessage(), e);
      } catch (IllegalArgumentException e) {
        throw errorAt(t.line, t.column, "expected a valid position: " + e.getMessage(), e);
      }
      if (p.rules() != rules) {
        throw errorAt(t.line, t.column, "expected a position on the Board of the record", null);
      }
      if (p.isOver()) {
        throw errorAt(t.line, t.column, "expected a position where the game is not over", null);
      }
      return p;
    }

    private static Instant instantOf(Tag t) {
      try {
        return Instant.parse(t.value);
      } catch (DateTimeParseException e) {
        throw errorAt(
            t.line,
            t.column + e.getErrorIndex(),
            "expected an ISO-8601 instant such as 2026-11-30T18:00:00Z in " + t.name,
            e);
      }
    }

    private static Match replayTag(Match m, Tag t, MatchEvent e) {
      return replayTag(m, t, e, e.at());
    }

    /**
     * A resignation or a time loss at the End instant. A time loss is taken when the seat on turn
     * has run out of time then (the match would turn a resignation at that instant into one too);
     * otherwise the loser of the Result resigned.
     */
    private static Match replayEnd(Match m, Tag end, Tag resultTag) {
      Instant at = instantOf(end);
      if (m.status() != Match.Status.RUNNING) {
        throw errorAt(
            end.line,
            2,
            "expected no End tag: the game is " + m.status().name().toLowerCase(),
            null);
      }
      Side winner;
      if (resultTag.value.equals("1-0")) {
        winner = Side.BLACK;
      } else if (resultTag.value.equals("0-1")) {
        winner = Side.WHITE;
      } else {
        throw errorAt(
            resultTag.line,
            resultTag.column,
            "expected Result '1-0' or '0-1' with an End tag",
            null);
      }
      Match timed = replayTag(m, end, null, at);
      if (timed.status() == Match.Status.FINISHED) {
        return timed;
      }
      return replayTag(m, end, new MatchEvent.Resigned(m.seatOf(winner).other(), at), at);
    }

    private static Match replayTag(Match m, Tag t, MatchEvent e, Instant at) {
      try {
        return e == null ? m.checkTime(at) : m.apply(e);
      } catch (IllegalArgumentException | IllegalStateException ex) {
        throw errorAt(
            t.line, t.column, "expected a consistent " + t.name + ": " + ex.getMessage(), ex);
      }
    }

    private String resultToken;
    private int resultLine;
    private int resultColumn;

    private Match readMoves(Match start) {
      Match m = start;
      int ply = 0;
      Instant previous = m.lastEventAt().orElse(null);
      while (true) {
        skipSpace();
        if (atEnd()) {
          throw error("expected a move, a move number or a result (1-0, 0-1, 1/2-1/2, *)");
        }
        int tokLine = line;
        int tokCol = pos - lineStart + 1;
        String token = word();
        if (isResult(token)) {
          resultToken = token;
          resultLine = tokLine;
          resultColumn = tokCol;
          skipSpace();
          if (!atEnd()) {
            throw error("expected the end of the record after the result");
          }
          if (!text.endsWith("\n")) {
            throw error("expected a line break at the end of the record");
          }
          return m;
        }
        if (ply % 2 == 0) {
          String number = (ply / 2 + 1) + ".";
          if (!token.equals(number)) {
            throw errorAt(tokLine, tokCol, "expected move number '" + number + "'", null);
          }
          skipSpace();
          tokLine = line;
          tokCol = pos - lineStart + 1;
          token = word();
          if (token.isEmpty() || isResult(token)) {
            throw errorAt(tokLine, tokCol, "expected a move after '" + number + "'", null);
          }
        }
        if (previous == null) {
          throw errorAt(
              tokLine,
              tokCol,
              "expected no moves before the game starts (a Start tag, or both Ready tags)",
              null);
        }
        Move move;
        try {
          move = Move.parse(token, m.rules());
        } catch (NotationException e) {
          throw errorAt(tokLine, tokCol + e.errorIndex(), "expected a move: " + e.getMessage(), e);
        }
        int save = pos;
        int saveLine = line;
        int saveLineStart = lineStart;
        skipSpace();
        Duration emt = Duration.ZERO;
        int emtLine = tokLine;
        int emtCol = tokCol;
        if (!atEnd() && peek() == '{') {
          emtLine = line;
          emtCol = pos - lineStart + 1;
          emt = annotation();
        } else {
          pos = save;
          line = saveLine;
          lineStart = saveLineStart;
        }
        Instant at = previous.plus(emt);
        Seat seat = m.seatToMove().orElse(null);
        if (seat == null) {
          throw errorAt(
              tokLine, tokCol, "expected the result: the game is over (" + m.result() + ")", null);
        }
        Match next;
        try {
          next = m.play(seat, move, at);
        } catch (IllegalMoveException e) {
          throw errorAt(tokLine, tokCol, "expected a legal move: " + e.getMessage(), e);
        }
        if (next.result().reason().orElse(null) == Result.Reason.TIME) {
          throw errorAt(
              emtLine,
              emtCol,
              "expected a move in time: "
                  + seat.label()
                  + "'s deadline was "
                  + m.clock().deadline().orElseThrow(),
              null);
        }
        m = next;
        previous = at;
        ply++;
      }
    }

    private Duration annotation() {
      for (char c : "{[%emt ".toCharArray()) {
        expect(c, "a clock annotation '{[%emt H:MM:SS.fraction]}'");
      }
      long hours = digits(1, 9, "hours");
      expect(':', "':' after the hours");
      int minCol = pos - lineStart + 1;
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
      expect(']', "']' closing the clock annotation");
      expect('}', "'}' closing the comment");
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

    private void skipSpace() {
      while (!atEnd() && (peek() == ' ' || peek() == '\n')) {
        advance();
      }
    }

    private String word() {
      int from = pos;
      while (!atEnd() && peek() != ' ' && peek() != '\n' && peek() != '{') {
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

    private static TimeControl timeControlOf(Tag t) {
      Matcher x = TIME_CONTROL.matcher(t.value);
      if (!x.matches()) {
        throw errorAt(
            t.line,
            t.column,
            "expected TimeControl as minutes:seconds+period such as 4:00+30s",
            null);
      }
      try {
        Duration main =
            Duration.ofMinutes(Long.parseLong(x.group(1)))
                .plusSeconds(Long.parseLong(x.group(2)))
                .plusNanos(nanos(x.group(3)));
        Duration period = Duration.ofSeconds(Long.parseLong(x.group(4)), nanos(x.group(5)));
        return TimeControl.of(main, period);
      } catch (IllegalArgumentException | ArithmeticException e) {
        throw errorAt(t.line, t.column, "expected a valid TimeControl: " + e.getMessage(), e);
      }
    }

    private static long nanos(String fraction) {
      return fraction == null ? 0 : Long.parseLong((fraction + "00000000").substring(0, 9));
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameRecord
        && tags.equals(((GameRecord) o).tags)
        && match.equals(((GameRecord) o).match);
  }

  @Override
  public int hashCode() {
    return tags.hashCode() * 31 + match.hashCode();
  }

  /**
   * Returns the record as text, as {@link #write()} does.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return write();
  }
}
