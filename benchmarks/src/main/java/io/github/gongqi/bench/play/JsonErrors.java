package io.github.gongqi.bench.play;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answers Jetty gives itself (a malformed request line, headers over the limit, a path that
 * climbs out of the root) in the API's form, {@code {"error":"…"}}, without Jetty's HTML page.
 */
final class JsonErrors implements Request.Handler {
  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    Object message = request.getAttribute(ErrorHandler.ERROR_MESSAGE);
    String text =
        message instanceof String s && !s.isBlank()
            ? s
            : "request refused (" + response.getStatus() + ")";
    byte[] body =
        io.github.gongqi.bench.json.JsonText.write(new Answers.ErrorMessage(text))
            .getBytes(StandardCharsets.UTF_8);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
    response.write(true, ByteBuffer.wrap(body), callback);
    return true;
  }
}
