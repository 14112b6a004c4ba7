package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.GameOptions;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.game.GamePosition;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code selfplay GAME --games N --white BOT --black BOT}: plays seeded games between two bots and
 * prints a table by bot and by colour; the last line is exactly {@code games N white W black B
 * draws D plies P} (wins by colour). Game k is the same game whatever {@code --threads} and {@code
 * --shard} (see {@link LabRun} for its seed).
 */
@Command(
    name = "selfplay",
    mixinStandardHelpOptions = true,
    description =
        "Plays --games games between two bots (random, greedy, mcts, mcts:N, engine:COMMAND) and"
            + " prints the results; the last line is 'games N white W black B draws D plies P'.")
public final class SelfplayCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public SelfplayCommand() {}

  @Parameters(
      index = "0",
      paramLabel = "GAME",
      completionCandidates = GameOptions.GameNames.class,
      description = "the game: ${COMPLETION-CANDIDATES}")
  String game;

  @Mixin GameOptions options;

  @Mixin RunOptions run;

  @Option(names = "--games", required = true, paramLabel = "N", description = "games to play")
  long games;

  @Option(
      names = "--white",
      required = true,
      paramLabel = "BOT",
      converter = BotSpec.Converter.class,
      description =
          "the bot that starts with White (after an opening swap it plays the other colour)")
  BotSpec white;

  @Option(
      names = "--black",
      required = true,
      paramLabel = "BOT",
      converter = BotSpec.Converter.class,
      description =
          "the bot that starts with Black (after an opening swap it plays the other colour)")
  BotSpec black;

  @Option(
      names = "--alternate",
      description = "games 2j and 2j+1 share a seed with the bots' colours exchanged")
  boolean alternate;

  @Override
  public Integer call() throws Exception {
    if (games < 0) {
      throw new UsageException("--games " + games + " is below 0");
    }
    return play(options.game(game));
  }

  private <P extends GamePosition<P, ?, ?, ?>> int play(LabGame<P> g) throws Exception {
    BotSpec w = white;
    // Two equal bots still get a row each: the second is called NAME#2.
    BotSpec b = black.label().equals(white.label()) ? black.withLabel(black.label() + "#2") : black;
    // Player 0 is the colour that moves first: Gongqi's Black, Agon's White.
    boolean whiteFirst = g.colourNames()[0].equals("white");
    BotSpec first = whiteFirst ? w : b;
    BotSpec second = whiteFirst ? b : w;
    LabRun.Schedule schedule =
        new LabRun.Schedule() {
          @Override
          public long games() {
            return games;
          }

          @Override
          public LabRun.Pairing pairing(long k) {
            if (alternate && (k & 1) == 1) {
              return new LabRun.Pairing(second, first, k - 1);
            }
            return new LabRun.Pairing(first, second, k);
          }

          @Override
          public String colours() {
            return "alternate=" + (alternate ? "yes" : "no");
          }
        };
    return LabRun.run(
        "selfplay",
        g,
        List.of(w, b),
        schedule,
        run,
        spec.commandLine().getOut(),
        spec.commandLine().getErr());
  }
}
