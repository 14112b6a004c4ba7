package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.RandomLegalMoveContract;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The random-move contract on Agon's positions: seeded games (uniform and centre-seeking) under the
 * presets and random rules, through placement, returns and marked returns; and Agon's own part, the
 * move of each rank is the listed move of that rank.
 */
class RandomLegalMoveTest extends RandomLegalMoveContract<Position, Move> {
  /** The kinds of moment a corpus must hold, by the first legal move's kind. */
  private static String kind(Position p, int[] buf) {
    if (p.isOver()) {
      return "over";
    }
    int n = p.legalMoves(buf);
    Move m = MoveCache.MOVES[buf[0]];
    if (m instanceof Move.Return r) {
      return r.from() == p.oq ? "marked queen return" : "marked returns";
    }
    if (m instanceof Move.Drop d) {
      return p.placing ? "placement" : d.type() == PieceType.QUEEN ? "queen return" : "return";
    }
    if (m instanceof Move.Pass) {
      return "pass";
    }
    return n <= 4 ? "few steps" : "steps";
  }

  /** Positions of seeded games (uniform and centre-seeking) under the presets and random rules. */
  private static List<Position> corpus(int games, int every) {
    List<Position> out = new ArrayList<>();
    Random rules = new Random(17);
    for (int g = 0; g < games; g++) {
      Rules r = g % 2 == 0 ? RandomGames.PRESETS[g / 2 % 4] : RandomGames.randomRules(rules);
      Random rnd = new Random(g);
      boolean biased = g % 3 != 0;
      Position p = Position.start(r);
      for (int ply = 0; ply < 400 && !p.isOver(); ply++) {
        if (ply % every == 0) {
          out.add(p);
        }
        Position next = p.play(RandomGames.pick(p.legalMoves(), rnd, biased));
        if (!Play.captured(p, next).isEmpty()) {
          out.add(next); // the moment a return is due
        }
        p = next;
      }
    }
    return out;
  }

  @Override
  protected List<Position> uniformityCorpus() {
    return corpus(60, 7);
  }

  @Override
  protected int drawsPerMove() {
    return 40;
  }

  @Override
  protected Set<String> kinds(Position p, int[] legal) {
    return Set.of(kind(p, new int[Tables.MAX_LEGAL_MOVES]));
  }

  @Override
  protected Map<String, Integer> requiredKinds() {
    return Map.of("steps", 1, "placement", 1, "return", 1, "marked returns", 1);
  }

  @Override
  protected List<Position> legalityCorpus() {
    return corpus(120, 3);
  }

  @Override
  protected GameFixture<Position, Move> fixture() {
    return AgonFixture.AGON;
  }

  @Override
  protected int playoutGames() {
    return 600;
  }

  @Override
  protected int playoutCap() {
    return 600;
  }

  @Override
  protected String outcome(Position end) {
    return end.result().toString();
  }

  @Override
  protected Position finishedPosition() {
    Position p = Position.start(Rules.builder().plyLimit(1).build());
    return p.play(p.legalMoves().get(0));
  }

  @Test
  void theMoveOfEachRankIsTheListedMoveOfThatRank() {
    int[] buf = new int[Tables.MAX_LEGAL_MOVES];
    Map<String, Integer> kinds = new HashMap<>();
    for (Position p : corpus(200, 1)) {
      kinds.merge(kind(p, buf), 1, Integer::sum);
      if (p.isOver()) {
        continue;
      }
      int n = p.legalMoves(buf);
      for (int k = 0; k < n; k++) {
        assertThat(RandomMove.nth(p, null, k))
            .as("rank %d of %s", k, p.toNotation())
            .isEqualTo(buf[k]);
      }
    }
    assertThat(kinds)
        .containsKeys(
            "steps",
            "few steps",
            "placement",
            "queen return",
            "return",
            "marked queen return",
            "marked returns");
  }

  /**
   * Under rules that forbid a step between two enemies, a draw first picks among all steps and
   * redraws when the step ends between two enemies (after {@link RandomMove#DRAWS} refusals it
   * counts the legal steps exactly). Where the rule refuses most steps, both the redraws and the
   * exact count run often: the draws must still be legal and uniform.
   */
  @Test
  void drawsStayUniformWhereMostStepsEndBetweenTwoEnemies() {
    List<Position> crowded = new ArrayList<>();
    Random rnd = new Random(29);
    for (int g = 0; g < 400 && crowded.size() < 6; g++) {
      Position p = Position.start(Rules.LUDII);
      for (int ply = 0; ply < 600 && !p.isOver(); ply++) {
        Position free =
            Position.parse(
                p.toNotation(), p.rules().toBuilder().steppingBetweenEnemiesAllowed(true).build());
        int legal = p.countLegalMoves();
        if (MoveGeneration.turn(p) == MoveGeneration.T_STEPS
            && legal >= 2
            && legal * 3 <= free.countLegalMoves()) {
          crowded.add(p); // two thirds of the steps or more end between two enemies
          break;
        }
        p = p.play(RandomGames.pick(p.legalMoves(), rnd, g % 2 == 0));
      }
    }
    assertThat(crowded).as("positions where most steps are refused").hasSize(6);
    SplittableRandom draws = new SplittableRandom(31);
    int[] buf = new int[Tables.MAX_LEGAL_MOVES];
    for (Position p : crowded) {
      int n = p.legalMoves(buf);
      Map<Integer, Integer> seen = new HashMap<>();
      int perMove = 400;
      for (int i = 0; i < perMove * n; i++) {
        seen.merge(p.randomLegalMove(draws), 1, Integer::sum);
      }
      assertThat(seen.keySet())
          .as("the moves drawn in %s", p.toNotation())
          .containsExactlyInAnyOrderElementsOf(Arrays.stream(buf, 0, n).boxed().toList());
      double chi = 0;
      for (int s : seen.values()) {
        chi += (s - perMove) * (double) (s - perMove) / perMove;
      }
      assertThat(chi)
          .as("chi-square over the %d moves of %s", n, p.toNotation())
          .isLessThan(chiSquareCritical(n - 1, 5));
    }
  }
}
