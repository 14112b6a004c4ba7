package io.github.gongqi.bench.report;

import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.lab.GameLog;
import io.github.gongqi.bench.rating.Elo;
import java.util.BitSet;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The figures of one run, counted game by game: what {@code merge} prints (games, wins, draws and
 * losses per bot, wins by colour, the Elo ratings with their intervals) counted the way its summary
 * counts them, and what the page adds (the score of every pair, the first player's score, the
 * Gongqi swap, the game lengths, how games ended). Counters only, no list of games, so memory stays
 * bounded whatever the number of games.
 */
final class RunFigures {
  /** The Elo prior: two virtual draws between every pair, as {@code merge}'s summary uses. */
  static final double PRIOR_DRAWS = 2;

  /** How many different reasons are told apart; rarer ones beyond this are counted together. */
  static final int MAX_REASONS = 200;

  /** The move that takes Gongqi's opening swap, as the JSONL writes it. */
  static final String SWAP = "swap";

  private final String kind;
  private final String rules;
  private final List<String> bots;
  private final String[] colours;
  private final boolean hasSwap;
  private final int[][] games;
  private final double[][] points;
  private final int[] wins;
  private final int[] draws;
  private final int[] losses;
  private final int[][] winsAs;
  private final long[] colourWins = new long[2];
  private final BitSet seen = new BitSet();
  private final SortedMap<Integer, Long> lengths = new TreeMap<>();
  private final Map<String, Long> reasons = new LinkedHashMap<>();
  private long otherReasons;
  private long total;
  private long drawn;
  private long plies;
  private long swapped;
  private double swapperPoints;
  private Elo.Ratings ratings;

  /**
   * Starts an empty run.
   *
   * @param kind {@code selfplay} or {@code tournament}
   * @param game the game and its rules
   * @param bots the run's bots, in order
   */
  RunFigures(String kind, GameAdapter<?> game, List<String> bots) {
    this.kind = kind;
    this.rules = game.rulesText();
    this.bots = List.copyOf(bots);
    this.colours = game.colourNames();
    this.hasSwap = rules.startsWith("gongqi");
    int b = bots.size();
    games = new int[b][b];
    points = new double[b][b];
    wins = new int[b];
    draws = new int[b];
    losses = new int[b];
    winsAs = new int[b][2];
  }

  /**
   * Counts one game.
   *
   * @param g the game
   * @throws IllegalArgumentException if the game is counted already, its plies do not match its
   *     moves, or a bot of the game is not one of the run's
   */
  void add(GameLog g) {
    if (g.game() < 0 || g.game() > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("game " + g.game() + " is out of range");
    }
    if (seen.get((int) g.game())) {
      throw new IllegalArgumentException("game " + g.game() + " appears twice");
    }
    if (g.plies() != g.moves().size()) {
      throw new IllegalArgumentException(
          "plies " + g.plies() + " but " + g.moves().size() + " moves");
    }
    int w = index(g.white());
    int b = index(g.black());
    seen.set((int) g.game());
    total++;
    plies += g.plies();
    lengths.merge(g.plies(), 1L, Long::sum);
    countReason(g.reason());
    games[w][b]++;
    games[b][w]++;
    ratings = null;
    int winner = g.result().equals("draw") ? -1 : g.result().equals(colours[0]) ? 0 : 1;
    if (winner < 0) {
      drawn++;
      draws[w]++;
      draws[b]++;
      points[w][b] += 0.5;
      points[b][w] += 0.5;
    } else {
      colourWins[winner]++;
      boolean whiteWon = g.result().equals("white");
      int won = whiteWon ? w : b;
      int lost = whiteWon ? b : w;
      wins[won]++;
      losses[lost]++;
      points[won][lost] += 1;
      winsAs[won][winner]++;
    }
    if (hasSwap && g.moves().size() > 1 && g.moves().get(1).equals(SWAP)) {
      // The swapper took over the first move's colour, so its score is that colour's.
      swapped++;
      swapperPoints += winner < 0 ? 0.5 : winner == 0 ? 1 : 0;
    }
  }

