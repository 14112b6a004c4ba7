package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.GamePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Perft shared among the threads of a pool: one task per position two moves deep, so that a few
 * root moves of very different sizes do not leave a thread idle at the end. Used by {@code perft
 * --threads} and by {@code jmh.GongqiPerftBenchmark}.
 */
public final class ParallelPerft {
  private ParallelPerft() {}

  /**
   * Returns a pool for the counts, of daemon threads so that a stopped run never waits for them.
   *
   * @param threads the number of threads
   * @return the pool; the caller shuts it down
   */
  public static ExecutorService pool(int threads) {
    return Executors.newFixedThreadPool(threads, Progress::daemon);
  }

  /**
   * Submits the perft of {@code depth} moves from {@code position} and returns, per root move in
   * the game's order, the futures whose sum is that move's count. With depth 1 the tasks are the
   * root moves themselves; deeper, the positions two moves deep, even on one thread (so that
   * progress can be shown within a root move).
   *
   * @param <P> the position type
   * @param g the game
   * @param position where to count from
   * @param depth the depth, at least 1
   * @param pool the threads
   * @param threads how many threads the pool has
   * @return per root move, the futures whose sum is its count
   */
  public static <P extends GamePosition<P, ?, ?, ?>> List<List<Future<Long>>> submit(
      LabGame<P> g, P position, int depth, ExecutorService pool, int threads) {
    return submit(g, position, g.legalMoveNames(position), depth, pool, threads);
  }

  /** As above, for the given root moves only (a {@code --shard} of them). */
  static <P extends GamePosition<P, ?, ?, ?>> List<List<Future<Long>>> submit(
      LabGame<P> g, P position, List<String> roots, int depth, ExecutorService pool, int threads) {
    List<List<Future<Long>>> counts = new ArrayList<>();
    for (String move : roots) {
      P child = g.play(position, move);
      List<Future<Long>> parts = new ArrayList<>();
      if (depth == 1) {
        parts.add(pool.submit(() -> g.perft(child, depth - 1)));
      } else {
        for (String reply : g.legalMoveNames(child)) {
          P grandchild = g.play(child, reply);
          parts.add(pool.submit(() -> g.perft(grandchild, depth - 2)));
        }
      }
      counts.add(parts);
    }
    return counts;
  }

  /**
   * Waits for the parts of one root move and returns their sum.
   *
   * @param parts the futures of one root move
   * @return the sum of their counts
   * @throws InterruptedException if interrupted while waiting
   * @throws ExecutionException if a count failed
   */
  public static long sum(List<Future<Long>> parts) throws InterruptedException, ExecutionException {
    long n = 0;
    for (Future<Long> part : parts) {
      n += part.get();
    }
    return n;
  }
}
