package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.GameState;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.match.GameRecord;
import io.github.gongqi.gongqi.match.Match;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every README's Java examples compile and run as printed. Each {@code ```java} block of every
 * README.md in the repository is a whole source file (imports, one top-level class with a {@code
 * main} method); this test reads the README text, compiles every block with the JDK's compiler
 * against the build's class path, runs each {@code main}, and compares what it prints with the
 * {@code ```text} block that follows under "Prints:", when there is one. No copy of a snippet lives
 * in a Java file, so a README cannot drift from the library.
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

  /** A Java block: its fence may be indented (in a list), and its closing fence likewise. */
  private static final Pattern JAVA_BLOCK =
      Pattern.compile("(?m)^([ \\t]*)```java[ \\t]*\\n(.*?)\\n[ \\t]*```[ \\t]*$", Pattern.DOTALL);

  /** What a block prints, right after it: a line "Prints:" then a {@code ```text} block. */
  private static final Pattern PRINTS =
      Pattern.compile(
          "\\s*\\n[ \\t]*Prints:[ \\t]*\\n\\s*```text\\n(.*?)\\n[ \\t]*```", Pattern.DOTALL);

  /** A top-level type: declared at the start of a line, so nested types (indented) are not. */
  private static final Pattern TOP_LEVEL_TYPE =
      Pattern.compile(
          "(?m)^(?:public\\s+|final\\s+|abstract\\s+)*(?:class|record|interface|enum)\\s+(\\w+)");

  /**
   * One Java block of a README.
   *
   * @param readme the README's path from the repository root
   * @param line the line of the block's first source line, from 1
   * @param source the block as printed, its indentation removed
   * @param className the top-level class it declares (the one whose {@code main} runs)
   * @param prints what the README says it prints, or null when it does not say
   */
  record Snippet(String readme, int line, String source, String className, String prints) {
    String where() {
      return readme + ":" + line;
    }
  }

  /** The README snippets, compiled once for every test: class name → loaded class. */
  private static Map<String, Class<?>> compiled;

  private static List<Snippet> all;

  @BeforeAll
  static void compileEveryReadme(@TempDir Path out) throws IOException {
    all = new ArrayList<>();
    for (String readme : readmes()) {
      all.addAll(snippets(readme, read(ROOT.resolve(readme))));
    }
    compiled = compile(all, out);
  }

  /** Returns the Java blocks of one README's text, in order. */
  static List<Snippet> snippets(String readme, String text) {
    List<Snippet> out = new ArrayList<>();
    Matcher m = JAVA_BLOCK.matcher(text);
    while (m.find()) {
      String source = unindent(m.group(2), m.group(1).length());
      Matcher type = TOP_LEVEL_TYPE.matcher(source);
      if (!type.find()) {
        throw new AssertionError(
            readme
                + ":"
                + lineOf(text, m.start(2))
                + ": a ```java block declares no top-level class; every block is a whole source"
                + " file (imports, a class with a main method) that compiles as printed");
      }
      Matcher prints = PRINTS.matcher(text).region(m.end(), text.length());
      String expected = prints.lookingAt() ? prints.group(1) : null;
      out.add(new Snippet(readme, lineOf(text, m.start(2)), source, type.group(1), expected));
    }
    return out;
  }

  private static String unindent(String block, int indent) {
    StringBuilder sb = new StringBuilder();
    for (String line : block.split("\n", -1)) {
      int cut = 0;
      while (cut < indent && cut < line.length() && (line.charAt(cut) == ' ')) {
        cut++;
      }
      sb.append(line.substring(cut)).append('\n');
    }
    return sb.toString();
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

  /** A snippet as a source file for the compiler, named after its class. */
  private static final class SnippetSource extends SimpleJavaFileObject {
    final Snippet snippet;

    SnippetSource(Snippet snippet) {
      super(URI.create("string:///" + snippet.className() + ".java"), Kind.SOURCE);
      this.snippet = snippet;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return snippet.source();
    }
  }

  /** The class path the tests run on, which the snippets compile against. */
  private static String classPath() {
    // Surefire runs the tests through a manifest-only jar: java.class.path is that jar alone.
    String surefire = System.getProperty("surefire.test.class.path");
    return surefire != null && !surefire.isBlank()
        ? surefire
        : System.getProperty("java.class.path");
  }

  /**
   * Compiles the snippets with the JDK's compiler, warnings as errors, and loads their classes.
   *
   * @throws AssertionError naming the README and line of every error, when one does not compile
   */
  static Map<String, Class<?>> compile(List<Snippet> snippets, Path out) {
    Map<String, List<String>> byName =
        snippets.stream()
            .collect(
                Collectors.groupingBy(
                    Snippet::className,
                    LinkedHashMap::new,
                    Collectors.mapping(Snippet::where, Collectors.toList())));
    byName.forEach(
        (name, where) ->
            assertThat(where)
                .as("README snippets declaring a class %s (each needs its own name)", name)
                .hasSize(1));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<String> options =
        List.of(
            "-d",
            out.toString(),
            "-classpath",
            classPath(),
            "--release",
            "17",
            "-proc:none",
            "-implicit:none",
            "-Xlint:all,-path,-processing",
            "-Werror");
    boolean ok =
        javac
            .getTask(
                null,
                javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8),
                diagnostics,
                options,
                null,
                snippets.stream().map(SnippetSource::new).toList())
            .call();
    if (!ok) {
      StringBuilder report = new StringBuilder("README snippets that do not compile as printed:");
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        String where =
            d.getSource() instanceof SnippetSource s
                ? s.snippet.readme() + ":" + (s.snippet.line() + d.getLineNumber() - 1)
                : "javac";
        report
            .append("\n  ")
            .append(where)
            .append(": ")
            .append(d.getKind().toString().toLowerCase(Locale.ROOT))
            .append(": ")
            .append(d.getMessage(Locale.ROOT));
      }
      throw new AssertionError(report.toString());
    }
    Map<String, Class<?>> classes = new HashMap<>();
    try {
      // Deliberately left open: the classes serve every test of this class.
      @SuppressWarnings("resource")
      URLClassLoader loader =
          new URLClassLoader(
              new URL[] {out.toUri().toURL()}, ReadmeExamplesTest.class.getClassLoader());
      for (Snippet s : snippets) {
        classes.put(s.className(), Class.forName(s.className(), true, loader));
      }
    } catch (IOException | ClassNotFoundException e) {
      throw new AssertionError(e);
    }
    return classes;
  }

  /**
   * Runs a snippet's {@code main} and returns what it printed.
   *
   * @throws AssertionError naming the README and line, when it throws
   */
  static String run(Snippet snippet, Class<?> type, String... args) {
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    PrintStream original = System.out;
    try (PrintStream into = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
      Method main = type.getDeclaredMethod("main", String[].class);
      main.setAccessible(true);
      System.setOut(into);
      main.invoke(null, (Object) args);
    } catch (InvocationTargetException e) {
      throw new AssertionError(snippet.where() + ": the snippet throws " + e.getCause(), e);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(snippet.where() + ": the snippet has no static main(String[])", e);
    } finally {
      System.setOut(original);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }

  /** Output compared line by line, trailing spaces and the final line break aside. */
  static String normalized(String text) {
    return text.lines().map(String::stripTrailing).collect(Collectors.joining("\n")).strip();
  }

  private static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
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

  private static Snippet named(String className) {
    return all.stream()
        .filter(s -> s.className().equals(className))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no README snippet declares " + className));
  }

  @Test
  void everyJavaBlockOfEveryReadmeRunsAndPrintsWhatItsReadmeSays() {
    assertThat(all).as("README snippets").hasSizeGreaterThanOrEqualTo(12);
    List<String> wrong = new ArrayList<>();
    for (Snippet s : all) {
      String printed = run(s, compiled.get(s.className()));
      if (s.prints() != null && !normalized(printed).equals(normalized(s.prints()))) {
        wrong.add(
            s.where() + " (" + s.className() + ") prints:\n" + printed + "\nnot:\n" + s.prints());
      }
    }
    assertThat(wrong).as("snippets whose output differs from their README's").isEmpty();
  }

  @Test
  void everyReadmeIsReadAndEveryModuleShowsItsCode() throws IOException {
    assertThat(readmes()).containsAll(KNOWN_READMES);
    Map<String, List<String>> classes =
        all.stream()
            .collect(
                Collectors.groupingBy(
                    Snippet::readme, Collectors.mapping(Snippet::className, Collectors.toList())));
    assertThat(classes.get("README.md")).contains("QuickStart", "Playout", "PerftCounts");
    assertThat(classes.get("board-geometry/README.md")).contains("Geometry", "Augment");
    assertThat(classes.get("gongqi-core/README.md"))
        .contains("IllegalMove", "GongqiMatch", "BoardInterface", "FastPlayouts");
    assertThat(classes.get("agon-core/README.md")).contains("AgonQuickStart", "AgonMatch");
    assertThat(classes.get("benchmarks/README.md")).contains("ReplayRecords");
  }

  @Test
  void theFrontReadmeStaysShort() {
    assertThat(read(ROOT.resolve("README.md")).lines().count())
        .as("README.md lines (the details belong in the module READMEs)")
        .isLessThanOrEqualTo(300);
  }

  @Test
  void aSnippetWithoutItsImportsFailsNamingItsReadmeLine(@TempDir Path out) {
    String readme =
        "# T\n\ntext\n\n```java\nclass NoImports {\n  public static void main(String[] a) {\n"
            + "    Position p = Position.start(Rules.QUICK);\n  }\n}\n```\n";
    List<Snippet> snippets = snippets("T.md", readme);
    assertThat(snippets).extracting(Snippet::line).containsExactly(6);
    assertThatThrownBy(() -> compile(snippets, out))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("T.md:8: error: cannot find symbol");
  }

  @Test
  void aBlockThatIsNotASourceFileIsRefused() {
    String readme = "# T\n\n  ```java\n  int a = 1;\n  ```\n";
    assertThatThrownBy(() -> snippets("T.md", readme))
        .hasMessageContaining("T.md:4: a ```java block declares no top-level class");
  }

  @Test
  void whatASnippetPrintsIsCompared(@TempDir Path out) {
    String readme =
        "- item\n\n  ```java\n  class Hello {\n    public static void main(String[] a) {\n"
            + "      System.out.println(\"hello\");\n    }\n  }\n  ```\n\n  Prints:\n\n"
            + "  ```text\n  hello  \n  ```\n\n```java\nclass Quiet {\n"
            + "  public static void main(String[] a) {}\n}\n```\n\nPrints nothing.\n";
    List<Snippet> snippets = snippets("T.md", readme);
    assertThat(snippets).extracting(Snippet::className).containsExactly("Hello", "Quiet");
    assertThat(snippets.get(1).prints()).isNull();
    Map<String, Class<?>> classes = compile(snippets, out);
    String printed = run(snippets.get(0), classes.get("Hello"));
    assertThat(normalized(printed)).isEqualTo(normalized(snippets.get(0).prints()));
    assertThat(normalized(printed)).isNotEqualTo(normalized("hello\nworld"));
    assertThat(run(snippets.get(1), classes.get("Quiet"))).isEmpty();
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
    Snippet replay = named("ReplayRecords");
    String printed = run(replay, compiled.get("ReplayRecords"), dir.toString());
    assertThat(printed.lines())
        .containsExactly(
            played.get(0).result() + " after 6 moves", played.get(1).result() + " after 6 moves");
  }

  @Test
  void theAugmentedTargetsSitOnTheImagesLegalMoves() throws ReflectiveOperationException {
    Method augment =
        compiled.get("Augment").getDeclaredMethod("augment", GameState.class, float[].class);
    augment.setAccessible(true);
    checkAugment(augment, Position.start(Rules.QUICK).play("d5N1").play("e5E1"), 8, 9 * 8 * 8);
    checkAugment(
        augment,
        io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.LUDII).play("a5-b5"),
        12,
        -1);
  }

  private static <S extends GameState<S>> void checkAugment(
      Method augment, S state, int symmetries, int obsSize) throws ReflectiveOperationException {
    float[] policy = new float[state.numDistinctActions()];
    int n = state.legalMoveMask(policy, 0);
    for (int i = 0; i < policy.length; i++) {
      policy[i] /= n;
    }
    @SuppressWarnings("unchecked")
    List<float[][]> samples = (List<float[][]>) augment.invoke(null, state, policy);
    assertThat(samples).hasSize(symmetries);
    for (float[][] s : samples) {
      if (obsSize > 0) {
        assertThat(s[0]).hasSize(obsSize);
      }
      for (int id = 0; id < s[1].length; id++) {
        assertThat(s[2][id] > 0).as("id %d", id).isEqualTo(s[1][id] == 1f);
      }
    }
    assertThat(samples.get(0)[0]).isNotEqualTo(samples.get(1)[0]); // a turned board
  }
}
