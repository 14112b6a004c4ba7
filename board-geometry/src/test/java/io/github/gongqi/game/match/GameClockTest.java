package io.github.gongqi.game.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The byo-yomi clock, case by case. Expected values come from the rules text, not the code. */
class GameClockTest {
  private static final Instant T0 = Instant.parse("2026-11-30T18:00:00Z");

  private static Instant at(long seconds) {
    return T0.plusSeconds(seconds);
  }

  @Test
  @DisplayName("The clock is paused until the start")
  void pausedBeforeStart() {
    GameClock c = GameClock.of(TimeControl.of(Duration.ofMinutes(4), Duration.ofSeconds(30)));
    assertThat(c.isStarted()).isFalse();
    assertThat(c.running()).isEmpty();
    assertThat(c.deadline()).isEmpty();
    assertThat(c.lastEvent()).isEmpty();
    for (Seat s : Seat.values()) {
      assertThat(c.mainTimeLeft(s, at(3600))).isEqualTo(Duration.ofMinutes(4));
      assertThat(c.isInByoYomi(s, at(3600))).isFalse();
      assertThat(c.periodLeft(s, at(3600))).isEqualTo(Duration.ofSeconds(30));
      assertThat(c.hasLost(s, at(3600))).isFalse();
    }
    assertThat(c.loser(at(100_000))).isEmpty();
    assertThatThrownBy(() -> c.press(T0)).isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> c.stop(T0)).isInstanceOf(IllegalStateException.class);
  }

  @Test
  @DisplayName("Main time counts down only for the seat on turn")
  void onlyTheSeatOnTurnCountsDown() {
    GameClock c =
        GameClock.of(TimeControl.of(Duration.ofMinutes(4), Duration.ofSeconds(30)))
            .start(Seat.HOST, T0);
    assertThat(c.running()).contains(Seat.HOST);
    assertThat(c.mainTimeLeft(Seat.HOST, at(10))).isEqualTo(Duration.ofSeconds(230));
    assertThat(c.mainTimeLeft(Seat.GUEST, at(10))).isEqualTo(Duration.ofSeconds(240));
    c = c.press(at(10));
    assertThat(c.running()).contains(Seat.GUEST);
    assertThat(c.mainTimeLeft(Seat.HOST, at(25))).isEqualTo(Duration.ofSeconds(230));
    assertThat(c.mainTimeLeft(Seat.GUEST, at(25))).isEqualTo(Duration.ofSeconds(225));
    c = c.press(at(25));
    assertThat(c.mainTimeLeft(Seat.HOST, at(26))).isEqualTo(Duration.ofSeconds(229));
    assertThat(c.mainTimeLeft(Seat.GUEST, at(26))).isEqualTo(Duration.ofSeconds(225));
  }

  @Test
  @DisplayName("Main time that runs out during a turn flows into that turn's period")
  void spillOverIntoByoYomi() {
    GameClock c =
        GameClock.of(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)))
            .start(Seat.HOST, T0);
    assertThat(c.isInByoYomi(Seat.HOST, at(179))).isFalse();
    assertThat(c.isInByoYomi(Seat.HOST, at(180))).isTrue();
    assertThat(c.periodLeft(Seat.HOST, at(180))).isEqualTo(Duration.ofSeconds(20));
    assertThat(c.mainTimeLeft(Seat.HOST, at(185))).isZero();
    assertThat(c.periodLeft(Seat.HOST, at(185))).isEqualTo(Duration.ofSeconds(15));
    assertThat(c.hasLost(Seat.HOST, at(185))).isFalse();
    c = c.press(at(185));
    assertThat(c.isInByoYomi(Seat.HOST, at(185))).isTrue();
    assertThat(c.periodLeft(Seat.HOST, at(185))).isEqualTo(Duration.ofSeconds(20));
    assertThat(c.isInByoYomi(Seat.GUEST, at(185))).isFalse();
  }

  @Test
  @DisplayName("A period used within a turn resets in full on the next turn")
  void freshPeriodEveryTurn() {
    GameClock c =
        GameClock.of(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)))
            .start(Seat.HOST, T0)
            .press(at(180))
            .press(at(181));
    // Host is in byo-yomi: three turns of 19 s each, never more than the 20 s period.
    long t = 181;
    for (int turn = 0; turn < 3; turn++) {
      assertThat(c.periodLeft(Seat.HOST, at(t + 19))).isEqualTo(Duration.ofSeconds(1));
      c = c.press(at(t + 19));
      assertThat(c.isStopped()).isFalse();
      assertThat(c.periodLeft(Seat.HOST, at(t + 19))).isEqualTo(Duration.ofSeconds(20));
      c = c.press(at(t + 20));
      t += 20;
    }
    assertThat(c.running()).contains(Seat.HOST);
    assertThat(c.mainTimeLeft(Seat.GUEST, at(t))).isEqualTo(Duration.ofSeconds(176));
  }

  @Test
  @DisplayName("A move at the last instant of the period is in time; one nanosecond later is not")
  void lastInstant() {
    GameClock c =
        GameClock.of(TimeControl.of(Duration.ofMinutes(4), Duration.ofSeconds(30)))
            .start(Seat.HOST, T0)
            .press(at(1));
    Instant last = at(1 + 240 + 30);
    assertThat(c.deadline()).contains(last);
    assertThat(c.hasLost(Seat.GUEST, last)).isFalse();
    assertThat(c.periodLeft(Seat.GUEST, last)).isZero();
    GameClock inTime = c.press(last);
    assertThat(inTime.isStopped()).isFalse();
    assertThat(inTime.running()).contains(Seat.HOST);

    Instant late = last.plusNanos(1);
    assertThat(c.hasLost(Seat.GUEST, late)).isTrue();
    assertThat(c.hasLost(Seat.HOST, late)).isFalse();
    assertThat(c.loser(late)).contains(Seat.GUEST);
    GameClock tooLate = c.press(late);
    assertThat(tooLate.isStopped()).isTrue();
    assertThat(tooLate.running()).isEmpty();
    assertThat(tooLate.loser(late.plusSeconds(60))).contains(Seat.GUEST);
    assertThat(tooLate.mainTimeLeft(Seat.HOST, late)).isEqualTo(Duration.ofSeconds(239));
  }

  @Test
  @DisplayName("Both presets: 4:00 + 30 s on 12x12, 3:00 + 20 s on 8x8")
  void bothPresets() {
    GameClock standard =
        GameClock.of(TimeControl.of(Duration.ofMinutes(4), Duration.ofSeconds(30)))
            .start(Seat.HOST, T0);
    assertThat(standard.deadline()).contains(at(270));
    assertThat(standard.hasLost(Seat.HOST, at(270))).isFalse();
    assertThat(standard.hasLost(Seat.HOST, at(270).plusNanos(1))).isTrue();
    GameClock quick =
        GameClock.of(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)))
            .start(Seat.HOST, T0);
    assertThat(quick.deadline()).contains(at(200));
    assertThat(quick.hasLost(Seat.HOST, at(200))).isFalse();
    assertThat(quick.hasLost(Seat.HOST, at(200).plusNanos(1))).isTrue();
  }

  @Test
  @DisplayName("No main time: every turn is byo-yomi from its first instant")
  void zeroMainTime() {
    GameClock c =
        GameClock.of(TimeControl.of(Duration.ZERO, Duration.ofSeconds(5))).start(Seat.GUEST, T0);
    assertThat(c.isInByoYomi(Seat.GUEST, T0)).isTrue();
    assertThat(c.periodLeft(Seat.GUEST, at(2))).isEqualTo(Duration.ofSeconds(3));
    c = c.press(at(5));
    assertThat(c.running()).contains(Seat.HOST);
    assertThat(c.press(at(10).plusNanos(1)).loser(at(11))).contains(Seat.HOST);
  }

  @Test
  @DisplayName("An instant earlier than the last event is refused, naming both")
  void nonMonotonicTimeRefused() {
    GameClock c =
        GameClock.of(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)))
            .start(Seat.HOST, T0)
            .press(at(10));
    Instant earlier = at(10).minusNanos(1);
    assertThatThrownBy(() -> c.press(earlier))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(earlier.toString())
        .hasMessageContaining(at(10).toString());
    assertThatThrownBy(() -> c.stop(earlier)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> c.mainTimeLeft(Seat.HOST, earlier))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> c.start(Seat.HOST, at(20))).isInstanceOf(IllegalStateException.class);
    assertThat(c.press(at(10)).running()).contains(Seat.HOST);
  }

  @Test
  @DisplayName("A stopped clock keeps its readings")
  void stopFreezes() {
    GameClock c =
        GameClock.of(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)))
            .start(Seat.HOST, T0)
            .press(at(30))
            .stop(at(40));
    assertThat(c.isStopped()).isTrue();
    assertThat(c.running()).isEmpty();
    assertThat(c.mainTimeLeft(Seat.GUEST, at(1000))).isEqualTo(Duration.ofSeconds(170));
    assertThat(c.mainTimeLeft(Seat.HOST, at(1000))).isEqualTo(Duration.ofSeconds(150));
    assertThat(c.loser(at(1000))).isEmpty();
    assertThatThrownBy(() -> c.press(at(50))).isInstanceOf(IllegalStateException.class);
    assertThat(c)
        .isEqualTo(
            GameClock.of(TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20)))
                .start(Seat.HOST, T0)
                .press(at(30))
                .stop(at(40)));
    assertThat(c.toString()).contains("Host").contains("stopped");
  }

  @Test
  @DisplayName("A deadline past the last instant Java holds is that last instant")
  void deadlineSaturatesAtTheLastInstant() {
    TimeControl huge = TimeControl.of(Duration.ofMinutes(999_999_999), Duration.ofSeconds(20));
    Instant late = Instant.MAX.minusSeconds(60);
    GameClock c = GameClock.of(huge).start(Seat.HOST, late);
    assertThat(c.deadline()).contains(Instant.MAX);
    assertThat(c.hasLost(Seat.HOST, Instant.MAX)).isFalse();
    GameClock pressed = c.press(Instant.MAX);
    assertThat(pressed.running()).contains(Seat.GUEST);
    assertThat(pressed.deadline()).contains(Instant.MAX);
    Instant edge = Instant.MAX.minusSeconds(20);
    GameClock exact =
        GameClock.of(TimeControl.of(Duration.ZERO, Duration.ofSeconds(20)))
            .start(Seat.GUEST, edge.minusNanos(999_999_999));
    assertThat(exact.deadline()).contains(Instant.MAX.minusNanos(999_999_999));
  }
}
