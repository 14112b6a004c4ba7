package io.github.gongqi.game;

import java.time.Duration;
import java.util.Objects;

/**
 * A time control: main time, then a fresh byo-yomi period on every turn.
 *
 * <p>Each player first spends main time; once it is spent, every turn gets a fresh byo-yomi period
 * that resets in full when the player moves within it. Main time that runs out during a turn flows
 * into that turn's period. This class only describes the control; the clock is a separate concern.
 *
 * <pre>{@code
 * TimeControl tc = TimeControl.of(Duration.ofMinutes(5), Duration.ofSeconds(10));
 * }</pre>
 *
 * <p>Instances are immutable and thread-safe.
 */
public final class TimeControl {
  private final Duration mainTime;
  private final Duration byoYomi;

  private TimeControl(Duration mainTime, Duration byoYomi) {
    this.mainTime = mainTime;
    this.byoYomi = byoYomi;
  }

  /**
   * Returns a time control.
   *
   * @param mainTime the main time of each player, zero or more
   * @param byoYomi the period given afresh on every turn once main time is spent, more than zero
   * @return the time control
   * @throws IllegalArgumentException if main time is negative or the period not positive
   */
  public static TimeControl of(Duration mainTime, Duration byoYomi) {
    Objects.requireNonNull(mainTime, "mainTime");
    Objects.requireNonNull(byoYomi, "byoYomi");
    if (mainTime.isNegative()) {
      throw new IllegalArgumentException("main time " + mainTime + " is negative");
    }
    if (byoYomi.isNegative() || byoYomi.isZero()) {
      throw new IllegalArgumentException("byo-yomi " + byoYomi + " must be more than zero");
    }
    return new TimeControl(mainTime, byoYomi);
  }

  /**
   * Returns the main time of each player.
   *
   * @return the main time
   */
  public Duration mainTime() {
    return mainTime;
  }

  /**
   * Returns the byo-yomi period given afresh on every turn once main time is spent.
   *
   * @return the period
   */
  public Duration byoYomi() {
    return byoYomi;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TimeControl
        && mainTime.equals(((TimeControl) o).mainTime)
        && byoYomi.equals(((TimeControl) o).byoYomi);
  }

  @Override
  public int hashCode() {
    return mainTime.hashCode() * 31 + byoYomi.hashCode();
  }

  /**
   * Returns the control as minutes:seconds plus the period, such as {@code 4:00+30s}.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    long s = mainTime.getSeconds();
    StringBuilder sb = new StringBuilder();
    sb.append(s / 60).append(':').append(String.format("%02d", s % 60));
    if (mainTime.getNano() != 0) {
      sb.append('.').append(String.format("%09d", mainTime.getNano()).replaceAll("0+$", ""));
    }
    sb.append('+');
    long b = byoYomi.getSeconds();
    sb.append(b);
    if (byoYomi.getNano() != 0) {
      sb.append('.').append(String.format("%09d", byoYomi.getNano()).replaceAll("0+$", ""));
    }
    return sb.append('s').toString();
  }
}
