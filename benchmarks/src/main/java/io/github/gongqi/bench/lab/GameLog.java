package io.github.gongqi.bench.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One finished game as the lab reports it: a line of {@code --jsonl} and what {@code merge} reads
 * back. {@code white} and {@code black} name the bots that played each colour at the end of the
 * game (after any swap); {@code result} is {@code white}, {@code black} or {@code draw}. {@code
 * run} and {@code bots} say which run the game belongs to, so that {@code merge} can rebuild its
 * summary and refuse lines of different runs.
 */
public record GameLog(
    String run,
    List<String> bots,
    long game,
    long seed,
    String rules,
    String white,
    String black,
    List<String> moves,
    String result,
    String reason,
    int plies,
    long millis) {

  /** Keeps unmodifiable copies of the lists. */
  public GameLog {
    bots = List.copyOf(bots);
    moves = List.copyOf(moves);
  }

  /** The line of JSON, without a line end. */
  String toJson() {
    StringBuilder b = new StringBuilder(64 + moves.size() * 8);
    b.append("{\"game\":").append(game);
    b.append(",\"seed\":").append(seed);
    b.append(",\"rules\":").append(Json.quote(rules));
    b.append(",\"white\":").append(Json.quote(white));
    b.append(",\"black\":").append(Json.quote(black));
    b.append(",\"moves\":[");
    for (int i = 0; i < moves.size(); i++) {
      if (i > 0) {
        b.append(',');
      }
      b.append(Json.quote(moves.get(i)));
    }
    b.append("],\"result\":").append(Json.quote(result));
    b.append(",\"reason\":").append(Json.quote(reason));
    b.append(",\"plies\":").append(plies);
    b.append(",\"millis\":").append(millis);
    b.append(",\"run\":").append(Json.quote(run));
    b.append(",\"bots\":[");
    for (int i = 0; i < bots.size(); i++) {
      if (i > 0) {
        b.append(',');
      }
      b.append(Json.quote(bots.get(i)));
    }
    return b.append("]}").toString();
  }

  /**
   * Reads a line written by {@link #toJson()}.
   *
   * @param line the line
   * @return the game
   * @throws Json.JsonException if it is not JSON or lacks a field
   */
  public static GameLog fromJson(String line) {
    Object v = Json.parse(line);
    if (!(v instanceof Map<?, ?> m)) {
      throw new Json.JsonException("not a JSON object");
    }
    String result = string(m, "result");
    if (!result.equals("white") && !result.equals("black") && !result.equals("draw")) {
      throw new Json.JsonException("result '" + result + "' is not white, black or draw");
    }
    return new GameLog(
        string(m, "run"),
        strings(m, "bots"),
        number(m, "game"),
        number(m, "seed"),
        string(m, "rules"),
        string(m, "white"),
        string(m, "black"),
        strings(m, "moves"),
        result,
        string(m, "reason"),
        Math.toIntExact(number(m, "plies")),
        number(m, "millis"));
  }

  private static Object field(Map<?, ?> m, String name) {
    if (!m.containsKey(name)) {
      throw new Json.JsonException("the field '" + name + "' is missing");
    }
    return m.get(name);
  }

  private static String string(Map<?, ?> m, String name) {
    if (field(m, name) instanceof String s) {
      return s;
    }
    throw new Json.JsonException("the field '" + name + "' is not a string");
  }

  private static long number(Map<?, ?> m, String name) {
    if (field(m, name) instanceof Long n) {
      return n;
    }
    throw new Json.JsonException("the field '" + name + "' is not an integer");
  }

  private static List<String> strings(Map<?, ?> m, String name) {
    if (field(m, name) instanceof List<?> l) {
      List<String> out = new ArrayList<>(l.size());
      for (Object o : l) {
        if (!(o instanceof String s)) {
          throw new Json.JsonException("the field '" + name + "' is not a list of strings");
        }
        out.add(s);
      }
      return out;
    }
    throw new Json.JsonException("the field '" + name + "' is not a list");
  }
}
