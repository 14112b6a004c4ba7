package io.github.gongqi.agon;

import static io.github.gongqi.agon.Scenarios.c;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Position#targets(int)}: a selected piece's moves, each with what it would capture. */
class TargetsTest {
  @Test
  void aGuardOfTheStart() {
    List<Target> a3 = Position.start(Rules.STANDARD).targets("a3");
    assertThat(a3)
        .extracting(t -> t.move().toString())
        .containsExactly("a3-a2", "a3-a4", "a3-b3", "a3-b4");
    assertThat(a3).extracting(Target::cellName).containsExactly("a2", "a4", "b3", "b4");
    assertThat(a3).allSatisfy(t -> assertThat(t.captures().isEmpty()).isTrue());
  }

  @Test
  void aStepThatCapturesSaysWhat() {
    Position p = BoardSvgTest.midGame();
    Target e6 =
        p.targets("e5").stream()
            .filter(t -> t.move().toString().equals("e5-e6"))
            .findFirst()
            .orElseThrow();
    assertThat(e6.captures().toArray()).containsExactly(c("e7"));
    assertThat(p.targets("e5"))
        .filteredOn(t -> !t.move().toString().equals("e5-e6"))
        .allSatisfy(t -> assertThat(t.captures().isEmpty()).isTrue());
  }

  @Test
  void nothingForAnEmptyCellOrTheOpponentsPiece() {
    Position p = Position.start(Rules.STANDARD);
    assertThat(p.targets("f6")).isEmpty();
    assertThat(p.targets("k9")).isEmpty();
    assertThatThrownBy(() -> p.targets(91)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aMarkedPieceTargetsItsReturnCells() {
    Position p = BoardSvgTest.marked();
    List<Target> e4 = p.targets("e4");
    assertThat(e4)
        .isNotEmpty()
        .allSatisfy(t -> assertThat(t.move()).isInstanceOf(Move.Return.class));
    assertThat(e4.stream().mapToInt(Target::cell).toArray())
        .containsExactlyInAnyOrder(p.returnCells(c("e4")).toArray());
  }

  /** Random games: the targets are the legal moves from the cell, and the captures are real. */
  @Test
  void agreesWithTheLegalMovesAndThePieceCounts() {
    Random random = new Random(15);
    for (int game = 0; game < 10; game++) {
      Position p = Position.start(Rules.STANDARD);
      while (!p.isOver() && p.ply() < 150) {
        Side mover = p.sideToMove();
        List<Move> all = new ArrayList<>();
        for (int cell = 0; cell < Board.CELLS; cell++) {
          for (Target t : p.targets(cell)) {
            all.add(t.move());
            Position after = p.play(t.move());
            int lost = p.cells(mover.opponent()).size() - after.cells(mover.opponent()).size();
            assertThat(t.captures().size()).as("%s", t.move()).isEqualTo(lost);
            assertThat(after.pieceAt(t.cell()).orElseThrow().side()).isEqualTo(mover);
          }
        }
        List<Move> fromCells =
            p.legalMoves().stream()
                .filter(m -> m instanceof Move.Step || m instanceof Move.Return)
                .toList();
        assertThat(all).containsExactlyInAnyOrderElementsOf(fromCells);
        List<Move> moves = p.legalMoves();
        p = p.play(moves.get(random.nextInt(moves.size())));
      }
    }
  }
}
