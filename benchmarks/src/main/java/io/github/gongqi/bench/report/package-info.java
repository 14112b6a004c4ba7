/**
 * {@code report}: one self-contained HTML page from the JSONL of one run or several — tables, and
 * charts drawn as inline SVG, with no script and nothing fetched from the network. {@link
 * io.github.gongqi.bench.report.ReportCommand} is the command; {@link
 * io.github.gongqi.bench.report.JsonlRuns} reads the lines through {@code merge}'s reader, {@link
 * io.github.gongqi.bench.lab.RunReader}, whose {@link io.github.gongqi.bench.lab.Summary} of each
 * run gives the figures {@code merge} prints; {@link io.github.gongqi.bench.report.RunFigures}
 * counts only what the page adds; {@link io.github.gongqi.bench.report.ReportPage} writes the page
 * and the chart classes draw its pictures.
 */
package io.github.gongqi.bench.report;
