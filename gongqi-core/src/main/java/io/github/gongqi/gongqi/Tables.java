package io.github.gongqi.gongqi;

import io.github.gongqi.geometry.Bits;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareGrid;

/**
 * Precomputed tables of one preset: neighbours, distances to the edge, move ids, bitboard masks and
 * Zobrist keys (drawn by {@link Zobrist}), with the three-word bitboard kernels over them.
 * Bitboards use the geometry layout (cell i is bit {@code i & 63} of word {@code i >>> 6}, index
 * {@code row * size + column}) and always three words; on 8 × 8 the upper two are zero, and the
 * shift kernels take a one-word path there ({@code oneWord}).
 */
final class Tables {
  static final int N = 0;
  static final int E = 1;
  static final int S = 2;
  static final int W = 3;
  static final SquareDirection[] DIRS = {
    SquareDirection.N, SquareDirection.E, SquareDirection.S, SquareDirection.W
  };

  /**
   * The most cells a board can have: what three 64-bit words hold. Per-thread scratch arrays of the
   * engine are sized by it, whatever the preset.
   */
  static final int MAX_CELLS = 3 * 64;

  final SquareGrid grid;
  final int w;
  final int n;
  final int goal;
  final int step;

  /**
   * Whether the board fits one word (8 × 8): the shift kernels then take a one-word path, a third
   * of the work, behind a branch that never changes for a preset; the upper words stay zero.
   */
  final boolean oneWord;

  final int[] delta = new int[4];
  final int[] dist; // [cell * 4 + d]
  final int[] idBase; // [cell * 4 + d]
  final int numPushIds;
  final int[] idPoint;
  final byte[] idDir;
  final int[] idCount;
  final long all0;
  final long all1;
  final long all2;
  final long notE0;
  final long notE1;
  final long notE2;
  final long notW0;
  final long notW1;
  final long notW2;
  final long[] closed; // [cell * 3 + word]: the cell and its orthogonal neighbours
  // A strip: STRIP_ROWS whole rows of a three-word board in one word (see strip): its cells, and
  // those with an east and a west neighbour in it.
  final long stripAll;
  final long stripNotE;
  final long stripNotW;
  // A push's run and touched region are differences of two entries of these per-ray tables (see
  // runWord, touchedWord): 28 KB on 12 × 12 with closed, where one entry per push id took 76 KB a
  // table, past the first-level cache the listing runs in.
  final long[] ray; // [(cell * 4 + d) * 3 + word]: the cell and every cell beyond it toward d
  final long[] band; // [(cell * 4 + d) * 3 + word]: the ray's cells and their neighbours

  final long[] stoneKeys; // [colour * n + cell]
  final long sideKey;
  final long[] swapKeys = new long[4];
  final long[] passKeys = new long[3];
  final int maxCaptures;
  final long[] captureKeys; // [colour * (maxCaptures + 1) + count]

