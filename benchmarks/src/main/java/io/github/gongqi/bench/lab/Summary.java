package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.rating.Elo;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The summary of a run, built game by game from its {@link GameLog}s only (counters, no list of
 * games, so memory stays bounded), so that {@code merge} rebuilds from the JSONL of all shards
 * exactly what the unsplit run prints. A table per bot (games, wins, draws, losses, score, wins by
 * colour; for a tournament also the Elo with its 95% interval, see {@link Elo}), then the wins by
 * colour, then the contract's last line. Public so that the report computes its figures from the
 * same counts that {@code merge} prints; {@link RunReader} gives one per run read.
 */
public final class Summary {
  /** BayesElo's default prior: two virtual draws between every pair. */
  static final double PRIOR_DRAWS = 2;

  private final String kind;
  private final String rules;
  private final List<String> bots;
  private final String[] colours;
  private final int[][] games;
  private final double[][] points;
  private final int[] wins;
  private final int[] draws;
  private final int[] losses;
  private final int[][] winsAs;
  private long total;
  private long whiteWins;
  private long blackWins;
  private long drawn;
  private long plies;
  private Elo.Ratings ratings;

  /** Games per pair the run meant to play, when it was stopped before the end; else null. */
  private long[][] planned;

  /**
   * Starts an empty summary.
   *
   * @param kind {@code selfplay} or {@code tournament}
   * @param game the game and its rules
   * @param bots the run's bots, in order
   */
  Summary(String kind, LabGame<?> game, List<String> bots) {
    this.kind = kind;
    this.rules = game.rulesText();
    this.bots = List.copyOf(bots);
    int b = bots.size();
    this.colours = game.colourNames();
    games = new int[b][b];
    points = new double[b][b];
    wins = new int[b];
    draws = new int[b];
    losses = new int[b];
    winsAs = new int[b][2];
  }

  /**
   * The kind of run.
   *
   * @return {@code selfplay} or {@code tournament}
   */
  public String kind() {
    return kind;
  }

  /**
   * The rules text, as {@link LabGame#rulesText()} writes it.
   *
   * @return the rules
   */
  public String rules() {
    return rules;
  }

  /**
   * The run's bots, in the order of the table.
   *
   * @return the bots' names
   */
  public List<String> bots() {
    return bots;
  }

  /**
   * The two colour names, player 0's (the first mover's) first.
   *
   * @return {@code black, white} for Gongqi, {@code white, black} for Agon
   */
  public List<String> colours() {
    return List.of(colours);
  }

  /**
   * The games counted.
   *
   * @return their number
   */
  public long games() {
    return total;
  }

  /**
   * The plies of the games counted.
   *
   * @return their sum
   */
  public long plies() {
    return plies;
  }

  /**
   * The games won by a colour.
   *
   * @param colour {@code white} or {@code black}
   * @return the count
   */
  public long winsOf(String colour) {
    return colour.equals("white") ? whiteWins : colour.equals("black") ? blackWins : 0;
  }

  /**
   * The drawn games.
   *
   * @return the count
   */
  public long draws() {
    return drawn;
  }

  /**
   * One bot's wins, draws and losses.
   *
   * @param bot the bot's index in {@link #bots()}
   * @return {@code {wins, draws, losses}}
   */
  public int[] record(int bot) {
    return new int[] {wins[bot], draws[bot], losses[bot]};
  }

  /**
   * One bot's score: a win 1 point, a draw ½.
   *
   * @param bot the bot's index in {@link #bots()}
   * @return its points
   */
  public double score(int bot) {
    return wins[bot] + draws[bot] / 2.0;
  }

  /**
   * One bot's wins with each colour.
   *
   * @param bot the bot's index in {@link #bots()}
   * @return its wins with player 0's colour, then with player 1's
   */
  public int[] winsAs(int bot) {
    return winsAs[bot].clone();
  }

  /**
   * The games between two bots.
   *
   * @param a a bot's index
   * @param b another bot's index
   * @return the count
   */
  public int games(int a, int b) {
    return games[a][b];
  }

  /**
   * The points a bot scored against another: 1 a win, ½ a draw.
   *
   * @param a the bot's index
   * @param b the other bot's index
   * @return the points
   */
  public double points(int a, int b) {
    return points[a][b];
  }

  /**
   * The Elo ratings as the tournament's table prints them (see {@link Elo}).
   *
   * @return the ratings relative to the first bot, with their 95% half-widths
   */
  public Elo.Ratings ratings() {
    // Fitted once for the counts so far: the report asks for them many times.
    if (ratings == null) {
      ratings = Elo.fit(games, points, PRIOR_DRAWS);
    }
    // Copies, so that no caller changes what merge prints.
    return new Elo.Ratings(ratings.elo().clone(), ratings.halfWidth().clone());
  }

