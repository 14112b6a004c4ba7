package io.github.gongqi.bench.play;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Request;

/**
 * Closes a connection that has not sent a whole request head within a deadline of opening, or, on a
 * kept-alive connection, within a deadline of its previous answer. The idle timeout alone would let
 * a client keep a connection by sending a byte now and then; Jetty reads heads without a thread, so
 * such a client costs a connection, and this bounds for how long, for every request of the
 * connection and not only its first.
 */
final class HeaderDeadline implements Connection.Listener {
  private final Map<Connection, ScheduledFuture<?>> waiting = new ConcurrentHashMap<>();
  private final ScheduledExecutorService timer;
  private final long millis;
  private final long nextMillis;

  /**
   * The deadlines.
   *
   * @param deadline for the first head, from the connection's opening
   * @param next for each later head, from the end of the previous answer
   */
  HeaderDeadline(ScheduledExecutorService timer, Duration deadline, Duration next) {
    this.timer = timer;
    this.millis = deadline.toMillis();
    this.nextMillis = next.toMillis();
  }

  @Override
  public void onOpened(Connection connection) {
    arm(connection, millis);
  }

  /**
   * An answer on a connection is complete: the next request's head must come within the deadline.
   * Called before the response's callback completes, so before Jetty reads the next request.
   */
  void awaitNext(Connection connection) {
    if (connection.getEndPoint().isOpen()) {
      arm(connection, nextMillis);
    }
  }

  private void arm(Connection connection, long within) {
    // The task closes only if its own deadline is still the one waiting.
    CompletableFuture<ScheduledFuture<?>> self = new CompletableFuture<>();
    ScheduledFuture<?> f;
    try {
      f =
          timer.schedule(
              () -> {
                if (waiting.remove(connection, self.join())) {
                  connection.getEndPoint().close();
                }
              },
              within,
              TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // The server is stopping: every connection closes anyway.
      return;
    }
    self.complete(f);
    ScheduledFuture<?> old = waiting.put(connection, f);
    if (old != null) {
      old.cancel(false);
    }
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
