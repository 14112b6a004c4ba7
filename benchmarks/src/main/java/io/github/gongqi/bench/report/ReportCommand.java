package io.github.gongqi.bench.report;

import io.github.gongqi.bench.cli.UsageException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code report FILE.jsonl … --out FILE.html}: one self-contained HTML page of tables and charts
 * from the JSONL of one run (all its shards) or of several. Every input is read and checked before
 * anything is written, through {@link io.github.gongqi.bench.lab.RunReader} as {@code merge} reads
 * it; a bad file or line is one line on standard error naming it, exit status 2, and no page. A run
 * missing games is refused as {@code merge} refuses it, unless {@code --allow-partial}, which
 * reports the games there and says on the page how many are missing. An existing page is replaced
 * only with {@code --force}, and never by one of the inputs: a slip such as {@code --out run.jsonl}
 * must not destroy the data. The page is written to a temporary file beside it first and moved into
 * place, so it is whole or absent.
 */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    description =
        "Writes one self-contained HTML page (tables, SVG charts, no script, no network) from the"
            + " --jsonl files of one run or several: ratings and pair scores, results by colour,"
            + " game lengths, how games ended.")
public final class ReportCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;

  /** Creates the command; picocli fills in the options. */
  public ReportCommand() {}

  @Parameters(arity = "1..*", paramLabel = "FILE.jsonl", description = "the JSONL files")
  List<Path> files;

  @Option(
      names = "--out",
      required = true,
      paramLabel = "FILE.html",
      description = "the page to write")
  Path out;

  @Option(names = "--force", description = "replace --out if it exists")
  boolean force;

  @Option(
      names = "--allow-partial",
      description =
          "report a run that misses games, saying on the page how many and which (the first ten)")
  boolean allowPartial;

  @Override
  public Integer call() throws IOException {
    Path target = out.toAbsolutePath().normalize();
    for (Path f : files) {
      if (f.toAbsolutePath().normalize().equals(target)
          || (Files.exists(f) && Files.exists(target) && Files.isSameFile(f, target))) {
        throw new UsageException("report: --out " + out + " is one of the input files");
      }
    }
    if (Files.isDirectory(target)) {
      throw new UsageException("report: --out " + out + " is a directory");
    }
    if (Files.exists(target) && !force) {
      throw new UsageException("report: --out " + out + " exists; --force replaces it");
    }
    List<RunFigures> runs = JsonlRuns.read(files);
    for (RunFigures f : runs) {
      if (f.run().missingCount() > 0 && !allowPartial) {
        throw new UsageException(
            "report: "
                + Html.cut(f.run().id(), 120)
                + ": "
                + f.run().describeMissing()
                + " (--allow-partial reports the games there)");
      }
    }
    String page = ReportPage.html(runs, files);
    write(target, page);
    long games = runs.stream().mapToLong(f -> f.summary().games()).sum();
    spec.commandLine()
        .getOut()
        .printf(
            "report %s: %d %s, %d %s%n",
            out,
            runs.size(),
            runs.size() == 1 ? "run" : "runs",
            games,
            games == 1 ? "game" : "games");
    spec.commandLine().getOut().flush();
    return 0;
  }

  private void write(Path target, String page) {
    Path temp = null;
    try {
      Path dir = target.getParent();
      Files.createDirectories(dir);
      // Beside the target, so the move is a rename; CREATE_NEW keeps the usual permissions.
      temp =
          dir.resolve("." + target.getFileName() + "." + ProcessHandle.current().pid() + ".part");
      Files.writeString(
          temp,
          page,
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE_NEW,
          StandardOpenOption.WRITE);
      try {
        Files.move(
            temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } catch (java.nio.file.AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      try {
        if (temp != null) {
          Files.deleteIfExists(temp);
        }
      } catch (IOException ignored) {
        // The error below is what matters.
      }
      throw UsageException.of("report: cannot write " + out, e);
    }
  }
}
