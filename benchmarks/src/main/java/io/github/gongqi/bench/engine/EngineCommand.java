package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.GongqiAdapter;
import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.lab.BotSpec;
import io.github.gongqi.game.GameState;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code engine [--bot BOT] [--seed S]}: serves a lab bot over the engine protocol (GTP 2 framing,
 * see the README) on standard input and output, for both games, until {@code quit} or the end of
 * input. It never dies on bad input: unknown commands and bad arguments get {@code ?} answers.
 */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    description =
        "Serves a lab bot over the engine protocol (GTP 2 framing) on standard input and output.")
public final class EngineCommand implements Callable<Integer> {
  static final List<String> COMMANDS =
      List.of(
          "protocol_version",
          "name",
          "version",
          "list_commands",
          "known_command",
          "quit",
          "rules",
          "clear_board",
          "position",
          "play",
          "genmove",
          "time_settings",
          "time_left",
          "undo",
          "showboard");

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public EngineCommand() {}

  @Option(
      names = "--bot",
      paramLabel = "BOT",
      converter = BotSpec.Converter.class,
      description = "the lab bot to serve: random, greedy, mcts, mcts:N (default random)")
  BotSpec bot = BotSpec.parse("random");

  @Option(names = "--seed", paramLabel = "S", description = "random seed (default 1)")
  long seed = 1;

  @Override
  public Integer call() throws IOException {
    if (bot.isEngine()) {
      throw new Main.UsageException("--bot '" + bot + "' is an engine: serve a lab bot");
    }
    serve(
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
        spec.commandLine().getOut(),
        bot,
        seed);
    return 0;
  }

  /** Serves until {@code quit} or the end of input. */
  static void serve(BufferedReader in, PrintWriter out, BotSpec bot, long seed) throws IOException {
    Server server = new Server(bot, seed);
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      String answer = server.handle(line);
      if (answer != null) {
        out.print(answer);
        out.flush();
        if (server.quit) {
          return;
        }
      }
    }
  }

  /** The protocol state: the rules, the position and its history. */
  static final class Server {
    private final BotSpec bot;
    private final SplittableRandom rnd;
    private Session<?> session = Session.of(GongqiAdapter.of(12));
    boolean quit;

    Server(BotSpec bot, long seed) {
      this.bot = bot;
      this.rnd = new SplittableRandom(seed);
    }

    /** Answers one input line, or returns null for a line to ignore. */
    String handle(String raw) {
      Framing.Command c = Framing.command(raw);
      if (c == null) {
        return null;
      }
      if (c.name().isEmpty()) {
        return Framing.failure(c.id(), "syntax error");
      }
      try {
        return Framing.success(c.id(), answer(c.name(), c.args()));
      } catch (Refusal e) {
        return Framing.failure(c.id(), e.getMessage());
      }
    }

    private String answer(String command, String args) throws Refusal {
      switch (command) {
        case "protocol_version":
          return "2";
        case "name":
          return "gongqi-lab " + bot.name();
        case "version":
          return Main.VERSION;
        case "list_commands":
          return String.join("\n", COMMANDS);
        case "known_command":
          return Boolean.toString(COMMANDS.contains(args));
        case "quit":
          quit = true;
          return "";
        case "rules":
          session = Session.of(rules(args));
          return "";
        case "clear_board":
          session.clear();
          return "";
        case "position":
          return session.position(args);
        case "play":
          // Interim, for the lab that sends colours: a leading colour is skipped, not yet checked.
          return session.play(args.replaceFirst("(?i)^(b|w|black|white) ", ""));
        case "genmove":
          return session.genmove(Bot.parse(bot.name()), rnd);
        case "time_settings":
        case "time_left":
          // The lab's bots think for a fixed effort; the clock is the controller's to keep.
          if (args.isEmpty()) {
            throw new Refusal("syntax error");
          }
          return "";
        case "undo":
          return session.undo();
        case "showboard":
          return session.show();
        default:
          throw new Refusal("unknown command");
      }
    }

    /**
     * {@code rules GAME RULES}: RULES is the one rules text, with or without its leading game name
     * (see {@link GameAdapter#forRules(String, String)}).
     */
    private static GameAdapter<?> rules(String args) throws Refusal {
      String[] parts = args.split(" ", 2);
      if (parts.length < 2) {
        throw new Refusal("syntax error");
      }
      try {
        return GameAdapter.forRules(parts[0], parts[1]);
      } catch (IllegalArgumentException e) {
        throw new Refusal("unsupported rules");
      }
    }
  }

  /** A {@code ?} answer. */
  static final class Refusal extends Exception {
    private static final long serialVersionUID = 1L;

    Refusal(String message) {
      super(message);
    }
  }

  /** One game's state under fixed rules. */
  static final class Session<P extends GameState<P>> {
    private final GameAdapter<P> game;
    private P position;
    private final Deque<P> history = new ArrayDeque<>();

    private Session(GameAdapter<P> game) {
      this.game = game;
      this.position = game.start();
    }

    static <P extends GameState<P>> Session<P> of(GameAdapter<P> game) {
      return new Session<>(game);
    }

    void clear() {
      position = game.start();
      history.clear();
    }

    String position(String notation) throws Refusal {
      try {
        P p = game.parsePosition(notation);
        history.clear();
        position = p;
        return "";
      } catch (RuntimeException e) {
        throw new Refusal("illegal position");
      }
    }

    String play(String move) throws Refusal {
      if (move.isEmpty()) {
        throw new Refusal("syntax error");
      }
      try {
        P next = game.play(position, move);
        history.push(position);
        position = next;
        return "";
      } catch (RuntimeException e) {
        throw new Refusal("illegal move");
      }
    }

    String genmove(Bot bot, SplittableRandom rnd) throws Refusal {
      if (position.isOver()) {
        throw new Refusal("the game is over");
      }
      int move = bot.choose(position, rnd);
      String text = position.moveNotation(move);
      history.push(position);
      position = position.playUnchecked(move);
      return text;
    }

    String undo() throws Refusal {
      if (history.isEmpty()) {
        throw new Refusal("cannot undo");
      }
      position = history.pop();
      return "";
    }

    String show() {
      return "\n" + game.draw(position);
    }
  }
}
