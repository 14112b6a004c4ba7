package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.RandomLegalMoveContract;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The random-move contract on Gongqi's positions: random games and dense set-ups of both presets,
 * with the swap on offer, few legal moves, and only the pass; and Gongqi's own part, the pass drawn
 * where it is the only legal move.
 */
class RandomLegalMoveTest extends RandomLegalMoveContract<Position, Move> {
  /** Positions of random games of both presets at every stage, plus dense set-ups. */
  @Override
  protected List<Position> uniformityCorpus() {
    List<Position> out = new ArrayList<>();
    for (Rules rules : Rules.values()) {
      for (long seed = 0; seed < 12; seed++) {
        List<Position> game = RandomGames.randomGame(rules, seed);
        for (int i = 0; i < game.size(); i += 9) {
          out.add(game.get(i));
        }
        out.add(game.get(1)); // the swap is offered
      }
      for (long seed = 0; seed < 30; seed++) {
        out.add(RandomGames.setUp(rules, seed, 0.6, 0.95));
      }
    }
    out.add(fullBoard(Side.BLACK));
    out.add(fullBoard(Side.WHITE));
    return out;
  }

  @Override
  protected Set<String> kinds(Position p, int[] legal) {
    Set<String> out = new HashSet<>();
    if (legal.length <= 8) {
      out.add("at most 8 legal moves");
    }
    if (p.swapState() == SwapState.OFFERED) {
      out.add("swap offered");
    }
    if (legal.length == 1 && legal[0] == Move.pass(p.rules()).id()) {
      out.add("only the pass");
    }
    return out;
  }

  @Override
  protected Map<String, Integer> requiredKinds() {
    return Map.of("at most 8 legal moves", 6, "swap offered", 6, "only the pass", 1);
  }

  /** Random games and sparse to dense set-ups of both presets. */
  @Override
  protected List<Position> legalityCorpus() {
    List<Position> all = new ArrayList<>();
    for (Rules rules : Rules.values()) {
      for (long seed = 100; seed < 130; seed++) {
        all.addAll(RandomGames.randomGame(rules, seed));
      }
      for (long seed = 0; seed < 400; seed++) {
        all.add(RandomGames.setUp(rules, seed, 0.2, 0.95));
      }
    }
    return all;
  }

  @Override
  protected GameFixture<Position, Move> fixture() {
    return GongqiFixture.GONGQI;
  }

  @Override
  protected int playoutGames() {
    return 1500;
  }

  @Override
  protected int playoutCap() {
    return Integer.MAX_VALUE;
  }

  @Override
  protected String outcome(Position end) {
    return "winner " + end.winningPlayer();
  }

  @Override
  protected Position finishedPosition() {
    return Position.builder(Rules.QUICK)
        .put("d5", Side.BLACK)
        .captures(Side.BLACK, 12)
        .sideToMove(Side.WHITE)
        .build();
  }

  /**
   * A board full of Black stones but for one empty point, Black to move at power 1: every push into
   * the point fills the board (suicide) and every longer run exceeds the power, so only the pass is
   * legal; with White to move instead, the same pushes capture everything and are legal.
   */
  static Position fullBoard(Side toMove) {
    PositionBuilder b = Position.builder(Rules.QUICK);
    for (int c = 0; c < Rules.QUICK.grid().cellCount(); c++) {
      b.put(c, Side.BLACK);
    }
    return b.clear(Rules.QUICK.grid().parse("c3"))
        .captures(Side.WHITE, 1)
        .sideToMove(toMove)
        .build();
  }

  @Test
  void whereOnlyThePassIsLegalItIsDrawn() {
    Position onlyPass = fullBoard(Side.BLACK);
    assertThat(onlyPass.legalMoves()).containsExactly(Move.pass(Rules.QUICK));
    SplittableRandom rnd = new SplittableRandom(1);
    Position empty = Position.builder(Rules.STANDARD).build();
    assertThat(empty.legalMoves()).containsExactly(Move.pass(Rules.STANDARD));
    for (int i = 0; i < 50; i++) {
      assertThat(onlyPass.randomLegalMove(rnd)).isEqualTo(Move.pass(Rules.QUICK).id());
      assertThat(empty.randomLegalMove(rnd)).isEqualTo(Move.pass(Rules.STANDARD).id());
    }
  }
}
