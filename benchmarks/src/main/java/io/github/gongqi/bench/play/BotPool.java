package io.github.gongqi.bench.play;

import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads the playground's bots think on. Searching bots share one thread per core, in the
 * order their turns came; the quick bots (random, greedy: milliseconds a move) have threads of
 * their own, so a quick bot answers at once however many searches run. Each search is capped in
 * time ({@link Limits#maxThink()}), so a search waits at most that long per search ahead of it.
 */
final class BotPool implements AutoCloseable {
  private final ThreadPoolExecutor search;
  private final ThreadPoolExecutor quick;

  BotPool(int searchThreads, int queue) {
    this.search = pool("play-bot-search", searchThreads, queue);
    this.quick = pool("play-bot-quick", 2, queue);
  }

  private static ThreadPoolExecutor pool(String name, int threads, int queue) {
    AtomicInteger n = new AtomicInteger();
    ThreadFactory f =
        r -> {
          Thread t = new Thread(r, name + "-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        };
    return new ThreadPoolExecutor(
        threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(queue), f);
  }

  /** Runs a bot's turn on the threads for its kind. */
  Future<?> submit(boolean searches, Runnable turn) {
    return (searches ? search : quick).submit(turn);
  }

  /** The threads thinking now, of both kinds. */
  int busy() {
    return search.getActiveCount() + quick.getActiveCount();
  }

  @Override
  public void close() {
    search.shutdownNow();
    quick.shutdownNow();
  }
}
