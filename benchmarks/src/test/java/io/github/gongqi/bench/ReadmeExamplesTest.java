package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.match.GameRecord;
import io.github.gongqi.gongqi.match.Match;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every README's Java examples are real code: each {@code ```java} block of every README.md in the
 * repository is marked {@code <!-- snippet: NAME -->} and quoted verbatim from the region tagged
 * NAME in the examples of this module's tests ({@link ReadmeExamples}), which compile with the
 * build and run here.
 */
class ReadmeExamplesTest {
  private static final Path ROOT = Path.of("..");

  /** The READMEs the project has: the front door and one per module. */
  private static final List<String> KNOWN_READMES =
      List.of(
          "README.md",
          "board-geometry/README.md",
          "gongqi-core/README.md",
          "agon-core/README.md",
          "benchmarks/README.md");

  private static final Pattern SNIPPET =
      Pattern.compile("<!-- snippet: ([\\w-]+) -->\\s*```java\\n(.*?)\\n```", Pattern.DOTALL);

  /** The opening fence of a Java block, at the start of a line (indented or not). */
  private static final Pattern JAVA_FENCE = Pattern.compile("(?m)^[ \\t]*```java[ \\t]*$");

  static Map<String, String> tagged(String source) {
    Map<String, String> out = new LinkedHashMap<>();
    Matcher m =
        Pattern.compile("// tag::([\\w-]+)\\[]\\n(.*?)\\n\\s*// end::\\1\\[]", Pattern.DOTALL)
            .matcher(source);
    while (m.find()) {
      out.put(m.group(1), unindent(m.group(2)));
    }
    return out;
  }

  static Map<String, String> readmeSnippets(String readme) {
    Map<String, String> out = new LinkedHashMap<>();
    Matcher m = SNIPPET.matcher(readme);
    while (m.find()) {
      out.put(m.group(1), m.group(2).strip());
    }
    return out;
  }

  /**
   * Returns the line numbers (from 1) of the {@code ```java} blocks that no snippet marker
   * announces: code that no build compiles.
   */
  static List<Integer> untaggedJavaBlocks(String readme) {
    List<Integer> tagged = new ArrayList<>();
    Matcher s = SNIPPET.matcher(readme);
    while (s.find()) {
      tagged.add(s.start(2));
    }
    List<Integer> out = new ArrayList<>();
    Matcher f = JAVA_FENCE.matcher(readme);
    while (f.find()) {
      int body = f.end() + 1;
      if (!tagged.contains(body)) {
        out.add(lineOf(readme, f.start()));
      }
    }
    return out;
  }

