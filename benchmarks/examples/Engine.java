/*
 * An example engine for the Gongqi and Agon lab: copy this file and make chooseMove smarter.
 *
 * It speaks the lab's engine protocol (GTP 2 framing plus the commands `rules`, `position`) on
 * standard input and output, keeps its own board with the library, and plays a capturing move when
 * there is one, else a random move. Run it straight from the source with the library on the class
 * path, no build step:
 *
 *   java -cp benchmarks/target/benchmarks.jar benchmarks/examples/Engine.java
 *
 * and let the lab play it:
 *
 *   java -jar benchmarks/target/benchmarks.jar selfplay gongqi --size 8 --games 10 \
 *       --white "engine:java -cp benchmarks/target/benchmarks.jar benchmarks/examples/Engine.java" \
 *       --black greedy
 */

import io.github.gongqi.game.GameState;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;

/** The example engine: one game at a time, for either game. */
public final class Engine {
  private static final List<String> COMMANDS =
      List.of(
          "protocol_version", "name", "version", "list_commands", "known_command", "quit",
          "rules", "clear_board", "position", "play", "genmove", "time_settings", "time_left",
          "undo", "showboard");

  private final SplittableRandom random = new SplittableRandom();
  private Game<?> game = Game.gongqi(io.github.gongqi.gongqi.Rules.STANDARD);

  public static void main(String[] args) throws Exception {
    new Engine().run();
  }

  private void run() throws Exception {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      int hash = line.indexOf('#');
      String text = (hash >= 0 ? line.substring(0, hash) : line).replace('\t', ' ').trim();
      if (text.isEmpty()) {
        continue; // empty lines and comments get no answer
      }
      String[] words = text.split(" +");
      String id = words[0].matches("\\d+") ? words[0] : "";
      int first = id.isEmpty() ? 0 : 1;
      if (first >= words.length) {
        reply("?" + id, "syntax error");
        continue;
      }
      String command = words[first];
      String arguments = String.join(" ", List.of(words).subList(first + 1, words.length));
      String answer;
      try {
        answer = "=" + id + " " + answer(command, arguments);
      } catch (IllegalArgumentException | IllegalStateException e) {
        answer = "?" + id + " " + e.getMessage();
      }
      reply(answer, "");
      if (command.equals("quit")) {
        return;
      }
    }
  }

  private static void reply(String head, String rest) {
    System.out.print((head + " " + rest).strip() + "\n\n");
    System.out.flush();
  }

  private String answer(String command, String arguments) {
    switch (command) {
      case "protocol_version":
        return "2";
      case "name":
        return "example-engine";
      case "version":
        return "1";
      case "list_commands":
        return String.join("\n", COMMANDS);
      case "known_command":
        return Boolean.toString(COMMANDS.contains(arguments));
      case "quit", "time_settings", "time_left":
        return ""; // this engine thinks so little that it ignores the clock
      case "rules":
        game = Game.of(arguments);
        return "";
      case "clear_board":
        game.clear();
        return "";
      case "position":
        game.setPosition(arguments);
        return "";
      case "play":
        // GTP's colour first (play b MOVE): the lab keeps the turn, so it is skipped here.
        game.play(arguments.replaceFirst("(?i)^(b|w|black|white) ", ""));
        return "";
      case "genmove":
        return game.genmove(random);
      case "undo":
        game.undo();
        return "";
      case "showboard":
        return game.show();
      default:
        throw new IllegalArgumentException("unknown command");
    }
  }

  /** One game's board, written once for both games over the library's GameState contract. */
  private abstract static class Game<S extends GameState<S>> {
    private final Deque<S> history = new ArrayDeque<>();
    private S position;

    Game(S start) {
      this.position = start;
    }

    static Game<?> gongqi(io.github.gongqi.gongqi.Rules rules) {
      return new Game<>(io.github.gongqi.gongqi.Position.start(rules)) {
        @Override
        io.github.gongqi.gongqi.Position parse(String notation) {
          return io.github.gongqi.gongqi.Position.parse(notation, rules);
        }

        @Override
        io.github.gongqi.gongqi.Position start() {
          return io.github.gongqi.gongqi.Position.start(rules);
        }

        @Override
        io.github.gongqi.gongqi.Position play(io.github.gongqi.gongqi.Position p, String move) {
          return p.play(p.parseMove(move));
        }
      };
    }

    static Game<?> agon(io.github.gongqi.agon.Rules rules) {
      return new Game<>(io.github.gongqi.agon.Position.start(rules)) {
        @Override
        io.github.gongqi.agon.Position parse(String notation) {
          return io.github.gongqi.agon.Position.parse(notation, rules);
        }

        @Override
        io.github.gongqi.agon.Position start() {
          return io.github.gongqi.agon.Position.start(rules);
        }

        @Override
        io.github.gongqi.agon.Position play(io.github.gongqi.agon.Position p, String move) {
          return p.play(move);
        }
      };
    }

    /** {@code rules gongqi <the rules text, e.g. 8x8>} or {@code rules agon <the Rules line>}. */
    static Game<?> of(String arguments) {
      // GAME RULES: RULES is the rules text the library writes; Rules.parse reads it with or
      // without the game's name.
      String[] parts = arguments.split(" ", 2);
      String rules = parts.length == 2 ? parts[1].trim() : "";
      try {
        if (parts[0].equals("gongqi") && !rules.isEmpty()) {
          return gongqi(io.github.gongqi.gongqi.Rules.parse(rules));
        }
        if (parts[0].equals("agon") && !rules.isEmpty()) {
          return agon(io.github.gongqi.agon.Rules.parse(rules));
        }
      } catch (IllegalArgumentException e) {
        // answered below
      }
      throw new IllegalArgumentException("unsupported rules");
    }

    abstract S parse(String notation);

    abstract S start();

    abstract S play(S position, String move);

    void clear() {
      position = start();
      history.clear();
    }

    void setPosition(String notation) {
      try {
        position = parse(notation);
        history.clear();
      } catch (RuntimeException e) {
        throw new IllegalArgumentException("illegal position");
      }
    }

    void play(String move) {
      S next;
      try {
        next = play(position, move);
      } catch (RuntimeException e) {
        throw new IllegalArgumentException("illegal move");
      }
      history.push(position);
      position = next;
    }

    void undo() {
      if (history.isEmpty()) {
        throw new IllegalArgumentException("cannot undo");
      }
      position = history.pop();
    }

    String show() {
      return "\n" + position.toString().replaceAll("\n+", "\n");
    }

    /** Chooses, plays and returns a move: your engine's brain goes here. */
    String genmove(SplittableRandom random) {
      if (position.isOver()) {
        throw new IllegalStateException("the game is over");
      }
      int move = chooseMove(position, random);
      String text = position.moveNotation(move);
      history.push(position);
      position = position.playUnchecked(move);
      return text;
    }

    /** The move that captures most right away, ties broken at random. */
    private static <S extends GameState<S>> int chooseMove(S position, SplittableRandom random) {
      int[] moves = new int[position.maxLegalMoves()];
      int n = position.legalMoves(moves);
      int me = position.playerToMove();
      int best = moves[random.nextInt(n)];
      int bestGain = 0;
      for (int i = 0; i < n; i++) {
        S next = position.playUnchecked(moves[i]);
        int gain = next.isOver() && next.winningPlayer() == me ? 1000 : next.capturedBy(me);
        gain -= position.capturedBy(me);
        if (gain > bestGain) {
          best = moves[i];
          bestGain = gain;
        }
      }
      return best;
    }
  }
}
