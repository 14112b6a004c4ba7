package io.github.gongqi.bench.play;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The lessons at the playground: each game owns its lessons ({@link Game#lessons()}) and judges
 * every move; this only draws them and hands the player's move to the lesson's check. Stateless:
 * each request names its game and lesson.
 */
final class LessonDesk {
  private LessonDesk() {}

  /** One game's lessons with how to draw a position and find a cell. */
  private record Book<P extends GamePosition<P, ?, ?, ?>>(Game<P> game) {

    Lesson<P> lesson(String id) {
      for (Lesson<P> l : game.lessons()) {
        if (l.id().equals(id)) {
          return l;
        }
      }
      throw new PlayServer.HttpError(
          404, "no " + game.displayName() + " lesson '" + PlayServer.shorten(id) + "'");
    }

    Map<String, Object> list() {
      List<Map<String, Object>> out = new ArrayList<>();
      for (Lesson<P> l : game.lessons()) {
        Map<String, Object> one = new LinkedHashMap<>();
        one.put("id", l.id());
        one.put("title", l.title());
        out.add(one);
      }
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("game", game.name());
      m.put("lessons", out);
      return m;
    }

    Map<String, Object> show(String id, String selected) {
      Lesson<P> l = lesson(id);
      SvgOptions o = l.view().withSize(Table.SIZE);
      if (selected != null) {
        o = o.withSelected(game.cellIndex(l.start(), selected));
      }
      Map<String, Object> m = describe(l);
      m.put("svg", game.svg(l.start(), o));
      return m;
    }

    Map<String, Object> check(String id, String move) {
      Lesson<P> l = lesson(id);
      Lesson.Verdict v = l.check(move);
      Map<String, Object> m = describe(l);
      m.put("outcome", v.outcome().name());
      m.put("solved", v.solved());
      m.put("verdict", v.message());
      // A legal move is shown played, so the player sees what it did; otherwise the start again.
      P start = l.start();
      int played = moveId(start, move);
      P shown = played >= 0 ? start.play(played) : start;
      // Drawn without the lesson's selection: after the move there is nothing left to choose.
      m.put(
          "svg",
          game.svg(shown, l.view().withSize(Table.SIZE).withSelected(-1).withLastMove(played)));
      return m;
    }

    private Map<String, Object> describe(Lesson<P> l) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", l.id());
      m.put("title", l.title());
      m.put("instruction", l.instruction());
      m.put("hint", l.hint());
      m.put("buttons", Table.buttonMoves(l.start()));
      m.put("facts", Table.facts(game, l.start()));
      return m;
    }
  }

  /** The id of the legal move written so, or -1. */
  private static <P extends GamePosition<P, ?, ?, ?>> int moveId(P position, String move) {
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    for (int i = 0; i < n; i++) {
      if (position.moveNotation(ids[i]).equals(move)) {
        return ids[i];
      }
    }
    return -1;
  }

  private static <P extends GamePosition<P, ?, ?, ?>> Book<P> book(Game<P> game) {
    return new Book<>(game);
  }

  /** Answers {@code GET /api/lessons/GAME}, {@code GET} and {@code POST /api/lessons/GAME/ID}. */
  static Map<String, Object> handle(
      String method, String game, String id, Map<String, String> query, Map<String, Object> body) {
    Book<?> b;
    try {
      b = book(RoomSpec.game(game));
    } catch (PlayServer.HttpError e) {
      throw new PlayServer.HttpError(404, "no lessons for " + e.getMessage());
    }
    if (id == null) {
      requireMethod(method, "GET");
      return b.list();
    }
    if (method.equals("GET")) {
      return b.show(id, query.get("selected"));
    }
    requireMethod(method, "POST");
    Object move = body.get("move");
    if (!(move instanceof String text)) {
      throw new PlayServer.HttpError(400, "the request has no 'move' text");
    }
    return b.check(id, text);
  }

  private static void requireMethod(String method, String expected) {
    if (!method.equals(expected)) {
      throw new PlayServer.HttpError(405, method + " is not allowed here; use " + expected);
    }
  }
}
