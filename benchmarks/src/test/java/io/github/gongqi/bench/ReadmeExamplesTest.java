package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The README's Java examples are real code: quoted verbatim from {@link ReadmeExamples}. */
class ReadmeExamplesTest {
  private static final Path ROOT = Path.of("..");

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
    Matcher m =
        Pattern.compile("<!-- snippet: ([\\w-]+) -->\\s*```java\\n(.*?)\\n```", Pattern.DOTALL)
            .matcher(readme);
    while (m.find()) {
      out.put(m.group(1), m.group(2).strip());
    }
    return out;
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

  @Test
  void everyReadmeSnippetIsQuotedVerbatimFromCompiledExamples() throws IOException {
    Map<String, String> examples = new LinkedHashMap<>();
    try (var files = Files.walk(ROOT.resolve("benchmarks/src/test/java"))) {
      for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        examples.putAll(tagged(read(f)));
      }
    }
    Map<String, String> snippets = readmeSnippets(read(ROOT.resolve("README.md")));
    assertThat(snippets).as("README snippets").isNotEmpty();
    assertThat(examples.keySet()).containsAll(snippets.keySet());
    for (var e : snippets.entrySet()) {
      assertThat(e.getValue())
          .as("README snippet " + e.getKey())
          .isEqualTo(examples.get(e.getKey()));
    }
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
