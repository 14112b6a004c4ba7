package io.github.gongqi.bench.rating;

/**
 * Elo ratings from a tournament's results by maximum likelihood under the Bradley–Terry model, as
 * Ordo and BayesElo do: bot {@code i} scores against bot {@code j} with expectation {@code 1 / (1 +
 * 10^((R_j − R_i) / 400))}, a draw counting as half a win and half a loss. The ratings that make
 * the results most likely are found by the minorization–maximization iteration of Hunter (2004),
 * relative to the first bot (rating 0).
 *
 * <p>A prior of {@code priorDraws} virtual draws between every pair (BayesElo's device; the lab
 * uses 2, BayesElo's default) keeps the ratings finite when a bot wins or loses every game; with 0
 * the estimate is the plain maximum likelihood, infinite in that case.
 *
 * <p>The 95% interval is the Wald interval from the likelihood's curvature: ± 1.96 standard errors,
 * the errors read off the inverse of the observed Fisher information (the negated Hessian of the
 * log-likelihood at the maximum) with the first bot held fixed. For two bots with {@code n} games
 * and score rate {@code p} that is {@code 400 / ln 10 / sqrt(n p (1 − p))} per standard error.
 */
public final class Elo {
  /** The normal quantile of a two-sided 95% interval. */
  static final double Z95 = 1.959963984540054;

  private static final double SCALE = 400 / Math.log(10);

  private Elo() {}

  /**
   * The ratings and the half-widths of their 95% intervals, in the bots' order; the first bot's are
   * 0.
   *
   * @param elo the ratings
   * @param halfWidth the half-widths of their 95% intervals
   */
  public record Ratings(double[] elo, double[] halfWidth) {}

  /**
   * Fits the ratings.
   *
   * @param games {@code games[i][j]}: games between bots i and j (symmetric)
   * @param points {@code points[i][j]}: the points bot i scored against bot j (1 a win, ½ a draw)
   * @param priorDraws virtual draws added to every pair, 0 or more
   * @return the ratings relative to bot 0
   */
  public static Ratings fit(int[][] games, double[][] points, double priorDraws) {
    int b = games.length;
    double[][] n = new double[b][b];
    double[] wins = new double[b];
    for (int i = 0; i < b; i++) {
      for (int j = 0; j < b; j++) {
        if (i != j) {
          n[i][j] = games[i][j] + priorDraws;
          wins[i] += points[i][j] + priorDraws / 2;
        }
      }
    }
    double[] rate = new double[b];
    boolean degenerate = false;
    for (int i = 0; i < b; i++) {
      double played = 0;
      for (int j = 0; j < b; j++) {
        played += n[i][j];
      }
      rate[i] = played == 0 ? 0.5 : wins[i] / played;
      degenerate |= played > 0 && (wins[i] == 0 || wins[i] == played);
    }
    if (degenerate) {
      // A bot that won or lost everything has no finite maximum: say so instead of iterating.
      double[] elo = new double[b];
      double[] half = new double[b];
      for (int i = 1; i < b; i++) {
        double d = rate[i] - rate[0];
        elo[i] = d > 0 ? Double.POSITIVE_INFINITY : d < 0 ? Double.NEGATIVE_INFINITY : Double.NaN;
        half[i] = Double.POSITIVE_INFINITY;
      }
      return new Ratings(elo, half);
    }
    double[] gamma = new double[b];
    java.util.Arrays.fill(gamma, 1.0);
    for (int iteration = 0; iteration < 100_000; iteration++) {
      double change = 0;
      for (int i = 0; i < b; i++) {
        double d = 0;
        for (int j = 0; j < b; j++) {
          if (j != i && n[i][j] > 0) {
            d += n[i][j] / (gamma[i] + gamma[j]);
          }
        }
        double next = d == 0 ? gamma[i] : wins[i] / d;
        change = Math.max(change, Math.abs(Math.log(next / gamma[i])));
        gamma[i] = next;
      }
      double g0 = gamma[0];
      for (int i = 0; i < b; i++) {
        gamma[i] /= g0;
      }
      if (!(change > 1e-13)) {
        break;
      }
    }
    double[] elo = new double[b];
    for (int i = 0; i < b; i++) {
      elo[i] = SCALE * Math.log(gamma[i]);
    }
    return new Ratings(elo, halfWidths(n, gamma));
  }

  /** Wald half-widths from the inverse observed information, bot 0 fixed. */
  private static double[] halfWidths(double[][] n, double[] gamma) {
    int b = gamma.length;
    double[] half = new double[b];
    if (b < 2) {
      return half;
    }
    int m = b - 1;
    double[][] info = new double[m][m];
    for (int i = 0; i < b; i++) {
      for (int j = 0; j < b; j++) {
        if (i == j || n[i][j] == 0) {
          continue;
        }
        double p = gamma[i] / (gamma[i] + gamma[j]);
        double w = n[i][j] * p * (1 - p);
        if (i > 0) {
          info[i - 1][i - 1] += w;
          if (j > 0) {
            info[i - 1][j - 1] -= w;
          }
        }
      }
    }
    double[][] cov = invert(info);
    for (int i = 1; i < b; i++) {
      double v = cov == null ? Double.NaN : cov[i - 1][i - 1];
      half[i] = v >= 0 ? Z95 * SCALE * Math.sqrt(v) : Double.POSITIVE_INFINITY;
    }
    return half;
  }

  /** Gauss–Jordan inversion with partial pivoting; null when singular. */
  static double[][] invert(double[][] a) {
    int m = a.length;
    double[][] w = new double[m][2 * m];
    for (int i = 0; i < m; i++) {
      System.arraycopy(a[i], 0, w[i], 0, m);
      w[i][m + i] = 1;
    }
    for (int c = 0; c < m; c++) {
      int pivot = c;
      for (int r = c + 1; r < m; r++) {
        if (Math.abs(w[r][c]) > Math.abs(w[pivot][c])) {
          pivot = r;
        }
      }
      if (!(Math.abs(w[pivot][c]) > 1e-300)) {
        return null;
      }
      double[] t = w[c];
      w[c] = w[pivot];
      w[pivot] = t;
      double d = w[c][c];
      for (int k = 0; k < 2 * m; k++) {
        w[c][k] /= d;
      }
      for (int r = 0; r < m; r++) {
        if (r != c && w[r][c] != 0) {
          double f = w[r][c];
          for (int k = 0; k < 2 * m; k++) {
            w[r][k] -= f * w[c][k];
          }
        }
      }
    }
    double[][] inv = new double[m][m];
    for (int i = 0; i < m; i++) {
      System.arraycopy(w[i], m, inv[i], 0, m);
    }
    return inv;
  }
}
