package io.github.gongqi.agon;

import static io.github.gongqi.agon.Tables.ALL_HI;
import static io.github.gongqi.agon.Tables.CAP_A;
import static io.github.gongqi.agon.Tables.CAP_B;
import static io.github.gongqi.agon.Tables.DROP_G_ID;
import static io.github.gongqi.agon.Tables.DROP_Q_BASE;
import static io.github.gongqi.agon.Tables.N;
import static io.github.gongqi.agon.Tables.NB;
import static io.github.gongqi.agon.Tables.NEXT_TO_THRONE;
import static io.github.gongqi.agon.Tables.OUTER_HI;
import static io.github.gongqi.agon.Tables.OUTER_LO;
import static io.github.gongqi.agon.Tables.PASS_ID;
import static io.github.gongqi.agon.Tables.RETURN_BASE;
import static io.github.gongqi.agon.Tables.RING;
import static io.github.gongqi.agon.Tables.RING1_LO;
import static io.github.gongqi.agon.Tables.STEP_HI;
import static io.github.gongqi.agon.Tables.STEP_ID;
import static io.github.gongqi.agon.Tables.STEP_LO;
import static io.github.gongqi.agon.Tables.THRONE;
import static io.github.gongqi.agon.Tables.THRONE_LO;
import static io.github.gongqi.agon.Tables.Z_BLACK_TO_MOVE;
import static io.github.gongqi.agon.Tables.Z_GUARDS_OFF;
import static io.github.gongqi.agon.Tables.Z_PASSES;
import static io.github.gongqi.agon.Tables.Z_PIECE;
import static io.github.gongqi.agon.Tables.Z_PLACING;
import static io.github.gongqi.agon.Tables.Z_QUEEN_OFF;
import static io.github.gongqi.agon.Tables.has;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.CellSet;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

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
public final class Position implements GameState<Position> {
  private final Rules rules;
  private final long w0;
  private final long w1;
  private final long b0;
  private final long b1;
  private final long m0;
  private final long m1;
  private final int wq;
  private final int bq;
  private final int wOff;
  private final int bOff;
  private final boolean placing;
  private final int stm;
  private final int passes;
  private final int ply;
  private final long hash;
  private final Result result;

  Position(
      Rules rules,
      long w0,
      long w1,
      long b0,
      long b1,
      long m0,
      long m1,
      int wq,
      int bq,
      int wOff,
      int bOff,
      boolean placing,
      int stm,
      int passes,
      int ply,
      long hash) {
    this.rules = rules;
    this.w0 = w0;
    this.w1 = w1;
    this.b0 = b0;
    this.b1 = b1;
    this.m0 = m0;
    this.m1 = m1;
    this.wq = wq;
    this.bq = bq;
    this.wOff = wOff;
    this.bOff = bOff;
    this.placing = placing;
    this.stm = stm;
    this.passes = passes;
    this.ply = ply;
    this.hash = hash;
    this.result = judge();
  }

  /** The result: the side that acted last is judged, then passes, then the ply limit. */
  private Result judge() {
    int mover = stm ^ 1;
    long lo = mover == 0 ? w0 : b0;
    int q = mover == 0 ? wq : bq;
    long guards = q >= 0 && q < 64 ? lo & ~(1L << q) : lo;
    if ((guards & RING1_LO) == RING1_LO) {
      Side m = mover == 0 ? Side.WHITE : Side.BLACK;
      if (q == THRONE) {
        return Result.win(m, Result.Reason.FORMATION);
      }
      if (rules.sixLoss) {
        return Result.win(m.opponent(), Result.Reason.SIX_GUARDS_LOSS);
      }
    }
    if (passes >= 2) {
      return Result.draw(Result.Reason.TWO_PASSES);
    }
    if (rules.plyLimit > 0 && ply >= rules.plyLimit) {
      return Result.draw(Result.Reason.PLY_LIMIT);
    }
    return Result.ONGOING;
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
    Builder b = builder(rules);
    switch (rules.setup()) {
      case STANDARD -> {
        b.put("a1", Piece.WHITE_QUEEN).put("k11", Piece.BLACK_QUEEN);
        for (String c : new String[] {"a3", "a5", "b7", "c1", "e1", "g2"}) {
          b.put(c, Piece.WHITE_GUARD);
        }
        for (String c : new String[] {"k9", "k7", "j5", "i11", "g11", "e10"}) {
          b.put(c, Piece.BLACK_GUARD);
        }
      }
      case CLASSIC -> {
        b.put("a1", Piece.WHITE_QUEEN).put("k11", Piece.BLACK_QUEEN);
        for (String c : new String[] {"a5", "e1", "e10", "i11", "j5", "k9"}) {
          b.put(c, Piece.WHITE_GUARD);
        }
        for (String c : new String[] {"a3", "b7", "c1", "g2", "g11", "k7"}) {
          b.put(c, Piece.BLACK_GUARD);
        }
      }
      case PLACEMENT -> {
        b.placing(true);
        for (Side s : Side.values()) {
          b.offBoard(s, PieceType.QUEEN, 1).offBoard(s, PieceType.GUARD, 6);
        }
      }
    }
    return b.build();
  }

  /**
   * Returns a builder for an arbitrary position: an empty board, nothing off the board, the rules'
   * first side to move, not placing, no passes, ply 0.
   *
   * @param rules the rules
   * @return a new builder
   */
  public static Builder builder(Rules rules) {
    return new Builder(Objects.requireNonNull(rules, "rules"));
  }

