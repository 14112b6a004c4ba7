package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** The server's API as the tests call it, on the loopback address only. */
final class ApiClient {
  /** An answer: status, JSON (if JSON), text and the headers. */
  record Reply(int status, Map<String, Object> json, String text, HttpResponse<String> raw) {}

  final URI base;
  final HttpClient http = HttpClient.newHttpClient();

  ApiClient(URI base) {
    this.base = base;
  }

  /** A request with a JSON body (or none) and extra headers, name then value. */
  Reply request(String method, String path, String token, String body, String... headers)
      throws IOException, InterruptedException {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(base.resolve(path))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (token != null) {
      b.header("X-Seat-Token", token);
    }
    boolean typed = false;
    for (int i = 0; i < headers.length; i += 2) {
      b.header(headers[i], headers[i + 1]);
      typed |= headers[i].equalsIgnoreCase("Content-Type");
    }
    if (body != null && !typed) {
      b.header("Content-Type", "application/json");
    }
    HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    String type = r.headers().firstValue("Content-Type").orElse("");
    Map<String, Object> json =
        type.startsWith("application/json") && !r.body().isEmpty()
            ? JsonText.readObject(r.body())
            : null;
    return new Reply(r.statusCode(), json, r.body(), r);
  }

  /** Creates a room, expecting 201. */
  Map<String, Object> create(String json) throws IOException, InterruptedException {
    Reply r = request("POST", "/api/rooms", null, json);
    if (r.status() != 201) {
      throw new AssertionError("room not created: " + r.status() + " " + r.text());
    }
    return r.json();
  }

  /** An action for a seat. */
  Reply act(String room, String token, String action, String move)
      throws IOException, InterruptedException {
    String body =
        move == null
            ? "{\"action\":\"" + action + "\"}"
            : "{\"action\":\"" + action + "\",\"move\":\"" + move + "\"}";
    return request("POST", "/api/rooms/" + room + "/action", token, body);
  }

  /**
   * Sends a whole request as raw bytes from a given local address (another loopback address is
   * another client to the server) and returns the whole answer.
   */
  String raw(String from, String request) throws IOException {
    try (Socket s = new Socket()) {
      s.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
      s.connect(new InetSocketAddress(base.getHost(), base.getPort()), 2000);
      s.setSoTimeout(5000);
      s.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
      s.getOutputStream().flush();
      InputStream in = s.getInputStream();
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      byte[] buf = new byte[8192];
      int n;
      while ((n = in.read(buf)) > 0) {
        out.write(buf, 0, n);
      }
      return out.toString(StandardCharsets.UTF_8);
    }
  }

  /** The {@code Host} header value this server answers to. */
  String host() {
    return base.getHost() + ":" + base.getPort();
  }

  /** A raw HTTP/1.1 POST with a JSON body that closes the connection after the answer. */
  String rawPost(String from, String path, String host, String extraHeaders, String body)
      throws IOException {
    byte[] b = body.getBytes(StandardCharsets.UTF_8);
    return raw(
        from,
        "POST "
            + path
            + " HTTP/1.1\r\nHost: "
            + host
            + "\r\nContent-Type: application/json\r\nConnection: close\r\n"
            + extraHeaders
            + "Content-Length: "
            + b.length
            + "\r\n\r\n"
            + body);
  }

  /** The status code of a raw answer. */
  static int status(String answer) {
    return Integer.parseInt(answer.substring(9, 12));
  }
}
