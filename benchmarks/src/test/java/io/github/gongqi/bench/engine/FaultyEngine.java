package io.github.gongqi.bench.engine;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * An engine that misbehaves on {@code genmove} in the way its argument names, for the referee's
 * tests: {@code illegal} (a move that is not legal), {@code garbage} (an unparsable answer), {@code
 * error} (a {@code ?} answer), {@code crash} (exits with status 3), {@code close} (closes its
 * output and lives on), {@code silent} (never answers, after starting a child process that must be
 * destroyed with it). It is named {@code faulty-MODE}; everything else it answers with an empty
 * success.
 */
final class FaultyEngine {
  private FaultyEngine() {}

  public static void main(String[] args) throws Exception {
    String mode = args[0];
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      String command = line.trim();
      if (command.equals("protocol_version")) {
        System.out.print("= 2\n\n");
      } else if (command.equals("name")) {
        System.out.print("= faulty-" + mode + "\n\n");
      } else if (command.startsWith("genmove")) {
        switch (mode) {
          case "illegal" -> System.out.print("= a1N1\n\n");
          case "garbage" -> System.out.print("hello there\n\n");
          case "error" -> System.out.print("? cannot think\n\n");
          case "crash" -> System.exit(3);
          case "close" -> {
            System.out.close();
            Thread.sleep(60_000);
          }
          case "silent" -> {
            new ProcessBuilder("sleep", "61.5").start();
            Thread.sleep(60_000);
          }
          default -> throw new IllegalArgumentException(mode);
        }
      } else if (command.equals("quit")) {
        System.out.print("=\n\n");
        System.out.flush();
        if (!mode.equals("silent") && !mode.equals("close")) {
          return;
        }
      } else {
        System.out.print("=\n\n");
      }
      System.out.flush();
    }
  }
}
