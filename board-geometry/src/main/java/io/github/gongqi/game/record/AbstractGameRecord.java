package io.github.gongqi.game.record;

import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.GameRules;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
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
 * 1...}. Reading refuses only with a {@link RecordFormatException}, which names the line and the
 * column of the tag or token that carries the trouble and what was expected there: an instant
 * beyond what {@link Instant} holds is refused at the clock annotation or comment that reaches it,
 * and a {@code Result} that disagrees with {@code End}, {@code Termination} and the game at the
 * {@code Result} tag. The derived tags are checked against the replayed game.
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @param <U> the game's rules type
 * @param <X> the game's match type
 * @param <SELF> the game's record type
 */
public abstract class AbstractGameRecord<
    U, X extends AbstractMatch<?, ?, ?, ?, ?, X>, SELF extends AbstractGameRecord<U, X, SELF>> {
  static final List<String> ROSTER = List.of("Event", "Date", "Host", "Guest");
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
  static final String UNKNOWN = "?";
  static final String UNKNOWN_DATE = "????.??.??";
  private static final Instant FIRST_DATED = LocalDate.MIN.atStartOfDay().toInstant(ZoneOffset.UTC);
  private static final Instant LAST_DATED =
      LocalDate.MAX.atTime(LocalTime.MAX).toInstant(ZoneOffset.UTC);

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
  protected record Format<U, X extends AbstractMatch<?, ?, ?, ?, ?, X>, R>(
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

  /**
   * Builds a game's match from a set-up position, as each game's {@code Match.fromPosition} does.
   *
   * @param <S> the position type
   * @param <X> the match type
   */
  @FunctionalInterface
  protected interface MatchFromPosition<S, X> {
    /**
     * Returns a new match from a position, waiting to start.
     *
     * @param start the position to play from
     * @param mode the mode
     * @param control the time control
     * @param options the options
     * @return the match
     * @throws IllegalArgumentException if the position is over
     */
    X create(S start, Mode mode, TimeControl control, Options options);
  }

  /**
   * Returns the format of a game whose rules tag is {@code Rules} with the rules' {@linkplain
   * GameRules#text() text}, and whose record names a set-up position by its notation (a match from
   * the rules' start has no {@code Position} tag): everything but the game's own functions is
   * written here once.
   *
   * @param colourTags the tag names of the two colours, player 0's first
   * @param rulesOf the rules of a match
   * @param parseRules reads the rules' text
   * @param defaultTimeControl the time control of a record without a {@code TimeControl} tag
   * @param start the start position of some rules
   * @param parsePosition reads a position's notation under some rules
   * @param fromPosition builds a match from a position
   * @param wrap wraps tags and a match in the game's record class
   * @param <U> the rules type
   * @param <S> the position type
   * @param <X> the match type
   * @param <R> the record type
   * @return the format
   */
  protected static <
          U extends GameRules,
          S extends GamePosition<S, ?, ?, ?>,
          X extends AbstractMatch<S, ?, ?, ?, ?, X>,
          R>
      Format<U, X, R> rulesFormat(
          List<String> colourTags,
          Function<X, U> rulesOf,
          Function<String, U> parseRules,
          Function<U, TimeControl> defaultTimeControl,
          Function<U, S> start,
          BiFunction<String, U, S> parsePosition,
          MatchFromPosition<S, X> fromPosition,
          BiFunction<Map<String, String>, X, R> wrap) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(parsePosition, "parsePosition");
    Objects.requireNonNull(fromPosition, "fromPosition");
    return new Format<>(
        colourTags,
        "Rules",
        rulesOf,
        GameRules::text,
        parseRules,
        defaultTimeControl,
        m -> {
          S first = m.startPosition();
          return first.equals(start.apply(rulesOf.apply(m))) ? null : first.toNotation();
        },
        (rules, text, mode, control, options) ->
            fromPosition.create(
                text == null ? start.apply(rules) : parsePosition.apply(text, rules),
                mode,
                control,
                options),
        wrap);
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
   * Guest} unknown, {@code Date} the start date in UTC (unknown if the game has not started, or
   * started in the first or last year an {@link Instant} holds, which have no date in {@link
   * LocalDate}).
   *
   * @param match the match
   * @return the tags, in writing order
   */
  protected static Map<String, String> initialTags(AbstractMatch<?, ?, ?, ?, ?, ?> match) {
    Objects.requireNonNull(match, "match");
    Map<String, String> t = new LinkedHashMap<>();
    t.put("Event", UNKNOWN);
    t.put("Date", match.startedAt().map(AbstractGameRecord::date).orElse(UNKNOWN_DATE));
    t.put("Host", UNKNOWN);
    t.put("Guest", UNKNOWN);
    return t;
  }

  private static String date(Instant start) {
    // Instant reaches one year further either way than LocalDate: no date then, rather than throw.
    if (start.isBefore(FIRST_DATED) || start.isAfter(LAST_DATED)) {
      return UNKNOWN_DATE;
    }
    LocalDate d = start.atOffset(ZoneOffset.UTC).toLocalDate();
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
   * Returns this record with several descriptive tags set, in order, as {@link #withTag} sets one.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param more tag name to value, in order
   * @return the record with the tags
   * @throws IllegalArgumentException if a name is not allowed or a value has a line break
   */
  @SuppressWarnings("unchecked") // SELF is this record's own class, as wrap makes it
  public final SELF withTags(Map<String, String> more) {
    SELF record = (SELF) this;
    for (Map.Entry<String, String> tag : Objects.requireNonNull(more, "more").entrySet()) {
      record = record.withTag(tag.getKey(), tag.getValue());
    }
    return record;
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

  static boolean isDerived(Format<?, ?, ?> f, String name) {
    return TABLE_TAGS.contains(name) || f.colourTags().contains(name) || f.rulesTag().equals(name);
  }

  static boolean isNameChar(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  }

  /**
   * Returns the record as text, ending with a line break.
   *
   * @return the text
   */
  public final String write() {
    return RecordWriter.write(format, tags, match);
  }

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
  protected static <U, X extends AbstractMatch<?, ?, ?, ?, ?, X>, R> R read(
      Format<U, X, R> format, CharSequence text) {
    Objects.requireNonNull(format, "format");
    return new RecordTokenizer(Objects.requireNonNull(text, "text").toString())
        .read(new MatchReplayer<>(format));
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
