package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The playground against slow and hostile clients, on 127.0.0.1: connections that never finish, a
 * flood of rooms, requests from another site or for another host, and odd records.
 */
class PlayHostileClientsTest {
  private PlayServer server;
  private ApiClient api;

  private void start(Limits limits) {
    server = PlayServer.start("127.0.0.1", 0, InstantSource.system(), limits, List.of());
    api = new ApiClient(server.uri());
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void slowClientsHoldNoThreadAndAreLetGo() throws Exception {
    start(Limits.DEFAULT);
    List<Socket> heads = new ArrayList<>();
    List<Socket> bodies = new ArrayList<>();
    try {
      for (int i = 0; i < 48; i++) {
        heads.add(open("127.0.0.2", "GET / HTTP/1.1\r\nHost: " + api.host() + "\r\nX-Half: "));
        bodies.add(
            open(
                "127.0.0.3",
                "POST /api/rooms HTTP/1.1\r\nHost: "
                    + api.host()
                    + "\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"ga"));
      }
      long t0 = System.nanoTime();
      ApiClient.Reply page = api.request("GET", "/", null, null);
      Map<String, Object> room = api.create("{\"game\":\"gongqi\",\"mode\":\"online\"}");
      long millis = (System.nanoTime() - t0) / 1_000_000;
      System.out.println(
          "PlayHostileClientsTest: page and a new room beside 96 slow clients in "
              + millis
              + " ms");
      assertThat(page.status()).isEqualTo(200);
      assertThat(room.get("room")).isNotNull();
      assertThat(millis).as("answered beside 96 slow clients").isLessThan(1000);
      // The deadlines let them go: the heads are cut, the bodies answered 408.
      for (Socket s : heads) {
        assertThat(readAll(s)).isEmpty();
      }
      for (Socket s : bodies) {
        assertThat(readAll(s)).startsWith("HTTP/1.1 408");
      }
    } finally {
      for (Socket s : heads) {
        s.close();
      }
      for (Socket s : bodies) {
        s.close();
      }
    }
  }

  private Socket open(String from, String start) throws Exception {
    Socket s = new Socket();
    // Other addresses than the client measured's: one address's connections are capped.
    s.bind(new InetSocketAddress(java.net.InetAddress.getByName(from), 0));
    s.connect(new InetSocketAddress("127.0.0.1", server.uri().getPort()), 2000);
    s.getOutputStream().write(start.getBytes(StandardCharsets.UTF_8));
    s.getOutputStream().flush();
    return s;
  }

  /** Everything the server sends until it closes; within the deadlines and some slack. */
  private static String readAll(Socket s) throws Exception {
    s.setSoTimeout((int) (Limits.HEADER_DEADLINE.toMillis() + 10_000));
    InputStream in = s.getInputStream();
    StringBuilder sb = new StringBuilder();
    byte[] buf = new byte[4096];
    try {
      int n;
      while ((n = in.read(buf)) > 0) {
        sb.append(new String(buf, 0, n, StandardCharsets.ISO_8859_1));
      }
    } catch (SocketException e) {
      // A reset is a close too.
    }
    return sb.toString();
  }

  @Test
  void oneClientsFloodOfRoomsLocksNobodyOut() throws Exception {
    start(Limits.DEFAULT);
    int[] counts = flood(12_000);
    System.out.println(
        "PlayHostileClientsTest: 12000 rooms asked by one address: "
            + counts[0]
            + " opened, "
            + counts[1]
            + " refused (429)");
    // A minute's allowance at once, then one every two seconds while the flood lasts.
    assertThat(counts[0])
        .isBetween(Limits.DEFAULT.roomsPerMinute(), 2 * Limits.DEFAULT.roomsPerMinute());
    assertThat(counts[1]).isEqualTo(12_000 - counts[0]);
    // Another client (another loopback address) still opens an online room.
    String answer =
        api.rawPost(
            "127.0.0.2", "/api/rooms", api.host(), "", "{\"game\":\"gongqi\",\"mode\":\"online\"}");
    assertThat(ApiClient.status(answer)).as(answer).isEqualTo(201);
    assertThat(server.roomCount()).isEqualTo(counts[0] + 1);
  }

  @Test
  void atTheRoomCapUnstartedRoomsGoFirstAndGamesInPlayStay() throws Exception {
    start(Limits.DEFAULT.withRooms(2000, 1_000_000));
    Map<String, Object> game = api.create("{\"game\":\"gongqi\",\"variant\":\"8\"}");
    String room = (String) game.get("room");
    String token = (String) game.get("token");
    assertThat(api.act(room, token, "start", null).status()).isEqualTo(200);
    assertThat(api.act(room, token, "move", "d5N1").status()).isEqualTo(200);
    int[] counts = flood(12_000);
    assertThat(counts[0]).isEqualTo(12_000);
    assertThat(server.roomCount()).isEqualTo(2000);
    Map<String, Object> online = api.create("{\"game\":\"agon\",\"mode\":\"online\"}");
    assertThat(api.request("GET", "/api/rooms/" + online.get("room"), null, null).status())
        .isEqualTo(200);
    assertThat(server.roomCount()).isEqualTo(2000);
    // The game in play was never dropped for a new room.
    ApiClient.Reply s = api.request("GET", "/api/rooms/" + room, token, null);
    assertThat(s.status()).isEqualTo(200);
    assertThat(s.json().get("moves")).isEqualTo(List.of("d5N1"));
  }

  /**
   * Asks for a room until the server answers: a pooled keep-alive connection that the server lets
   * go just as the client reuses it comes back with no bytes at all (the JDK client does not resend
   * a POST), which says nothing about the room allowance this test measures. Tracked with issue 29
   * (deadlines on a keep-alive connection's next request).
   */
  private int postRoomAnswered() throws Exception {
    for (int attempt = 1; ; attempt++) {
      try {
        return api.request("POST", "/api/rooms", null, "{\"game\":\"gongqi\"}").status();
      } catch (java.io.IOException e) {
        if (attempt == 3 || !String.valueOf(e.getMessage()).contains("received no bytes")) {
          throw e;
        }
      }
    }
  }

  /** Rooms asked by this client on four threads: {opened, refused with 429}. */
  private int[] flood(int n) throws Exception {
    AtomicInteger opened = new AtomicInteger();
    AtomicInteger refused = new AtomicInteger();
    AtomicInteger next = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        done.add(
            pool.submit(
                () -> {
                  while (next.getAndIncrement() < n) {
                    int status = postRoomAnswered();
                    (status == 201 ? opened : status == 429 ? refused : new AtomicInteger())
                        .incrementAndGet();
                  }
                  return null;
                }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdownNow();
    }
    return new int[] {opened.get(), refused.get()};
  }

  @Test
  void anotherSiteAnotherHostOrAnotherBodyTypeChangeNothing() throws Exception {
    start(Limits.DEFAULT);
    Map<String, Object> c = api.create("{\"game\":\"gongqi\",\"variant\":\"8\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    String action = "/api/rooms/" + room + "/action";
    String start = "{\"action\":\"start\"}";
    List<Integer> statuses = new ArrayList<>();
    statuses.add(
        api.request("POST", action, token, start, "Origin", "http://evil.example").status());
    statuses.add(api.request("POST", action, token, start, "Origin", "null").status());
    statuses.add(
        api.request(
                "POST", "/api/rooms", null, "{\"game\":\"gongqi\"}", "Content-Type", "text/plain")
            .status());
    statuses.add(
        api.request(
                "POST",
                "/api/rooms",
                null,
                "game=gongqi",
                "Content-Type",
                "application/x-www-form-urlencoded")
            .status());
    statuses.add(
        ApiClient.status(
            api.rawPost(
                "127.0.0.1",
                action,
                "evil.example:" + server.uri().getPort(),
                "X-Seat-Token: " + token + "\r\n",
                start)));
    statuses.add(
        ApiClient.status(
            api.raw(
                "127.0.0.1",
                "GET /api/rooms/"
                    + room
                    + " HTTP/1.1\r\nHost: rebound.example\r\nConnection: close\r\n\r\n")));
    assertThat(statuses).containsExactly(403, 403, 415, 415, 403, 403);
    assertThat(server.roomCount()).isEqualTo(1);
    ApiClient.Reply s = api.request("GET", "/api/rooms/" + room, token, null);
    assertThat(s.json().get("status")).isEqualTo("waiting");
    assertThat(s.json().get("version")).isEqualTo(0);
    // The page's own origin, and localhost for the loopback, are this server.
    String own = "http://" + api.host();
    assertThat(api.request("POST", action, token, start, "Origin", own).status()).isEqualTo(200);
    String local =
        api.raw(
            "127.0.0.1",
            "GET /api/lessons/agon HTTP/1.1\r\nHost: localhost:"
                + server.uri().getPort()
                + "\r\nConnection: close\r\n\r\n");
    assertThat(ApiClient.status(local)).isEqualTo(200);
  }

  @Test
  void aRecordFromTheFarFutureIsA4xx() throws Exception {
    start(Limits.DEFAULT);
    Map<String, Object> c = api.create("{\"game\":\"gongqi\",\"variant\":\"8\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    api.act(room, token, "start", null);
    api.act(room, token, "move", "d5N1");
    String record = api.request("GET", "/api/rooms/" + room + "/record", null, null).text();
    assertThat(record).contains("[Start \"");
    // The move took three seconds: past the last instant Java can hold.
    String future =
        record
            .replaceAll("\\[Start \"[^\"]*\"\\]", "[Start \"+1000000000-12-31T23:59:59Z\"]")
            .replaceAll("\\[%emt [^\\]]*\\]", "[%emt 0:00:03]");
    assertThat(future).isNotEqualTo(record);
    ApiClient.Reply r =
        api.request(
            "POST",
            "/api/replay",
            null,
            io.github.gongqi.bench.json.JsonText.write(Map.of("record", future, "ply", 0)));
    assertThat(r.status()).as(r.text()).isBetween(400, 499);
    assertThat((String) r.json().get("error")).isNotBlank();
  }

  @Test
  void headWorksWhereGetDoes() throws Exception {
    start(Limits.DEFAULT);
    Map<String, Object> c = api.create("{\"game\":\"agon\"}");
    for (String path :
        List.of(
            "/",
            "/static/play.js",
            "/api/lessons/gongqi",
            "/api/rooms/" + c.get("room"),
            "/api/rooms/" + c.get("room") + "/record",
            "/api/rooms/" + c.get("room") + "/events")) {
      ApiClient.Reply get = path.endsWith("/events") ? null : api.request("GET", path, null, null);
      ApiClient.Reply head = api.request("HEAD", path, null, null);
      assertThat(head.status()).as(path).isEqualTo(200);
      assertThat(head.text()).as(path).isEmpty();
      if (get != null) {
        assertThat(head.raw().headers().firstValue("Content-Type"))
            .isEqualTo(get.raw().headers().firstValue("Content-Type"));
      }
    }
    assertThat(api.request("HEAD", "/api/rooms/AAAAAAAAAAAAAAAAAAAAAA", null, null).status())
        .isEqualTo(404);
  }
}
