package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.InstantSource;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An error inside a handler (battery item 2): an {@link OutOfMemoryError} is caught, logged and
 * answered 500 with the connection closed, and the server goes on answering.
 */
class PlayFailuresTest {
  private PlayServer server;

  @AfterEach
  void stop() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void anOutOfMemoryErrorInAHandlerIsA500AndTheServerGoesOn() throws Exception {
    Route failing =
        x -> {
          if (!x.path().equals("/api/fail")) {
            return false;
          }
          throw new OutOfMemoryError("Java heap space (on purpose)");
        };
    server =
        PlayServer.start(
            "127.0.0.1", 0, InstantSource.system(), Limits.DEFAULT, List.of(), List.of(failing));
    ApiClient api = new ApiClient(server.uri());
    for (int i = 0; i < 40; i++) {
      // More failures than the server has threads: none of them is lost.
      String answer =
          api.raw("127.0.0.1", "GET /api/fail HTTP/1.1\r\nHost: " + api.host() + "\r\n\r\n");
      assertThat(answer).startsWith("HTTP/1.1 500");
      assertThat(answer.toLowerCase()).contains("connection: close").contains("\"error\"");
    }
    assertThat(api.request("GET", "/api/games", null, null).status()).isEqualTo(200);
  }

  @Test
  void aRequestRefusedBeforeItsBodyIsReadSaysTheConnectionCloses() throws Exception {
    server = PlayServer.start("127.0.0.1", 0, InstantSource.system());
    ApiClient api = new ApiClient(server.uri());
    // The body follows the head; the refusal (another site) is sent before it is read, and a
    // client that reused the connection would lose its next request (the keep-alive race).
    String answer =
        api.raw(
            "127.0.0.1",
            "POST /api/rooms HTTP/1.1\r\nHost: "
                + api.host()
                + "\r\nOrigin: http://evil.example\r\nContent-Type: application/json"
                + "\r\nContent-Length: 17\r\n\r\n{\"game\":\"agon\"}");
    assertThat(answer).startsWith("HTTP/1.1 403");
    assertThat(answer.toLowerCase()).contains("connection: close");
  }
}