  Tables(SquareGrid grid, int step, int goal) {
    this.grid = grid;
    this.w = grid.width();
    this.n = grid.cellCount();
    assert n <= MAX_CELLS : grid + " has more cells than three words hold";
    this.goal = goal;
    this.step = step;
    this.oneWord = n <= 64;
    delta[N] = w;
    delta[E] = 1;
    delta[S] = -w;
    delta[W] = -1;
    dist = new int[n * 4];
    idBase = new int[n * 4];
    int ids = 0;
    for (int c = 0; c < n; c++) {
      for (int d = 0; d < 4; d++) {
        dist[c * 4 + d] = grid.distanceToEdge(c, DIRS[d]);
        idBase[c * 4 + d] = ids;
        ids += dist[c * 4 + d];
      }
    }
    numPushIds = ids;
    idPoint = new int[ids];
    idDir = new byte[ids];
    idCount = new int[ids];
    for (int c = 0; c < n; c++) {
      for (int d = 0; d < 4; d++) {
        for (int k = 1; k <= dist[c * 4 + d]; k++) {
          int id = idBase[c * 4 + d] + k - 1;
          idPoint[id] = c;
          idDir[id] = (byte) d;
          idCount[id] = k;
        }
      }
    }
    long[] all = new long[3];
    long[] ne = new long[3];
    long[] nw = new long[3];
    closed = new long[n * 3];
    for (int c = 0; c < n; c++) {
      all[c >>> 6] |= 1L << c;
      if (c % w != w - 1) {
        ne[c >>> 6] |= 1L << c;
      }
      if (c % w != 0) {
        nw[c >>> 6] |= 1L << c;
      }
      closed[c * 3 + (c >>> 6)] |= 1L << c;
      for (SquareDirection d : DIRS) {
        int m = grid.neighbour(c, d);
        if (m >= 0) {
          closed[c * 3 + (m >>> 6)] |= 1L << m;
        }
      }
    }
    all0 = all[0];
    all1 = all[1];
    all2 = all[2];
    ray = new long[n * 4 * 3];
    band = new long[n * 4 * 3];
    for (int c = 0; c < n; c++) {
      for (int d = 0; d < 4; d++) {
        int i = (c * 4 + d) * 3;
        for (int k = 0, x = c; k <= dist[c * 4 + d]; k++, x += delta[d]) {
          ray[i + (x >>> 6)] |= 1L << x;
          for (int word = 0; word < 3; word++) {
            band[i + word] |= closed[x * 3 + word];
          }
        }
      }
    }
    notE0 = ne[0];
    notE1 = ne[1];
    notE2 = ne[2];
    notW0 = nw[0];
    notW1 = nw[1];
    notW2 = nw[2];
    stripAll = STRIP_ROWS * w < 64 ? (1L << (STRIP_ROWS * w)) - 1 : 0;
    stripNotE = notE0 & stripAll;
    stripNotW = notW0 & stripAll;

    // Zobrist keys, drawn in their documented order (see Zobrist).
    long[] state = {Zobrist.SEED};
    stoneKeys = Zobrist.draw(state, 2 * n);
    sideKey = Zobrist.draw(state, 1)[0];
    Zobrist.fill(state, swapKeys);
    Zobrist.fill(state, passKeys);
    maxCaptures = goal - 1 + n;
    captureKeys = Zobrist.draw(state, 2 * (maxCaptures + 1));
  }

  long stoneKey(int colour, int cell) {
    return stoneKeys[colour * n + cell];
  }

  long captureKey(int colour, int count) {
    return captureKeys[colour * (maxCaptures + 1) + count];
  }

  int power(int combined) {
    return 1 + combined / step;
  }

  // ---- three-word bitboard kernels (allocation-free) ----

  // The two cross-word shifts. A three-word set moved k cells toward higher (north: k = width,
  // east: k = 1) or lower cells (south, west) is computed word by word; each word takes the bits
  // that cross over from its neighbour word. The lowest word of an upward shift and the highest
  // of a downward one have no such neighbour: a plain shift.

  /**
   * Word i of a set moved one step in direction {@code d} (N, E, S, W), from its words i - 1, i and
   * i + 1 (0 beyond the board); needs every member's neighbour that way to be on the board, as for
   * the stones of a run. Built on {@link Bits#upWord} and {@link Bits#downWord}.
   */
  long forward(int d, long below, long word, long above) {
    // Both shifts, then a select: d changes from one candidate to the next in a listing, and a
    // switch on it would be a branch the predictor often misses.
    int k = d == N || d == S ? w : 1;
    long up = Bits.upWord(word, below, k);
    long down = Bits.downWord(word, above, k);
    return d < S ? up : down;
  }

  /**
   * Word {@code word} of the run of a push: its point and the stones it moves; needs {@code pd} =
   * point × 4 + d and {@code ed} = end × 4 + d, the end point on the board. The ray from the point
   * less the ray from the end point.
   */
  long runWord(int pd, int ed, int word) {
    return ray[pd * 3 + word] & ~ray[ed * 3 + word];
  }

  /**
   * Word {@code word} of the touched region of a push: its line (run and end point) and the points
   * next to it, where colours, stones and liberties can change; needs {@code pd}, {@code ed} as for
   * {@link #runWord}. The band from the point less the band beyond the end point: the two meet only
   * on the end point and the one after it, both in the end point's closed neighbourhood.
   */
  long touchedWord(int pd, int ed, int end, int word) {
    return band[pd * 3 + word] & ~(band[ed * 3 + word] & ~closed[end * 3 + word]);
  }

