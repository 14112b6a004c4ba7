package io.github.gongqi.bench.report;

import static io.github.gongqi.bench.lab.LabHarness.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.lab.LabHarness.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code report} against {@code merge}: a sharded self-play, a tournament and a self-play with
 * draws are played, merged and reported, and every figure merge prints is read back from the page's
 * data attributes and compared.
 */
class ReportTest {
  @TempDir static Path dir;

  static Path shard0;
  static Path shard1;
  static Path tournament;
  static Path agon;

  @BeforeAll
  static void play() {
    shard0 = dir.resolve("self-0.jsonl");
    shard1 = dir.resolve("self-1.jsonl");
    tournament = dir.resolve("tournament.jsonl");
    agon = dir.resolve("agon.jsonl");
    for (int i = 0; i < 2; i++) {
      ok(
          run(
              "selfplay",
              "gongqi",
              "--size",
              "8",
              "--games",
              "30",
              "--white",
              "random",
              "--black",
              "random",
              "--shard",
              i + "/2",
              "--jsonl",
              (i == 0 ? shard0 : shard1).toString()));
    }
    ok(
        run(
            "tournament",
            "gongqi",
            "--size",
            "8",
            "--bots",
            "random,greedy,mcts:20",
            "--games-per-pair",
            "4",
            "--jsonl",
            tournament.toString()));
    ok(
        run(
            "selfplay",
            "agon",
            "--games",
            "6",
            "--white",
            "random",
            "--black",
            "greedy",
            "--max-plies",
            "40",
            "--jsonl",
            agon.toString()));
  }

  private static Run ok(Run r) {
    assertThat(r.status()).as(r.err()).isZero();
    return r;
  }

  @Test
  void everyFigureOnThePageEqualsMerges() throws IOException {
    Path page = dir.resolve("report.html");
    Run r =
        ok(
            run(
                "report",
                shard0.toString(),
                shard1.toString(),
                tournament.toString(),
                agon.toString(),
                "--out",
                page.toString()));
    assertThat(r.out()).contains("3 runs, 48 games");
    String html = Files.readString(page);
    List<Map<String, String>> sections = elements(html, "section", "run-\\d+");
    assertThat(sections).hasSize(3);

    compare(html, sections.get(0), ok(run("merge", shard0.toString(), shard1.toString())));
    compare(html, sections.get(1), ok(run("merge", tournament.toString())));
    compare(html, sections.get(2), ok(run("merge", agon.toString())));

    assertThat(sections.get(2).get("data-draws")).isNotEqualTo("0");
  }

  /** Compares a section's figures with what merge printed for its files. */
  private static void compare(String html, Map<String, String> section, Run merge) {
    List<String> lines = merge.lines();
    String id = section.get("id");
    String kind = section.get("data-kind");
    long games = Long.parseLong(section.get("data-games"));
    assertThat(lines.get(0))
        .isEqualTo(kind + " " + section.get("data-rules") + ", " + games + " games");

    // The table: one row per bot, in order.
    List<Map<String, String>> bots = elements(html, "tr", id + "-bot-\\d+");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < bots.size(); i++) {
      Map<String, String> b = bots.get(i);
      String[] cols = lines.get(2 + i).trim().split("\\s+");
      names.add(b.get("data-bot"));
      assertThat(cols[0]).isEqualTo(b.get("data-bot"));
      assertThat(cols[1]).isEqualTo(b.get("data-games"));
      assertThat(cols[2]).isEqualTo(b.get("data-wins"));
      assertThat(cols[3]).isEqualTo(b.get("data-draws"));
      assertThat(cols[4]).isEqualTo(b.get("data-losses"));
      assertThat(cols[5]).isEqualTo(b.get("data-score"));
      assertThat(cols[6]).isEqualTo(b.get("data-wins-first"));
      assertThat(cols[7]).isEqualTo(b.get("data-wins-second"));
      if (kind.equals("tournament")) {
        assertThat(cols[8].replace("+", "")).isEqualTo(b.get("data-elo"));
        assertThat(cols[9]).isEqualTo("±" + b.get("data-elo-half"));
      }
    }
    assertThat(lines.get(2 + bots.size())).startsWith("by colour: ");
    String byColour =
        "by colour: "
            + section.get("data-colour-first")
            + " "
            + section.get("data-wins-first")
            + " "
            + section.get("data-colour-second")
            + " "
            + section.get("data-wins-second")
            + " draws "
            + section.get("data-draws");
    assertThat(lines).contains(byColour);

