package io.github.gongqi.bench;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code perft gongqi|agon …}: counts move sequences from a start, optionally after moves. */
@Command(name = "perft", description = "Counts move sequences of exactly --depth moves.")
final class PerftCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "GAME", description = "gongqi or agon")
  String game;

  @Option(names = "--depth", required = true, description = "moves to count, at least 0")
  int depth;

  @Override
  public Integer call() {
    throw new Main.UsageException(
        "perft " + game + " is not available yet: the " + game + " engine has not landed");
  }
}
