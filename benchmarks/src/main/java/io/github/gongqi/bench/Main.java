package io.github.gongqi.bench;

import io.github.gongqi.bench.cli.DidYouMean;
import io.github.gongqi.bench.cli.LabVersion;
import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.engine.EngineCommand;
import io.github.gongqi.bench.lab.Demo;
import io.github.gongqi.bench.lab.MergeCommand;
import io.github.gongqi.bench.lab.PerftCommand;
import io.github.gongqi.bench.lab.SelfplayCommand;
import io.github.gongqi.bench.lab.TournamentCommand;
import io.github.gongqi.bench.play.PlayCommand;
import io.github.gongqi.bench.report.ReportCommand;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The lab: the command line of {@code benchmarks.jar}, a contract that scripts depend on (see the
 * README). With no arguments it runs the demo.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar                      # the demo (also: demo)
 * java -jar benchmarks/target/benchmarks.jar perft gongqi --depth 4
 * java -jar benchmarks/target/benchmarks.jar selfplay agon --games 10 --white random --black greedy
 * java -jar benchmarks/target/benchmarks.jar tournament gongqi --size 8 --bots random,greedy --games-per-pair 10
 * java -jar benchmarks/target/benchmarks.jar jmh -f 1 -wi 2 -i 3 Liberties
 * </pre>
 */
@Command(
    name = "benchmarks.jar",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description =
        "The games lab: demo (default), perft, selfplay, tournament, merge, report,"
            + " engine, play and the JMH runner; 'help COMMAND' or 'COMMAND --help' for each.",
    subcommands = {
      CommandLine.HelpCommand.class,
      Demo.class,
      PerftCommand.class,
      SelfplayCommand.class,
      TournamentCommand.class,
      MergeCommand.class,
      ReportCommand.class,
      EngineCommand.class,
      Main.JmhCommand.class,
    })
public final class Main implements Callable<Integer> {
  /** The lab's version, as {@code --version} and the engine's {@code version} answer it. */
  public static final String VERSION = LabVersion.VERSION;

  /** Exit status for bad input: an unknown option, a malformed or illegal move, a bad depth. */
  public static final int EXIT_USAGE = 2;

  /**
   * Runs the lab.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /**
   * Runs the lab with the given streams and returns the exit status instead of exiting; tests use
   * it.
   *
   * @param args the command line
   * @param out standard output
   * @param err standard error
   * @return the exit status: 0 on success, 2 for bad input
   */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    if (args.length > 0 && args[0].equals("jmh")) {
      // JMH parses its own arguments; hand them over untouched.
      try {
        org.openjdk.jmh.Main.main(Arrays.copyOfRange(args, 1, args.length));
        return 0;
      } catch (Exception e) {
        err.println("jmh: " + e.getMessage());
        return 1;
      }
    }
    CommandLine cl = new CommandLine(new Main()).addSubcommand(new PlayCommand());
    cl.setOut(out);
    cl.setErr(err);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          // One line naming the offending token, no usage dump: scripts read it. An unknown
          // option comes first, even when it leaves a required one missing (a misspelt --depth).
          CommandLine c = ex.getCommandLine();
          String message = ex.getMessage();
          if (ex instanceof CommandLine.MissingParameterException
              && !c.getUnmatchedArguments().isEmpty()) {
            message =
                DidYouMean.message(
                    new CommandLine.UnmatchedArgumentException(c, c.getUnmatchedArguments()));
          } else if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            // A slip of the keyboard gets the nearest valid names, still on one line.
            message = DidYouMean.message(u);
          }
          // The parser echoes an argument whole: a 100 KB value is quoted cut, as elsewhere.
          c.getErr().println("error: " + Quote.message(oneLine(message)));
          return EXIT_USAGE;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, parseResult) -> {
          // One line, never a stack trace: bad input and resource failures are status 2.
          if (ex instanceof UsageException) {
            c.getErr().println("error: " + ex.getMessage());
            return EXIT_USAGE;
          }
          if (ex instanceof java.io.IOException io) {
            // The file, then why in words: NoSuchFileException's message is the path alone.
            String file =
                io instanceof java.nio.file.FileSystemException f && f.getFile() != null
                    ? f.getFile() + ": "
                    : "";
            c.getErr().println("error: " + file + UsageException.why(io));
            return EXIT_USAGE;
          }
          if (ex instanceof java.io.UncheckedIOException) {
            c.getErr().println("error: " + oneLine(ex));
            return EXIT_USAGE;
          }
          c.getErr().println("error: " + ex.getClass().getSimpleName() + ": " + oneLine(ex));
          return 1;
        });
    try {
      return cl.execute(args);
    } catch (OutOfMemoryError e) {
      err.println(
          "error: out of memory ("
              + oneLine(e)
              + "); give the JVM more with -Xmx or use fewer --threads");
      err.flush();
      return EXIT_USAGE;
    } catch (StackOverflowError e) {
      err.println("error: stack overflow; give the JVM a larger stack with -Xss");
      err.flush();
      return EXIT_USAGE;
    }
  }

  private static String oneLine(Throwable t) {
    String m = t.getMessage();
    return m == null ? t.getClass().getSimpleName() : oneLine(m);
  }

  private static String oneLine(String m) {
    return m.replaceAll("\\s*\\R\\s*", " ");
  }

  /** The version for {@code --version}. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {
        "gongqi lab " + VERSION,
        "Java "
            + System.getProperty("java.version")
            + " ("
            + System.getProperty("java.vm.name")
            + ")"
      };
    }
  }

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    Demo.run(spec.commandLine().getOut());
    return 0;
  }

  /** The JMH runner; {@link Main#run} hands its arguments straight to JMH. */
  @Command(
      name = "jmh",
      mixinStandardHelpOptions = true,
      description = "Runs JMH with any JMH arguments, e.g. 'jmh -f 1 -wi 3 -i 5 Perft'; 'jmh -h'.")
  static final class JmhCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", description = "JMH arguments")
    List<String> args = List.of();

    @Override
    public Integer call() throws Exception {
      org.openjdk.jmh.Main.main(args.toArray(new String[0]));
      return 0;
    }
  }
}
