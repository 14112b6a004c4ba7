package io.github.gongqi.bench.play;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.UnknownHostException;

/**
 * The key under which the server counts a client's rooms and connections: its IPv4 address, or the
 * /64 prefix of its IPv6 address (one subscriber usually holds a whole /64, so counting each of its
 * 2^64 addresses apart would give it no limit at all). An IPv4 address mapped into IPv6 counts as
 * the IPv4 address.
 */
final class ClientKey {
  private ClientKey() {}

  /**
   * The key of a remote address as Jetty gives it ({@code Request.getRemoteAddr}).
   *
   * @param address an address literal, such as {@code 127.0.0.1} or {@code 2001:db8::1}
   * @return the key
   */
  static String of(String address) {
    if (address == null) {
      return "?";
    }
    String a = address.startsWith("[") ? address.substring(1, address.length() - 1) : address;
    if (!a.contains(":")) {
      return a;
    }
    try {
      // A literal: no name is looked up.
      return of(InetAddress.getByName(a));
    } catch (UnknownHostException e) {
      return a;
    }
  }

  /**
   * The key of a connection's remote address.
   *
   * @param address the socket address, or null
   * @return the key
   */
  static String of(SocketAddress address) {
    if (address instanceof InetSocketAddress s && s.getAddress() != null) {
      return of(s.getAddress());
    }
    return String.valueOf(address);
  }

  private static String of(InetAddress address) {
    if (!(address instanceof Inet6Address)) {
      return address.getHostAddress();
    }
    byte[] b = address.getAddress();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 8; i += 2) {
      sb.append(Integer.toHexString(((b[i] & 0xff) << 8) | (b[i + 1] & 0xff))).append(':');
    }
    return sb.append(":/64").toString();
  }
}
