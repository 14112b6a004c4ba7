package io.github.gongqi.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.ServiceLoader;

/**
 * The registry of games: every {@link Game} provided on the module path or the class path, found
 * through {@link ServiceLoader}.
 *
 * <pre>{@code
 * Game<?> quick = Games.forRules("gongqi 8x8");
 * System.out.println(quick.start("gongqi 8x8").countLegalMoves());
 * }</pre>
 *
 * <p>The games are read once, at first use; their order is their names' alphabetical order.
 */
public final class Games {
  private Games() {}

  /** Loaded on first use: the holder idiom keeps the class-initialisation lock the only lock. */
  private static final class Loaded {
    static final List<Game<?>> ALL = load();

    private static List<Game<?>> load() {
      List<Game<?>> games = new ArrayList<>();
      for (Game<?> g : ServiceLoader.load(Game.class, Games.class.getClassLoader())) {
        games.add(g);
      }
      games.sort(Comparator.comparing(Game::name));
      return List.copyOf(games);
    }
  }

  /**
   * Every game found, in alphabetical order of their names.
   *
   * @return the games, possibly empty
   */
  public static List<Game<?>> all() {
    return Loaded.ALL;
  }

  /**
   * The names of every game found, in alphabetical order.
   *
   * @return the names
   */
  public static List<String> names() {
    return all().stream().map(Game::name).toList();
  }

  /**
   * The game of the given name, ignoring case.
   *
   * @param name the game's name, such as {@code gongqi}
   * @return the game
   * @throws UnknownGameException if no game has that name; its message lists the known names
   */
  public static Game<?> named(String name) {
    Objects.requireNonNull(name, "name");
    String wanted = name.strip().toLowerCase(Locale.ROOT);
    for (Game<?> g : all()) {
      if (g.name().equals(wanted)) {
        return g;
      }
    }
    throw new UnknownGameException(name, names());
  }

  /**
   * The game whose rules a text states: the text's first word names the game.
   *
   * @param rules rules text such as {@code "gongqi 8x8"}
   * @return the game
   * @throws UnknownGameException if the first word names no game
   */
  public static Game<?> forRules(String rules) {
    Objects.requireNonNull(rules, "rules");
    String first = rules.strip().split("\\s+", 2)[0];
    return named(first);
  }
}
