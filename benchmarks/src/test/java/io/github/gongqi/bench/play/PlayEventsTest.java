package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.json.JsonText;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Live rooms: {@code GET /api/rooms/ID/events} as Server-Sent Events, on 127.0.0.1. */
class PlayEventsTest {
  /** The test's server on 127.0.0.1 and its API client. */
  @RegisterExtension final LoopbackServer loopback = new LoopbackServer();

  /** A stream's {@code state} messages, parsed, as they come. */
  private BlockingQueue<Map<String, Object>> listen(String path) {
    BlockingQueue<Map<String, Object>> states = new LinkedBlockingQueue<>();
    HttpRequest r =
        HttpRequest.newBuilder(loopback.server().uri().resolve(path))
            .header("Accept", "text/event-stream")
            .build();
    CompletableFuture<HttpResponse<Stream<String>>> f =
        loopback.api().http.sendAsync(r, HttpResponse.BodyHandlers.ofLines());
    f.thenAccept(
        resp -> {
          assertThat(resp.headers().firstValue("Content-Type").orElse(""))
              .startsWith("text/event-stream");
          String[] event = {null};
          resp.body()
              .forEach(
                  line -> {
                    if (line.startsWith("event: ")) {
                      event[0] = line.substring(7);
                    } else if (line.startsWith("data: ") && "state".equals(event[0])) {
                      states.add(JsonText.readObject(line.substring(6)));
                    }
                  });
        });
    return states;
  }

  @Test
  void oneDrawingAnUpdateServesEveryStreamThatSeesTheRoomAlike() throws Exception {
    Map<String, Object> c = loopback.api().create("{\"game\":\"agon\",\"mode\":\"hotseat\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    List<BlockingQueue<Map<String, Object>>> watchers = new java.util.ArrayList<>();
    for (int i = 0; i < 6; i++) {
      watchers.add(listen("/api/rooms/" + room + "/events"));
    }
    for (BlockingQueue<Map<String, Object>> w : watchers) {
      assertThat(w.poll(5, TimeUnit.SECONDS)).as("the state at once").isNotNull();
    }
    long before = loopback.server().drawingsOf(room);
    assertThat(loopback.api().act(room, token, "start", null).status()).isEqualTo(200);
    for (BlockingQueue<Map<String, Object>> w : watchers) {
      Map<String, Object> s = w.poll(5, TimeUnit.SECONDS);
      assertThat(s).isNotNull();
      assertThat(s.get("status")).isEqualTo("running");
    }
    // One for the six spectators' streams, one for the action's own answer (was seven).
    assertThat(loopback.server().drawingsOf(room) - before).isEqualTo(2);
  }

  @Test
  void theOtherSeatSeesAMoveAtOnce() throws Exception {
    Map<String, Object> c =
        loopback.api().create("{\"game\":\"gongqi\",\"variant\":\"12\",\"mode\":\"online\"}");
    String room = (String) c.get("room");
    String host = (String) c.get("token");
    String guest =
        (String)
            loopback
                .api()
                .request("POST", "/api/rooms/" + room + "/join", null, "{}")
                .json()
                .get("token");
    BlockingQueue<Map<String, Object>> seen =
        listen("/api/rooms/" + room + "/events?token=" + guest);
    Map<String, Object> first = seen.poll(5, TimeUnit.SECONDS);
    assertThat(first).as("the state at once").isNotNull();
    // The stream carries exactly what the state request answers the same seat.
    assertThat(JsonText.write(first))
        .isEqualTo(
            JsonText.write(
                loopback.api().request("GET", "/api/rooms/" + room, guest, null).json()));
    assertThat(first.get("you")).isEqualTo(List.of("guest"));
    assertThat(loopback.api().act(room, host, "ready", null).status()).isEqualTo(200);
    assertThat(loopback.api().act(room, guest, "ready", null).status()).isEqualTo(200);
    Map<String, Object> s;
    do {
      s = seen.poll(5, TimeUnit.SECONDS);
      assertThat(s).isNotNull();
    } while (!s.get("status").equals("running"));
    long t0 = System.nanoTime();
    assertThat(loopback.api().act(room, host, "move", "f7N1").status()).isEqualTo(200);
    Map<String, Object> moved = seen.poll(1, TimeUnit.SECONDS);
    long millis = (System.nanoTime() - t0) / 1_000_000;
    System.out.println(
        "PlayEventsTest: the Guest's stream had the Host's move "
            + millis
            + " ms after it was sent");
    assertThat(moved).isNotNull();
    assertThat(moved.get("moves")).isEqualTo(List.of("f7N1"));
    assertThat(moved.get("toMove")).isEqualTo("guest");
    assertThat(millis).as("the move reaches the other seat within 300 ms").isLessThan(300);
    // The end reaches it too.
    assertThat(loopback.api().act(room, guest, "resign", null).status()).isEqualTo(200);
    Map<String, Object> end = seen.poll(1, TimeUnit.SECONDS);
    assertThat(end).isNotNull();
    assertThat(end.get("status")).isEqualTo("finished");
  }
}
