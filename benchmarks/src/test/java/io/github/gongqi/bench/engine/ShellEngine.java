package io.github.gongqi.bench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Engines for the referee's tests written as small POSIX shell scripts: they start in milliseconds,
 * so a test can run many. Each script appends its pid to {@code pids} in its directory (its
 * double-forked grandchildren too, where it makes them), so a test can check that no process of it
 * is left; it answers {@code protocol_version} and {@code name}, runs its own shell code on {@code
 * genmove}, exits on {@code quit}, and answers everything else with an empty success.
 */
final class ShellEngine {
  private ShellEngine() {}

  /**
   * Writes an engine script.
   *
   * @param dir where the script and the pid file go
   * @param file the script's file name
   * @param name its answer to {@code name}, or null to refuse that command
   * @param atStart shell code run once at its start
   * @param genmove shell code run on {@code genmove}; {@code $n} counts the genmoves from 1
   * @return the script
   */
  static Path write(Path dir, String file, String name, String atStart, String genmove)
      throws IOException {
    Path pids = dir.resolve("pids");
    String script =
        "echo $$ >> '"
            + pids
            + "'\n"
            + atStart
            + "\nn=0\n"
            + "while IFS= read -r line; do\n"
            + "  case \"$line\" in\n"
            + "    protocol_version*) printf '= 2\\n\\n' ;;\n"
            + (name == null
                ? "    name*) printf '? unknown command\\n\\n' ;;\n"
                : "    name*) printf '= %s\\n\\n' \"" + name + "\" ;;\n")
            + "    genmove*) n=$((n + 1))\n"
            + genmove
            + "\n ;;\n"
            + "    quit*) printf '=\\n\\n'; exit 0 ;;\n"
            + "    *) printf '=\\n\\n' ;;\n"
            + "  esac\n"
            + "done\n";
    Path p = dir.resolve(file);
    Files.writeString(p, script);
    return p;
  }

  /**
   * Shell code that starts two grandchildren the engine does not wait for, and records their pids:
   * one double-forked, one that also leaves the engine's session with {@code setsid}.
   */
  static String doubleFork(Path dir) {
    String pids = "'" + dir.resolve("pids") + "'";
    return "( sleep 300 & echo $! >> "
        + pids
        + " ) &\n"
        + "( setsid sleep 301 & echo $! >> "
        + pids
        + " ) &";
  }

  /** The pids the engines of a directory wrote. */
  static List<Long> pids(Path dir) throws IOException {
    Path f = dir.resolve("pids");
    List<Long> pids = new ArrayList<>();
    if (Files.exists(f)) {
      for (String line : Files.readAllLines(f)) {
        if (!line.isBlank()) {
          pids.add(Long.parseLong(line.strip()));
        }
      }
    }
    return pids;
  }

  /** The pids of the engines of a directory still alive. */
  static List<Long> alive(Path dir) throws IOException {
    List<Long> alive = new ArrayList<>();
    for (long pid : pids(dir)) {
      Optional<ProcessHandle> h = ProcessHandle.of(pid);
      if (h.isPresent() && h.get().isAlive() && !zombie(pid)) {
        alive.add(pid);
      }
    }
    return alive;
  }

  /**
   * Whether a process has ended and waits only to be reaped (state Z in {@code /proc}): {@link
   * ProcessHandle#isAlive()} still says alive for it.
   */
  private static boolean zombie(long pid) {
    try {
      String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
      return stat.substring(stat.lastIndexOf(')') + 1).strip().startsWith("Z");
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /** The engine's bot text: {@code engine:sh SCRIPT} and the arguments. */
  static String bot(Path script, String... args) {
    return "engine:sh " + script + (args.length == 0 ? "" : " " + String.join(" ", args));
  }
}
