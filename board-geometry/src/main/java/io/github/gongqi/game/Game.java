package io.github.gongqi.game;

import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game, described to everything above its rules: the lab's commands, the engine protocol, the
 * playground, the report and the demo. A game module provides one implementation as a service
 * ({@code provides io.github.gongqi.game.Game with …} in its {@code module-info} and a {@code
 * META-INF/services/io.github.gongqi.game.Game} file for the class path); {@link Games} finds them.
 *
 * <p>A game is named by one lower-case word ({@link #name()}), which is also the first word of its
 * rules text: {@code start("gongqi 8x8")} and {@code start("8x8")} read the same rules. Everything
 * a board interface shows about a position comes from here ({@link #facts}, {@link #choices}), so
 * no interface restates a rule.
 *
 * <pre>{@code
 * Game<?> game = Games.forRules("gongqi 8x8");
 * System.out.println(game.name() + ": " + game.summary());
 * }</pre>
 *
 * <p>Implementations are immutable and thread-safe.
 *
 * @param <P> the game's position type
 */
public interface Game<P extends GamePosition<P, ?, ?, ?>> {

  /**
   * The game's name: one lower-case word, the first word of its rules text, and the name the lab's
   * commands take ({@code perft gongqi}).
   *
   * @return the name, such as {@code "gongqi"}
   */
  String name();

  /**
   * The game's name as a title, for people: {@code "Gongqi"}.
   *
   * @return the display name
   */
  String displayName();

  /**
   * What the game is, in at most two short sentences, for a first page or a {@code --help}.
   *
   * @return the summary
   */
  String summary();

  /**
   * The named rule sets a player picks from, each as rules text {@link #start} reads; the first is
   * the default.
   *
   * @return the rules texts, never empty
   */
  List<String> rulesChoices();

  /**
   * The default rules text, the first of {@link #rulesChoices()}.
   *
   * @return the rules text
   */
  default String defaultRules() {
    return rulesChoices().get(0);
  }

  /**
   * The game's own command-line options that choose its rules (such as Gongqi's {@code --size}), in
   * the order a usage line lists them. {@link #rulesFromOptions} turns chosen values into rules
   * text.
   *
   * @return the options, possibly empty
   */
  List<RulesOption> rulesOptions();

  /**
   * The rules text for values of {@link #rulesOptions()} given on a command line.
   *
   * @param values option name (as in {@link RulesOption#name()}) to the value given; options not
   *     given are absent
   * @return the rules text
   * @throws IllegalArgumentException naming the option and the values expected, when a value or a
   *     combination is not accepted
   */
  String rulesFromOptions(Map<String, String> values);

  /**
   * The start position of the rules written in {@code rules}, with or without the game's name in
   * front.
   *
   * @param rules the rules text
   * @return the start position
   * @throws NotationException if the text is not rules of this game, saying what was expected
   */
  P start(String rules);

  /**
   * Reads a position written by {@link GameState#toNotation()} under the given rules.
   *
   * @param rules the rules text
   * @param notation the position's notation
   * @return the position
   * @throws IllegalArgumentException if the rules or the notation are not readable, or the position
   *     is not one the rules allow (saying every problem)
   */
  P parsePosition(String rules, String notation);

  /**
   * The players' colours by player index, capitalised: {@code ["Black", "White"]}.
   *
   * @return the names, one per player
   */
  List<String> playerNames();

  /**
   * The time control a game of these rules gets when none is chosen.
   *
   * @param rules the rules text
   * @return the default time control
   */
  TimeControl defaultTimeControl(String rules);

  /**
   * The rule facts a board interface shows beside the position, in display order: for example
   * {@code Power → 3}, {@code Goal → 12 captures}, {@code Pieces waiting → …}. Keys and values are
   * ready to print.
   *
   * @param position the position
   * @return label to value, in order
   */
  Map<String, String> facts(P position);

  /**
   * What a player can do from one cell of the board, for an interface that lets a player pick a
   * cell first: each choice names a way (a direction, a target) with the moves it offers or the
   * reason it offers none.
   *
   * @param position the position
   * @param cell a cell's name, as in move notation
   * @return the choices, empty when the cell offers nothing
   * @throws IllegalArgumentException if {@code cell} names no cell of the board
   */
  List<Choice> choices(P position, String cell);

  /**
   * The cell index of a cell's name, as {@link SvgOptions#withSelected(int)} takes it.
   *
   * @param position the position (its rules fix the board)
   * @param cell the cell's name
   * @return the index
   * @throws IllegalArgumentException if {@code cell} names no cell of the board
   */
  int cellIndex(P position, String cell);

  /**
   * The position drawn as an SVG document.
   *
   * @param position the position
   * @param options size, perspective, highlights
   * @return the SVG markup
   */
  String svg(P position, SvgOptions options);

  /**
   * The position as rows of text, one character a cell ({@code .} empty), top row first, for the
   * engine protocol's {@code showboard} and logs.
   *
   * @param position the position
   * @return the rows joined by {@code \n}
   */
  String textBoard(P position);

  /**
   * The board's size as the engine protocol reports it, such as {@code 12} or {@code 11 hex}.
   *
   * @param position the position
   * @return the size
   */
  String boardSize(P position);

  /**
   * The game's lessons, in teaching order.
   *
   * @return the lessons
   */
  List<Lesson<P>> lessons();

  /**
   * A new match table from the start of the given rules.
   *
   * @param rules the rules text
   * @param mode local (one device) or online (two seats)
   * @param control the time control
   * @param options repetition limit and takebacks
   * @return the match, not started
   */
  AbstractMatch<P, ?, ?, ?, ?, ?> newMatch(
      String rules, Mode mode, TimeControl control, Options options);

  /**
   * A match's game record, with extra tags (such as the players' names) after the game's own.
   *
   * @param match a match made by this game
   * @param tags extra tags, in order
   * @return the record's text
   * @throws IllegalArgumentException if the match was not made by this game
   */
  String writeRecord(AbstractMatch<P, ?, ?, ?, ?, ?> match, Map<String, String> tags);

  /**
   * Reads a game record of this game back into its match.
   *
   * @param text the record
   * @return the match the record describes
   * @throws io.github.gongqi.game.record.RecordFormatException if the text is not such a record
   */
  AbstractMatch<P, ?, ?, ?, ?, ?> readRecord(String text);

  /**
   * Why a move given as text may not be played, or empty when it may.
   *
   * @param position the position
   * @param move the move's text
   * @return the refusal's message, empty when the move is legal
   */
  default Optional<String> whyIllegal(P position, String move) {
    try {
      position.play(position.moveId(move));
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(e.getMessage());
    }
  }

  /**
   * One option of the command line that chooses a game's rules.
   *
   * @param name the option's name with its dashes, such as {@code --size}
   * @param label the value's placeholder in a usage line, such as {@code 12|8}
   * @param description one line for {@code --help}
   * @param values the accepted values, for suggestions (empty when free text)
   */
  record RulesOption(String name, String label, String description, List<String> values) {
    /**
     * Checks and copies the parts.
     *
     * @throws NullPointerException if a part is null
     */
    public RulesOption {
      java.util.Objects.requireNonNull(name, "name");
      java.util.Objects.requireNonNull(label, "label");
      java.util.Objects.requireNonNull(description, "description");
      values = List.copyOf(values);
    }
  }

  /**
   * One way to play from a picked cell.
   *
   * @param label what the way is, such as a direction ({@code N}) or a target cell ({@code e5})
   * @param moves the moves it offers, in notation; empty when it offers none
   * @param reason why it offers none, when it does not
   */
  record Choice(String label, List<String> moves, Optional<String> reason) {
    /**
     * Checks and copies the parts.
     *
     * @throws NullPointerException if a part is null
     */
    public Choice {
      java.util.Objects.requireNonNull(label, "label");
      moves = List.copyOf(moves);
      java.util.Objects.requireNonNull(reason, "reason");
    }
  }
}
