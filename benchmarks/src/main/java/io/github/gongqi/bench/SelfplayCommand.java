package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code selfplay gongqi|agon --games N --white BOT --black BOT}: plays seeded games between two
 * bots and prints a table; the last line is exactly {@code games N white W black B draws D plies
 * P}. The same seed gives the same games whatever the number of threads: game i draws its random
 * numbers from its own generator, seeded from the seed and i.
 */
@Command(
    name = "selfplay",
    description =
        "Plays --games games between two bots (random, greedy, mcts, mcts:N) and prints the"
            + " results; the last line is 'games N white W black B draws D plies P'.")
final class SelfplayCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "GAME", description = "gongqi or agon")
  String game;

  @Mixin GameOptions options;

  @Option(names = "--games", required = true, paramLabel = "N", description = "games to play")
  int games;

  @Option(names = "--white", required = true, paramLabel = "BOT", description = "White's bot")
  String white;

  @Option(names = "--black", required = true, paramLabel = "BOT", description = "Black's bot")
  String black;

  @Option(names = "--seed", paramLabel = "S", description = "random seed (default 1)")
  long seed = 1;

  @Option(names = "--threads", paramLabel = "N", description = "games played at once")
  int threads = 1;

  @Option(
      names = "--max-plies",
      paramLabel = "N",
      description = "a game reaching this many plies is a draw (default 1000)")
  int maxPlies = 1000;

  /** One finished game. */
  record Outcome(int winnerColour, int winnerSeat, int plies) {}

  @Override
  public Integer call() throws Exception {
    if (games < 0) {
      throw new Main.UsageException("--games " + games + " is below 0");
    }
    if (threads < 1) {
      throw new Main.UsageException("--threads " + threads + " is below 1");
    }
    if (maxPlies < 1) {
      throw new Main.UsageException("--max-plies " + maxPlies + " is below 1");
    }
    Bot whiteBot = Bot.parse(white);
    Bot blackBot = Bot.parse(black);
    return run(options.adapter(game), whiteBot, blackBot, spec.commandLine().getOut());
  }

  private <P extends GameState<P>> int run(
      GameAdapter<P> g, Bot whiteBot, Bot blackBot, PrintWriter out) throws Exception {
    String[] colours = g.colourNames();
    // Seat s starts with colour s (0 moves first); a swap exchanges the seats' colours.
    Bot[] seats = new Bot[2];
    for (int c = 0; c < 2; c++) {
      seats[c] = colours[c].equals("white") ? whiteBot : blackBot;
    }
    long start = System.nanoTime();
    List<Outcome> outcomes = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(threads, Progress::daemon);
    try (Progress progress = Progress.start("selfplay")) {
      List<Future<Outcome>> futures = new ArrayList<>();
      for (int i = 0; i < games; i++) {
        long gameSeed = seed + 0x9E3779B97F4A7C15L * (i + 1);
        futures.add(pool.submit(() -> play(g, seats, new SplittableRandom(gameSeed), maxPlies)));
      }
      for (int i = 0; i < futures.size(); i++) {
        outcomes.add(futures.get(i).get());
        progress.update(i + 1, games);
      }
    } finally {
      pool.shutdownNow();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    report(out, colours, seats, outcomes, seconds);
    return 0;
  }

  /** Plays one game; one that reaches {@code maxPlies} unfinished is a draw. */
  static <P extends GameState<P>> Outcome play(
      GameAdapter<P> g, Bot[] seats, SplittableRandom rnd, int maxPlies) {
    P p = g.start();
    int[] seatOfColour = {0, 1};
    int plies = 0;
    while (!p.isOver() && plies < maxPlies) {
      int colour = p.playerToMove();
      int move = seats[seatOfColour[colour]].choose(p, rnd);
      if (p.swapsSides(move)) {
        seatOfColour = new int[] {seatOfColour[1], seatOfColour[0]};
      }
      p = p.playUnchecked(move);
      plies++;
    }
    int winner = p.isOver() ? p.winningPlayer() : -1;
    return new Outcome(winner, winner < 0 ? -1 : seatOfColour[winner], plies);
  }

  private void report(
      PrintWriter out, String[] colours, Bot[] seats, List<Outcome> outcomes, double seconds) {
    int[] winsByColour = new int[2];
    int[][] winsBySeatAndColour = new int[2][2];
    int draws = 0;
    long plies = 0;
    for (Outcome o : outcomes) {
      plies += o.plies();
      if (o.winnerColour() < 0) {
        draws++;
      } else {
        winsByColour[o.winnerColour()]++;
        winsBySeatAndColour[o.winnerSeat()][o.winnerColour()]++;
      }
    }
    out.printf(
        "selfplay %s: %d games, %s=%s %s=%s, seed %d, max plies %d%n",
        game, outcomes.size(), colours[0], seats[0], colours[1], seats[1], seed, maxPlies);
    out.printf(
        "%-22s %8s %12s %12s%n", "seat (bot)", "wins", "as " + colours[0], "as " + colours[1]);
    for (int s = 0; s < 2; s++) {
      out.printf(
          "%-22s %8d %12d %12d%n",
          colours[s] + " seat (" + seats[s] + ")",
          winsBySeatAndColour[s][0] + winsBySeatAndColour[s][1],
          winsBySeatAndColour[s][0],
          winsBySeatAndColour[s][1]);
    }
    out.printf("%-22s %8d%n", "draws", draws);
    out.printf(
        "mean length %.1f plies, %.0f plies/s, %.2f s%n",
        outcomes.isEmpty() ? 0.0 : (double) plies / outcomes.size(),
        seconds > 0 ? plies / seconds : 0.0,
        seconds);
    int w = colours[0].equals("white") ? 0 : 1;
    out.println(
        "games "
            + outcomes.size()
            + " white "
            + winsByColour[w]
            + " black "
            + winsByColour[1 - w]
            + " draws "
            + draws
            + " plies "
            + plies);
    out.flush();
  }
}
