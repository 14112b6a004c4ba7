package io.github.gongqi.bench.play;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.eclipse.jetty.server.Request;

/**
 * One request whose body has been read, as each concern's {@link Route} sees it: the method, the
 * path, the query, the JSON body, and the {@link Reply} to answer with.
 *
 * @param request Jetty's request
 * @param reply the answer
 * @param path the path within the server
 * @param body the JSON body, empty for none
 */
record Exchange(Request request, Reply reply, String path, Map<String, Object> body) {

  /** The request's method, {@code HEAD} answered as a {@code GET} without a body. */
  String method() {
    return request.getMethod();
  }

  /** The client's address as the connection gives it. */
  String client() {
    return Request.getRemoteAddr(request);
  }

  /** A request header, or null. */
  String header(String name) {
    return request.getHeaders().get(name);
  }

  /**
   * Refuses another method than the one expected ({@code HEAD} goes where {@code GET} does).
   *
   * @throws PlayServer.HttpError 405
   */
  void requireMethod(String expected) {
    String method = method();
    boolean ok = method.equals(expected) || (expected.equals("GET") && method.equals("HEAD"));
    if (!ok) {
      throw new PlayServer.HttpError(405, method + " is not allowed here; use " + expected);
    }
  }

  /** The query's parameters, decoded; a malformed query is a 400. */
  Map<String, String> query() {
    String raw = request.getHttpURI().getQuery();
    Map<String, String> q = new LinkedHashMap<>();
    if (raw == null || raw.isEmpty()) {
      return q;
    }
    for (String pair : raw.split("&")) {
      int eq = pair.indexOf('=');
      String k = eq < 0 ? pair : pair.substring(0, eq);
      String v = eq < 0 ? "" : pair.substring(eq + 1);
      try {
        q.put(
            URLDecoder.decode(k, StandardCharsets.UTF_8),
            URLDecoder.decode(v, StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        throw new PlayServer.HttpError(400, "malformed query");
      }
    }
    return q;
  }
}
