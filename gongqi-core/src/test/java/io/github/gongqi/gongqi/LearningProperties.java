package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.LearningContract;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The learning contract, and for data augmentation with the game's own types: transforming a
 * position and its moves commutes with play, with the legal-move mask and with the observation;
 * colour exchange changes neither the observation nor the mask.
 */
class LearningProperties extends LearningContract<Position, Move> {
  @Override
  protected GameFixture<Position, Move> fixture() {
    return GongqiFixture.GONGQI;
  }

  /** Positions of seeded random games and random set-ups, both presets. */
  @Provide
  Arbitrary<Position> positions() {
    Arbitrary<Position> played =
        Combinators.combine(
                Arbitraries.of(Rules.values()),
                Arbitraries.longs(),
                Arbitraries.integers().between(0, 220))
            .as(
                (rules, seed, plies) -> {
                  List<Position> game = RandomGames.randomGame(rules, seed);
                  return game.get(Math.min(plies, game.size() - 1));
                });
    Arbitrary<Position> setUp =
        Combinators.combine(Arbitraries.of(Rules.values()), Arbitraries.longs())
            .as((rules, seed) -> RandomGames.setUp(rules, seed, 0.2, 0.9));
    return Arbitraries.oneOf(played, setUp);
  }

  @Property(tries = 120)
  void symmetriesCommuteWithPlayAndTheMask(@ForAll("positions") Position p) {
    int n = p.numDistinctActions();
    float[] mask = new float[n];
    float[] imageMask = new float[n];
    p.legalMoveMask(mask, 0);
    int[] moves = new int[p.maxLegalMoves()];
    int count = p.legalMoves(moves);
    for (SquareSymmetry s : SquareSymmetry.values()) {
      int[] perm = p.rules().actionPermutation(s);
      assertThat(Arrays.stream(perm).sorted().toArray())
          .as("a permutation")
          .isEqualTo(java.util.stream.IntStream.range(0, n).toArray());
      Position image = p.transform(s);
      assertThat(image.legalMoveMask(imageMask, 0)).isEqualTo(count);
      for (int id = 0; id < n; id++) {
        assertThat(imageMask[perm[id]]).as("%s %s", s, p.moveNotation(id)).isEqualTo(mask[id]);
        assertThat(Move.fromId(perm[id], p.rules()))
            .isEqualTo(Move.fromId(id, p.rules()).transform(s));
      }
      for (int i = 0; i < count; i++) {
        int m = moves[i];
        assertThat(image.play(perm[m])).isEqualTo(p.play(m).transform(s));
      }
    }
  }

  @Property(tries = 120)
  void theObservationOfTheImageIsThePermutedObservation(@ForAll("positions") Position p) {
    int size = p.rules().size();
    int area = size * size;
    float[] obs = new float[Learning.PLANES * area];
    float[] imageObs = new float[obs.length];
    p.observation(obs, 0);
    for (SquareSymmetry s : SquareSymmetry.values()) {
      p.transform(s).observation(imageObs, 0);
      for (int c = 0; c < area; c++) {
        // Where the point goes, worked out from its coordinates about the centre (doubled).
        int x2 = 2 * (c % size) - (size - 1);
        int y2 = 2 * (c / size) - (size - 1);
        SquareDirection east = s.apply(SquareDirection.E);
        SquareDirection north = s.apply(SquareDirection.N);
        int tx = (x2 * east.dx() + y2 * north.dx() + size - 1) / 2;
        int ty = (x2 * east.dy() + y2 * north.dy() + size - 1) / 2;
        int image = ty * size + tx;
        for (int plane = 0; plane < Learning.PLANES; plane++) {
          assertThat(imageObs[plane * area + image])
              .as("%s plane %d point %d", s, plane, c)
              .isEqualTo(obs[plane * area + c]);
        }
      }
    }
  }

  @Property(tries = 120)
  void exchangingTheColoursChangesNeitherObservationNorMask(@ForAll("positions") Position p) {
    // The swap is White's alone; past it (and in set-ups) the rules treat both colours alike.
    if (p.swapState() == SwapState.NOT_YET || p.swapState() == SwapState.OFFERED) {
      return;
    }
    PositionBuilder b = Position.builder(p.rules());
    for (int c = 0; c < p.rules().grid().cellCount(); c++) {
      int point = c;
      p.stoneAt(point).ifPresent(side -> b.put(point, side.opponent()));
    }
    Position twin =
        b.sideToMove(p.sideToMove().opponent())
            .captures(Side.BLACK, p.captures(Side.WHITE))
            .captures(Side.WHITE, p.captures(Side.BLACK))
            .swapState(p.swapState())
            .consecutivePasses(p.consecutivePasses())
            .build();
    assertThat(observe(twin)).isEqualTo(observe(p));
    assertThat(twin.legalMoveMask()).isEqualTo(p.legalMoveMask());
  }

  /** Through the shared contract only, as a trainer would. */
  private static <S extends GameState<S>> float[] observe(S state) {
    float[] out = new float[state.observationSize()];
    state.observation(out, 0);
    return out;
  }
}
