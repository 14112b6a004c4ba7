package io.github.gongqi.bench;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.game.GameState;
import io.github.gongqi.geometry.HexBoard;
import java.io.PrintWriter;
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
        "A short tour of both games (what runs with no command): the start, a seeded game between"
            + " two bots, a quick perft, and what to run next.")
public final class Demo implements Callable<Integer> {
  private static final long SEED = 2026;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public Demo() {}

  @Override
  public Integer call() {
    run(spec.commandLine().getOut());
    return 0;
  }

  static void run(PrintWriter out) {
    out.println("Gongqi and Agon lab - a short tour");
    out.println("==================================");
    out.println();
    tour(out, "Gongqi QUICK (8x8)", GongqiAdapter.of(8), Bot.greedy(), Bot.random(), 4, 400);
    tour(out, "Agon STANDARD", AgonAdapter.of(null, null), Bot.greedy(), Bot.random(), 3, 120);
    out.println("The Agon board: every cell shows its ring (0 is the throne f6).");
    out.print(drawHexRings(HexBoard.of(5)));
    out.println();
    out.println("Next:");
    out.println("  java -jar benchmarks/target/benchmarks.jar perft gongqi --depth 5 --threads 2");
    out.println("  java -jar benchmarks/target/benchmarks.jar perft agon --preset ludii --depth 4");
    out.println(
        "  java -jar benchmarks/target/benchmarks.jar selfplay gongqi --size 8 --games 20"
            + " --white greedy --black mcts:100 --threads 2 --jsonl run.jsonl");
    out.println(
        "  java -jar benchmarks/target/benchmarks.jar report run.jsonl --out run.html"
            + "   (tables and charts)");
    out.println("  java -jar benchmarks/target/benchmarks.jar jmh -f 1 -wi 3 -i 5   (all suites)");
    out.println("  java -jar benchmarks/target/benchmarks.jar --help");
    out.flush();
  }

  private static <P extends GameState<P>> void tour(
      PrintWriter out,
      String title,
      GameAdapter<P> g,
      Bot first,
      Bot second,
      int perftDepth,
      int maxPlies) {
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
    long nodes = g.perft(start, perftDepth);
    double seconds = (System.nanoTime() - t0) / 1e9;
    out.printf(
        "perft %d from the start: %,d nodes in %.3f s (%,.0f nodes/s, cold JVM)%n%n",
        perftDepth, nodes, seconds, nodes / Math.max(seconds, 1e-9));
  }

  static String drawHexRings(HexBoard b) {
    StringBuilder sb = new StringBuilder();
    int radius = b.radius();
    for (int r = radius; r >= -radius; r--) {
      char rowLetter = (char) ('a' + r + radius);
      sb.append(rowLetter).append(' ').append(" ".repeat(Math.abs(r)));
      for (int q = -radius; q <= radius; q++) {
        if (b.contains(q, r)) {
          sb.append(b.ring(b.index(q, r))).append(' ');
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
