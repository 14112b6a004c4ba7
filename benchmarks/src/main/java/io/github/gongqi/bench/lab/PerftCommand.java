package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.GameOptions;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.GamePosition;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code perft GAME [options] --depth N}: counts the move sequences of exactly N moves from the
 * start, or from the position after {@code --moves}. The last line is exactly {@code nodes N}.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = "Counts move sequences of exactly --depth moves; the last line is 'nodes N'.")
public final class PerftCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public PerftCommand() {}

  @Parameters(
      index = "0",
      paramLabel = "GAME",
      completionCandidates = GameOptions.GameNames.class,
      description = "the game: ${COMPLETION-CANDIDATES}")
  String game;

  @Mixin GameOptions options;

  @Option(
      names = "--moves",
      paramLabel = "\"M1 M2 ...\"",
      description = "moves in the game's notation, played from the start before counting")
  String moves = "";

  @Option(names = "--depth", required = true, paramLabel = "N", description = "at least 0")
  int depth;

  @Option(names = "--divide", description = "print 'MOVE COUNT' for each legal move first")
  boolean divide;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "threads sharing the root moves (default 1)")
  int threads = 1;

  @Option(
      names = "--shard",
      paramLabel = "I/N",
      converter = Shard.Converter.class,
      description =
          "count only the root moves whose index (in --divide's order, from 0) is I mod N; the N"
              + " shards' counts add up to the whole")
  Shard shard = Shard.ALL;

  @Option(
      names = "--progress",
      negatable = true,
      description = "show progress on standard error (default: when it is a terminal)")
  Boolean progress;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    if (depth < 0) {
      throw new UsageException("--depth " + depth + " is below 0");
    }
    if (threads < 1) {
      throw new UsageException("--threads " + threads + " is below 1");
    }
    threads = RunOptions.capThreads(threads, spec.commandLine().getErr());
    return run(options.game(game), out);
  }

  private <P extends GamePosition<P, ?, ?, ?>> int run(LabGame<P> g, PrintWriter out)
      throws Exception {
    P position = MovesOption.replay(g, moves);
    long start = System.nanoTime();
    long nodes;
    if (depth == 0) {
      nodes = shard.owns(0) ? 1 : 0;
    } else {
      // Always in parts, one thread or many: progress then moves with every position two moves
      // deep that is counted, not only when a whole root move ends (a deep one takes minutes).
      nodes = divided(g, position, out);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    if (depth > 0) {
      out.printf("time %.3f s, %.0f nodes/s%n", seconds, seconds > 0 ? nodes / seconds : 0.0);
    }
    out.println("nodes " + nodes);
    out.flush();
    return 0;
  }

  private <P extends GamePosition<P, ?, ?, ?>> long divided(
      LabGame<P> g, P position, PrintWriter out) throws Exception {
    List<String> all = g.legalMoveNames(position);
    List<String> roots = new java.util.ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      if (shard.owns(i)) {
        roots.add(all.get(i));
      }
    }
    ExecutorService pool = ParallelPerft.pool(threads);
    long total = 0;
    try (Progress p = Progress.start("perft", this.progress, "")) {
      List<List<Future<Long>>> counts =
          ParallelPerft.submit(g, position, roots, depth, pool, threads);
      int parts = counts.stream().mapToInt(List::size).sum();
      String unit = depth == 1 ? "root moves" : "positions two moves deep";
      int counted = 0;
      for (int i = 0; i < roots.size(); i++) {
        long n = 0;
        for (Future<Long> part : counts.get(i)) {
          n += part.get();
          p.update(++counted, parts, unit);
        }
        total += n;
        if (divide) {
          out.println(roots.get(i) + " " + n);
        }
      }
    } finally {
      pool.shutdownNow();
    }
    return total;
  }
}
