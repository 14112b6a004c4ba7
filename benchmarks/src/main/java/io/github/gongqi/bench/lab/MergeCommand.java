package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.json.JsonlLines;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code merge FILE.jsonl … [--allow-partial]}: one summary from the JSONL of the shards of one
 * run, identical to what the run prints unsplit. Every line is checked as {@link RunReader} checks
 * it (well-formed, of one run, no game twice, replaying by the library to its result) and a refused
 * line is a one-line error naming its file and line; then a run missing games is refused, naming
 * how many and the first ten, unless {@code --allow-partial}, which prints that line first and the
 * summary of the games there. Nothing is printed on a refusal.
 */
@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    description =
        "Prints one summary from the --jsonl files of the shards of a run, as the unsplit run"
            + " prints it; refuses lines of other runs, a game twice, a line its moves do not"
            + " replay to, and a run missing games.")
public final class MergeCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public MergeCommand() {}

  @Parameters(arity = "1..*", paramLabel = "FILE.jsonl", description = "the JSONL files")
  List<Path> files;

  @Option(
      names = "--allow-partial",
      description =
          "merge a run that misses games, first saying how many and which (the first ten)")
  boolean allowPartial;

  @Override
  public Integer call() {
    RunReader reader = RunReader.ofOneRun();
    for (Path file : files) {
      reader.read(file);
    }
    if (reader.runs().isEmpty()) {
      throw new UsageException("merge: no games in " + JsonlLines.cut(files.toString()));
    }
    RunReader.Run run = reader.runs().get(0);
    PrintWriter out = spec.commandLine().getOut();
    if (run.missingCount() > 0) {
      if (!allowPartial) {
        throw new UsageException(
            "merge: "
                + JsonlLines.cut(files.toString())
                + ": "
                + run.describeMissing()
                + " (--allow-partial merges the games there)");
      }
      out.println("partial: " + run.describeMissing());
    }
    run.summary().print(out);
    return 0;
  }
}
