package io.github.gongqi.bench.play;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.ToIntBiFunction;

/**
 * The lessons at the playground: the library owns them and judges every move; this only draws them
 * and hands the player's move to the lesson's check. Stateless: each request names its lesson.
 */
final class LessonDesk {
  private LessonDesk() {}

  /** One game's lessons with how to draw a position and find a cell. */
  private record Book<S extends GameState<S>>(
      List<Lesson<S>> lessons,
      BiFunction<S, SvgOptions, String> render,
      ToIntBiFunction<S, String> cell) {

    Lesson<S> lesson(String id) {
      for (Lesson<S> l : lessons) {
        if (l.id().equals(id)) {
          return l;
        }
      }
      throw new PlayServer.HttpError(404, "no lesson '" + PlayServer.shorten(id) + "'");
    }

    Map<String, Object> list() {
      List<Map<String, Object>> out = new ArrayList<>();
      for (Lesson<S> l : lessons) {
        Map<String, Object> one = new LinkedHashMap<>();
        one.put("id", l.id());
        one.put("title", l.title());
        out.add(one);
      }
      return Map.of("lessons", out);
    }

    Map<String, Object> show(String id, String selected) {
      Lesson<S> l = lesson(id);
      SvgOptions o = l.view().withSize(Table.SIZE);
      if (selected != null) {
        o = o.withSelected(cell.applyAsInt(l.start(), selected));
      }
      Map<String, Object> m = describe(l);
      m.put("svg", render.apply(l.start(), o));
      return m;
    }

    Map<String, Object> check(String id, String move) {
      Lesson<S> l = lesson(id);
      Lesson.Verdict v = l.check(move);
      Map<String, Object> m = describe(l);
      m.put("outcome", v.outcome().name());
      m.put("solved", v.solved());
      m.put("verdict", v.message());
      // A legal move is shown played, so the player sees what it did; otherwise the start again.
      S start = l.start();
      int played = moveId(start, move);
      S shown = played >= 0 ? start.play(played) : start;
      // Drawn without the lesson's selection: after the move there is nothing left to choose.
      m.put(
          "svg",
          render.apply(shown, l.view().withSize(Table.SIZE).withSelected(-1).withLastMove(played)));
      return m;
    }

    private Map<String, Object> describe(Lesson<S> l) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", l.id());
      m.put("title", l.title());
      m.put("instruction", l.instruction());
      m.put("hint", l.hint());
      List<String> buttons = new ArrayList<>();
      S p = l.start();
      int[] ids = new int[p.maxLegalMoves()];
      int n = p.legalMoves(ids);
      for (int i = 0; i < n; i++) {
        String name = p.moveNotation(ids[i]);
        if (name.equals("swap") || name.equals("pass")) {
          buttons.add(name);
        }
      }
      m.put("buttons", buttons);
      return m;
    }
  }

  /** The id of the legal move written so, or -1. */
  private static <S extends GameState<S>> int moveId(S position, String move) {
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    for (int i = 0; i < n; i++) {
      if (position.moveNotation(ids[i]).equals(move)) {
        return ids[i];
      }
    }
    return -1;
  }

  private static final Book<io.github.gongqi.gongqi.Position> GONGQI =
      new Book<>(
          io.github.gongqi.gongqi.Lessons.all(),
          io.github.gongqi.gongqi.BoardSvg::render,
          (p, name) -> p.rules().cell(name));

  private static final Book<io.github.gongqi.agon.Position> AGON =
      new Book<>(
          io.github.gongqi.agon.Lessons.all(),
          io.github.gongqi.agon.BoardSvg::render,
          (p, name) -> p.rules().cell(name));

  private static Book<?> book(String game) {
    return switch (game) {
      case "gongqi" -> GONGQI;
      case "agon" -> AGON;
      default ->
          throw new PlayServer.HttpError(
              404, "no lessons for '" + PlayServer.shorten(game) + "': gongqi or agon");
    };
  }

  /** Answers {@code GET /api/lessons/GAME}, {@code GET} and {@code POST /api/lessons/GAME/ID}. */
  static Map<String, Object> handle(
      String method, String game, String id, Map<String, String> query, Map<String, Object> body) {
    Book<?> b = book(game);
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
