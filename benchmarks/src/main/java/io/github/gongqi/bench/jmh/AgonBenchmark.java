package io.github.gongqi.bench.jmh;

import io.github.gongqi.agon.Perft;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
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
 * Agon move generation, play, random playouts and perft, per rules preset.
 *
 * <ul>
 *   <li>{@code legalMovesBuffer}: all legal actions of a corpus position into a reused buffer (run
 *       with {@code -prof gc} to see 0 B/op);
 *   <li>{@code playUnchecked}: one action through the search fast path;
 *   <li>{@code perft3}: perft 3 from the start, per call (random playouts are in {@link
 *       AgonPlayoutBenchmark}).
 * </ul>
 *
 * <p>Sanity: the set-up checks perft 3 against the counts agreed by the engine and the reference
 * implementation, and every benchmark returns a value that depends on all the work.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class AgonBenchmark {
  /** The rules preset. */
  @Param({"standard", "classic", "placement", "ludii"})
  public String preset;

  private Position[] positions;
  private int[] moveIds;
  private int[] buffer;
  private Position start;
  private int next;

  /** Loads the corpus, picks one seeded legal action per position and checks perft. */
  @Setup
  public void setUp() {
    Rules rules =
        preset.equals("ludii")
            ? Rules.LUDII
            : Rules.builder()
                .setup(
                    io.github.gongqi.agon.Setup.valueOf(preset.toUpperCase(java.util.Locale.ROOT)))
                .build();
    List<Position> list = Corpus.agon("agon-" + preset + ".txt", rules);
    positions = list.toArray(new Position[0]);
    buffer = new int[rules.maxLegalMoves()];
    moveIds = new int[positions.length];
    SplittableRandom rnd = new SplittableRandom(42);
    for (int i = 0; i < positions.length; i++) {
      int n = positions[i].legalMoves(buffer);
      moveIds[i] = buffer[rnd.nextInt(n)];
    }
    start = Position.start(rules);
    long expected =
        preset.equals("placement") ? 24_360 : preset.equals("standard") ? 18_763 : 18_417;
    if (Perft.perft(start, 3) != expected) {
      throw new IllegalStateException("perft 3 of " + preset + " is not " + expected);
    }
  }

  private int advance() {
    int i = next;
    next = next + 1 == positions.length ? 0 : next + 1;
    return i;
  }

  /**
   * All legal actions into a caller buffer.
   *
   * @return the count plus the first id
   */
  @Benchmark
  public int legalMovesBuffer() {
    int n = positions[advance()].legalMoves(buffer);
    return n + buffer[0];
  }

  /**
   * One action by the fast path.
   *
   * @return the next position
   */
  @Benchmark
  public Position playUnchecked() {
    int i = advance();
    return positions[i].playUnchecked(moveIds[i]);
  }

  /**
   * Perft 3 from the start (18,763 nodes for standard, 18,417 classic and ludii, 24,360 placement).
   *
   * @return the node count
   */
  @Benchmark
  public long perft3() {
    return Perft.perft(start, 3);
  }
}
