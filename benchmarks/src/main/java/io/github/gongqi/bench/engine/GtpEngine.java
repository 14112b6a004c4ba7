package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.cli.LabVersion;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The served side of the engine protocol: GTP 2's commands with their colours, the lab's {@code
 * rules} and {@code position}, and GoGui's rules queries, answered for a lab bot over one {@link
 * ServedGame}. It reads one line at a time and never fails on bad input: an unknown command gets
 * {@code ? unknown command}, arguments it cannot read {@code ? syntax error}, and a refused command
 * changes nothing.
 */
final class GtpEngine {
  /** Every command this engine knows, as {@code list_commands} answers them. */
  static final List<String> COMMANDS =
      List.of(
          "protocol_version",
          "name",
          "version",
          "list_commands",
          "known_command",
          "quit",
          "rules",
          "boardsize",
          "clear_board",
          "komi",
          "position",
          "play",
          "genmove",
          "undo",
          "showboard",
          "final_score",
          "time_settings",
          "time_left",
          "gogui-rules_game_id",
          "gogui-rules_side_to_move",
          "gogui-rules_legal_moves",
          "gogui-rules_final_result",
          "gogui-rules_board_size",
          "gogui-rules_board");

  /** A number of seconds as GTP tools write it; fractions too, since the lab's clocks have them. */
  private static final String SECONDS = "\\d+(\\.\\d*)?|\\.\\d+";

  /** Komi as GTP tools write it: a decimal number, perhaps negative. */
  private static final String KOMI = "[+-]?(\\d+(\\.\\d*)?|\\.\\d+)";

  private final String botName;
  private final Bot bot;
  private final SplittableRandom rnd;
  private ServedGame<?> game = ServedGame.of(defaultRules());
  private boolean quit;

  /**
   * Makes an engine at the start of its default rules ({@link #defaultRules()}), until a {@code
   * rules} command says otherwise.
   *
   * @param botName the lab bot's name, as {@code name} reports it
   * @param bot the bot that answers {@code genmove}
   * @param seed the bot's random seed
   */
  GtpEngine(String botName, Bot bot, long seed) {
    this.botName = botName;
    this.bot = bot;
    this.rnd = new SplittableRandom(seed);
  }

  /** Returns whether {@code quit} has been answered: the engine reads no further. */
  boolean quit() {
    return quit;
  }

  /**
   * Answers one input line.
   *
   * @param line the line as received
   * @return the whole answer with its closing empty line, or null for a line the protocol ignores
   *     (empty, or a comment)
   */
  String handle(String line) {
    Framing.Command c = Framing.command(line);
    if (c == null) {
      return null;
    }
    try {
      if (c.name().isEmpty()) {
        throw GtpRefusal.syntax();
      }
      List<String> words = c.args().isEmpty() ? List.of() : List.of(c.args().split(" "));
      return Framing.success(c.id(), answer(c.name(), c.args(), words));
    } catch (GtpRefusal e) {
      return Framing.failure(c.id(), e.getMessage());
    } catch (RuntimeException e) {
      // A bug of ours must not end the engine either; the command is refused with what went wrong.
      return Framing.failure(c.id(), "internal error: " + e);
    }
  }

  private String answer(String command, String args, List<String> words) throws GtpRefusal {
    switch (command) {
      case "rules":
        game = rules(args);
        return "";
      case "position":
        if (args.isEmpty()) {
          throw GtpRefusal.syntax();
        }
        game.setPosition(args);
        return "";
      case "known_command":
        expect(words, 1);
        return Boolean.toString(COMMANDS.contains(words.get(0)));
      case "boardsize":
        expect(words, 1);
        game = boardSize(words.get(0));
        return "";
      case "komi":
        expect(words, 1);
        if (!words.get(0).matches(KOMI)) {
          throw GtpRefusal.syntax();
        }
        return ""; // Neither game has komi; GTP tools send it all the same.
      case "play":
        play(words);
        return "";
      case "genmove":
        return genmove(words);
      case "time_settings":
        timeSettings(words);
        return "";
      case "time_left":
        timeLeft(words);
        return "";
      default:
        expect(words, 0);
        return plain(command);
    }
  }

  /** The commands without arguments. */
  private String plain(String command) throws GtpRefusal {
    switch (command) {
      case "protocol_version":
        return "2";
      case "name":
        // One word: the lab names an engine in its tables by this answer, and names hold no spaces.
        return "gongqi-lab-" + botName;
      case "version":
        return LabVersion.VERSION;
      case "list_commands":
        return String.join("\n", COMMANDS);
      case "quit":
        quit = true;
        return "";
      case "clear_board":
        game.clear();
        return "";
      case "undo":
        game.undo();
        return "";
      case "showboard":
        // On the line after the '=', so that the drawing's first row keeps its indentation.
        return "\n" + game.show();
      case "final_score":
        return game.finalScore();
      case "gogui-rules_game_id":
        return game.gameId();
      case "gogui-rules_side_to_move":
        return game.toMove().word();
      case "gogui-rules_legal_moves":
        return String.join(" ", game.legalMoves());
      case "gogui-rules_final_result":
        return game.finalResult();
      case "gogui-rules_board_size":
        return game.boardSize();
      case "gogui-rules_board":
        return game.board();
      default:
        throw new GtpRefusal("unknown command");
    }
  }

