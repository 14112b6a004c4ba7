package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.GamePosition;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The served engine's game under fixed rules: the position and the positions before it (for {@code
 * undo}), moved only through the library, so every answer is the rules' own. Each method either
 * does what it says or throws a {@link GtpRefusal} and changes nothing.
 *
 * @param <P> the game's position type
 */
final class ServedGame<P extends GamePosition<P, ?, ?, ?>> {
  /** How much of a library message an answer quotes: a reason, not an essay. */
  private static final int REASON_LIMIT = 200;

  private final LabGame<P> game;
  private final Deque<P> history = new ArrayDeque<>();
  private P position;

  private ServedGame(LabGame<P> game) {
    this.game = game;
    this.position = game.start();
  }

  /**
   * Starts a game under the lab game's rules.
   *
   * @param <P> the game's position type
   * @param game the rules
   * @return the game at its start
   */
  static <P extends GamePosition<P, ?, ?, ?>> ServedGame<P> of(LabGame<P> game) {
    return new ServedGame<>(game);
  }

  /** Returns the game under its rules. */
  LabGame<P> labGame() {
    return game;
  }

  /** Returns the current position. */
  P position() {
    return position;
  }

  /** Goes back to the start of the rules, forgetting the moves. */
  void clear() {
    position = game.start();
    history.clear();
  }

  /**
   * Sets a position given in the game's one-line notation; it cannot be undone past.
   *
   * @param notation the notation
   * @throws GtpRefusal {@code illegal position} if the rules do not read it
   */
  void setPosition(String notation) throws GtpRefusal {
    P p;
    try {
      p = game.parsePosition(notation);
    } catch (RuntimeException e) {
      throw new GtpRefusal("illegal position");
    }
    history.clear();
    position = p;
  }

  /** Returns the colour to move. */
  Colour toMove() {
    return Colour.ofPlayer(game, position.playerToMove());
  }

  /**
   * Checks the colour a {@code play} or {@code genmove} names against the colour to move.
   *
   * @param colour the colour named, or empty for the side to move
   * @throws GtpRefusal {@code not white's turn} (or black's) if it is the other colour
   */
  void checkTurn(Optional<Colour> colour) throws GtpRefusal {
    if (colour.isPresent() && colour.get() != toMove()) {
      throw new GtpRefusal("not " + colour.get().word() + "'s turn");
    }
  }

  /**
   * Plays a move given in the game's notation.
   *
   * @param move the move
   * @throws GtpRefusal {@code illegal move: REASON} with the library's reason
   */
  void play(String move) throws GtpRefusal {
    P next;
    try {
      next = game.play(position, move);
    } catch (IllegalArgumentException e) {
      String why = String.valueOf(e.getMessage());
      throw new GtpRefusal(
          "illegal move: "
              + (why.length() > REASON_LIMIT ? why.substring(0, REASON_LIMIT) + "…" : why));
    }
    history.push(position);
    position = next;
  }

  /**
   * Lets a bot choose a move for the side to move, plays it and returns it.
   *
   * @param bot the bot
   * @param rnd its random source
   * @return the move in the game's notation
   * @throws GtpRefusal {@code the game is over} when no move is left
   */
  String genmove(Bot bot, SplittableRandom rnd) throws GtpRefusal {
    if (position.isOver()) {
      throw new GtpRefusal("the game is over");
    }
    int move = bot.choose(position, rnd);
    String text = position.moveNotation(move);
    history.push(position);
    position = position.playUnchecked(move);
    return text;
  }

  /**
   * Takes back the last move.
   *
   * @throws GtpRefusal {@code cannot undo} at the start or right after {@code position}
   */
  void undo() throws GtpRefusal {
    if (history.isEmpty()) {
      throw new GtpRefusal("cannot undo");
    }
    position = history.pop();
  }

  /** Returns the legal moves in notation, in the library's order; none when the game is over. */
  List<String> legalMoves() {
    return game.legalMoveNames(position);
  }

  /**
   * Answers {@code final_score}: the result by the rules.
   *
   * @return {@code B+}, {@code W+} or {@code 0} for a draw
   * @throws GtpRefusal {@code the game is not over} while it goes on
   */
  String finalScore() throws GtpRefusal {
    if (!position.isOver()) {
      throw new GtpRefusal("the game is not over");
    }
    int winner = position.winningPlayer();
    return winner < 0 ? "0" : Colour.ofPlayer(game, winner).scoreLetter() + "+";
  }

  /**
   * Answers {@code gogui-rules_final_result}.
   *
   * @return {@code unknown} while the game goes on, else the score, a space and the reason in the
   *     words of a record's termination ({@code captures}, {@code formation}, {@code two passes},
   *     …)
   */
  String finalResult() {
    if (!position.isOver()) {
      return "unknown";
    }
    try {
      return finalScore() + " " + game.reason(position);
    } catch (GtpRefusal e) {
      throw new IllegalStateException("a finished game has a score", e);
    }
  }

  /** Returns the library's drawing of the position, for {@code showboard}. */
  String show() {
    return game.draw(position);
  }

  /** Answers {@code gogui-rules_game_id}: the game's display name. */
  String gameId() {
    return game.game().displayName();
  }

  /** Answers {@code gogui-rules_board_size}, such as {@code 12} or {@code 11 hex}. */
  String boardSize() {
    return game.boardSize(position);
  }

  /** Answers {@code gogui-rules_board}: one row a line, one character a cell, top row first. */
  String board() {
    return game.textBoard(position);
  }
}
