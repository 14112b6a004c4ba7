package io.github.gongqi.bench.player;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.cli.DidYouMean;
import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.cli.UsageException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A bot named on the command line: {@code random}, {@code greedy}, {@code mcts}, {@code mcts:N}, or
 * {@code engine:COMMAND LINE} for an external program speaking the engine protocol, optionally
 * named by the user as {@code NAME=BOT} (a name holds no spaces). Parsing checks the bot; the
 * referee makes a fresh player of it for each game. An engine the user did not name is named by its
 * answer to {@code name} when the run starts (see {@link Lineup}), never by its command line.
 *
 * @param name the bot as given, without the user's {@code NAME=}
 * @param command the engine's command line split into words, empty for a lab bot
 * @param label what results call it: the user's name, the bot's name, or the name with {@code #2}
 *     for the second of two equal bots in a run
 * @param named whether the label is the user's {@code NAME=}
 */
public record BotSpec(String name, List<String> command, String label, boolean named) {
  /** The prefix of an external engine's bot name. */
  static final String ENGINE = "engine:";

  /**
   * Makes the bot; the command is copied, unmodifiable.
   *
   * @param name the bot as given, without the user's {@code NAME=}
   * @param command the engine's command line split into words, empty for a lab bot
   * @param label what results call it
   * @param named whether the label is the user's {@code NAME=}
   */
  public BotSpec {
    command = List.copyOf(command);
  }

  /**
   * Parses a bot: {@code BOT} or {@code NAME=BOT}.
   *
   * @param text the bot as given
   * @return the bot
   * @throws UsageException naming it if it is unknown, an empty engine command, or a name with
   *     spaces
   */
  public static BotSpec parse(String text) {
    int eq = text.indexOf('=');
    if (!text.startsWith(ENGINE) && eq >= 0) {
      String label = text.substring(0, eq);
      if (label.isEmpty() || label.codePoints().anyMatch(BotSpec::notInName)) {
        throw new UsageException(
            "bot name '"
                + cut(label)
                + "' is empty or holds a space or a control or bidi character: names hold none");
      }
      BotSpec bot = parse(text.substring(eq + 1));
      return new BotSpec(bot.name(), bot.command(), label, true);
    }
    if (text.startsWith(ENGINE)) {
      List<String> words = words(text.substring(ENGINE.length()));
      if (words.isEmpty()) {
        throw new UsageException("bot '" + cut(text) + "' has no engine command after 'engine:'");
      }
      return new BotSpec(text, words, text, false);
    }
    try {
      Bot.parse(text);
    } catch (IllegalArgumentException e) {
      throw new UsageException(
          "unknown bot '"
              + cut(text)
              + "': expected random, greedy, mcts, mcts:N with N >= 1, or engine:COMMAND,"
              + " each optionally as NAME=BOT"
              + (text.contains(":")
                  ? ""
                  : DidYouMean.suffix(text, List.of("random", "greedy", "mcts"))));
    }
    return new BotSpec(text, List.of(), text, false);
  }

  /** The same bot under another label. */
  public BotSpec withLabel(String newLabel) {
    return new BotSpec(name, command, newLabel, named);
  }

  /**
   * Returns whether this is an external engine.
   *
   * @return whether it is an {@code engine:} bot
   */
  public boolean isEngine() {
    return !command.isEmpty();
  }

  /**
   * Splits a bot list at the commas outside quotes, so an engine's command may hold commas inside
   * single or double quotes; picocli applies it to {@code --bots}.
   */
  public static final String LIST_SPLIT = ",(?=(?:[^\"']++|\"[^\"]*+\"|'[^']*+')*+$)";

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
      } catch (UsageException e) {
        throw new TypeConversionException(e.getMessage());
      }
    }
  }

  /**
   * Whether a character may not be in a bot's name: a space of any kind, or a character that hides
   * itself or reorders the text around it (a right-to-left override would make a table lie).
   *
   * @param codePoint the character
   * @return whether names hold none
   */
  public static boolean notInName(int codePoint) {
    return Character.isWhitespace(codePoint)
        || Character.isSpaceChar(codePoint)
        || Quote.unsafe(codePoint);
  }

  /**
   * A text from the command line as a one-line message quotes it ({@link Quote#cut}).
   *
   * @param text the text
   * @return at most 80 characters of it, unsafe characters made visible
   */
  public static String cut(String text) {
    return Quote.cut(text);
  }
}
