package io.github.gongqi.bench.play;

import java.util.Map;

/** Reading fields of a request's JSON body, each wrong one a 400 naming it. */
final class Json {
  private Json() {}

  /**
   * A string field.
   *
   * @param required whether a missing field is an error (else null)
   */
  static String string(Map<String, Object> b, String key, boolean required) {
    Object v = b.get(key);
    if (v == null) {
      if (required) {
        throw new PlayServer.HttpError(400, "the request has no '" + key + "'");
      }
      return null;
    }
    if (!(v instanceof String s)) {
      throw new PlayServer.HttpError(400, "'" + key + "' must be a string");
    }
    return s;
  }
}
