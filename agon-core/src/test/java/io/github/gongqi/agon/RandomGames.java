package io.github.gongqi.agon;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * The random-games helper of Agon's tests: seeded random games and rules (and the conversions for
 * the reference).
 */
public final class RandomGames {
  private RandomGames() {}

  /** The four presets. */
  public static final Rules[] PRESETS = {
    Rules.STANDARD, Rules.CLASSIC, Rules.PLACEMENT, Rules.LUDII
  };

  /**
   * Positions of seeded random games of up to {@code maxPlies} plies, under the four presets and
   * under random rules, for the jqwik properties.
   */
  static Arbitrary<Position> arbitraryPositions(int maxPlies) {
    return Combinators.combine(
            Arbitraries.integers().between(0, 5),
            Arbitraries.longs(),
            Arbitraries.integers().between(0, maxPlies))
        .as(
            (k, seed, plies) ->
                randomPosition(k < 4 ? PRESETS[k] : randomRules(new Random(seed)), seed, plies));
  }

  /** The reference's options for engine rules, field by field. */
  static ReferenceAgon.Opts opts(Rules r) {
    return new ReferenceAgon.Opts(
        r.setup().name().toLowerCase(java.util.Locale.ROOT),
        r.firstSide() == Side.WHITE ? 'W' : 'B',
        r.queenMayReturnToThrone(),
        r.steppingBetweenEnemiesAllowed(),
        r.capturedPieces() == CapturedPieces.MARKED,
        r.sixGuardsWithoutQueenLoses(),
        r.plyLimit());
  }

  /**
   * Random rules: every option drawn.
   *
   * @param rnd the random source
   * @return the rules
   */
  public static Rules randomRules(Random rnd) {
    return Rules.builder()
        .setup(Setup.values()[rnd.nextInt(3)])
        .firstSide(rnd.nextBoolean() ? Side.WHITE : Side.BLACK)
        .queenMayReturnToThrone(rnd.nextBoolean())
        .steppingBetweenEnemiesAllowed(rnd.nextBoolean())
        .capturedPieces(rnd.nextBoolean() ? CapturedPieces.LEAVE : CapturedPieces.MARKED)
        .sixGuardsWithoutQueenLoses(rnd.nextBoolean())
        .plyLimit(rnd.nextInt(3) == 0 ? 20 + rnd.nextInt(200) : 0)
        .build();
  }

  /**
   * Picks a move: uniformly, or (when biased) preferring inward steps so that games reach the
   * centre and the formations.
   */
  public static Move pick(List<Move> moves, Random rnd, boolean biased) {
    if (biased && rnd.nextInt(10) < 8) {
      Move best = null;
      int bestScore = Integer.MIN_VALUE;
      for (Move m : moves) {
        int score = rnd.nextInt(3);
        if (m instanceof Move.Step s) {
          score += 4 * (Board.ring(s.from()) - Board.ring(s.to()));
        } else if (m instanceof Move.Drop d && d.to() == Board.THRONE) {
          score += 8;
        } else if (m instanceof Move.Return r && r.to() == Board.THRONE) {
          score += 8;
        }
        if (score > bestScore) {
          bestScore = score;
          best = m;
        }
      }
      return best;
    }
    return moves.get(rnd.nextInt(moves.size()));
  }

  /**
   * Picks one of a position's legal moves, as {@link #pick(List, Random, boolean)} does.
   *
   * @param p the position
   * @param rnd the random source
   * @param biased whether to prefer inward moves
   * @return the move
   */
  public static Move pick(Position p, Random rnd, boolean biased) {
    return pick(p.legalMoves(), rnd, biased);
  }

  /** Plays up to {@code plies} random moves from the start. */
  public static Position randomPosition(Rules rules, long seed, int plies) {
    Random rnd = new Random(seed);
    boolean biased = rnd.nextBoolean();
    Position p = Position.start(rules);
    for (int i = 0; i < plies && !p.isOver(); i++) {
      p = p.play(pick(p.legalMoves(), rnd, biased));
    }
    return p;
  }

  private static final String[] NAMES_SORTED =
      ReferenceAgon.CELLS.stream().sorted().toArray(String[]::new);
  private static final int[] BY_NAME =
      java.util.Arrays.stream(NAMES_SORTED).mapToInt(Board::cell).toArray();

  /** The engine's board in the reference's format. */
  static String boardString(Position p) {
    StringBuilder sb = new StringBuilder(128);
    for (int k = 0; k < BY_NAME.length; k++) {
      Piece x = p.piece(BY_NAME[k]);
      if (x != null) {
        sb.append(NAMES_SORTED[k])
            .append('=')
            .append(x.side() == Side.WHITE ? 'W' : 'B')
            .append(x.type() == PieceType.QUEEN ? 'Q' : 'G');
        if (x.marked()) {
          sb.append('*');
        }
        sb.append(' ');
      }
    }
    return sb.toString();
  }

  /** The engine's result in the reference's format. */
  static String resultString(Result r) {
    if (!r.isOver()) {
      return "ongoing";
    }
    String reason = r.reason().orElseThrow().name();
    return r.winner().map(s -> (s == Side.WHITE ? "W " : "B ") + reason).orElse("draw " + reason);
  }
}
