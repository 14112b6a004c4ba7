package io.github.gongqi.agon;

import static io.github.gongqi.agon.Scenarios.c;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.HexDirection;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The board facts of the spec, checked against the geometry the engine is built on. */
class BoardTest {
  /** Every name the spec allows: row a..k, diagonal 1..11, |row - diagonal| <= 5. */
  static List<String> specNames() {
    List<String> names = new ArrayList<>();
    for (int r = 1; r <= 11; r++) {
      for (int d = 1; d <= 11; d++) {
        if (Math.abs(r - d) <= 5) {
          names.add("" + (char) ('a' + r - 1) + d);
        }
      }
    }
    return names;
  }

  static int specRing(String name) {
    int x = name.charAt(0) - 'a' + 1 - 6;
    int y = Integer.parseInt(name.substring(1)) - 6;
    return Math.max(Math.abs(x), Math.max(Math.abs(y), Math.abs(x - y)));
  }

  @Test
  void ninetyOneCellsInRingsOfOneSixTwelveEighteenTwentyFourThirty() {
    List<String> names = specNames();
    assertThat(names).hasSize(91);
    int[] perRing = new int[6];
    for (String n : names) {
      int cell = Board.cell(n);
      assertThat(Board.name(cell)).isEqualTo(n);
      assertThat(Board.ring(cell)).as(n).isEqualTo(specRing(n));
      perRing[Board.ring(cell)]++;
    }
    assertThat(perRing).containsExactly(1, 6, 12, 18, 24, 30);
    assertThat(new HashSet<>(names.stream().map(Board::cell).toList())).hasSize(91);
  }

  @Test
  void rowsHoldTheCellsTheSpecNames() {
    assertThat(Board.cell("a1")).isEqualTo(0);
    assertThat(Board.cell("a6")).isEqualTo(5);
    assertThat(Board.cell("f6")).isEqualTo(Board.THRONE);
    assertThat(Board.cell("k11")).isEqualTo(90);
    for (String bad : new String[] {"a7", "k5", "f0", "f12", "l1", "a", "", "A1", "a01", "f6 "}) {
      assertThatThrownBy(() -> Board.cell(bad)).as(bad).isInstanceOf(NotationException.class);
    }
  }

  @Test
  void theThroneIsTheCentreWithSixNeighbours() {
    assertThat(Board.isThrone(c("f6"))).isTrue();
    assertThat(Board.ring(c("f6"))).isZero();
    Set<String> around = new HashSet<>();
    for (HexDirection d : HexDirection.values()) {
      around.add(Board.name(Board.neighbour(c("f6"), d)));
    }
    assertThat(around).containsExactlyInAnyOrder("f5", "f7", "e6", "g6", "g7", "e5");
    assertThat(Board.ringCells(1).size()).isEqualTo(6);
  }

