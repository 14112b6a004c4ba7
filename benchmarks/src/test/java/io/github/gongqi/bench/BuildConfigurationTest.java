package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * What the parent POM promises a newcomer (benchmarks/docs/build.md): a quiet build, a default
 * build that downloads only what it runs, and Javadoc jars that link by absolute URL.
 */
class BuildConfigurationTest {
  private static final Path ROOT = Path.of("..");

  private static String read(String file) throws IOException {
    return Files.readString(ROOT.resolve(file), StandardCharsets.UTF_8);
  }

  /** The POM outside its profiles: what every {@code ./mvnw -B verify} runs. */
  private static String defaultBuild() throws IOException {
    String pom = read("pom.xml");
    return pom.substring(0, pom.indexOf("<profiles>"));
  }

  @Test
  void theJavadocJarsLinkBoardGeometryByAbsoluteUrl() throws IOException {
    assertThat(defaultBuild())
        .contains(
            "<javadoc.geometry.url>https://javadoc.io/static/io.github.gongqi/board-geometry/"
                + "${project.version}</javadoc.geometry.url>")
        .doesNotContain("<url>../");
  }

  @Test
  void whatOnlyAProfileNeedsStaysOutOfTheDefaultBuild() throws IOException {
    assertThat(defaultBuild()).doesNotContain("japicmp-maven-plugin").doesNotContain("aggregate");
    assertThat(read("pom.xml"))
        .contains("<id>api-compatibility</id>")
        .contains("<id>apidocs</id>")
        .contains("<goal>aggregate</goal>");
  }

  @Test
  void theBuildIsQuiet() throws IOException {
    assertThat(read(".mvn/maven.config").lines()).contains("-ntp");
    assertThat(defaultBuild())
        .contains("<redirectTestOutputToFile>true</redirectTestOutputToFile>")
        .contains("<printSummary>false</printSummary>")
        .contains(".mvn/test-logging.properties");
    assertThat(read(".mvn/test-logging.properties")).contains(".level=WARNING");
    assertThat(read(".ci/run")).contains("\n./mvnw -B verify\n");
  }
}
