package io.github.gongqi.bench.jmh;

import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A trainer's learning batch on Gongqi: 256 games side by side, and at every step each game plays
 * one random move (a finished game starts again), then writes its observation and its float
 * legal-move mask into its slot of the batch's two tensors. The score is steps (one game, one move,
 * one observation, one mask) per second.
 *
 * <ul>
 *   <li>{@code step}: the learning step as a trainer runs it;
 *   <li>{@code stepInPlace}: the same step with the tensors rewritten in place from each game's
 *       previous position, touching only what changed (the mask: each candidate push's entry of the
 *       new position, and the previous position's candidates that are not the new one's);
 *   <li>{@code moveOnly}: the same games without the two tensors, what a step costs at least;
 *   <li>{@code writeOnly}: the same bytes written as {@code step} writes them (the observation and
 *       the mask of every game, {@link Arrays#fill}), no game: the bound that memory speed puts on
 *       a step on this machine. The bytes per step are {@code 4 × (9 × cells + actions)}: 5,896 on
 *       8 × 8 (576 + 898 floats), 17,864 on 12 × 12 (1,296 + 3,170 floats).
 * </ul>
 *
 * <p>Sanity: the set-up plays 16 steps, by turns {@code step} and {@code stepInPlace}, and checks
 * after each, for every game, that its mask has as many ones as the position has legal moves and
 * sits on the legal ids, and that the first two observation planes show as many stones as the board
 * holds.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class GongqiLearningBatchBenchmark {
  /** Games in a batch. */
  static final int BATCH = 256;

  /** The board: 12 (STANDARD) or 8 (QUICK). */
  @Param({"8", "12"})
  public int size;

  private Position start;
  private Position[] games;
  private float[] observations;
  private float[] masks;
  private int observationSize;
  private int actions;
  private SplittableRandom rnd;

  /** Starts the games and checks the tensors of 16 steps. */
  @Setup
  public void setUp() {
    start = Position.start(size == 12 ? Rules.STANDARD : Rules.QUICK);
    observationSize = start.observationSize();
    actions = start.numDistinctActions();
    games = new Position[BATCH];
    Arrays.fill(games, start);
    observations = new float[BATCH * observationSize];
    masks = new float[BATCH * actions];
    rnd = new SplittableRandom(28);
    int[] ids = new int[start.rules().maxLegalMoves()];
    int area = size * size;
    for (int s = 0; s < 16; s++) {
      if (s % 2 == 0) {
        step();
      } else {
        stepInPlace();
      }
      for (int g = 0; g < BATCH; g++) {
        Position p = games[g];
        int n = p.legalMoves(ids);
        int ones = 0;
        for (int a = 0; a < actions; a++) {
          ones += (int) masks[g * actions + a];
        }
        for (int i = 0; i < n; i++) {
          if (masks[g * actions + ids[i]] != 1f) {
            throw new IllegalStateException("the mask misses legal move " + ids[i] + " of " + p);
          }
        }
        if (ones != n) {
          throw new IllegalStateException("the mask has " + ones + " ones, " + n + " legal moves");
        }
        int stones = 0;
        for (int i = 0; i < 2 * area; i++) {
          stones += (int) observations[g * observationSize + i];
        }
        if (stones != p.stoneCount()) {
          throw new IllegalStateException("the observation shows " + stones + " stones of " + p);
        }
      }
    }
  }

  /**
   * One step of every game of the batch: a random move, its observation and its mask.
   *
   * @return the mask tensor
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public float[] step() {
    Position[] g = games;
    SplittableRandom r = rnd;
    float[] obs = observations;
    float[] mask = masks;
    for (int i = 0; i < BATCH; i++) {
      Position p = g[i];
      p = p.isOver() ? start : p.playUnchecked(p.randomLegalMove(r));
      g[i] = p;
      p.observation(obs, i * observationSize);
      p.legalMoveMask(mask, i * actions);
    }
    return mask;
  }

  /**
   * One step of every game of the batch as {@link #step}, with the two tensors rewritten in place
   * from the game's position before the move ({@code updateObservation}, {@code
   * updateLegalMoveMask}): what a trainer that keeps its batch's tensors from step to step runs.
   *
   * @return the mask tensor
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public float[] stepInPlace() {
    Position[] g = games;
    SplittableRandom r = rnd;
    float[] obs = observations;
    float[] mask = masks;
    for (int i = 0; i < BATCH; i++) {
      Position before = g[i];
      Position p = before.isOver() ? start : before.playUnchecked(before.randomLegalMove(r));
      g[i] = p;
      p.updateObservation(obs, i * observationSize, before);
      p.updateLegalMoveMask(mask, i * actions, before);
    }
    return mask;
  }

  /**
   * One random move of every game of the batch, no tensor.
   *
   * @return the games
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public Position[] moveOnly() {
    Position[] g = games;
    SplittableRandom r = rnd;
    for (int i = 0; i < BATCH; i++) {
      Position p = g[i];
      g[i] = p.isOver() ? start : p.playUnchecked(p.randomLegalMove(r));
    }
    return g;
  }

  /**
   * The bytes of one batch step written and nothing else: the memory-speed bound.
   *
   * @return the mask tensor
   */
  @Benchmark
  @OperationsPerInvocation(BATCH)
  public float[] writeOnly() {
    float[] obs = observations;
    float[] mask = masks;
    for (int i = 0; i < BATCH; i++) {
      Arrays.fill(obs, i * observationSize, (i + 1) * observationSize, i & 1);
      Arrays.fill(mask, i * actions, (i + 1) * actions, 0f);
    }
    return mask;
  }
}
