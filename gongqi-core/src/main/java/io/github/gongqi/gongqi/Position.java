package io.github.gongqi.gongqi;

import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.CellSet;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareGrid;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
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

  private static Position create(
      Rules rules,
      long[] black,
      long[] white,
      boolean whiteToMove,
      int capB,
      int capW,
      SwapState swap,
      int passes,
      int ply) {
    Tables t = rules.tables;
    long h = 0;
    for (int c = 0; c < t.n; c++) {
      if ((black[c >>> 6] & (1L << c)) != 0) {
        h ^= t.stoneKey(0, c);
      } else if ((white[c >>> 6] & (1L << c)) != 0) {
        h ^= t.stoneKey(1, c);
      }
    }
    if (whiteToMove) {
      h ^= t.sideKey;
    }
    h ^= t.swapKeys[swap.ordinal()] ^ t.passKeys[passes];
    h ^= t.captureKey(0, capB) ^ t.captureKey(1, capW);
    return new Position(
        rules,
        black[0],
        black[1],
        black[2],
        white[0],
        white[1],
        white[2],
        whiteToMove,
        capB,
        capW,
        swap,
        passes,
        ply,
        h);
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
    Objects.requireNonNull(rules, "rules");
    int s = rules.size();
    int lo = s / 2 - 1;
    int hi = s / 2;
    Builder b = builder(rules);
    SquareGrid g = rules.grid();
    b.put(g.index(lo, hi), Side.BLACK);
    b.put(g.index(hi, lo), Side.BLACK);
    b.put(g.index(hi, hi), Side.WHITE);
    b.put(g.index(lo, lo), Side.WHITE);
    b.swapState(SwapState.NOT_YET);
    return b.build();
  }

  /**
   * Returns a builder for a position of the given rules, starting from an empty board with Black to
   * move, no captures, the swap {@link SwapState#DECLINED} (no swap in a set-up position unless
   * asked for), no passes and ply 0.
   *
   * @param rules the preset
   * @return a new builder
   */
  public static Builder builder(Rules rules) {
    return new Builder(Objects.requireNonNull(rules, "rules"));
  }

  /**
   * Returns a builder holding this position, to change it into another.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder(rules);
    for (int c = 0; c < tables.n; c++) {
      Side s = colourAt(c);
      if (s != null) {
        b.put(c, s);
      }
    }
    return b.sideToMove(sideToMove())
        .captures(Side.BLACK, capB)
        .captures(Side.WHITE, capW)
        .swapState(swap)
        .consecutivePasses(passes)
        .ply(ply);
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

  /**
   * Returns the notation of this position; see {@link PositionNotation}.
   *
   * @return one line of text that {@link #parse} reads back into an equal position
   */
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
  public Rules rules() {
    return rules;
  }

  /**
   * Returns the rules id, {@code gongqi 12x12} or {@code gongqi 8x8}.
   *
   * @return the rules id
   */
  @Override
  public String rulesId() {
    return rules.rulesId;
  }

  /**
   * Returns {@link Rules#numDistinctActions()}.
   *
   * @return the number of move ids
   */
  @Override
  public int numDistinctActions() {
    return rules.numDistinctActions();
  }

  /**
   * Returns {@link Rules#maxLegalMoves()}.
   *
   * @return the move-buffer size
   */
  @Override
  public int maxLegalMoves() {
    return rules.maxLegalMoves();
  }

  /**
   * Returns the side to move.
   *
   * @return BLACK or WHITE
   */
  public Side sideToMove() {
    return whiteToMove ? Side.WHITE : Side.BLACK;
  }

  /**
   * Returns the player to move: 0 for Black, 1 for White ({@link Side#ordinal()}).
   *
   * @return 0 or 1
   */
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

  private void checkPoint(int point) {
    if (!rules.grid().isCell(point)) {
      throw new IllegalArgumentException(
          "point " + point + " is off the " + rules.grid() + " board (0.." + (tables.n - 1) + ")");
    }
  }

  /**
   * Returns the stone on a point.
   *
   * @param point a cell index
   * @return its colour, or empty if the point is empty
   * @throws IllegalArgumentException if the point is off the board
   */
  public Optional<Side> stoneAt(int point) {
    checkPoint(point);
    return Optional.ofNullable(colourAt(point));
  }

  /**
   * Returns the stone on a named point.
   *
   * @param point a point name such as {@code f7}
   * @return its colour, or empty if the point is empty
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public Optional<Side> stoneAt(String point) {
    return stoneAt(rules.grid().parse(Objects.requireNonNull(point, "point")));
  }

  /**
   * Returns the points holding stones of a colour.
   *
   * @param side the side (colour)
   * @return the cell indices of its stones
   */
  public CellSet stones(Side side) {
    Objects.requireNonNull(side, "side");
    return side == Side.BLACK ? CellSet.ofWords(b0, b1, b2) : CellSet.ofWords(w0, w1, w2);
  }

  /**
   * Returns the number of stones on the board.
   *
   * @return the count of both colours
   */
  public int stoneCount() {
    return Long.bitCount(b0)
        + Long.bitCount(b1)
        + Long.bitCount(b2)
        + Long.bitCount(w0)
        + Long.bitCount(w1)
        + Long.bitCount(w2);
  }

  /**
   * Returns the stones a colour has captured.
   *
   * @param colour the capturing colour
   * @return its capture count
   */
  public int captures(Side colour) {
    return Objects.requireNonNull(colour, "colour") == Side.BLACK ? capB : capW;
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
   *
   * @return the ply
   */
  @Override
  public int ply() {
    return ply;
  }

  /**
   * Returns the result: a win by captures as soon as a colour has reached the capture goal, a win
   * or draw after two passes in a row, else ongoing.
   *
   * @return the result
   */
  public Result result() {
    if (capB >= tables.goal) {
      return Result.win(Side.BLACK, Result.Reason.CAPTURES);
    }
    if (capW >= tables.goal) {
      return Result.win(Side.WHITE, Result.Reason.CAPTURES);
    }
    if (passes >= 2) {
      return capB == capW
          ? Result.draw(Result.Reason.TWO_PASSES)
          : Result.win(capB > capW ? Side.BLACK : Side.WHITE, Result.Reason.TWO_PASSES);
    }
    return Result.ONGOING;
  }

  /**
   * Returns the player who won: 0 for Black, 1 for White, -1 for a draw or a game not over.
   *
   * @return the winning player
   */
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
   * @param player 0 (Black) or 1 (White)
   * @return the stones it has captured
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
   *
   * @param moveId the id
   * @return whether it is {@code swap}
   */
  @Override
  public boolean swapsSides(int moveId) {
    return moveId == tables.numPushIds; // the swap's id comes right after the pushes
  }

  /**
   * Returns a player's score in a finished game: 1 for a win, ½ for a draw, 0 for a loss.
   *
   * @param player 0 (Black) or 1 (White)
   * @return the score
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

  /**
   * Returns whether the game is over, so that no move is legal.
   *
   * @return true once a colour reached the goal or after two passes in a row
   */
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
   *
   * @return the hash
   */
  @Override
  public long zobrist() {
    return hash;
  }

  // ---- groups ----

  /**
   * Returns the group holding the stone on a point.
   *
   * @param point a cell index
   * @return the group, or empty if the point is empty
   * @throws IllegalArgumentException if the point is off the board
   */
  public Optional<Group> groupAt(int point) {
    checkPoint(point);
    Side c = colourAt(point);
    if (c == null) {
      return Optional.empty();
    }
    long[] mine = c == Side.BLACK ? new long[] {b0, b1, b2} : new long[] {w0, w1, w2};
    long[] seed = new long[3];
    seed[point >>> 6] = 1L << point;
    return Optional.of(group(c, seed, mine));
  }

  private Group group(Side c, long[] seed, long[] mine) {
    long[] g = new long[3];
    tables.fill(seed[0], seed[1], seed[2], mine[0], mine[1], mine[2], g);
    long[] adj = new long[3];
    tables.adjacent(g[0], g[1], g[2], adj);
    long[] lib = {
      adj[0] & ~(b0 | w0), adj[1] & ~(b1 | w1), adj[2] & ~(b2 | w2),
    };
    return new Group(c, CellSet.ofWords(g), CellSet.ofWords(lib));
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
    Objects.requireNonNull(libertiesByPoint, "libertiesByPoint");
    if (libertiesByPoint.length < tables.n) {
      throw new IllegalArgumentException(
          "libertiesByPoint has " + libertiesByPoint.length + " entries, needs " + tables.n);
    }
    return Engine.get().groupLiberties(this, libertiesByPoint);
  }

  /**
   * Returns every group on the board, ordered by their lowest point.
   *
   * @return the groups of both colours
   */
  public List<Group> groups() {
    List<Group> out = new ArrayList<>();
    long[] left = {b0 | w0, b1 | w1, b2 | w2};
    for (int wi = 0; wi < 3; wi++) {
      while (left[wi] != 0) {
        int p = (wi << 6) + Long.numberOfTrailingZeros(left[wi]);
        Group g = groupAt(p).orElseThrow();
        g.stones().forEach(s -> left[s >>> 6] &= ~(1L << s));
        out.add(g);
      }
    }
    return Collections.unmodifiableList(out);
  }

  // ---- moves ----

  /**
   * Reads a move of this position's board; see {@link Move#parse}. It may still be illegal here.
   *
   * @param text the notation, such as {@code f7N1}
   * @return the move
   * @throws NotationException if the text is not a move of this board
   */
  public Move parseMove(CharSequence text) {
    return Move.parse(text, rules);
  }

  /**
   * Returns the legal moves in ascending id order: the pushes (by point, then N, E, S, W), then
   * {@code swap} if offered, or {@code pass} if nothing else is legal. Empty once the game is over.
   *
   * @return an immutable list
   */
  public List<Move> legalMoves() {
    int[] buf = new int[rules.maxLegalMoves()];
    int n = legalMoves(buf);
    Move[] all = Moves.of(rules).byId;
    Move[] out = new Move[n];
    for (int i = 0; i < n; i++) {
      out[i] = all[buf[i]];
    }
    return List.of(out);
  }

  /**
   * Writes the ids of the legal moves, in ascending order (as {@link #legalMoves()}), into a buffer
   * and returns how many. Allocation-free.
   *
   * @param buffer at least {@link Rules#maxLegalMoves()} long (or as long as the count)
   * @return the number of legal moves written
   */
  @Override
  public int legalMoves(int[] buffer) {
    Objects.requireNonNull(buffer, "buffer");
    if (isOver()) {
      return 0;
    }
    int n = Engine.get().pushes(this, buffer, Integer.MAX_VALUE);
    if (swap == SwapState.OFFERED) {
      buffer[n++] = tables.numPushIds;
    } else if (n == 0) {
      buffer[n++] = tables.numPushIds + 1;
    }
    return n;
  }

  /**
   * Returns the number of legal moves without listing them. Allocation-free.
   *
   * @return the size of {@link #legalMoves()}
   */
  public int countLegalMoves() {
    if (isOver()) {
      return 0;
    }
    int n = Engine.get().pushes(this, null, Integer.MAX_VALUE);
    return swap == SwapState.OFFERED || n == 0 ? n + 1 : n;
  }

  /**
   * Returns a mask over move ids: {@code mask[id]} is true when the move with that id is legal.
   *
   * @return a new array of {@link Rules#numDistinctActions()} flags
   */
  public boolean[] legalMoveMask() {
    boolean[] mask = new boolean[rules.numDistinctActions()];
    int[] buf = new int[rules.maxLegalMoves()];
    int n = legalMoves(buf);
    for (int i = 0; i < n; i++) {
      mask[buf[i]] = true;
    }
    return mask;
  }

  /**
   * Returns the legal pushes of the stone on a point, in the order N, E, S, W: what a board shows
   * as arrows, each with its only legal count. Empty for an empty point or a finished game.
   *
   * @param point a cell index
   * @return the legal pushes from the point
   * @throws IllegalArgumentException if the point is off the board
   */
  public List<Move> legalMovesFrom(int point) {
    checkPoint(point);
    return Engine.legalMovesFrom(this, point);
  }

  /**
   * Returns the same as {@link #legalMovesFrom(int)} for a named point.
   *
   * @param point a point name such as {@code f7}
   * @return the legal pushes from the point
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public List<Move> legalMovesFrom(String point) {
    return legalMovesFrom(rules.grid().parse(Objects.requireNonNull(point, "point")));
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
   * @param point a cell index
   * @return four options, in the order N, E, S, W
   * @throws IllegalArgumentException if the point is off the board
   */
  public List<PushOption> pushOptions(int point) {
    checkPoint(point);
    List<PushOption> out = new ArrayList<>(4);
    boolean stone = occupied(point);
    for (SquareDirection d : SquareDirection.ORTHOGONAL) {
      int run =
          stone
              ? Math.min(
                  Engine.run(this, point, d.ordinal()), tables.dist[point * 4 + d.ordinal()] + 1)
              : 0;
      if (!stone) {
        out.add(
            new PushOption(
                point,
                d,
                0,
                List.of(),
                Optional.of(isOver() ? IllegalMoveReason.GAME_OVER : IllegalMoveReason.NO_STONE)));
        continue;
      }
      Move.Push push = Move.Push.of(rules, point, d, run);
      IllegalMoveReason why = Engine.whyIllegal(this, push);
      out.add(
          why == null
              ? new PushOption(point, d, run, List.of(push), Optional.empty())
              : new PushOption(point, d, run, List.of(), Optional.of(why)));
    }
    return List.copyOf(out);
  }

  /**
   * Returns the same as {@link #pushOptions(int)} for a named point.
   *
   * @param point a point name such as {@code f7}
   * @return four options, in the order N, E, S, W
   * @throws IllegalArgumentException if the name is not a point of the board
   */
  public List<PushOption> pushOptions(String point) {
    return pushOptions(rules.grid().parse(Objects.requireNonNull(point, "point")));
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

  /**
   * Returns whether the move with an id is legal here, without allocating.
   *
   * @param moveId a move id
   * @return true if {@link #play(int)} accepts it; false for an id out of range
   */
  @Override
  public boolean isLegal(int moveId) {
    return Engine.isLegal(this, moveId);
  }

  /**
   * Returns a legal move id drawn uniformly at random: each legal move with probability 1 / {@link
   * #countLegalMoves()}. It does not generate every legal move: it draws a stone and a direction
   * (or the offered swap) and keeps the draw if that push is legal, falling back to full generation
   * after a few rejected draws, so a random playout costs a fraction of what {@link
   * #legalMoves(int[])} does. Allocation-free.
   *
   * <pre>{@code
   * RandomGenerator rnd = new SplittableRandom(7);
   * Position p = Position.start(Rules.QUICK);
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
    if (isOver()) {
      throw new IllegalStateException("no legal move: the game is over (" + result() + ")");
    }
    return Engine.get().randomMove(this, random);
  }

  /**
   * Returns why a move is illegal here.
   *
   * @param move a move
   * @return the reason, or empty if the move is legal
   */
  public Optional<IllegalMoveReason> whyIllegal(Move move) {
    Objects.requireNonNull(move, "move");
    return Optional.ofNullable(Engine.whyIllegal(this, move));
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
    check(move);
    return Engine.apply(this, move.id());
  }

  /**
   * Reads a move in notation and plays it.
   *
   * @param move the notation, such as {@code f7N1}
   * @return the position after the move
   * @throws NotationException if the text is not a move of this board
   * @throws IllegalMoveException if the move is illegal here
   */
  public Position play(CharSequence move) {
    return play(parseMove(move));
  }

  /**
   * Plays the move with an id after checking it.
   *
   * @param moveId a move id
   * @return the position after the move
   * @throws IllegalArgumentException if the id is out of range
   * @throws IllegalMoveException if the move is illegal here
   */
  @Override
  public Position play(int moveId) {
    return play(Move.fromId(moveId, rules));
  }

  /**
   * Returns the notation of the move with an id, such as {@code f7N1}.
   *
   * @param moveId a move id
   * @return the notation
   * @throws IllegalArgumentException if the id is out of range
   */
  @Override
  public String moveNotation(int moveId) {
    return Move.fromId(moveId, rules).toString();
  }

  private void check(Move move) {
    Objects.requireNonNull(move, "move");
    IllegalMoveReason why = Engine.whyIllegal(this, move);
    if (why != null) {
      throw new IllegalMoveException(move, why, Refusals.explain(this, move, why));
    }
  }

  /**
   * Plays the move with an id <em>without checking it</em>: the fast path for search. The caller
   * guarantees that the id is one of {@link #legalMoves(int[])}; for any other id the result is
   * undefined (a wrong position or an exception), never a checked refusal.
   *
   * @param moveId the id of a legal move
   * @return the position after the move
   */
  @Override
  public Position playUnchecked(int moveId) {
    return Engine.apply(this, moveId);
  }

  /**
   * Plays a move and describes what it did, for a user interface to animate. This instance is
   * immutable and unaffected by this method call.
   *
   * @param move a move of this position's rules
   * @return the transition: stones moved, new stone, captures, power before and after, and the
   *     position after
   * @throws IllegalMoveException if the move is illegal here
   */
  public Transition transition(Move move) {
    check(move);
    return Engine.transition(this, move, Engine.apply(this, move.id()));
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
    Objects.requireNonNull(symmetry, "symmetry");
    int[] perm = rules.grid().permutation(symmetry);
    long[] b = new long[3];
    long[] w = new long[3];
    long[] ob = {b0, b1, b2};
    long[] ow = {w0, w1, w2};
    for (int c = 0; c < tables.n; c++) {
      int q = perm[c];
      if ((ob[c >>> 6] & (1L << c)) != 0) {
        b[q >>> 6] |= 1L << q;
      } else if ((ow[c >>> 6] & (1L << c)) != 0) {
        w[q >>> 6] |= 1L << q;
      }
    }
    return create(rules, b, w, whiteToMove, capB, capW, swap, passes, ply);
  }

  /**
   * Returns 8: the symmetries of the square, numbered as {@link SquareSymmetry#ordinal()}.
   *
   * @return 8
   */
  @Override
  public int symmetryCount() {
    return 8;
  }

  /**
   * Returns {@link #transform(SquareSymmetry)} by the symmetry's ordinal.
   *
   * @param symmetry 0 to 7, {@link SquareSymmetry#ordinal()}
   * @return the transformed position
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public Position applySymmetry(int symmetry) {
    return transform(Learning.symmetry(symmetry));
  }

  /**
   * Returns {@link Rules#actionPermutation(SquareSymmetry)} by the symmetry's ordinal.
   *
   * @param symmetry 0 to 7, {@link SquareSymmetry#ordinal()}
   * @return a new array: {@code perm[id]} is the id of the move's image
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public int[] actionPermutation(int symmetry) {
    return rules.actionPermutation(Learning.symmetry(symmetry));
  }

  /**
   * Returns {@code {9, size, size}}: nine planes over the board ({@link #observation}).
   *
   * @return {@code {9, 12, 12}} or {@code {9, 8, 8}}
   */
  @Override
  public int[] observationShape() {
    return Learning.shape(rules);
  }

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
   * @param buffer the destination
   * @param offset where the observation starts
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if {@code 9 × size × size} floats do not fit from {@code
   *     offset}; nothing is written then
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
   *
   * @return a multi-line drawing
   */
  @Override
  public String toString() {
    int s = rules.size();
    StringBuilder sb = new StringBuilder();
    StringBuilder cols = new StringBuilder("   ");
    for (int x = 0; x < s; x++) {
      cols.append(' ').append((char) ('a' + x));
    }
    sb.append(cols).append('\n');
    for (int y = s - 1; y >= 0; y--) {
      String row = String.valueOf(y + 1);
      sb.append(row.length() < 2 ? " " : "").append(row).append(' ');
      for (int x = 0; x < s; x++) {
        Side c = colourAt(y * s + x);
        sb.append(' ').append(c == null ? '.' : c.symbol());
      }
      sb.append("  ").append(row).append('\n');
    }
    sb.append(cols).append('\n');
    sb.append(
            isOver()
                ? result().toString()
                : sideToMove() == Side.BLACK ? "Black to move" : "White to move")
        .append(" · captures X ")
        .append(capB)
        .append(" O ")
        .append(capW)
        .append(" · power ")
        .append(power())
        .append(" · move ")
        .append(ply + 1)
        .append(" · swap ")
        .append(swap.name().toLowerCase(Locale.ROOT).replace('_', ' '));
    if (passes > 0) {
      sb.append(" · passes ").append(passes);
    }
    return sb.toString();
  }

  // ---- builder ----

  /**
   * A mutable builder for arbitrary positions (puzzles, tutorials, tests). {@link #build()} checks
   * the position and reports every problem at once. Not thread-safe.
   *
   * <pre>{@code
   * Position p = Position.builder(Rules.QUICK)
   *     .put("d4", Side.WHITE)
   *     .put("c4", Side.BLACK).put("d3", Side.BLACK).put("e4", Side.BLACK)
   *     .sideToMove(Side.BLACK)
   *     .build();
   * }</pre>
   */
  public static final class Builder {
    private final Rules rules;
    private final Side[] board;
    private Side side = Side.BLACK;
    private int capB;
    private int capW;
    private SwapState swap = SwapState.DECLINED;
    private int passes;
    private int ply;

    private Builder(Rules rules) {
      this.rules = rules;
      this.board = new Side[rules.grid().cellCount()];
    }

    /**
     * Puts a stone on a point, replacing any stone there.
     *
     * @param point a cell index
     * @param side the stone's side (colour)
     * @return this builder
     * @throws IllegalArgumentException if the point is off the board
     */
    public Builder put(int point, Side side) {
      Objects.requireNonNull(side, "side");
      checkOnBoard(point);
      board[point] = side;
      return this;
    }

    /**
     * Puts a stone on a named point, replacing any stone there.
     *
     * @param point a point name such as {@code f7}
     * @param side the stone's side (colour)
     * @return this builder
     * @throws IllegalArgumentException if the name is not a point of the board
     */
    public Builder put(String point, Side side) {
      return put(rules.grid().parse(Objects.requireNonNull(point, "point")), side);
    }

    /**
     * Empties a point.
     *
     * @param point a cell index
     * @return this builder
     * @throws IllegalArgumentException if the point is off the board
     */
    public Builder clear(int point) {
      checkOnBoard(point);
      board[point] = null;
      return this;
    }

    private void checkOnBoard(int point) {
      if (!rules.grid().isCell(point)) {
        throw new IllegalArgumentException(
            "point " + point + " is off the " + rules.grid() + " board");
      }
    }

    /**
     * Sets the side to move.
     *
     * @param colour the colour to move
     * @return this builder
     */
    public Builder sideToMove(Side colour) {
      this.side = Objects.requireNonNull(colour, "colour");
      return this;
    }

    /**
     * Sets a colour's capture count.
     *
     * @param colour the capturing colour
     * @param count its captures
     * @return this builder
     */
    public Builder captures(Side colour, int count) {
      if (Objects.requireNonNull(colour, "colour") == Side.BLACK) {
        capB = count;
      } else {
        capW = count;
      }
      return this;
    }

    /**
     * Sets the swap state.
     *
     * @param state the swap state
     * @return this builder
     */
    public Builder swapState(SwapState state) {
      this.swap = Objects.requireNonNull(state, "state");
      return this;
    }

    /**
     * Sets the number of passes just played in a row.
     *
     * @param count 0, 1 or 2
     * @return this builder
     */
    public Builder consecutivePasses(int count) {
      this.passes = count;
      return this;
    }

    /**
     * Sets the ply: the number of moves played, from 0.
     *
     * @param ply the ply
     * @return this builder
     */
    public Builder ply(int ply) {
      this.ply = ply;
      return this;
    }

    /**
     * Checks the position and returns it.
     *
     * @return the position
     * @throws InvalidPositionException listing every problem: groups without a liberty, impossible
     *     capture counts, both colours at the goal, play after the goal, passes out of 0..2, a swap
     *     state that does not fit, a negative ply
     */
    public Position build() {
      Tables t = rules.tables;
      long[] b = new long[3];
      long[] w = new long[3];
      for (int c = 0; c < t.n; c++) {
        if (board[c] == Side.BLACK) {
          b[c >>> 6] |= 1L << c;
        } else if (board[c] == Side.WHITE) {
          w[c >>> 6] |= 1L << c;
        }
      }
      Validation.check(rules, b, w, side, capB, capW, swap, passes, ply);
      return create(rules, b, w, side == Side.WHITE, capB, capW, swap, passes, ply);
    }
  }
}