  /**
   * Counts one game.
   *
   * @throws IllegalArgumentException if a bot of the game is not one of the run's
   */
  void add(GameLog g) {
    int w = index(g.white());
    int b = index(g.black());
    total++;
    plies += g.plies();
    ratings = null;
    games[w][b]++;
    games[b][w]++;
    switch (g.result()) {
      case "white" -> {
        whiteWins++;
        win(w, b, "white");
      }
      case "black" -> {
        blackWins++;
        win(b, w, "black");
      }
      default -> {
        drawn++;
        draws[w]++;
        draws[b]++;
        points[w][b] += 0.5;
        points[b][w] += 0.5;
      }
    }
  }

  private void win(int winner, int loser, String colour) {
    wins[winner]++;
    losses[loser]++;
    points[winner][loser] += 1;
    winsAs[winner][colours[0].equals(colour) ? 0 : 1]++;
  }

  private int index(String bot) {
    int i = bots.indexOf(bot);
    if (i < 0) {
      throw new IllegalArgumentException(
          "bot '" + Quote.cut(bot) + "' is not one of " + Quote.cut(String.valueOf(bots)));
    }
    return i;
  }

  /**
   * Marks the run as stopped before its end: {@link #print} then names the pairs that played fewer
   * games than planned, and ranks no bot when a pair never met (the prior's virtual draws would
   * stand in for games never played).
   *
   * @param planned {@code planned[i][j]}: the games the run meant bots i and j to play (symmetric)
   */
  void stoppedBefore(long[][] planned) {
    this.planned = planned;
  }

  /**
   * Prints the table and the contract's last line, as the run and {@code merge} print them.
   *
   * @param out where to
   */
  public void print(PrintWriter out) {
    boolean tournament = kind.equals("tournament");
    List<String> incomplete = new java.util.ArrayList<>();
    boolean unmet = false;
    for (int i = 0; planned != null && i < bots.size(); i++) {
      for (int j = i + 1; j < bots.size(); j++) {
        if (games[i][j] < planned[i][j]) {
          incomplete.add(bots.get(i) + "-" + bots.get(j) + " " + games[i][j] + "/" + planned[i][j]);
          unmet |= games[i][j] == 0;
        }
      }
    }
    Elo.Ratings r = !tournament ? null : unmet ? unranked() : ratings();
    out.printf("%s %s, %d games%n", kind, rules, total);
    StringBuilder head =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "%-24s %7s %7s %7s %7s %8s %9s %9s",
                "bot",
                "games",
                "wins",
                "draws",
                "losses",
                "score",
                "wins as " + colours[0].charAt(0),
                "wins as " + colours[1].charAt(0)));
    if (tournament) {
      head.append(String.format(Locale.ROOT, " %7s %7s", "elo", "95%"));
    }
    out.println(head);
    for (int i = 0; i < bots.size(); i++) {
      int n = wins[i] + draws[i] + losses[i];
      StringBuilder row =
          new StringBuilder(
              String.format(
                  Locale.ROOT,
                  "%-24s %7d %7d %7d %7d %8.1f %9d %9d",
                  bots.get(i),
                  n,
                  wins[i],
                  draws[i],
                  losses[i],
                  score(i),
                  winsAs[i][0],
                  winsAs[i][1]));
      if (tournament) {
        row.append(
            String.format(
                Locale.ROOT, " %7s %7s", signed(r.elo()[i]), "±" + rounded(r.halfWidth()[i])));
      }
      out.println(row);
    }
    out.printf(
        "by colour: %s %d %s %d draws %d%n",
        colours[0],
        colours[0].equals("white") ? whiteWins : blackWins,
        colours[1],
        colours[1].equals("white") ? whiteWins : blackWins,
        drawn);
    if (!incomplete.isEmpty()) {
      out.println("stopped; incomplete pairs (games/planned): " + String.join(", ", incomplete));
    }
    if (tournament && unmet) {
      out.println("elo: none, as some pairs never met (a rating would rest on games not played)");
    } else if (tournament) {
      out.println(
          "elo: maximum likelihood (Bradley-Terry, as Ordo/BayesElo), 2 virtual draws a pair,"
              + " 95% Wald interval; relative to "
              + bots.get(0));
    }
    if (tournament) {
      StringBuilder last = new StringBuilder("games " + total + " bots " + bots.size());
      for (int i = 0; i < bots.size(); i++) {
        last.append(' ').append(bots.get(i)).append(' ').append(rounded(r.elo()[i]));
      }
      out.println(last);
    } else {
      out.println(
          "games " + total + " white " + whiteWins + " black " + blackWins + " draws " + drawn
              + " plies " + plies);
    }
    out.flush();
  }

  private Elo.Ratings unranked() {
    double[] none = new double[bots.size()];
    java.util.Arrays.fill(none, Double.NaN);
    return new Elo.Ratings(none, none.clone());
  }

  private static String rounded(double x) {
    if (Double.isNaN(x)) {
      return "nan";
    }
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    return Long.toString(Math.round(x));
  }

  private static String signed(double x) {
    String s = rounded(x);
    return x > 0 && !s.equals("0") ? "+" + s : s;
  }
}