  private void countReason(String reason) {
    if (reasons.containsKey(reason) || reasons.size() < MAX_REASONS) {
      reasons.merge(reason, 1L, Long::sum);
    } else {
      otherReasons++;
    }
  }

  private int index(String bot) {
    int i = bots.indexOf(bot);
    if (i < 0) {
      throw new IllegalArgumentException("bot '" + bot + "' is not one of " + bots);
    }
    return i;
  }

  /** {@code selfplay} or {@code tournament}. */
  String kind() {
    return kind;
  }

  /** Whether the run is a tournament, with Elo ratings. */
  boolean isTournament() {
    return kind.equals("tournament");
  }

  /** The rules text. */
  String rules() {
    return rules;
  }

  /** The bots, in the run's order. */
  List<String> bots() {
    return bots;
  }

  /** The colour names, the first mover's first. */
  String[] colours() {
    return colours.clone();
  }

  /** Whether the game has an opening swap (Gongqi). */
  boolean hasSwap() {
    return hasSwap;
  }

  /** The games counted. */
  long games() {
    return total;
  }

  /** The plies of all games. */
  long plies() {
    return plies;
  }

  /** Drawn games. */
  long draws() {
    return drawn;
  }

  /** Wins by colour index: 0 the first mover's colour. */
  long colourWins(int colour) {
    return colourWins[colour];
  }

  /** Games bot {@code i} played. */
  int games(int i) {
    return wins[i] + draws[i] + losses[i];
  }

  /** Games between bots {@code i} and {@code j}. */
  int games(int i, int j) {
    return games[i][j];
  }

  /** Points bot {@code i} scored against bot {@code j}. */
  double points(int i, int j) {
    return points[i][j];
  }

  /** Bot {@code i}'s wins. */
  int wins(int i) {
    return wins[i];
  }

  /** Bot {@code i}'s draws. */
  int draws(int i) {
    return draws[i];
  }

  /** Bot {@code i}'s losses. */
  int losses(int i) {
    return losses[i];
  }

  /** Bot {@code i}'s points: a win 1, a draw ½. */
  double score(int i) {
    return wins[i] + draws[i] / 2.0;
  }

  /** Bot {@code i}'s wins with colour index {@code colour}. */
  int winsAs(int i, int colour) {
    return winsAs[i][colour];
  }

  /** The first mover's colour's score over all games, with its interval. */
  ScoreInterval firstPlayer() {
    return ScoreInterval.of(colourWins[0] + drawn / 2.0, total);
  }

  /** Games in which the swap was taken. */
  long swapped() {
    return swapped;
  }

  /** The swapping bot's score in the games where it swapped, with its interval. */
  ScoreInterval swapper() {
    return ScoreInterval.of(swapperPoints, swapped);
  }

  /** The first mover's colour's score in the games without a swap, with its interval. */
  ScoreInterval firstPlayerWithoutSwap() {
    double all = colourWins[0] + drawn / 2.0;
    return ScoreInterval.of(all - swapperPoints, total - swapped);
  }

  /** Games by length in plies, shortest first. */
  SortedMap<Integer, Long> lengths() {
    return Collections.unmodifiableSortedMap(lengths);
  }

  /** Games by how they ended, most frequent first, ties in order of appearance. */
  List<Map.Entry<String, Long>> reasons() {
    return reasons.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .map(e -> Map.entry(e.getKey(), e.getValue()))
        .toList();
  }

  /** Games whose reason was not told apart (beyond {@link #MAX_REASONS} different ones). */
  long otherReasons() {
    return otherReasons;
  }

  /** The Elo ratings relative to the first bot, as {@code merge} computes them. */
  Elo.Ratings ratings() {
    if (ratings == null) {
      ratings = Elo.fit(games, points, PRIOR_DRAWS);
    }
    return ratings;
  }
}