  @Test
  void neighboursFollowTheSpecFormula() {
    // (r, d±1), (r±1, d), (r+1, d+1), (r−1, d−1).
    int[][] offsets = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}};
    for (String n : specNames()) {
      int r = n.charAt(0) - 'a' + 1;
      int d = Integer.parseInt(n.substring(1));
      Set<String> expected = new HashSet<>();
      for (int[] o : offsets) {
        int rr = r + o[0];
        int dd = d + o[1];
        if (rr >= 1 && rr <= 11 && dd >= 1 && dd <= 11 && Math.abs(rr - dd) <= 5) {
          expected.add("" + (char) ('a' + rr - 1) + dd);
        }
      }
      Set<String> actual = new HashSet<>();
      for (HexDirection dir : HexDirection.values()) {
        int nb = Board.neighbour(c(n), dir);
        if (nb >= 0) {
          actual.add(Board.name(nb));
        }
      }
      assertThat(actual).as(n).isEqualTo(expected);
    }
  }

  @Test
  void cornersHaveThreeNeighbours() {
    for (String corner : new String[] {"a1", "a6", "f11", "k11", "k6", "f1"}) {
      long n =
          Arrays.stream(HexDirection.values())
              .filter(d -> Board.neighbour(c(corner), d) >= 0)
              .count();
      assertThat(n).as(corner).isEqualTo(3);
      assertThat(Board.ring(c(corner))).isEqualTo(5);
    }
  }

  @Test
  void theOuterRingInTheSpecOrder() {
    String spec =
        "a1 a2 a3 a4 a5 a6 b7 c8 d9 e10 f11 g11 h11 i11 j11 k11 k10 k9 k8 k7 k6 j5 i4 h3 g2 f1 e1"
            + " d1 c1 b1";
    assertThat(Arrays.stream(Board.outerRing()).mapToObj(Board::name).toList())
        .containsExactly(spec.split(" "));
  }

  static Set<String> cellsOf(Position p, Side side, PieceType type) {
    Set<String> out = new HashSet<>();
    for (String n : specNames()) {
      p.pieceAt(c(n)).filter(x -> x.side() == side && x.type() == type).ifPresent(x -> out.add(n));
    }
    return out;
  }

  @Test
  void theStandardSetup() {
    Position p = Position.start(Rules.STANDARD);
    assertThat(cellsOf(p, Side.WHITE, PieceType.QUEEN)).containsExactly("a1");
    assertThat(cellsOf(p, Side.WHITE, PieceType.GUARD))
        .containsExactlyInAnyOrder("a3", "a5", "b7", "c1", "e1", "g2");
    assertThat(cellsOf(p, Side.BLACK, PieceType.QUEEN)).containsExactly("k11");
    assertThat(cellsOf(p, Side.BLACK, PieceType.GUARD))
        .containsExactlyInAnyOrder("k9", "k7", "j5", "i11", "g11", "e10");
    // Guards 2, 4 and 6 ring steps either side of the Queen.
    List<String> ring = Arrays.stream(Board.outerRing()).mapToObj(Board::name).toList();
    int q = ring.indexOf("a1");
    Set<String> expected = new HashSet<>();
    for (int k : new int[] {2, 4, 6}) {
      expected.add(ring.get(Math.floorMod(q + k, 30)));
      expected.add(ring.get(Math.floorMod(q - k, 30)));
    }
    assertThat(cellsOf(p, Side.WHITE, PieceType.GUARD)).isEqualTo(expected);
  }

  @Test
  void theClassicSetup() {
    Position p = Position.start(Rules.CLASSIC);
    assertThat(cellsOf(p, Side.WHITE, PieceType.QUEEN)).containsExactly("a1");
    assertThat(cellsOf(p, Side.WHITE, PieceType.GUARD))
        .containsExactlyInAnyOrder("a5", "e1", "e10", "i11", "j5", "k9");
    assertThat(cellsOf(p, Side.BLACK, PieceType.QUEEN)).containsExactly("k11");
    assertThat(cellsOf(p, Side.BLACK, PieceType.GUARD))
        .containsExactlyInAnyOrder("a3", "b7", "c1", "g2", "g11", "k7");
  }

  @Test
  void blackIsWhiteTurnedHalfAround() {
    for (Rules r : new Rules[] {Rules.STANDARD, Rules.CLASSIC}) {
      Position p = Position.start(r);
      for (String n : specNames()) {
        // A half turn maps row r, diagonal d to row 12 - r, diagonal 12 - d.
        int row = n.charAt(0) - 'a' + 1;
        int d = Integer.parseInt(n.substring(1));
        String image = "" + (char) ('a' + (12 - row) - 1) + (12 - d);
        var here = p.pieceAt(c(n));
        var there = p.pieceAt(c(image));
        assertThat(here.isPresent()).isEqualTo(there.isPresent());
        here.ifPresent(
            x -> {
              assertThat(there.get().side()).isEqualTo(x.side().opponent());
              assertThat(there.get().type()).isEqualTo(x.type());
            });
        assertThat(Board.geometry().transform(HexSymmetry.ROTATE_180, c(n))).isEqualTo(c(image));
      }
    }
  }

  @Test
  void thePlacementSetupStartsEmpty() {
    Position p = Position.start(Rules.PLACEMENT);
    for (Side s : Side.values()) {
      assertThat(p.cells(s).isEmpty()).isTrue();
      assertThat(p.queenOffBoard(s)).isTrue();
      assertThat(p.guardsOffBoard(s)).isEqualTo(6);
    }
    assertThat(p.placementsMade()).isZero();
  }

  @Test
  void theDrawingShowsRowsDiagonalsAndPieces() {
    String drawing = Position.start(Rules.STANDARD).toString();
    String[] lines = drawing.split("\n");
    assertThat(lines[0].trim()).startsWith("k").endsWith("q");
    assertThat(lines[10].trim()).startsWith("a Q . G . G .");
    assertThat(lines[11].trim()).isEqualTo("1 2 3 4 5 6");
    assertThat(lines[5].trim()).startsWith("f").contains("+");
    assertThat(lines[6]).startsWith("  e").endsWith("g 11");
    assertThat(drawing).contains("White to move");
  }
}
