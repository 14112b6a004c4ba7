package io.github.gongqi.bench.report;

import io.github.gongqi.bench.cli.LabVersion;
import io.github.gongqi.bench.lab.Summary;
import io.github.gongqi.bench.rating.Elo;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's HTML: one self-contained page (inline style, charts as inline SVG, no script,
 * nothing from the network) with a section per run. Figures that {@code merge} prints carry them
 * also as {@code data-} attributes on elements with stable ids ({@code run-R}, {@code run-R-bot-I},
 * {@code run-R-pair-I-J}), so that a test or a script can read them back without parsing text.
 */
final class ReportPage {
  private ReportPage() {}

  /**
   * Writes the page.
   *
   * @param runs the runs, each a section
   * @param files the JSONL files they were read from
   * @return the page
   */
  static String html(List<RunFigures> runs, List<Path> files) {
    long games = runs.stream().mapToLong(f -> f.summary().games()).sum();
    StringBuilder h = new StringBuilder(64 * 1024);
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>Lab report: ")
        .append(Html.esc(runs.size() == 1 ? title(runs.get(0)) : runs.size() + " runs"))
        .append("</title>\n<style>\n")
        .append(ReportStyle.CSS)
        .append("</style>\n</head>\n<body>\n<header>\n<h1>Lab report</h1>\n<p>")
        .append(games)
        .append(games == 1 ? " game" : " games")
        .append(" in ")
        .append(runs.size())
        .append(runs.size() == 1 ? " run" : " runs")
        .append(", read from ");
    for (int i = 0; i < files.size(); i++) {
      h.append(i == 0 ? "" : ", ")
          .append("<code>")
          .append(Html.esc(Html.cut(files.get(i).toString(), 120)))
          .append("</code>");
    }
    h.append(". Its figures are those that <code>merge</code> prints for each run's files; the")
        .append(" terms are explained <a href=\"#terms\">at the end</a>.</p>\n");
    if (runs.size() > 1) {
      h.append("<nav><ol>\n");
      for (int r = 0; r < runs.size(); r++) {
        h.append("<li><a href=\"#run-")
            .append(r + 1)
            .append("\">")
            .append(Html.esc(title(runs.get(r))))
            .append("</a></li>\n");
      }
      h.append("</ol></nav>\n");
    }
    h.append("</header>\n");
    for (int r = 0; r < runs.size(); r++) {
      section(h, "run-" + (r + 1), runs.get(r));
    }
    h.append(ReportStyle.TERMS)
        .append("<footer>Written by <code>benchmarks.jar report</code>, gongqi lab ")
        .append(LabVersion.VERSION)
        .append(".</footer>\n</body>\n</html>\n");
    return h.toString();
  }

  /** The run's kind, game and bots; the full rules text, which can be long, is given below. */
  private static String title(RunFigures f) {
    Summary s = f.summary();
    String rules = s.rules();
    // Gongqi's text is short (gongqi 8x8); Agon's lists every option, so only its name goes here.
    String shortRules = rules.length() <= 16 ? rules : rules.split(" ", 2)[0];
    return (f.isTournament() ? "Tournament" : "Self-play")
        + " · "
        + shortRules
        + " · "
        + Html.cut(String.join(", ", s.bots()), 100);
  }

