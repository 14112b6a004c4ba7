package io.github.gongqi.tictactoe;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The third game through the whole lab, with nothing of the lab naming it: registered in this
 * source set's {@code META-INF/services}, it is perft'ed, self-played, played in a tournament,
 * merged, reported, toured by the demo, and served and refereed over the engine protocol.
 */
class TicTacToeLabTest {
  @TempDir Path dir;

  private static void ok(Run r) {
    assertThat(r.status()).as(r.err()).isZero();
  }

  private static String javaMain(String args) {
    return Path.of(System.getProperty("java.home"), "bin", "java")
        + " -cp "
        + System.getProperty("java.class.path")
        + " io.github.gongqi.bench.Main "
        + args;
  }

  @Test
  void perftCountsTheGameTreeAndTheGameIsSuggested() {
    Run r = run("perft", "tictactoe", "--depth", "9");
    ok(r);
    // Every sequence of 9 marks that no earlier row ended: the known 127,872 full-board games.
    assertThat(r.lastLine()).isEqualTo("nodes 127872");
    Run moves = run("perft", "tictactoe", "--moves", "b2 a1", "--depth", "1");
    assertThat(moves.lastLine()).isEqualTo("nodes 7");
    Run slip = run("perft", "tictactoe", "--size", "8", "--depth", "1");
    assertThat(slip.status()).isEqualTo(2);
    assertThat(slip.err()).contains("--size is an option of gongqi, not of tictactoe");
    Run typo = run("perft", "tictactoo", "--depth", "1");
    assertThat(typo.status()).isEqualTo(2);
    assertThat(typo.err()).contains("unknown game 'tictactoo'").contains("did you mean tictactoe?");
  }

  @Test
  void selfplayTournamentMergeAndReportPlayIt() throws IOException {
    Path jsonl = dir.resolve("self.jsonl");
    Path records = dir.resolve("records");
    Run self =
        run(
            "selfplay",
            "tictactoe",
            "--games",
            "12",
            "--white",
            "random",
            "--black",
            "greedy",
            "--seed",
            "5",
            "--jsonl",
            jsonl.toString(),
            "--records",
            records.toString());
    ok(self);
    assertThat(self.lastLine()).startsWith("games 12 white ");
    List<String> lines = Files.readAllLines(jsonl);
    assertThat(lines).hasSize(12);
    assertThat(lines.get(0)).contains("\"rules\":\"tictactoe\"");
    String record = Files.readString(records.resolve("game-0.txt"));
    assertThat(GameRecord.parse(record).match().position().isOver()).isTrue();

    Run merged = run("merge", jsonl.toString());
    ok(merged);
    assertThat(merged.lastLine()).isEqualTo(self.lastLine());

    Path tour = dir.resolve("tour.jsonl");
    Run t =
        run(
            "tournament",
            "tictactoe",
            "--bots",
            "random,greedy,mcts:20",
            "--games-per-pair",
            "2",
            "--jsonl",
            tour.toString());
    ok(t);
    assertThat(t.lastLine()).startsWith("games 6 bots 3 random 0 greedy ");

    Path page = dir.resolve("report.html");
    ok(run("report", jsonl.toString(), tour.toString(), "--out", page.toString()));
    String html = Files.readString(page);
    assertThat(html).contains("tictactoe").doesNotContain("data-swapped");
  }

  @Test
  void theDemoToursIt() {
    Run demo = run("demo");
    ok(demo);
    assertThat(demo.out()).contains("Tic-tac-toe (tictactoe)").contains("perft tictactoe");
  }

  @Test
  void theEngineServesItsRulesAndRefereesIt() throws IOException, InterruptedException {
    Process p = new ProcessBuilder(javaMain("engine --bot greedy").split(" ")).start();
    p.getOutputStream()
        .write(
            ("rules tictactoe tictactoe\nplay b b2\nplay w a1\ngogui-rules_game_id\n"
                    + "gogui-rules_board_size\ngogui-rules_board\ngogui-rules_side_to_move\n"
                    + "gogui-rules_legal_moves\nboardsize 3\ngogui-rules_legal_moves\nboardsize 8\n"
                    + "quit\n")
                .getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(out)
        .isEqualTo(
            "=\n\n=\n\n=\n\n= Tic-tac-toe\n\n= 3\n\n= . . .\n. b .\nw . .\n\n= black\n\n"
                    .replace("b .", "x .")
                    .replace("w .", "o .")
                + "= b1 c1 a2 c2 a3 b3 c3\n\n=\n\n= a1 b1 c1 a2 b2 c2 a3 b3 c3\n\n"
                + "? unacceptable size\n\n=\n\n");

    Path jsonl = dir.resolve("engine.jsonl");
    Run refereed =
        run(
            "selfplay",
            "tictactoe",
            "--games",
            "2",
            "--white",
            "engine:" + javaMain("engine --bot random"),
            "--black",
            "greedy",
            "--jsonl",
            jsonl.toString());
    ok(refereed);
    assertThat(refereed.lastLine()).startsWith("games 2 white ");
    assertThat(Files.readString(jsonl)).doesNotContain("fault").contains("\"white\":\"gongqi-lab-");
  }

  @Test
  void itsMarksAreTheLabsBlackAndWhiteAsInGtp() {
    LabGame<?> g = LabGame.forRules("tictactoe");
    // X and O are not black and white: the first player is black, as GTP has it.
    assertThat(g.colourNames()).containsExactly("black", "white");
    assertThat(g.rulesText()).isEqualTo("tictactoe");
    assertThat(LabGame.forRules("tictactoe", "").rulesText()).isEqualTo("tictactoe");
  }
}
