package io.github.gongqi.bench.play;

import java.util.HashMap;
import java.util.Map;

/**
 * How many rooms each client address may still open: a bucket per address that holds up to a
 * minute's allowance and refills evenly. Behind a shared address (a NAT, a proxy that does not pass
 * the client on) its users share one bucket. The table of addresses is itself bounded: when it is
 * full, the buckets that have refilled (which carry no information) are dropped, and if none has,
 * the table starts afresh.
 */
final class ClientQuota {
  private static final int MAX_CLIENTS = 10_000;

  private final int perMinute;
  private final Map<String, double[]> buckets = new HashMap<>();

  ClientQuota(int perMinute) {
    this.perMinute = perMinute;
  }

  /**
   * Takes one room from a client's allowance.
   *
   * @param client the client's address
   * @param nanos the current time, {@link System#nanoTime()}
   * @return whether the client may open it
   */
  synchronized boolean take(String client, long nanos) {
    double[] b = buckets.get(client);
    if (b == null) {
      if (buckets.size() >= MAX_CLIENTS) {
        buckets.values().removeIf(x -> level(x, nanos) >= perMinute);
        if (buckets.size() >= MAX_CLIENTS) {
          buckets.clear();
        }
      }
      b = new double[] {perMinute, nanos};
      buckets.put(client, b);
    }
    double level = level(b, nanos);
    b[1] = nanos;
    if (level < 1) {
      b[0] = level;
      return false;
    }
    b[0] = level - 1;
    return true;
  }

  /** The bucket's level now: {@code [level, at]} refilled by the time since. */
  private double level(double[] b, long nanos) {
    double minutes = (nanos - (long) b[1]) / 60e9;
    return Math.min(perMinute, b[0] + minutes * perMinute);
  }
}
