package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.Main;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code merge FILE.jsonl …}: one summary from the JSONL of several shards (or runs) of the same
 * run, identical to what the run prints unsplit. Every line is checked first: a line that is not
 * JSON, lacks a field, has rules that do not read back ({@link GameAdapter#forRules(String)}),
 * comes from other rules, another kind of run or other bots, or repeats a game is a one-line error
 * naming the file and line, and nothing is printed.
 */
@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    description =
        "Prints one summary from the --jsonl files of the shards of a run, as the unsplit run"
            + " prints it.")
public final class MergeCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public MergeCommand() {}

  @Parameters(arity = "1..*", paramLabel = "FILE.jsonl", description = "the JSONL files")
  List<Path> files;

  @Override
  public Integer call() throws IOException {
    Summary summary = null;
    BitSet seen = new BitSet();
    for (Path file : files) {
      if (!Files.isReadable(file)) {
        throw new Main.UsageException("merge: cannot read " + file);
      }
      try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        int n = 0;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
          n++;
          if (line.isBlank()) {
            continue;
          }
          String where = file + ":" + n + ": ";
          GameLog g;
          try {
            g = GameLog.fromJson(line);
          } catch (JsonText.MalformedJsonException | ArithmeticException e) {
            throw new Main.UsageException(where + e.getMessage());
          }
          GameAdapter<?> game;
          try {
            game = GameAdapter.forRules(g.rules());
          } catch (IllegalArgumentException e) {
            throw new Main.UsageException(where + e.getMessage());
          }
          if (summary == null) {
            summary = new Summary(g.run(), game, g.bots());
          } else if (!game.rulesText().equals(summary.rules())) {
            throw new Main.UsageException(
                where + "rules '" + g.rules() + "' differ from '" + summary.rules() + "'");
          } else if (!g.run().equals(summary.run()) || !g.bots().equals(summary.bots())) {
            throw new Main.UsageException(
                where
                    + "a "
                    + g.run()
                    + " of "
                    + g.bots()
                    + " is not the same run as a "
                    + summary.run()
                    + " of "
                    + summary.bots());
          }
          if (g.game() < 0 || g.game() > Integer.MAX_VALUE) {
            throw new Main.UsageException(where + "game " + g.game() + " is out of range");
          }
          if (seen.get((int) g.game())) {
            throw new Main.UsageException(where + "game " + g.game() + " appears twice");
          }
          seen.set((int) g.game());
          try {
            summary.add(g);
          } catch (IllegalArgumentException e) {
            throw new Main.UsageException(where + e.getMessage());
          }
        }
      }
    }
    if (summary == null) {
      throw new Main.UsageException("merge: no games in " + files);
    }
    summary.print(spec.commandLine().getOut());
    return 0;
  }
}
