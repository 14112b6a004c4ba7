package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.PositionBuilder;
import io.github.gongqi.gongqi.PushOption;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import io.github.gongqi.gongqi.SwapState;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two board images of board-geometry's README are generated here from the library's SVG
 * rendering and committed; this test fails when they are no longer what the library draws.
 * Regenerate them with {@code -Dgolden.update=true}.
 */
class ReadmeImagesTest {
  private static final Path IMAGES = Path.of("docs");

  /**
   * Gongqi 8 × 8 at power 2 (three combined captures), White to move after Black's c4E1: White's d4
   * selected, with its arrows of push length 2 and the east arrow hidden (a run of 3).
   */
  static String gongqi() {
    PositionBuilder b =
        Position.builder(Rules.QUICK)
            .sideToMove(Side.WHITE)
            .captures(Side.BLACK, 2)
            .captures(Side.WHITE, 1)
            .swapState(SwapState.DECLINED)
            .ply(13);
    for (String s : List.of("c4", "f4", "d5", "d3", "f6", "g5", "c2")) {
      b.put(s, Side.BLACK);
    }
    for (String s : List.of("d4", "e4", "e5", "b6", "c6", "e2", "f3")) {
      b.put(s, Side.WHITE);
    }
    Position p = b.build();
    int d4 = Rules.QUICK.cell("d4");
    assertThat(p.pushOptions(d4).stream().filter(PushOption::isShown).count()).isEqualTo(3);
    return io.github.gongqi.gongqi.BoardSvg.render(
        p,
        SvgOptions.defaults()
            .withSize(480)
            .withSelected(d4)
            .withLastMove(Move.parse("c4E1", Rules.QUICK).id()));
  }

  /** Agon: the lesson of a custodial capture, its Guard on e5 selected (the red dot captures). */
  static String agon() {
    io.github.gongqi.agon.Position p =
        io.github.gongqi.agon.Lessons.byId("capture").orElseThrow().start();
    return io.github.gongqi.agon.BoardSvg.render(
        p,
        SvgOptions.defaults()
            .withSize(480)
            .withSelected(io.github.gongqi.agon.Board.cell("e5"))
            .withLastMove(
                io.github.gongqi.agon.Move.parse("h8-g7", io.github.gongqi.agon.Rules.STANDARD)
                    .id()));
  }

  @Test
  void theReadmeImagesAreWhatTheLibraryDraws() throws IOException {
    check("gongqi-board.svg", gongqi());
    check("agon-board.svg", agon());
    String readme =
        Files.readString(Path.of("../board-geometry/README.md"), StandardCharsets.UTF_8);
    assertThat(readme)
        .contains("../benchmarks/docs/gongqi-board.svg", "../benchmarks/docs/agon-board.svg");
  }

  private static void check(String name, String svg) throws IOException {
    Path file = IMAGES.resolve(name);
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(IMAGES);
      Files.writeString(file, svg, StandardCharsets.UTF_8);
    }
    assertThat(file).as("%s (regenerate with -Dgolden.update=true)", file).exists();
    assertThat(Files.readString(file, StandardCharsets.UTF_8))
        .as("%s is stale: regenerate with -Dgolden.update=true", file)
        .isEqualTo(svg);
  }
}
