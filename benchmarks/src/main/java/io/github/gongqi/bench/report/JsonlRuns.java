package io.github.gongqi.bench.report;

import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.lab.RunReader;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's adapter to {@link RunReader}: every line of every file is checked as {@code merge}
 * checks it (a refused line is one line naming file and line) and counted into its run's summary;
 * the page's own counts are fed game by game. Runs are told apart by their {@code run} text, so the
 * shards of one run come together and files of different runs give one section each.
 */
final class JsonlRuns {
  private JsonlRuns() {}

  /**
   * Reads the files.
   *
   * @param files the JSONL files
   * @return the runs, in the order their first line was read
   * @throws UsageException naming the file (and line) refused
   */
  static List<RunFigures> read(List<Path> files) {
    Map<RunReader.Run, RunFigures> figures = new IdentityHashMap<>();
    RunReader reader =
        RunReader.ofRuns()
            .onGame((run, game) -> figures.computeIfAbsent(run, RunFigures::new).add(game));
    for (Path file : files) {
      reader.read(file);
    }
    if (reader.runs().isEmpty()) {
      throw new UsageException("report: no games in " + Html.cut(files.toString(), 300));
    }
    return reader.runs().stream().map(figures::get).toList();
  }
}
