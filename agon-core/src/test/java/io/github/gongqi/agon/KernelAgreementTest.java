package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.geometry.CellSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The kernels that answer one question without listing every move (a move id's legality, the moves,
 * targets and return cells of one piece, the float mask) against the full list of legal moves,
 * filtered as the answers were computed before they had kernels of their own, over every position
 * of seeded random games under the presets and random rules.
 */
class KernelAgreementTest {
  @Test
  void eachQueryAgreesWithTheFilteredListOfLegalMoves() {
    Random rnd = new Random(28);
    int positions = 0;
    int passes = 0;
    int markedReturns = 0;
    int flankedRules = 0;
    for (int game = 0; positions < 6_000; game++) {
      Rules rules = game < 4 ? RandomGames.PRESETS[game] : RandomGames.randomRules(rnd);
      Position p = Position.start(rules);
      boolean biased = rnd.nextBoolean();
      for (int ply = 0; ply < 300; ply++) {
        agree(p);
        positions++;
        List<Move> moves = p.legalMoves();
        passes += moves.size() == 1 && moves.get(0) instanceof Move.Pass ? 1 : 0;
        markedReturns += !moves.isEmpty() && moves.get(0) instanceof Move.Return ? 1 : 0;
        flankedRules += rules.steppingBetweenEnemiesAllowed() ? 0 : 1;
        if (moves.isEmpty()) {
          break;
        }
        p = p.playUnchecked(RandomGames.pick(moves, rnd, biased).id());
      }
    }
    // The rare cases were met, so the agreement covers them.
    assertThat(passes).isGreaterThan(0);
    assertThat(markedReturns).isGreaterThan(50);
    assertThat(flankedRules).isGreaterThan(500);
  }

  private static void agree(Position p) {
    List<Move> legal = p.legalMoves();
    String where = p.toNotation() + " " + p.rules();
    boolean[] listed = new boolean[p.numDistinctActions()];
    for (Move m : legal) {
      listed[m.id()] = true;
    }
    // Plain comparisons first, an assertion only on a difference: 8,642 ids per position.
    for (int id = 0; id < p.numDistinctActions(); id++) {
      if (p.isLegal(id) != listed[id]) {
        assertThat(p.isLegal(id))
            .as("id %d (%s) in %s", id, p.moveNotation(id), where)
            .isEqualTo(listed[id]);
      }
    }
    float[] mask = new float[p.numDistinctActions() + 3];
    java.util.Arrays.fill(mask, 7f);
    assertThat(p.legalMoveMask(mask, 2)).isEqualTo(legal.size());
    for (int id = 0; id < p.numDistinctActions(); id++) {
      if (mask[2 + id] != (listed[id] ? 1f : 0f)) {
        assertThat(mask[2 + id]).as("mask %d in %s", id, where).isEqualTo(listed[id] ? 1f : 0f);
      }
    }
    assertThat(mask[0]).isEqualTo(7f);
    assertThat(mask[1]).isEqualTo(7f);
    assertThat(mask[mask.length - 1]).isEqualTo(7f);
    assertThat(p.whyIllegal(Move.pass(p.rules())).isEmpty())
        .as(where)
        .isEqualTo(listed[Tables.PASS_ID]);
    for (int cell = 0; cell < Tables.N; cell++) {
      List<Move> from = new ArrayList<>();
      List<Integer> returnCells = new ArrayList<>();
      for (Move m : legal) {
        if (m instanceof Move.Step s && s.from() == cell) {
          from.add(m);
        } else if (m instanceof Move.Return r && r.from() == cell) {
          from.add(m);
          returnCells.add(r.to());
        }
      }
      assertThat(p.legalMovesFrom(cell)).as("from %d in %s", cell, where).isEqualTo(from);
      assertThat(p.returnCells(cell).stream().boxed().toList())
          .as("returns from %d in %s", cell, where)
          .isEqualTo(returnCells);
      List<Target> targets = p.targets(cell);
      assertThat(targets).hasSize(from.size());
      for (int i = 0; i < from.size(); i++) {
        Move m = from.get(i);
        Target t = targets.get(i);
        assertThat(t.move()).isEqualTo(m);
        assertThat(t.cell()).isEqualTo(m instanceof Move.Step s ? s.to() : ((Move.Return) m).to());
        assertThat(t.captures())
            .as("captures of %s in %s", m, where)
            .isEqualTo(p.transition(m).captured());
      }
    }
    for (PieceType type : PieceType.values()) {
      List<Integer> cells = new ArrayList<>();
      for (Move m : legal) {
        if (m instanceof Move.Drop d && d.type() == type) {
          cells.add(d.to());
        }
      }
      CellSet got = p.returnCells(type);
      assertThat(got.stream().boxed().toList()).as("%s drops in %s", type, where).isEqualTo(cells);
    }
  }
}
