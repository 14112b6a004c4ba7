package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.N;
import static io.github.gongqi.agon.Tables.THRONE;
import static io.github.gongqi.geometry.Bits.has;

import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.CellSet;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * A position of Agon: the pieces on the board, the side to move, the pieces off the board (waiting
 * to be returned, or still to be placed during the placement phase), the consecutive passes, the
 * ply count, the rules, and the result. Immutable and thread-safe; {@link #play(Move)} returns a
 * new position and leaves this one unaffected.
 *
 * <p><b>A turn.</b> During placement the side to move places its Queen, then its Guards, on vacant
 * outer-ring cells. Otherwise, if it has captured pieces waiting (or marked on the board, under
 * {@link CapturedPieces#MARKED}), it returns one, the Queen first: a Guard to a vacant outer-ring
 * cell, the Queen to any vacant cell (the throne too unless the rules forbid it); a marked piece
 * leaves its cell, and may not be returned to the cell it stands on. Otherwise it steps one piece
 * to a vacant neighbour in the same ring or one ring inward; only a Queen enters the throne; marked
 * pieces do not step. After a step, every enemy piece (not already marked) that lies between the
 * arrived piece and another piece of the mover (marked or not) along one of the six directions is
 * captured. Returns and placements never capture. With no other action, the side passes.
 *
 * <p><b>The end.</b> Only the side that has just acted is judged, at the end of its turn: its Queen
 * on the throne with its six Guards on ring 1 wins; under {@link
 * Rules#sixGuardsWithoutQueenLoses()}, six own Guards on ring 1 with the Queen elsewhere loses.
 * Then two consecutive passes draw, then the ply limit draws. A finished position has no legal
 * moves. The result is a function of the rest of the position, so notation does not store it.
 *
 * <p><b>Speed.</b> {@link #legalMoves(int[])} writes move ids without allocating; {@link
 * #playUnchecked(int)} applies an id from that list with no checks.
 */
public final class Position implements GamePosition<Position, Move, Transition, Result> {
  // ---------------------------------------------------------------- representation

  // Every field is read by the kernels (MoveGeneration, Legality, Play, RandomMove, Learning) as
  // static methods over a position: no virtual call and no copy on the hot paths.

  final Rules rules;

  // The pieces by side relative to the side to move, so that move generation and playing a move
  // read their fields without choosing by colour: o = the side to move ("own"), e = the other.
  final long o0;
  final long o1;
  final long e0;
  final long e1;
  final long m0;
  final long m1;
  // Bytes where they fit: a position is allocated at every move, and its size is the cost.
  final byte oq;
  final byte eq;
  final byte oOff;
  final byte eOff;
  final boolean placing;
  final byte stm;
  final byte passes;
  final int ply;
  final long hash;
  final Result result;

  /**
   * The steppers of each side: the cells of its unmarked pieces on the board, in increasing order,
   * one per byte from the lowest, and {@link Steppers#NO_SLOT} in the bytes left over (at least the
   * highest). Derived from the bitboards, kept up to date by {@link Play#play} so that a random
   * step needs no pass over the bitboards; not part of equality.
   */
  final long oSlots;

  final long eSlots;

  /**
   * A position from each side's pieces relative to the side to move ({@code mover}'s become o,
   * {@code other}'s e), the marks, the turn and the hash: the move path, where the value groups are
   * dissolved by the compiler, since they are only read here.
   */
  Position(Rules rules, Army mover, Army other, long m0, long m1, Turn turn, long hash) {
    this.rules = rules;
    this.o0 = mover.lo();
    this.o1 = mover.hi();
    this.e0 = other.lo();
    this.e1 = other.hi();
    this.m0 = m0;
    this.m1 = m1;
    this.oq = (byte) mover.queen();
    this.eq = (byte) other.queen();
    this.oOff = (byte) mover.off();
    this.eOff = (byte) other.off();
    this.placing = turn.placing();
    this.stm = (byte) turn.stm();
    this.passes = (byte) turn.passes();
    this.ply = turn.ply();
    this.hash = hash;
    this.oSlots = mover.slots();
    this.eSlots = other.slots();
    assert oSlots == Steppers.slots(o0, o1, m0, m1) && eSlots == Steppers.slots(e0, e1, m0, m1)
        : "stepper lists out of date";
    this.result = Play.judge(rules, stm, passes, ply, e0, eq);
  }

  /** A position given by colour, its hash from scratch: for setups, not for the move path. */
  static Position ofColours(Rules rules, Army white, Army black, long m0, long m1, Turn turn) {
    long hash = Zobrist.hash(white, black, m0, m1, turn);
    return turn.stm() == 0
        ? new Position(rules, white, black, m0, m1, turn, hash)
        : new Position(rules, black, white, m0, m1, turn, hash);
  }

  // ---------------------------------------------------------------- creation

  /**
   * Returns the start of a game under some rules.
   *
   * @param rules the rules
   * @return the start position: the setup's pieces (or an empty board in the placement phase), the
   *     first side to move
   */
  public static Position start(Rules rules) {
    Objects.requireNonNull(rules, "rules");
    return rules.setup().place(builder(rules)).build();
  }

  /**
   * Returns a builder for an arbitrary position: an empty board, nothing off the board, the rules'
   * first side to move, not placing, no passes, ply 0.
   *
   * @param rules the rules
   * @return a new builder
   */
  public static PositionBuilder builder(Rules rules) {
    return new PositionBuilder(Objects.requireNonNull(rules, "rules"));
  }

  /**
   * Returns a builder holding this position.
   *
   * @return a new builder
   */
  public PositionBuilder toBuilder() {
    PositionBuilder b = new PositionBuilder(rules);
    for (int c = 0; c < N; c++) {
      b.cells[c] = piece(c);
    }
    b.queenOff[0] = wq() < 0;
    b.queenOff[1] = bq() < 0;
    b.guardsOff[0] = wOff();
    b.guardsOff[1] = bOff();
    b.side = side(stm);
    b.placing = placing;
    b.passes = passes;
    b.ply = ply;
    return b;
  }

  /**
   * Parses a position written by {@link #toNotation()} under the {@link Rules#STANDARD} rules (the
   * notation does not carry the rules).
   *
   * @param text the notation
   * @return the position
   * @throws NotationException if the text does not follow the notation
   * @throws InvalidPositionException if it does but describes an impossible position
   */
  public static Position parse(CharSequence text) {
    return PositionNotation.parse(text);
  }

  /**
   * Parses a position written by {@link #toNotation()}.
   *
   * @param text the notation
   * @param rules the rules it is played under
   * @return the position
   * @throws NotationException if the text does not follow the notation
   * @throws InvalidPositionException if it does but describes an impossible position
   */
  public static Position parse(CharSequence text, Rules rules) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(rules, "rules");
    return PositionNotation.parse(text, rules);
  }

  /**
   * Returns this position in one line, as {@link PositionNotation} writes it; the STANDARD start is
   * {@code 1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0}.
   *
   * @return the notation, read back by {@link #parse(CharSequence, Rules)}
   */
  @Override
  public String toNotation() {
    return PositionNotation.format(this);
  }

  // ---------------------------------------------------------------- accessors

  /**
   * Returns the rules of the game.
   *
   * @return the rules
   */
  @Override
  public Rules rules() {
    return rules;
  }

  /**
   * Returns the player to move: the {@link Side#ordinal()} of {@link #sideToMove()}, 0 for White
   * and 1 for Black.
   *
   * @return 0 or 1
   */
  @Override
  public int playerToMove() {
    return stm;
  }

  /**
   * Returns the side whose turn it is (after the end, the side that would move next).
   *
   * @return the side to move
   */
  public Side sideToMove() {
    return side(stm);
  }

  /**
   * Returns the piece on a named cell, as {@link #pieceAt(int)} does.
   *
   * @param cell a cell name such as {@code f6}
   * @return the piece, or empty
   * @throws NotationException if the name is not a cell
   */
  public Optional<Piece> pieceAt(String cell) {
    return pieceAt(Board.cell(Objects.requireNonNull(cell, "cell")));
  }

  /**
   * Returns the piece on a cell.
   *
   * @param cell a cell index
   * @return the piece, or empty
   * @throws IllegalArgumentException if the index is not a cell
   */
  public Optional<Piece> pieceAt(int cell) {
    Board.check(cell);
    return Optional.ofNullable(piece(cell));
  }

  /**
   * Returns the cells holding a side's pieces, marked ones included.
   *
   * @param side a side
   * @return the cells
   */
  public CellSet cells(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? CellSet.ofWords(w0(), w1()) : CellSet.ofWords(b0(), b1());
  }

  /**
   * Returns the cells holding a side's marked pieces (always empty unless captured pieces stay
   * marked).
   *
   * @param side a side
   * @return the cells
   */
  public CellSet markedCells(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE
        ? CellSet.ofWords(w0() & m0, w1() & m1)
        : CellSet.ofWords(b0() & m0, b1() & m1);
  }

  /**
   * Returns the cell of a side's Queen.
   *
   * @param side a side
   * @return the cell, or -1 if the Queen is off the board
   */
  public int queenCell(Side side) {
    return Objects.requireNonNull(side, "side") == Side.WHITE ? wq() : bq();
  }

  /**
   * Returns whether a side's Queen is off the board: captured and waiting (under {@link
   * CapturedPieces#LEAVE}), or not yet placed.
   *
   * @param side a side
   * @return true if off the board
   */
  public boolean queenOffBoard(Side side) {
    return queenCell(side) < 0;
  }

  /**
   * Returns how many of a side's Guards are off the board: captured and waiting, or not yet placed.
   *
   * @param side a side
   * @return 0 to 6
   */
  public int guardsOffBoard(Side side) {
    return Objects.requireNonNull(side, "side") == Side.WHITE ? wOff() : bOff();
  }

  /**
   * Returns whether the side to move must return a captured piece this turn (a waiting one, or a
   * marked one).
   *
   * @return true if its turn is a return
   */
  public boolean mustReturn() {
    return Legality.mustReturn(this);
  }

  /**
   * Returns whether the game is in its placement phase.
   *
   * @return true while pieces remain to be placed under the PLACEMENT setup
   */
  public boolean isPlacementPhase() {
    return placing;
  }

  /**
   * Returns how many pieces have been placed.
   *
   * @return 0 to 14 during placement; 14 once it is over or under another setup
   */
  public int placementsMade() {
    return placing ? 14 - wOff() - bOff() - (wq() < 0 ? 1 : 0) - (bq() < 0 ? 1 : 0) : 14;
  }

  /**
   * Returns the number of passes just played in a row.
   *
   * @return 0, 1 or 2
   */
  public int consecutivePasses() {
    return passes;
  }

  /**
   * Returns the number of actions played since the start (placements, steps, returns, passes).
   *
   * @return the ply count
   */
  @Override
  public int ply() {
    return ply;
  }

  /**
   * Returns the result of the game.
   *
   * @return {@link Result#ONGOING} or how it ended
   */
  public Result result() {
    return result;
  }

  /**
   * Returns whether the game has ended.
   *
   * @return true if won or drawn
   */
  @Override
  public boolean isOver() {
    return result.isOver();
  }

  /**
   * Returns the player who won: 0 for White, 1 for Black, −1 for a draw or a game not over.
   *
   * @return 0, 1 or −1
   */
  @Override
  public int winningPlayer() {
    return result.winningPlayer();
  }

  /**
   * Returns how many of the other side's pieces a player holds captured: those off the board or
   * marked, waiting to be returned; 0 during placement, when no piece can be captured.
   *
   * @param player 0 (White) or 1 (Black)
   * @return the count, 0 to 7
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  @Override
  public int capturedBy(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("player " + player + " is not 0 or 1");
    }
    if (isPlacementPhase()) {
      return 0;
    }
    Side other = Side.values()[1 - player];
    // Marked pieces counted from the words directly: bots call this once per candidate move.
    long marked =
        other == Side.WHITE
            ? Long.bitCount(w0() & m0) + Long.bitCount(w1() & m1)
            : Long.bitCount(b0() & m0) + Long.bitCount(b1() & m1);
    return guardsOffBoard(other) + (queenOffBoard(other) ? 1 : 0) + (int) marked;
  }

  /**
   * Returns a player's score in a finished game: 1 for a win, ½ for a draw, 0 for a loss.
   *
   * @param player 0 (White) or 1 (Black)
   * @return the score
   * @throws IllegalStateException if the game is not over
   * @throws IllegalArgumentException if the player is not 0 or 1
   */
  @Override
  public double score(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("player " + player + " is not 0 or 1");
    }
    return result.score(side(player));
  }

  /**
   * Returns whether a cell is the throne {@code f6}.
   *
   * @param cell a cell index
   * @return true for the centre
   */
  public static boolean isThrone(int cell) {
    return cell == THRONE;
  }

  /**
   * Returns the ring of a cell: 0 for the throne, 5 for the outer ring.
   *
   * @param cell a cell index
   * @return the ring
   * @throws IllegalArgumentException if the index is not a cell
   */
  public static int ring(int cell) {
    return Board.ring(cell);
  }

  /**
   * Returns the Zobrist hash. It covers the pieces (side, type, marked) on every cell, the side to
   * move, the pieces off the board per side, the placement phase and the consecutive passes. It
   * leaves out the ply count and the rules, so that transpositions and repetitions share a hash;
   * callers using a ply limit account for it separately. The keys are drawn from SplitMix64 with
   * the fixed seed {@code 0x41474F4E2D5A4F42} ("AGON-ZOB") in this order: pieces (White Queen,
   * White Guard, Black Queen, Black Guard, then the same four marked) by cell; Black to move; White
   * Queen off, Black Queen off; White then Black Guards off, counts 1 to 7; the placement phase;
   * one pass, two passes. They are stable across versions. The hash is updated incrementally.
   *
   * @return the hash
   */
  @Override
  public long zobrist() {
    return hash;
  }

  // ---------------------------------------------------------------- move generation

  /**
   * Writes the ids of the legal moves into a buffer, in increasing order, without allocating.
   *
   * @param buffer at least {@link #maxLegalMoves()} long (or at least {@link #countLegalMoves()})
   * @return the number of moves written; 0 when the game is over, otherwise at least 1 (a pass when
   *     nothing else is legal)
   */
  @Override
  public int legalMoves(int[] buffer) {
    Objects.requireNonNull(buffer, "buffer");
    return MoveGeneration.generate(this, buffer);
  }

  /**
   * Returns the number of legal moves without listing them.
   *
   * @return the count; 0 when the game is over
   */
  public int countLegalMoves() {
    return MoveGeneration.generate(this, null);
  }

  /**
   * Returns the legal moves in increasing id order.
   *
   * @return an immutable list; empty when the game is over
   */
  public List<Move> legalMoves() {
    int[] buf = Scratch.moves();
    int n = MoveGeneration.generate(this, buf);
    Move[] moves = new Move[n];
    for (int i = 0; i < n; i++) {
      moves[i] = MoveCache.MOVES[buf[i]];
    }
    return List.of(moves);
  }

  /**
   * Returns the legal moves of the piece on a named cell, as {@link #legalMovesFrom(int)} does.
   *
   * @param cell a cell name such as {@code a1}
   * @return an immutable list, empty if the piece has none (or the cell is empty)
   * @throws NotationException if the name is not a cell
   */
  public List<Move> legalMovesFrom(String cell) {
    return legalMovesFrom(Board.cell(Objects.requireNonNull(cell, "cell")));
  }

  /**
   * Returns the legal moves of the piece on one cell: its steps, or its returns when it is a marked
   * piece due to be returned.
   *
   * @param cell a cell index
   * @return an immutable list, empty if the piece has none (or the cell is empty)
   * @throws IllegalArgumentException if the index is not a cell
   */
  public List<Move> legalMovesFrom(int cell) {
    Board.check(cell);
    int[] ids = Scratch.moves();
    int n = MoveGeneration.from(this, cell, ids);
    Move[] moves = new Move[n];
    for (int i = 0; i < n; i++) {
      moves[i] = MoveCache.MOVES[ids[i]];
    }
    return List.of(moves);
  }

  /**
   * Returns, in one call, what a board shows for the piece on a cell: each legal move of that piece
   * (its steps, or its returns when it is a marked piece due to be returned) with the cell it
   * reaches and the enemy pieces it would capture. Returns and placements of pieces off the board
   * have no origin cell; see {@link #returnCells(PieceType)}.
   *
   * <pre>{@code
   * List<Target> t = Position.start(Rules.STANDARD).targets("a3");   // a3-a2 a3-a4 a3-b3 a3-b4
   * }</pre>
   *
   * @param cell a cell index
   * @return an immutable list in increasing move id order; empty for an empty cell, the opponent's
   *     piece, a piece without a legal move, or a finished game
   * @throws IllegalArgumentException if the index is not a cell
   */
  public List<Target> targets(int cell) {
    Board.check(cell);
    int[] ids = Scratch.moves();
    int n = MoveGeneration.from(this, cell, ids);
    Target[] out = new Target[n];
    for (int i = 0; i < n; i++) {
      int move = Tables.ID_MOVE[ids[i]];
      // Only steps capture; a return's captures are empty.
      CellSet captured =
          Tables.kind(move) == Tables.K_STEP
              ? Play.captured(this, Play.play(this, ids[i]))
              : CellSet.empty();
      out[i] = new Target(MoveCache.MOVES[ids[i]], Tables.b(move), captured);
    }
    return List.of(out);
  }

  /**
   * Returns the same as {@link #targets(int)} for a named cell.
   *
   * @param cell a cell name such as {@code a3}
   * @return the targets of the piece on that cell
   * @throws NotationException if the name is not a cell
   */
  public List<Target> targets(String cell) {
    return targets(Board.cell(Objects.requireNonNull(cell, "cell")));
  }

  /**
   * Returns a mask over move ids: {@code mask[id]} is true when the move with that id is legal.
   *
   * @return a new array of {@link Rules#numDistinctActions()} flags
   */
  public boolean[] legalMoveMask() {
    boolean[] mask = new boolean[rules.numDistinctActions()];
    int[] buf = Scratch.moves();
    int n = MoveGeneration.generate(this, buf);
    for (int i = 0; i < n; i++) {
      mask[buf[i]] = true;
    }
    return mask;
  }

  /**
   * Returns the cells a piece off the board may be returned (or placed) to now.
   *
   * @param type the kind of piece
   * @return the cells; empty unless dropping such a piece is legal now
   */
  public CellSet returnCells(PieceType type) {
    return CellSet.ofWords(MoveGeneration.dropCells(this, Objects.requireNonNull(type, "type")));
  }

  /**
   * Returns the cells the marked piece on a cell may be returned to now (under {@link
   * CapturedPieces#MARKED}).
   *
   * @param markedCell the cell of a marked piece of the side to move
   * @return the cells; empty unless returning that piece is legal now
   * @throws IllegalArgumentException if the index is not a cell
   */
  public CellSet returnCells(int markedCell) {
    Board.check(markedCell);
    long[] cells = new long[2];
    // Only a marked piece due to be returned has returns: its steps are excluded.
    int turn = MoveGeneration.turn(this);
    if (turn == MoveGeneration.T_RETURN_MARKED_QUEEN
        || turn == MoveGeneration.T_RETURN_MARKED_GUARDS) {
      int[] ids = Scratch.moves();
      int n = MoveGeneration.from(this, markedCell, ids);
      for (int i = 0; i < n; i++) {
        int to = Tables.b(Tables.ID_MOVE[ids[i]]);
        cells[to >>> 6] |= 1L << to;
      }
    }
    return CellSet.ofWords(cells);
  }

  // ---------------------------------------------------------------- playing

  /**
   * Plays a legal move, given by its id, without any check: the fast path for search. The id must
   * come from {@link #legalMoves(int[])} of this position; any other id gives an unspecified
   * (possibly invalid) position or an exception. This position is unaffected.
   *
   * @param id the id of a legal move
   * @return the position after it
   */
  @Override
  public Position playUnchecked(int id) {
    return Play.play(this, id);
  }

  /**
   * Plays a move. This position is unaffected.
   *
   * <p>Under {@link CapturedPieces#MARKED}, returns may also be written as the rules write them:
   * {@code Q@f6} returns the marked Queen, and {@code G@a3} the marked Guard while only one waits
   * (with several, the return must name the cell it leaves, {@code c5@a3}).
   *
   * @param move the move
   * @return the position after it
   * @throws IllegalMoveException if the move is not legal here; the message says why
   */
  public Position play(Move move) {
    Move m = Legality.resolve(this, Objects.requireNonNull(move, "move"));
    IllegalMoveReason why = Legality.reason(this, m);
    if (why != null) {
      throw Refusals.illegal(this, move, m, why);
    }
    return playUnchecked(m.id());
  }

  /**
   * Parses and plays a move in notation: {@link #parseMove(CharSequence)}, then the legality check
   * of {@link #play(Move)}.
   *
   * @param text the move in notation, such as {@code a1-b2}
   * @return the position after it
   * @throws NotationException if the text is not a move
   * @throws IllegalMoveException if the move is not legal here; its {@link
   *     IllegalMoveException#move()} is the text
   */
  public Position play(CharSequence text) {
    return play(Move.parse(Objects.requireNonNull(text, "text"), rules));
  }

  /**
   * Plays a move given by its id, after checking it; the checked path of {@link
   * #playUnchecked(int)}.
   *
   * @param id a move id
   * @return the position after it
   * @throws IllegalArgumentException if the id is outside {@code [0, numDistinctActions())}
   * @throws IllegalMoveException if the move is not legal here; the message says why
   */
  @Override
  public Position play(int id) {
    Move m = Move.fromId(id, rules);
    IllegalMoveReason why = Legality.reason(this, m);
    if (why != null) {
      throw Refusals.illegal(this, m, m, why);
    }
    return playUnchecked(id);
  }

  /**
   * Returns a legal move id drawn uniformly at random: each legal move with probability 1 / {@link
   * #countLegalMoves()}. No list is written: the steps of each piece are counted from the side's
   * pieces that the position keeps sorted, a rank is drawn below the count, and the move of that
   * rank (in the order of {@link #legalMoves(int[])}) is found from the same counts. For playouts:
   * allocation-free.
   *
   * <pre>{@code
   * RandomGenerator rnd = new SplittableRandom(7);
   * Position p = Position.start(Rules.LUDII);
   * while (!p.isOver()) {
   *   p = p.playUnchecked(p.randomLegalMove(rnd));
   * }
   * }</pre>
   *
   * @param random the random source
   * @return a legal move id
   * @throws IllegalStateException if the game is over (there is no legal move)
   */
  @Override
  public int randomLegalMove(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    if (result.isOver()) {
      throw new IllegalStateException("no legal move: the game is over (" + result + ")");
    }
    return RandomMove.randomMove(this, random);
  }

  /**
   * Returns whether a move id is legal here: whether {@link #legalMoves(int[])} lists it.
   *
   * @param id a move id
   * @return true if legal; false for any id outside {@code [0, numDistinctActions())}
   */
  @Override
  public boolean isLegal(int id) {
    return id >= 0 && id < rules.numDistinctActions() && Legality.isLegal(this, id);
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
   * Returns the id of a move written in notation, resolved against this position as {@link
   * #parseMove(CharSequence)} does (OpenSpiel's {@code StringToAction}); the move need not be legal
   * here.
   *
   * @param text the move, such as {@code a1-b2}, {@code G@a3}, {@code c5@a3} or {@code pass}
   * @return its id, in {@code [0, numDistinctActions())}
   * @throws NotationException if the text is not a move, or names a move these rules never number
   *     (a step between cells that are not neighbours or that goes outward, a Guard dropped off the
   *     outer ring, a return of a marked piece under rules without marked pieces)
   */
  @Override
  public int moveId(CharSequence text) {
    Move m = parseMove(text);
    int id;
    try {
      id = m.id();
    } catch (IllegalStateException e) {
      id = -1; // a move never legal, so without an id
    }
    if (id < 0 || id >= rules.numDistinctActions()) {
      throw new NotationException("expected a move these rules number, not " + m, text, 0);
    }
    return id;
  }

  /**
   * Parses a move in notation and resolves it against this position, without checking that it is
   * legal here ({@link #play(Move)}, {@link #isLegal(Move)} and {@link #whyIllegal(Move)} do).
   *
   * @param text the move, such as {@code a1-b2}, {@code G@a3}, {@code c5@a3} or {@code pass}
   * @return the move; under {@link CapturedPieces#MARKED} a return written {@code Q@f6} or {@code
   *     G@a3} that names one waiting piece comes back as the return from its cell, such as {@code
   *     c5@a3}
   * @throws NotationException if the text is not a move
   */
  public Move parseMove(CharSequence text) {
    return Legality.resolve(this, Move.parse(Objects.requireNonNull(text, "text"), rules));
  }

  /**
   * Plays a move and describes what it did, for animation.
   *
   * @param move the move
   * @return the transition
   * @throws IllegalMoveException if the move is not legal here
   */
  public Transition transition(Move move) {
    move = Legality.resolve(this, Objects.requireNonNull(move, "move"));
    return Transition.of(this, move, play(move));
  }

  /**
   * Returns whether a move is legal here.
   *
   * @param move a move
   * @return true if {@link #play(Move)} accepts it
   */
  public boolean isLegal(Move move) {
    return Legality.reason(this, Legality.resolve(this, Objects.requireNonNull(move, "move")))
        == null;
  }

  /**
   * Returns why a move is not legal here.
   *
   * @param move a move
   * @return the reason, or empty if the move is legal
   */
  public Optional<IllegalMoveReason> whyIllegal(Move move) {
    return Optional.ofNullable(
        Legality.reason(this, Legality.resolve(this, Objects.requireNonNull(move, "move"))));
  }

  // ---------------------------------------------------------------- learning

  /**
   * Returns this position under a symmetry of the board: every piece moves to the image of its
   * cell; everything else is kept.
   *
   * @param symmetry one of the twelve symmetries of the hexagon
   * @return the transformed position
   */
  public Position transform(HexSymmetry symmetry) {
    return Learning.transform(this, Objects.requireNonNull(symmetry, "symmetry"));
  }

  /**
   * Returns {@link #transform(HexSymmetry)} by the symmetry's ordinal.
   *
   * @param symmetry 0 to 11, {@link HexSymmetry#ordinal()}
   * @return the transformed position
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public Position applySymmetry(int symmetry) {
    return transform(Learning.symmetry(symmetry));
  }

  /**
   * Writes this position for a neural network, from the point of view of the side to move, without
   * allocating: fourteen planes of 11 × 11 floats. The hexagon sits in an 11 × 11 frame of its
   * axial coordinates: frame row y is the row letter ({@code a} = 0 … {@code k} = 10), frame column
   * x the diagonal number − 1, so cell {@code f6} (the throne) is (5, 5), {@code a1} is (0, 0) and
   * {@code k11} is (10, 10); the 30 squares with |y − x| &gt; 5 are not cells and are 0 on every
   * plane, the validity plane included. Plane p, row y, column x is at {@code offset + (p * 11 + y)
   * * 11 + x}. The six neighbours of (y, x) are (y, x ± 1), (y ± 1, x), (y + 1, x + 1) and (y − 1,
   * x − 1).
   *
   * <table>
   *   <caption>Planes</caption>
   *   <tr><th>plane</th><th>value on every cell (0 off the board)</th></tr>
   *   <tr><td>0</td><td>1 on the Queen of the side to move</td></tr>
   *   <tr><td>1</td><td>1 on its Guards</td></tr>
   *   <tr><td>2</td><td>1 on the opponent's Queen</td></tr>
   *   <tr><td>3</td><td>1 on the opponent's Guards</td></tr>
   *   <tr><td>4</td><td>1 on the side to move's marked pieces (captured, to return; {@link
   *       CapturedPieces#MARKED} only)</td></tr>
   *   <tr><td>5</td><td>1 on the opponent's marked pieces</td></tr>
   *   <tr><td>6</td><td>1 when the side to move's Queen is off the board (captured, or not yet
   *       placed)</td></tr>
   *   <tr><td>7</td><td>the side to move's Guards off the board / 6</td></tr>
   *   <tr><td>8</td><td>1 when the opponent's Queen is off the board</td></tr>
   *   <tr><td>9</td><td>the opponent's Guards off the board / 6</td></tr>
   *   <tr><td>10</td><td>1 in the placement phase</td></tr>
   *   <tr><td>11</td><td>1 when the last move was a pass (another draws)</td></tr>
   *   <tr><td>12</td><td>ply / ply limit under a ply limit (capped at 1), else 0</td></tr>
   *   <tr><td>13</td><td>1: the board (the validity plane)</td></tr>
   * </table>
   *
   * <p>Colours do not appear: the rules treat both sides alike (Black's setups are White's turned
   * by 180°), so a position and its colour-exchanged twin have the same observation and the same
   * legal ids.
   *
   * @param buffer the destination
   * @param offset where the observation starts
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if 14 × 121 floats do not fit from {@code offset}; nothing is
   *     written then
   */
  @Override
  public void observation(float[] buffer, int offset) {
    Learning.observation(this, buffer, offset);
  }

  /**
   * Writes the legal-move mask as floats without allocating: 1 at {@code offset + id} for each
   * legal id, 0 for every other id below {@link Rules#numDistinctActions()}.
   *
   * @param buffer the destination
   * @param offset where the mask starts
   * @return the number of legal moves
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
   * position's: the entries {@code previous} set are cleared and this position's set, a few dozen
   * floats where the whole mask is 452 (or 8,642 under {@code ludii}).
   *
   * <pre>{@code
   * Position next = before.playUnchecked(id);
   * int legal = next.updateLegalMoveMask(masks, row * next.numDistinctActions(), before);
   * }</pre>
   *
   * @param buffer the destination, holding exactly the mask of {@code previous} at {@code offset}
   * @param offset where the mask starts
   * @param previous the position whose mask the buffer holds, under the same rules
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

  /**
   * Rewrites in place the observation of {@code previous} held at {@code offset} into this
   * position's: the pieces of {@code previous} are cleared from the piece planes and this
   * position's set, and a plane holding a number (ply, pieces off the board, …) is rewritten only
   * when its number changed.
   *
   * @param buffer the destination, holding exactly the observation of {@code previous} at {@code
   *     offset}
   * @param offset where the observation starts
   * @param previous the position whose observation the buffer holds, under the same rules
   * @throws NullPointerException if {@code buffer} or {@code previous} is null
   * @throws IllegalArgumentException if {@code previous} has other rules; nothing is written then
   * @throws IndexOutOfBoundsException if 14 × 121 floats do not fit from {@code offset}; nothing is
   *     written then
   */
  @Override
  public void updateObservation(float[] buffer, int offset, Position previous) {
    Learning.updateObservation(this, buffer, offset, previous);
  }

  // ---------------------------------------------------------------- symmetry, equality, text

  /**
   * Draws the board with row letters on the left and diagonal numbers along the lower right edge,
   * White {@code Q G}, Black {@code q g}, a {@code *} after a marked piece, {@code .} for an empty
   * cell and {@code +} for the empty throne; then one line with the side to move, the pieces off
   * the board, the ply and the result.
   *
   * @return the drawing
   */
  @Override
  public String toString() {
    return PositionDrawing.draw(this);
  }

  // ---- the pieces by colour, for the code that is not on a hot path ----

  long w0() {
    return stm == 0 ? o0 : e0;
  }

  long w1() {
    return stm == 0 ? o1 : e1;
  }

  long b0() {
    return stm == 0 ? e0 : o0;
  }

  long b1() {
    return stm == 0 ? e1 : o1;
  }

  int wq() {
    return stm == 0 ? oq : eq;
  }

  int bq() {
    return stm == 0 ? eq : oq;
  }

  int wOff() {
    return stm == 0 ? oOff : eOff;
  }

  int bOff() {
    return stm == 0 ? eOff : oOff;
  }

  Army white() {
    return new Army(w0(), w1(), wq(), wOff(), stm == 0 ? oSlots : eSlots);
  }

  Army black() {
    return new Army(b0(), b1(), bq(), bOff(), stm == 0 ? eSlots : oSlots);
  }

  Turn turn() {
    return new Turn(stm, placing, passes, ply);
  }

  Piece piece(int c) {
    boolean white = has(w0(), w1(), c);
    if (!white && !has(b0(), b1(), c)) {
      return null;
    }
    Side s = white ? Side.WHITE : Side.BLACK;
    PieceType t = c == (white ? wq() : bq()) ? PieceType.QUEEN : PieceType.GUARD;
    return new Piece(s, t, has(m0, m1, c));
  }

  long recomputeZobrist() {
    return Zobrist.hash(white(), black(), m0, m1, turn());
  }

  long[] words() {
    return new long[] {w0(), w1(), b0(), b1(), m0, m1};
  }

  int stmIndex() {
    return stm;
  }

  /**
   * Returns whether another object is the same position: same rules, pieces, side to move, pieces
   * off the board, phase, passes and ply count.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Position p
        && p.hash == hash
        && p.o0 == o0
        && p.o1 == o1
        && p.e0 == e0
        && p.e1 == e1
        && p.m0 == m0
        && p.m1 == m1
        && p.oq == oq
        && p.eq == eq
        && p.oOff == oOff
        && p.eOff == eOff
        && p.placing == placing
        && p.stm == stm
        && p.passes == passes
        && p.ply == ply
        && p.rules.equals(rules);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash) * 31 + ply;
  }

  static Side side(int index) {
    return index == 0 ? Side.WHITE : Side.BLACK;
  }
}
