package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/** One request's answer: the headers every answer carries, then JSON, text or a file. */
final class Reply {
  private final Request request;
  final Response response;
  final Callback callback;

  Reply(Request request, Response response, Callback callback) {
    this.request = request;
    this.response = response;
    this.callback = callback;
  }

  /** Whether the request is a {@code HEAD}: the headers of a {@code GET}, no body. */
  boolean head() {
    return request.getMethod().equals("HEAD");
  }

  /** Sets the headers every answer carries. */
  void commonHeaders() {
    var h = response.getHeaders();
    h.put(HttpHeader.CACHE_CONTROL, "no-store");
    h.put("X-Content-Type-Options", "nosniff");
    h.put("Referrer-Policy", "no-referrer");
    h.put(
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline';"
            + " frame-ancestors 'none'");
  }

  void json(int status, Object value) {
    send(
        status,
        "application/json; charset=utf-8",
        JsonText.write(value).getBytes(StandardCharsets.UTF_8));
  }

  void error(PlayServer.HttpError e) {
    if (e.retryAfterSeconds > 0) {
      response.getHeaders().put(HttpHeader.RETRY_AFTER, e.retryAfterSeconds);
    }
    error(e.status, e.getMessage());
  }

  void error(int status, String message) {
    json(status, new Answers.ErrorMessage(message));
  }

  void send(int status, String type, byte[] bytes) {
    if (response.isCommitted()) {
      callback.failed(new IllegalStateException("answered already"));
      return;
    }
    response.setStatus(status);
    commonHeaders();
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
    response.write(true, head() ? ByteBuffer.allocate(0) : ByteBuffer.wrap(bytes), callback);
  }
}
