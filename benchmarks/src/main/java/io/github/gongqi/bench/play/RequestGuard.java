package io.github.gongqi.bench.play;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;

/**
 * Lets only the playground's own page drive the API: every request must name this server in its
 * {@code Host} (a DNS-rebinding page names its own domain), a state-changing request from a browser
 * must come from this server's origin ({@code Origin}), and a body must be {@code application/json}
 * (which a plain HTML form on another site cannot send).
 */
final class RequestGuard {
  private final Set<String> hosts;

  private RequestGuard(Set<String> hosts) {
    this.hosts = Set.copyOf(hosts);
  }

  /**
   * The guard for a server bound to an address.
   *
   * @param host the address bound, as given to {@code --host}
   * @param port the port bound
   * @param names more names the server answers to ({@code --allow-host}), such as the public name a
   *     reverse proxy passes on; with or without a port
   */
  static RequestGuard of(String host, int port, Collection<String> names) {
    Set<String> hosts = new HashSet<>();
    InetAddress bound;
    try {
      bound = InetAddress.getByName(host);
    } catch (UnknownHostException e) {
      bound = null;
    }
    addHost(hosts, host, port);
    if (bound != null) {
      addHost(hosts, literal(bound), port);
      if (bound.isLoopbackAddress() || bound.isAnyLocalAddress()) {
        addHost(hosts, "localhost", port);
        addHost(hosts, "127.0.0.1", port);
        addHost(hosts, "[::1]", port);
      }
      if (bound.isAnyLocalAddress()) {
        // Bound to every interface: each interface's address names this server.
        try {
          for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress a : Collections.list(ni.getInetAddresses())) {
              addHost(hosts, literal(a), port);
            }
          }
        } catch (SocketException e) {
          // Then only the names given and the loopback forms are accepted.
        }
      }
    }
    for (String n : names) {
      String name = n.toLowerCase(Locale.ROOT);
      hosts.add(name);
      if (!name.contains(":") || name.endsWith("]")) {
        hosts.add(name + ":" + port);
      }
    }
    return new RequestGuard(hosts);
  }

  private static void addHost(Set<String> hosts, String name, int port) {
    String n = name.toLowerCase(Locale.ROOT);
    if (n.contains(":") && !n.startsWith("[")) {
      n = "[" + n + "]";
    }
    hosts.add(n + ":" + port);
    if (port == 80) {
      hosts.add(n);
    }
  }

  private static String literal(InetAddress a) {
    String s = a.getHostAddress();
    int scope = s.indexOf('%');
    if (scope >= 0) {
      s = s.substring(0, scope);
    }
    return a instanceof Inet6Address ? "[" + s + "]" : s;
  }

  /**
   * Checks a request before anything is read or done.
   *
   * @throws PlayServer.HttpError 403 for a foreign host or origin, 415 for a body not JSON
   */
  void check(Request request) {
    String host = request.getHeaders().get(HttpHeader.HOST);
    if (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT))) {
      throw new PlayServer.HttpError(
          403,
          "this server does not answer to the host '"
              + PlayServer.shorten(String.valueOf(host))
              + "' (start it with --allow-host NAME to add a name)");
    }
    String method = request.getMethod();
    if (method.equals("GET") || method.equals("HEAD")) {
      return;
    }
    String origin = request.getHeaders().get(HttpHeader.ORIGIN);
    if (origin != null && !sameOrigin(origin, host)) {
      throw new PlayServer.HttpError(
          403, "requests from another site are refused: " + PlayServer.shorten(origin));
    }
    if (method.equals("POST")) {
      String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
      String mime = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
      if (!mime.equals("application/json")) {
        throw new PlayServer.HttpError(
            415,
            "the body must be application/json, not '"
                + PlayServer.shorten(type == null ? "none" : type)
                + "'");
      }
    }
  }

  /** Whether an {@code Origin} names the same host and port the request was sent to. */
  private static boolean sameOrigin(String origin, String host) {
    try {
      URI u = new URI(origin);
      String scheme = u.getScheme();
      return u.getRawAuthority() != null
          && ("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme))
          && u.getRawAuthority().equalsIgnoreCase(host);
    } catch (URISyntaxException e) {
      return false;
    }
  }
}
