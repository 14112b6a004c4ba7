package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.bench.json.JsonlLines;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One finished game as the lab reports it: a line of {@code --jsonl} and what {@code merge} reads
 * back. {@code white} and {@code black} name the bots that played each colour at the end of the
 * game (after any swap); {@code result} is {@code white}, {@code black} or {@code draw}. {@code
 * run}, {@code bots}, {@code games} and {@code shard} say which run the game belongs to, so that
 * {@code merge} can rebuild its summary, refuse lines of different runs and name missing games.
 *
 * <p>{@code run} is one text made of the options that decide the games, equal for every shard of a
 * run and different for runs that play different games: the kind of run first ({@code selfplay} or
 * {@code tournament}, see {@link #kind()}), then {@code | key=value} parts for the rules, the bots,
 * the seed, the number of games, the colour scheme, the ply limit and the time control.
 *
 * @param run the run: its kind, then the options that decide its games
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
 * @param games the number of games of the whole run, every shard together
 * @param shard the shard that played the game, {@code I/N} ({@code 0/1} unsharded)
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
    long millis,
    long games,
    String shard) {
  /** The kinds of run, the first word of {@link #run()}. */
  static final java.util.Set<String> KINDS = java.util.Set.of("selfplay", "tournament");

  /**
   * Makes the log; the lists are copied, unmodifiable.
   *
   * @param run the run: its kind, then the options that decide its games
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
   * @param games the number of games of the whole run, every shard together
   * @param shard the shard that played the game, {@code I/N} ({@code 0/1} unsharded)
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
    m.put("games", games);
    m.put("shard", shard);
    return JsonText.write(m);
  }

  /**
   * The kind of run, the first word of {@link #run()}.
   *
   * @return {@code selfplay} or {@code tournament}
   */
  public String kind() {
    int space = run.indexOf(' ');
    return space < 0 ? run : run.substring(0, space);
  }

  /**
   * Reads a line written by {@link #toJson()}.
   *
   * @param line the line
   * @return the game
   * @throws JsonText.MalformedJsonException if it is not JSON, lacks a field, or a field has the
   *     wrong type or a value outside its kind (the result, the kind of run, the shard)
   */
  public static GameLog fromJson(String line) {
    Map<String, Object> m = JsonText.readObject(line);
    String result = string(m, "result");
    if (!result.equals("white") && !result.equals("black") && !result.equals("draw")) {
      throw new JsonText.MalformedJsonException(
          "result '" + JsonlLines.cut(result) + "' is not white, black or draw");
    }
    String shard = string(m, "shard");
    try {
      Shard.parse(shard);
    } catch (IllegalArgumentException e) {
      throw new JsonText.MalformedJsonException(e.getMessage());
    }
    long plies = number(m, "plies");
    if (plies != (int) plies) {
      throw new JsonText.MalformedJsonException("plies " + plies + " is out of range");
    }
    GameLog g =
        new GameLog(
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
            (int) plies,
            number(m, "millis"),
            number(m, "games"),
            shard);
    if (!KINDS.contains(g.kind())) {
      throw new JsonText.MalformedJsonException(
          "run '" + JsonlLines.cut(g.run()) + "' is neither a selfplay nor a tournament");
    }
    return g;
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
