package io.github.gongqi.agon;

import io.github.gongqi.game.testing.ConcurrencyContract;
import io.github.gongqi.game.testing.GameFixture;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The concurrency contract on Agon's positions under the presets and a few random rules, every
 * rules value read from its text so that it is a fresh instance too.
 */
class ConcurrencyTest extends ConcurrencyContract<Position, Move> {
  /** The rules under test: the presets and a few random combinations, as parsed from text. */
  static List<Rules> rules() {
    List<Rules> out = new ArrayList<>();
    for (Rules r : RandomGames.PRESETS) {
      out.add(Rules.parse(r.toString()));
    }
    Random rnd = new Random(77);
    for (int i = 0; i < 4; i++) {
      out.add(Rules.parse(RandomGames.randomRules(rnd).toString()));
    }
    return out;
  }

  @Override
  protected List<Position> sharedStarts() {
    List<Position> out = new ArrayList<>();
    int k = 0;
    for (Rules rules : rules()) {
      out.add(Position.start(rules));
      for (int plies : new int[] {9, 40, 120}) {
        Position p = RandomGames.randomPosition(rules, 500L + k++, plies);
        // re-parse so that the shared instance has never been asked anything
        out.add(Position.parse(p.toNotation(), rules));
      }
    }
    return out;
  }

  @Override
  protected GameFixture<Position, Move> fixture() {
    return AgonFixture.AGON;
  }
}
