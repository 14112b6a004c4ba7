package io.github.gongqi.gongqi;

/**
 * The per-thread buffers of the kernels: the capture kernel, the word holders the legality test
 * hands between its stages, the per-position sets of the last position analysed, and the move
 * buffers. One instance per thread, so {@link Position} stays immutable and thread-safe while every
 * kernel runs without allocating.
 *
 * <p>A public entry point reads the thread-local once ({@link #get}) and passes the instance down:
 * a thread-local read is a hash lookup, not free on a hot path.
 */
final class Scratch {
  private static final ThreadLocal<Scratch> LOCAL = ThreadLocal.withInitial(Scratch::new);

  /** Returns this thread's buffers. */
  static Scratch get() {
    return LOCAL.get();
  }

  private Scratch() {}

  /** This thread's capture and liberty kernel. */
  final Captures captures = new Captures();

  /** An output triple for the {@link Tables} shift kernels. */
  final long[] words = new long[3];

  // The holders of Legality's later stages: the colour's stones after the push, the points still
  // next to an empty point, the stones to check and the push's line with its end point.
  final Captures.Words stones = new Captures.Words();
  final Captures.Words free = new Captures.Words();
  final Captures.Words check = new Captures.Words();
  final Captures.Words line = new Captures.Words();

  /**
   * The analysis of the position last asked about ({@link #analyse}): a listing asks once, a
   * playout once per draw, {@code isLegal} once per id; positions are immutable, so it stays valid.
   */
  Position analysed;

  /** The mover's stones. */
  long m0;

  long m1;
  long m2;

  /** The empty points. */
  long e0;

  long e1;
  long e2;

  /** The points next to an empty point. */
  long a0;

  long a1;
  long a2;

  /** The points next to two or more empty points: they keep one whatever single point fills. */
  long t0;

  long t1;
  long t2;

  /**
   * The candidate pushes of the position last asked about (candidatesOf): per direction d, the
   * stones whose run that way is at most the power long and ends on an empty point, {@code cand[d *
   * 3 + word]}; their counts per direction and in all.
   */
  Position candidatesOf;

  final long[] cand = new long[12];

  final int[] candCount = new int[4];
  int candTotal;

  /**
   * The candidates of the position settled last ({@code settledOf}) that {@link Legality#settle}
   * found legal by their line's neighbourhood alone, same layout as {@link #cand}.
   */
  Position settledOf;

  final long[] settled = new long[12];

  /**
   * The candidates of the position settled last that {@link Legality#settle} did not find doomed
   * (suicide by their neighbourhood alone), the ones the listing writes or tests: {@link #cand}
   * itself when it found none to look at, else {@link #open}.
   */
  long[] listed = cand;

  /** The candidates left when stage 0 has found doomed ones, same layout as {@link #cand}. */
  final long[] open = new long[12];

  /** Stage 0's half-plane stones, three words a direction ({@link Legality#settle}). */
  final long[] half = new long[12];

  /** The same for the opponent's stones, for the pushes stage 0 finds doomed. */
  final long[] opponentHalf = new long[12];

  /**
   * Stage 0's walled candidates: the opponent's stones with only the opponent's stones or the edge
   * behind and beside them, as {@link #cand} ({@link Legality#doom}).
   */
  final long[] walled = new long[12];

  /**
   * Stage 0's points whose neighbour toward d is empty or the mover's, three words a direction
   * ({@link Legality#doom}).
   */
  final long[] breaches = new long[12];

  /** The sets of {@link Legality#settle}, three words each. */
  final long[] sets = new long[Legality.SETS];

  /**
   * The listing's own move-id buffer, as long as the longest list of legal moves of any preset; the
   * kernel's own callers read it in place.
   */
  final int[] moves = new int[4 * Tables.MAX_CELLS + 2];

  /**
   * The legal pushes a listing found, as a set of ids ({@link MoveGeneration#pushes}); empty
   * between listings (the listing clears each word it reads).
   */
  final long[] legal = new long[(maxPushIds() + 63) >>> 6];

  /** The words of {@link #legal} that may hold an id, a bit each (50 words on 12 × 12). */
  long legalWords;

  private static int maxPushIds() {
    int most = 0;
    for (Rules rules : Rules.values()) {
      most = Math.max(most, rules.numDistinctActions() - 2);
    }
    if (most > 64 * 64) {
      throw new IllegalStateException(
          most + " push ids need more than the 64 words legalWords maps");
    }
    return most;
  }

  /**
   * Computes the per-position sets of the legality test unless they are those of {@code pos}: the
   * mover's stones, the points next to an empty point and those next to two.
   */
  void analyse(Position pos) {
    if (analysed == pos) {
      return;
    }
    Tables t = pos.tables;
    long e0 = t.all0 & ~(pos.b0 | pos.w0);
    long e1 = t.all1 & ~(pos.b1 | pos.w1);
    long e2 = t.all2 & ~(pos.b2 | pos.w2);
    this.e0 = e0;
    this.e1 = e1;
    this.e2 = e2;
    long[] out = words;
    t.adjacent(e0, e1, e2, out);
    a0 = out[0];
    a1 = out[1];
    a2 = out[2];
    t.adjacentTwice(e0, e1, e2, out);
    t0 = out[0];
    t1 = out[1];
    t2 = out[2];
    m0 = pos.whiteToMove ? pos.w0 : pos.b0;
    m1 = pos.whiteToMove ? pos.w1 : pos.b1;
    m2 = pos.whiteToMove ? pos.w2 : pos.b2;
    analysed = pos;
  }
}
