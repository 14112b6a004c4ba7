package io.github.gongqi.bench.jmh;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.GamePosition;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Writes the benchmark corpora: positions sampled from seeded self-play (greedy against random, so
 * that captures happen) at several game stages, one position notation per line. The files live in
 * {@code benchmarks/src/main/resources/corpus/} so that every run measures the same work;
 * regenerate them with
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.gongqi.bench.jmh.CorpusGenerator \
 *     benchmarks/src/main/resources/corpus
 * </pre>
 */
public final class CorpusGenerator {
  private CorpusGenerator() {}

  /**
   * Writes the corpora into a folder.
   *
   * @param args the target folder
   * @throws IOException if a file cannot be written
   */
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args.length > 0 ? args[0] : "benchmarks/src/main/resources/corpus");
    Files.createDirectories(dir);
    LabGame<io.github.gongqi.gongqi.Position> g12 =
        LabGame.of(new io.github.gongqi.gongqi.GongqiGame(), "12x12");
    LabGame<io.github.gongqi.gongqi.Position> g8 =
        LabGame.of(new io.github.gongqi.gongqi.GongqiGame(), "8x8");
    write(
        dir.resolve("gongqi-12x12-middle.txt"),
        "12x12 positions with 55 to 65 stones from greedy against random (the 'about 60 stones' of"
            + " the targets)",
        sample(
            g12,
            64,
            400,
            7,
            new Bot[] {Bot.greedy(), Bot.random()},
            p -> p.stoneCount() >= 55 && p.stoneCount() <= 65),
        io.github.gongqi.gongqi.Position::toNotation);
    write(
        dir.resolve("gongqi-12x12-random.txt"),
        "12x12 positions with 55 to 65 stones from random against random (fewer captures, lower"
            + " power)",
        sample(
            g12,
            64,
            400,
            19,
            new Bot[] {Bot.random(), Bot.random()},
            p -> p.stoneCount() >= 55 && p.stoneCount() <= 65),
        io.github.gongqi.gongqi.Position::toNotation);
    write(
        dir.resolve("gongqi-12x12-dense.txt"),
        "12x12 positions with 90 to 130 stones from random against random (the dense end of random"
            + " games, where a learning batch's listings spend most)",
        sample(
            g12,
            64,
            400,
            23,
            new Bot[] {Bot.random(), Bot.random()},
            p -> p.stoneCount() >= 90 && p.stoneCount() <= 130),
        io.github.gongqi.gongqi.Position::toNotation);
    write(
        dir.resolve("gongqi-12x12-stages.txt"),
        "12x12 positions at plies 10, 30, 60, 90 and 120 from greedy against random",
        stages(g12, 16, new int[] {10, 30, 60, 90, 120}, 11),
        io.github.gongqi.gongqi.Position::toNotation);
    write(
        dir.resolve("gongqi-8x8-stages.txt"),
        "8x8 positions at plies 8, 20, 35 and 50 from greedy against random",
        stages(g8, 16, new int[] {8, 20, 35, 50}, 13),
        io.github.gongqi.gongqi.Position::toNotation);
    for (String preset : new String[] {"standard", "classic", "placement", "ludii"}) {
      io.github.gongqi.agon.AgonGame agon = new io.github.gongqi.agon.AgonGame();
      LabGame<io.github.gongqi.agon.Position> a =
          LabGame.of(
              agon,
              agon.rulesFromOptions(
                  java.util.Map.of(preset.equals("ludii") ? "--preset" : "--setup", preset)));
      write(
          dir.resolve("agon-" + preset + ".txt"),
          "Agon "
              + preset
              + " positions at plies 5, 20, 50, 100 and 200 from greedy against random",
          stages(a, 16, new int[] {5, 20, 50, 100, 200}, 17),
          io.github.gongqi.agon.Position::toNotation);
    }
  }

  private static <P extends GamePosition<P, ?, ?, ?>> List<P> sample(
      LabGame<P> g,
      int count,
      int maxPlies,
      long seed,
      Bot[] bots,
      java.util.function.Predicate<P> keep) {
    List<P> out = new ArrayList<>();
    SplittableRandom rnd = new SplittableRandom(seed);
    while (out.size() < count) {
      P p = g.start();
      for (int ply = 0; ply < maxPlies && !p.isOver() && out.size() < count; ply++) {
        p = p.playUnchecked(bots[ply % 2].choose(p, rnd));
        if (!p.isOver() && keep.test(p) && rnd.nextInt(8) == 0) {
          out.add(p);
        }
      }
    }
    return out;
  }

  private static <P extends GamePosition<P, ?, ?, ?>> List<P> stages(
      LabGame<P> g, int games, int[] plies, long seed) {
    List<P> out = new ArrayList<>();
    Bot[] bots = {Bot.greedy(), Bot.random()};
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int game = 0; game < games; game++) {
      P p = g.start();
      int ply = 0;
      for (int target : plies) {
        while (ply < target && !p.isOver()) {
          p = p.playUnchecked(bots[ply % 2].choose(p, rnd));
          ply++;
        }
        if (!p.isOver()) {
          out.add(p);
        }
      }
    }
    return out;
  }

  private static <P> void write(
      Path file, String what, List<P> positions, Function<P, String> notation) throws IOException {
    try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8))) {
      w.println("# " + what + ": " + positions.size() + " positions from seeded self-play");
      w.println("# written by io.github.gongqi.bench.jmh.CorpusGenerator.");
      for (P p : positions) {
        w.println(notation.apply(p));
      }
    }
  }
}
