package io.github.gongqi.bench.python;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Helper threads for {@link BatchEnv}: each call hands one task to each helper and runs one on the
 * caller's thread, then returns when all are done. A helper that has finished spins a little while
 * for the next call before it parks: a step of a batch takes a millisecond or two, Python calls
 * again within tens of microseconds, and an executor's wake-up of a parked thread (about 40 µs a
 * call on this host) was a few percent of a step at two threads.
 *
 * <p>A helper holds a task only while it runs it, so the helpers keep nothing of the caller's
 * reachable between calls, and the caller can close the crew from a {@link java.lang.ref.Cleaner}.
 * Not thread-safe: one caller at a time.
 */
final class Crew implements AutoCloseable {
  /** How long an idle helper spins before it parks: beyond Python's turnaround between calls. */
  private static final long SPIN_NANOS = 100_000;

  private static final AtomicInteger COUNT = new AtomicInteger();

  private final Helper[] helpers;
  private volatile boolean closed;

  /**
   * Starts {@code helpers} daemon threads (a Python process that forgets to close exits anyway).
   *
   * @param helpers the number of helper threads, at least 1
   */
  Crew(int helpers) {
    this.helpers = new Helper[helpers];
    for (int k = 0; k < helpers; k++) {
      this.helpers[k] = new Helper("gongqi-batch-" + COUNT.incrementAndGet());
      this.helpers[k].start();
    }
  }

  /**
   * Runs {@code tasks[0]} on this thread and {@code tasks[k]} on helper {@code k - 1}, and returns
   * once every task has ended.
   *
   * @param tasks one task more than there are helpers
   * @throws IllegalStateException if a helper's task failed (its failure is the cause)
   */
  void run(Runnable[] tasks) {
    if (closed) {
      throw new IllegalStateException("the batch's threads are stopped (closed)");
    }
    for (int k = 0; k < helpers.length; k++) {
      helpers[k].hand(tasks[k + 1]);
    }
    Throwable failure = null;
    try {
      tasks[0].run();
    } finally {
      for (Helper h : helpers) {
        Throwable f = h.await();
        failure = failure == null ? f : failure;
      }
    }
    if (failure != null) {
      throw new IllegalStateException("a stepping thread failed", failure);
    }
  }

  /** Stops the helpers; a call in progress is not interrupted. */
  @Override
  public void close() {
    closed = true;
    for (Helper h : helpers) {
      LockSupport.unpark(h);
    }
  }

  /** One helper thread: {@code task} is the call's task until it has ended, then null. */
  private final class Helper extends Thread {
    private volatile Runnable task;
    private volatile boolean parked;
    private volatile Throwable failure;

    Helper(String name) {
      super(name);
      setDaemon(true);
    }

    /** Hands over a task; wakes the helper if it has parked. */
    void hand(Runnable t) {
      task = t;
      // Dekker's pattern with the helper's parked-then-check: one of the two sees the other's
      // write.
      if (parked) {
        LockSupport.unpark(this);
      }
    }

    /**
     * Waits, spinning, for the task to end (the caller's own share takes about as long) and returns
     * its failure, or null.
     */
    Throwable await() {
      for (int spins = 0; task != null; spins++) {
        if (spins < 1 << 16) {
          Thread.onSpinWait();
        } else if (isAlive()) {
          Thread.yield(); // the helper may be waiting for a core
        } else {
          break;
        }
      }
      if (task != null) { // it stopped first: closed from another thread
        task = null;
        return new IllegalStateException("the batch was closed during a call");
      }
      Throwable f = failure;
      failure = null;
      return f;
    }

    @Override
    public void run() {
      while (!closed) {
        Runnable t = task;
        if (t == null) {
          idle();
          continue;
        }
        try {
          t.run();
        } catch (Throwable e) { // handed to the caller, which rethrows it
          failure = e;
        }
        task = null;
      }
    }

    /** Spins for the next task, then parks until it is handed over or the crew closes. */
    private void idle() {
      long start = System.nanoTime();
      while (task == null && !closed) {
        if (System.nanoTime() - start < SPIN_NANOS) {
          Thread.onSpinWait();
          continue;
        }
        parked = true;
        if (task == null && !closed) {
          LockSupport.park(this);
        }
        parked = false;
      }
    }
  }
}
