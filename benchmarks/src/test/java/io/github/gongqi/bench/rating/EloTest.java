package io.github.gongqi.bench.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Elo by maximum likelihood on cases worked out by hand (the numbers in comments). */
class EloTest {
  @Test
  void twoBotsPlainMaximumLikelihood() {
    // 10 games, the second bot scores 7.5: p = 0.75, R = 400 log10(0.75 / 0.25) = 400 log10 3
    // = 190.849; one standard error = 400 / ln 10 / sqrt(10 * 0.75 * 0.25) = 173.718 / 1.36931
    // = 126.866, so the 95% half-width is 1.95996 * 126.866 = 248.65.
    Elo.Ratings r = Elo.fit(new int[][] {{0, 10}, {10, 0}}, new double[][] {{0, 2.5}, {7.5, 0}}, 0);
    assertThat(r.elo()[0]).isZero();
    assertThat(r.elo()[1]).isCloseTo(190.849, within(0.01));
    assertThat(r.halfWidth()[0]).isZero();
    assertThat(r.halfWidth()[1]).isCloseTo(248.65, within(0.05));
  }

  @Test
  void virtualDrawsPullTowardsEven() {
    // The same games plus 2 virtual draws: 8.5 of 12, p = 0.708333, R = 400 log10(8.5 / 3.5)
    // = 400 * 0.385350 = 154.14; error 173.718 / sqrt(12 * 0.708333 * 0.291667) = 173.718 /
    // 1.57454 = 110.33, half-width 1.95996 * 110.33 = 216.24.
    Elo.Ratings r = Elo.fit(new int[][] {{0, 10}, {10, 0}}, new double[][] {{0, 2.5}, {7.5, 0}}, 2);
    assertThat(r.elo()[1]).isCloseTo(154.14, within(0.01));
    assertThat(r.halfWidth()[1]).isCloseTo(216.24, within(0.05));
  }

  @Test
  void aCleanSweepIsFiniteOnlyWithThePrior() {
    int[][] games = {{0, 4}, {4, 0}};
    double[][] points = {{0, 0}, {4, 0}};
    assertThat(Elo.fit(games, points, 0).elo()[1]).isInfinite();
    // 4 wins + 1 (two virtual draws) of 6: p = 5/6, R = 400 log10 5 = 279.59.
    assertThat(Elo.fit(games, points, 2).elo()[1]).isCloseTo(279.59, within(0.01));
  }

  @Test
  void threeBotsConsistentWithTheModelAreFitExactly() {
    // Strengths 1, 1/3, 1/9: A beats B with p 3/4, B beats C with 3/4, A beats C with 9/10.
    // Results matching those rates exactly are their own maximum-likelihood fit:
    // B = -400 log10 3 = -190.849, C = -400 log10 9 = -381.697.
    int[][] games = {{0, 4, 10}, {4, 0, 4}, {10, 4, 0}};
    double[][] points = {{0, 3, 9}, {1, 0, 3}, {1, 1, 0}};
    Elo.Ratings r = Elo.fit(games, points, 0);
    assertThat(r.elo()[1]).isCloseTo(-190.849, within(0.01));
    assertThat(r.elo()[2]).isCloseTo(-381.697, within(0.01));
    // Information n p (1 - p) per pair: A-B 0.75, B-C 0.75, A-C 0.9; with A fixed, for (B, C):
    // [[1.5, -0.75], [-0.75, 1.65]], determinant 1.9125, inverse diagonal 0.862745 and 0.784314;
    // half-widths 1.95996 * 173.718 * sqrt(...) = 340.476 * 0.928841 = 316.25 and
    // 340.476 * 0.885615 = 301.53.
    assertThat(r.halfWidth()[1]).isCloseTo(316.25, within(0.05));
    assertThat(r.halfWidth()[2]).isCloseTo(301.53, within(0.05));
  }

  @Test
  void inversionOfATwoByTwo() {
    double[][] inv = Elo.invert(new double[][] {{4, 7}, {2, 6}});
    // 1/10 * [[6, -7], [-2, 4]]
    assertThat(inv[0][0]).isCloseTo(0.6, within(1e-12));
    assertThat(inv[0][1]).isCloseTo(-0.7, within(1e-12));
    assertThat(inv[1][0]).isCloseTo(-0.2, within(1e-12));
    assertThat(inv[1][1]).isCloseTo(0.4, within(1e-12));
    assertThat(Elo.invert(new double[][] {{1, 2}, {2, 4}})).isNull();
  }
}
