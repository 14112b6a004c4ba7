package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.engine.EngineLog;
import io.github.gongqi.bench.engine.EnginePlayer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A bot named on the command line: {@code random}, {@code greedy}, {@code mcts}, {@code mcts:N}, or
 * {@code engine:COMMAND LINE} for an external program speaking the engine protocol. Parsing checks
 * the name; {@link #newPlayer} makes a fresh player for each game.
 *
 * @param name the name as given
 * @param command the engine's command line split into words, empty for a lab bot
 * @param label what results call it: the name, or the name with {@code #2} for the second of two
 *     equal bots in a self-play run
 */
public record BotSpec(String name, List<String> command, String label) {
  /** The prefix of an external engine's bot name. */
  static final String ENGINE = "engine:";

  /**
   * Makes the bot; the command is copied, unmodifiable.
   *
   * @param name the name as given
   * @param command the engine's command line split into words, empty for a lab bot
   * @param label what results call it: the name, or the name with {@code #2} for the second of two
   *     equal bots in a self-play run
   */
  public BotSpec {
    command = List.copyOf(command);
  }

  /**
   * Parses a bot name.
   *
   * @param name the name
   * @return the bot
   * @throws Main.UsageException naming it if it is unknown or an empty engine command
   */
  public static BotSpec parse(String name) {
    if (name.startsWith(ENGINE)) {
      List<String> words = words(name.substring(ENGINE.length()));
      if (words.isEmpty()) {
        throw new Main.UsageException("bot '" + name + "' has no engine command after 'engine:'");
      }
      return new BotSpec(name, words, name);
    }
    try {
      Bot.parse(name);
    } catch (IllegalArgumentException e) {
      throw new Main.UsageException(
          "unknown bot '"
              + name
              + "': expected random, greedy, mcts, mcts:N with N >= 1, or engine:COMMAND");
    }
    return new BotSpec(name, List.of(), name);
  }

  /** The same bot under another label. */
  BotSpec withLabel(String newLabel) {
    return new BotSpec(name, command, newLabel);
  }

  /**
   * Returns whether this is an external engine.
   *
   * @return whether it is an {@code engine:} bot
   */
  public boolean isEngine() {
    return !command.isEmpty();
  }

  /** A fresh player for one game. */
  Player newPlayer(Duration moveLimit, EngineLog log) {
    return isEngine()
        ? new EnginePlayer(command, moveLimit, log)
        : new Player.BotPlayer(Bot.parse(name));
  }

  /**
   * Splits a command line into words at spaces; double or single quotes keep spaces inside a word.
   */
  static List<String> words(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder w = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          w.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(w.toString());
          w.setLength(0);
          inWord = false;
        }
      } else {
        w.append(c);
        inWord = true;
      }
    }
    if (inWord) {
      words.add(w.toString());
    }
    return words;
  }

  @Override
  public String toString() {
    return label;
  }

  /** Picocli's converter: a bad name is a one-line error naming it. */
  public static final class Converter implements ITypeConverter<BotSpec> {
    /** Creates the converter; picocli does. */
    public Converter() {}

    @Override
    public BotSpec convert(String value) {
      try {
        return parse(value);
      } catch (Main.UsageException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }
}
