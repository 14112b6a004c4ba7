package io.github.gongqi.bench.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class CrewTest {
  @Test
  void eachTaskRunsOnceTheFirstOnTheCallerAndTheOthersOnTheirOwnHelpers() {
    try (Crew crew = new Crew(2)) {
      for (int call = 0; call < 1000; call++) {
        Set<Thread> seen = ConcurrentHashMap.newKeySet();
        int[] runs = new int[3];
        Runnable[] tasks = new Runnable[3];
        for (int k = 0; k < 3; k++) {
          int slot = k;
          tasks[k] =
              () -> {
                runs[slot]++;
                seen.add(Thread.currentThread());
              };
        }
        crew.run(tasks);
        // Each write is visible here: run returns only after every task has ended.
        assertThat(runs).containsExactly(1, 1, 1);
        assertThat(seen).hasSize(3).contains(Thread.currentThread());
      }
    }
  }

  @Test
  void aHelpersFailureReachesTheCallerAndTheNextCallRunsClean() {
    try (Crew crew = new Crew(1)) {
      AtomicInteger ran = new AtomicInteger();
      Runnable fine = ran::incrementAndGet;
      Runnable failing =
          () -> {
            throw new ArithmeticException("boom");
          };
      assertThatThrownBy(() -> crew.run(new Runnable[] {fine, failing}))
          .isInstanceOf(IllegalStateException.class)
          .hasMessage("a stepping thread failed")
          .hasCauseInstanceOf(ArithmeticException.class);
      assertThat(ran.get()).isEqualTo(1);
      crew.run(new Runnable[] {fine, fine});
      assertThat(ran.get()).isEqualTo(3);
    }
  }

  @Test
  void aHelperThatParkedWakesForTheNextCall() throws InterruptedException {
    try (Crew crew = new Crew(1)) {
      AtomicInteger ran = new AtomicInteger();
      for (int call = 0; call < 5; call++) {
        Thread.sleep(5); // beyond the idle spin: the helper has parked
        crew.run(new Runnable[] {ran::incrementAndGet, ran::incrementAndGet});
      }
      assertThat(ran.get()).isEqualTo(10);
    }
  }

  @Test
  void closingStopsTheHelpers() throws InterruptedException {
    Set<Thread> before = helpers();
    Crew crew = new Crew(2);
    crew.run(new Runnable[] {() -> {}, () -> {}, () -> {}});
    Set<Thread> mine = helpers();
    mine.removeAll(before);
    assertThat(mine).hasSize(2);
    crew.close();
    for (Thread t : mine) {
      t.join(5_000);
      assertThat(t.isAlive()).as(t.getName()).isFalse();
    }
  }

  @Test
  void aClosedCrewRefusesWork() {
    Crew crew = new Crew(1);
    crew.close();
    AtomicInteger ran = new AtomicInteger();
    assertThatThrownBy(() -> crew.run(new Runnable[] {ran::incrementAndGet, ran::incrementAndGet}))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
    assertThat(ran.get()).isZero();
  }

  @Test
  void closingDuringACallNeverLeavesTheCallerWaiting() {
    for (int round = 0; round < 20; round++) {
      Crew crew = new Crew(1);
      // The helper may run its task first or stop first; either way the call returns.
      Runnable[] tasks = {crew::close, () -> {}};
      assertTimeoutPreemptively(
          Duration.ofSeconds(10),
          () -> {
            try {
              crew.run(tasks);
            } catch (IllegalStateException e) {
              assertThat(e).hasRootCauseMessage("the batch was closed during a call");
            }
          });
    }
  }

  private static Set<Thread> helpers() {
    Set<Thread> found = new HashSet<>();
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (t.getName().startsWith("gongqi-batch-") && t.isAlive()) {
        found.add(t);
      }
    }
    return found;
  }
}
