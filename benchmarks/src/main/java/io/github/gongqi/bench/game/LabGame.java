package io.github.gongqi.bench.game;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.Perft;
import io.github.gongqi.game.UnknownGameException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * A registered {@link Game} under one set of rules, as the lab's commands, players and engine use
 * it: the start, notation in and out, perft, the board as text and the record of a lab game. It
 * names no game: every game the registry finds ({@link Games}) plays through it.
 *
 * @param <P> the game's immutable position type
 */
public final class LabGame<P extends GamePosition<P, ?, ?, ?>> {
  private static final String BLACK = "black";
  private static final String WHITE = "white";

  private final Game<P> game;
  private final P start;

  private LabGame(Game<P> game, P start) {
    this.game = game;
    this.start = start;
  }

  /**
   * A game under rules given as one text that starts with the game's name, as {@link #rulesText()}
   * writes it.
   *
   * @param text such as {@code gongqi 8x8}
   * @return the game under those rules
   * @throws IllegalArgumentException naming the text and what was expected
   */
  public static LabGame<?> forRules(String text) {
    Objects.requireNonNull(text, "text");
    Game<?> game;
    try {
      game = Games.forRules(text);
    } catch (UnknownGameException e) {
      throw new IllegalArgumentException(
          "rules '"
              + text
              + "' do not start with a game's name: expected "
              + String.join(" or ", Games.names()),
          e);
    }
    return of(game, text);
  }

  /**
   * A game under rules given as one text, with or without the game's name in front: what {@link
   * #rulesText()} writes, or any text the game's {@link Game#start} reads. This is the lab's one
   * place that reads rules from text: {@code --rules}, the engine's {@code rules} command and
   * {@code merge} all come here.
   *
   * @param name the game's name
   * @param text the rules
   * @return the game under those rules
   * @throws IllegalArgumentException naming the text (or the unknown game) and what was expected
   */
  public static LabGame<?> forRules(String name, String text) {
    return of(Games.named(name), text);
  }

  /**
   * A game under rules given as text.
   *
   * @param <Q> the game's position type
   * @param game the game
   * @param text the rules, read by {@link Game#start}
   * @return the game under those rules
   * @throws IllegalArgumentException naming the text and what was expected
   */
  public static <Q extends GamePosition<Q, ?, ?, ?>> LabGame<Q> of(Game<Q> game, String text) {
    Objects.requireNonNull(text, "text");
    try {
      return new LabGame<>(game, game.start(text));
    } catch (NotationException e) {
      throw new IllegalArgumentException(
          "rules '" + text + "' are not " + game.name() + " rules: " + e.getMessage(), e);
    }
  }

  /**
   * The game.
   *
   * @return the registry's game
   */
  public Game<P> game() {
    return game;
  }

  /**
   * Returns the starting position under these rules.
   *
   * @return the start
   */
  public P start() {
    return start;
  }

  /**
   * Plays one move given in the game's notation.
   *
   * @param position the position
   * @param move the move in notation
   * @return the position after it
   * @throws IllegalArgumentException whose message says why the text is malformed or illegal
   */
  public P play(P position, String move) {
    return position.play(position.moveId(move));
  }

  /**
   * Returns the legal moves in notation, in the engine's order.
   *
   * @param position the position
   * @return the moves' notation
   */
  public List<String> legalMoveNames(P position) {
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    List<String> names = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      names.add(position.moveNotation(ids[i]));
    }
    return names;
  }

  /**
   * Counts the move sequences of exactly {@code depth} moves.
   *
   * @param position where to count from
   * @param depth the depth, at least 0
   * @return the count
   */
  public long perft(P position, int depth) {
    return Perft.perft(position, depth);
  }

  /**
   * Returns the colour names the lab writes for the two players, player 0's first: the game's own
   * in lower case when they are black and white; else {@code black} for the player who moves first
   * and {@code white} for the other, as in GTP, so that the JSONL's {@code white}, {@code black}
   * and {@code result}, and the engine protocol's colours, hold for every game.
   *
   * @return such as {@code black, white}
   */
  public String[] colourNames() {
    String[] own =
        game.playerNames().stream().map(n -> n.toLowerCase(Locale.ROOT)).toArray(String[]::new);
    return Set.of(own).equals(Set.of(BLACK, WHITE)) ? own : new String[] {BLACK, WHITE};
  }

  /**
   * Draws a position as the library prints it ({@code toString}), for logs, the demo and {@code
   * showboard}.
   *
   * @param position the position
   * @return the drawing
   */
  public String draw(P position) {
    return position.toString();
  }

  /**
   * The position as rows of text, one character a cell, top row first ({@link Game#textBoard}).
   *
   * @param position the position
   * @return the rows joined by {@code \n}
   */
  public String textBoard(P position) {
    return game.textBoard(position);
  }

  /**
   * The board's size as the engine protocol reports it ({@link Game#boardSize}).
   *
   * @param position the position
   * @return such as {@code 12} or {@code 11 hex}
   */
  public String boardSize(P position) {
    return game.boardSize(position);
  }

  /**
   * The rules as one text, the one text that names them everywhere: a JSONL line's {@code rules},
   * the engine protocol's {@code rules GAME RULES}, the lab's {@code --rules}. It is what {@link
   * io.github.gongqi.game.GameState#rulesId()} returns, such as {@code gongqi 8x8}.
   *
   * @return the rules text
   */
  public String rulesText() {
    return start.rulesId();
  }

  /**
   * Reads a position in the game's one-line notation under these rules.
   *
   * @param notation the notation
   * @return the position
   * @throws IllegalArgumentException if the notation is not a position of these rules
   */
  public P parsePosition(String notation) {
    return game.parsePosition(rulesText(), notation);
  }

  /**
   * Says why a finished game ended, in the words of a record's {@code Termination} tag.
   *
   * @param position a finished position
   * @return the reason
   */
  public String reason(P position) {
    return position.result().termination();
  }

  /**
   * Returns the id of a legal move given in notation.
   *
   * @param position the position
   * @param move the move in notation
   * @return its id
   * @throws IllegalArgumentException whose message says why the text is malformed or illegal
   */
  public int moveId(P position, String move) {
    P next = play(position, move);
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    for (int i = 0; i < n; i++) {
      if (position.moveNotation(ids[i]).equals(move)) {
        return ids[i];
      }
    }
    // Written another way than the canonical notation (the reader is lenient): find it by result.
    for (int i = 0; i < n; i++) {
      if (position.playUnchecked(ids[i]).equals(next)) {
        return ids[i];
      }
    }
    throw new IllegalArgumentException("not among the legal moves");
  }
}
