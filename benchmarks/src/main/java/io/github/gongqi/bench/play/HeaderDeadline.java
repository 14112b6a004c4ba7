package io.github.gongqi.bench.play;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Request;

/**
 * Closes a connection that has not sent a whole request head within a deadline of opening. The idle
 * timeout alone would let a client keep a connection by sending a byte now and then; Jetty reads
 * heads without a thread, so such a client costs a connection, and this bounds for how long.
 */
final class HeaderDeadline implements Connection.Listener {
  private final Map<Connection, ScheduledFuture<?>> waiting = new ConcurrentHashMap<>();
  private final ScheduledExecutorService timer;
  private final long millis;

  HeaderDeadline(ScheduledExecutorService timer, Duration deadline) {
    this.timer = timer;
    this.millis = deadline.toMillis();
  }

  @Override
  public void onOpened(Connection connection) {
    waiting.put(
        connection,
        timer.schedule(
            () -> {
              if (waiting.remove(connection) != null) {
                connection.getEndPoint().close();
              }
            },
            millis,
            TimeUnit.MILLISECONDS));
  }

  @Override
  public void onClosed(Connection connection) {
    cancel(connection);
  }

  /** A request's head has arrived on its connection: the deadline is met. */
  void met(Request request) {
    cancel(request.getConnectionMetaData().getConnection());
  }

  private void cancel(Connection connection) {
    ScheduledFuture<?> f = waiting.remove(connection);
    if (f != null) {
      f.cancel(false);
    }
  }
}
