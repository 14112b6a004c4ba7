package io.github.gongqi.bench.lab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The little JSON the lab needs for its JSONL lines: writing strings, and reading one value
 * (object, array, string, number, true, false, null) with an error that says where it broke.
 * Numbers read as {@link Long} when integral, else {@link Double}.
 */
final class Json {
  private final String text;
  private int at;

  private Json(String text) {
    this.text = text;
  }

  /** A line that is not the JSON the lab expects; the message says where and why. */
  static final class JsonException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    JsonException(String message) {
      super(message);
    }
  }

  /** Writes a JSON string literal, quotes included. */
  static String quote(String s) {
    StringBuilder b = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> b.append("\\\"");
        case '\\' -> b.append("\\\\");
        case '\n' -> b.append("\\n");
        case '\r' -> b.append("\\r");
        case '\t' -> b.append("\\t");
        default -> {
          if (c < 0x20) {
            b.append(String.format("\\u%04x", (int) c));
          } else {
            b.append(c);
          }
        }
      }
    }
    return b.append('"').toString();
  }

  /** Reads one JSON value that must fill the whole text (spaces aside). */
  static Object parse(String text) {
    Json j = new Json(text);
    Object v = j.value();
    j.space();
    if (j.at != text.length()) {
      throw j.error("unexpected text after the value");
    }
    return v;
  }

  private JsonException error(String why) {
    return new JsonException("not JSON at column " + (at + 1) + ": " + why);
  }

  private void space() {
    while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
  }

  private Object value() {
    space();
    if (at >= text.length()) {
      throw error("a value was expected");
    }
    char c = text.charAt(at);
    switch (c) {
      case '{':
        return object();
      case '[':
        return array();
      case '"':
        return string();
      case 't':
        return word("true", Boolean.TRUE);
      case 'f':
        return word("false", Boolean.FALSE);
      case 'n':
        return word("null", null);
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          return number();
        }
        throw error("unexpected '" + c + "'");
    }
  }

  private Object word(String w, Object v) {
    if (!text.startsWith(w, at)) {
      throw error("unexpected '" + text.charAt(at) + "'");
    }
    at += w.length();
    return v;
  }

  private Map<String, Object> object() {
    Map<String, Object> m = new LinkedHashMap<>();
    at++;
    space();
    if (at < text.length() && text.charAt(at) == '}') {
      at++;
      return m;
    }
    while (true) {
      space();
      if (at >= text.length() || text.charAt(at) != '"') {
        throw error("a member name was expected");
      }
      String key = string();
      space();
      expect(':');
      m.put(key, value());
      space();
      if (at < text.length() && text.charAt(at) == ',') {
        at++;
      } else {
        expect('}');
        return m;
      }
    }
  }

  private List<Object> array() {
    List<Object> l = new ArrayList<>();
    at++;
    space();
    if (at < text.length() && text.charAt(at) == ']') {
      at++;
      return l;
    }
    while (true) {
      l.add(value());
      space();
      if (at < text.length() && text.charAt(at) == ',') {
        at++;
      } else {
        expect(']');
        return l;
      }
    }
  }

  private void expect(char c) {
    if (at >= text.length() || text.charAt(at) != c) {
      throw error("'" + c + "' was expected");
    }
    at++;
  }

  private String string() {
    StringBuilder b = new StringBuilder();
    at++;
    while (true) {
      if (at >= text.length()) {
        throw error("the string is not closed");
      }
      char c = text.charAt(at++);
      if (c == '"') {
        return b.toString();
      }
      if (c != '\\') {
        b.append(c);
        continue;
      }
      if (at >= text.length()) {
        throw error("the string is not closed");
      }
      char e = text.charAt(at++);
      switch (e) {
        case '"', '\\', '/' -> b.append(e);
        case 'n' -> b.append('\n');
        case 'r' -> b.append('\r');
        case 't' -> b.append('\t');
        case 'b' -> b.append('\b');
        case 'f' -> b.append('\f');
        case 'u' -> {
          if (at + 4 > text.length()) {
            throw error("a \\u escape needs four hex digits");
          }
          try {
            b.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          } catch (NumberFormatException x) {
            throw error("a \\u escape needs four hex digits");
          }
          at += 4;
        }
        default -> throw error("unknown escape \\" + e);
      }
    }
  }

  private Object number() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) {
      at++;
    }
    String n = text.substring(start, at);
    try {
      if (n.matches("-?\\d+")) {
        return Long.parseLong(n);
      }
      return Double.parseDouble(n);
    } catch (NumberFormatException x) {
      at = start;
      throw error("'" + n + "' is not a number");
    }
  }
}