    String last = lines.get(lines.size() - 1);
    if (kind.equals("tournament")) {
      StringBuilder expected = new StringBuilder("games " + games + " bots " + bots.size());
      for (Map<String, String> b : bots) {
        expected.append(' ').append(b.get("data-bot")).append(' ').append(b.get("data-elo"));
      }
      assertThat(last).isEqualTo(expected.toString());
      // Every pair's points add up to the games between them.
      for (int i = 0; i < names.size(); i++) {
        for (int j = i + 1; j < names.size(); j++) {
          Map<String, String> ij = elements(html, "td", id + "-pair-" + i + "-" + j).get(0);
          Map<String, String> ji = elements(html, "td", id + "-pair-" + j + "-" + i).get(0);
          assertThat(
                  Double.parseDouble(ij.get("data-points"))
                      + Double.parseDouble(ji.get("data-points")))
              .isEqualTo(Double.parseDouble(ij.get("data-games")));
        }
      }
    } else {
      Map<String, Long> byName = new LinkedHashMap<>();
      byName.put(section.get("data-colour-first"), Long.parseLong(section.get("data-wins-first")));
      byName.put(
          section.get("data-colour-second"), Long.parseLong(section.get("data-wins-second")));
      assertThat(last)
          .isEqualTo(
              "games "
                  + games
                  + " white "
                  + byName.get("white")
                  + " black "
                  + byName.get("black")
                  + " draws "
                  + section.get("data-draws")
                  + " plies "
                  + section.get("data-plies"));
    }
    // The charts count every game once.
    assertThat(chartTotal(html, id + "-lengths-chart")).isEqualTo(games);
    assertThat(chartTotal(html, id + "-endings-chart")).isEqualTo(games);
  }

  @Test
  void aRunMissingGamesIsRefusedAsMergeRefusesItUnlessAllowPartial() throws IOException {
    Path page = dir.resolve("partial.html");
    Run merge = run("merge", shard0.toString());
    Run refused = run("report", shard0.toString(), "--out", page.toString());
    assertThat(merge.status()).isEqualTo(2);
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err().lines()).hasSize(1);
    assertThat(refused.err()).contains("15 of 30 games are missing").contains("--allow-partial");
    assertThat(page).doesNotExist();

    ok(run("report", shard0.toString(), "--out", page.toString(), "--allow-partial"));
    String html = Files.readString(page);
    Run partial = ok(run("merge", shard0.toString(), "--allow-partial"));
    assertThat(partial.lines().get(0)).startsWith("partial: 15 of 30 games are missing");
    Run merged =
        new Run(0, String.join("\n", partial.lines().subList(1, partial.lines().size())), "");
    compare(html, elements(html, "section", "run-1").get(0), merged);
    Map<String, String> note = elements(html, "p", "run-1-partial").get(0);
    assertThat(note.get("data-missing")).isEqualTo("15");
  }

  @Test
  void theSwapIsCountedFromTheSecondMove() throws IOException {
    Path page = dir.resolve("swap.html");
    ok(run("report", shard0.toString(), shard1.toString(), "--out", page.toString()));
    long swaps = 0;
    for (Path f : List.of(shard0, shard1)) {
      swaps +=
          Files.readAllLines(f).stream()
              .filter(l -> l.matches(".*\"moves\":\\[\"[^\"]*\",\"swap\".*"))
              .count();
    }
    Map<String, String> swap = elements(Files.readString(page), "p", "run-1-swap").get(0);
    assertThat(swap.get("data-swapped")).isEqualTo(Long.toString(swaps));
  }

  @Test
  void thePageIsSelfContained() throws IOException {
    Path page = dir.resolve("alone.html");
    ok(run("report", tournament.toString(), "--out", page.toString()));
    String html = Files.readString(page);
    assertThat(html).startsWith("<!DOCTYPE html>").contains("<svg").contains("</html>");
    assertThat(html.toLowerCase())
        .doesNotContain("<script")
        .doesNotContain("src=")
        .doesNotContain("<link")
        .doesNotContain("@import")
        .doesNotContain("url(");
    // The only address is the SVG namespace, a name that is never fetched.
    assertThat(html.replace("http://www.w3.org/2000/svg", "")).doesNotContain("http");
  }

  @Test
  void anUnknownFileIsRefusedAndNothingWritten() {
    Path page = dir.resolve("none.html");
    Run r = run("report", dir.resolve("missing.jsonl").toString(), "--out", page.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).contains("missing.jsonl");
    assertThat(page).doesNotExist();
  }

  @Test
  void aBadLineIsRefusedNamingFileAndLine() throws IOException {
    Path bad = dir.resolve("bad.jsonl");
    Files.writeString(bad, Files.readAllLines(tournament).get(0) + "\n{\"game\": oops}\n");
    Path page = dir.resolve("bad.html");
    Run r = run("report", bad.toString(), "--out", page.toString());
    assertThat(r.status()).isEqualTo(2);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).contains("bad.jsonl:2:");
    assertThat(page).doesNotExist();

    Run twice =
        run("report", tournament.toString(), tournament.toString(), "--out", page.toString());
    assertThat(twice.status()).isEqualTo(2);
    assertThat(twice.err()).contains("tournament.jsonl:1:").contains("appears twice");
    assertThat(page).doesNotExist();
  }

  @Test
  void anExistingPageIsReplacedOnlyWithForceAndAnInputNever() throws IOException {
    Path page = dir.resolve("kept.html");
    Files.writeString(page, "keep me");
    Run refused = run("report", tournament.toString(), "--out", page.toString());
    assertThat(refused.status()).isEqualTo(2);
    assertThat(refused.err().lines()).hasSize(1);
    assertThat(refused.err()).contains("kept.html").contains("--force");
    assertThat(Files.readString(page)).isEqualTo("keep me");

    ok(run("report", tournament.toString(), "--out", page.toString(), "--force"));
    assertThat(Files.readString(page)).startsWith("<!DOCTYPE html>");

    String before = Files.readString(tournament);
    Run onInput = run("report", tournament.toString(), "--out", tournament.toString(), "--force");
    assertThat(onInput.status()).isEqualTo(2);
    assertThat(onInput.err()).contains("one of the input files");
    assertThat(Files.readString(tournament)).isEqualTo(before);
  }

  /** The attributes of every {@code tag} element whose id matches, in page order. */
  static List<Map<String, String>> elements(String html, String tag, String idPattern) {
    Matcher m =
        Pattern.compile("<" + tag + " ([^>]*\\bid=\"" + idPattern + "\"[^>]*)>").matcher(html);
    List<Map<String, String>> out = new ArrayList<>();
    while (m.find()) {
      Map<String, String> attrs = new LinkedHashMap<>();
      Matcher a = Pattern.compile("([\\w-]+)=\"([^\"]*)\"").matcher(m.group(1));
      while (a.find()) {
        attrs.put(a.group(1), a.group(2).replace("&quot;", "\"").replace("&amp;", "&"));
      }
      out.add(attrs);
    }
    return out;
  }

  /** The sum of a chart's bars' {@code data-count}. */
  private static long chartTotal(String html, String id) {
    int start = html.indexOf("<svg id=\"" + id + "\"");
    assertThat(start).as(id).isGreaterThanOrEqualTo(0);
    String svg = html.substring(start, html.indexOf("</svg>", start));
    Matcher m = Pattern.compile("data-count=\"(\\d+)\"").matcher(svg);
    long sum = 0;
    while (m.find()) {
      sum += Long.parseLong(m.group(1));
    }
    return sum;
  }
}
