package io.github.gongqi.game.record;

import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.MatchEvent;
import io.github.gongqi.game.match.MatchStateException;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A game record, written once for both games: a match with descriptive tags, written and read as
 * text in the spirit of PGN. Each game's {@code GameRecord} extends it and names only its rules tag
 * and how to build its match.
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
 * 1. d5N1 {[%emt 0:00:02.5]} swap {[%emt 0:00:10]} {[%offer Host 0:00:03]} 2. e5N1
 * {[%emt 0:00:03]} 0-1
 * </pre>
 *
 * <ul>
 *   <li>Descriptive tags come first: always {@code Event}, {@code Date}, {@code Host} and {@code
 *       Guest} ({@code ?} or {@code ????.??.??} when unknown), then any others in the order given.
 *   <li>Then the tags derived from the match, in this order: the two colours, player 0's first (the
 *       names of the seats playing them at the end: Gongqi's {@code Black} and {@code White},
 *       swapped after a swap; Agon's {@code White} and {@code Black}), the game's rules tag
 *       (Gongqi's {@code Board}, Agon's {@code Rules}), {@code TimeControl} (such as {@code
 *       4:00+30s}, or {@code -} for none; left out when the match is untimed and that is the game's
 *       default), {@code Repetition} (the repetition limit, when on), {@code Takebacks} ({@code
 *       off}, when off), {@code Mode} ({@code local} or {@code online}), {@code Position} (only for
 *       a match from a set-up position: its notation), the start: {@code Start} (local) or {@code
 *       HostReady} and {@code GuestReady} in the order they happened (online; the second starts the
 *       game), {@code End} (the instant of a resignation, a time loss found by a check, or an
 *       accepted draw), {@code Result} ({@code 1-0} player 0 won, {@code 0-1} player 1 won, {@code
 *       1/2-1/2}, {@code *}) and {@code Termination} (the result's {@linkplain
 *       GameResult#termination() reason}). Instants are ISO-8601 in UTC as {@link
 *       Instant#toString()} writes them.
 *   <li>The move text numbers every pair of moves ({@code 1. f7N1 swap 2. ...}, whatever the
 *       colours), and follows a move with {@code {[%emt H:MM:SS.fraction]}}, the time since the
 *       previous event, to the nanosecond; the annotation is left out when that time is zero. Draw
 *       offers, declined offers, takeback requests and their answers are comments where they
 *       happened, with the seat and the time since the previous event: {@code {[%offer Host
 *       0:00:03]}}, {@code {[%decline Guest 0:00:01]}}, {@code {[%takeback Host 0:00:02]}}, {@code
 *       {[%takeback-decline Guest 0:00:01]}}, {@code {[%takeback-accept Guest 0:00:01]}} (moves
 *       taken back stay in the text, as played). The result token ends the move text. Lines are
 *       wrapped at 79 characters.
 * </ul>
 *
 * <p>This is enough to replay the match exactly, clock included: {@code parse(r.write())} equals
 * {@code r}, and {@code parse(text).write()} equals {@code text} for every written text.
 *
 * <p><b>Writing is strict and canonical; reading is lenient</b>: it accepts CRLF and CR line ends,
 * a missing final newline, a UTF-8 byte-order mark, blank lines, spaces and tabs around tokens and
 * inside tag pairs, comments in braces that are not annotations ({@code {a fine move}}) and
 * comments from {@code ;} to the end of the line, and move numbers left out or written {@code
 * 1...}. An error names the line, the column and what was expected ({@link RecordFormatException}).
 * The derived tags are checked against the replayed game.
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @param <U> the game's rules type
 * @param <X> the game's match type
 * @param <SELF> the game's record type
 */
public abstract class AbstractGameRecord<
    U, X extends AbstractMatch<?, ?, ?, ?, X>, SELF extends AbstractGameRecord<U, X, SELF>> {
  private static final List<String> ROSTER = List.of("Event", "Date", "Host", "Guest");
  private static final Set<String> TABLE_TAGS =
      Set.of(
          "TimeControl",
          "Repetition",
          "Takebacks",
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

  /**
   * Builds a game's match for a record being read.
   *
   * @param <U> the rules type
   * @param <X> the match type
   */
  @FunctionalInterface
  protected interface MatchFactory<U, X> {
    /**
     * Returns a new match, waiting to start.
     *
     * @param rules the rules
     * @param position the start position's notation, or null for the rules' start
     * @param mode the mode
     * @param control the time control
     * @param options the options
     * @return the match
     * @throws NotationException if the position's notation is malformed
     * @throws IllegalArgumentException if the position is not valid, not under these rules, or over
     */
    X create(U rules, String position, Mode mode, TimeControl control, Options options);
  }

  /**
   * What a game tells the record layer: its colour and rules tags and how to build its match.
   *
   * @param colourTags the tag names of the two colours, player 0's first, such as {@code Black} and
   *     {@code White}
   * @param rulesTag the name of the rules tag, such as {@code Board} or {@code Rules}
   * @param rulesOf the rules of a match
   * @param rulesText the rules tag's value for some rules
   * @param parseRules reads the rules tag's value, throwing {@link IllegalArgumentException} (or
   *     {@link NotationException}, for a column) that says what was expected
   * @param defaultTimeControl the time control of a record without a {@code TimeControl} tag
   * @param setUpPosition the notation of a match's start position, or null when it is the rules'
   *     start
   * @param newMatch builds a match for a record being read
   * @param wrap wraps tags and a match in the game's record class
   * @param <U> the rules type
   * @param <X> the match type
   * @param <R> the record type
   */
  protected record Format<U, X extends AbstractMatch<?, ?, ?, ?, X>, R>(
      List<String> colourTags,
      String rulesTag,
      Function<X, U> rulesOf,
      Function<U, String> rulesText,
      Function<String, U> parseRules,
      Function<U, TimeControl> defaultTimeControl,
      Function<X, String> setUpPosition,
      MatchFactory<U, X> newMatch,
      BiFunction<Map<String, String>, X, R> wrap) {
    /**
     * Checks the components.
     *
     * @param colourTags two tag names
     * @param rulesTag the rules tag
     * @param rulesOf the rules of a match
     * @param rulesText the rules tag's value
     * @param parseRules reads the rules tag's value
     * @param defaultTimeControl the default time control
     * @param setUpPosition the set-up position's notation, or null
     * @param newMatch builds a match
     * @param wrap wraps tags and a match
     */
    public Format {
      colourTags = List.copyOf(Objects.requireNonNull(colourTags, "colourTags"));
      if (colourTags.size() != 2) {
        throw new IllegalArgumentException("two colour tags, not " + colourTags);
      }
      Objects.requireNonNull(rulesTag, "rulesTag");
      Objects.requireNonNull(rulesOf, "rulesOf");
      Objects.requireNonNull(rulesText, "rulesText");
      Objects.requireNonNull(parseRules, "parseRules");
      Objects.requireNonNull(defaultTimeControl, "defaultTimeControl");
      Objects.requireNonNull(setUpPosition, "setUpPosition");
      Objects.requireNonNull(newMatch, "newMatch");
      Objects.requireNonNull(wrap, "wrap");
    }
  }

  private final Format<U, X, SELF> format;
  private final Map<String, String> tags;
  private final X match;

  /**
   * Creates a record; for the game's record class only.
   *
   * @param format the game's format
   * @param tags the descriptive tags, in writing order (copied)
   * @param match the match
   */
  protected AbstractGameRecord(Format<U, X, SELF> format, Map<String, String> tags, X match) {
    this.format = Objects.requireNonNull(format, "format");
    this.tags =
        Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(tags, "tags")));
    this.match = Objects.requireNonNull(match, "match");
  }

  /**
   * Returns the descriptive tags of a new record of a match: {@code Event}, {@code Host} and {@code
   * Guest} unknown, {@code Date} the start date in UTC (unknown if the game has not started).
   *
   * @param match the match
   * @return the tags, in writing order
   */
  protected static Map<String, String> initialTags(AbstractMatch<?, ?, ?, ?, ?> match) {
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
                      Locale.ROOT,
                      "%04d.%02d.%02d",
                      d.getYear(),
                      d.getMonthValue(),
                      d.getDayOfMonth());
                })
            .orElse(UNKNOWN_DATE));
    t.put("Host", UNKNOWN);
    t.put("Guest", UNKNOWN);
    return t;
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
  public final SELF withTag(String name, String value) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    if (name.isEmpty() || !name.chars().allMatch(AbstractGameRecord::isNameChar)) {
      throw new IllegalArgumentException("tag name '" + name + "' must be letters, digits and '_'");
    }
    if (isDerived(format, name)) {
      throw new IllegalArgumentException("tag " + name + " is derived from the match");
    }
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("the value of tag " + name + " has a line break");
    }
    Map<String, String> t = new LinkedHashMap<>(tags);
    t.put(name, value);
    return format.wrap().apply(t, match);
  }

  /**
   * Returns the descriptive tags in writing order ({@code Event}, {@code Date}, {@code Host},
   * {@code Guest}, then the others).
   *
   * @return an unmodifiable map
   */
  public final Map<String, String> tags() {
    return tags;
  }

  /**
   * Returns the rules the game was played under, as named by the rules tag.
   *
   * @return the rules
   */
  public final U rules() {
    return format.rulesOf().apply(match);
  }

  /**
   * Returns the recorded match, clock and event history included.
   *
   * @return the match
   */
  public final X match() {
    return match;
  }

  private static boolean isDerived(Format<?, ?, ?> f, String name) {
    return TABLE_TAGS.contains(name) || f.colourTags().contains(name) || f.rulesTag().equals(name);
  }

  private static boolean isNameChar(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  }

  // ---------------------------------------------------------------- writing

  /**
   * Returns the record as text, ending with a line break.
   *
   * @return the text
   */
  public final String write() {
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : tags.entrySet()) {
      tag(sb, e.getKey(), e.getValue());
    }
    tag(sb, format.colourTags().get(0), name(match.seatOfPlayer(0)));
    tag(sb, format.colourTags().get(1), name(match.seatOfPlayer(1)));
    tag(sb, format.rulesTag(), format.rulesText().apply(rules()));
    TimeControl control = match.timeControl();
    if (!control.isUntimed() || !control.equals(format.defaultTimeControl().apply(rules()))) {
      tag(sb, "TimeControl", control.toString());
    }
    if (match.options().repetitionLimit() > 0) {
      tag(sb, "Repetition", Integer.toString(match.options().repetitionLimit()));
    }
    if (!match.options().takebacks()) {
      tag(sb, "Takebacks", "off");
    }
    tag(sb, "Mode", match.mode() == Mode.LOCAL ? "local" : "online");
    String setUp = format.setUpPosition().apply(match);
    if (setUp != null) {
      tag(sb, "Position", setUp);
    }
    List<String> words = new ArrayList<>();
    Instant previous = null;
    int written = 0;
    for (MatchEvent<?> e : match.events()) {
      if (e instanceof MatchEvent.Ready<?> r) {
        tag(sb, r.seat() == Seat.HOST ? "HostReady" : "GuestReady", r.at().toString());
      } else if (e instanceof MatchEvent.Started<?> s) {
        tag(sb, "Start", s.at().toString());
      } else if (e instanceof MatchEvent.Played<?> p) {
        if (written % 2 == 0) {
          words.add((written / 2 + 1) + ".");
        }
        written++;
        words.add(p.move().toString());
        Duration emt = Duration.between(previous, p.at());
        if (!emt.isZero()) {
          words.add("{[%emt " + formatDuration(emt) + "]}");
        }
      } else if (commentOf(e) != null) {
        words.add(
            "{[%"
                + commentOf(e)
                + " "
                + e.by().orElseThrow().label()
                + " "
                + formatDuration(Duration.between(previous, e.at()))
                + "]}");
      } else {
        tag(sb, "End", e.at().toString());
      }
      previous = e.at();
    }
    GameResult result = match.result();
    tag(sb, "Result", resultToken(result));
    tag(sb, "Termination", result.termination());
    sb.append('\n');
    words.add(resultToken(result));
    int col = 0;
    for (String w : words) {
      if (col > 0 && col + 1 + w.length() > WIDTH) {
        sb.append('\n');
        col = 0;
      } else if (col > 0) {
        sb.append(' ');
        col++;
      }
      sb.append(w);
      col += w.length();
    }
    return sb.append('\n').toString();
  }

  /** The comment keyword of an event written in the move text, or null. */
  private static String commentOf(MatchEvent<?> e) {
    if (e instanceof MatchEvent.DrawOffered) {
      return "offer";
    } else if (e instanceof MatchEvent.DrawDeclined) {
      return "decline";
    } else if (e instanceof MatchEvent.TakebackRequested) {
      return "takeback";
    } else if (e instanceof MatchEvent.TakebackDeclined) {
      return "takeback-decline";
    } else if (e instanceof MatchEvent.TakebackAccepted) {
      return "takeback-accept";
    }
    return null;
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

  private static String resultToken(GameResult r) {
    if (!r.isOver()) {
      return "*";
    }
    if (r.isDraw()) {
      return "1/2-1/2";
    }
    return r.winningPlayer() == 0 ? "1-0" : "0-1";
  }

  /**
   * Writes a duration as H:MM:SS with the fraction of a second to the nanosecond, trailing zeros
   * dropped.
   *
   * @param d the duration, zero or more
   * @return the text
   */
  static String formatDuration(Duration d) {
    long s = d.getSeconds();
    StringBuilder sb =
        new StringBuilder()
            .append(s / 3600)
            .append(String.format(Locale.ROOT, ":%02d:%02d", s / 60 % 60, s % 60));
    if (d.getNano() != 0) {
      sb.append('.').append(String.format(Locale.ROOT, "%09d", d.getNano()).replaceAll("0+$", ""));
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- reading

  /**
   * Reads a record (see the class documentation for what reading accepts) and replays it.
   *
   * <p>Required tags: the rules tag and {@code Result}; {@code Start} (local) or both Ready tags
   * (online) if there are moves; {@code End} for a resignation, a time loss found by a check, or an
   * accepted draw. {@code TimeControl} defaults to the game's default, {@code Mode} to {@code
   * local}; the colour tags and {@code Termination}, if present, must agree with the game.
   *
   * @param format the game's format
   * @param text the record
   * @param <U> the rules type
   * @param <X> the match type
   * @param <R> the record type
   * @return the record
   * @throws RecordFormatException naming line, column and what was expected, if the text is not a
   *     valid record or does not replay
   */
  protected static <U, X extends AbstractMatch<?, ?, ?, ?, X>, R> R read(
      Format<U, X, R> format, CharSequence text) {
    return new Reader<>(format, Objects.requireNonNull(text, "text").toString()).read();
  }

  /** A tag as read, with where its value starts. */
  private record Tag(String name, String value, int line, int column, int nameColumn) {}

  /** One parse: a cursor over the normalised text that knows its line and column. */
  private static final class Reader<U, X extends AbstractMatch<?, ?, ?, ?, X>, R> {
    private final Format<U, X, R> format;
    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;
    private String resultToken;
    private int resultLine;
    private int resultColumn;

    Reader(Format<U, X, R> format, String raw) {
      this.format = format;
      // Lenient: a byte-order mark, CRLF and CR line ends are read as if they were not there / LF.
      String t = raw.startsWith("\uFEFF") ? raw.substring(1) : raw;
      this.text = t.replace("\r\n", "\n").replace('\r', '\n');
    }

    private RecordFormatException error(String problem) {
      return new RecordFormatException(line, column(), problem, null);
    }

    private static RecordFormatException errorAt(
        int line, int column, String problem, Throwable cause) {
      return new RecordFormatException(line, column, problem, cause);
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

    R read() {
      Map<String, Tag> all = new LinkedHashMap<>();
      List<Tag> readies = new ArrayList<>();
      while (true) {
        skipSpace();
        if (atEnd()) {
          throw error("expected a tag pair '[Name \"value\"]' or the moves");
        }
        if (peek() != '[') {
          break;
        }
        Tag t = readTag();
        if (all.containsKey(t.name)) {
          throw errorAt(
              t.line, t.nameColumn, "expected each tag once, but " + t.name + " repeats", null);
        }
        all.put(t.name, t);
        if (t.name.equals("HostReady") || t.name.equals("GuestReady")) {
          readies.add(t);
        }
      }
      Tag rulesTag = required(all, format.rulesTag());
      U rules;
      try {
        rules = format.parseRules().apply(rulesTag.value);
      } catch (IllegalArgumentException e) {
        throw errorAt(
            rulesTag.line,
            rulesTag.column + (e instanceof NotationException n ? n.errorIndex() : 0),
            "expected a valid " + rulesTag.name + ": " + e.getMessage(),
            e);
      }
      Tag resultTag = required(all, "Result");
      Tag tcTag = all.get("TimeControl");
      TimeControl control = format.defaultTimeControl().apply(rules);
      if (tcTag != null) {
        try {
          control = TimeControl.parse(tcTag.value);
        } catch (IllegalArgumentException e) {
          throw errorAt(
              tcTag.line, tcTag.column, "expected a valid TimeControl: " + e.getMessage(), e);
        }
      }
      Options options = optionsOf(all.get("Repetition"), all.get("Takebacks"));
      Mode mode = modeOf(all.get("Mode"));
      X m = newMatch(rules, all.get("Position"), mode, control, options);
      Tag start = all.get("Start");
      if (mode == Mode.LOCAL) {
        if (!readies.isEmpty()) {
          throw errorAt(
              readies.get(0).line,
              readies.get(0).nameColumn,
              "expected no Ready tags in a local game",
              null);
        }
        if (start != null) {
          m = replay(m, start, new MatchEvent.Started<>(instantOf(start)));
        }
      } else {
        if (start != null) {
          throw errorAt(
              start.line,
              start.nameColumn,
              "expected no Start tag in an online game (Ready starts it)",
              null);
        }
        for (Tag r : readies) {
          Seat seat = r.name.equals("HostReady") ? Seat.HOST : Seat.GUEST;
          m = replay(m, r, new MatchEvent.Ready<>(seat, instantOf(r)));
        }
      }
      m = readMoves(m);
      Tag end = all.get("End");
      if (end != null) {
        m = replayEnd(m, end, resultTag);
      }
      check(resultTag, resultTokenOf(m));
      Tag termination = all.get("Termination");
      if (termination != null) {
        check(termination, m.result().termination());
      }
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
        if (!isDerived(format, t.name) && !ROSTER.contains(t.name)) {
          descriptive.put(t.name, t.value);
        }
      }
      for (int player = 0; player < 2; player++) {
        Tag c = all.get(format.colourTags().get(player));
        if (c != null) {
          check(c, descriptive.getOrDefault(m.seatOfPlayer(player).label(), UNKNOWN));
        }
      }
      return format.wrap().apply(descriptive, m);
    }

    private static String resultTokenOf(AbstractMatch<?, ?, ?, ?, ?> m) {
      return resultToken(m.result());
    }

    private Tag readTag() {
      expect('[', "'[' starting a tag pair");
      skipBlanks();
      int nameStart = pos;
      int nameColumn = column();
      while (!atEnd() && isNameChar(peek())) {
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
      return new Tag(name, value.toString(), tagLine, column, nameColumn);
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

    private static Mode modeOf(Tag t) {
      if (t == null || t.value.equals("local")) {
        return Mode.LOCAL;
      }
      if (t.value.equals("online")) {
        return Mode.ONLINE;
      }
      throw errorAt(t.line, t.column, "expected Mode 'local' or 'online'", null);
    }

    private static Options optionsOf(Tag repetition, Tag takebacks) {
      Options o = Options.DEFAULT;
      if (repetition != null) {
        String v = repetition.value;
        if (!v.matches("[1-9][0-9]{0,8}") || Integer.parseInt(v) < 2) {
          throw errorAt(
              repetition.line,
              repetition.column,
              "expected Repetition as the number of occurrences that draws, 2 or more",
              null);
        }
        o = o.withRepetitionLimit(Integer.parseInt(v));
      }
      if (takebacks != null) {
        if (!takebacks.value.equals("off") && !takebacks.value.equals("on")) {
          throw errorAt(takebacks.line, takebacks.column, "expected Takebacks 'on' or 'off'", null);
        }
        o = o.withTakebacks(takebacks.value.equals("on"));
      }
      return o;
    }

    private X newMatch(U rules, Tag position, Mode mode, TimeControl control, Options options) {
      try {
        return format
            .newMatch()
            .create(rules, position == null ? null : position.value, mode, control, options);
      } catch (NotationException e) {
        throw errorAt(
            position.line,
            position.column + e.errorIndex(),
            "expected position notation: " + e.getMessage(),
            e);
      } catch (IllegalArgumentException e) {
        if (position == null) {
          throw errorAt(line, 1, "expected a valid match: " + e.getMessage(), e);
        }
        throw errorAt(
            position.line, position.column, "expected a valid position: " + e.getMessage(), e);
      }
    }

    private static Instant instantOf(Tag t) {
      return instantOf(t.value, t.name, t.line, t.column);
    }

    private static Instant instantOf(String value, String what, int line, int column) {
      try {
        return Instant.parse(value);
      } catch (DateTimeParseException e) {
        throw errorAt(
            line,
            column + e.getErrorIndex(),
            "expected an ISO-8601 instant such as 2026-11-30T18:00:00Z in " + what,
            e);
      }
    }

    /**
     * Applies an event the reader built to a match whose move type it does not name: the events it
     * builds carry no move, so they fit every match.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <X extends AbstractMatch<?, ?, ?, ?, X>> X applyAny(X m, MatchEvent<?> e) {
      return (X) ((AbstractMatch) m).apply((MatchEvent) e);
    }

    private static <X extends AbstractMatch<?, ?, ?, ?, X>> X replay(X m, Tag t, MatchEvent<?> e) {
      return replay(m, t.line, t.column, "a consistent " + t.name, e, null);
    }

    private static <X extends AbstractMatch<?, ?, ?, ?, X>> X replay(
        X m, int line, int column, String what, MatchEvent<?> e, Instant checkAt) {
      try {
        return e == null ? m.checkTime(checkAt) : applyAny(m, e);
      } catch (IllegalArgumentException | IllegalStateException ex) {
        throw errorAt(line, column, "expected " + what + ": " + ex.getMessage(), ex);
      }
    }

    /**
     * The End of a running game: with a decisive Result, a time loss when the seat on turn has run
     * out of time then, otherwise the loser's resignation; with a draw, the acceptance of the
     * pending draw offer.
     */
    private X replayEnd(X m, Tag end, Tag resultTag) {
      Instant at = instantOf(end);
      if (m.status() != Status.RUNNING) {
        throw errorAt(
            end.line,
            end.nameColumn,
            "expected no End tag: the game is " + m.status().name().toLowerCase(Locale.ROOT),
            null);
      }
      String what = "a consistent End";
      switch (resultTag.value) {
        case "1-0", "0-1" -> {
          X timed = replay(m, end.line, end.column, what, null, at);
          if (timed.status() == Status.FINISHED) {
            return timed;
          }
          Seat loser = m.seatOfPlayer(resultTag.value.equals("1-0") ? 1 : 0);
          return replay(m, end.line, end.column, what, new MatchEvent.Resigned<>(loser, at), null);
        }
        case "1/2-1/2" -> {
          Seat offer = m.drawOffer().orElse(null);
          if (offer == null) {
            throw errorAt(
                end.line,
                end.nameColumn,
                "expected a pending draw offer for an End with a drawn Result",
                null);
          }
          return replay(
              m,
              end.line,
              end.column,
              what,
              new MatchEvent.DrawAccepted<>(offer.other(), at),
              null);
        }
        default ->
            throw errorAt(
                resultTag.line,
                resultTag.column,
                "expected Result '1-0', '0-1' or '1/2-1/2' with an End tag",
                null);
      }
    }

    private X readMoves(X start) {
      X m = start;
      int written = 0;
      Instant previous = m.lastEventAt().orElse(null);
      while (true) {
        skipSpace();
        if (atEnd()) {
          throw error("expected a move, a move number or a result (1-0, 0-1, 1/2-1/2, *)");
        }
        int tokLine = line;
        int tokCol = column();
        if (peek() == '{') {
          Comment c = comment();
          if (c == null) {
            continue;
          }
          if (c.keyword.equals("emt")) {
            throw errorAt(tokLine, tokCol, "expected a clock annotation right after a move", null);
          }
          if (previous == null) {
            throw errorAt(
                tokLine, tokCol, "expected no comment event before the game starts", null);
          }
          Instant at = previous.plus(c.duration);
          MatchEvent<?> e = c.event(at);
          m = replay(m, tokLine, tokCol, "a valid " + c.keyword + " comment", e, null);
          previous = at;
          continue;
        }
        String token = word();
        if (isResult(token)) {
          resultToken = token;
          resultLine = tokLine;
          resultColumn = tokCol;
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
          return m;
        }
        if (token.matches("[0-9]+\\.+")) {
          String number = (written / 2 + 1) + ".";
          String expected = written % 2 == 0 ? number : number + "..";
          if (!token.equals(number) && !token.equals(number + "..")) {
            throw errorAt(
                tokLine,
                tokCol,
                "expected move number '" + (written % 2 == 0 ? number : expected) + "'",
                null);
          }
          continue;
        }
        if (previous == null) {
          throw errorAt(
              tokLine,
              tokCol,
              "expected no moves before the game starts (a Start tag, or both Ready tags)",
              null);
        }
        Duration emt = Duration.ZERO;
        int emtLine = tokLine;
        int emtCol = tokCol;
        while (true) {
          int save = pos;
          int saveLine = line;
          int saveLineStart = lineStart;
          skipSpace();
          if (atEnd() || peek() != '{') {
            restore(save, saveLine, saveLineStart);
            break;
          }
          int cLine = line;
          int cCol = column();
          Comment c = comment();
          if (c == null) {
            continue; // free text between a move and its annotation
          }
          if (c.keyword.equals("emt")) {
            emt = c.duration;
            emtLine = cLine;
            emtCol = cCol;
          } else {
            restore(save, saveLine, saveLineStart);
          }
          break;
        }
        Instant at = previous.plus(emt);
        Seat seat = m.seatToMove().orElse(null);
        if (seat == null) {
          throw errorAt(
              tokLine, tokCol, "expected the result: the game is over (" + m.result() + ")", null);
        }
        X next;
        try {
          next = m.play(seat, token, at);
        } catch (NotationException e) {
          throw errorAt(tokLine, tokCol + e.errorIndex(), "expected a move: " + e.getMessage(), e);
        } catch (MatchStateException e) {
          throw errorAt(tokLine, tokCol, "expected a move: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
          throw errorAt(tokLine, tokCol, "expected a legal move: " + e.getMessage(), e);
        }
        if (!(next.lastEvent().orElse(null) instanceof MatchEvent.Played)) {
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
        written++;
      }
    }

    private void restore(int save, int saveLine, int saveLineStart) {
      pos = save;
      line = saveLine;
      lineStart = saveLineStart;
    }

    /** A comment in braces: an annotation, or null for free text. */
    private record Comment(String keyword, Seat seat, Duration duration) {
      MatchEvent<?> event(Instant at) {
        return switch (keyword) {
          case "offer" -> new MatchEvent.DrawOffered<>(seat, at);
          case "decline" -> new MatchEvent.DrawDeclined<>(seat, at);
          case "takeback" -> new MatchEvent.TakebackRequested<>(seat, at);
          case "takeback-decline" -> new MatchEvent.TakebackDeclined<>(seat, at);
          default -> new MatchEvent.TakebackAccepted<>(seat, at);
        };
      }
    }

    private static final List<String> SEAT_KEYWORDS =
        List.of("offer", "decline", "takeback", "takeback-decline", "takeback-accept");

    /** Reads a comment in braces at the cursor. */
    private Comment comment() {
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
      return new Comment(keyword, seat, d);
    }

    private Duration duration() {
      long hours = digits(1, 9, "hours");
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

  @Override
  public final boolean equals(Object o) {
    return o != null
        && o.getClass() == getClass()
        && tags.equals(((AbstractGameRecord<?, ?, ?>) o).tags)
        && match.equals(((AbstractGameRecord<?, ?, ?>) o).match);
  }

  @Override
  public final int hashCode() {
    return tags.hashCode() * 31 + match.hashCode();
  }

  /**
   * Returns the record as text, as {@link #write()} does.
   *
   * @return the text
   */
  @Override
  public final String toString() {
    return write();
  }
}
