package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Connections under attack (battery items 3 and 4), on loopback: one address holding every
 * connection it can, and a kept-alive connection whose second request head trickles in.
 */
class PlayConnectionsTest {
  /** The test's server on 127.0.0.1 and its API client. */
  @RegisterExtension final LoopbackServer loopback = new LoopbackServer();

  @Test
  void oneAddressHoldsAtMostItsShareOfTheConnections() throws Exception {
    List<Socket> held = new ArrayList<>();
    try {
      for (int i = 0; i < 3 * Limits.CONNECTIONS_PER_CLIENT; i++) {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.2"), 0));
        s.connect(new InetSocketAddress("127.0.0.1", loopback.server().uri().getPort()), 2000);
        held.add(s);
      }
      // The ones past the cap are closed as they open; the rest wait for a head (10 s).
      Thread.sleep(500);
      int open = 0;
      for (Socket s : held) {
        s.setSoTimeout(10);
        try {
          if (s.getInputStream().read() >= 0) {
            open++;
          }
        } catch (SocketTimeoutException e) {
          open++;
        } catch (SocketException e) {
          // reset: closed
        }
      }
      System.out.println(
          "PlayConnectionsTest: "
              + held.size()
              + " connections from one address, "
              + open
              + " kept");
      assertThat(open).isEqualTo(Limits.CONNECTIONS_PER_CLIENT);
      // Another address is served at once.
      String answer =
          loopback
              .api()
              .raw(
                  "127.0.0.3",
                  "GET /api/games HTTP/1.1\r\nHost: "
                      + loopback.api().host()
                      + "\r\nConnection: close\r\n\r\n");
      assertThat(ApiClient.status(answer)).isEqualTo(200);
    } finally {
      for (Socket s : held) {
        s.close();
      }
    }
  }

  @Test
  void aKeptAliveConnectionsSecondHeadHasADeadlineToo() throws Exception {
    try (Socket s = new Socket("127.0.0.1", loopback.server().uri().getPort())) {
      OutputStream out = s.getOutputStream();
      InputStream in = s.getInputStream();
      out.write(
          ("GET /api/games HTTP/1.1\r\nHost: " + loopback.api().host() + "\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      // The first answer, whole (its length is in its head).
      String head = readHead(in);
      assertThat(head).startsWith("HTTP/1.1 200");
      int length =
          Integer.parseInt(
              head.lines()
                  .filter(l -> l.toLowerCase().startsWith("content-length:"))
                  .findFirst()
                  .orElseThrow()
                  .substring(15)
                  .strip());
      in.readNBytes(length);
      // The second head, one byte every 2 s: never idle long, never whole.
      long t0 = System.nanoTime();
      byte[] slow =
          ("GET /api/games HTTP/1.1\r\nHost: " + loopback.api().host() + "\r\nX-Slow: ")
              .getBytes(StandardCharsets.US_ASCII);
      long limit = Limits.NEXT_HEAD_DEADLINE.toMillis() + 10_000;
      boolean closed = false;
      s.setSoTimeout(2000);
      for (int i = 0; !closed && (System.nanoTime() - t0) / 1_000_000 < limit; i++) {
        try {
          out.write(i < slow.length ? slow[i] : 'a');
          out.flush();
          closed = in.read() < 0;
        } catch (SocketTimeoutException e) {
          // still open: one more byte
        } catch (SocketException e) {
          closed = true;
        }
      }
      long millis = (System.nanoTime() - t0) / 1_000_000;
      System.out.println("PlayConnectionsTest: a trickled second head cut after " + millis + " ms");
      assertThat(closed).as("cut within the deadline").isTrue();
      assertThat(millis).isLessThan(limit);
    }
  }

  @Test
  void anIpv6SubscribersSlash64IsOneClient() {
    assertThat(ClientKey.of("2001:db8:1:2::1")).isEqualTo(ClientKey.of("2001:db8:1:2:ffff::9"));
    assertThat(ClientKey.of("[2001:db8:1:2::1]")).isEqualTo(ClientKey.of("2001:db8:1:2::1"));
    assertThat(ClientKey.of("2001:db8:1:2::1")).isNotEqualTo(ClientKey.of("2001:db8:1:3::1"));
    assertThat(ClientKey.of("127.0.0.2")).isEqualTo("127.0.0.2");
    assertThat(ClientKey.of("::ffff:127.0.0.2")).isEqualTo("127.0.0.2");
  }

  private static String readHead(InputStream in) throws Exception {
    StringBuilder sb = new StringBuilder();
    while (!sb.toString().endsWith("\r\n\r\n")) {
      int c = in.read();
      if (c < 0) {
        break;
      }
      sb.append((char) c);
    }
    return sb.toString();
  }
}