  /**
   * Returns a builder holding this position.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(rules);
    for (int c = 0; c < N; c++) {
      b.cells[c] = piece(c);
    }
    b.queenOff[0] = wq < 0;
    b.queenOff[1] = bq < 0;
    b.guardsOff[0] = wOff;
    b.guardsOff[1] = bOff;
    b.side = side(stm);
    b.placing = placing;
    b.passes = passes;
    b.ply = ply;
    return b;
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
    return PositionNotation.parse(text.toString(), rules);
  }

  /**
   * Returns this position in one line: the board rows from {@code k} (top) to {@code a} (bottom),
   * separated by {@code /}, each row by increasing diagonal, with {@code Q G} for White, {@code q
   * g} for Black, a {@code *} after a marked piece, and digits counting empty cells; then the side
   * to move ({@code w}/{@code b}), the pieces off the board ({@code -} or letters such as {@code
   * QGGg}), the phase ({@code place} or {@code play}), the consecutive passes and the ply count.
   * The STANDARD start is {@code 1g1g1q/g6/7g/9/G8g/11/G8g/9/G7/6G/Q1G1G1 w - play 0 0}.
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
  public Rules rules() {
    return rules;
  }

  /**
   * Returns {@code agon} and the rules' options, such as {@code agon setup=standard first=white
   * queen-return=anywhere between-enemies=allowed captured=leave six-guards-loss=off ply-limit=0}.
   *
   * @return the rules id
   */
  @Override
  public String rulesId() {
    return "agon " + rules;
  }

  /**
   * Returns the number of move ids under these rules; see {@link Rules#numDistinctActions()}.
   *
   * @return the size of the action space
   */
  @Override
  public int numDistinctActions() {
    return rules.numDistinctActions();
  }

