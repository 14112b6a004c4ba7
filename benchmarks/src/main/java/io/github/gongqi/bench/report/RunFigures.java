package io.github.gongqi.bench.report;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.lab.GameLog;
import io.github.gongqi.bench.lab.RunReader;
import io.github.gongqi.bench.lab.Summary;
import io.github.gongqi.game.GamePosition;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The figures of one run: what {@code merge} prints comes from the run's {@link Summary}, counted
 * once by {@link RunReader}; this class counts only what the page adds, game by game as the reader
 * hands them over (the game lengths, how games ended, an opening swap where the rules have one).
 * Counters only, no list of games, so memory stays bounded whatever the number of games.
 */
final class RunFigures {
  /** How many different reasons are told apart; rarer ones beyond this are counted together. */
  static final int MAX_REASONS = 200;

  /**
   * The most characters of a reason kept, the rest cut with {@code …}: an engine's fault may carry
   * a long reason (a line of the JSONL holds up to 1 MiB), and the page shows a label, not a log.
   * With {@link #MAX_REASONS} a run and {@link RunReader#MAX_RUNS} runs, what the page keeps of
   * reasons is bounded whatever the input.
   */
  static final int REASON_CHARS = 300;

  private final RunReader.Run run;
  private final String[] colours;
  private final LabGame<?> game;
  private final boolean hasSwap;
  private final SortedMap<Integer, Long> lengths = new TreeMap<>();
  private final Map<String, Long> reasons = new LinkedHashMap<>();
  private long otherReasons;
  private long swapped;
  private double swapperPoints;

  /**
   * Starts the page's counts of a run.
   *
   * @param run the run as the reader finds it
   */
  RunFigures(RunReader.Run run) {
    this.run = run;
    this.colours = run.summary().colours().toArray(String[]::new);
    this.game = LabGame.forRules(run.summary().rules());
    this.hasSwap = offersSwap(game);
  }

  /**
   * Counts one game, already checked and counted into the summary by the reader.
   *
   * @param g the game
   */
  void add(GameLog g) {
    lengths.merge(g.plies(), 1L, Long::sum);
    // Reasons that differ only past the cut are counted together: they read the same on the page.
    String reason = Html.cut(g.reason(), REASON_CHARS);
    if (reasons.containsKey(reason) || reasons.size() < MAX_REASONS) {
      reasons.merge(reason, 1L, Long::sum);
    } else {
      otherReasons++;
    }
    if (hasSwap && g.moves().size() > 1 && swapped(game, g.moves())) {
      // The swapper took over the first move's colour, so its score is that colour's.
      swapped++;
      swapperPoints += g.result().equals(colours[0]) ? 1 : g.result().equals(colours[1]) ? 0 : 0.5;
    }
  }

  /** The run as read: its total of games and which are missing. */
  RunReader.Run run() {
    return run;
  }

  /** What {@code merge} prints for the run's files. */
  Summary summary() {
    return run.summary();
  }

  /** Whether the run is a tournament, with Elo ratings. */
  boolean isTournament() {
    return summary().kind().equals("tournament");
  }

  /** The colour names, the first mover's first. */
  String[] colours() {
    return colours.clone();
  }

  /** Whether the game has an opening swap (Gongqi). */
  boolean hasSwap() {
    return hasSwap;
  }

  /** The points of the first mover's colour over all games. */
  private double firstPlayerPoints() {
    return summary().winsOf(colours[0]) + summary().draws() / 2.0;
  }

  /** The first mover's colour's score over all games, with its interval. */
  ScoreInterval firstPlayer() {
    return ScoreInterval.of(firstPlayerPoints(), summary().games());
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
    return ScoreInterval.of(firstPlayerPoints() - swapperPoints, summary().games() - swapped);
  }

  /** Games by length in plies, shortest first. */
  SortedMap<Integer, Long> lengths() {
    return Collections.unmodifiableSortedMap(lengths);
  }

  /**
   * Games by how they ended, most frequent first, ties in order of appearance; each reason cut to
   * {@link #REASON_CHARS}.
   */
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

  /**
   * Whether the rules offer an opening swap: some answer to the first legal move exchanges the
   * players' colours ({@link io.github.gongqi.game.GameState#swapsSides}).
   */
  private static <P extends GamePosition<P, ?, ?, ?>> boolean offersSwap(LabGame<P> g) {
    P start = g.start();
    int[] ids = new int[start.maxLegalMoves()];
    if (start.legalMoves(ids) == 0) {
      return false;
    }
    P after = start.playUnchecked(ids[0]);
    int[] answers = new int[after.maxLegalMoves()];
    int n = after.legalMoves(answers);
    for (int i = 0; i < n; i++) {
      if (after.swapsSides(answers[i])) {
        return true;
      }
    }
    return false;
  }

  /** Whether a game's second move took the swap; the reader has checked the moves already. */
  private static <P extends GamePosition<P, ?, ?, ?>> boolean swapped(
      LabGame<P> g, List<String> moves) {
    P after = g.play(g.start(), moves.get(0));
    return after.swapsSides(after.moveId(moves.get(1)));
  }
}
