package io.github.gongqi.bench.play;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.UnknownGameException;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.record.RecordFormatException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A loaded game record at one ply, for the page's replay: the record's rules tag names its game in
 * the registry, whose reader checks the record and whose drawing shows the position. Stateless: the
 * page sends the record with each step.
 */
final class ReplayDesk {
  private ReplayDesk() {}

  /** The rules tag; its text starts with the game's name, as every game's record writes it. */
  private static final Pattern RULES_TAG = Pattern.compile("(?m)^\\[Rules \"([^\"]*)\"\\]");

  static Map<String, Object> at(Map<String, Object> body) {
    Object text = body.get("record");
    if (!(text instanceof String record)) {
      throw new PlayServer.HttpError(400, "the request has no 'record' text");
    }
    // The reader gives a whole number the smallest type that holds it.
    Object plyValue = body.getOrDefault("ply", 0);
    if (!(plyValue instanceof Integer || plyValue instanceof Long)) {
      throw new PlayServer.HttpError(400, "'ply' must be a whole number");
    }
    long ply = ((Number) plyValue).longValue();
    return state(read(record), ply, body.get("view"));
  }

  /**
   * The match a record describes, read by its game: the one its rules tag names, or else the first
   * game whose reader takes it (a game may name its rules tag otherwise).
   */
  static Table<?> read(String record) {
    Matcher m = RULES_TAG.matcher(record);
    if (m.find()) {
      Game<?> game;
      try {
        game = Games.forRules(m.group(1));
      } catch (UnknownGameException e) {
        throw new PlayServer.HttpError(
            400,
            "not a record of a game played here: its rules '"
                + PlayServer.shorten(m.group(1))
                + "' name none of "
                + String.join(", ", Games.names()));
      }
      try {
        return Table.fromRecord(game, record);
      } catch (RecordFormatException e) {
        throw new PlayServer.HttpError(400, "not a game record: " + e.getMessage());
      }
    }
    for (Game<?> game : Games.all()) {
      try {
        return Table.fromRecord(game, record);
      } catch (IllegalArgumentException e) {
        // not this game's record: the next game tries
      }
    }
    throw new PlayServer.HttpError(
        400,
        "not a game record: it has no [Rules \"…\"] tag naming its game, and no game of "
            + String.join(", ", Games.names())
            + " reads it");
  }

  private static <P extends GamePosition<P, ?, ?, ?>> Map<String, Object> state(
      Table<P> table, long ply, Object view) {
    AbstractMatch<P, ?, ?, ?, ?, ?> match = table.match;
    List<String> moves = new ArrayList<>();
    match.moves().forEach(m -> moves.add(m.toString()));
    if (ply < 0 || ply > moves.size()) {
      throw new PlayServer.HttpError(
          400, "ply " + ply + " is not in the game: 0 to " + moves.size());
    }
    int v = view instanceof Integer i && (i == 0 || i == 1) ? i : 0;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("game", table.game());
    m.put("moves", moves);
    m.put("ply", ply);
    m.put("plies", moves.size());
    m.put("result", match.result().isOver() ? match.result().toString() : null);
    m.put("svg", table.replaySvg((int) ply, v));
    return m;
  }
}
