package io.github.gongqi.bench.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer for the playground's API (and the browser test's DevTools
 * connection), so the lab needs no JSON library. Objects read as {@code Map<String, Object>} in
 * order, arrays as {@code List<Object>}, numbers as {@code Double} or {@code Long}, plus {@code
 * String}, {@code Boolean} and {@code null}; writing accepts the same and any {@code Number}.
 */
final class Json {
  private static final int MAX_DEPTH = 64;

  private final String text;
  private int pos;

  private Json(String text) {
    this.text = text;
  }

  /**
   * Reads one JSON value.
   *
   * @param text the text
   * @return the value
   * @throws IllegalArgumentException if the text is not one well-formed JSON value, with the offset
   *     of the problem
   */
  public static Object parse(String text) {
    Json j = new Json(text);
    j.space();
    Object v = j.value(0);
    j.space();
    if (j.pos != text.length()) {
      throw j.error("end of text expected");
    }
    return v;
  }

  /**
   * Reads a JSON object.
   *
   * @param text the text
   * @return the object's members in order
   * @throws IllegalArgumentException if the text is not a JSON object
   */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> parseObject(String text) {
    Object v = parse(text);
    if (!(v instanceof Map)) {
      throw new IllegalArgumentException("a JSON object expected");
    }
    return (Map<String, Object>) v;
  }

  /**
   * Writes a value as JSON.
   *
   * @param value a map with string keys, an iterable, a string, a number, a boolean or null
   * @return the JSON text
   */
  public static String write(Object value) {
    StringBuilder sb = new StringBuilder();
    write(sb, value);
    return sb.toString();
  }

  private static void write(StringBuilder sb, Object v) {
    if (v == null) {
      sb.append("null");
    } else if (v instanceof String s) {
      quote(sb, s);
    } else if (v instanceof Boolean || v instanceof Integer || v instanceof Long) {
      sb.append(v);
    } else if (v instanceof Number n) {
      double d = n.doubleValue();
      sb.append(d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : n.toString());
    } else if (v instanceof Map<?, ?> m) {
      sb.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : m.entrySet()) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        quote(sb, (String) e.getKey());
        sb.append(':');
        write(sb, e.getValue());
      }
      sb.append('}');
    } else if (v instanceof Iterable<?> it) {
      sb.append('[');
      boolean first = true;
      for (Object o : it) {
        if (!first) {
          sb.append(',');
        }
        first = false;
        write(sb, o);
      }
      sb.append(']');
    } else {
      throw new IllegalArgumentException("cannot write " + v.getClass().getName() + " as JSON");
    }
  }

  private static void quote(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          // '<' too, so a JSON text can never close a script element it is embedded in.
          if (c < 0x20 || c == '<' || c == 0x2028 || c == 0x2029) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }

  private IllegalArgumentException error(String what) {
    return new IllegalArgumentException("malformed JSON at offset " + pos + ": " + what);
  }

  private void space() {
    while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
      pos++;
    }
  }

  private Object value(int depth) {
    if (depth > MAX_DEPTH) {
      throw error("nested too deeply");
    }
    if (pos >= text.length()) {
      throw error("a value expected");
    }
    char c = text.charAt(pos);
    switch (c) {
      case '{':
        return object(depth);
      case '[':
        return array(depth);
      case '"':
        return string();
      case 't':
        return literal("true", Boolean.TRUE);
      case 'f':
        return literal("false", Boolean.FALSE);
      case 'n':
        return literal("null", null);
      default:
        if (c == '-' || (c >= '0' && c <= '9')) {
          return number();
        }
        throw error("unexpected '" + c + "'");
    }
  }

  private Object literal(String word, Object v) {
    if (!text.startsWith(word, pos)) {
      throw error(word + " expected");
    }
    pos += word.length();
    return v;
  }

  private Object number() {
    int start = pos;
    if (text.charAt(pos) == '-') {
      pos++;
    }
    boolean integral = true;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c >= '0' && c <= '9') {
        pos++;
      } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
        integral = false;
        pos++;
      } else {
        break;
      }
    }
    String s = text.substring(start, pos);
    try {
      if (integral && s.length() < 19) {
        return Long.parseLong(s);
      }
      return Double.parseDouble(s);
    } catch (NumberFormatException e) {
      pos = start;
      throw error("bad number '" + s + "'");
    }
  }

  private String string() {
    pos++; // the opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      if (pos >= text.length()) {
        throw error("unterminated string");
      }
      char c = text.charAt(pos++);
      if (c == '"') {
        return sb.toString();
      }
      if (c == '\\') {
        if (pos >= text.length()) {
          throw error("unterminated escape");
        }
        char e = text.charAt(pos++);
        switch (e) {
          case '"', '\\', '/' -> sb.append(e);
          case 'b' -> sb.append('\b');
          case 'f' -> sb.append('\f');
          case 'n' -> sb.append('\n');
          case 'r' -> sb.append('\r');
          case 't' -> sb.append('\t');
          case 'u' -> {
            if (pos + 4 > text.length()) {
              throw error("short \\u escape");
            }
            try {
              sb.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
            } catch (NumberFormatException ex) {
              throw error("bad \\u escape");
            }
            pos += 4;
          }
          default -> throw error("bad escape \\" + e);
        }
      } else if (c < 0x20) {
        throw error("control character in string");
      } else {
        sb.append(c);
      }
    }
  }

  private Map<String, Object> object(int depth) {
    pos++;
    Map<String, Object> m = new LinkedHashMap<>();
    space();
    if (pos < text.length() && text.charAt(pos) == '}') {
      pos++;
      return m;
    }
    while (true) {
      space();
      if (pos >= text.length() || text.charAt(pos) != '"') {
        throw error("a member name expected");
      }
      String k = string();
      space();
      if (pos >= text.length() || text.charAt(pos) != ':') {
        throw error("':' expected");
      }
      pos++;
      space();
      m.put(k, value(depth + 1));
      space();
      if (pos < text.length() && text.charAt(pos) == ',') {
        pos++;
      } else if (pos < text.length() && text.charAt(pos) == '}') {
        pos++;
        return m;
      } else {
        throw error("',' or '}' expected");
      }
    }
  }

  private List<Object> array(int depth) {
    pos++;
    List<Object> l = new ArrayList<>();
    space();
    if (pos < text.length() && text.charAt(pos) == ']') {
      pos++;
      return l;
    }
    while (true) {
      space();
      l.add(value(depth + 1));
      space();
      if (pos < text.length() && text.charAt(pos) == ',') {
        pos++;
      } else if (pos < text.length() && text.charAt(pos) == ']') {
        pos++;
        return l;
      } else {
        throw error("',' or ']' expected");
      }
    }
  }
}
