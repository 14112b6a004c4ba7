package io.github.gongqi.game;

import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The contract that bots, search and tools program against, shared by both games' positions (the
 * model is OpenSpiel's {@code State}). A state is an immutable value; every move is a dense integer
 * id from 0 to {@link #numDistinctActions()} − 1 whose meaning depends only on the rules, never on
 * the position, so ids can index policy vectors and tables.
 *
 * <p>Players are numbered 0 and 1: player 0 is the colour that moves first under the default rules
 * (Gongqi's Black, Agon's White) and player 1 the other; a game record's {@code 1-0} means player 0
 * won.
 *
 * <pre>{@code
 * static <S extends GameState<S>> S randomPlayout(S state, RandomGenerator rnd) {
 *   int[] moves = new int[state.maxLegalMoves()];
 *   while (!state.isOver()) {
 *     int n = state.legalMoves(moves);
 *     state = state.playUnchecked(moves[rnd.nextInt(n)]);
 *   }
 *   return state;
 * }
 * }</pre>
 *
 * @param <S> the game's position type
 */
public interface GameState<S extends GameState<S>> {
  /**
   * Returns one line of text naming the game and its rules, such as {@code gongqi 12x12}; equal
   * texts mean equal rules.
   *
   * @return the rules id
   */
  String rulesId();

  /**
   * Returns the number of distinct move ids under these rules: every id is in {@code [0, n)}.
   *
   * @return the size of the action space
   */
  int numDistinctActions();

  /**
   * Returns the largest number of legal moves any position under these rules can have: a buffer of
   * this length always holds {@link #legalMoves(int[])}.
   *
   * @return the move-buffer size
   */
  int maxLegalMoves();

  /**
   * Writes the ids of the legal moves into the buffer, without allocating, and returns how many
   * there are; 0 when the game is over.
   *
   * @param buffer at least {@link #maxLegalMoves()} long
   * @return the number of legal moves written
   */
  int legalMoves(int[] buffer);

  /**
   * Returns the number of legal moves, as {@link #legalMoves(int[])} would write, without writing
   * them: perft counts its last level with it.
   *
   * @return the number of legal moves; 0 when the game is over
   */
  int countLegalMoves();

  /**
   * Returns whether a move id is legal here; false for any id outside {@code [0,
   * numDistinctActions())}.
   *
   * @param moveId the id
   * @return whether playing it is legal
   */
  boolean isLegal(int moveId);

  /**
   * Returns a legal move id drawn uniformly from the legal moves, the step of a random playout.
   * This default generates every legal move and picks one; the games override it with something
   * faster where they can, always with the same distribution.
   *
   * <pre>{@code
   * while (!state.isOver()) {
   *   state = state.playUnchecked(state.randomLegalMove(rnd));
   * }
   * }</pre>
   *
   * @param random the random source
   * @return a legal move id, each with probability 1 / {@link #countLegalMoves()}
   * @throws IllegalStateException if the game is over (there is no legal move)
   * @throws NullPointerException if {@code random} is null
   */
  default int randomLegalMove(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    int[] moves = new int[maxLegalMoves()];
    int n = legalMoves(moves);
    if (n == 0) {
      throw new IllegalStateException("no legal move: the game is over");
    }
    return moves[random.nextInt(n)];
  }

  /**
   * Plays a move id after checking it; the checked path.
   *
   * <p>This instance is immutable and unaffected by this method call.
   *
   * @param moveId the id
   * @return the position after the move
   * @throws IllegalArgumentException (the game's {@code IllegalMoveException}) if the id is not a
   *     legal move here, saying why
   */
  S play(int moveId);

  /**
   * Plays a legal move id without checking it; the fast path for search and playouts. The result
   * for an id that is not legal here is unspecified.
   *
   * @param moveId a legal move id, as written by {@link #legalMoves(int[])}
   * @return the position after the move
   */
  S playUnchecked(int moveId);

  /**
   * Returns the player to move, 0 or 1 (see the class documentation).
   *
   * @return the player index
   */
  int playerToMove();

  /**
   * Returns whether the game is over: no move is legal.
   *
   * @return whether the position is terminal
   */
  boolean isOver();

  /**
   * Returns the player who won a finished game, or −1 for a draw or a game not over.
   *
   * @return 0, 1 or −1
   */
  int winningPlayer();

  /**
   * Returns a player's score in a finished game: 1 for a win, ½ for a draw, 0 for a loss.
   *
   * @param player 0 or 1
   * @return the score
   * @throws IllegalStateException if the game is not over
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  double score(int player);

  /**
   * Returns a simple material count for bots and tools: how many of the other player's pieces this
   * player holds captured. Gongqi: the player's capture count. Agon: the other side's pieces now
   * off the board or marked, waiting to be returned (0 during placement).
   *
   * @param player 0 or 1
   * @return the count, 0 or more
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  int capturedBy(int player);

  /**
   * Returns whether a move makes the two players exchange sides, as Gongqi's opening swap does: the
   * player who plays it goes on with the other side, so a search must credit the result of the game
   * after it to the other side. False for every move of a game without such a rule.
   *
   * @param moveId the id
   * @return whether the move exchanges the players' sides
   */
  default boolean swapsSides(int moveId) {
    return false;
  }

  /**
   * Returns the position's 64-bit Zobrist hash, covering everything that decides future play.
   *
   * @return the hash
   */
  long zobrist();

  /**
   * Returns the number of moves played since the start of the game, from 0.
   *
   * @return the ply
   */
  int ply();

  /**
   * Returns the notation of a move id under these rules, such as {@code f7N1} or {@code a1-b2}.
   *
   * @param moveId the id
   * @return the move's text
   * @throws IllegalArgumentException if the id is outside {@code [0, numDistinctActions())}
   */
  String moveNotation(int moveId);

  /**
   * Returns the one-line notation of the whole position, which the game's {@code parse} reads back.
   *
   * @return the notation
   */
  String toNotation();
}