  /**
   * The end point of the run from a point toward {@code d}: the first empty point of its ray; needs
   * {@code pd} = point × 4 + d and an empty point (e0, e1, e2) on the ray. A lookup and a bit scan
   * instead of a walk whose length the branch predictor cannot know.
   */
  int runEnd(int pd, int d, long e0, long e1, long e2) {
    int i = pd * 3;
    long x0 = ray[i] & e0;
    long x1 = ray[i + 1] & e1;
    long x2 = ray[i + 2] & e2;
    // N and E go up the cell numbers, S and W down.
    return d < S ? Bits.lowestCell(x0, x1, x2) : Bits.highestCell(x0, x1, x2);
  }

  /** Returns word {@code word} of the three-word set holding only {@code cell}. */
  static long bitIn(int cell, int word) {
    return cell >>> 6 == word ? 1L << cell : 0;
  }

  /** Returns whether the three words of a table entry ({@code table[i * 3 ..]}) meet a set. */
  static boolean meets(long[] table, int i, long a0, long a1, long a2) {
    return ((table[i * 3] & a0) | (table[i * 3 + 1] & a1) | (table[i * 3 + 2] & a2)) != 0;
  }

  /** Writes the cells orthogonally adjacent to a member of (a0, a1, a2) into out[0..2]. */
  void adjacent(long a0, long a1, long a2, long[] out) {
    int w = this.w;
    if (oneWord) {
      one(out, adjacentOne(a0));
      return;
    }
    long n0 = a0 << w;
    long n1 = Bits.upWord(a1, a0, w);
    long n2 = Bits.upWord(a2, a1, w);
    long s0 = Bits.downWord(a0, a1, w);
    long s1 = Bits.downWord(a1, a2, w);
    long s2 = a2 >>> w;
    long e0 = a0 & notE0;
    long e1 = a1 & notE1;
    long e2 = a2 & notE2;
    long v0 = a0 & notW0;
    long v1 = a1 & notW1;
    long v2 = a2 & notW2;
    out[0] = (n0 | s0 | (e0 << 1) | Bits.downWord(v0, v1, 1)) & all0;
    out[1] = (n1 | s1 | Bits.upWord(e1, e0, 1) | Bits.downWord(v1, v2, 1)) & all1;
    out[2] = (n2 | s2 | Bits.upWord(e2, e1, 1) | (v2 >>> 1)) & all2;
  }

  /**
   * Writes into out[0..2] the cells whose neighbour in direction {@code d} (N, E, S, W) is a member
   * of (x0, x1, x2): the set shifted one step against {@code d}.
   */
  void back(int d, long x0, long x1, long x2, long[] out) {
    int w = this.w;
    if (oneWord) {
      one(out, backOne(d, x0));
      return;
    }
    switch (d) {
      case N -> {
        out[0] = Bits.downWord(x0, x1, w) & all0;
        out[1] = Bits.downWord(x1, x2, w) & all1;
        out[2] = (x2 >>> w) & all2;
      }
      case S -> {
        out[0] = (x0 << w) & all0;
        out[1] = Bits.upWord(x1, x0, w) & all1;
        out[2] = Bits.upWord(x2, x1, w) & all2;
      }
      case E -> {
        out[0] = Bits.downWord(x0, x1, 1) & notE0;
        out[1] = Bits.downWord(x1, x2, 1) & notE1;
        out[2] = (x2 >>> 1) & notE2;
      }
      default -> {
        out[0] = (x0 << 1) & notW0;
        out[1] = Bits.upWord(x1, x0, 1) & notW1;
        out[2] = Bits.upWord(x2, x1, 1) & notW2;
      }
    }
  }

  /**
   * Writes into out[0..2] the cells with a neighbour in (x0, x1, x2) across direction {@code d}:
   * east or west of them for N and S, north or south for E and W. The same for d and its opposite.
   */
  void across(int d, long x0, long x1, long x2, long[] out) {
    across(d, x0, x1, x2, x0, x1, x2, out);
  }

