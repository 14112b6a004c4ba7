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
 * <p>For learning, the contract also gives what a trainer needs, with no game-specific type: an
 * observation tensor from the side to move's view ({@link #observation(float[], int)}, {@link
 * #observationShape()}), the legal-move mask as floats ({@link #legalMoveMask(float[], int)}), and
 * the board's symmetries with the permutation of move ids each induces ({@link #symmetryCount()},
 * {@link #applySymmetry(int)}, {@link #actionPermutation(int)}) for data augmentation.
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
   * Returns a mask over move ids: {@code mask[id]} is true when the move with that id is legal
   * here; all false once the game is over.
   *
   * @return a new array of {@link #numDistinctActions()} flags
   */
  default boolean[] legalMoveMask() {
    boolean[] mask = new boolean[numDistinctActions()];
    int[] moves = new int[maxLegalMoves()];
    int n = legalMoves(moves);
    for (int i = 0; i < n; i++) {
      mask[moves[i]] = true;
    }
    return mask;
  }

  /**
   * Writes the legal-move mask as floats, the form a policy network consumes: {@code buffer[offset
   * + id]} becomes 1 for every legal id and 0 for every other id in {@code [0,
   * numDistinctActions())}. The games write it without allocating, so a trainer can fill one row of
   * a batch per position.
   *
   * <pre>{@code
   * float[] masks = new float[batch * state.numDistinctActions()];
   * int legal = state.legalMoveMask(masks, row * state.numDistinctActions());
   * }</pre>
   *
   * @param buffer the destination
   * @param offset where the mask starts in it
   * @return the number of legal moves (the number of ones written)
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if the mask does not fit the buffer at the offset; nothing is
   *     written then
   */
  default int legalMoveMask(float[] buffer, int offset) {
    Objects.requireNonNull(buffer, "buffer");
    int size = numDistinctActions();
    Objects.checkFromIndexSize(offset, size, buffer.length);
    // The generic path allocates its move buffer; both games override it without allocating.
    int[] moves = new int[maxLegalMoves()];
    int n = legalMoves(moves);
    java.util.Arrays.fill(buffer, offset, offset + size, 0f);
    for (int i = 0; i < n; i++) {
      buffer[offset + moves[i]] = 1f;
    }
    return n;
  }

  /**
   * Rewrites in place the float mask of {@code previous} that {@code buffer} holds at {@code
   * offset} into this position's, as {@link #legalMoveMask(float[], int)} would write it; a game
   * may then clear only the entries {@code previous} set instead of the whole mask (Agon does:
   * under {@code ludii} its 8,642 floats are almost all of a learning step's bytes). A batch that
   * keeps one row per game passes the game's position before its move; any position of the same
   * rules will do.
   *
   * <pre>{@code
   * int legal = next.updateLegalMoveMask(masks, row * next.numDistinctActions(), before);
   * }</pre>
   *
   * <p>Precondition: the mask's floats are exactly what {@code previous} wrote there (by either
   * method); anything else there may be left in place. The default writes the whole mask.
   *
   * @param buffer the destination, holding the mask of {@code previous} at {@code offset}
   * @param offset where the mask starts in it
   * @param previous the position whose mask the buffer holds
   * @return the number of legal moves
   * @throws NullPointerException if {@code buffer} or {@code previous} is null
   * @throws IllegalArgumentException if {@code previous} has other rules; nothing is written then
   * @throws IndexOutOfBoundsException if the mask does not fit the buffer at the offset; nothing is
   *     written then
   */
  default int updateLegalMoveMask(float[] buffer, int offset, S previous) {
    requireSameRules(previous);
    return legalMoveMask(buffer, offset);
  }

  /**
   * Rewrites in place the observation of {@code previous} that {@code buffer} holds at {@code
   * offset} into this position's, as {@link #observation(float[], int)} would write it; a game may
   * then write only the floats that differ (both games do: a move changes a few points and the
   * planes of a few numbers). A batch that keeps one row per game passes the game's position before
   * its move; any position of the same rules will do.
   *
   * <pre>{@code
   * next.updateObservation(batch, row * next.observationSize(), before);
   * }</pre>
   *
   * <p>Precondition: the observation's floats are exactly what {@code previous} wrote there (by
   * either method); anything else there may be left in place. The default writes the whole
   * observation.
   *
   * @param buffer the destination, holding the observation of {@code previous} at {@code offset}
   * @param offset where the observation starts in it
   * @param previous the position whose observation the buffer holds
   * @throws NullPointerException if {@code buffer} or {@code previous} is null
   * @throws IllegalArgumentException if {@code previous} has other rules; nothing is written then
   * @throws IndexOutOfBoundsException if the observation does not fit the buffer at the offset;
   *     nothing is written then
   */
  default void updateObservation(float[] buffer, int offset, S previous) {
    requireSameRules(previous);
    observation(buffer, offset);
  }

  /** Throws unless {@code previous} is a position of the same rules, as the updates need. */
  private void requireSameRules(S previous) {
    Objects.requireNonNull(previous, "previous");
    if (previous != this && !previous.rulesId().equals(rulesId())) {
      throw new IllegalArgumentException(
          "previous is a position of " + previous.rulesId() + ", not of " + rulesId());
    }
  }

  /**
   * Returns the shape of {@link #observation(float[], int)}: {@code {planes, height, width}}, the
   * same for every position under these rules. Each game documents its planes on its position's
   * {@code observation} method.
   *
   * @return a new array of three positive numbers
   */
  int[] observationShape();

  /**
   * Returns the number of floats {@link #observation(float[], int)} writes: the product of {@link
   * #observationShape()}.
   *
   * @return planes × height × width
   */
  default int observationSize() {
    int[] shape = observationShape();
    return shape[0] * shape[1] * shape[2];
  }

  /**
   * Writes this position as a tensor for learning, from the point of view of the player to move,
   * without allocating: plane p, row y, column x goes to {@code buffer[offset + (p * height + y) *
   * width + x]} (channels first, as {@link #observationShape()} orders them). Every one of the
   * {@link #observationSize()} floats is written, so a buffer can be reused without clearing.
   *
   * <pre>{@code
   * float[] batch = new float[size * state.observationSize()];
   * state.observation(batch, row * state.observationSize());
   * }</pre>
   *
   * @param buffer the destination
   * @param offset where the observation starts in it
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if the observation does not fit the buffer at the offset;
   *     nothing is written then
   */
  void observation(float[] buffer, int offset);

  /**
   * Returns how many symmetries of the board {@link #applySymmetry(int)} numbers: 8 for Gongqi's
   * square (the order of {@code SquareSymmetry}), 12 for Agon's hexagon (the order of {@code
   * HexSymmetry}). Symmetry 0 is the identity.
   *
   * @return the size of the board's symmetry group; this default, for a game without symmetries, 1
   *     (the identity alone)
   */
  default int symmetryCount() {
    return 1;
  }

  /**
   * Returns this position moved by a symmetry of the board, the game's {@code transform} by index:
   * for data augmentation through this contract alone, paired with {@link #actionPermutation(int)}.
   * The two commute with play: {@code p.play(m).applySymmetry(k)} equals {@code
   * p.applySymmetry(k).play(actionPermutation(k)[m])}.
   *
   * @param symmetry an index in {@code [0, symmetryCount())}
   * @return the transformed position
   * @throws IllegalArgumentException if the index is out of range
   */
  @SuppressWarnings("unchecked")
  default S applySymmetry(int symmetry) {
    Symmetries.check(symmetry, symmetryCount());
    return (S) this; // only the identity without an override, and S is this type by contract
  }

  /**
   * Returns the permutation of move ids under a symmetry of the board: {@code perm[id]} is the id
   * of the move's image, so a policy target follows the position with {@code target[perm[id]] =
   * policy[id]}. Ids depend only on the rules, so the table does too; cache it.
   *
   * @param symmetry an index in {@code [0, symmetryCount())}
   * @return a new array of {@link #numDistinctActions()} ids, a permutation of {@code [0, n)}
   * @throws IllegalArgumentException if the index is out of range
   */
  default int[] actionPermutation(int symmetry) {
    return Symmetries.identity(symmetry, symmetryCount(), numDistinctActions());
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
   * Returns the id of a move written in this position's notation, such as {@code f7N1} or {@code
   * a1-b2}: the inverse of {@link #moveNotation(int)} (OpenSpiel's {@code StringToAction}). It
   * reads the text as the game's {@code parseMove} does, so the move may still be illegal here.
   *
   * <pre>{@code
   * int id = state.moveId("f7N1");
   * state = state.play(id);
   * }</pre>
   *
   * @param text the move's notation
   * @return its id, in {@code [0, numDistinctActions())}
   * @throws NotationException if the text is not a move of these rules that has an id
   */
  int moveId(CharSequence text);

  /**
   * Returns the one-line notation of the whole position, which the game's {@code parse} reads back.
   *
   * @return the notation
   */
  String toNotation();
}
