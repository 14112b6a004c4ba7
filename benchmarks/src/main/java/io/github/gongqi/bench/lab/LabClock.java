package io.github.gongqi.bench.lab;

import java.time.Instant;

/**
 * The lab's own time, for the games of a run without a clock or engines: their records then do not
 * depend on when they were played, so the same command writes the same bytes. Game {@code k} starts
 * at {@link #EPOCH} plus {@code k} seconds and every move takes one second. Runs with {@code --tc}
 * or an engine keep real time: their clocks and deadlines are real.
 */
final class LabClock {
  /** When game 0 of every such run starts: 2000-01-01T00:00:00Z. */
  static final Instant EPOCH = Instant.parse("2000-01-01T00:00:00Z");

  private LabClock() {}

  /** When game {@code k} starts. */
  static Instant start(long k) {
    return EPOCH.plusSeconds(k);
  }

  /** The instant after {@code plies} moves of a game that started at {@code start}. */
  static Instant after(Instant start, int plies) {
    return start.plusSeconds(plies);
  }
}
