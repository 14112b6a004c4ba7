package io.github.gongqi.agon;

import static io.github.gongqi.agon.Scenarios.position;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The Zobrist keys are a documented, stable contract (see {@link Position#zobrist()}): this test
 * derives them again from that description alone, with its own SplitMix64, and checks positions of
 * random games under every preset and a few set-up positions against it.
 */
class ZobristKeysTest {
  /** SplitMix64 (Steele, Lea, Flood 2014), from the published algorithm. */
  private static final class SplitMix64 {
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

  private static final int CELLS = 91;

  /** The hash as the Javadoc describes it. */
  private static long documented(Position p) {
    SplitMix64 g = new SplitMix64(0x41474F4E2D5A4F42L); // "AGON-ZOB"
    // Pieces: White Queen, White Guard, Black Queen, Black Guard, then the four marked; by cell.
    long[][] pieces = new long[8][CELLS];
    for (long[] kind : pieces) {
      for (int c = 0; c < CELLS; c++) {
        kind[c] = g.next();
      }
    }
    long blackToMove = g.next();
    long whiteQueenOff = g.next();
    long blackQueenOff = g.next();
    long[][] guardsOff = new long[2][8]; // counts 1 to 7; no key for none
    for (long[] side : guardsOff) {
      for (int count = 1; count <= 7; count++) {
        side[count] = g.next();
      }
    }
    long placing = g.next();
    long[] passes = {0, g.next(), g.next()};

    long h = 0;
    for (int c = 0; c < CELLS; c++) {
      Piece piece = p.pieceAt(c).orElse(null);
      if (piece != null) {
        int kind =
            (piece.side() == Side.WHITE ? 0 : 2)
                + (piece.type() == PieceType.QUEEN ? 0 : 1)
                + (piece.marked() ? 4 : 0);
        h ^= pieces[kind][c];
      }
    }
    if (p.sideToMove() == Side.BLACK) {
      h ^= blackToMove;
    }
    if (p.queenOffBoard(Side.WHITE)) {
      h ^= whiteQueenOff;
    }
    if (p.queenOffBoard(Side.BLACK)) {
      h ^= blackQueenOff;
    }
    h ^= guardsOff[0][p.guardsOffBoard(Side.WHITE)] ^ guardsOff[1][p.guardsOffBoard(Side.BLACK)];
    if (p.isPlacementPhase()) {
      h ^= placing;
    }
    return h ^ passes[p.consecutivePasses()];
  }

  @Test
  void positionsOfRandomGamesHashAsDocumented() {
    for (Rules rules : new Rules[] {Rules.STANDARD, Rules.CLASSIC, Rules.PLACEMENT, Rules.LUDII}) {
      for (int plies = 0; plies <= 120; plies += 4) {
        Position p = RandomGames.randomPosition(rules, 1000L * plies + 7, plies);
        assertThat(p.zobrist()).as("%s", p.toNotation()).isEqualTo(documented(p));
      }
    }
  }

  @Test
  void setUpPositionsHashAsDocumented() {
    Rules marked = Rules.builder().capturedPieces(CapturedPieces.MARKED).build();
    Position p = position(marked, Side.BLACK, "qe5*", "ge3*", "gk10", "Qa1");
    assertThat(p.zobrist()).isEqualTo(documented(p));
    Position passed = p.toBuilder().ply(9).consecutivePasses(1).build();
    assertThat(passed.zobrist()).isEqualTo(documented(passed)).isNotEqualTo(p.zobrist());
    Position placement = Position.start(Rules.PLACEMENT);
    assertThat(placement.zobrist()).isEqualTo(documented(placement));
  }
}
