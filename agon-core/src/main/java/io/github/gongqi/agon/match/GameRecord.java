package io.github.gongqi.agon.match;

import io.github.gongqi.agon.IllegalMoveException;
import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Result;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Side;
import io.github.gongqi.game.MatchStateException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.RecordFormatException;
import io.github.gongqi.game.Seat;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
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

/**
 * A game record: a {@link Match} with descriptive tags, written and read as text in the spirit of
 * PGN, in the same format as the Gongqi game record.
 *
 * <p>The text has tag pairs, one per line, an empty line, and the move text:
 *
 * <pre>
 * [Event "Club night"]
 * [Date "2026.11.30"]
 * [Host "Ana"]
 * [Guest "Bo"]
 * [White "Ana"]
 * [Black "Bo"]
 * [Rules "setup=standard first=white queen-return=anywhere between-enemies=allowed captured=leave six-guards-loss=off ply-limit=0"]
 * [Mode "local"]
 * [Start "2026-11-30T18:00:00Z"]
 * [End "2026-11-30T18:00:30.500Z"]
 * [Result "1/2-1/2"]
 * [Termination "agreement"]
 *
 * 1. a1-b2 {[%emt 0:00:02.5]} k11-j11 {[%emt 0:00:10]} {[%offer Host 0:00:03]} 2.
 * a3-b4 {[%emt 0:00:04]} 1/2-1/2
 * </pre>
 *
 * <ul>
 *   <li>Descriptive tags come first: always {@code Event}, {@code Date}, {@code Host} and {@code
 *       Guest} ({@code ?} or {@code ????.??.??} when unknown), then any others in the order given.
 *   <li>Then the tags derived from the match, in this order: {@code White} and {@code Black} (the
 *       names of the seats playing the sides: the Host plays the rules' first side), {@code Rules}
 *       (the {@link Rules#toString()} text, so that a record names its rules and replays under
 *       them), {@code Repetition} (the {@linkplain Match.Options#repetitionLimit() repetition
 *       limit}, only when it is on), {@code Mode} ({@code local} or {@code online}), the start:
 *       {@code Start} (local) or {@code HostReady} and {@code GuestReady} in the order they
 *       happened (online; the second starts the game), {@code End} (the instant of a resignation or
 *       of the accepted draw), {@code Result} ({@code 1-0} White won, {@code 0-1} Black won, {@code
 *       1/2-1/2}, {@code *}) and {@code Termination} ({@code formation}, {@code six guards loss},
 *       {@code two passes}, {@code ply limit}, {@code repetition}, {@code resignation}, {@code
 *       agreement} or {@code unterminated}). Instants are ISO-8601 in UTC as {@link
 *       Instant#toString()} writes them. There is no {@code TimeControl}: Agon's match has no
 *       clock.
 *   <li>The move text numbers every pair of moves ({@code 1. a1-b2 k11-j11 2. ...}, whatever the
 *       sides), and follows a move with {@code {[%emt H:MM:SS.fraction]}}, the time elapsed since
 *       the previous event, to the nanosecond; the annotation is left out when that time is zero,
 *       and a missing annotation reads as zero. Draw offers and declined offers are comments at the
 *       point where they happened, with the seat and the time since the previous event: {@code
 *       {[%offer Host 0:00:03]}}, {@code {[%decline Guest 0:00:01]}} (an accepted offer is the
 *       {@code End} of the game). The result token ends the move text. Lines are wrapped at 79
 *       characters.
 * </ul>
 *
 * <p>This is enough to replay the match exactly: {@code parse(r.write())} equals {@code r}, and
 * {@code parse(text).write()} equals {@code text} for every written text. Reading is strict; an
 * error names the line, the column and what was expected ({@link RecordFormatException}). The
 * derived tags are checked against the replayed game.
 *
 * <pre>{@code
 * GameRecord record = GameRecord.of(match).withTag("Event", "Club night").withTag("Host", "Ana");
 * String text = record.write();
 * GameRecord back = GameRecord.parse(text);     // equals record
 * Match replayed = back.match();                // equals match, every event and instant
 * Position end = back.position();
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class GameRecord {
  private static final List<String> ROSTER = List.of("Event", "Date", "Host", "Guest");
  private static final Set<String> DERIVED =
      Set.of(
          "White",
          "Black",
          "Rules",
          "Repetition",
          "Mode",
          "Start",
          "HostReady",
          "GuestReady",
          "End",
          "Result",
          "Termination");
  private static final String UNKNOWN = "?";
  private static final String UNKNOWN_DATE = "????.??.??";
  private static final int WIDTH = 79;

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
    t.put("Date", match.startedAt().map(GameRecord::date).orElse(UNKNOWN_DATE));
    t.put("Host", UNKNOWN);
    t.put("Guest", UNKNOWN);
    return new GameRecord(Collections.unmodifiableMap(t), match);
  }

  private static String date(Instant at) {
    LocalDate d = at.atOffset(ZoneOffset.UTC).toLocalDate();
    return String.format(
        Locale.ROOT, "%04d.%02d.%02d", d.getYear(), d.getMonthValue(), d.getDayOfMonth());
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
   * Returns the recorded match, with its rules, options and every event.
   *
   * @return the match
   */
  public Match match() {
    return match;
  }

  /**
   * Returns the rules the game was played under, as named by the {@code Rules} tag.
   *
   * @return the rules
   */
  public Rules rules() {
    return match.rules();
  }

  /**
   * Returns the moves of the game, in order.
   *
   * @return an immutable list
   */
  public List<Move> moves() {
    return match.moves();
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
    tag(sb, "White", name(match.seatOf(Side.WHITE)));
    tag(sb, "Black", name(match.seatOf(Side.BLACK)));
    tag(sb, "Rules", match.rules().toString());
    if (match.options().repetitionLimit() > 0) {
      tag(sb, "Repetition", Integer.toString(match.options().repetitionLimit()));
    }
    tag(sb, "Mode", match.mode() == Match.Mode.LOCAL ? "local" : "online");
    List<String> moves = new ArrayList<>();
    Instant previous = null;
    int ply = 0;
    for (MatchEvent e : match.events()) {
      if (e instanceof MatchEvent.Ready r) {
        tag(sb, r.seat() == Seat.HOST ? "HostReady" : "GuestReady", r.at().toString());
      } else if (e instanceof MatchEvent.Started s) {
        tag(sb, "Start", s.at().toString());
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
      } else if (e instanceof MatchEvent.DrawOffered o) {
        moves.add(drawComment("offer", o.seat(), Duration.between(previous, o.at())));
      } else if (e instanceof MatchEvent.DrawDeclined d) {
        moves.add(drawComment("decline", d.seat(), Duration.between(previous, d.at())));
      } else {
        tag(sb, "End", e.at().toString());
      }
      previous = e.at();
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

  private static String drawComment(String what, Seat seat, Duration since) {
    return "{[%" + what + " " + seat.label() + " " + formatDuration(since) + "]}";
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
    return r.winner().orElseThrow() == Side.WHITE ? "1-0" : "0-1";
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
            .append(String.format(Locale.ROOT, ":%02d:%02d", s / 60 % 60, s % 60));
    if (d.getNano() != 0) {
      sb.append('.').append(String.format(Locale.ROOT, "%09d", d.getNano()).replaceAll("0+$", ""));
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- reading

  /**
   * Reads a record written by {@link #write()} (or by hand in the same format) and replays it.
   *
   * <p>Required tags: {@code Rules} and {@code Result}; {@code Start} (local) or both Ready tags
   * (online) if there are moves or draw comments; {@code End} for a resignation or a draw by
   * agreement (the loser of the {@code Result} resigned; the seat that did not make the pending
   * offer accepted it). {@code Repetition} defaults to off and {@code Mode} to {@code local};
   * {@code White}, {@code Black} and {@code Termination}, if present, must agree with the game.
   *
   * <pre>{@code
   * GameRecord r = GameRecord.parse(text);
   * r.rules();       // from the Rules tag
   * r.position();    // the final position
   * }</pre>
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
    private String finalToken;
    private int finalLine;
    private int finalColumn;

    Reader(String text) {
      this.text = text;
    }

    private int column() {
      return pos - lineStart + 1;
    }

    private RecordFormatException error(String problem) {
      return errorAt(line, column(), problem, null);
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
      Rules rules = rulesOf(required(all, "Rules"));
      Match.Options options = optionsOf(all.get("Repetition"));
      Match.Mode mode = modeOf(all.get("Mode"));
      Match m = Match.create(rules, mode, options);
      Tag start = all.get("Start");
      if (mode == Match.Mode.LOCAL) {
        if (!readies.isEmpty()) {
          throw errorAt(readies.get(0).line, 2, "expected no Ready tags in a local game", null);
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
      if (!resultTag.value.equals(finalToken)) {
        throw errorAt(
            finalLine,
            finalColumn,
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
      checkIfPresent(all.get("White"), record.name(m.seatOf(Side.WHITE)));
      checkIfPresent(all.get("Black"), record.name(m.seatOf(Side.BLACK)));
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
      try {
        return Rules.parse(t.value);
      } catch (NotationException e) {
        throw errorAt(
            t.line,
            t.column + e.errorIndex(),
            "expected rules such as \"" + Rules.STANDARD + "\": " + e.getMessage(),
            e);
      }
    }

    private static Match.Options optionsOf(Tag t) {
      if (t == null) {
        return Match.Options.DEFAULT;
      }
      String v = t.value;
      if (v.isEmpty()
          || v.length() > 9
          || v.charAt(0) == '0'
          || !v.chars().allMatch(c -> c >= '0' && c <= '9')
          || Integer.parseInt(v) < 2) {
        throw errorAt(
            t.line,
            t.column,
            "expected Repetition as the number of occurrences that draws, 2 or more",
            null);
      }
      return new Match.Options(Integer.parseInt(v));
    }

    private static Match.Mode modeOf(Tag t) {
      if (t == null || t.value.equals("local")) {
        return Match.Mode.LOCAL;
      }
      if (t.value.equals("online")) {
        return Match.Mode.ONLINE;
      }
      throw errorAt(t.line, t.column, "expected Mode 'local' or 'online'", null);
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

    /**
     * A resignation or an accepted draw at the End instant: with a decisive Result the loser
     * resigned; with a drawn one the seat that did not make the pending offer accepted it.
     */
    private static Match replayEnd(Match m, Tag end, Tag resultTag) {
      Instant at = instantOf(end);
      if (m.status() != Match.Status.RUNNING) {
        throw errorAt(
            end.line,
            2,
            "expected no End tag: the game is " + m.status().name().toLowerCase(Locale.ROOT),
            null);
      }
      MatchEvent e;
      if (resultTag.value.equals("1-0") || resultTag.value.equals("0-1")) {
        Side winner = resultTag.value.equals("1-0") ? Side.WHITE : Side.BLACK;
        e = new MatchEvent.Resigned(m.seatOf(winner).other(), at);
      } else if (resultTag.value.equals("1/2-1/2")) {
        Seat offer = m.drawOffer().orElse(null);
        if (offer == null) {
          throw errorAt(
              end.line,
              2,
              "expected a draw offer pending at the End of a game drawn by agreement",
              null);
        }
        e = new MatchEvent.DrawAccepted(offer.other(), at);
      } else {
        throw errorAt(
            resultTag.line,
            resultTag.column,
            "expected Result '1-0', '0-1' or '1/2-1/2' with an End tag",
            null);
      }
      return replayTag(m, end, e);
    }

    private static Match replayTag(Match m, Tag t, MatchEvent e) {
      try {
        return m.apply(e);
      } catch (IllegalArgumentException | IllegalStateException ex) {
        throw errorAt(
            t.line, t.column, "expected a consistent " + t.name + ": " + ex.getMessage(), ex);
      }
    }

    private Match readMoves(Match start) {
      Match m = start;
      int ply = 0;
      while (true) {
        skipSpace();
        while (!atEnd() && peek() == '{') {
          m = drawComment(m);
          skipSpace();
        }
        if (atEnd()) {
          throw error("expected a move, a move number or a result (1-0, 0-1, 1/2-1/2, *)");
        }
        int tokLine = line;
        int tokCol = column();
        String token = word();
        if (isResult(token)) {
          finalToken = token;
          finalLine = tokLine;
          finalColumn = tokCol;
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
          tokCol = column();
          token = word();
          if (token.isEmpty() || isResult(token)) {
            throw errorAt(tokLine, tokCol, "expected a move after '" + number + "'", null);
          }
        }
        Move move;
        try {
          move = Move.parse(token, m.rules());
        } catch (NotationException e) {
          throw errorAt(tokLine, tokCol + e.errorIndex(), "expected a move: " + e.getMessage(), e);
        }
        Instant previous = requireStarted(m, tokLine, tokCol);
        Seat seat = m.seatToMove().orElse(null);
        if (seat == null) {
          throw errorAt(
              tokLine, tokCol, "expected the result: the game is over (" + m.result() + ")", null);
        }
        int save = pos;
        int saveLine = line;
        int saveLineStart = lineStart;
        skipSpace();
        Duration emt = Duration.ZERO;
        if (text.startsWith("{[%emt ", pos)) {
          emt = annotation("emt");
        } else {
          pos = save;
          line = saveLine;
          lineStart = saveLineStart;
        }
        try {
          m = m.play(seat, move, previous.plus(emt));
        } catch (IllegalMoveException e) {
          throw errorAt(tokLine, tokCol, "expected a legal move: " + e.getMessage(), e);
        }
        ply++;
      }
    }

    private Instant requireStarted(Match m, int tokLine, int tokCol) {
      return m.lastEventAt()
          .filter(x -> m.status() != Match.Status.WAITING)
          .orElseThrow(
              () ->
                  errorAt(
                      tokLine,
                      tokCol,
                      "expected no moves before the game starts (a Start tag, or both Ready"
                          + " tags)",
                      null));
    }

    /** {@code {[%offer Host 0:00:03]}} or {@code {[%decline Guest 0:00:01]}}. */
    private Match drawComment(Match m) {
      int l = line;
      int c = column();
      String kind;
      if (text.startsWith("{[%offer ", pos)) {
        kind = "offer";
      } else if (text.startsWith("{[%decline ", pos)) {
        kind = "decline";
      } else {
        throw error(
            "expected a draw comment such as '{[%offer Host 0:00:03]}' or"
                + " '{[%decline Guest 0:00:01]}'");
      }
      Instant previous = requireStarted(m, l, c);
      for (int i = kind.length() + 4; i > 0; i--) {
        advance();
      }
      Seat seat;
      if (text.startsWith("Host ", pos)) {
        seat = Seat.HOST;
      } else if (text.startsWith("Guest ", pos)) {
        seat = Seat.GUEST;
      } else {
        throw error("expected the seat, Host or Guest");
      }
      for (int i = seat.label().length() + 1; i > 0; i--) {
        advance();
      }
      Duration since = duration();
      expect(']', "']' closing the draw comment");
      expect('}', "'}' closing the comment");
      Instant at = previous.plus(since);
      try {
        return kind.equals("offer") ? m.offerDraw(seat, at) : m.declineDraw(seat, at);
      } catch (MatchStateException e) {
        throw errorAt(l, c, "expected a draw comment that fits the game: " + e.getMessage(), e);
      }
    }

    private Duration annotation(String name) {
      for (char c : ("{[%" + name + " ").toCharArray()) {
        expect(c, "a clock annotation '{[%emt H:MM:SS.fraction]}'");
      }
      Duration d = duration();
      expect(']', "']' closing the clock annotation");
      expect('}', "'}' closing the comment");
      return d;
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
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameRecord r && tags.equals(r.tags) && match.equals(r.match);
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
