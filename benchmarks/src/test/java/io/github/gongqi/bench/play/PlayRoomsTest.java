package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.json.JsonText;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Rooms under a flood from many addresses (battery item 5), on loopback addresses 127.0.0.x: a
 * client's own rooms are bounded, a newcomer gets a room from the client holding the most, a full
 * and evenly shared server answers 503 with {@code Retry-After}, abandoned rooms expire.
 */
class PlayRoomsTest {
  private PlayServer server;
  private ApiClient api;

  private void start(Limits limits, InstantSource clock) {
    server = PlayServer.start("127.0.0.1", 0, clock, limits, List.of());
    api = new ApiClient(server.uri());
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  /** A room opened from an address, its game started and one move played: a game in play. */
  private String gameInPlay(String from) throws Exception {
    String answer =
        api.rawPost(from, "/api/rooms", api.host(), "", "{\"game\":\"gongqi\",\"variant\":\"8\"}");
    assertThat(ApiClient.status(answer)).as(answer).isEqualTo(201);
    Map<String, Object> c = JsonText.readObject(answer.substring(answer.indexOf("\r\n\r\n") + 4));
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    assertThat(api.act(room, token, "start", null).status()).isEqualTo(200);
    assertThat(api.act(room, token, "move", "d5N1").status()).isEqualTo(200);
    return room;
  }

  private int status(String room) throws Exception {
    return api.request("GET", "/api/rooms/" + room, null, null).status();
  }

  @Test
  void aClientHoldsItsShareOfRoomsAndItsOldestGoesFirst() throws Exception {
    start(Limits.DEFAULT.withRooms(100, 1_000_000).withRoomsPerClient(3), InstantSource.system());
    List<String> mine = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      mine.add(gameInPlay("127.0.0.2"));
    }
    assertThat(server.roomCount()).isEqualTo(3);
    assertThat(status(mine.get(0))).isEqualTo(404);
    assertThat(status(mine.get(3))).isEqualTo(200);
  }

  @Test
  void aNewcomerGetsARoomFromTheClientHoldingMostAndAnEvenServerSays503() throws Exception {
    start(Limits.DEFAULT.withRooms(12, 1_000_000), InstantSource.system());
    // A flood of games in play from three addresses fills the server.
    List<String> flood = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      flood.add(gameInPlay("127.0.0." + (2 + i % 3)));
    }
    assertThat(server.roomCount()).isEqualTo(12);
    // Nine newcomers each still get a game: the flooders give up theirs, oldest first.
    for (int i = 0; i < 9; i++) {
      gameInPlay("127.0.1." + (i + 1));
    }
    assertThat(status(flood.get(0))).isEqualTo(404);
    assertThat(server.roomCount()).isEqualTo(12);
    // Now each of twelve addresses holds one game: a thirteenth is told to come back later.
    String answer =
        api.rawPost(
            "127.0.2.1", "/api/rooms", api.host(), "", "{\"game\":\"gongqi\",\"variant\":\"8\"}");
    assertThat(ApiClient.status(answer)).as(answer).isEqualTo(503);
    assertThat(answer.toLowerCase()).contains("retry-after: " + Rooms.RETRY_SECONDS);
  }

  @Test
  void roomsNobodyUsesOrWatchesExpire() throws Exception {
    PlayServerTest.TestClock clock = new PlayServerTest.TestClock();
    start(Limits.DEFAULT, clock);
    String old = gameInPlay("127.0.0.2");
    clock.advance(Rooms.ABANDONED.minus(Duration.ofMinutes(1)));
    String fresh = gameInPlay("127.0.0.2");
    clock.advance(Duration.ofMinutes(2));
    assertThat(server.expire()).isEqualTo(1);
    assertThat(status(old)).isEqualTo(404);
    assertThat(status(fresh)).isEqualTo(200);
  }

  @Test
  void aBotRoomsRecordNamesTheBotAndWholeMilliseconds() throws Exception {
    start(Limits.DEFAULT, InstantSource.system());
    Map<String, Object> c =
        api.create(
            "{\"game\":\"gongqi\",\"variant\":\"8\",\"mode\":\"bot\",\"bot\":\"greedy\","
                + "\"botSeat\":\"guest\",\"time\":\"-\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    assertThat(api.act(room, token, "start", null).status()).isEqualTo(200);
    Thread.sleep(3);
    assertThat(api.act(room, token, "move", "d5N1").status()).isEqualTo(200);
    String record = "";
    for (int i = 0; i < 100 && !record.contains("2. "); i++) {
      Thread.sleep(50);
      record = api.request("GET", "/api/rooms/" + room + "/record", null, null).text();
      if (!record.contains("%emt")) {
        continue;
      }
      // The bot's reply makes a second %emt once it has moved.
      if (record.split("%emt").length > 2) {
        break;
      }
    }
    assertThat(record).contains("[Guest \"greedy\"]");
    assertThat(record).contains("%emt");
    assertThat(record).doesNotContainPattern("%emt \\d+:\\d\\d:\\d\\d\\.\\d{4,}");
  }

  @Test
  void aHotSeatRoomSaysItsKind() throws Exception {
    start(Limits.DEFAULT, InstantSource.system());
    Map<String, Object> c = api.create("{\"game\":\"agon\",\"mode\":\"hotseat\"}");
    ApiClient.Reply s =
        api.request("GET", "/api/rooms/" + c.get("room"), (String) c.get("token"), null);
    assertThat(s.json().get("kind")).isEqualTo("hotseat");
    assertThat(s.json().get("you")).isEqualTo(List.of("host", "guest"));
  }

  @Test
  void aGetShowsATimeLossButChangesNothing() throws Exception {
    PlayServerTest.TestClock clock = new PlayServerTest.TestClock();
    start(Limits.DEFAULT, clock);
    Map<String, Object> c =
        api.create("{\"game\":\"gongqi\",\"variant\":\"8\",\"time\":\"1:00+1s\"}");
    String room = (String) c.get("room");
    String token = (String) c.get("token");
    assertThat(api.act(room, token, "start", null).status()).isEqualTo(200);
    clock.advance(Duration.ofMinutes(2));
    ApiClient.Reply s = api.request("GET", "/api/rooms/" + room, token, null);
    assertThat(s.json().get("status")).isEqualTo("finished");
    // The room itself is as it was: its record's game has not ended (it did when a GET ended it).
    String record = api.request("GET", "/api/rooms/" + room + "/record", null, null).text();
    assertThat(record.strip()).endsWith("*");
  }
}