  /**
   * Writes into out[0..2] the cells whose neighbour on one side across direction {@code d} is in
   * (a0, a1, a2) or whose neighbour on the other side is in (b0, b1, b2): the east neighbour in a
   * and the west in b for N and S, the north in a and the south in b for E and W. {@link #across}
   * with a set for each side.
   */
  void across(int d, long a0, long a1, long a2, long b0, long b1, long b2, long[] out) {
    if (oneWord) {
      int w = this.w;
      one(
          out,
          d == N || d == S
              ? ((a0 >>> 1) & notE0) | ((b0 << 1) & notW0)
              : ((a0 >>> w) | (b0 << w)) & all0);
      return;
    }
    // East of x is x + 1, one bit down; north of x is x + w, w bits down.
    if (d == N || d == S) {
      out[0] = (Bits.downWord(a0, a1, 1) & notE0) | ((b0 << 1) & notW0);
      out[1] = (Bits.downWord(a1, a2, 1) & notE1) | (Bits.upWord(b1, b0, 1) & notW1);
      out[2] = ((a2 >>> 1) & notE2) | (Bits.upWord(b2, b1, 1) & notW2);
    } else {
      int w = this.w;
      out[0] = (Bits.downWord(a0, a1, w) | (b0 << w)) & all0;
      out[1] = (Bits.downWord(a1, a2, w) | Bits.upWord(b1, b0, w)) & all1;
      out[2] = ((a2 >>> w) | Bits.upWord(b2, b1, w)) & all2;
    }
  }

  /** Writes the cells with at least two orthogonal neighbours in (a0, a1, a2) into out[0..2]. */
  void adjacentTwice(long a0, long a1, long a2, long[] out) {
    int w = this.w;
    if (oneWord) {
      one(out, adjacentTwiceOne(a0));
      return;
    }
    // The set seen from each side: n holds the cells whose north neighbour is a member, etc.
    long n0 = Bits.downWord(a0, a1, w);
    long n1 = Bits.downWord(a1, a2, w);
    long n2 = a2 >>> w;
    long s0 = a0 << w;
    long s1 = Bits.upWord(a1, a0, w);
    long s2 = Bits.upWord(a2, a1, w);
    long e0 = Bits.downWord(a0 & notW0, a1 & notW1, 1);
    long e1 = Bits.downWord(a1 & notW1, a2 & notW2, 1);
    long e2 = (a2 & notW2) >>> 1;
    long v0 = (a0 & notE0) << 1;
    long v1 = Bits.upWord(a1 & notE1, a0 & notE0, 1);
    long v2 = Bits.upWord(a2 & notE2, a1 & notE1, 1);
    out[0] = ((n0 & (s0 | e0 | v0)) | (s0 & (e0 | v0)) | (e0 & v0)) & all0;
    out[1] = ((n1 & (s1 | e1 | v1)) | (s1 & (e1 | v1)) | (e1 & v1)) & all1;
    out[2] = ((n2 & (s2 | e2 | v2)) | (s2 & (e2 | v2)) | (e2 & v2)) & all2;
  }

  /** Writes into out[0..2] the members of mask connected within it to a member of seed ∩ mask. */
  void fill(long s0, long s1, long s2, long m0, long m1, long m2, long[] out) {
    // A fill that can reach nothing runs to the end: the same walk, written once.
    fillUnlessReaches(s0, s1, s2, m0, m1, m2, 0, 0, 0, out);
  }

  /**
   * Flood-fills from the seed within the mask, stopping as soon as the filled set meets {@code
   * reach}: writes the set filled so far into out[0..2] and returns true then. Otherwise writes the
   * whole filled set (the seed's groups) into out[0..2] and returns false. Used as "does this group
   * have a liberty", with {@code reach} the stones that have an empty neighbour.
   */
  boolean fillUnlessReaches(
      long s0, long s1, long s2, long m0, long m1, long m2, long r0, long r1, long r2, long[] out) {
    int w = this.w;
    if (oneWord) {
      return fillOne(s0, m0, r0, out);
    }
    long f0 = s0 & m0;
    long f1 = s1 & m1;
    long f2 = s2 & m2;
    while (true) {
      if (((f0 & r0) | (f1 & r1) | (f2 & r2)) != 0) {
        out[0] = f0;
        out[1] = f1;
        out[2] = f2;
        return true;
      }
      long e0 = f0 & notE0;
      long e1 = f1 & notE1;
      long e2 = f2 & notE2;
      long v0 = f0 & notW0;
      long v1 = f1 & notW1;
      long v2 = f2 & notW2;
      long g0 =
          (f0 | (f0 << w) | Bits.downWord(f0, f1, w) | (e0 << 1) | Bits.downWord(v0, v1, 1)) & m0;
      long g1 =
          (f1
                  | Bits.upWord(f1, f0, w)
                  | Bits.downWord(f1, f2, w)
                  | Bits.upWord(e1, e0, 1)
                  | Bits.downWord(v1, v2, 1))
              & m1;
      long g2 =
          (f2 | Bits.upWord(f2, f1, w) | (f2 >>> w) | Bits.upWord(e2, e1, 1) | (v2 >>> 1)) & m2;
      if (g0 == f0 && g1 == f1 && g2 == f2) {
        out[0] = f0;
        out[1] = f1;
        out[2] = f2;
        return false;
      }
      f0 = g0;
      f1 = g1;
      f2 = g2;
    }
  }

