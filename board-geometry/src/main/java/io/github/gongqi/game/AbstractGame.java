package io.github.gongqi.game;

import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.record.AbstractGameRecord;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The part of a {@link Game} provider that is the same for every game, written once: reading the
 * rules text, then starting a position, reading a position, giving the default time control, making
 * a match and writing and reading its record, each through the game's own factories. A game names
 * its factories to the constructor and writes only what describes it (name, summary, rules options,
 * facts, board views, lessons).
 *
 * <pre>{@code
 * public final class AgonGame extends AbstractGame<Position, Rules, Match> {
 *   public AgonGame() {
 *     super("agon", "Agon", "The 1842 hex game ...", Rules::parse, rules -> TimeControl.UNTIMED,
 *         Position::start, Position::parse, Match::create, GameRecord::of, GameRecord::parse);
 *   }
 *   ...
 * }
 * }</pre>
 *
 * <p>Implementations are immutable and thread-safe when the factories are.
 *
 * @param <P> the game's position type
 * @param <U> the game's rules type
 * @param <X> the game's match type
 */
public abstract class AbstractGame<
        P extends GamePosition<P, ?, ?, ?>, U, X extends AbstractMatch<P, ?, ?, ?, ?, X>>
    implements Game<P> {

  /**
   * Builds a game's match from the start of its rules, as each game's {@code Match.create} does.
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
     * @param mode local or online
     * @param control the time control
     * @param options the options
     * @return the match
     */
    X create(U rules, Mode mode, TimeControl control, Options options);
  }

  private final String name;
  private final String displayName;
  private final String summary;
  private final Function<String, U> parseRules;
  private final Function<U, TimeControl> defaultTimeControl;
  private final Function<U, P> start;
  private final BiFunction<String, U, P> parsePosition;
  private final MatchFactory<U, X> newMatch;
  private final Function<X, ? extends AbstractGameRecord<?, X, ?>> recordOf;
  private final Function<String, ? extends AbstractGameRecord<?, X, ?>> parseRecord;

  /** Derived on first use; racing threads find the same class, so no lock is needed. */
  private volatile Class<?> matchClass;

  /**
   * Creates the provider from the game's own factories.
   *
   * @param name the game's name, one lower-case word ({@link #name()})
   * @param displayName the game's name for people ({@link #displayName()})
   * @param summary one or two sentences about the game ({@link #summary()})
   * @param parseRules reads a rules text, throwing {@link IllegalArgumentException} that says what
   *     was expected
   * @param defaultTimeControl the time control of a new match under some rules
   * @param start the start position of some rules
   * @param parsePosition reads a position's notation (first argument) under some rules
   * @param newMatch builds a match from the start of some rules
   * @param recordOf the game record of a match
   * @param parseRecord reads a game record
   */
  protected AbstractGame(
      String name,
      String displayName,
      String summary,
      Function<String, U> parseRules,
      Function<U, TimeControl> defaultTimeControl,
      Function<U, P> start,
      BiFunction<String, U, P> parsePosition,
      MatchFactory<U, X> newMatch,
      Function<X, ? extends AbstractGameRecord<?, X, ?>> recordOf,
      Function<String, ? extends AbstractGameRecord<?, X, ?>> parseRecord) {
    this.name = Objects.requireNonNull(name, "name");
    this.displayName = Objects.requireNonNull(displayName, "displayName");
    this.summary = Objects.requireNonNull(summary, "summary");
    this.parseRules = Objects.requireNonNull(parseRules, "parseRules");
    this.defaultTimeControl = Objects.requireNonNull(defaultTimeControl, "defaultTimeControl");
    this.start = Objects.requireNonNull(start, "start");
    this.parsePosition = Objects.requireNonNull(parsePosition, "parsePosition");
    this.newMatch = Objects.requireNonNull(newMatch, "newMatch");
    this.recordOf = Objects.requireNonNull(recordOf, "recordOf");
    this.parseRecord = Objects.requireNonNull(parseRecord, "parseRecord");
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String displayName() {
    return displayName;
  }

  @Override
  public final String summary() {
    return summary;
  }

  @Override
  public final P start(String rules) {
    return start.apply(parseRules.apply(rules));
  }

  @Override
  public final P parsePosition(String rules, String notation) {
    return parsePosition.apply(notation, parseRules.apply(rules));
  }

  @Override
  public final TimeControl defaultTimeControl(String rules) {
    return defaultTimeControl.apply(parseRules.apply(rules));
  }

  @Override
  public final X newMatch(String rules, Mode mode, TimeControl control, Options options) {
    return newMatch.create(parseRules.apply(rules), mode, control, options);
  }

  @Override
  public final String writeRecord(AbstractMatch<P, ?, ?, ?, ?, ?> match, Map<String, String> tags) {
    Objects.requireNonNull(match, "match");
    if (!matchClass().isInstance(match)) {
      throw new IllegalArgumentException(
          "not a " + displayName + " match: " + match.getClass().getName());
    }
    @SuppressWarnings("unchecked") // an instance of the class this game's factory makes
    X own = (X) match;
    return recordOf.apply(own).withTags(tags).write();
  }

  /** The class of this game's matches, found once from the first match its factory makes. */
  private Class<?> matchClass() {
    Class<?> c = matchClass;
    if (c == null) {
      c = newMatch(defaultRules(), Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT).getClass();
      matchClass = c;
    }
    return c;
  }

  @Override
  public final X readRecord(String text) {
    return parseRecord.apply(text).match();
  }
}
