package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/**
 * {@code demo}, also the default command: for each game, the start position, a short seeded game
 * between two bots with a few positions along the way, a quick perft with its speed, and what to
 * run next. It finishes in seconds.
 */
@Command(
    name = "demo",
    mixinStandardHelpOptions = true,
    description =
        "A short tour of every registered game (what runs with no command): the start, a seeded game between"
            + " two bots, a quick perft, and what to run next.")
public final class Demo implements Callable<Integer> {
  private static final long SEED = 2026;

  /** The most plies a bot game of the tour plays before it stops. */
  private static final int MAX_PLIES = 200;

  /** The most perft nodes the deepest depth of a tour may count. */
  private static final double PERFT_BUDGET = 3_000_000;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public Demo() {}

  @Override
  public Integer call() {
    run(spec.commandLine().getOut());
    return 0;
  }

  /**
   * Takes the tour: every registered game on its quickest rules, then what to run next.
   *
   * @param out where to print it
   */
  public static void run(PrintWriter out) {
    List<String> names = Games.all().stream().map(Game::displayName).toList();
    String title = "The lab - a short tour of " + String.join(", ", names);
    out.println(title);
    out.println("=".repeat(title.length()));
    out.println();
    List<String> next = new ArrayList<>();
    for (Game<?> game : Games.all()) {
      LabGame<?> g = quickest(game);
      int depth = tour(out, g, Bot.greedy(), Bot.random(), MAX_PLIES);
      // The tour's own count again, on its rules: the default's need no --rules.
      boolean byDefault = g.rulesText().equals(LabGame.of(game, game.defaultRules()).rulesText());
      next.add(
          "  java -jar benchmarks/target/benchmarks.jar perft "
              + game.name()
              + (byDefault ? "" : " --rules '" + g.rulesText() + "'")
              + " --depth "
              + depth
              + " --threads 2");
    }
    out.println("Next:");
    next.forEach(out::println);
    if (!Games.all().isEmpty()) {
      out.println(
          "  java -jar benchmarks/target/benchmarks.jar selfplay "
              + Games.all().get(0).name()
              + " --games 20 --white greedy --black mcts:100 --threads 2 --jsonl run.jsonl");
    }
    out.println(
        "  java -jar benchmarks/target/benchmarks.jar report run.jsonl --out run.html"
            + "   (tables and charts)");
    out.println("  java -jar benchmarks/target/benchmarks.jar jmh -f 1 -wi 3 -i 5   (all suites)");
    out.println("  java -jar benchmarks/target/benchmarks.jar --help");
    out.flush();
  }

  /** A game's rules choice with the fewest move ids: the quickest to show (its first on a tie). */
  private static LabGame<?> quickest(Game<?> game) {
    return game.rulesChoices().stream()
        .map(rules -> LabGame.of(game, rules))
        .min(Comparator.comparingInt(g -> g.start().numDistinctActions()))
        .orElseThrow();
  }

  /**
   * Shows one game: the start, a seeded game between two bots, and perft as deep as stays quick.
   *
   * @return the perft depth shown
   */
  private static <P extends GamePosition<P, ?, ?, ?>> int tour(
      PrintWriter out, LabGame<P> g, Bot first, Bot second, int maxPlies) {
    String title = g.game().displayName() + " (" + g.rulesText() + ")";
    String[] colours = g.colourNames();
    out.println(title);
    out.println("-".repeat(title.length()));
    P p = g.start();
    out.println("The start:");
    out.println(g.draw(p));
    out.printf("A seeded game: %s (%s) against %s (%s)%n", first, colours[0], second, colours[1]);
    SplittableRandom rnd = new SplittableRandom(SEED);
    Bot[] seats = {first, second};
    int[] seatOfColour = {0, 1};
    StringBuilder line = new StringBuilder();
    int ply = 0;
    while (!p.isOver() && ply < maxPlies) {
      int colour = p.playerToMove();
      int move = seats[seatOfColour[colour]].choose(p, rnd);
      line.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(p.moveNotation(move));
      line.append(' ');
      if (p.swapsSides(move)) {
        seatOfColour = new int[] {seatOfColour[1], seatOfColour[0]};
      }
      p = p.playUnchecked(move);
      ply++;
      if (ply == 10 || ply == 40) {
        out.println(line.toString().trim());
        line.setLength(0);
        out.println("After " + ply + " plies:");
        out.println(g.draw(p));
      }
    }
    if (line.length() > 0) {
      out.println(line.toString().trim());
    }
    out.println("After " + ply + " plies:");
    out.println(g.draw(p));
    int winner = p.winningPlayer();
    out.println(
        p.isOver()
            ? (winner < 0 ? "Result: a draw" : "Result: " + colours[winner] + " wins")
            : "Stopped after " + ply + " plies, unfinished (the lab's selfplay plays games out)");
    P start = g.start();
    long t0 = System.nanoTime();
    // Deepen while the next depth, guessed from the last growth, stays under the budget.
    int depth = 1;
    long previous = 1;
    long nodes = g.perft(start, depth);
    while (nodes > 0
        && nodes * (double) nodes / previous < PERFT_BUDGET
        && depth < start.maxLegalMoves()) {
      previous = nodes;
      nodes = g.perft(start, ++depth);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    out.printf(
        "perft %d from the start: %,d nodes (depths 1 to %d in %.3f s, cold JVM)%n%n",
        depth, nodes, depth, seconds);
    return depth;
  }
}
