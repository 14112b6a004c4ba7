package io.github.gongqi.bench.report;

/**
 * The fixed parts of the report page: its style sheet (also the charts' look) and the explanation
 * of its terms.
 */
final class ReportStyle {
  private ReportStyle() {}

  /** The style sheet, inlined in the page. */
  static final String CSS =
      """
      body { font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
             color: #1a1a1a; background: #fff; max-width: 980px; margin: 0 auto;
             padding: 16px 24px 48px; }
      h1 { font-size: 26px; margin: 8px 0 4px; }
      h2 { font-size: 21px; margin: 36px 0 4px; padding-top: 12px; border-top: 2px solid #ccd; }
      h3 { font-size: 17px; margin: 24px 0 6px; }
      p { margin: 6px 0; max-width: 820px; }
      code { font: 13px ui-monospace, Menlo, Consolas, monospace; background: #f3f3f6;
             padding: 1px 4px; border-radius: 3px; }
      small { color: #555; font-size: 12px; }
      nav ol { margin: 4px 0; }
      table { border-collapse: collapse; margin: 8px 0; font-variant-numeric: tabular-nums; }
      th, td { border: 1px solid #d4d4dc; padding: 4px 10px; }
      thead th { background: #eef0f5; font-weight: 600; vertical-align: bottom; }
      tbody th { text-align: left; font-weight: 600; background: #fafafc; }
      table.numbers td { text-align: right; }
      table.pairs td { text-align: center; min-width: 90px; }
      td.self, td.none { color: #888; background: #f4f4f4; }
      figure { margin: 10px 0 4px; }
      p.note { font-size: 13px; color: #444; }
      figcaption { font-size: 13px; color: #444; max-width: 760px; }
      svg.chart { max-width: 100%; height: auto; display: block; }
      svg .grid { stroke: #e4e4ea; stroke-width: 1; }
      svg .axis { stroke: #555; stroke-width: 1; }
      svg .tick { font-size: 12px; fill: #444; }
      svg .axis-title { font-size: 13px; fill: #222; }
      svg .label { font-size: 13px; fill: #1a1a1a; }
      svg .value { font-size: 12px; fill: #333; }
      svg .note { font-size: 12px; fill: #888; font-style: italic; }
      svg .reference { stroke: #c05621; stroke-width: 1.5; stroke-dasharray: 5 4; }
      svg .reference-label { font-size: 12px; fill: #c05621; }
      svg .whisker { stroke: #2b5f9e; stroke-width: 2; }
      svg .dot { fill: #2b5f9e; }
      svg .bar { fill: #5b8cc4; }
      svg .bar:hover, svg g:hover .bar { fill: #2b5f9e; }
      #terms dt { font-weight: 600; margin-top: 8px; }
      #terms dd { margin: 2px 0 0 20px; max-width: 800px; }
      footer { margin-top: 32px; font-size: 12px; color: #666; }
      """;

  /** What the page's terms mean, at its end. */
  static final String TERMS =
      """
      <section id="terms">
      <h2>Terms</h2>
      <dl>
      <dt>Ply</dt>
      <dd>One move by one side (a swap or a pass counts as one). A game's length is its plies.</dd>
      <dt>Score</dt>
      <dd>A win counts 1 point, a draw ½, a loss 0. The score rate is the points divided by the
      games: 50% is an even result.</dd>
      <dt>95% interval</dt>
      <dd>How far the true value may lie from what these games show, given their luck: were the
      run repeated many times, about 95 in 100 such intervals would contain the true value. Few
      games give wide intervals. For a score rate it is the Wilson score interval (a draw counting
      ½, which makes it a little wider than needed); for an Elo rating, the estimate ± 1.96
      standard errors (Wald).</dd>
      <dt>Elo</dt>
      <dd>A rating scale on which a difference predicts the expected score: 0 an even score, +100
      about 64%, +200 about 76%, +400 about 91%. The ratings are fitted to all games of the
      tournament at once by maximum likelihood (the Bradley–Terry model, as Ordo and BayesElo do,
      with 2 virtual draws between every pair so that a bot that wins every game still gets a
      finite rating), relative to the run's first bot. They are the ratings <code>merge</code> and
      <code>tournament</code> print.</dd>
      <dt>First player</dt>
      <dd>The colour that moves first, the game's player 0 (the page names it in the results by
      colour).</dd>
      </dl>
      </section>
      """;
}
