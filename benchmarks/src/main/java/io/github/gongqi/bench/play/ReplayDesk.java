package io.github.gongqi.bench.play;

import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.record.RecordFormatException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A loaded game record at one ply, for the page's replay: the library reads the record (which
 * checks it) and draws the position. Stateless: the page sends the record with each step.
 */
final class ReplayDesk {
  private ReplayDesk() {}

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
    Table<?, ?, ?> table;
    // The rules tag's text tells the games apart: it starts with the game's name.
    try {
      if (record.contains("[Rules \"gongqi ")) {
        table = new GongqiTable(io.github.gongqi.gongqi.match.GameRecord.parse(record).match());
      } else {
        table = new AgonTable(io.github.gongqi.agon.match.GameRecord.parse(record).match());
      }
    } catch (RecordFormatException e) {
      throw new PlayServer.HttpError(400, "not a game record: " + e.getMessage());
    }
    return state(table, ply, body.get("view"));
  }

  private static Map<String, Object> state(Table<?, ?, ?> table, long ply, Object view) {
    AbstractMatch<?, ?, ?, ?, ?> match = table.match;
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
