package io.github.gongqi.bench.play;

import java.io.PrintWriter;
import java.time.InstantSource;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The {@code play} command: serves the playground page until stopped with Ctrl-C.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar play                 # http://127.0.0.1:8080/
 * java -jar benchmarks/target/benchmarks.jar play --port 0        # any free port
 * java -jar benchmarks/target/benchmarks.jar play --host 0.0.0.0  # reachable from the network
 * </pre>
 */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description =
        "Serves the playground: every registered game in the browser, hot-seat, against a bot or in an"
            + " online room, the lessons, and game records. Prints its URL; Ctrl-C stops it.")
public final class PlayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--port",
      paramLabel = "P",
      description = "the port (default 8080; 0 for any free port)")
  int port = 8080;

  @Option(
      names = "--host",
      paramLabel = "H",
      description = "the address to listen on (default 127.0.0.1: this machine only)")
  String host = "127.0.0.1";

  @Option(
      names = "--allow-host",
      paramLabel = "NAME",
      description =
          "another host name the server answers to, such as the public name a reverse proxy"
              + " passes on (repeatable); requests naming any other host are refused")
  java.util.List<String> allowHosts = new java.util.ArrayList<>();

  /** Creates the command; picocli fills in the options. */
  public PlayCommand() {}

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      spec.commandLine().getErr().println("error: --port " + port + " is not a port: 0 to 65535");
      return 2;
    }
    PlayServer server;
    try {
      server = PlayServer.start(host, port, InstantSource.system(), Limits.DEFAULT, allowHosts);
    } catch (java.io.UncheckedIOException e) {
      spec.commandLine()
          .getErr()
          .println("error: cannot listen on " + host + ":" + port + ": " + e.getCause());
      return 2;
    }
    PrintWriter out = spec.commandLine().getOut();
    out.println("playground at " + server.uri());
    out.flush();
    CountDownLatch stop = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.close();
                  stop.countDown();
                }));
    stop.await();
    return 0;
  }
}
