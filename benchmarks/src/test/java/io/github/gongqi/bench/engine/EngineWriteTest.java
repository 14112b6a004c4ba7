package io.github.gongqi.bench.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.player.Player;
import io.github.gongqi.game.match.TimeControl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An engine that stops reading its standard input cannot hold the lab: once the pipe is full (64
 * KiB), a write waits only until the move's deadline, the engine loses saying it did not read its
 * input, and closing it takes a bounded time and ends its process.
 */
class EngineWriteTest {
  @TempDir Path dir;

  /** After a failed test, the engine is ended by force: its blocked writer then fails. */
  @AfterEach
  void endWhatIsLeft() throws IOException {
    for (long pid : ShellEngine.alive(dir)) {
      ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
    }
  }

  /** An engine that answers the set-up, then sleeps without reading another byte. */
  private Path deafAfterSetUp() throws IOException {
    Path script = dir.resolve("deaf.sh");
    Files.writeString(
        script,
        "echo $$ >> '"
            + dir.resolve("pids")
            + "'\n"
            + "while IFS= read -r line; do\n"
            + "  case \"$line\" in\n"
            + "    time_settings*) printf '=\\n\\n'; exec sleep 300 ;;\n"
            + "    *) printf '=\\n\\n' ;;\n"
            + "  esac\n"
            + "done\n");
    return script;
  }

  @Test
  void aCommandTheEngineDoesNotReadLosesAtTheDeadlineAndCloseIsBounded() throws Exception {
    EnginePlayer engine =
        new EnginePlayer(
            List.of("sh", deafAfterSetUp().toString()), Duration.ofSeconds(1), EngineLog.NONE);
    assertTimeoutPreemptively(
        Duration.ofSeconds(40),
        () -> {
          try {
            engine.start(LabGame.forRules("gongqi 8x8"), TimeControl.UNTIMED);
            // Far more than a pipe holds: without a deadline on the write this never returns.
            String big = "position " + "x".repeat(300_000);
            long t0 = System.nanoTime();
            Player.Fault f =
                assertThrows(
                    Player.Fault.class, () -> engine.ask(big, Instant.now().plusSeconds(1)));
            assertThat(f.getMessage())
                .startsWith("did not read its input: 'position'")
                .contains("not taken by the deadline");
            assertThat(f.onTime()).isTrue();
            assertThat((System.nanoTime() - t0) / 1e9).isLessThan(5);
          } finally {
            long t1 = System.nanoTime();
            engine.close();
            // quit waits behind the blocked write, so it is given up and the group ended.
            assertThat((System.nanoTime() - t1) / 1e9).as("close() is bounded").isLessThan(8);
          }
        });
    assertThat(ShellEngine.pids(dir)).hasSize(1);
    assertThat(ShellEngine.alive(dir)).as("the engine is ended").isEmpty();
    assertThat(EnginePlayer.alive()).isZero();
  }
}
