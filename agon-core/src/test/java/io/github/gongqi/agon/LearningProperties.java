package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.LearningContract;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.Arrays;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitrary;
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
    return AgonFixture.AGON;
  }

  @Provide
  Arbitrary<Position> positions() {
    return RandomGames.arbitraryPositions(300);
  }

  @Property(tries = 120)
  void symmetriesCommuteWithPlayAndTheMask(@ForAll("positions") Position p) {
    int n = p.numDistinctActions();
    float[] mask = new float[n];
    float[] imageMask = new float[n];
    int count = p.legalMoveMask(mask, 0);
    int[] moves = new int[p.maxLegalMoves()];
    assertThat(p.legalMoves(moves)).isEqualTo(count);
    for (HexSymmetry s : HexSymmetry.values()) {
      int[] perm = p.rules().actionPermutation(s);
      assertThat(Arrays.stream(perm).sorted().toArray())
          .as("a permutation")
          .isEqualTo(IntStream.range(0, n).toArray());
      Position image = p.transform(s);
      assertThat(image.legalMoveMask(imageMask, 0)).isEqualTo(count);
      for (int id = 0; id < n; id++) {
        assertThat(imageMask[perm[id]]).as("%s %s", s, p.moveNotation(id)).isEqualTo(mask[id]);
      }
      for (int i = 0; i < count; i++) {
        int m = moves[i];
        assertThat(Move.fromId(perm[m], p.rules()))
            .isEqualTo(Move.fromId(m, p.rules()).transform(s));
        assertThat(image.play(perm[m])).isEqualTo(p.play(m).transform(s));
      }
    }
  }

  @Property(tries = 120)
  void theObservationOfTheImageIsThePermutedObservation(@ForAll("positions") Position p) {
    float[] obs = new float[Learning.PLANES * 121];
    float[] imageObs = new float[obs.length];
    p.observation(obs, 0);
    for (HexSymmetry s : HexSymmetry.values()) {
      p.transform(s).observation(imageObs, 0);
      int[] cells = Board.geometry().permutation(s);
      for (int c = 0; c < Board.CELLS; c++) {
        int from = square(Board.name(c));
        int to = square(Board.name(cells[c]));
        for (int plane = 0; plane < Learning.PLANES; plane++) {
          assertThat(imageObs[plane * 121 + to])
              .as("%s plane %d cell %s", s, plane, Board.name(c))
              .isEqualTo(obs[plane * 121 + from]);
        }
      }
      for (int row = 0; row < 11; row++) {
        for (int diagonal = 0; diagonal < 11; diagonal++) {
          if (Math.abs(row - diagonal) > 5) {
            for (int plane = 0; plane < Learning.PLANES; plane++) {
              assertThat(imageObs[plane * 121 + row * 11 + diagonal]).isZero();
            }
          }
        }
      }
    }
  }

  /** The frame square of a cell name, from the name alone. */
  private static int square(String name) {
    return (name.charAt(0) - 'a') * 11 + Integer.parseInt(name.substring(1)) - 1;
  }

  @Property(tries = 120)
  void exchangingTheColoursChangesNeitherObservationNorMask(@ForAll("positions") Position p) {
    // The twin: every piece and count of the other side, the other side to move, and rules whose
    // first side is the other one (the only option that names a colour).
    Rules rules = p.rules();
    Side first = rules.firstSide().opponent();
    PositionBuilder b = Position.builder(rules.toBuilder().firstSide(first).build());
    for (int c = 0; c < Board.CELLS; c++) {
      int cell = c;
      p.pieceAt(cell)
          .ifPresent(x -> b.put(cell, new Piece(x.side().opponent(), x.type(), x.marked())));
    }
    for (Side s : Side.values()) {
      b.offBoard(s.opponent(), PieceType.QUEEN, p.queenOffBoard(s) ? 1 : 0)
          .offBoard(s.opponent(), PieceType.GUARD, p.guardsOffBoard(s));
    }
    Position twin =
        b.sideToMove(p.sideToMove().opponent())
            .placing(p.isPlacementPhase())
            .consecutivePasses(p.consecutivePasses())
            .ply(p.ply())
            .build();
    assertThat(observe(twin)).isEqualTo(observe(p));
    assertThat(twin.legalMoveMask()).isEqualTo(p.legalMoveMask());
    assertThat(twin.result().winningPlayer() < 0 ? -1 : 1 - twin.result().winningPlayer())
        .isEqualTo(p.result().winningPlayer());
  }

  /** Through the shared contract only, as a trainer would. */
  private static <S extends GameState<S>> float[] observe(S state) {
    float[] out = new float[state.observationSize()];
    state.observation(out, 0);
    return out;
  }
}
