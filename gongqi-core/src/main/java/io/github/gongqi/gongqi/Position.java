package io.github.gongqi.gongqi;

import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.CellSet;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A Gongqi position: the stones, the side to move, the captures of each colour, the swap state, the
 * consecutive passes and the ply (moves played). From these follow the power and the result.
 *
 * <pre>{@code
 * Position p = Position.start(Rules.STANDARD);
 * List<Move> moves = p.legalMoves();             // 8 pushes from the start
 * p = p.play("f7N1");                           // checked; throws IllegalMoveException
 * Transition t = p.transition(p.legalMoves().get(0));   // what moved, what was captured
 * int[] buf = new int[Rules.STANDARD.maxLegalMoves()];
 * int n = p.legalMoves(buf);                     // ids, without allocating
 * Position q = p.playUnchecked(buf[0]);          // fast path for search
 * }</pre>
 *
 * <p><b>The rules.</b> A push selects any stone P (either colour) and a direction N, E, S or W. The
 * run is the maximal line of stones from P that way, of length L; the point after it must be on the
 * board, and L must not exceed the power {@code 1 + (captures of both) / powerStep}. The only legal
 * count is L. Each stone of the run moves one point, and a new stone of the mover's colour fills P.
 * Opposing groups without a liberty are then removed and counted as the mover's captures; if a
 * group of the mover's is then without a liberty the push is illegal (suicide). Reaching the
 * capture goal wins at once. White's first turn may be {@code swap}; {@code pass} is legal only
 * without a legal push or offered swap; two passes in a row end the game, more captures winning.
 *
 * <p>It implements the shared {@link GameState} contract that bots and tools program against:
 * player 0 is Black and player 1 White ({@link Side#ordinal()}), and move ids are those of {@link
 * Move#id()}.
 *
 * <p>Instances are immutable and thread-safe. {@link #zobrist()} covers everything that decides
 * future play (not the ply); {@link #equals} compares everything, the ply too.
 */
public final class Position implements GamePosition<Position, Move, Transition, Result> {
  final Rules rules;
  final Tables tables;
  final long b0;
  final long b1;
  final long b2;
  final long w0;
  final long w1;
  final long w2;
  final boolean whiteToMove;
  final int capB;
  final int capW;
  final SwapState swap;
  final int passes;
  final int ply;
  final long hash;

  Position(
      Rules rules,
      long b0,
      long b1,
      long b2,
      long w0,
      long w1,
      long w2,
      boolean whiteToMove,
      int capB,
      int capW,
      SwapState swap,
      int passes,
      int ply,
      long hash) {
    this.rules = rules;
    this.tables = rules.tables;
    this.b0 = b0;
    this.b1 = b1;
    this.b2 = b2;
    this.w0 = w0;
    this.w1 = w1;
    this.w2 = w2;
    this.whiteToMove = whiteToMove;
    this.capB = capB;
    this.capW = capW;
    this.swap = swap;
    this.passes = passes;
    this.ply = ply;
    this.hash = hash;
  }

  /**
   * Returns the starting position: the 2 × 2 block at the centre, Black on the upper left and lower
   * right, White on the upper right and lower left (12 × 12: Black f7 g6, White g7 f6; 8 × 8: Black
   * d5 e4, White e5 d4). Black to move, no captures, ply 0.
   *
   * @param rules the preset
   * @return the start
   */
  public static Position start(Rules rules) {
    return PositionBuilder.start(Objects.requireNonNull(rules, "rules"));
  }

  /**
   * Returns a builder for a position of the given rules, starting from an empty board with Black to
   * move, no captures, the swap {@link SwapState#DECLINED} (no swap in a set-up position unless
   * asked for), no passes and ply 0.
   *
   * @param rules the preset
   * @return a new builder
   */
  public static PositionBuilder builder(Rules rules) {
    return new PositionBuilder(Objects.requireNonNull(rules, "rules"));
  }

  /**
   * Returns a builder holding this position, to change it into another.
   *
   * @return a new builder
   */
  public PositionBuilder toBuilder() {
    return new PositionBuilder(this);
  }

  /**
   * Reads a position from its notation; see {@link PositionNotation}.
   *
   * @param text the notation
   * @return the position
   * @throws NotationException if the text is malformed
   * @throws InvalidPositionException if it describes a position that cannot arise
   */
  public static Position parse(CharSequence text) {
    return PositionNotation.parse(text);
  }

  /**
   * Reads a position from its notation and checks that its board is that of the given rules.
   *
   * @param text the notation
   * @param rules the rules the position must be of
   * @return the position
   * @throws NotationException if the text is malformed or its board is not that of the rules
   * @throws InvalidPositionException if it describes a position that cannot arise
   */
  public static Position parse(CharSequence text, Rules rules) {
    return PositionNotation.parse(text, rules);
  }

  /** Returns the notation of this position; see {@link PositionNotation}. */
  @Override
  public String toNotation() {
    return PositionNotation.format(this);
  }

  // ---- accessors ----

  /**
   * Returns the rules of this position.
   *
   * @return the preset
   */
  @Override
  public Rules rules() {
    return rules;
  }

  /**
   * Returns the side to move.
   *
   * @return BLACK or WHITE
   */
  public Side sideToMove() {
    return whiteToMove ? Side.WHITE : Side.BLACK;
  }

  /** Returns the player to move: 0 for Black, 1 for White ({@link Side#ordinal()}). */
  @Override
  public int playerToMove() {
    return whiteToMove ? 1 : 0;
  }

  boolean occupied(int c) {
    long stones =
        switch (c >>> 6) {
          case 0 -> b0 | w0;
          case 1 -> b1 | w1;
          default -> b2 | w2;
        };
    return (stones & (1L << c)) != 0;
  }

  /** The side of the stone on c, or null for an empty point. */
  Side colourAt(int c) {
    long bit = 1L << c;
    return switch (c >>> 6) {
      case 0 -> (b0 & bit) != 0 ? Side.BLACK : (w0 & bit) != 0 ? Side.WHITE : null;
      case 1 -> (b1 & bit) != 0 ? Side.BLACK : (w1 & bit) != 0 ? Side.WHITE : null;
      default -> (b2 & bit) != 0 ? Side.BLACK : (w2 & bit) != 0 ? Side.WHITE : null;
    };
  }

  private void checkCell(int cell) {
    if (!rules.grid().isCell(cell)) {
      throw new IllegalArgumentException(
          "point " + cell + " is off the " + rules.grid() + " board (0.." + (tables.n - 1) + ")");
    }
  }

  /**
   * Returns the stone on a point.
   *
   * @param cell the point's cell index
   * @return its colour, or empty if the point is empty
   * @throws IllegalArgumentException if the point is off the board
   */
  public Optional<Side> stoneAt(int cell) {
    checkCell(cell);
    return Optional.ofNullable(colourAt(cell));
  }

  /**
   * Returns the stone on a named point.
   *
   * @param cell a point name such as {@code f7}
   * @return its colour, or empty if the point is empty
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public Optional<Side> stoneAt(String cell) {
    return stoneAt(rules.cell(cell));
  }

  /**
   * Returns the points holding stones of a side (colour).
   *
   * @param side the side
   * @return the cell indices of its stones
   */
  public CellSet cells(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.BLACK ? CellSet.ofWords(b0, b1, b2) : CellSet.ofWords(w0, w1, w2);
  }

  /**
   * Returns the number of stones on the board.
   *
   * @return the count of both colours
   */
  public int stoneCount() {
    return Long.bitCount(b0 | w0) + Long.bitCount(b1 | w1) + Long.bitCount(b2 | w2);
  }

  /**
   * Returns the stones a side (colour) has captured.
   *
   * @param side the capturing side
   * @return its capture count
   */
  public int captures(Side side) {
    return Objects.requireNonNull(side, "side") == Side.BLACK ? capB : capW;
  }

  /**
   * Returns the shared power: the longest run a push may move.
   *
   * @return {@code 1 + (black captures + white captures) / powerStep}
   */
  public int power() {
    return tables.power(capB + capW);
  }

  /**
   * Returns where the game stands with the opening swap.
   *
   * @return the swap state
   */
  public SwapState swapState() {
    return swap;
  }

  /**
   * Returns the number of passes just played in a row.
   *
   * @return 0, 1 or 2 (2 ends the game)
   */
  public int consecutivePasses() {
    return passes;
  }

  /**
   * Returns the number of moves played: 0 at the start, plus one for every push, swap and pass.
   * Position notation writes the move number, {@code ply() + 1}.
   */
  @Override
  public int ply() {
    return ply;
  }

  /**
   * Returns the result: a win by captures as soon as a colour has reached the capture goal, a win
   * or draw after two passes in a row, else ongoing.
   */
  @Override
  public Result result() {
    return Result.of(this);
  }

  /** Returns the player who won: 0 for Black, 1 for White, -1 for a draw or a game not over. */
  @Override
  public int winningPlayer() {
    if (capB >= tables.goal) {
      return 0;
    }
    if (capW >= tables.goal) {
      return 1;
    }
    if (passes >= 2 && capB != capW) {
      return capB > capW ? 0 : 1;
    }
    return -1;
  }

  /**
   * Returns a player's capture count: {@link #captures(Side)} of its side.
   *
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  @Override
  public int capturedBy(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("player " + player + " is not 0 or 1");
    }
    return player == 0 ? capB : capW;
  }

  /**
   * Returns whether a move id is the opening swap, after which the player who swapped goes on with
   * Black.
   */
  @Override
  public boolean swapsSides(int id) {
    return id == tables.numPushIds; // the swap's id comes right after the pushes
  }

  /**
   * Returns a player's score in a finished game: 1 for a win, ½ for a draw, 0 for a loss.
   *
   * @throws IllegalStateException if the game is not over
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  @Override
  public double score(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("player " + player + " is not 0 or 1");
    }
    if (!isOver()) {
      throw new IllegalStateException("the game is not over");
    }
    int w = winningPlayer();
    return w < 0 ? 0.5 : w == player ? 1.0 : 0.0;
  }

  /** Returns whether the game is over, so that no move is legal. */
  @Override
  public boolean isOver() {
    return capB >= tables.goal || capW >= tables.goal || passes >= 2;
  }

  /**
   * Returns the 64-bit Zobrist hash of everything that decides future play: stones, side to move,
   * captures, swap state and passes (not the ply). It is updated incrementally by every move. The
   * keys are stable across versions: SplitMix64 seeded with {@code 0x476F6E677169} ("Gongqi"),
   * drawn per preset in this order: a key for each Black stone point 0..n-1, each White stone
   * point, White to move, the four swap states, passes 0..2, then Black captures 0..goal-1+n and
   * White captures 0..goal-1+n; the hash is the XOR of the keys that apply.
   */
  @Override
  public long zobrist() {
    return hash;
  }

  // ---- groups ----

  /**
   * Returns the group holding the stone on a point.
   *
   * @param cell the point's cell index
   * @return the group, or empty if the point is empty
   * @throws IllegalArgumentException if the point is off the board
   */
  public Optional<Group> groupAt(int cell) {
    checkCell(cell);
    return Optional.ofNullable(Group.at(this, cell));
  }

  /**
   * Writes, for every point, the number of liberties of the group on it (0 for an empty point) and
   * returns the number of groups: exact liberties of every group at once, on bitboards and without
   * allocating. The hot path behind liberty-aware bots and evaluation.
   *
   * @param libertiesByPoint at least {@code rules().grid().cellCount()} long; entry i is written
   *     for every point i of the board
   * @return the number of groups of both colours
   */
  public int groupLiberties(int[] libertiesByPoint) {
    return Scratch.get().captures.groupLiberties(this, libertiesByPoint);
  }

  /**
   * Returns every group on the board, ordered by their lowest point.
   *
   * @return the groups of both colours
   */
  public List<Group> groups() {
    return Group.all(this);
  }

  // ---- observation and mask, for learning ----

  /**
   * Writes this position for a neural network, from the point of view of the side to move, without
   * allocating: nine planes of size × size floats, plane p, row y (0 is row 1, at the bottom),
   * column x (0 is column a) at {@code offset + (p * size + y) * size + x}, which is {@code offset
   * + p * size * size + point} for a point's cell index.
   *
   * <table>
   *   <caption>Planes</caption>
   *   <tr><th>plane</th><th>value on every point</th></tr>
   *   <tr><td>0</td><td>1 where the side to move has a stone</td></tr>
   *   <tr><td>1</td><td>1 where the opponent has a stone</td></tr>
   *   <tr><td>2</td><td>the side to move's captures / the capture goal</td></tr>
   *   <tr><td>3</td><td>the opponent's captures / the capture goal</td></tr>
   *   <tr><td>4</td><td>the power / size (capped at 1: no run is longer than size − 1)</td></tr>
   *   <tr><td>5</td><td>1 when {@code swap} is a legal move here ({@link SwapState#OFFERED})</td></tr>
   *   <tr><td>6</td><td>1 when the opponent will be offered the swap after this push ({@link
   *       SwapState#NOT_YET})</td></tr>
   *   <tr><td>7</td><td>1 when the last move was a pass (another ends the game)</td></tr>
   *   <tr><td>8</td><td>1 (the board, which a convolution padded with zeros tells from outside)</td></tr>
   * </table>
   *
   * <p>Colours do not appear: the rules treat both alike once the swap is decided, so a position
   * and its colour-exchanged twin have the same observation and the same legal ids. The ply is left
   * out, as by the Zobrist hash: it does not decide play.
   *
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if {@code 9 × size × size} floats do not fit from {@code
   *     offset}; nothing is written then
   */
  @Override
  public void observation(float[] buffer, int offset) {
    Learning.observation(this, buffer, offset);
  }

  /**
   * Rewrites in place the observation of {@code previous} held at {@code offset} into this
   * position's: the two stone planes are cleared and this position's stones set (they turn over at
   * every move, being the side to move's view), and a plane holding a number (captures, power,
   * swap, pass) is rewritten only when its number changed.
   *
   * <pre>{@code
   * Position next = before.playUnchecked(id);
   * next.updateObservation(batch, row * next.observationSize(), before);
   * }</pre>
   *
   * @param buffer the destination, holding exactly the observation of {@code previous} at {@code
   *     offset}
   * @param offset where the observation starts
   * @param previous the position whose observation the buffer holds, under the same rules
   * @throws NullPointerException if {@code buffer} or {@code previous} is null
   * @throws IllegalArgumentException if {@code previous} has other rules; nothing is written then
   * @throws IndexOutOfBoundsException if {@code 9 × size × size} floats do not fit from {@code
   *     offset}; nothing is written then
   */
  @Override
  public void updateObservation(float[] buffer, int offset, Position previous) {
    Learning.updateObservation(this, buffer, offset, previous);
  }

  /**
   * Writes the legal-move mask as floats without allocating: 1 at {@code offset + id} for each
   * legal id, 0 for every other id below {@link Rules#numDistinctActions()}.
   *
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if the mask does not fit from {@code offset}; nothing is
   *     written then
   */
  @Override
  public int legalMoveMask(float[] buffer, int offset) {
    return Learning.mask(this, buffer, offset);
  }

  /**
   * Rewrites in place the float mask of {@code previous} held at {@code offset} into this
   * position's without a fill of the whole mask: every candidate push of this position gets its
   * entry, 1 if legal and 0 if not, and of the entries {@code previous} can have set (its candidate
   * pushes', the swap's and the pass's) only the others are cleared; a move changes the candidates
   * in a few places.
   *
   * @param buffer the destination, holding the mask of {@code previous} at {@code offset}
   * @param offset where the mask starts
   * @param previous a position under the same rules
   * @return the number of legal moves
   * @throws NullPointerException if {@code buffer} or {@code previous} is null
   * @throws IllegalArgumentException if {@code previous} has other rules; nothing is written then
   * @throws IndexOutOfBoundsException if the mask does not fit from {@code offset}; nothing is
   *     written then
   */
  @Override
  public int updateLegalMoveMask(float[] buffer, int offset, Position previous) {
    return Learning.updateMask(this, buffer, offset, previous);
  }

  // ---- moves ----

  /**
   * Reads a move of this position's board; see {@link Move#parse}. It may still be illegal here.
   *
   * @throws NotationException if the text is not a move of this board
   */
  @Override
  public Move parseMove(CharSequence text) {
    return Move.parse(text, rules);
  }

  /**
   * Returns the id of a move written in notation, such as {@code f7N1}, {@code swap} or {@code
   * pass}: {@code parseMove(text).id()}. The move may still be illegal here.
   *
   * @throws NotationException if the text is not a move of this board, or a push whose end point is
   *     off the board (which has no id)
   */
  @Override
  public int moveId(CharSequence text) {
    return MoveNotation.id(text, rules);
  }

  /**
   * Returns the legal moves in ascending id order: the pushes (by point, then N, E, S, W), then
   * {@code swap} if offered, or {@code pass} if nothing else is legal. Empty once the game is over.
   *
   * @return an immutable list
   */
  public List<Move> legalMoves() {
    int[] buf = new int[rules.maxLegalMoves()];
    return MoveCache.of(rules).list(buf, legalMoves(buf));
  }

  /**
   * Writes the ids of the legal moves, in ascending order (as {@link #legalMoves()}), into a buffer
   * and returns how many. Allocation-free.
   */
  @Override
  public int legalMoves(int[] buffer) {
    Objects.requireNonNull(buffer, "buffer");
    return MoveGeneration.legalMoves(Scratch.get(), this, buffer);
  }

  /** Returns the number of legal moves without listing them. Allocation-free. */
  @Override
  public int countLegalMoves() {
    return MoveGeneration.count(Scratch.get(), this);
  }

  /**
   * Returns the legal pushes of the stone on a point, in the order N, E, S, W: what a board shows
   * as arrows, each with its only legal count. Empty for an empty point or a finished game.
   *
   * @param cell the point's cell index
   * @return the legal pushes from the point
   * @throws IllegalArgumentException if the point is off the board
   */
  public List<Move> legalMovesFrom(int cell) {
    checkCell(cell);
    return MoveGeneration.legalMovesFrom(this, cell);
  }

  /**
   * Returns the same as {@link #legalMovesFrom(int)} for a named point.
   *
   * @param cell a point name such as {@code f7}
   * @return the legal pushes from the point
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public List<Move> legalMovesFrom(String cell) {
    return legalMovesFrom(rules.cell(cell));
  }

  /**
   * Returns, in one call, what a board shows for the stone on a point: for each direction N, E, S,
   * W, the run of stones that way, the push lengths on offer, or why that direction's arrow is
   * hidden. A corner stone shows at most two directions: the outward ones are hidden with {@link
   * IllegalMoveReason#END_POINT_OFF_BOARD}.
   *
   * <pre>{@code
   * List<PushOption> options = Position.start(Rules.QUICK).pushOptions("d5");
   * options.get(0);   // N: run 1, counts [1]
   * options.get(1);   // E: run 2 (d5 e5), hidden: RUN_LONGER_THAN_POWER at power 1
   * }</pre>
   *
   * @param cell the point's cell index
   * @return four options, in the order N, E, S, W
   * @throws IllegalArgumentException if the point is off the board
   */
  public List<PushOption> pushOptions(int cell) {
    checkCell(cell);
    return Refusals.pushOptions(this, cell);
  }

  /**
   * Returns the same as {@link #pushOptions(int)} for a named point.
   *
   * @param cell a point name such as {@code f7}
   * @return four options, in the order N, E, S, W
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public List<PushOption> pushOptions(String cell) {
    return pushOptions(rules.cell(cell));
  }

  /**
   * Returns whether a move is legal here.
   *
   * @param move a move
   * @return true if {@link #play} accepts it
   */
  public boolean isLegal(Move move) {
    return whyIllegal(move).isEmpty();
  }

  /** Returns whether the move with an id is legal here, without allocating. */
  @Override
  public boolean isLegal(int id) {
    return Legality.isLegal(this, id);
  }

  /**
   * Returns a legal move id drawn uniformly at random: each legal move with probability 1 / {@link
   * #countLegalMoves()}. It does not generate every legal move: it draws a stone and a direction
   * (or the offered swap) and keeps the draw if that push is legal, falling back to full generation
   * after a few rejected draws, so a random playout costs a fraction of what {@link
   * #legalMoves(int[])} does. Allocation-free.
   *
   * @throws IllegalStateException if the game is over (there is no legal move)
   */
  @Override
  public int randomLegalMove(RandomGenerator random) {
    return RandomMove.draw(this, Objects.requireNonNull(random, "random"));
  }

  /**
   * Returns why a move is illegal here.
   *
   * @param move a move
   * @return the reason, or empty if the move is legal
   */
  public Optional<IllegalMoveReason> whyIllegal(Move move) {
    return Optional.ofNullable(Legality.reason(this, Objects.requireNonNull(move, "move")));
  }

  /**
   * Plays a move and returns the next position. This instance is immutable and unaffected by this
   * method call.
   *
   * @param move a move of this position's rules
   * @return the position after the move
   * @throws IllegalMoveException if the move is illegal here, with the reason and an explanation
   */
  public Position play(Move move) {
    Refusals.check(this, move);
    return Play.apply(this, move.id());
  }

  /**
   * Reads a move in notation and plays it.
   *
   * @param text the notation, such as {@code f7N1}
   * @return the position after the move
   * @throws NotationException if the text is not a move of this board
   * @throws IllegalMoveException if the move is illegal here
   */
  public Position play(CharSequence text) {
    return play(parseMove(text));
  }

  /**
   * Plays the move with an id after checking it.
   *
   * @throws IllegalArgumentException if the id is out of range
   * @throws IllegalMoveException if the move is illegal here
   */
  @Override
  public Position play(int id) {
    return play(Move.fromId(id, rules));
  }

  /**
   * Returns the move with an id under these rules, {@link Move#fromId}; it may be illegal here.
   *
   * @throws IllegalArgumentException if the id is outside {@code [0, numDistinctActions())}
   */
  @Override
  public Move move(int id) {
    return Move.fromId(id, rules);
  }

  /**
   * Plays the move with an id <em>without checking it</em>: the fast path for search. The caller
   * guarantees that the id is one of {@link #legalMoves(int[])}; for any other id the result is
   * undefined (a wrong position or an exception), never a checked refusal.
   */
  @Override
  public Position playUnchecked(int id) {
    return Play.apply(this, id);
  }

  /**
   * Plays a move and describes what it did, for a user interface to animate. This instance is
   * immutable and unaffected by this method call.
   *
   * @throws IllegalMoveException if the move is illegal here
   */
  @Override
  public Transition transition(Move move) {
    Refusals.check(this, move);
    return Play.transition(this, move, Play.apply(this, move.id()));
  }

  // ---- symmetry ----

  /**
   * Returns this position with its stones moved by a symmetry of the board; everything else is
   * kept. This instance is immutable and unaffected by this method call.
   *
   * @param symmetry one of the eight symmetries of the square
   * @return the transformed position
   */
  public Position transform(SquareSymmetry symmetry) {
    return Learning.transform(this, Objects.requireNonNull(symmetry, "symmetry"));
  }

  /**
   * Returns {@link #transform(SquareSymmetry)} by the symmetry's ordinal.
   *
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public Position applySymmetry(int symmetry) {
    return transform(Learning.symmetry(symmetry));
  }

  // ---- value ----

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof Position p
        && hash == p.hash
        && rules == p.rules
        && b0 == p.b0
        && b1 == p.b1
        && b2 == p.b2
        && w0 == p.w0
        && w1 == p.w1
        && w2 == p.w2
        && whiteToMove == p.whiteToMove
        && capB == p.capB
        && capW == p.capW
        && swap == p.swap
        && passes == p.passes
        && ply == p.ply;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /**
   * Draws the board with coordinates, {@code X} for Black, {@code O} for White and {@code .} for an
   * empty point, row 1 at the bottom, followed by a line with the side to move, captures, power and
   * the result if the game is over.
   */
  @Override
  public String toString() {
    return PositionDrawing.draw(this);
  }
}