  /**
   * Returns the move-buffer size; see {@link Rules#maxLegalMoves()}.
   *
   * @return a length that always holds {@link #legalMoves(int[])}
   */
  @Override
  public int maxLegalMoves() {
    return rules.maxLegalMoves();
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

  Piece piece(int c) {
    boolean white = has(w0, w1, c);
    if (!white && !has(b0, b1, c)) {
      return null;
    }
    Side s = white ? Side.WHITE : Side.BLACK;
    PieceType t = c == (white ? wq : bq) ? PieceType.QUEEN : PieceType.GUARD;
    return new Piece(s, t, has(m0, m1, c));
  }

  /**
   * Returns the cells holding a side's pieces, marked ones included.
   *
   * @param side a side
   * @return the cells
   */
  public CellSet cells(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.WHITE ? CellSet.ofWords(w0, w1) : CellSet.ofWords(b0, b1);
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
        ? CellSet.ofWords(w0 & m0, w1 & m1)
        : CellSet.ofWords(b0 & m0, b1 & m1);
  }

  /**
   * Returns the cell of a side's Queen.
   *
   * @param side a side
   * @return the cell, or -1 if the Queen is off the board
   */
  public int queenCell(Side side) {
    return Objects.requireNonNull(side, "side") == Side.WHITE ? wq : bq;
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
    return Objects.requireNonNull(side, "side") == Side.WHITE ? wOff : bOff;
  }

  /**
   * Returns whether the side to move must return a captured piece this turn (a waiting one, or a
   * marked one).
   *
   * @return true if its turn is a return
   */
  public boolean mustReturn() {
    if (placing) {
      return false;
    }
    if (rules.marked) {
      return stm == 0 ? ((w0 & m0) | (w1 & m1)) != 0 : ((b0 & m0) | (b1 & m1)) != 0;
    }
    return stm == 0 ? wq < 0 || wOff > 0 : bq < 0 || bOff > 0;
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
    return placing ? 14 - wOff - bOff - (wq < 0 ? 1 : 0) - (bq < 0 ? 1 : 0) : 14;
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

  long recomputeZobrist() {
    return computeHash(w0, w1, b0, b1, m0, m1, wq, bq, wOff, bOff, placing, stm, passes);
  }

  static long computeHash(
      long w0,
      long w1,
      long b0,
      long b1,
      long m0,
      long m1,
      int wq,
      int bq,
      int wOff,
      int bOff,
      boolean placing,
      int stm,
      int passes) {
    long h = 0;
    for (int c = 0; c < N; c++) {
      int kind;
      if (has(w0, w1, c)) {
        kind = c == wq ? 0 : 1;
      } else if (has(b0, b1, c)) {
        kind = c == bq ? 2 : 3;
      } else {
        continue;
      }
      if (has(m0, m1, c)) {
        kind += 4;
      }
      h ^= Z_PIECE[kind * N + c];
    }
    if (stm == 1) {
      h ^= Z_BLACK_TO_MOVE;
    }
    if (wq < 0) {
      h ^= Z_QUEEN_OFF[0];
    }
    if (bq < 0) {
      h ^= Z_QUEEN_OFF[1];
    }
    h ^= Z_GUARDS_OFF[wOff] ^ Z_GUARDS_OFF[8 + bOff];
    if (placing) {
      h ^= Z_PLACING;
    }
    return h ^ Z_PASSES[passes];
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
    return generate(buffer);
  }

  /**
   * Returns the number of legal moves without listing them.
   *
   * @return the count; 0 when the game is over
   */
  public int countLegalMoves() {
    return generate(null);
  }

  /**
   * Returns the legal moves in increasing id order.
   *
   * @return an immutable list; empty when the game is over
   */
  public List<Move> legalMoves() {
    int[] buf = new int[Tables.MAX_LEGAL_MOVES];
    int n = generate(buf);
    Move[] moves = new Move[n];
    for (int i = 0; i < n; i++) {
      moves[i] = MoveCache.MOVES[buf[i]];
    }
    return List.of(moves);
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
    List<Move> out = new ArrayList<>();
    for (Move m : legalMoves()) {
      if ((m instanceof Move.Step s && s.from() == cell)
          || (m instanceof Move.Return r && r.from() == cell)) {
        out.add(m);
      }
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * Returns a mask over move ids: {@code mask[id]} is true when the move with that id is legal.
   *
   * @return a new array of {@link Rules#numDistinctActions()} flags
   */
  public boolean[] legalMoveMask() {
    boolean[] mask = new boolean[rules.numDistinctActions()];
    int[] buf = new int[Tables.MAX_LEGAL_MOVES];
    int n = generate(buf);
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
    Objects.requireNonNull(type, "type");
    int[] cells = new int[N];
    int n = 0;
    for (Move m : legalMoves()) {
      if (m instanceof Move.Drop d && d.type() == type) {
        cells[n++] = d.to();
      }
    }
    return CellSet.of(java.util.Arrays.copyOf(cells, n));
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
    int[] cells = new int[N];
    int n = 0;
    for (Move m : legalMoves()) {
      if (m instanceof Move.Return r && r.from() == markedCell) {
        cells[n++] = r.to();
      }
    }
    return CellSet.of(java.util.Arrays.copyOf(cells, n));
  }

  private int generate(int[] buf) {
    if (result.isOver()) {
      return 0;
    }
    final boolean white = stm == 0;
    final long o0 = white ? w0 : b0;
    final long o1 = white ? w1 : b1;
    final int q = white ? wq : bq;
    final long free0 = ~(w0 | b0);
    final long free1 = ~(w1 | b1) & ALL_HI;
    if (placing) {
      return q < 0
          ? queenDrops(buf, free0 & OUTER_LO, free1 & OUTER_HI)
          : guardDrops(buf, free0 & OUTER_LO, free1 & OUTER_HI);
    }
    final Rules r = rules;
    if (!r.marked) {
      if (q < 0) {
        return queenDrops(buf, r.queenThrone ? free0 : free0 & ~THRONE_LO, free1);
      }
      if ((white ? wOff : bOff) > 0) {
        return guardDrops(buf, free0 & OUTER_LO, free1 & OUTER_HI);
      }
    } else {
      long k0 = o0 & m0;
      long k1 = o1 & m1;
      if ((k0 | k1) != 0) {
        if (q >= 0 && has(m0, m1, q)) {
          return returns(buf, 0, q, r.queenThrone ? free0 : free0 & ~THRONE_LO, free1);
        }
        int n = 0;
        while (k0 != 0) {
          n = returns(buf, n, Long.numberOfTrailingZeros(k0), free0 & OUTER_LO, free1 & OUTER_HI);
          k0 &= k0 - 1;
        }
        while (k1 != 0) {
          n =
              returns(
                  buf, n, 64 + Long.numberOfTrailingZeros(k1), free0 & OUTER_LO, free1 & OUTER_HI);
          k1 &= k1 - 1;
        }
        return n;
      }
    }
    // Steps. Under the variant, cells between two enemies are removed from the targets first.
    long ok0 = free0;
    long ok1 = free1;
    if (!r.betweenAllowed) {
      long e0 = white ? b0 : w0;
      long e1 = white ? b1 : w1;
      long f0 = 0;
      long f1 = 0;
      while ((e0 | e1) != 0) {
        int a;
        if (e0 != 0) {
          a = Long.numberOfTrailingZeros(e0);
          e0 &= e0 - 1;
        } else {
          a = 64 + Long.numberOfTrailingZeros(e1);
          e1 &= e1 - 1;
        }
        // Enemy a and enemy b = a + 2d flank t = a + d; directions 0..2 meet every pair once.
        int base = a * 6;
        for (int d = 0; d < 3; d++) {
          int b = CAP_B[base + d];
          if (b >= 0 && has(white ? b0 : w0, white ? b1 : w1, b)) {
            int t = CAP_A[base + d];
            if (t < 64) {
              f0 |= 1L << t;
            } else {
              f1 |= 1L << (t - 64);
            }
          }
        }
      }
      ok0 &= ~f0;
      ok1 &= ~f1;
    }
    long p0 = o0 & ~m0;
    long p1 = o1 & ~m1;
    int n = 0;
    boolean count = buf == null;
    while (p0 != 0) {
      int from = Long.numberOfTrailingZeros(p0);
      p0 &= p0 - 1;
      long t0 = STEP_LO[from] & ok0;
      long t1 = STEP_HI[from] & ok1;
      if (from == q && NEXT_TO_THRONE[from]) {
        t0 |= THRONE_LO & ok0;
      }
      n = count ? n + Long.bitCount(t0) + Long.bitCount(t1) : emit(buf, n, from, t0, t1);
    }
    while (p1 != 0) {
      int from = 64 + Long.numberOfTrailingZeros(p1);
      p1 &= p1 - 1;
      long t0 = STEP_LO[from] & ok0;
      long t1 = STEP_HI[from] & ok1;
      n = count ? n + Long.bitCount(t0) + Long.bitCount(t1) : emit(buf, n, from, t0, t1);
    }
    if (n == 0) {
      if (!count) {
        buf[0] = PASS_ID;
      }
      n = 1;
    }
    return n;
  }

  private static int emit(int[] buf, int n, int from, long t0, long t1) {
    int base = from * N;
    while (t0 != 0) {
      buf[n++] = STEP_ID[base + Long.numberOfTrailingZeros(t0)];
      t0 &= t0 - 1;
    }
    while (t1 != 0) {
      buf[n++] = STEP_ID[base + 64 + Long.numberOfTrailingZeros(t1)];
      t1 &= t1 - 1;
    }
    return n;
  }

  private static boolean flanked(int cell, long e0, long e1) {
    int base = cell * 6;
    for (int d = 0; d < 3; d++) {
      int a = NB[base + d];
      int b = NB[base + d + 3];
      if (a >= 0 && b >= 0 && has(e0, e1, a) && has(e0, e1, b)) {
        return true;
      }
    }
    return false;
  }

  private static int queenDrops(int[] buf, long c0, long c1) {
    if (buf == null) {
      return Long.bitCount(c0) + Long.bitCount(c1);
    }
    int n = 0;
    while (c0 != 0) {
      buf[n++] = DROP_Q_BASE + Long.numberOfTrailingZeros(c0);
      c0 &= c0 - 1;
    }
    while (c1 != 0) {
      buf[n++] = DROP_Q_BASE + 64 + Long.numberOfTrailingZeros(c1);
      c1 &= c1 - 1;
    }
    return n;
  }

  private static int guardDrops(int[] buf, long c0, long c1) {
    if (buf == null) {
      return Long.bitCount(c0) + Long.bitCount(c1);
    }
    int n = 0;
    while (c0 != 0) {
      buf[n++] = DROP_G_ID[Long.numberOfTrailingZeros(c0)];
      c0 &= c0 - 1;
    }
    while (c1 != 0) {
      buf[n++] = DROP_G_ID[64 + Long.numberOfTrailingZeros(c1)];
      c1 &= c1 - 1;
    }
    return n;
  }

  private static int returns(int[] buf, int n, int from, long c0, long c1) {
    if (buf == null) {
      return n + Long.bitCount(c0) + Long.bitCount(c1);
    }
    int base = RETURN_BASE + from * (N - 1);
    while (c0 != 0) {
      int to = Long.numberOfTrailingZeros(c0);
      c0 &= c0 - 1;
      buf[n++] = base + (to < from ? to : to - 1);
    }
    while (c1 != 0) {
      int to = 64 + Long.numberOfTrailingZeros(c1);
      c1 &= c1 - 1;
      buf[n++] = base + (to < from ? to : to - 1);
    }
    return n;
  }

  // ---------------------------------------------------------------- playing

  /**
   * Plays a legal move, given by its id, without any check: the fast path for search. The id must
   * come from {@link #legalMoves(int[])} of this position; any other id gives an unspecified
   * (possibly invalid) position or an exception. This position is unaffected.
   *
   * @param moveId the id of a legal move
   * @return the position after it
   */
  @Override
  public Position playUnchecked(int moveId) {
    final boolean white = stm == 0;
    long o0 = white ? w0 : b0;
    long o1 = white ? w1 : b1;
    long e0 = white ? b0 : w0;
    long e1 = white ? b1 : w1;
    long k0 = m0;
    long k1 = m1;
    int oq = white ? wq : bq;
    int eq = white ? bq : wq;
    int oOff = white ? wOff : bOff;
    int eOff = white ? bOff : wOff;
    final int me = stm;
    final int them = stm ^ 1;
    final int ownQ = me * 2 * N;
    final int ownG = ownQ + N;
    final int oppQ = them * 2 * N;
    final int oppG = oppQ + N;
    final int markedShift = 4 * N;
    long h = hash ^ Z_BLACK_TO_MOVE;
    boolean nowPlacing = placing;
    int newPasses = 0;
    int a = Tables.ID_A[moveId];
    int b = Tables.ID_B[moveId];
    switch (Tables.ID_KIND[moveId]) {
      case Tables.K_STEP -> {
        boolean isQ = a == oq;
        if (a < 64) {
          o0 &= ~(1L << a);
        } else {
          o1 &= ~(1L << (a - 64));
        }
        if (b < 64) {
          o0 |= 1L << b;
        } else {
          o1 |= 1L << (b - 64);
        }
        int zk = isQ ? ownQ : ownG;
        h ^= Z_PIECE[zk + a] ^ Z_PIECE[zk + b];
        if (isQ) {
          oq = b;
        }
        final boolean markRule = rules.marked;
        int base = b * 6;
        for (int d = 0; d < 6; d++) {
          int c = CAP_A[base + d];
          if (c < 0 || !has(e0, e1, c) || has(k0, k1, c) || !has(o0, o1, CAP_B[base + d])) {
            continue;
          }
          boolean cq = c == eq;
          int ek = (cq ? oppQ : oppG) + c;
          if (markRule) {
            if (c < 64) {
              k0 |= 1L << c;
            } else {
              k1 |= 1L << (c - 64);
            }
            h ^= Z_PIECE[ek] ^ Z_PIECE[ek + markedShift];
          } else {
            if (c < 64) {
              e0 &= ~(1L << c);
            } else {
              e1 &= ~(1L << (c - 64));
            }
            h ^= Z_PIECE[ek];
            if (cq) {
              eq = -1;
              h ^= Z_QUEEN_OFF[them];
            } else {
              h ^= Z_GUARDS_OFF[them * 8 + eOff] ^ Z_GUARDS_OFF[them * 8 + eOff + 1];
              eOff++;
            }
          }
        }
      }
      case Tables.K_DROP_Q -> {
        if (b < 64) {
          o0 |= 1L << b;
        } else {
          o1 |= 1L << (b - 64);
        }
        oq = b;
        h ^= Z_PIECE[ownQ + b] ^ Z_QUEEN_OFF[me];
      }
      case Tables.K_DROP_G -> {
        if (b < 64) {
          o0 |= 1L << b;
        } else {
          o1 |= 1L << (b - 64);
        }
        h ^= Z_PIECE[ownG + b] ^ Z_GUARDS_OFF[me * 8 + oOff] ^ Z_GUARDS_OFF[me * 8 + oOff - 1];
        oOff--;
      }
      case Tables.K_RETURN -> {
        boolean isQ = a == oq;
        if (a < 64) {
          o0 &= ~(1L << a);
          k0 &= ~(1L << a);
        } else {
          o1 &= ~(1L << (a - 64));
          k1 &= ~(1L << (a - 64));
        }
        if (b < 64) {
          o0 |= 1L << b;
        } else {
          o1 |= 1L << (b - 64);
        }
        int zk = isQ ? ownQ : ownG;
        h ^= Z_PIECE[zk + markedShift + a] ^ Z_PIECE[zk + b];
        if (isQ) {
          oq = b;
        }
      }
      default -> newPasses = passes + 1;
    }
    if (nowPlacing && oq >= 0 && eq >= 0 && oOff == 0 && eOff == 0) {
      nowPlacing = false;
      h ^= Z_PLACING;
    }
    h ^= Z_PASSES[passes] ^ Z_PASSES[newPasses];
    return white
        ? new Position(
            rules, o0, o1, e0, e1, k0, k1, oq, eq, oOff, eOff, nowPlacing, 1, newPasses, ply + 1, h)
        : new Position(
            rules,
            e0,
            e1,
            o0,
            o1,
            k0,
            k1,
            eq,
            oq,
            eOff,
            oOff,
            nowPlacing,
            0,
            newPasses,
            ply + 1,
            h);
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
    Move m = resolve(Objects.requireNonNull(move, "move"));
    IllegalMoveReason why = reason(m);
    if (why != null) {
      throw illegal(move, m, why);
    }
    return playUnchecked(m.id());
  }

  /**
   * Parses and plays a move in notation: {@link #parseMove(CharSequence)}, then the legality check
   * of {@link #play(Move)}.
   *
   * @param move the move in notation, such as {@code a1-b2}
   * @return the position after it
   * @throws NotationException if the text is not a move
   * @throws IllegalMoveException if the move is not legal here; its {@link
   *     IllegalMoveException#move()} is the text
   */
  public Position play(CharSequence move) {
    return play(Move.parse(Objects.requireNonNull(move, "move"), rules));
  }

  /**
   * Plays a move given by its id, after checking it; the checked path of {@link
   * #playUnchecked(int)}.
   *
   * @param moveId a move id
   * @return the position after it
   * @throws IllegalArgumentException if the id is outside {@code [0, numDistinctActions())}
   * @throws IllegalMoveException if the move is not legal here; the message says why
   */
  @Override
  public Position play(int moveId) {
    Move m = Move.fromId(moveId, rules);
    IllegalMoveReason why = reason(m);
    if (why != null) {
      throw illegal(m, m, why);
    }
    return playUnchecked(moveId);
  }

  /**
   * Returns whether a move id is legal here: whether {@link #legalMoves(int[])} lists it.
   *
   * @param moveId a move id
   * @return true if legal; false for any id outside {@code [0, numDistinctActions())}
   */
  @Override
  public boolean isLegal(int moveId) {
    return moveId >= 0
        && moveId < rules.numDistinctActions()
        && reason(MoveCache.MOVES[moveId]) == null;
  }

  /**
   * Returns the notation of a move id, such as {@code a1-b2} or {@code G@a3}.
   *
   * @param moveId a move id
   * @return the move's text
   * @throws IllegalArgumentException if the id is outside {@code [0, numDistinctActions())}
   */
  @Override
  public String moveNotation(int moveId) {
    return Move.fromId(moveId, rules).toString();
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
    return resolve(Move.parse(Objects.requireNonNull(text, "text"), rules));
  }

  /**
   * Plays a move and describes what it did, for animation.
   *
   * @param move the move
   * @return the transition
   * @throws IllegalMoveException if the move is not legal here
   */
  public Transition transition(Move move) {
    move = resolve(Objects.requireNonNull(move, "move"));
    Position after = play(move);
    Side side = sideToMove();
    int q = queenCell(side);
    PieceType piece = null;
    int from = -1;
    int to = -1;
    Transition.Kind kind;
    CellSet captured = CellSet.empty();
    if (move instanceof Move.Step s) {
      kind = Transition.Kind.STEP;
      piece = s.from() == q ? PieceType.QUEEN : PieceType.GUARD;
      from = s.from();
      to = s.to();
      int[] cap = new int[6];
      int k = 0;
      Side them = side.opponent();
      for (int d = 0; d < 6; d++) {
        int c = NB[to * 6 + d];
        if (c >= 0) {
          Optional<Piece> before = pieceAt(c);
          Optional<Piece> now = after.pieceAt(c);
          if (before.isPresent()
              && before.get().side() == them
              && !before.get().marked()
              && (now.isEmpty() || now.get().marked())) {
            cap[k++] = c;
          }
        }
      }
      captured = CellSet.of(java.util.Arrays.copyOf(cap, k));
    } else if (move instanceof Move.Drop d) {
      kind = placing ? Transition.Kind.PLACEMENT : Transition.Kind.RETURN;
      piece = d.type();
      to = d.to();
    } else if (move instanceof Move.Return r) {
      kind = Transition.Kind.RETURN;
      piece = r.from() == q ? PieceType.QUEEN : PieceType.GUARD;
      from = r.from();
      to = r.to();
    } else {
      kind = Transition.Kind.PASS;
    }
    return new Transition(this, move, after, side, kind, piece, from, to, captured);
  }

  /**
   * Returns whether a move is legal here.
   *
   * @param move a move
   * @return true if {@link #play(Move)} accepts it
   */
  public boolean isLegal(Move move) {
    return reason(resolve(Objects.requireNonNull(move, "move"))) == null;
  }

  /**
   * Returns why a move is not legal here.
   *
   * @param move a move
   * @return the reason, or empty if the move is legal
   */
  public Optional<IllegalMoveReason> whyIllegal(Move move) {
    return Optional.ofNullable(reason(resolve(Objects.requireNonNull(move, "move"))));
  }

  /**
   * Under {@link CapturedPieces#MARKED}, a return written as the rules write it, {@code Q@f6} or
   * {@code G@a3}, names its piece whenever one piece of that kind waits: it is the return that
   * leaves that piece's cell. Every other move comes back unchanged.
   */
  private Move resolve(Move m) {
    if (!(m instanceof Move.Drop d) || !rules.marked || placing || !mustReturn()) {
      return m;
    }
    int q = stm == 0 ? wq : bq;
    boolean queenWaits = q >= 0 && has(m0, m1, q);
    if (d.type() == PieceType.QUEEN) {
      return queenWaits ? new Move.Return(q, d.to()) : m;
    }
    // The Queen returns first, so while it waits G@a3 names nothing; after it, every marked
    // piece of the side is a Guard.
    long g0 = (stm == 0 ? w0 : b0) & m0;
    long g1 = (stm == 0 ? w1 : b1) & m1;
    if (queenWaits || Long.bitCount(g0) + Long.bitCount(g1) != 1) {
      return m;
    }
    int from = g0 != 0 ? Long.numberOfTrailingZeros(g0) : 64 + Long.numberOfTrailingZeros(g1);
    return new Move.Return(from, d.to());
  }

  private boolean occupied(int c) {
    return has(w0 | b0, w1 | b1, c);
  }

  private boolean own(int c) {
    return stm == 0 ? has(w0, w1, c) : has(b0, b1, c);
  }

  private IllegalMoveReason reason(Move m) {
    if (result.isOver()) {
      return IllegalMoveReason.GAME_OVER;
    }
    int q = stm == 0 ? wq : bq;
    int off = stm == 0 ? wOff : bOff;
    if (placing) {
      if (!(m instanceof Move.Drop d)) {
        return IllegalMoveReason.MUST_PLACE_A_PIECE;
      }
      if (d.type() == PieceType.QUEEN ? q >= 0 : off == 0) {
        return IllegalMoveReason.NOTHING_TO_RETURN;
      }
      if (d.type() == PieceType.GUARD && q < 0) {
        return IllegalMoveReason.QUEEN_RETURNS_FIRST;
      }
      if (RING[d.to()] != 5) {
        return IllegalMoveReason.WRONG_RETURN_CELL;
      }
      return occupied(d.to()) ? IllegalMoveReason.OCCUPIED : null;
    }
    if (!rules.marked && (q < 0 || off > 0)) {
      if (m instanceof Move.Drop d) {
        if (d.type() == PieceType.QUEEN) {
          if (q >= 0) {
            return IllegalMoveReason.NOTHING_TO_RETURN;
          }
          if (d.to() == THRONE && !rules.queenThrone) {
            return IllegalMoveReason.WRONG_RETURN_CELL;
          }
        } else {
          if (q < 0) {
            return IllegalMoveReason.QUEEN_RETURNS_FIRST;
          }
          if (RING[d.to()] != 5) {
            return IllegalMoveReason.WRONG_RETURN_CELL;
          }
        }
        return occupied(d.to()) ? IllegalMoveReason.OCCUPIED : null;
      }
      return m instanceof Move.Return
          ? IllegalMoveReason.WRONG_RETURN_NOTATION
          : IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST;
    }
    if (rules.marked && mustReturn()) {
      if (m instanceof Move.Return r) {
        int from = r.from();
        if (!occupied(from)) {
          return IllegalMoveReason.NO_PIECE;
        }
        if (!own(from)) {
          return IllegalMoveReason.NOT_YOUR_PIECE;
        }
        if (!has(m0, m1, from)) {
          return IllegalMoveReason.NOT_MARKED;
        }
        boolean isQ = from == q;
        if (!isQ && q >= 0 && has(m0, m1, q)) {
          return IllegalMoveReason.QUEEN_RETURNS_FIRST;
        }
        if (isQ ? r.to() == THRONE && !rules.queenThrone : RING[r.to()] != 5) {
          return IllegalMoveReason.WRONG_RETURN_CELL;
        }
        return occupied(r.to()) ? IllegalMoveReason.OCCUPIED : null;
      }
      if (m instanceof Move.Drop d) {
        // resolve(m) has turned every return that names one waiting piece into a Return.
        if (d.type() == PieceType.QUEEN) {
          return IllegalMoveReason.NOTHING_TO_RETURN;
        }
        return q >= 0 && has(m0, m1, q)
            ? IllegalMoveReason.QUEEN_RETURNS_FIRST
            : IllegalMoveReason.AMBIGUOUS_RETURN;
      }
      return IllegalMoveReason.MUST_RETURN_A_PIECE_FIRST;
    }
    if (m instanceof Move.Drop || m instanceof Move.Return) {
      return IllegalMoveReason.NOTHING_TO_RETURN;
    }
    if (m instanceof Move.Pass) {
      int[] buf = new int[Tables.MAX_LEGAL_MOVES];
      int n = generate(buf);
      return n == 1 && buf[0] == PASS_ID ? null : IllegalMoveReason.PASS_NOT_ALLOWED;
    }
    Move.Step s = (Move.Step) m;
    int from = s.from();
    int to = s.to();
    if (!occupied(from)) {
      return IllegalMoveReason.NO_PIECE;
    }
    if (!own(from)) {
      return IllegalMoveReason.NOT_YOUR_PIECE;
    }
    boolean adjacent = false;
    for (int d = 0; d < 6; d++) {
      adjacent |= NB[from * 6 + d] == to;
    }
    if (!adjacent) {
      return IllegalMoveReason.NOT_ADJACENT;
    }
    if (RING[to] > RING[from]) {
      return IllegalMoveReason.OUTWARD;
    }
    if (occupied(to)) {
      return IllegalMoveReason.OCCUPIED;
    }
    if (to == THRONE && from != q) {
      return IllegalMoveReason.THRONE_IS_FOR_THE_QUEEN;
    }
    if (!rules.betweenAllowed && flanked(to, stm == 0 ? b0 : w0, stm == 0 ? b1 : w1)) {
      return IllegalMoveReason.BETWEEN_TWO_ENEMIES;
    }
    return null;
  }

  /** The refusal of {@code given}, whose details come from {@code m}, what it resolved to. */
  private IllegalMoveException illegal(Move given, Move m, IllegalMoveReason why) {
    String side = stm == 0 ? "White" : "Black";
    String detail =
        switch (why) {
          case GAME_OVER -> "the game is over (" + result + ")";
          case MUST_PLACE_A_PIECE ->
              side
                  + " must place a piece on a vacant outer-ring cell during the placement phase"
                  + " (such as "
                  + (queenCell(sideToMove()) < 0 ? "Q" : "G")
                  + "@a1)";
          case MUST_RETURN_A_PIECE_FIRST ->
              side
                  + " has a captured piece to return: this turn must return it"
                  + (rules.marked ? " (such as c5@a3)" : " (such as G@a3)");
          case QUEEN_RETURNS_FIRST ->
              side + "'s Queen must be " + (placing ? "placed" : "returned") + " before any Guard";
          case NOTHING_TO_RETURN ->
              side
                  + " has no "
                  + (rules.marked && !placing ? "marked " : "")
                  + (m instanceof Move.Drop d
                      ? d.type().name().toLowerCase(java.util.Locale.ROOT)
                      : "piece")
                  + (rules.marked && !placing ? "" : " off the board")
                  + " to "
                  + (placing ? "place" : "return");
          case WRONG_RETURN_NOTATION ->
              "captured pieces leave the board under these rules: a return names the piece,"
                  + " such as G@a3";
          case AMBIGUOUS_RETURN -> ambiguous(m);
          case NOT_MARKED ->
              Board.name(((Move.Return) m).from()) + " does not hold a marked piece of " + side;
          case WRONG_RETURN_CELL -> wrongCell(m);
          case NO_PIECE -> Board.name(((Move.Step) m).from()) + " is empty";
          case NOT_YOUR_PIECE -> cellOf(m) + " holds a piece of the opponent, not of " + side;
          case NOT_ADJACENT ->
              Board.name(((Move.Step) m).from())
                  + " and "
                  + Board.name(((Move.Step) m).to())
                  + " are not neighbours";
          case OUTWARD ->
              "a piece never steps outward (from ring "
                  + RING[((Move.Step) m).from()]
                  + " to ring "
                  + RING[((Move.Step) m).to()]
                  + ")";
          case OCCUPIED -> targetOf(m) + " is occupied";
          case THRONE_IS_FOR_THE_QUEEN -> "only a Queen may enter the throne f6";
          case BETWEEN_TWO_ENEMIES ->
              "under these rules a piece may not step between two enemy"
                  + " pieces, and "
                  + Board.name(((Move.Step) m).to())
                  + " lies between two";
          case PASS_NOT_ALLOWED -> side + " has another legal action, so may not pass";
        };
    return new IllegalMoveException(
        given, why, "illegal move " + given + " (" + why + "): " + detail);
  }

  private static String cellOf(Move m) {
    if (m instanceof Move.Step s) {
      return Board.name(s.from());
    }
    return m instanceof Move.Return r ? Board.name(r.from()) : "the cell";
  }

  private static String targetOf(Move m) {
    if (m instanceof Move.Step s) {
      return Board.name(s.to());
    }
    if (m instanceof Move.Return r) {
      return Board.name(r.to());
    }
    return m instanceof Move.Drop d ? Board.name(d.to()) : "the cell";
  }

  private String ambiguous(Move m) {
    StringBuilder cells = new StringBuilder();
    int first = -1;
    for (int c = 0; c < Board.CELLS; c++) {
      if (own(c) && has(m0, m1, c)) {
        first = first < 0 ? c : first;
        cells.append(cells.length() == 0 ? "" : ", ").append(Board.name(c));
      }
    }
    return (stm == 0 ? "White" : "Black")
        + " has several marked Guards waiting ("
        + cells
        + "): a return names the cell it leaves, such as "
        + Board.name(first)
        + "@"
        + Board.name(((Move.Drop) m).to());
  }

  private String wrongCell(Move m) {
    int to = m instanceof Move.Drop d ? d.to() : ((Move.Return) m).to();
    if (placing) {
      return "pieces are placed on the outer ring only, and "
          + Board.name(to)
          + " is on ring "
          + RING[to];
    }
    if (to == THRONE
        && RING[to] == 0
        && (m instanceof Move.Drop d && d.type() == PieceType.QUEEN
            || m instanceof Move.Return r && r.from() == queenCell(sideToMove()))) {
      return "under these rules a returned Queen may not go to the throne f6";
    }
    return "a Guard returns to the outer ring only, and "
        + Board.name(to)
        + " is on ring "
        + RING[to];
  }

  // ---------------------------------------------------------------- symmetry, equality, text

  /**
   * Returns this position under a symmetry of the board: every piece moves to the image of its
   * cell; everything else is kept.
   *
   * @param symmetry one of the twelve symmetries of the hexagon
   * @return the transformed position
   */
  public Position transform(HexSymmetry symmetry) {
    Objects.requireNonNull(symmetry, "symmetry");
    int[] p = Tables.HEX.permutation(symmetry);
    long[] bits = new long[6];
    long[] src = {w0, w1, b0, b1, m0, m1};
    for (int c = 0; c < N; c++) {
      int t = p[c];
      for (int k = 0; k < 6; k += 2) {
        if (has(src[k], src[k + 1], c)) {
          if (t < 64) {
            bits[k] |= 1L << t;
          } else {
            bits[k + 1] |= 1L << (t - 64);
          }
        }
      }
    }
    int nwq = wq < 0 ? -1 : p[wq];
    int nbq = bq < 0 ? -1 : p[bq];
    long h =
        computeHash(
            bits[0], bits[1], bits[2], bits[3], bits[4], bits[5], nwq, nbq, wOff, bOff, placing,
            stm, passes);
    return new Position(
        rules, bits[0], bits[1], bits[2], bits[3], bits[4], bits[5], nwq, nbq, wOff, bOff, placing,
        stm, passes, ply, h);
  }

  long[] words() {
    return new long[] {w0, w1, b0, b1, m0, m1};
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
        && p.w0 == w0
        && p.w1 == w1
        && p.b0 == b0
        && p.b1 == b1
        && p.m0 == m0
        && p.m1 == m1
        && p.wq == wq
        && p.bq == bq
        && p.wOff == wOff
        && p.bOff == bOff
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
    return PositionNotation.draw(this);
  }

  static Side side(int index) {
    return index == 0 ? Side.WHITE : Side.BLACK;
  }

  /** Builds a {@link Position} for arbitrary setups; {@link #build()} validates it. */
  public static final class Builder {
    private final Rules rules;
    final Piece[] cells = new Piece[N];
    final boolean[] queenOff = new boolean[2];
    final int[] guardsOff = new int[2];
    Side side;
    boolean placing;
    int passes;
    int ply;

    Builder(Rules rules) {
      this.rules = rules;
      this.side = rules.firstSide();
    }

    /**
     * Puts a piece on a cell, replacing what was there.
     *
     * @param cell a cell index
     * @param piece the piece
     * @return this builder
     * @throws IllegalArgumentException if the index is not a cell
     */
    public Builder put(int cell, Piece piece) {
      Board.check(cell);
      cells[cell] = Objects.requireNonNull(piece, "piece");
      return this;
    }

    /**
     * Puts a piece on a named cell.
     *
     * @param cell a cell name such as {@code f6}
     * @param piece the piece
     * @return this builder
     * @throws NotationException if the name is not a cell
     */
    public Builder put(String cell, Piece piece) {
      return put(Board.cell(cell), piece);
    }

    /**
     * Empties a cell.
     *
     * @param cell a cell index
     * @return this builder
     */
    public Builder clear(int cell) {
      Board.check(cell);
      cells[cell] = null;
      return this;
    }

    /**
     * Sets how many pieces of a kind a side has off the board (waiting, or to be placed).
     *
     * @param side the side
     * @param type the kind of piece
     * @param count 0 or 1 for a Queen, 0 to 6 for Guards
     * @return this builder
     * @throws IllegalArgumentException if the count is out of range
     */
    public Builder offBoard(Side side, PieceType type, int count) {
      Objects.requireNonNull(side, "side");
      Objects.requireNonNull(type, "type");
      int max = type == PieceType.QUEEN ? 1 : 6;
      if (count < 0 || count > max) {
        throw new IllegalArgumentException(
            "count " + count + " of " + type + " off the board is out of range 0.." + max);
      }
      if (type == PieceType.QUEEN) {
        queenOff[side.ordinal()] = count == 1;
      } else {
        guardsOff[side.ordinal()] = count;
      }
      return this;
    }

    /**
     * Sets the side to move.
     *
     * @param side the side
     * @return this builder
     */
    public Builder sideToMove(Side side) {
      this.side = Objects.requireNonNull(side, "side");
      return this;
    }

    /**
     * Sets whether the game is in its placement phase (the pieces off the board are then still to
     * be placed).
     *
     * @param placing true for the placement phase
     * @return this builder
     */
    public Builder placing(boolean placing) {
      this.placing = placing;
      return this;
    }

    /**
     * Sets the number of passes just played in a row.
     *
     * @param passes 0 to 2
     * @return this builder
     */
    public Builder consecutivePasses(int passes) {
      this.passes = passes;
      return this;
    }

    /**
     * Sets the ply count.
     *
     * @param ply the number of actions played so far
     * @return this builder
     */
    public Builder ply(int ply) {
      this.ply = ply;
      return this;
    }

    /**
     * Validates and returns the position.
     *
     * @return the position
     * @throws InvalidPositionException listing every problem found
     */
    public Position build() {
      return PositionNotation.build(this, rules);
    }
  }
}
