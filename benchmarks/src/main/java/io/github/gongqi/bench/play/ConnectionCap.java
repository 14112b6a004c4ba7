package io.github.gongqi.bench.play;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.io.Connection;

/**
 * Bounds the connections one client ({@link ClientKey}: an IPv4 address or an IPv6 /64) holds at
 * once: a connection past the bound is closed as soon as it opens, before anything is read. Without
 * it one address could hold every connection the server accepts ({@link Limits#MAX_CONNECTIONS})
 * and lock everyone else out.
 */
final class ConnectionCap implements Connection.Listener {
  private static final System.Logger LOG = System.getLogger(ConnectionCap.class.getName());

  private final int perClient;
  private final Map<String, AtomicInteger> open = new ConcurrentHashMap<>();
  private final Map<Connection, String> keys = new ConcurrentHashMap<>();

  ConnectionCap(int perClient) {
    this.perClient = perClient;
  }

  @Override
  public void onOpened(Connection connection) {
    String key = ClientKey.of(connection.getEndPoint().getRemoteSocketAddress());
    int n = open.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet();
    keys.put(connection, key);
    if (n > perClient) {
      LOG.log(
          System.Logger.Level.DEBUG,
          () -> "play: " + key + " holds " + perClient + " connections, its most; one closed");
      connection.getEndPoint().close();
    }
  }

  @Override
  public void onClosed(Connection connection) {
    String key = keys.remove(connection);
    if (key != null) {
      // Forgotten at zero, so the table holds only the clients connected now.
      open.computeIfPresent(key, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
    }
  }

  /** The connections a client holds now, for tests. */
  int openBy(String key) {
    AtomicInteger n = open.get(key);
    return n == null ? 0 : n.get();
  }
}
