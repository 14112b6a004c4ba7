package io.github.gongqi.bench.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs the Python package's tests (benchmarks/python/tests, pytest) on the jar the build just made:
 * the benchmarks POM runs this class in the {@code integration-test} phase, after {@code package}.
 * Where Debian's {@code /usr/bin/python3} or its numpy, JPype or pytest is missing, the test is
 * skipped with one line saying what to install, and the build still passes.
 */
class PythonPackageIT {
  /**
   * Debian's interpreter; {@code -Dgongqi.python=…} names another (a missing one shows the skip).
   */
  private static final Path PYTHON =
      Path.of(System.getProperty("gongqi.python", "/usr/bin/python3"));

  private static final Path TESTS = Path.of("python", "tests");
  private static final Path JAR = Path.of("target", "benchmarks.jar");
  private static final long TIMEOUT_SECONDS = 600;

  /** What a process printed and how it ended. */
  private record Run(int exit, String output) {}

  private static Run run(List<String> command, long seconds)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
    pb.environment().put("GONGQI_JAR", JAR.toAbsolutePath().toString());
    // Keep the source tree clean: no __pycache__ or .pytest_cache beside the package.
    pb.environment().put("PYTHONDONTWRITEBYTECODE", "1");
    Path log = Files.createTempFile("gongqi-pytest", ".log");
    try {
      Process p = pb.redirectOutput(log.toFile()).start();
      if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        p.waitFor();
        return new Run(-1, "timed out after " + seconds + " s\n" + Files.readString(log));
      }
      return new Run(p.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(log);
    }
  }

  private static void skip(String why) {
    // One line in the build's log: a skipped test is otherwise silent in this quiet build.
    System.out.println("python package tests SKIPPED: " + why);
    assumeTrue(false, why);
  }

  @Test
  void thePythonPackagesTestsPass() throws IOException, InterruptedException {
    if (!Files.isExecutable(PYTHON)) {
      skip(
          PYTHON
              + " is missing (apt-get install python3 python3-numpy python3-jpype python3-pytest)");
    }
    Run probe = run(List.of(PYTHON.toString(), "-c", "import numpy, jpype, pytest"), 60);
    if (probe.exit() != 0) {
      skip(
          PYTHON
              + " lacks numpy, JPype or pytest (apt-get install python3-numpy python3-jpype"
              + " python3-pytest): "
              + probe.output().strip().lines().reduce((a, b) -> b).orElse(""));
    }
    assertThat(JAR).as("the jar the package runs on, made by package").exists();
    Run tests =
        run(
            List.of(
                PYTHON.toString(),
                "-m",
                "pytest",
                TESTS.toString(),
                "-q",
                "-p",
                "no:cacheprovider"),
            TIMEOUT_SECONDS);
    assertThat(tests.exit()).as("pytest's exit status; its output:\n%s", tests.output()).isZero();
  }
}
