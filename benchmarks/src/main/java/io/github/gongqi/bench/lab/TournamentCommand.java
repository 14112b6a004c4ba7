package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.GameOptions;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.bench.rating.Elo;
import io.github.gongqi.game.GamePosition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tournament GAME --bots A,B,C --games-per-pair N}: a round robin. The pairs come in the
 * order (0,1), (0,2), …, (1,2), …; game k is game {@code r = k mod N} of pair {@code k / N}, the
 * pair's first bot taking the first mover's colour when r is even; games r and r+1 (r even) share a
 * seed. Prints a table per bot with the Elo (see {@link Elo}); the last line is exactly {@code
 * games N bots B} and {@code NAME ELO} per bot.
 */
@Command(
    name = "tournament",
    mixinStandardHelpOptions = true,
    description =
        "Plays every pair of --bots (round robin, colours alternated) and prints a table with"
            + " Elo ratings; the last line is 'games N bots B NAME ELO ...'.")
public final class TournamentCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public TournamentCommand() {}

  @Parameters(
      index = "0",
      paramLabel = "GAME",
      completionCandidates = GameOptions.GameNames.class,
      description = "the game: ${COMPLETION-CANDIDATES}")
  String game;

  @Mixin GameOptions options;

  @Mixin RunOptions run;

  @Option(
      names = "--bots",
      split = BotSpec.LIST_SPLIT,
      splitSynopsisLabel = ",",
      paramLabel = "BOT",
      converter = BotSpec.Converter.class,
      description =
          "two or more bots, comma-separated (not inside quotes); Elo is relative to the first")
  List<BotSpec> bots;

  @Option(
      names = "--bot",
      paramLabel = "BOT",
      converter = BotSpec.Converter.class,
      description = "one more bot, repeatable, after those of --bots; its command may hold commas")
  List<BotSpec> more;

  @Option(
      names = "--games-per-pair",
      required = true,
      paramLabel = "N",
      description = "games each pair plays, colours alternating")
  int perPair;

  @Override
  public Integer call() throws Exception {
    if (perPair < 1) {
      throw new UsageException("--games-per-pair " + perPair + " is below 1");
    }
    List<BotSpec> all = new ArrayList<>(bots == null ? List.of() : bots);
    all.addAll(more == null ? List.of() : more);
    bots = all;
    if (bots.size() < 2) {
      throw new UsageException("--bots and --bot name fewer than two bots");
    }
    if (bots.size() > RunReader.MAX_BOTS) {
      throw new UsageException(
          "--bots names " + bots.size() + " bots: at most " + RunReader.MAX_BOTS);
    }
    Set<String> seen = new HashSet<>();
    for (BotSpec b : bots) {
      if (!seen.add(b.label())) {
        throw new UsageException("--bots names '" + b.label() + "' twice");
      }
    }
    return play(options.game(game));
  }

  private <P extends GamePosition<P, ?, ?, ?>> int play(LabGame<P> g) throws Exception {
    List<int[]> pairs = new ArrayList<>();
    for (int i = 0; i < bots.size(); i++) {
      for (int j = i + 1; j < bots.size(); j++) {
        pairs.add(new int[] {i, j});
      }
    }
    long total = (long) pairs.size() * perPair;
    LabRun.Schedule schedule =
        new LabRun.Schedule() {
          @Override
          public long games() {
            return total;
          }

          @Override
          public LabRun.Pairing pairing(long k) {
            int[] pair = pairs.get((int) (k / perPair));
            long r = k % perPair;
            BotSpec a = bots.get(pair[0]);
            BotSpec b = bots.get(pair[1]);
            return (r & 1) == 0 ? new LabRun.Pairing(a, b, k) : new LabRun.Pairing(b, a, k - 1);
          }

          @Override
          public String colours() {
            return "per-pair=" + perPair;
          }
        };
    return LabRun.run(
        "tournament",
        g,
        bots,
        schedule,
        run,
        spec.commandLine().getOut(),
        spec.commandLine().getErr());
  }
}
