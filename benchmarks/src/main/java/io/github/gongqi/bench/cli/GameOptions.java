package io.github.gongqi.bench.cli;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.Game;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.UnknownGameException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options that choose a game's rules, shared by {@code perft}, {@code selfplay} and {@code
 * tournament}: the one rules text ({@code --rules}), or the options every registered game brings
 * ({@link Game#rulesOptions()}, such as {@code --size}); not both. The options are built from the
 * registry when the command line is ({@link RulesOptions}), so a new game's options appear in the
 * commands and their {@code --help} without a line here.
 */
@Command(modelTransformer = GameOptions.RulesOptions.class)
public final class GameOptions {
  private static final String RULES = "--rules";

  private String rules;
  private final Map<String, String> values = new LinkedHashMap<>();

  /** Creates the options, none given; picocli fills them. */
  public GameOptions() {}

  /**
   * The game named on the command line under the rules its options give.
   *
   * @param name the game's name, as typed
   * @return the game under the chosen rules
   * @throws UsageException for an unknown game (with the nearest names), an option of another game,
   *     {@code --rules} beside a game's option, or rules the game refuses
   */
  public LabGame<?> game(String name) {
    Game<?> game = named(name);
    if (rules != null) {
      if (!values.isEmpty()) {
        throw new UsageException(
            RULES
                + " and "
                + values.keySet().iterator().next()
                + " both give the rules: give one"
                + " of them");
      }
      try {
        return LabGame.of(game, rules);
      } catch (IllegalArgumentException e) {
        throw new UsageException(RULES + ": " + Quote.message(String.valueOf(e.getMessage())));
      }
    }
    List<String> own = game.rulesOptions().stream().map(Game.RulesOption::name).toList();
    for (String option : values.keySet()) {
      if (!own.contains(option)) {
        throw new UsageException(
            option + " is an option of " + gamesWith(option) + ", not of " + game.name());
      }
    }
    String text;
    try {
      text = game.rulesFromOptions(values);
    } catch (IllegalArgumentException e) {
      throw new UsageException(Quote.message(String.valueOf(e.getMessage())));
    }
    return LabGame.of(game, text);
  }

  /**
   * The registered game of a name, or a usage error that lists the games and suggests the nearest.
   *
   * @param name the name as typed
   * @return the game
   * @throws UsageException if no game has that name
   */
  public static Game<?> named(String name) {
    try {
      return Games.named(name);
    } catch (UnknownGameException e) {
      List<String> near = DidYouMean.nearest(name, Games.names());
      throw new UsageException(
          "unknown game '"
              + Quote.cut(name)
              + "': expected "
              + String.join(" or ", Games.names())
              + (near.isEmpty() ? "" : "; did you mean " + String.join(" or ", near) + "?"));
    }
  }

  private static String gamesWith(String option) {
    List<String> names = new ArrayList<>();
    for (Game<?> g : Games.all()) {
      if (g.rulesOptions().stream().anyMatch(o -> o.name().equals(option))) {
        names.add(g.name());
      }
    }
    return String.join(" and ", names);
  }

  /**
   * Adds {@code --rules} and every registered game's rules options to the mixin's model, each
   * storing what it is given in the {@link GameOptions} it belongs to. Options of the same name in
   * two games are one option.
   */
  public static final class RulesOptions implements IModelTransformer {
    /** Creates the transformer; picocli calls this. */
    public RulesOptions() {}

    @Override
    public CommandSpec transform(CommandSpec spec) {
      // Picocli applies a mixin's command attributes to the command that mixes it in: the options
      // go there, once, filling the mixed-in instance.
      GameOptions target = null;
      for (CommandSpec mixin : spec.mixins().values()) {
        if (mixin.userObject() instanceof GameOptions g) {
          target = g;
        }
      }
      if (target == null || spec.findOption(RULES) != null) {
        return spec;
      }
      List<String> examples = Games.all().stream().map(Game::defaultRules).toList();
      spec.addOption(
          OptionSpec.builder(RULES)
              .paramLabel("TEXT")
              .type(String.class)
              .description(
                  "the rules as one text, as JSONL lines and the engine protocol write them"
                      + (examples.isEmpty() ? "" : ": '" + String.join("', '", examples) + "'")
                      + " (the game's name may be left out); instead of the game's own options")
              .setter(target.setter(null))
              .build());
      Map<String, Game.RulesOption> options = new LinkedHashMap<>();
      for (Game<?> g : Games.all()) {
        for (Game.RulesOption o : g.rulesOptions()) {
          options.putIfAbsent(o.name(), o);
        }
      }
      for (Game.RulesOption o : options.values()) {
        spec.addOption(
            OptionSpec.builder(o.name())
                .paramLabel(o.label())
                .type(String.class)
                .description(o.description())
                .setter(target.setter(o.name()))
                .build());
      }
      return spec;
    }
  }

  /** Stores an option's value: the rules text for {@code null}, else a game's option by name. */
  private ISetter setter(String option) {
    return new ISetter() {
      @Override
      public <T> T set(T value) {
        // Picocli resets every option to null before it parses a command line.
        if (option == null) {
          rules = (String) value;
        } else if (value == null) {
          values.remove(option);
        } else {
          values.put(option, (String) value);
        }
        return null;
      }
    };
  }

  /**
   * The registered games' names, for a game parameter's {@code ${COMPLETION-CANDIDATES}} in usage
   * help.
   */
  public static final class GameNames implements Iterable<String> {
    /** Creates the list; picocli calls this. */
    public GameNames() {}

    @Override
    public Iterator<String> iterator() {
      return Games.names().iterator();
    }
  }
}
