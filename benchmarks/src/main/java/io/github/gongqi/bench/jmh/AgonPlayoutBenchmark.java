package io.github.gongqi.bench.jmh;

import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
import java.util.Locale;
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
 * Random playouts of Agon, per rules preset: uniformly random games from the start to their end (a
 * ply cap of 1000 where the rules have no ply limit; LUDII ends by its own 2500-ply draw). The
 * primary score is games per second; the {@code plies} counter is plies per second, the figure bots
 * care about. In {@code randomPlayout} each ply is a full legal-move generation into a reused
 * buffer plus one move on the unchecked fast path; {@code randomLegalMovePlayout} plays the same
 * kind of games through {@code p.playUnchecked(p.randomLegalMove(rnd))}, the playout step of the
 * {@code GameState} contract.
 *
 * <p>Sanity: the playouts' plies are counted and returned, and the final position is returned.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class AgonPlayoutBenchmark {
  /** The rules preset. */
  @Param({"ludii", "standard", "classic", "placement"})
  public String preset;

  private Position start;
  private int[] buffer;
  private SplittableRandom rnd;
  private int cap;

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

  /** Builds the rules and the start. */
  @Setup
  public void setUp() {
    Rules rules =
        preset.equals("ludii")
            ? Rules.LUDII
            : Rules.builder()
                .setup(io.github.gongqi.agon.Setup.valueOf(preset.toUpperCase(Locale.ROOT)))
                .build();
    start = Position.start(rules);
    buffer = new int[rules.maxLegalMoves()];
    rnd = new SplittableRandom(42);
    cap = rules.plyLimit() > 0 ? Integer.MAX_VALUE : 1000;
  }

  /**
   * One random game from the start.
   *
   * @param counter counts the plies
   * @return the final position
   */
  @Benchmark
  public Position randomPlayout(Plies counter) {
    Position p = start;
    int[] buf = buffer;
    int plies = 0;
    while (!p.isOver() && plies < cap) {
      int n = p.legalMoves(buf);
      p = p.playUnchecked(buf[rnd.nextInt(n)]);
      plies++;
    }
    counter.plies += plies;
    return p;
  }

  /**
   * One random game from the start, by {@code randomLegalMove}.
   *
   * @param counter counts the plies
   * @return the final position
   */
  @Benchmark
  public Position randomLegalMovePlayout(Plies counter) {
    Position p = start;
    SplittableRandom r = rnd;
    int plies = 0;
    while (!p.isOver() && plies < cap) {
      p = p.playUnchecked(p.randomLegalMove(r));
      plies++;
    }
    counter.plies += plies;
    return p;
  }
}
