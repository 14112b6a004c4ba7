package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.player.BotSpec;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code engine [--bot BOT] [--seed S]}: serves a lab bot over the engine protocol (GTP 2, see the
 * README) on standard input and output, for both games, until {@code quit} or the end of input. The
 * same process answers GoGui's rules queries, so a program in another language can use it as its
 * rules oracle. It never dies on bad input: unknown commands and bad arguments get {@code ?}
 * answers; the commands themselves are {@link GtpEngine}'s.
 */
@Command(
    name = "engine",
    mixinStandardHelpOptions = true,
    description =
        "Serves a lab bot over the engine protocol (GTP 2) on standard input and output; it also"
            + " answers the rules queries (gogui-rules_*) as a rules oracle.")
public final class EngineCommand implements Callable<Integer> {
  /** The longest command line the served engine reads, in bytes; as long as the lab's limit. */
  static final int LINE_LIMIT = EnginePlayer.LINE_LIMIT;

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
      throw new UsageException("--bot '" + bot + "' is an engine: serve a lab bot");
    }
    serve(System.in, spec.commandLine().getOut(), bot, seed);
    return 0;
  }

  /**
   * Serves until {@code quit} or the end of input, answering each command as soon as it is read. A
   * line over {@link #LINE_LIMIT} bytes is answered {@code ? line too long} and the rest of it is
   * read and dropped, never held: no command is that long, and the served engine must not die of a
   * line without an end.
   *
   * @param in the commands, as UTF-8
   * @param out where the answers go
   * @param bot the lab bot to serve
   * @param seed its random seed
   * @throws IOException if reading or writing fails
   */
  static void serve(InputStream in, PrintWriter out, BotSpec bot, long seed) throws IOException {
    GtpEngine engine = new GtpEngine(bot.name(), Bot.parse(bot.name()), seed);
    BoundedLines lines = new BoundedLines(in, LINE_LIMIT);
    for (String line = lines.next(); line != null; line = lines.next()) {
      String answer;
      if (lines.wasCut()) {
        lines.skipLine();
        answer = Framing.failure(Framing.id(line), "line too long");
      } else {
        answer = engine.handle(line);
      }
      if (answer != null) {
        out.print(answer);
        out.flush();
        if (engine.quit()) {
          return;
        }
      }
    }
  }
}
