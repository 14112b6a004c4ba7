package io.github.gongqi.bench.jmh;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.lab.ParallelPerft;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft 6 from the 12×12 start (2,976,272 nodes) on a pool of one or two threads, split exactly as
 * {@code perft --threads} splits it ({@link ParallelPerft}): the two scores give the multi-thread
 * speed-up with the JIT warm, which a single command-line run of a fraction of a second cannot.
 * Nodes per second = 2,976,272 / score.
 *
 * <p>Sanity: the set-up checks the count against the published figure, and the benchmark returns
 * the count.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Benchmark)
public class GongqiPerftBenchmark {
  static final long PERFT6_12X12 = 2_976_272;

  /** The size of the pool. */
  @Param({"1", "2"})
  public int threads;

  private final LabGame<Position> game =
      LabGame.of(new io.github.gongqi.gongqi.GongqiGame(), Rules.STANDARD.toString());
  private Position start;
  private ExecutorService pool;

  /**
   * Starts the pool and checks the count.
   *
   * @throws InterruptedException if interrupted while counting
   * @throws ExecutionException if a count failed
   */
  @Setup
  public void setUp() throws InterruptedException, ExecutionException {
    start = Position.start(Rules.STANDARD);
    pool = ParallelPerft.pool(threads);
    long n = perft6();
    if (n != PERFT6_12X12) {
      throw new IllegalStateException("perft 6 = " + n + ", expected " + PERFT6_12X12);
    }
  }

  /** Stops the pool. */
  @TearDown
  public void tearDown() {
    pool.shutdownNow();
  }

  /**
   * Perft 6 from the 12×12 start on the pool.
   *
   * @return the node count
   * @throws InterruptedException if interrupted
   * @throws ExecutionException if a task fails
   */
  @Benchmark
  public long perft6() throws InterruptedException, ExecutionException {
    long total = 0;
    for (List<Future<Long>> parts : ParallelPerft.submit(game, start, 6, pool, threads)) {
      total += ParallelPerft.sum(parts);
    }
    return total;
  }
}
