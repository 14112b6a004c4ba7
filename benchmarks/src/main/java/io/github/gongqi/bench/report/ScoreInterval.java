package io.github.gongqi.bench.report;

/**
 * A score rate (a win 1, a draw ½, a loss 0, divided by the games) with its 95% Wilson score
 * interval. Wilson's interval stays inside 0 to 1 and is sensible for few games and for rates near
 * 0 or 1, where the plain normal interval is not; with draws it is a little wider than needed
 * (draws make the score vary less than wins and losses alone would), so it errs on the safe side.
 *
 * @param points the points scored
 * @param games the games played
 * @param rate the score rate, {@code points / games} (NaN without games)
 * @param low the interval's lower end (NaN without games)
 * @param high the interval's upper end (NaN without games)
 */
record ScoreInterval(double points, long games, double rate, double low, double high) {
  /** The normal quantile of a two-sided 95% interval, as {@code rating.Elo} uses. */
  static final double Z95 = 1.959963984540054;

  /**
   * The rate and interval of {@code points} in {@code games}.
   *
   * @param points the points, between 0 and {@code games}
   * @param games the games, 0 or more
   * @return the score and its interval
   */
  static ScoreInterval of(double points, long games) {
    if (games <= 0) {
      return new ScoreInterval(points, games, Double.NaN, Double.NaN, Double.NaN);
    }
    double n = games;
    double p = points / n;
    double z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = Z95 / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return new ScoreInterval(
        points, games, p, Math.max(0, centre - half), Math.min(1, centre + half));
  }
}
