package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.player.BotSpec;
import io.github.gongqi.game.GameState;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The served engine against GTP transcripts: every {@code *.gtp} file under {@code
 * src/test/resources/gtp/} is played line by line into a fresh engine ({@code --bot random --seed
 * 1}) and every answer is compared with the transcript's.
 *
 * <p>The transcript format:
 *
 * <ul>
 *   <li>{@code > LINE} sends LINE to the engine exactly as written (an id, a comment, an empty
 *       line: anything a controller may send).
 *   <li>The lines after it, up to the next {@code >}, are the expected answer without its closing
 *       empty line, which is always checked: {@code =1 2}, {@code ? not white's turn}, or several
 *       lines for a multi-line answer. No line at all means the engine must not answer (an empty
 *       line or a comment sent).
 *   <li>An expected line starting with {@code ~} is a regular expression for the whole line (for a
 *       bot's own choice, which the rules do not fix).
 *   <li>Lines starting with {@code #} are comments of the transcript; blank lines are ignored.
 * </ul>
 *
 * The expected answers are worked out from the rules by hand, with the reasoning in the comments;
 * legal-move lists too long to work out by hand are compared with the library's own below.
 */
class GtpConformanceTest {
  private static final Path DIR = Path.of("src", "test", "resources", "gtp");

  /** One command of a transcript and the answer expected to it. */
  record Exchange(int line, String command, List<String> expected) {}

  static Stream<Path> transcripts() throws IOException {
    try (Stream<Path> files = Files.list(DIR)) {
      List<Path> list = files.filter(f -> f.toString().endsWith(".gtp")).sorted().toList();
      assertThat(list).as("transcripts in " + DIR).hasSizeGreaterThanOrEqualTo(3);
      return list.stream();
    }
  }

  /** Reads a transcript into its exchanges. */
  static List<Exchange> read(Path file) throws IOException {
    List<Exchange> exchanges = new ArrayList<>();
    List<String> lines = Files.readAllLines(file);
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
      if (l.startsWith(">")) {
        exchanges.add(new Exchange(i + 1, l.substring(Math.min(2, l.length())), new ArrayList<>()));
      } else if (!l.isBlank() && !l.startsWith("#")) {
        assertThat(exchanges).as(file + ":" + (i + 1) + " answers no command").isNotEmpty();
        exchanges.get(exchanges.size() - 1).expected().add(l);
      }
    }
    return exchanges;
  }

  static GtpEngine engine() {
    return new GtpEngine("random", Bot.parse("random"), 1);
  }

  @ParameterizedTest
  @MethodSource("transcripts")
  void theEngineAnswersAsTheTranscriptSays(Path file) throws IOException {
    GtpEngine engine = engine();
    List<Exchange> exchanges = read(file);
    assertThat(exchanges).isNotEmpty();
    for (Exchange x : exchanges) {
      String where = file.getFileName() + ":" + x.line() + " '" + x.command() + "'";
      assertThat(engine.quit()).as(where + " comes after quit").isFalse();
      String answer = engine.handle(x.command());
      if (x.expected().isEmpty()) {
        assertThat(answer).as(where + " needs no answer").isNull();
        continue;
      }
      assertThat(answer).as(where).isNotNull().endsWith("\n\n");
      String body = answer.substring(0, answer.length() - 2);
      assertThat(body).as(where + ": no empty line inside an answer").doesNotContain("\n\n");
      List<String> got = List.of(body.split("\n", -1));
      assertThat(got).as(where + "\n" + answer).hasSameSizeAs(x.expected());
      for (int i = 0; i < got.size(); i++) {
        String want = x.expected().get(i);
        if (want.startsWith("~")) {
          assertThat(got.get(i)).as(where + " line " + (i + 1)).matches(want.substring(1));
        } else {
          assertThat(got.get(i)).as(where + " line " + (i + 1)).isEqualTo(want);
        }
      }
    }
  }

  /**
   * The same transcript through the command's standard input and output: one stream of answers in
   * order, each flushed, and nothing read after {@code quit}.
   */
  @ParameterizedTest
  @MethodSource("transcripts")
  void theStreamCarriesTheSameAnswersAndEndsAtQuit(Path file) throws IOException {
    GtpEngine engine = engine();
    StringBuilder input = new StringBuilder();
    StringBuilder expected = new StringBuilder();
    for (Exchange x : read(file)) {
      input.append(x.command()).append('\n');
      String answer = engine.handle(x.command());
      expected.append(answer == null ? "" : answer);
    }
    assertThat(engine.quit()).as(file + " ends with quit").isTrue();
    input.append("name\nprotocol_version\n");
    StringWriter out = new StringWriter();
    EngineCommand.serve(
        new ByteArrayInputStream(input.toString().getBytes(StandardCharsets.UTF_8)),
        new PrintWriter(out),
        BotSpec.parse("random"),
        1);
    assertThat(out.toString()).isEqualTo(expected.toString());
  }

  /**
   * The legal moves too many to work out by hand: at the start of every rules the engine knows and
   * along a random game of each, the engine's list is the library's, in the library's order.
   */
  @Test
  void longLegalMoveListsAreTheLibrarys() {
    List<GameState<?>> starts =
        List.of(
            io.github.gongqi.gongqi.Position.start(io.github.gongqi.gongqi.Rules.STANDARD),
            io.github.gongqi.gongqi.Position.start(io.github.gongqi.gongqi.Rules.QUICK),
            io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.STANDARD),
            io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.LUDII),
            io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.PLACEMENT));
    for (GameState<?> start : starts) {
      walk(start);
    }
  }

  private static <S extends GameState<S>> void walk(GameState<S> start) {
    @SuppressWarnings("unchecked")
    S p = (S) start;
    GtpEngine engine = engine();
    String game = p.rulesId().split(" ", 2)[0];
    assertThat(engine.handle("rules " + game + " " + p.rulesId())).isEqualTo("=\n\n");
    SplittableRandom rnd = new SplittableRandom(5);
    int[] ids = new int[p.maxLegalMoves()];
    for (int ply = 0; ply < 60; ply++) {
      int n = p.legalMoves(ids);
      List<String> library = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        library.add(p.moveNotation(ids[i]));
      }
      String answer = engine.handle("gogui-rules_legal_moves");
      String expected = library.isEmpty() ? "=\n\n" : "= " + String.join(" ", library) + "\n\n";
      assertThat(answer).as(p.rulesId() + " at ply " + ply).isEqualTo(expected);
      if (n == 0) {
        break;
      }
      String move = library.get(rnd.nextInt(n));
      assertThat(engine.handle("play " + move)).isEqualTo("=\n\n");
      p = p.play(p.moveId(move));
    }
  }

  /** Every command {@code list_commands} names is one the engine answers, and known. */
  @Test
  void everyListedCommandIsKnownAndAnswered() {
    GtpEngine engine = engine();
    String list = engine.handle("list_commands");
    List<String> names = List.of(list.substring(2, list.length() - 2).split("\n"));
    assertThat(names)
        .as("the spec's commands")
        .contains(
            "protocol_version",
            "name",
            "version",
            "list_commands",
            "known_command",
            "quit",
            "rules",
            "boardsize",
            "clear_board",
            "komi",
            "position",
            "play",
            "genmove",
            "undo",
            "showboard",
            "final_score",
            "time_settings",
            "time_left",
            "gogui-rules_game_id",
            "gogui-rules_side_to_move",
            "gogui-rules_legal_moves",
            "gogui-rules_final_result",
            "gogui-rules_board_size",
            "gogui-rules_board")
        .doesNotHaveDuplicates();
    for (String name : names) {
      assertThat(engine.handle("known_command " + name)).isEqualTo("= true\n\n");
      if (!name.equals("quit")) {
        // Without its arguments a command may be a syntax error, never an unknown one.
        assertThat(engine.handle(name)).as(name).doesNotContain("unknown command");
      }
    }
    assertThat(engine.handle("known_command gogui-rules_frobnicate")).isEqualTo("= false\n\n");
  }
}
