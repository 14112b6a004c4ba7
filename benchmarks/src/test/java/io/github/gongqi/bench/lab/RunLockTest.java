package io.github.gongqi.bench.lab;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.Main;
import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two runs on one {@code --jsonl} file at once (a batch job retried while the first still runs):
 * the second is refused at once, naming the file, and the file is left whole; a file two runs
 * already wrote (every game twice) is refused with the lines that repeat and how to mend it.
 */
class RunLockTest {
  @TempDir Path dir;

  private final List<Process> started = new ArrayList<>();

  /** Ends the first run's JVM and its engine if a test fails half-way. */
  @AfterEach
  void endWhatIsLeft() throws IOException {
    started.forEach(Process::destroyForcibly);
    Path pids = dir.resolve("pids");
    if (Files.exists(pids)) {
      for (String line : Files.readAllLines(pids)) {
        ProcessHandle.of(Long.parseLong(line.strip())).ifPresent(ProcessHandle::destroyForcibly);
      }
    }
  }

  /** The arguments of a run of one game, the engine slow enough to hold it while we look. */
  private List<String> slowRun(Path jsonl, Path engine, String... extra) {
    List<String> a =
        new ArrayList<>(
            List.of(
                "selfplay",
                "gongqi",
                "--size",
                "8",
                "--games",
                "2",
                "--white",
                "engine:sh " + engine,
                "--black",
                "random",
                "--move-limit",
                "20",
                "--jsonl",
                jsonl.toString()));
    a.addAll(List.of(extra));
    return a;
  }

  @Test
  void aSecondRunOnTheSameFileIsRefusedAtOnce() throws Exception {
    Path thinking = dir.resolve("thinking");
    Path engine = dir.resolve("slow.sh");
    Files.writeString(
        engine,
        "echo $$ >> '"
            + dir.resolve("pids")
            + "'\n"
            + "while IFS= read -r line; do\n"
            + "  case \"$line\" in\n"
            + "    name*) printf '= slow\\n\\n' ;;\n"
            + "    genmove*) touch '"
            + thinking
            + "'; sleep 60 ;;\n"
            + "    quit*) printf '=\\n\\n'; exit 0 ;;\n"
            + "    *) printf '=\\n\\n' ;;\n"
            + "  esac\n"
            + "done\n");
    Path jsonl = dir.resolve("shard.jsonl");
    // A file of the run with a game in it already, as a first --resume would find it.
    Files.writeString(jsonl, "");
    List<String> cmd =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "io.github.gongqi.bench.Main"));
    cmd.addAll(slowRun(jsonl, engine, "--resume"));
    Process first =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(dir.resolve("first.out").toFile())
            .start();
    started.add(first);
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!Files.exists(thinking) && System.nanoTime() < until) {
      Thread.sleep(50);
    }
    assertThat(thinking).as(Files.readString(dir.resolve("first.out"))).exists();

    long t0 = System.nanoTime();
    Run second = LabHarness.run(slowRun(jsonl, engine, "--resume").toArray(new String[0]));
    assertThat(second.status()).as(second.out()).isEqualTo(Main.EXIT_USAGE);
    assertThat(second.err())
        .startsWith("error: --jsonl " + jsonl + ": another run holds it")
        .contains(jsonl + ".lock");
    assertThat(second.err().lines()).hasSize(1);
    assertThat((System.nanoTime() - t0) / 1e9).as("refused at once").isLessThan(10);
    // --force is refused the same way: it would cut the file under the first run.
    Run forced = LabHarness.run(slowRun(jsonl, engine, "--force").toArray(new String[0]));
    assertThat(forced.err()).contains("another run holds it");
    first.destroy();
    assertThat(first.waitFor(30, TimeUnit.SECONDS)).isTrue();
  }

  @Test
  void aRunInThisProcessHoldingTheFileRefusesAnotherToo() throws IOException {
    Path jsonl = dir.resolve("run.jsonl");
    RunLock held = RunLock.take(jsonl);
    try {
      Run r = LabHarness.run(LabHarness.smallSelfplay("3", "--jsonl", jsonl.toString()));
      assertThat(r.status()).isEqualTo(Main.EXIT_USAGE);
      assertThat(r.err()).contains("another run holds it");
      assertThat(jsonl).doesNotExist();
    } finally {
      held.close();
    }
    // Once released, the file is free again.
    Run r = LabHarness.run(LabHarness.smallSelfplay("3", "--jsonl", jsonl.toString()));
    assertThat(r.status()).as(r.err()).isZero();
    assertThat(LabHarness.logs(jsonl)).hasSize(9);
  }

  @Test
  void aFileTwoRunsWroteSaysWhichLinesRepeatAndHowToMendIt() throws Exception {
    Path jsonl = dir.resolve("run.jsonl");
    String[] args = LabHarness.smallSelfplay("5", "--games", "3", "--jsonl", jsonl.toString());
    assertThat(LabHarness.run(args).status()).isZero();
    // What two runs at once leave: every game twice, interleaved.
    List<String> lines = Files.readAllLines(jsonl);
    List<String> twice = new ArrayList<>();
    for (String l : lines) {
      twice.add(l);
      twice.add(l.replaceFirst("\"millis\":\\d+", "\"millis\":7"));
    }
    Files.write(jsonl, twice);
    Run merge = LabHarness.run("merge", jsonl.toString());
    assertThat(merge.status()).isEqualTo(Main.EXIT_USAGE);
    assertThat(merge.err())
        .startsWith("error: " + jsonl + ":2: game 0 appears twice; 3 lines repeat games")
        .contains("at lines 2 (game 0), 4 (game 1), 6 (game 2): two runs wrote this file at once?")
        .contains("awk -F'[:,]' '!seen[$2]++' " + jsonl + " > fixed.jsonl");
    Run resume =
        LabHarness.run(
            LabHarness.smallSelfplay("5", "--games", "3", "--jsonl", jsonl.toString(), "--resume"));
    assertThat(resume.err()).contains("appears twice; 3 lines repeat games");
    // The mend the message gives works.
    Path fixed = dir.resolve("fixed.jsonl");
    Process awk =
        new ProcessBuilder("awk", "-F[:,]", "!seen[$2]++", jsonl.toString())
            .redirectOutput(fixed.toFile())
            .start();
    assertThat(awk.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(Files.readAllLines(fixed)).isEqualTo(lines);
    assertThat(LabHarness.run("merge", fixed.toString()).status()).isZero();
  }
}
