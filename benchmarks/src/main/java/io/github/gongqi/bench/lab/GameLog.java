package io.github.gongqi.bench.lab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One finished game as the lab reports it: a line of {@code --jsonl} and what {@code merge} reads
 * back. {@code white} and {@code black} name the bots that played each colour at the end of the
 * game (after any swap); {@code result} is {@code white}, {@code black} or {@code draw}. {@code
 * run} and {@code bots} say which run the game belongs to, so that {@code merge} can rebuild its
 * summary and refuse lines of different runs.
 *
 * @param run {@code selfplay} or {@code tournament}
 * @param bots the run's bots, in order
 * @param game the game's index k in the run
 * @param seed the game's seed
 * @param rules the rules text, as {@code Position.rulesId()} writes it
 * @param white the bot on White at the end
 * @param black the bot on Black at the end
 * @param moves the moves in notation
 * @param result {@code white}, {@code black} or {@code draw}
 * @param reason why the game ended
 * @param plies the number of moves
 * @param millis how long the game took
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

  /**
   * Makes the log; the lists are copied, unmodifiable.
   *
   * @param run {@code selfplay} or {@code tournament}
   * @param bots the run's bots, in order
   * @param game the game's index k in the run
   * @param seed the game's seed
   * @param rules the rules text, as {@code Position.rulesId()} writes it
   * @param white the bot on White at the end
   * @param black the bot on Black at the end
   * @param moves the moves in notation
   * @param result {@code white}, {@code black} or {@code draw}
   * @param reason why the game ended
   * @param plies the number of moves
   * @param millis how long the game took
   */
  public GameLog {
    bots = List.copyOf(bots);
    moves = List.copyOf(moves);
  }

  /** The line of JSON, without a line end: the fields in the order that readers know. */
  String toJson() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("game", game);
    m.put("seed", seed);
    m.put("rules", rules);
    m.put("white", white);
    m.put("black", black);
    m.put("moves", moves);
    m.put("result", result);
    m.put("reason", reason);
    m.put("plies", plies);
    m.put("millis", millis);
    m.put("run", run);
    m.put("bots", bots);
    return JsonText.write(m);
  }

  /**
   * Reads a line written by {@link #toJson()}.
   *
   * @param line the line
   * @return the game
   * @throws JsonText.MalformedJsonException if it is not JSON or lacks a field
   */
  public static GameLog fromJson(String line) {
    Map<String, Object> m = JsonText.readObject(line);
    String result = string(m, "result");
    if (!result.equals("white") && !result.equals("black") && !result.equals("draw")) {
      throw new JsonText.MalformedJsonException(
          "result '" + result + "' is not white, black or draw");
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
      throw new JsonText.MalformedJsonException("the field '" + name + "' is missing");
    }
    return m.get(name);
  }

  private static String string(Map<?, ?> m, String name) {
    if (field(m, name) instanceof String s) {
      return s;
    }
    throw new JsonText.MalformedJsonException("the field '" + name + "' is not a string");
  }

  private static long number(Map<?, ?> m, String name) {
    // The reader gives a whole number the smallest type that holds it.
    Object v = field(m, name);
    if (v instanceof Integer || v instanceof Long) {
      return ((Number) v).longValue();
    }
    throw new JsonText.MalformedJsonException("the field '" + name + "' is not an integer");
  }

  private static List<String> strings(Map<?, ?> m, String name) {
    if (field(m, name) instanceof List<?> l) {
      List<String> out = new ArrayList<>(l.size());
      for (Object o : l) {
        if (!(o instanceof String s)) {
          throw new JsonText.MalformedJsonException(
              "the field '" + name + "' is not a list of strings");
        }
        out.add(s);
      }
      return out;
    }
    throw new JsonText.MalformedJsonException("the field '" + name + "' is not a list");
  }
}
