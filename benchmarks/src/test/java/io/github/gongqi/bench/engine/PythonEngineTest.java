package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.lab.GameLog;
import io.github.gongqi.bench.lab.LabHarness;
import io.github.gongqi.game.GamePosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Python example engine, {@code examples/capture_bot.py}, which writes no rules: it runs the
 * lab's {@code engine} beside itself as its rules oracle. Here the oracle is started from this
 * test's class path (the jar is built after the tests). Skipped where {@code python3} is absent.
 */
class PythonEngineTest {
  private static final Path BOT = Path.of("examples", "capture_bot.py");

  /** The bot's normal reasons for a game's end: the rules' or the lab's cap, never a fault. */
  private static final String NORMAL_END =
      "max plies \\d+|captures|two passes|formation|six guards loss|ply limit";

  @TempDir Path dir;

  @BeforeAll
  static void needsPython() {
    boolean found;
    try {
      Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      found = p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      found = false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      found = false;
    }
    assumeTrue(found, "python3 is not on the PATH: the Python example engine is not tested here");
  }

  /** The oracle: the lab's engine command, from this test's class path. */
  private static List<String> oracle() {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    // A fresh JVM per game answers a few hundred small queries: the quick compiler suits it best.
    return List.of(
        java,
        "-XX:TieredStopAtLevel=1",
        "-cp",
        System.getProperty("java.class.path"),
        "io.github.gongqi.bench.Main",
        "engine");
  }

  /** The bot's command line, the oracle's words after {@code --} (no quoting needed). */
  private static List<String> bot(long seed) {
    List<String> cmd = new ArrayList<>(List.of("python3", BOT.toString(), "--seed", "" + seed));
    cmd.add("--");
    cmd.addAll(oracle());
    return cmd;
  }

  @Test
  void theLabPlaysThePythonEngineWithoutAFault() throws IOException {
    assertThat(String.join(" ", bot(7))).as("the bot spec splits at spaces").doesNotContain("  ");
    String engine = "engine:" + String.join(" ", bot(7));
    List<String[]> runs =
        List.of(
            new String[] {"selfplay", "gongqi", "--size", "8", "--max-plies", "30"},
            new String[] {"selfplay", "agon", "--max-plies", "24"});
    for (String[] run : runs) {
      Path jsonl = dir.resolve(run[1] + ".jsonl");
      List<String> args = new ArrayList<>(List.of(run));
      args.addAll(
          List.of(
              "--games",
              "2",
              "--alternate",
              "--white",
              engine,
              "--black",
              "greedy",
              "--jsonl",
              jsonl.toString()));
      LabHarness.Run r = LabHarness.run(args.toArray(new String[0]));
      assertThat(r.status()).as(r.err()).isZero();
      List<GameLog> games = LabHarness.logs(jsonl);
      assertThat(games).hasSize(2);
      for (GameLog g : games) {
        assertThat(g.reason()).as(run[1] + ": no engine fault").matches(NORMAL_END);
        assertThat(g.plies()).isPositive();
        replay(LabGame.forRules(g.rules()), g.moves());
      }
    }
    assertThat(EnginePlayer.alive()).isZero();
    // The bot and its oracle (a grandchild) are gone too.
    assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
        .isEmpty();
  }

  /** Every move of a game the bot played is legal by the library. */
  private static <P extends GamePosition<P, ?, ?, ?>> void replay(
      LabGame<P> game, List<String> moves) {
    P p = game.start();
    for (String m : moves) {
      p = game.play(p, m);
    }
  }

  @Test
  void itTakesTheWinThenTheCaptureAndSpeaksTheProtocol() throws Exception {
    Process p = new ProcessBuilder(bot(3)).redirectError(dir.resolve("err").toFile()).start();
    try (Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
        BufferedReader out =
            new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
      Session s = new Session(in, out);
      assertThat(s.ask("1 name")).isEqualTo("=1 capture-bot");
      assertThat(s.ask("protocol_version")).isEqualTo("= 2");
      assertThat(s.ask("known_command gogui-rules_legal_moves")).isEqualTo("= true");
      assertThat(s.ask("2 frobnicate")).isEqualTo("?2 unknown command");
      assertThat(s.ask("rules gongqi 8x8")).isEqualTo("=");
      // Black's a6N1 fills a7, the last liberty of White's a8: the one capture among 7 moves.
      assertThat(s.ask("position OX6/8/X7/8/8/8/8/8 b 0/0 d 0 30")).isEqualTo("=");
      assertThat(s.ask("3 genmove w")).isEqualTo("?3 not white's turn");
      assertThat(s.ask("genmove b")).isEqualTo("= a6N1");
      assertThat(s.ask("gogui-rules_side_to_move")).isEqualTo("= white");
      assertThat(s.ask("play b a8S1")).isEqualTo("? not black's turn");
      assertThat(s.ask("undo")).isEqualTo("=");
      assertThat(s.ask("genmove black")).isEqualTo("= a6N1");
      // Agon: of White's five moves only f4-f5 completes the formation (see agon.gtp).
      assertThat(s.ask("rules agon STANDARD")).isEqualTo("=");
      assertThat(s.ask("position 1g1g1q/g6/7g/9/4GG3g/3G1QG4/4GG3g/9/8/7/6 w - play 0 0"))
          .isEqualTo("=");
      assertThat(s.ask("genmove w")).isEqualTo("= f4-f5");
      assertThat(s.ask("final_score")).isEqualTo("= W+");
      assertThat(s.ask("genmove b")).isEqualTo("? the game is over");
      assertThat(s.ask("4 quit")).isEqualTo("=4");
    }
    assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).toList())
        .isEmpty();
  }

  /** One command at a time to a running engine. */
  private record Session(Writer in, BufferedReader out) {
    /** Sends a command; returns its answer without the closing empty line. */
    String ask(String command) throws IOException {
      in.write(command + "\n");
      in.flush();
      StringBuilder answer = new StringBuilder();
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.isEmpty()) {
          return answer.toString();
        }
        answer.append(answer.length() == 0 ? "" : "\n").append(line);
      }
      throw new IOException("the engine closed its output after '" + command + "': " + answer);
    }
  }
}
