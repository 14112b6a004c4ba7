package io.github.gongqi.game.match;

import java.time.Duration;
import java.util.Locale;
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
  /**
   * No clock: turns and instants are kept, but nobody runs out of time and there is no deadline.
   * Written {@code -} (as PGN writes an unknown or absent control).
   */
  public static final TimeControl UNTIMED = new TimeControl(Duration.ZERO, Duration.ZERO);

  private static final long MAX_FIELD = 999_999_999L;

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
   * @throws IllegalArgumentException if main time is negative, the period not positive, or either
   *     too long to write (more than 999,999,999 minutes of main time or seconds of byo-yomi)
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
    // What toString writes must read back: at most nine digits of minutes and of period seconds.
    if (mainTime.toMinutes() > MAX_FIELD || byoYomi.getSeconds() > MAX_FIELD) {
      throw new IllegalArgumentException(
          "time control "
              + mainTime
              + "+"
              + byoYomi
              + " is too long: at most 999999999 minutes"
              + " of main time and 999999999 seconds of byo-yomi");
    }
    return new TimeControl(mainTime, byoYomi);
  }

  /**
   * Reads a control as {@link #toString()} writes it: {@code 4:00+30s}, {@code 0:05.5+1.25s}, or
   * {@code -} for {@link #UNTIMED}.
   *
   * @param text the text
   * @return the control
   * @throws IllegalArgumentException if the text is not of that form or the durations are out of
   *     range
   */
  public static TimeControl parse(CharSequence text) {
    String t = Objects.requireNonNull(text, "text").toString();
    if (t.equals("-")) {
      return UNTIMED;
    }
    java.util.regex.Matcher x = FORM.matcher(t);
    if (!x.matches()) {
      throw new IllegalArgumentException(
          "time control '" + t + "' is not minutes:seconds+period such as 4:00+30s, or -");
    }
    try {
      Duration main =
          Duration.ofMinutes(Long.parseLong(x.group(1)))
              .plusSeconds(Long.parseLong(x.group(2)))
              .plusNanos(nanos(x.group(3)));
      return of(main, Duration.ofSeconds(Long.parseLong(x.group(4)), nanos(x.group(5))));
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException("time control '" + t + "' is out of range", e);
    }
  }

  private static final java.util.regex.Pattern FORM =
      java.util.regex.Pattern.compile(
          "(\\d{1,9}):([0-5]\\d)(?:\\.(\\d{1,9}))?\\+(\\d{1,9})(?:\\.(\\d{1,9}))?s");

  private static long nanos(String fraction) {
    return fraction == null ? 0 : Long.parseLong((fraction + "00000000").substring(0, 9));
  }

  /**
   * Returns whether this is {@link #UNTIMED}.
   *
   * @return true for no clock
   */
  public boolean isUntimed() {
    return this == UNTIMED;
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
   * Returns the control as minutes:seconds plus the period, such as {@code 4:00+30s}, or {@code -}
   * when untimed.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    if (isUntimed()) {
      return "-";
    }
    long s = mainTime.getSeconds();
    StringBuilder sb = new StringBuilder();
    sb.append(s / 60).append(':').append(String.format(Locale.ROOT, "%02d", s % 60));
    if (mainTime.getNano() != 0) {
      sb.append('.')
          .append(String.format(Locale.ROOT, "%09d", mainTime.getNano()).replaceAll("0+$", ""));
    }
    sb.append('+');
    long b = byoYomi.getSeconds();
    sb.append(b);
    if (byoYomi.getNano() != 0) {
      sb.append('.')
          .append(String.format(Locale.ROOT, "%09d", byoYomi.getNano()).replaceAll("0+$", ""));
    }
    return sb.append('s').toString();
  }
}