  private static int lineOf(String text, int offset) {
    int line = 1;
    for (int i = 0; i < offset; i++) {
      if (text.charAt(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  static String unindent(String block) {
    int indent = Integer.MAX_VALUE;
    for (String line : block.split("\n")) {
      if (!line.isBlank()) {
        indent = Math.min(indent, line.length() - line.stripLeading().length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (String line : block.split("\n")) {
      sb.append(line.isBlank() ? "" : line.substring(indent)).append('\n');
    }
    return sb.toString().strip();
  }

  private static String read(Path p) throws IOException {
    return Files.readString(p, StandardCharsets.UTF_8);
  }

  /**
   * Every README.md under the repository root, outside build output and hidden directories, as
   * paths relative to the root with {@code /} separators.
   */
  static List<String> readmes() throws IOException {
    Path root = ROOT.toAbsolutePath().normalize();
    List<String> out = new ArrayList<>();
    Files.walkFileTree(
        root,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            String name = dir.equals(root) ? "" : dir.getFileName().toString();
            // Build output and tool directories hold copies, not the project's READMEs.
            return name.startsWith(".") || name.equals("target") || name.equals("node_modules")
                ? FileVisitResult.SKIP_SUBTREE
                : FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            if (file.getFileName().toString().equals("README.md")) {
              out.add(root.relativize(file).toString().replace('\\', '/'));
            }
            return FileVisitResult.CONTINUE;
          }
        });
    out.sort(null);
    return out;
  }

  private static Map<String, String> examples() throws IOException {
    Map<String, String> examples = new LinkedHashMap<>();
    try (var files = Files.walk(ROOT.resolve("benchmarks/src/test/java"))) {
      for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        examples.putAll(tagged(read(f)));
      }
    }
    return examples;
  }

  @Test
  void everyReadmeSnippetIsQuotedVerbatimFromCompiledExamples() throws IOException {
    Map<String, String> examples = examples();
    int checked = 0;
    for (String readme : readmes()) {
      Map<String, String> snippets = readmeSnippets(read(ROOT.resolve(readme)));
      for (var e : snippets.entrySet()) {
        assertThat(examples)
            .as("%s: snippet %s has no tagged region in benchmarks' tests", readme, e.getKey())
            .containsKey(e.getKey());
        assertThat(e.getValue())
            .as("%s: snippet %s differs from its tagged region", readme, e.getKey())
            .isEqualTo(examples.get(e.getKey()));
        checked++;
      }
    }
    assertThat(checked).as("README snippets checked").isGreaterThanOrEqualTo(10);
  }

  @Test
  void everyJavaBlockOfEveryReadmeIsATaggedSnippet() throws IOException {
    assertThat(readmes()).containsAll(KNOWN_READMES);
    for (String readme : readmes()) {
      assertThat(untaggedJavaBlocks(read(ROOT.resolve(readme))))
          .as(
              "%s: lines of ```java blocks without a <!-- snippet: NAME --> marker (quote them from"
                  + " a tagged region of ReadmeExamples, or mark them as another language)",
              readme)
          .isEmpty();
    }
  }

  @Test
  void theModuleReadmesShowTheirModulesCode() throws IOException {
    assertThat(readmeSnippets(read(ROOT.resolve("README.md"))))
        .containsKeys("gongqi-quickstart", "bot-contract", "researcher-perft");
    assertThat(readmeSnippets(read(ROOT.resolve("board-geometry/README.md"))))
        .containsKeys("geometry", "bot-learning");
    assertThat(readmeSnippets(read(ROOT.resolve("gongqi-core/README.md"))))
        .containsKeys("gongqi-illegal", "gongqi-match", "board-ui", "bot-playout");
    assertThat(readmeSnippets(read(ROOT.resolve("agon-core/README.md"))))
        .containsKeys("agon-quickstart", "agon-match");
    assertThat(readmeSnippets(read(ROOT.resolve("benchmarks/README.md"))))
        .containsKeys("lab-records");
  }

  @Test
  void anUntaggedJavaBlockIsFound() {
    String readme =
        "# T\n\n<!-- snippet: a -->\n```java\nint a = 1;\n```\n\ntext\n\n```java\nint b = 2;\n```\n"
            + "\n```sh\nls\n```\n\n   ```java\nint c = 3;\n   ```\n";
    assertThat(readmeSnippets(readme)).containsOnlyKeys("a");
    assertThat(untaggedJavaBlocks(readme)).containsExactly(10, 18);
  }

  @Test
  void everyTaggedExampleIsQuotedInAReadme() throws IOException {
    Map<String, String> quoted = new LinkedHashMap<>();
    for (String readme : readmes()) {
      quoted.putAll(readmeSnippets(read(ROOT.resolve(readme))));
    }
    assertThat(quoted.keySet())
        .as("tagged examples that no README quotes")
        .containsAll(examples().keySet());
  }

  @Test
  void theLabsRecordsReplay(@TempDir Path dir) throws IOException {
    List<Match> played = new ArrayList<>();
    SplittableRandom rnd = new SplittableRandom(5);
    Instant t = Instant.parse("2026-11-30T18:00:00Z");
    for (int g = 0; g < 2; g++) {
      Match m = Match.local(Rules.QUICK).startGame(t);
      for (int ply = 0; ply < 6; ply++) {
        Position p = m.position();
        t = t.plusSeconds(1);
        m = m.play(m.seatToMove().orElseThrow(), Move.fromId(p.randomLegalMove(rnd), p.rules()), t);
      }
      played.add(m);
      Files.writeString(dir.resolve("game-" + g + ".txt"), GameRecord.of(m).write());
    }
    assertThat(ReadmeExamples.replayAll(dir)).isEqualTo(played);
  }

  @Test
  void theExamplesRunAndDoWhatTheirCommentsSay() {
    assertThat(ReadmeExamples.gongqiQuickStart()).contains("g7");
    assertThat(ReadmeExamples.gongqiIllegal()).isEqualTo(8);
    assertThat(ReadmeExamples.botPlayout()).isPositive();
    assertThat(ReadmeExamples.botContract()).isEqualTo("true true");
    assertThat(ReadmeExamples.researcherPerft()).isEqualTo(188_272 + 8);
    assertThat(ReadmeExamples.agonQuickStart()).endsWith(" true");
    assertThat(ReadmeExamples.geometry()).isEqualTo("5 30 3 BLACK");
    assertThat(ReadmeExamples.agonMatch())
        .startsWith("White wins by resignation|true|")
        .contains("[Termination \"resignation\"]")
        .contains("1. a1-b2");
    assertThat(ReadmeExamples.boardUi()).endsWith(" 4 WRONG_MOVE true");
    assertThat(ReadmeExamples.gongqiMatch())
        .startsWith("WHITE|PT2M50.5S|White wins by resignation|true|")
        .contains("1. d5N1");
  }
}