  private static String colour(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  private static void section(StringBuilder h, String id, RunFigures f) {
    Summary s = f.summary();
    String[] colours = f.colours();
    h.append(
        String.format(
            Locale.ROOT,
            "<section class=\"run\" id=\"%s\" data-kind=\"%s\" data-rules=\"%s\" data-games=\"%d\""
                + " data-plies=\"%d\" data-colour-first=\"%s\" data-colour-second=\"%s\""
                + " data-wins-first=\"%d\" data-wins-second=\"%d\" data-draws=\"%d\">\n",
            id,
            Html.esc(s.kind()),
            Html.esc(s.rules()),
            s.games(),
            s.plies(),
            colours[0],
            colours[1],
            s.winsOf(colours[0]),
            s.winsOf(colours[1]),
            s.draws()));
    h.append("<h2>").append(Html.esc(title(f))).append("</h2>\n<p class=\"lead\">");
    h.append(s.games())
        .append(s.games() == 1 ? " game" : " games")
        .append(" under the rules <code>")
        .append(Html.esc(s.rules()))
        .append("</code>; ")
        .append(s.plies())
        .append(" plies in all (")
        .append(Html.num(s.plies() / (double) s.games(), 1))
        .append(" a game on average).");
    if (!f.isTournament() && s.bots().size() == 2) {
      h.append(" <code>")
          .append(Html.esc(s.bots().get(0)))
          .append("</code> was <code>--white</code>, <code>")
          .append(Html.esc(s.bots().get(1)))
          .append("</code> <code>--black</code>.");
    }
    h.append("</p>\n");
    long missing = f.run().missingCount();
    if (missing > 0) {
      // Only with --allow-partial, as merge: the figures are those of the games there.
      h.append("<p class=\"note\" id=\"")
          .append(id)
          .append("-partial\" data-missing=\"")
          .append(missing)
          .append("\"><strong>Partial run:</strong> ")
          .append(Html.esc(f.run().describeMissing()))
          .append(". The figures are those of the games there, as <code>merge")
          .append(" --allow-partial</code> prints them.</p>\n");
    }
    bots(h, id, f);
    if (f.isTournament()) {
      pairs(h, id, f);
    }
    byColour(h, id, f);
    lengths(h, id, f);
    endings(h, id, f);
    h.append("</section>\n");
  }

  private static void bots(StringBuilder h, String id, RunFigures f) {
    Summary s = f.summary();
    String[] c = f.colours();
    boolean elo = f.isTournament();
    Elo.Ratings r = elo ? s.ratings() : null;
    h.append(elo ? "<h3>Ratings</h3>\n" : "<h3>Results by bot</h3>\n");
    h.append("<table class=\"numbers\">\n<thead><tr><th>Bot</th><th>Games</th><th>Wins</th>")
        .append("<th>Draws</th><th>Losses</th><th>Score<br><small>points</small></th>")
        .append("<th>Score<br><small>rate</small></th><th>Wins as<br><small>")
        .append(colour(c[0]))
        .append("</small></th><th>Wins as<br><small>")
        .append(colour(c[1]))
        .append("</small></th>");
    if (elo) {
      h.append("<th>Elo</th><th>95% interval</th>");
    }
    h.append("</tr></thead>\n<tbody>\n");
    for (int i = 0; i < s.bots().size(); i++) {
      int[] rec = s.record(i);
      int n = rec[0] + rec[1] + rec[2];
      h.append(
          String.format(
              Locale.ROOT,
              "<tr id=\"%s-bot-%d\" data-bot=\"%s\" data-games=\"%d\" data-wins=\"%d\""
                  + " data-draws=\"%d\" data-losses=\"%d\" data-score=\"%s\""
                  + " data-wins-first=\"%d\" data-wins-second=\"%d\"",
              id,
              i,
              Html.esc(s.bots().get(i)),
              n,
              rec[0],
              rec[1],
              rec[2],
              Html.num(s.score(i), 1),
              s.winsAs(i)[0],
              s.winsAs(i)[1]));
      if (elo) {
        h.append(" data-elo=\"")
            .append(rounded(r.elo()[i]))
            .append("\" data-elo-half=\"")
            .append(rounded(r.halfWidth()[i]))
            .append('"');
      }
      h.append("><th>")
          .append(Html.esc(s.bots().get(i)))
          .append("</th><td>")
          .append(n)
          .append("</td><td>")
          .append(rec[0])
          .append("</td><td>")
          .append(rec[1])
          .append("</td><td>")
          .append(rec[2])
          .append("</td><td>")
          .append(Html.num(s.score(i), 1))
          .append("</td><td>")
          .append(Html.percent(n == 0 ? Double.NaN : s.score(i) / n))
          .append("</td><td>")
          .append(s.winsAs(i)[0])
          .append("</td><td>")
          .append(s.winsAs(i)[1])
          .append("</td>");
      if (elo) {
        double e = r.elo()[i];
        double half = r.halfWidth()[i];
        h.append("<td>").append(i == 0 ? "0 <small>(reference)</small>" : signed(e));
        h.append("</td><td>")
            .append(
                i == 0
                    ? "–"
                    : "±"
                        + rounded(half)
                        + " <small>("
                        + signed(e - half)
                        + " to "
                        + signed(e + half)
                        + ")</small>")
            .append("</td>");
      }
      h.append("</tr>\n");
    }
    h.append("</tbody>\n</table>\n<p class=\"note\">Score: a win 1 point, a draw ½; the rate")
        .append(" is the points over the games. Wins as a colour count the colour the bot held at")
        .append(" the end of the game")
        .append(f.hasSwap() ? " (after a swap the two bots have exchanged colours)." : ".")
        .append("</p>\n");
    if (elo) {
      eloChart(h, id, f, r);
    }
  }

  private static void eloChart(StringBuilder h, String id, RunFigures f, Elo.Ratings r) {
    Summary s = f.summary();
    List<IntervalChart.Row> rows = new ArrayList<>();
    double lo = 0;
    double hi = 0;
    for (int i = 0; i < s.bots().size(); i++) {
      double e = r.elo()[i];
      double half = r.halfWidth()[i];
      rows.add(
          new IntervalChart.Row(
              s.bots().get(i),
              e,
              e - half,
              e + half,
              i == 0 ? "0 (reference)" : signed(e) + " ± " + rounded(half)));
      if (Double.isFinite(e - half) && Double.isFinite(e + half)) {
        lo = Math.min(lo, e - half);
        hi = Math.max(hi, e + half);
      }
    }
    String first = s.bots().get(0);
    h.append("<figure>\n")
        .append(
            IntervalChart.svg(
                id + "-elo-chart",
                "Elo ratings with 95% intervals, relative to " + first,
                rows,
                Axis.covering(lo, hi, 8),
                0,
                "0 = " + Html.cut(first, 30),
                "Elo relative to " + Html.cut(first, 30) + " (dot: estimate; bar: 95% interval)"))
        .append("\n<figcaption>Each bot's Elo rating relative to <code>")
        .append(Html.esc(first))
        .append("</code>, the first bot of the run, whose rating is 0 by definition. A difference")
        .append(" of 100 means the stronger bot is expected to score about 64%, 200 about 76%.")
        .append(" Bots whose intervals overlap a lot have not been told apart by these games.")
        .append("</figcaption>\n</figure>\n");
  }

  private static void pairs(StringBuilder h, String id, RunFigures f) {
    Summary s = f.summary();
    int b = s.bots().size();
    h.append("<h3>Score of every pair</h3>\n<p>Each cell: the <em>row</em> bot's points against")
        .append(" the <em>column</em> bot (a win 1, a draw ½) out of the games they played, and")
        .append(" its rate. Blue cells favour the row bot, orange ones the column bot.</p>\n")
        .append("<table class=\"pairs\">\n<thead><tr><th>row against column</th>");
    for (int j = 0; j < b; j++) {
      h.append("<th>").append(Html.esc(s.bots().get(j))).append("</th>");
    }
    h.append("</tr></thead>\n<tbody>\n");
    for (int i = 0; i < b; i++) {
      h.append("<tr><th>").append(Html.esc(s.bots().get(i))).append("</th>");
      for (int j = 0; j < b; j++) {
        int n = s.games(i, j);
        if (i == j) {
          h.append("<td class=\"self\">–</td>");
        } else if (n == 0) {
          h.append("<td class=\"none\">no games</td>");
        } else {
          double rate = s.points(i, j) / n;
          h.append(
              String.format(
                  Locale.ROOT,
                  "<td id=\"%s-pair-%d-%d\" data-points=\"%s\" data-games=\"%d\" style=\"%s\">"
                      + "%s / %d<br><small>%s</small></td>",
                  id,
                  i,
                  j,
                  Html.num(s.points(i, j), 1),
                  n,
                  shade(rate),
                  Html.num(s.points(i, j), 1),
                  n,
                  Html.percent(rate)));
        }
      }
      h.append("</tr>\n");
    }
    h.append("</tbody>\n</table>\n");
  }

  /** A light background: blue above an even score, orange below, white at 50%. */
  private static String shade(double rate) {
    double t = Math.min(1, Math.abs(rate - 0.5) * 2);
    int[] to = rate >= 0.5 ? new int[] {120, 170, 225} : new int[] {240, 170, 110};
    int[] c = new int[3];
    for (int k = 0; k < 3; k++) {
      c[k] = (int) Math.round(255 + (to[k] - 255) * t * 0.8);
    }
    return String.format(Locale.ROOT, "background:#%02x%02x%02x", c[0], c[1], c[2]);
  }

  private static void byColour(StringBuilder h, String id, RunFigures f) {
    Summary s = f.summary();
    String[] c = f.colours();
    String first = colour(c[0]);
    long n = s.games();
    ScoreInterval all = f.firstPlayer();
    h.append("<h3>Results by colour</h3>\n<p>")
        .append(first)
        .append(" moves first in this game. Colours are counted as they stand at the end of a")
        .append(" game, as <code>merge</code> counts them.</p>\n")
        .append("<table class=\"numbers\">\n<thead><tr><th></th><th>Games</th><th>Share</th>")
        .append("</tr></thead>\n<tbody>\n");
    row(h, first + " wins", s.winsOf(c[0]), n);
    row(h, colour(c[1]) + " wins", s.winsOf(c[1]), n);
    row(h, "Draws", s.draws(), n);
    h.append("</tbody>\n</table>\n<p id=\"")
        .append(id)
        .append("-first\" data-score=\"")
        .append(Html.num(all.rate(), 6))
        .append("\" data-low=\"")
        .append(Html.num(all.low(), 6))
        .append("\" data-high=\"")
        .append(Html.num(all.high(), 6))
        .append("\">The first player's score: <strong>")
        .append(first)
        .append(" scored ")
        .append(Html.percent(all.rate()))
        .append("</strong> of the points (95% interval ")
        .append(range(all))
        .append(") in ")
        .append(n)
        .append(n == 1 ? " game" : " games")
        .append(". An interval that contains 50% means these games show no advantage for")
        .append(" either colour.</p>\n");
    List<IntervalChart.Row> rows = new ArrayList<>();
    rows.add(scoreRow(first + ", all games (" + all.games() + ")", all));
    if (f.hasSwap()) {
      ScoreInterval swapper = f.swapper();
      ScoreInterval kept = f.firstPlayerWithoutSwap();
      h.append("<p id=\"")
          .append(id)
          .append("-swap\" data-swapped=\"")
          .append(f.swapped())
          .append("\" data-swapper-score=\"")
          .append(Html.num(swapper.rate(), 6))
          .append("\">The swap: after Black's first move White may answer <code>swap</code> and")
          .append(" take Black's position; the bots exchange colours. ");
      if (f.swapped() == 0) {
        h.append("It was never taken in these games.</p>\n");
      } else {
        h.append("It was taken in <strong>")
            .append(f.swapped())
            .append(" of ")
            .append(n)
            .append(" games (")
            .append(Html.percent(f.swapped() / (double) n))
            .append(")</strong>; in those games the bot that swapped (then playing Black) scored ")
            .append(Html.percent(swapper.rate()))
            .append(" (95% interval ")
            .append(range(swapper))
            .append("). Without the swap Black scored ")
            .append(Html.percent(kept.rate()))
            .append(" (")
            .append(range(kept))
            .append(").</p>\n");
        rows.add(scoreRow("Black, no swap (" + kept.games() + ")", kept));
        rows.add(scoreRow("Black = swapper (" + swapper.games() + ")", swapper));
      }
    }
    h.append("<figure>\n")
        .append(
            IntervalChart.svg(
                id + "-colour-chart",
                "The first player's score with its 95% interval",
                rows,
                new Axis(0, 100, 10),
                50,
                "even: 50%",
                "score in % of the points (dot: estimate; bar: 95% interval)"))
        .append("\n</figure>\n");
  }

  private static IntervalChart.Row scoreRow(String label, ScoreInterval s) {
    return new IntervalChart.Row(
        label, 100 * s.rate(), 100 * s.low(), 100 * s.high(), Html.percent(s.rate()));
  }

  private static String range(ScoreInterval s) {
    return Html.percent(s.low()) + " to " + Html.percent(s.high());
  }

  private static void row(StringBuilder h, String what, long count, long total) {
    h.append("<tr><th>")
        .append(what)
        .append("</th><td>")
        .append(count)
        .append("</td><td>")
        .append(Html.percent(total == 0 ? Double.NaN : count / (double) total))
        .append("</td></tr>\n");
  }

  private static void lengths(StringBuilder h, String id, RunFigures f) {
    Summary s = f.summary();
    var lengths = f.lengths();
    long n = s.games();
    long half = (n + 1) / 2;
    long seen = 0;
    int median = lengths.firstKey();
    for (Map.Entry<Integer, Long> e : lengths.entrySet()) {
      seen += e.getValue();
      if (seen >= half) {
        median = e.getKey();
        break;
      }
    }
    List<Histogram.Bin> bins = Histogram.bins(lengths);
    long width = bins.get(0).to() - bins.get(0).from() + 1;
    h.append("<h3>Game lengths</h3>\n<p>Shortest ")
        .append(lengths.firstKey())
        .append(", median ")
        .append(median)
        .append(", mean ")
        .append(Html.num(s.plies() / (double) n, 1))
        .append(", longest ")
        .append(lengths.lastKey())
        .append(" plies (a ply is one move by one side). Each bar counts the games whose length")
        .append(" falls in its range")
        .append(width == 1 ? "" : " of " + width + " plies")
        .append(".</p>\n<figure>\n")
        .append(
            Histogram.svg(
                id + "-lengths-chart",
                "The distribution of game lengths",
                bins,
                "game length in plies",
                "games"))
        .append("\n</figure>\n");
  }

  private static void endings(StringBuilder h, String id, RunFigures f) {
    Summary s = f.summary();
    List<BarChart.Bar> bars = new ArrayList<>();
    for (Map.Entry<String, Long> e : f.reasons()) {
      bars.add(new BarChart.Bar(e.getKey(), e.getValue()));
    }
    if (f.otherReasons() > 0) {
      bars.add(new BarChart.Bar("other reasons", f.otherReasons()));
    }
    h.append("<h3>How games ended</h3>\n<p>The reason each game ended, as the JSONL gives it")
        .append(" (\"max plies N\": stopped at the ply limit and counted as a draw).</p>\n")
        .append("<figure>\n")
        .append(BarChart.svg(id + "-endings-chart", "How games ended", bars, s.games(), "games"))
        .append("\n</figure>\n");
  }

  /** An integer as {@code merge} rounds it. */
  static String rounded(double x) {
    if (Double.isNaN(x)) {
      return "nan";
    }
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    return Long.toString(Math.round(x));
  }

  /** A rounded rating with its sign, a true minus for negative ones. */
  static String signed(double x) {
    String s = rounded(x);
    if (s.startsWith("-")) {
      return "−" + s.substring(1);
    }
    return x > 0 && !s.equals("0") ? "+" + s : s;
  }
}