  /** Refuses a command given another number of arguments than it takes. */
  private static void expect(List<String> words, int count) throws GtpRefusal {
    if (words.size() != count) {
      throw GtpRefusal.syntax();
    }
  }

  /** Reads a colour argument, which must be one. */
  private static Colour colour(String word) throws GtpRefusal {
    return Colour.parse(word).orElseThrow(GtpRefusal::syntax);
  }

  /** {@code play COLOUR MOVE}, or {@code play MOVE} for the side to move. */
  private void play(List<String> words) throws GtpRefusal {
    if (words.isEmpty() || words.size() > 2) {
      throw GtpRefusal.syntax();
    }
    if (words.size() == 1 && Colour.parse(words.get(0)).isPresent()) {
      throw GtpRefusal.syntax(); // a colour without its move
    }
    Optional<Colour> colour =
        words.size() == 2 ? Optional.of(colour(words.get(0))) : Optional.empty();
    game.checkTurn(colour);
    game.play(words.get(words.size() - 1));
  }

  /** {@code genmove COLOUR}, or {@code genmove} for the side to move. */
  private String genmove(List<String> words) throws GtpRefusal {
    if (words.size() > 1) {
      throw GtpRefusal.syntax();
    }
    game.checkTurn(words.isEmpty() ? Optional.empty() : Optional.of(colour(words.get(0))));
    return game.genmove(bot, rnd);
  }

  /**
   * {@code time_settings MAIN BYO STONES}: read and checked, then left to the controller, which
   * keeps the clock; the lab's bots think for a fixed effort.
   */
  private static void timeSettings(List<String> words) throws GtpRefusal {
    expect(words, 3);
    if (!words.get(0).matches(SECONDS)
        || !words.get(1).matches(SECONDS)
        || !words.get(2).matches("\\d+")) {
      throw GtpRefusal.syntax();
    }
  }

  /** {@code time_left COLOUR TIME STONES}: read and checked, as {@code time_settings}. */
  private static void timeLeft(List<String> words) throws GtpRefusal {
    expect(words, 3);
    colour(words.get(0));
    if (!words.get(1).matches(SECONDS) || !words.get(2).matches("\\d+")) {
      throw GtpRefusal.syntax();
    }
  }

  /**
   * {@code rules GAME RULES}: RULES is the one rules text, with or without its leading game name
   * (see {@link LabGame#forRules(String, String)}).
   */
  private static ServedGame<?> rules(String args) throws GtpRefusal {
    String[] parts = args.split(" ", 2);
    if (parts.length < 2) {
      throw GtpRefusal.syntax();
    }
    try {
      return ServedGame.of(LabGame.forRules(parts[0], parts[1]));
    } catch (IllegalArgumentException e) {
      throw new GtpRefusal("unsupported rules");
    }
  }

  /**
   * {@code boardsize N}: the current rules when their board has that size (the game starts again),
   * else the first of the game's rules choices whose board has it; refused when none has.
   */
  private ServedGame<?> boardSize(String word) throws GtpRefusal {
    if (!word.matches("\\d+")) {
      throw GtpRefusal.syntax();
    }
    LabGame<?> current = game.labGame();
    if (sizeOf(current).equals(word)) {
      return ServedGame.of(current);
    }
    for (String rules : current.game().rulesChoices()) {
      LabGame<?> choice = LabGame.of(current.game(), rules);
      if (sizeOf(choice).equals(word)) {
        return ServedGame.of(choice);
      }
    }
    throw new GtpRefusal("unacceptable size");
  }

  /** The number that {@code boardsize} takes for a game's rules: its board size's first word. */
  private static <P extends GamePosition<P, ?, ?, ?>> String sizeOf(LabGame<P> g) {
    return g.boardSize(g.start()).split(" ", 2)[0];
  }

  /**
   * The rules an engine starts with, until a {@code rules} command: the first line of the resource
   * {@code default-rules.txt} beside this class, or the first registered game's default when that
   * game is not registered.
   */
  static LabGame<?> defaultRules() {
    try (InputStream in = GtpEngine.class.getResourceAsStream("default-rules.txt")) {
      if (in != null) {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        String first = text.lines().findFirst().orElse("").strip();
        if (Games.names().contains(first.split("\\s+", 2)[0])) {
          return LabGame.forRules(first);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the engine's default rules", e);
    }
    return LabGame.forRules(Games.all().get(0).defaultRules());
  }
}
