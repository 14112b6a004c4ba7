package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Zobrist keys are a documented, stable contract (see {@link Position#zobrist()}): this test
 * derives them again from that description alone, with its own SplitMix64, and checks every
 * position of random games and a few set-up positions against it.
 */
class ZobristKeysTest {
  /** SplitMix64 (Steele, Lea, Flood 2014), from the published algorithm. */
  static final class SplitMix64 {
    private long state;

    SplitMix64(long seed) {
      state = seed;
    }

    long next() {
      state += 0x9E3779B97F4A7C15L;
      long z = state;
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }
  }

  /** The hash as the Javadoc describes it. */
  private static long documented(Position p) {
    Rules rules = p.rules();
    int n = rules.size() * rules.size();
    int captureKeys = rules.captureGoal() + n; // counts 0 .. goal - 1 + n
    SplitMix64 g = new SplitMix64(0x476F6E677169L); // "Gongqi"
    long[] black = next(g, n);
    long[] white = next(g, n);
    long whiteToMove = g.next();
    long[] swap = next(g, 4);
    long[] passes = next(g, 3);
    long[] blackCaptures = next(g, captureKeys);
    long[] whiteCaptures = next(g, captureKeys);
    long h = 0;
    for (int c = 0; c < n; c++) {
      Side stone = p.stoneAt(c).orElse(null);
      if (stone == Side.BLACK) {
        h ^= black[c];
      } else if (stone == Side.WHITE) {
        h ^= white[c];
      }
    }
    if (p.sideToMove() == Side.WHITE) {
      h ^= whiteToMove;
    }
    return h
        ^ swap[p.swapState().ordinal()]
        ^ passes[p.consecutivePasses()]
        ^ blackCaptures[p.captures(Side.BLACK)]
        ^ whiteCaptures[p.captures(Side.WHITE)];
  }

  private static long[] next(SplitMix64 g, int count) {
    long[] keys = new long[count];
    for (int i = 0; i < count; i++) {
      keys[i] = g.next();
    }
    return keys;
  }

  @Test
  void everyPositionOfRandomGamesHashesAsDocumented() {
    for (Rules rules : Rules.values()) {
      for (long seed = 1; seed <= 4; seed++) {
        List<Position> game = RandomGames.randomGame(rules, seed);
        assertThat(game).hasSizeGreaterThan(10);
        for (Position p : game) {
          assertThat(p.zobrist()).as("%s", p.toNotation()).isEqualTo(documented(p));
        }
      }
    }
  }

  @Test
  void setUpPositionsWithPassesSwapsAndCapturesHashAsDocumented() {
    Position start = Position.start(Rules.STANDARD);
    assertThat(start.zobrist()).isEqualTo(documented(start));
    Position offered = start.play(start.legalMoves().get(0));
    assertThat(offered.swapState()).isEqualTo(SwapState.OFFERED);
    Position swapped = offered.play("swap");
    for (Position p : List.of(offered, swapped)) {
      assertThat(p.zobrist()).isEqualTo(documented(p));
    }
    Position built =
        Position.builder(Rules.QUICK)
            .put("a1", Side.BLACK)
            .put("h8", Side.WHITE)
            .sideToMove(Side.WHITE)
            .captures(Side.BLACK, 5)
            .captures(Side.WHITE, 3)
            .swapState(SwapState.DECLINED)
            .consecutivePasses(1)
            .build();
    assertThat(built.zobrist()).isEqualTo(documented(built));
    // The hash tells apart what the documentation says it covers.
    assertThat(built.zobrist())
        .isNotEqualTo(built.toBuilder().consecutivePasses(0).build().zobrist())
        .isNotEqualTo(built.toBuilder().captures(Side.WHITE, 4).build().zobrist())
        .isNotEqualTo(built.toBuilder().swapState(SwapState.SWAPPED).build().zobrist());
  }
}
