package io.github.gongqi.game.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The clock against a simple model: per seat, main time consumed = min(main, sum of its turns); a
 * turn's byo-yomi part is what exceeds the main time left at its start; no loss while every such
 * part is at most the period; loss at the first turn that exceeds it.
 */
class GameClockProperties {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  @Provide
  Arbitrary<List<Long>> turns() {
    // Millisecond durations around the interesting sizes: quick moves, periods, whole main times.
    Arbitrary<Long> d =
        Arbitraries.frequencyOf(
            net.jqwik.api.Tuple.of(5, Arbitraries.longs().between(0, 5_000)),
            net.jqwik.api.Tuple.of(3, Arbitraries.longs().between(15_000, 25_000)),
            net.jqwik.api.Tuple.of(1, Arbitraries.longs().between(0, 200_000)),
            net.jqwik.api.Tuple.of(1, Arbitraries.of(20_000L, 20_001L, 30_000L, 30_001L)));
    return d.list().ofMinSize(1).ofMaxSize(60);
  }

  @Provide
  Arbitrary<TimeControl> controls() {
    return Arbitraries.of(
        TimeControl.of(Duration.ofMinutes(4), Duration.ofSeconds(30)),
        TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)),
        TimeControl.of(Duration.ofSeconds(30), Duration.ofSeconds(20)),
        TimeControl.of(Duration.ZERO, Duration.ofSeconds(20)));
  }

  @Property(tries = 300)
  void clockAgreesWithModel(
      @ForAll("turns") List<Long> turnMillis, @ForAll("controls") TimeControl control) {
    long main = control.mainTime().toMillis();
    long period = control.byoYomi().toMillis();
    long[] consumed = new long[2];
    GameClock c = GameClock.of(control).start(Seat.HOST, T0);
    Instant now = T0;
    Seat seat = Seat.HOST;
    for (long d : turnMillis) {
      long mainLeft = Math.max(0, main - consumed[seat.ordinal()]);
      long byo = Math.max(0, d - mainLeft);
      now = now.plusMillis(d);
      GameClock next = c.press(now);
      if (byo > period) {
        assertThat(next.isStopped()).isTrue();
        assertThat(next.loser(now)).contains(seat);
        assertThat(c.hasLost(seat, now)).isTrue();
        return;
      }
      assertThat(next.isStopped()).isFalse();
      assertThat(c.hasLost(seat, now)).isFalse();
      assertThat(c.periodLeft(seat, now)).isEqualTo(Duration.ofMillis(period - byo));
      consumed[seat.ordinal()] += d;
      for (Seat s : Seat.values()) {
        long expectMain = Math.max(0, main - consumed[s.ordinal()]);
        assertThat(next.mainTimeLeft(s, now)).isEqualTo(Duration.ofMillis(expectMain));
        assertThat(next.isInByoYomi(s, now)).isEqualTo(expectMain == 0);
        assertThat(next.periodLeft(s, now)).isEqualTo(control.byoYomi());
      }
      c = next;
      seat = seat.other();
      assertThat(c.running()).contains(seat);
    }
    assertThat(c.loser(now)).isEmpty();
  }
}
