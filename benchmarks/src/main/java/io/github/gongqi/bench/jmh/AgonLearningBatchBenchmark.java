package io.github.gongqi.bench.jmh;

import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
import java.util.Arrays;
import java.util.Locale;
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
 * A learning batch of Agon, as a trainer steps it: 256 games side by side, and at each step every
 * game plays one uniformly random move ({@code randomLegalMove}, {@code playUnchecked}), then
 * writes its observation and its float legal-move mask into its own slot of the batch's two buffers
 * (a finished game starts again). The score is steps per second (one step = one game's move,
 * observation and mask).
 *
 * <p><b>The bytes-per-step bound.</b> A step must write its whole observation (14 × 11 × 11 floats,
 * 6,776 bytes) and its whole mask (452 floats under STANDARD, 8,642 under LUDII, whose captured
 * pieces stay marked: 1,808 or 34,568 bytes), 8,584 or 41,344 bytes; the batch's buffers (2.2 MB or
 * 10.6 MB) do not stay in the core's caches. {@code writeOnly} writes the same bytes and nothing
 * else (a zero fill of each slot): its rate is the memory-speed bound of a step on this machine,
 * and {@code moveOnly} is the step without the two tensors.
 *
 * <p>{@code stepInPlace} is the same step with the two tensors rewritten in place from each game's
 * previous position: it writes a few hundred bytes a step, not the bound above.
 *
 * <p>Sanity: the set-up plays four batches, by turns {@code step} and {@code stepInPlace}, and
 * checks every slot after each: the mask has as many ones as the game's position has legal moves,
 * each at a legal id, and the observation's first four planes hold as many ones as there are pieces
 * on the board.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class AgonLearningBatchBenchmark {
  /** The games of a batch. */
  static final int GAMES = 256;

  /** The rules preset: {@code standard} or {@code ludii}. */
  @Param({"standard", "ludii"})
  public String preset;

  private Position start;
  private Position[] games;
  private SplittableRandom rnd;
  private float[] observations;
  private float[] masks;
  private int observationSize;
  private int maskSize;

  /** Starts the games, then plays and checks two batches. */
  @Setup
  public void setUp() {
    Rules rules =
        switch (preset.toLowerCase(Locale.ROOT)) {
          case "standard" -> Rules.STANDARD;
          case "ludii" -> Rules.LUDII;
          default -> throw new IllegalArgumentException("unknown preset " + preset);
        };
    start = Position.start(rules);
    int[] shape = start.observationShape();
    observationSize = shape[0] * shape[1] * shape[2];
    maskSize = start.numDistinctActions();
    observations = new float[GAMES * observationSize];
    masks = new float[GAMES * maskSize];
    games = new Position[GAMES];
    Arrays.fill(games, start);
    rnd = new SplittableRandom(28);
    for (int round = 0; round < 4; round++) {
      if (round % 2 == 0) {
        step();
      } else {
        stepInPlace();
      }
      check();
    }
  }

  private void check() {
    int area = observationSize / 14;
    for (int g = 0; g < GAMES; g++) {
      Position p = games[g];
      int ones = 0;
      for (int id = 0; id < maskSize; id++) {
        float x = masks[g * maskSize + id];
        if (x == 1f && !p.isLegal(id) || x != 0f && x != 1f) {
          throw new IllegalStateException("mask entry " + id + " wrong in " + p.toNotation());
        }
        ones += x == 1f ? 1 : 0;
      }
      if (ones != p.countLegalMoves()) {
        throw new IllegalStateException("the mask does not count the legal moves");
      }
      int pieces = 0;
      for (int i = 0; i < 4 * area; i++) {
        pieces += (int) observations[g * observationSize + i];
      }
      int onBoard =
          p.cells(io.github.gongqi.agon.Side.WHITE).size()
              + p.cells(io.github.gongqi.agon.Side.BLACK).size();
      if (pieces != onBoard) {
        throw new IllegalStateException("observation shows " + pieces + ", board " + onBoard);
      }
    }
  }

  /**
   * One step of every game: a random move, the observation and the mask.
   *
   * @return the mask buffer
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public float[] step() {
    Position[] g = games;
    SplittableRandom r = rnd;
    for (int i = 0; i < GAMES; i++) {
      Position p = g[i];
      p = p.isOver() ? start : p.playUnchecked(p.randomLegalMove(r));
      g[i] = p;
      p.observation(observations, i * observationSize);
      p.legalMoveMask(masks, i * maskSize);
    }
    return masks;
  }

  /**
   * One step of every game as {@link #step}, with the two tensors rewritten in place from the
   * game's position before the move ({@code updateObservation}, {@code updateLegalMoveMask}): what
   * a trainer that keeps its batch's tensors from step to step runs. Only what changed is written:
   * the pieces that moved, the planes whose number changed, the previous and the new legal ids.
   *
   * @return the mask buffer
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public float[] stepInPlace() {
    Position[] g = games;
    SplittableRandom r = rnd;
    for (int i = 0; i < GAMES; i++) {
      Position before = g[i];
      Position p = before.isOver() ? start : before.playUnchecked(before.randomLegalMove(r));
      g[i] = p;
      p.updateObservation(observations, i * observationSize, before);
      p.updateLegalMoveMask(masks, i * maskSize, before);
    }
    return masks;
  }

  /**
   * One step of every game without the two tensors: the random move alone.
   *
   * @return the last game's position
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public Position moveOnly() {
    Position[] g = games;
    SplittableRandom r = rnd;
    Position p = null;
    for (int i = 0; i < GAMES; i++) {
      p = g[i];
      p = p.isOver() ? start : p.playUnchecked(p.randomLegalMove(r));
      g[i] = p;
    }
    return p;
  }

  /**
   * The bytes-per-step bound: each game's observation and mask slots written (zeros) and nothing
   * else.
   *
   * @return the mask buffer
   */
  @Benchmark
  @OperationsPerInvocation(GAMES)
  public float[] writeOnly() {
    for (int i = 0; i < GAMES; i++) {
      Arrays.fill(observations, i * observationSize, (i + 1) * observationSize, 0f);
      Arrays.fill(masks, i * maskSize, (i + 1) * maskSize, 0f);
    }
    return masks;
  }
}
