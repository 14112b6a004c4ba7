package io.github.gongqi.bench.jmh;

import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random playouts of Gongqi, per board: uniformly random games from the start to their end through
 * the public API. The primary score is games per second; the {@code plies} counter is plies per
 * second, the figure bots care about.
 *
 * <ul>
 *   <li>{@code randomPlayout}: {@code p = p.playUnchecked(p.randomLegalMove(rnd))} until the game
 *       is over, the playout step of the {@code GameState} contract.
 *   <li>{@code generateAllPlayout}: the same games drawn by generating every legal move into a
 *       reused buffer and picking one, the way before {@code randomLegalMove}: the baseline.
 * </ul>
 *
 * <p>Sanity: the plies are counted and the final position is returned.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class GongqiPlayoutBenchmark {
  /** The board: 12 (STANDARD) or 8 (QUICK). */
  @Param({"12", "8"})
  public int size;

  private Position start;
  private int[] buffer;
  private SplittableRandom rnd;

  /** Plies played, reported per second. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Plies {
    /** Plies played in this iteration. */
    public long plies;

    /** Resets the counter at each iteration. */
    @Setup(Level.Iteration)
    public void reset() {
      plies = 0;
    }
  }

  /** Builds the start. */
  @Setup
  public void setUp() {
    Rules rules = size == 12 ? Rules.STANDARD : Rules.QUICK;
    start = Position.start(rules);
    buffer = new int[rules.maxLegalMoves()];
    rnd = new SplittableRandom(42);
  }

  /**
   * One random game from the start, by {@code randomLegalMove}.
   *
   * @param counter counts the plies
   * @return the final position
   */
  @Benchmark
  public Position randomPlayout(Plies counter) {
    Position p = start;
    SplittableRandom r = rnd;
    while (!p.isOver()) {
      p = p.playUnchecked(p.randomLegalMove(r));
    }
    counter.plies += p.ply();
    return p;
  }

  /**
   * One random game from the start, by generating every legal move at each ply.
   *
   * @param counter counts the plies
   * @return the final position
   */
  @Benchmark
  public Position generateAllPlayout(Plies counter) {
    Position p = start;
    int[] buf = buffer;
    SplittableRandom r = rnd;
    while (!p.isOver()) {
      int n = p.legalMoves(buf);
      p = p.playUnchecked(buf[r.nextInt(n)]);
    }
    counter.plies += p.ply();
    return p;
  }
}
