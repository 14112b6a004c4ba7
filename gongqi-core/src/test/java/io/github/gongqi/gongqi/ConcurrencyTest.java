package io.github.gongqi.gongqi;

import io.github.gongqi.game.testing.ConcurrencyContract;
import io.github.gongqi.game.testing.GameFixture;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The concurrency contract on Gongqi's positions of both presets, with the group liberties compared
 * along the games too. The shared positions include positions as played on the test's thread, which
 * its kernels' per-thread caches already hold.
 */
class ConcurrencyTest extends ConcurrencyContract<Position, Move> {
  @Override
  protected List<Position> sharedStarts() {
    List<Position> out = new ArrayList<>();
    for (Rules rules : Rules.values()) {
      out.add(Position.start(rules));
      for (int plies : new int[] {7, 25, 60}) {
        Position p = Position.start(rules);
        SplittableRandom rnd = new SplittableRandom(plies * 31L + rules.ordinal());
        for (int i = 0; i < plies && !p.isOver(); i++) {
          List<Move> moves = p.legalMoves();
          p = p.play(moves.get(rnd.nextInt(moves.size())));
        }
        // re-parse so that the shared instance has never been asked anything
        out.add(Position.parse(p.toNotation()));
        // as played: this thread's kernel caches hold it; no other thread may read them
        out.add(p);
      }
    }
    return out;
  }

  @Override
  protected GameFixture<Position, Move> fixture() {
    return GongqiFixture.GONGQI;
  }

  @Override
  protected String probe(Position p) {
    int[] libs = new int[p.rules().grid().cellCount()];
    int groups = p.groupLiberties(libs);
    return " | " + groups + " " + Arrays.toString(libs);
  }
}
