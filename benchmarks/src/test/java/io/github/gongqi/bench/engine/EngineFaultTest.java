package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.GameLog;
import io.github.gongqi.bench.lab.LabHarness;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Engines that misbehave cannot hurt a run: the lab runs in a child JVM on a 256 MB heap against
 * engines that write an endless line, endless empty lines, a flood of lines, crash with a message
 * on standard error, or leave grandchildren (double-forked, and one in a session of its own); each
 * costs only its own game, with a reason that says what it did, within the move limit, and no
 * process of any engine is left.
 */
class EngineFaultTest {
  @TempDir Path dir;

  /** Labs started by a test, ended by force if it fails half-way. */
  private final List<Process> labs = new ArrayList<>();

  /** After a failed test, nothing it started is left running: labs first, then engines. */
  @AfterEach
  void endWhatIsLeft() throws IOException {
    labs.forEach(Process::destroyForcibly);
    for (long pid : ShellEngine.alive(dir)) {
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    }
  }

  /** The per-move limit of these runs, in seconds. */
  private static final int LIMIT = 2;

  /** Runs the lab in a child JVM with a 256 MB heap; returns its exit status. */
  private int lab(Path out, List<String> args) throws IOException, InterruptedException {
    Process p = start(out, args);
    labs.add(p);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the lab ends").isTrue();
    return p.exitValue();
  }

  private static Process start(Path out, List<String> args) throws IOException {
    List<String> cmd =
        new ArrayList<>(
            List.of(
                EngineTest.java(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                "io.github.gongqi.bench.Main"));
    cmd.addAll(args);
    return new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
  }

  @Test
  void eachMisbehavingEngineCostsOnlyItsGameWithItsReason() throws Exception {
    Map<String, String> genmove =
        Map.of(
            "line", "yes x | tr -d '\\n'",
            "crash",
                "echo 'Traceback (most recent call last):' >&2; echo '  File \"e.py\", line 3' >&2;"
                    + " echo 'ZeroDivisionError: division by zero' >&2; exit 1",
            "flood", "yes '= a1N1'",
            "fork", "printf '= resign\\n\\n'",
            "blank", "yes ''");
    Map<String, String> reason =
        Map.of(
            "line", "wrote a line over 64 KiB",
            "crash",
                "crashed (exit status 1) and closed its output before answering 'genmove'; its"
                    + " standard error ended: Traceback (most recent call last): | File \"e.py\","
                    + " line 3 | ZeroDivisionError: division by zero",
            "flood", "flooded its output",
            "fork", "resigned",
            "blank", "no answer to 'genmove' by the deadline");
    // The engine writing empty lines comes last: it is asked to move only by random.
    List<String> order = List.of("line", "crash", "flood", "fork", "blank");
    List<String> args =
        new ArrayList<>(
            List.of(
                "tournament",
                "gongqi",
                "--size",
                "8",
                "--bots",
                "random",
                "--games-per-pair",
                "1",
                "--move-limit",
                Integer.toString(LIMIT),
                "--threads",
                "3",
                "--jsonl",
                dir.resolve("run.jsonl").toString(),
                "--engine-log",
                dir.resolve("engines.log").toString()));
    for (String mode : order) {
      Path script =
          ShellEngine.write(
              dir,
              mode + ".sh",
              mode,
              mode.equals("fork") ? ShellEngine.doubleFork(dir) : "",
              genmove.get(mode));
      args.addAll(List.of("--bot", ShellEngine.bot(script)));
    }
    Path out = dir.resolve("out");
    int status = lab(out, args);
    String text = Files.readString(out);
    assertThat(status).as(text).isZero();
    assertThat(text).doesNotContain("OutOfMemoryError").contains("games 15 bots 6 random ");
    List<GameLog> games = LabHarness.logs(dir.resolve("run.jsonl"));
    assertThat(games).hasSize(15);
    for (GameLog g : games) {
      // The loser is the engine that misbehaved: random never misbehaves, and in a game of two
      // engines the first to move loses at once.
      String loser = g.result().equals("white") ? g.black() : g.white();
      assertThat(loser).as(g.reason()).isIn(order);
      assertThat(g.reason()).startsWith(loser + " ").contains(reason.get(loser));
      // Within the move limit: starting, the fault and ending the engines included.
      assertThat(g.millis()).as(g.reason()).isLessThan(LIMIT * 1000L + 5000);
    }
    assertThat(Files.readString(dir.resolve("engines.log")))
        .contains(" ! ZeroDivisionError: division by zero");
    assertThat(ShellEngine.pids(dir)).hasSizeGreaterThan(10);
    assertThat(ShellEngine.alive(dir)).as("engine processes left behind").isEmpty();
  }

  @Test
  void aGrandchildDoesNotOutliveALabThatIsStopped() throws Exception {
    Path thinking = dir.resolve("thinking");
    Path script =
        ShellEngine.write(
            dir,
            "slow.sh",
            "slow",
            ShellEngine.doubleFork(dir),
            "touch '" + thinking + "'; sleep 100");
    Process lab =
        start(
            dir.resolve("out"),
            List.of(
                "selfplay",
                "gongqi",
                "--size",
                "8",
                "--games",
                "1",
                "--white",
                ShellEngine.bot(script),
                "--black",
                "random",
                "--move-limit",
                "60"));
    labs.add(lab);
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!Files.exists(thinking) && System.nanoTime() < until) {
      Thread.sleep(50);
    }
    assertThat(thinking).as(Files.readString(dir.resolve("out"))).exists();
    // The probe's engine and grandchildren are gone; the game's are alive until the lab stops.
    long settled = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (ShellEngine.alive(dir).size() != 3 && System.nanoTime() < settled) {
      Thread.sleep(50);
    }
    assertThat(ShellEngine.alive(dir)).hasSize(3);
    lab.destroy(); // SIGTERM: the shutdown hook ends the engines' groups
    assertThat(lab.waitFor(30, TimeUnit.SECONDS)).isTrue();
    long gone = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (!ShellEngine.alive(dir).isEmpty() && System.nanoTime() < gone) {
      Thread.sleep(50);
    }
    assertThat(ShellEngine.pids(dir)).hasSize(6);
    assertThat(ShellEngine.alive(dir)).as("engine processes left behind").isEmpty();
  }

  @Test
  void anEngineThatCannotStartIsRefusedWithItsStandardError() throws IOException {
    Path bad = dir.resolve("bad.py");
    Files.writeString(bad, "def broken(:\n    pass\n");
    boolean python = onPath("python3");
    String engine;
    if (python) {
      engine = "engine:python3 " + bad;
    } else {
      Path sh =
          Files.writeString(
              dir.resolve("bad.sh"),
              "echo '    def broken(:' >&2; echo 'SyntaxError: invalid syntax' >&2; exit 1\n");
      engine = "engine:sh " + sh;
    }
    Path jsonl = dir.resolve("x.jsonl");
    LabHarness.Run r =
        LabHarness.run(
            "selfplay",
            "gongqi",
            "--games",
            "1",
            "--white",
            engine,
            "--black",
            "random",
            "--jsonl",
            jsonl.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines()).as(r.err()).hasSize(1);
    assertThat(r.err())
        .contains("crashed (exit status 1)")
        .contains("its standard error ended: ")
        .contains("SyntaxError");
    assertThat(jsonl).doesNotExist();
    assertThat(EnginePlayer.alive()).isZero();
  }

  private static boolean onPath(String program) {
    for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (!d.isEmpty() && Files.isExecutable(Path.of(d, program))) {
        return true;
      }
    }
    return false;
  }
}
