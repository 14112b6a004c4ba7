package io.github.gongqi.bench.jmh;

import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Writing the learning inputs of a position into a reused buffer, through the {@link GameState}
 * contract: the observation tensor, and the float legal-move mask. The positions are 64 taken from
 * seeded random games (every ply after the 10th equally likely), cycled through so that no branch
 * is learnt for one position.
 *
 * <p>Sanity: the set-up checks that each observation has the side to move's and the opponent's
 * pieces on its first planes (as many ones as pieces on the board) and that each mask has as many
 * ones as the position has legal moves.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class ObservationBenchmark {
  /** The game and rules. */
  @Param({"gongqi-12x12", "gongqi-8x8", "agon-standard", "agon-ludii"})
  public String game;

  private GameState<?>[] positions;
  private float[] observation;
  private float[] mask;
  private int next;

  /** Plays the games and checks the planes and masks of every position. */
  @Setup
  public void setUp() {
    switch (game) {
      case "gongqi-12x12" ->
          load(io.github.gongqi.gongqi.Position.start(io.github.gongqi.gongqi.Rules.STANDARD));
      case "gongqi-8x8" ->
          load(io.github.gongqi.gongqi.Position.start(io.github.gongqi.gongqi.Rules.QUICK));
      case "agon-standard" ->
          load(io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.STANDARD));
      case "agon-ludii" ->
          load(io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.LUDII));
      default -> throw new IllegalArgumentException("unknown game " + game);
    }
  }

  private <S extends GameState<S>> void load(S start) {
    SplittableRandom rnd = new SplittableRandom(16);
    List<GameState<?>> found = new ArrayList<>();
    while (found.size() < 64) {
      found.addAll(sample(start, rnd));
    }
    positions = found.subList(0, 64).toArray(new GameState<?>[0]);
    observation = new float[start.observationSize()];
    mask = new float[start.numDistinctActions()];
    int[] shape = start.observationShape();
    int area = shape[1] * shape[2];
    for (GameState<?> p : positions) {
      p.observation(observation, 0);
      int pieces = 0;
      for (int i = 0; i < area * (game.startsWith("agon") ? 4 : 2); i++) {
        pieces += (int) observation[i];
      }
      if (pieces != pieceCount(p)) {
        throw new IllegalStateException(
            "observation shows " + pieces + " pieces, the position has " + pieceCount(p));
      }
      if (p.legalMoveMask(mask, 0) != p.countLegalMoves()) {
        throw new IllegalStateException("the mask does not count the legal moves");
      }
    }
  }

  private static int pieceCount(GameState<?> p) {
    if (p instanceof io.github.gongqi.gongqi.Position g) {
      return g.stoneCount();
    }
    io.github.gongqi.agon.Position a = (io.github.gongqi.agon.Position) p;
    return a.cells(io.github.gongqi.agon.Side.WHITE).size()
        + a.cells(io.github.gongqi.agon.Side.BLACK).size();
  }

  /** The positions of one random game after its 10th ply, each kept with probability 1/8. */
  private static <S extends GameState<S>> List<GameState<?>> sample(S start, SplittableRandom rnd) {
    List<GameState<?>> out = new ArrayList<>();
    S p = start;
    for (int ply = 0; !p.isOver() && ply < 400; ply++) {
      if (ply >= 10 && rnd.nextInt(8) == 0) {
        out.add(p);
      }
      p = p.playUnchecked(p.randomLegalMove(rnd));
    }
    return out;
  }

  private GameState<?> nextPosition() {
    GameState<?> p = positions[next];
    next = (next + 1) & 63;
    return p;
  }

  /**
   * Writes one observation into the reused buffer.
   *
   * @return the buffer
   */
  @Benchmark
  public float[] observation() {
    nextPosition().observation(observation, 0);
    return observation;
  }

  /**
   * Writes one float legal-move mask into the reused buffer (move generation included).
   *
   * @return the buffer
   */
  @Benchmark
  public float[] legalMoveMask() {
    nextPosition().legalMoveMask(mask, 0);
    return mask;
  }
}
