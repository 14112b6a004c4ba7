package io.github.gongqi.bench.play;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Answers {@code GET /api/games}: every registered game as the page's game picker, rules tab and
 * clock menu show it, so the page restates no rule. Computed once: the registry is read once.
 */
final class GameList {
  private GameList() {}

  /** A rules text short enough to be its own label in the picker (after the game's name). */
  private static final int SHORT_LABEL = 16;

  private static final class Holder {
    static final Map<String, Object> ANSWER = build();
  }

  /** The answer: {@code {"games":[…]}}. */
  static Map<String, Object> answer() {
    return Holder.ANSWER;
  }

  private static Map<String, Object> build() {
    List<Map<String, Object>> games = new ArrayList<>();
    for (Game<?> g : Games.all()) {
      games.add(describe(g));
    }
    return Map.of("games", List.copyOf(games));
  }

  private static <P extends GamePosition<P, ?, ?, ?>> Map<String, Object> describe(Game<P> g) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", g.name());
    m.put("displayName", g.displayName());
    m.put("summary", g.summary());
    m.put("players", g.playerNames());
    m.put("defaultRules", g.defaultRules());
    List<Map<String, Object>> rules = new ArrayList<>();
    for (String text : g.rulesChoices()) {
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("rules", text);
      r.put("label", label(g, text));
      TimeControl clock = g.defaultTimeControl(text);
      r.put("clock", clock.toString());
      r.put("timed", !clock.isUntimed());
      P start = g.start(text);
      r.put("facts", Table.facts(g, start));
      // The start drawn, so the first page shows a board before any room is opened.
      r.put("svg", g.svg(start, SvgOptions.defaults().withSize(Table.SIZE)));
      rules.add(r);
    }
    m.put("rulesChoices", rules);
    m.put("defaultClock", g.defaultTimeControl(g.defaultRules()).toString());
    m.put("lessons", g.lessons().size());
    return m;
  }

  /**
   * A short name for one of a game's rule sets: the rules text after the game's name when it is
   * short ({@code 8x8}), else the value of the game's rules option that chooses it ({@code ludii}),
   * else the whole text.
   */
  static String label(Game<?> g, String text) {
    String rest = text.strip();
    if (rest.equals(g.name()) || rest.startsWith(g.name() + " ")) {
      rest = rest.substring(g.name().length()).strip();
    }
    if (rest.length() <= SHORT_LABEL) {
      return rest.isEmpty() ? g.displayName() : rest;
    }
    for (Game.RulesOption o : g.rulesOptions()) {
      for (String v : o.values()) {
        try {
          if (g.rulesFromOptions(Map.of(o.name(), v)).equals(text)) {
            return v;
          }
        } catch (IllegalArgumentException e) {
          // a value that chooses no rules alone: not this label
        }
      }
    }
    return rest;
  }
}