  // ---- the strip: a few rows of a three-word board in one word, where a local question (does this
  // stone reach a liberty nearby?) costs one-word shifts instead of three-word ones ----

  /** The rows a strip holds: five rows of 12 points fill 60 bits of a word. */
  static final int STRIP_ROWS = 5;

  /**
   * Returns the first point of the strip centred on the row of {@code c}, moved inside the board:
   * the strip holds c's row and the two rows on either side, where the board has them.
   */
  int stripStart(int c) {
    int rows = n / w;
    return Math.max(0, Math.min(c / w - STRIP_ROWS / 2, rows - STRIP_ROWS)) * w;
  }

  /**
   * Returns the strip of a three-word set that starts at the point {@code start} ({@link
   * #stripStart}): its points as bits 0 up, one word; needs a board of more than one word.
   */
  long strip(long w0, long w1, long w2, int start) {
    // The strip's 60 bits straddle at most two words; Java masks a shift by 64 to 0, hence the
    // word-aligned cases.
    long x;
    if (start < 64) {
      x = start == 0 ? w0 : (w0 >>> start) | (w1 << (64 - start));
    } else {
      int k = start - 64;
      x = k == 0 ? w1 : (w1 >>> k) | (w2 << (64 - k));
    }
    return x & stripAll;
  }

  // ---- the one-word kernels (8 × 8), kept out of the three-word methods so that those stay small
  // enough to inline where the board takes three words ----

  /** Writes a one-word set into out[0..2]: word 0, and the upper words zero. */
  private static void one(long[] out, long word) {
    out[0] = word;
    out[1] = 0;
    out[2] = 0;
  }

  /** {@link #adjacent} on a one-word board. */
  long adjacentOne(long a) {
    int w = this.w;
    return ((a << w) | (a >>> w) | ((a & notE0) << 1) | ((a & notW0) >>> 1)) & all0;
  }

  /** {@link #adjacentTwice} on a one-word board. */
  private long adjacentTwiceOne(long a) {
    int w = this.w;
    long n = a >>> w;
    long s = a << w;
    long e = (a & notW0) >>> 1;
    long v = (a & notE0) << 1;
    return ((n & (s | e | v)) | (s & (e | v)) | (e & v)) & all0;
  }

  /** {@link #back} on a one-word board. */
  private long backOne(int d, long x) {
    int w = this.w;
    return switch (d) {
      case N -> (x >>> w) & all0;
      case S -> (x << w) & all0;
      case E -> (x >>> 1) & notE0;
      default -> (x << 1) & notW0;
    };
  }

  /**
   * The members of {@code mask} connected to {@code seed} through {@code mask}, on a one-word
   * board. Precondition: {@code seed} is a subset of {@code mask}.
   */
  long connectedOne(long seed, long mask) {
    long f = seed;
    while (true) {
      long g = (f | adjacentOne(f)) & mask;
      if (g == f) {
        return f;
      }
      f = g;
    }
  }

  /**
   * Whether the reach from {@code from} through {@code stones} covers {@code targets}, on a board
   * of one word; needs {@code from} and {@code targets} within {@code stones}. A step adds the
   * stones next to the reach; a reach that stops growing holds every stone connected to {@code
   * from}.
   */
  boolean reachesOne(long from, long stones, long targets) {
    long a = from;
    long q = targets & ~a;
    while (q != 0) {
      long g = a | (adjacentOne(a) & stones);
      if (g == a) {
        return false;
      }
      q &= ~g;
      a = g;
    }
    return true;
  }

  /** {@link #fillUnlessReaches} on a one-word board. */
  private boolean fillOne(long seed, long mask, long reach, long[] out) {
    long f = seed & mask;
    while ((f & reach) == 0) {
      long g = (f | adjacentOne(f)) & mask;
      if (g == f) {
        one(out, f);
        return false;
      }
      f = g;
    }
    one(out, f);
    return true;
  }
}
