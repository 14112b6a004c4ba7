package io.github.gongqi.bench.play;

import static io.github.gongqi.bench.play.BrowserPages.has;
import static io.github.gongqi.bench.play.BrowserPages.page;
import static io.github.gongqi.bench.play.BrowserPages.select;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.json.JsonText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The playground in a real browser: headless Chromium over the DevTools protocol, two browser
 * contexts as Host and Guest. Skipped where Chromium is not installed ({@code apt-get install
 * chromium}); CI installs it. Screenshots go to {@code benchmarks/target/play-*.png}.
 */
class PlayBrowserTest {
  private static final Path SHOTS = Path.of("target");

  /** A laptop's window: the whole status must fit it without scrolling. */
  private static final int WIDTH = 1280;

  private static final int HEIGHT = 800;

  /** The server and the browser of this class's tests. */
  @RegisterExtension static final BrowserSession BROWSER = new BrowserSession();

  /** A lesson solved: the library's verdict shown as good. */
  private static final String SOLVED =
      "document.getElementById('lesson-verdict').classList.contains('good')"
          + " && document.getElementById('lesson-verdict').textContent.length > 0";

  private static void deleteTree(Path dir) {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException | UncheckedIOException e) {
      // Chromium's helpers may still be writing as it ends: a leftover temporary profile is
      // harmless.
    }
  }

  /** A page opened by a link (a Guest's, a seat's), once it shows its room. */
  private static Chromium.Tab byLink(URI link) {
    return page(BROWSER.chromium().open(link, WIDTH, HEIGHT));
  }

  /** Opens an online Gongqi room as its Host and returns the Host's tab, the Guest not yet in. */
  private static Chromium.Tab openOnlineRoom() {
    Chromium.Tab host = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    assertThat(host.eval(select("variant", "gongqi/12x12"))).isEqualTo("gongqi/12x12");
    assertThat(host.eval(select("mode", "online"))).isEqualTo("online");
    host.click("#create");
    host.waitFor("document.getElementById('share-link').value.includes('?room=')");
    host.waitFor("!document.getElementById('share').hidden");
    return host;
  }

  private static String value(Chromium.Tab tab, String id) {
    return (String) tab.eval("document.getElementById('" + id + "').value");
  }

  @Test
  void anOnlineGongqiRoomFromTwoBrowsers() throws Exception {
    Chromium.Tab host = openOnlineRoom();
    String link = value(host, "share-link");
    assertThat(link).doesNotContain("seat=");
    assertThat(host.text("#status")).isEqualTo("Waiting for your opponent to join");
    // The Host's own private link, kept apart from the shared one.
    assertThat(value(host, "seat-link")).startsWith(link + "#seat=");
    assertThat(host.text("#seat-box")).contains("Keep this link private: it is your seat");
    host.screenshot(SHOTS.resolve("play-gongqi-waiting.png"));

    Chromium.Tab guest = byLink(URI.create(link));
    guest.waitFor("state && state.you.length === 1 && state.you[0] === 'guest'");
    host.waitFor("state && state.guestJoined");
    assertThat(guest.text("#status")).isEqualTo("Both players press Ready to start the clocks");
    // Gongqi's rules name their clock; it stands still before both are ready.
    assertThat(guest.text("#seat-host .clock")).isEqualTo("4:00 + 0:30");

    host.click("#ready");
    guest.waitFor("state.seats.host.ready");
    assertThat(guest.text("#seat-host .ready")).contains("ready");
    assertThat(host.text("#status")).isEqualTo("Both players press Ready to start the clocks");
    guest.click("#ready");
    host.waitFor("state.status === 'running'");
    assertThat(host.text("#status")).isEqualTo("Black to move: your turn");

    // Select Black's stone f7: its arrows appear, one marker per push on offer.
    host.click("#board [data-cell='f7'] .stone");
    host.waitFor("document.querySelectorAll('#board [data-move]').length > 0");
    Object moves =
        host.eval(
            "[...document.querySelectorAll('#board [data-move]')].map(e =>"
                + " e.getAttribute('data-move')).sort().join(' ')");
    // The start block: f7 pushes alone (power 1) only outward, north and west.
    assertThat(moves).isEqualTo("f7N1 f7W1");
    // Beside the board, why the other two arrows are hidden: both runs (f7 g7, f7 f6) are two
    // stones long, longer than the power of 1.
    assertThat(host.text("#directions"))
        .contains("N: f7N1")
        .contains("E: none, run longer than power")
        .contains("S: none, run longer than power")
        .contains("W: f7W1");
    host.screenshot(SHOTS.resolve("play-gongqi-selected.png"));
    host.click("#board [data-move='f7N1']");

    // The Guest's board changes: f7 pushed north onto f8, a new Black stone on f7.
    guest.waitFor("state.moves.length === 1");
    assertThat(guest.eval(has("#board [data-cell='f8'] .stone.black"))).isEqualTo(true);
    assertThat(guest.text("#status")).isEqualTo("White to move: your turn");
    assertThat(guest.eval("!!document.getElementById('move-swap')"))
        .as("the swap is offered to White now")
        .isEqualTo(true);
    assertThat(guest.text("#info")).contains("swap");
    // The Guest's clock runs.
    String before = guest.text("#seat-guest .clock");
    Thread.sleep(1600);
    String after = guest.text("#seat-guest .clock");
    assertThat(after).isNotEqualTo(before);
    guest.screenshot(SHOTS.resolve("play-gongqi-guest.png"));

    // The Guest resigns (confirming the page's question); both pages show the result.
    guest.eval("window.confirm = () => true");
    guest.click("#resign");
    host.waitFor("state.status === 'finished'");
    assertThat(host.text("#status")).isEqualTo("Black wins by resignation");
    guest.waitFor("state.status === 'finished'");
    assertThat(guest.eval("document.getElementById('resign').disabled")).isEqualTo(true);
    host.screenshot(SHOTS.resolve("play-gongqi-over.png"));
  }

  @Test
  void theHostIsStillTheHostAfterAReloadAndInANewTab() throws Exception {
    Chromium.Tab host = openOnlineRoom();
    String link = value(host, "share-link");
    String seatLink = value(host, "seat-link");

    host.reload();
    page(host);
    host.waitFor("state && state.you.join() === 'host'");
    assertThat(host.text("#status")).isEqualTo("Waiting for your opponent to join");

    // The shared link, opened by the Host in another tab, reuses the Host's seat: it does not
    // take the Guest's.
    Chromium.Tab second = page(host.openBeside(URI.create(link)));
    second.waitFor("state && state.you.join() === 'host'");
    assertThat(second.eval("state.guestJoined")).isEqualTo(false);
    second.close();

    Chromium.Tab guest = byLink(URI.create(link));
    guest.waitFor("state && state.you.join() === 'guest'");
    host.waitFor("state.guestJoined");

    // The Host's private link seats the Host in another browser (no stored token there).
    Chromium.Tab elsewhere = byLink(URI.create(seatLink));
    elsewhere.waitFor("state && state.you.join() === 'host'");
    // The token leaves the address bar at once.
    assertThat(elsewhere.eval("location.href")).isEqualTo(link);
    // A third browser only watches.
    Chromium.Tab watcher = byLink(URI.create(link));
    watcher.waitFor("state && state.you.length === 0");
    assertThat(watcher.text("#message")).contains("you are watching");
    watcher.close();
  }

  @Test
  void aSeatSurvivesABrowserRestart() throws Exception {
    Path profile = Files.createTempDirectory("play-profile");
    String link;
    try (Chromium first = Chromium.launchOn(Chromium.find().orElseThrow(), profile)) {
      Chromium.Tab host = page(first.openDefault(BROWSER.server().uri(), WIDTH, HEIGHT));
      host.eval(select("mode", "online"));
      host.click("#create");
      host.waitFor("state && state.you.join() === 'host'");
      link = value(host, "share-link");
    }
    try (Chromium again = Chromium.launchOn(Chromium.find().orElseThrow(), profile)) {
      Chromium.Tab host = page(again.openDefault(URI.create(link), WIDTH, HEIGHT));
      host.waitFor("state && state.you.join() === 'host'");
      assertThat(host.eval("state.guestJoined")).isEqualTo(false);
    } finally {
      deleteTree(profile);
    }
  }

  @Test
  void theGuestSeesTheHostsMoveWithin300Milliseconds() throws Exception {
    Chromium.Tab host = openOnlineRoom();
    Chromium.Tab guest = byLink(URI.create(value(host, "share-link")));
    guest.waitFor("state && state.you.join() === 'guest'");
    host.waitFor("state.guestJoined");
    host.click("#ready");
    guest.click("#ready");
    host.waitFor("state.status === 'running'");
    guest.waitFor("state.status === 'running'");
    // The Host's page notes when a move is clicked; the Guest's page when its move list grows.
    // Both read the same wall clock (one machine).
    host.eval(
        "window.clicked = []; document.addEventListener('click', (e) => {"
            + " if (e.target.closest('#board [data-move]')) window.clicked.push(Date.now()); },"
            + " true)");
    guest.eval(
        "window.seen = {}; new MutationObserver(() => { const n ="
            + " document.getElementById('moves').childElementCount; if (!(n in window.seen))"
            + " window.seen[n] = Date.now(); }).observe(document.getElementById('moves'),"
            + " {childList: true})");
    List<Long> latencies = new ArrayList<>();
    String[][] game = {{"f7", "f7N1"}, {"g7", "g7E1"}, {"g6", "g6S1"}};
    for (int i = 0; i < game.length; i++) {
      Chromium.Tab mover = i % 2 == 0 ? host : guest;
      mover.waitFor("state.moves.length === " + i + " && state.toMove === state.you[0]");
      mover.click("#board [data-cell='" + game[i][0] + "']");
      mover.click("#board [data-move='" + game[i][1] + "']");
      if (mover == host) {
        int n = i + 1;
        guest.waitFor("window.seen[" + n + "]");
        long clicked =
            ((Number) host.eval("window.clicked[window.clicked.length - 1]")).longValue();
        latencies.add(((Number) guest.eval("window.seen[" + n + "]")).longValue() - clicked);
      }
    }
    System.out.println("the Guest saw the Host's moves after (ms): " + latencies);
    assertThat(latencies).allSatisfy(ms -> assertThat(ms).isBetween(0L, 300L));
  }

  @Test
  void aBotGameStartsWithOneClick() throws Exception {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    tab.eval(select("variant", "gongqi/8x8"));
    tab.eval(select("mode", "bot"));
    // Each bot once, with its strength in words.
    assertThat(
            tab.eval(
                "[...document.getElementById('bot').options].map(o => o.value + '=' +"
                    + " o.textContent).join('; ')"))
        .isEqualTo(
            "random=random (weakest); greedy=greedy (weak); mcts:200=mcts:200 (medium);"
                + " mcts:2000=mcts:2000 (strong)");
    tab.eval(select("bot", "greedy"));
    // The bot moves first: after one click it has played and it is the player's turn.
    tab.eval(select("bot-seat", "host"));
    tab.click("#create");
    tab.waitFor("state && state.status === 'running' && state.moves.length === 1");
    tab.waitFor("state.toMove === state.you[0]");
    assertThat(tab.text("#status")).isEqualTo("White to move: your turn");
    assertThat(tab.eval("document.getElementById('start').hidden")).isEqualTo(true);
    tab.screenshot(SHOTS.resolve("play-bot.png"));
  }

  @Test
  void theWholeStatusIsVisibleAt1280x800() throws Exception {
    for (String variant : List.of("gongqi/12x12", "agon/standard", "agon/placement")) {
      Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
      tab.eval(select("variant", variant));
      tab.eval(select("mode", "bot"));
      tab.eval(select("bot", "random"));
      tab.click("#create");
      tab.waitFor("state && state.status === 'running'");
      tab.waitFor("document.querySelector('#board svg .status')");
      // The board's status bar and the status beside it end inside the window, unscrolled.
      for (String selector : List.of("#board svg .status", "#facts", "#status", ".seats")) {
        assertThat(
                tab.eval(
                    "window.scrollY === 0 && document.querySelector('"
                        + selector
                        + "').getBoundingClientRect().bottom <= window.innerHeight"))
            .as(selector + " of " + variant + " is visible")
            .isEqualTo(true);
      }
      // Each fact carries its words on hover.
      assertThat(tab.eval("[...document.querySelectorAll('#facts dt')].every(e => e.title)"))
          .isEqualTo(true);
      // The game's facts, as the server states them.
      String facts = tab.text("#facts");
      if (variant.startsWith("gongqi")) {
        assertThat(facts).contains("Captures").contains("Goal20 captures").contains("Power1");
      } else {
        assertThat(facts)
            .contains(variant.endsWith("placement") ? "To place" : "Waiting to return")
            .contains("Goal");
      }
      tab.screenshot(SHOTS.resolve("play-" + variant.replace('/', '-') + "-1280x800.png"));
      tab.close();
    }
  }

  @Test
  void agonsDefaultClockIsTheLibrarysUntimedOne() {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    tab.eval(select("variant", "agon/standard"));
    assertThat(tab.text("#time-default")).isEqualTo("none (the rules' default)");
    tab.eval(select("variant", "gongqi/12x12"));
    assertThat(tab.text("#time-default")).isEqualTo("as the rules say: 4:00 + 30 s");
    tab.eval(select("variant", "agon/classic"));
    tab.eval(select("mode", "hotseat"));
    tab.click("#create");
    tab.waitFor("state && state.status === 'waiting'");
    assertThat(tab.eval("state.timed")).as("Agon's match is untimed by default").isEqualTo(false);
    assertThat(tab.text("#seat-host .clock")).isEmpty();
  }

  @Test
  void theRulesPanelShowsBothGamesAndOpensTheirLessons() throws Exception {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    tab.click(".tab[data-tab='rules']");
    tab.waitFor("!document.getElementById('tab-rules').hidden");
    // Each game's summary, players and facts, as the server states them.
    assertThat(tab.text("#rules-gongqi"))
        .contains("Power")
        .contains("Goal")
        .contains("Players, in turn order: Black, White");
    assertThat(tab.text("#rules-agon")).contains("throne").contains("Waiting to return");
    // Each game's rule sets and clocks come from the BROWSER.server().
    assertThat(tab.text("#rules-gongqi")).contains("8x8").contains("clock 3:00 + 20 s");
    assertThat(tab.text("#rules-agon")).contains("ludii").contains("clock none");
    tab.screenshot(SHOTS.resolve("play-rules.png"));
    tab.click("#rules-agon .open-lessons");
    tab.waitFor("!document.getElementById('tab-lessons').hidden");
    var agon = io.github.gongqi.agon.Lessons.all().get(0);
    tab.waitFor(
        "document.getElementById('lesson-title').textContent === " + JsonText.write(agon.title()));
    // From a game, the Rules button opens that game's rules.
    tab.click(".tab[data-tab='play']");
    tab.eval(select("variant", "gongqi/8x8"));
    tab.eval(select("mode", "hotseat"));
    tab.click("#create");
    tab.waitFor("state && state.game === 'gongqi'");
    tab.click("#rules-link");
    tab.waitFor("!document.getElementById('tab-rules').hidden");
    assertThat(tab.eval("document.getElementById('rules-gongqi').classList.contains('flash')"))
        .isEqualTo(true);
  }

  @Test
  void anAgonGameAtOneScreen() throws Exception {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    tab.eval(select("variant", "agon/standard"));
    tab.eval(select("mode", "hotseat"));
    tab.eval(select("time", "1:00+10s"));
    tab.click("#create");
    tab.waitFor("state && state.status === 'waiting'");
    tab.click("#start");
    tab.waitFor("state.status === 'running'");
    assertThat(tab.text("#status")).isEqualTo("White to move");
    // The White Guard on c1 steps inward or sideways: its target dots appear.
    tab.click("#board [data-cell='c1'] .piece");
    tab.waitFor("document.querySelectorAll('#board [data-move]').length > 0");
    Object targets =
        tab.eval(
            "[...document.querySelectorAll('#board [data-move]')].map(e =>"
                + " e.getAttribute('data-move')).sort().join(' ')");
    // The list beside the board names the same moves (the library's targets query).
    assertThat(targets.toString()).contains("c1-c2");
    assertThat(tab.text("#directions")).contains("c1-c2");
    tab.screenshot(SHOTS.resolve("play-agon-selected.png"));
    tab.click("#board [data-move='c1-c2']");
    tab.waitFor("state.moves.length === 1");
    assertThat(tab.eval("!!document.querySelector(\"#board [data-cell='c2'] .piece.white\")"))
        .isEqualTo(true);
    assertThat(tab.text("#status")).isEqualTo("Black to move");
    tab.screenshot(SHOTS.resolve("play-agon.png"));
  }

  @Test
  void aThirdGameIsPickedAndPlayedFromTheServersList() throws Exception {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    // Tic-tac-toe (the test sources' game) is in the picker and on the first page: the page lists
    // what the server has.
    assertThat(tab.eval(select("variant", "tictactoe/Tic-tac-toe")))
        .isEqualTo("tictactoe/Tic-tac-toe");
    assertThat(tab.text("#game-summaries")).contains("Tic-tac-toe").contains("Three in a row");
    assertThat(tab.text("#time-default")).isEqualTo("none (the rules' default)");
    tab.eval(select("mode", "hotseat"));
    tab.click("#create");
    tab.waitFor("state && state.status === 'waiting'");
    tab.click("#start");
    tab.waitFor("state.status === 'running'");
    assertThat(tab.text("#status")).isEqualTo("X to move");
    assertThat(tab.text("#facts")).contains("Goal").contains("three in a row");
    // Its drawing has no cells to click: the page takes typed moves.
    for (String move : List.of("a1", "a2", "b1", "b2", "c1")) {
      tab.waitFor("!document.getElementById('move-form').hidden");
      tab.eval(
          "document.getElementById('move-text').value = '"
              + move
              + "'; document.getElementById('move-form').requestSubmit()");
      tab.waitFor("state.moves.at(-1) === '" + move + "'");
    }
    tab.waitFor("state.status === 'finished'");
    assertThat(tab.text("#status")).isEqualTo(tab.eval("state.result"));
    assertThat(tab.eval("document.getElementById('move-form').hidden")).isEqualTo(true);
    tab.screenshot(SHOTS.resolve("play-tictactoe.png"));
  }

  @Test
  void theFirstLessonIsSolvedByClicking() throws Exception {
    var first = io.github.gongqi.gongqi.Lessons.all().get(0);
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    // The Lessons tab opens on the lessons of the game picked to play.
    tab.eval(select("variant", "gongqi/8x8"));
    tab.click(".tab[data-tab='lessons']");
    tab.waitFor("document.querySelectorAll('#lesson-list li').length > 0");
    tab.waitFor("document.getElementById('lesson-title').textContent.length > 0");
    assertThat(tab.text("#lesson-title")).isEqualTo(first.title());
    // The lesson's board shows the stone selected with its pushes; clicking the answer solves it.
    tab.click("#lesson-board [data-move='" + first.solution() + "']");
    tab.waitFor(SOLVED);
    assertThat(tab.text("#lesson-verdict")).isEqualTo(first.check(first.solution()).message());
    tab.click("#lesson-hint");
    assertThat(tab.eval("document.getElementById('lesson-hint-text').hidden")).isEqualTo(false);
    tab.screenshot(SHOTS.resolve("play-lesson.png"));

    // Agon's lessons likewise, the answer clicked on the board.
    var agon = io.github.gongqi.agon.Lessons.all().get(0);
    tab.eval(select("lesson-game", "agon"));
    tab.waitFor(
        "document.getElementById('lesson-title').textContent === " + JsonText.write(agon.title()));
    String answer = agon.solution();
    String from = answer.contains("-") ? answer.substring(0, answer.indexOf('-')) : null;
    if (from != null && !(Boolean) tab.eval(has("#lesson-board [data-move='" + answer + "']"))) {
      tab.click("#lesson-board [data-cell='" + from + "']");
    }
    tab.click("#lesson-board [data-move='" + answer + "']");
    tab.waitFor(SOLVED);
    tab.screenshot(SHOTS.resolve("play-lesson-agon.png"));
  }

  @Test
  void aRecordReplaysInThePage() throws Exception {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    String record =
        io.github.gongqi.gongqi.match.GameRecord.of(
                io.github.gongqi.gongqi.match.Match.local(io.github.gongqi.gongqi.Rules.QUICK)
                    .startGame(java.time.Instant.EPOCH)
                    .play(io.github.gongqi.game.match.Seat.HOST, "d5N1", java.time.Instant.EPOCH)
                    .play(io.github.gongqi.game.match.Seat.GUEST, "e5E1", java.time.Instant.EPOCH))
            .write();
    tab.click(".tab[data-tab='replay']");
    tab.eval("document.getElementById('record-text').value = " + JsonText.write(record));
    tab.click("#record-load");
    tab.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 0 of 2')");
    tab.click("#replay-next");
    tab.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 1 of 2')");
    assertThat((Boolean) tab.eval(has("#replay-board [data-cell='d6'] .stone.black"))).isTrue();
    tab.click("#replay-last");
    tab.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 2 of 2')");
    assertThat((Boolean) tab.eval(has("#replay-board [data-cell='f5'] .stone.white"))).isTrue();
    tab.screenshot(SHOTS.resolve("play-replay.png"));
  }

  /** The fetches the page has made so far, as their addresses. */
  private static final String FETCHES =
      "performance.getEntriesByType('resource').filter(e => e.initiatorType === 'fetch')"
          + ".map(e => e.name)";

  @Test
  void theModulesLoadWithNoGlobalsAndNoConsoleErrors() throws Exception {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), WIDTH, HEIGHT));
    // Every script is a module; none leaves a name on the window for another to read.
    assertThat(tab.eval("[...document.scripts].every(s => s.type === 'module')")).isEqualTo(true);
    assertThat(
            tab.eval(
                "['api', 'refresh', 'render', 'games', 'room', 'token', 'lessons', 'record',"
                    + " 'showTab', 'loadLessons', '$'].filter(n => n in window)"))
        .isEqualTo(List.of());
    // The first page shows a board, the chosen game's start drawn by the server, and a line on
    // each game.
    tab.waitFor(has("#preview-board svg [data-cell]"));
    assertThat(tab.text("#game-summaries")).contains("Gongqi").contains("Agon");
    tab.eval(select("variant", "gongqi/12x12"));
    tab.waitFor(has("#preview-board svg.gongqi-board"));
    assertThat(tab.text("#preview-caption")).contains("Goal: 20 captures");
    // A hot-seat game, a few moves, each tab: nothing on the console.
    tab.eval(select("variant", "gongqi/8x8"));
    tab.click("#create");
    tab.waitFor("state && state.status === 'waiting'");
    tab.click("#start");
    tab.waitFor("state.status === 'running'");
    tab.click("#board [data-cell='d5']");
    tab.click("#board [data-move='d5N1']");
    tab.waitFor("state.moves.length === 1");
    for (String t : List.of("rules", "lessons", "replay", "play")) {
      tab.click(".tab[data-tab='" + t + "']");
      tab.waitFor("!document.getElementById('tab-" + t + "').hidden");
    }
    tab.waitFor("document.querySelectorAll('#lesson-list li').length > 0");
    // Late errors too: a browser asks for an icon after the load (the page names none to fetch).
    Thread.sleep(500);
    assertThat(tab.consoleErrors()).isEmpty();
  }

  @Test
  void aMoveIsOneRequest() throws Exception {
    Chromium.Tab host = openOnlineRoom();
    Chromium.Tab guest = byLink(URI.create(value(host, "share-link")));
    guest.waitFor("state && state.you.join() === 'guest'");
    host.waitFor("state.guestJoined");
    host.click("#ready");
    guest.click("#ready");
    host.waitFor("state.status === 'running'");
    host.click("#board [data-cell='f7'] .stone");
    host.waitFor(has("#board [data-move='f7N1']"));
    Thread.sleep(300);
    int before = ((List<?>) host.eval(FETCHES)).size();
    host.click("#board [data-move='f7N1']");
    host.waitFor("state.moves.length === 1");
    guest.waitFor("state.moves.length === 1");
    // Time enough for any second request to be made and answered.
    Thread.sleep(800);
    List<?> after = (List<?>) host.eval(FETCHES);
    assertThat(after.subList(before, after.size()))
        .as("the move's requests")
        .singleElement()
        .satisfies(u -> assertThat(u.toString()).endsWith("/action"));
    // The answer was shown: the board has the pushed stone, the status the next player.
    assertThat(host.eval(has("#board [data-cell='f8'] .stone.black"))).isEqualTo(true);
    assertThat(host.text("#status")).isEqualTo("White to move");
  }

  /** An expression: the list's current item lies inside the list's visible box. */
  private static String currentInView(String list) {
    return "(() => { const l = document.querySelector("
        + JsonText.write(list)
        + "); const c = l.querySelector('li.current'); if (!c) return false;"
        + " const a = l.getBoundingClientRect(), b = c.getBoundingClientRect();"
        + " return b.top >= a.top - 1 && b.bottom <= a.bottom + 1; })()";
  }

  /** An expression: the list is one column that scrolls downwards, never sideways. */
  private static String oneColumnDownwards(String list) {
    return "(() => { const l = document.querySelector("
        + JsonText.write(list)
        + "); const s = getComputedStyle(l); return (s.columnCount === 'auto' ||"
        + " s.columnCount === '1') && l.scrollHeight > l.clientHeight && l.scrollWidth <="
        + " l.clientWidth; })()";
  }

  @Test
  void theMoveListKeepsTheCurrentMoveInView() throws Exception {
    // A long game played in a hot-seat room through the API, then opened in the browser.
    ApiClient client = new ApiClient(BROWSER.server().uri());
    Map<String, Object> created =
        client.create("{\"rules\":\"gongqi 8x8\",\"mode\":\"hotseat\",\"time\":\"-\"}");
    String id = (String) created.get("room");
    String token = (String) created.get("token");
    String path = "/api/rooms/" + id + "/action";
    assertThat(client.request("POST", path, token, "{\"action\":\"start\"}").status())
        .isEqualTo(200);
    List<String> moves = BrowserPages.quickGame(60);
    for (String m : moves) {
      var r =
          client.request("POST", path, token, JsonText.write(Map.of("action", "move", "move", m)));
      assertThat(r.status()).as(m + ": " + r.text()).isEqualTo(200);
    }
    Chromium.Tab tab =
        byLink(URI.create(BROWSER.server().uri() + "?room=" + id + "#seat=" + token));
    tab.waitFor("state && state.moves.length === " + moves.size());
    assertThat(tab.eval(oneColumnDownwards("#moves"))).isEqualTo(true);
    assertThat(tab.eval(currentInView("#moves"))).as("the last move is in view").isEqualTo(true);
    assertThat(tab.text("#moves li.current")).isEqualTo(moves.get(moves.size() - 1));
    // The page itself did not scroll to show it.
    assertThat(tab.eval("window.scrollY")).isEqualTo(0);
    tab.screenshot(SHOTS.resolve("play-long-game-1280x800.png"));

    // The replay's list likewise, at the end, at the start and in the middle.
    tab.click(".tab[data-tab='replay']");
    tab.eval(
        "document.getElementById('record-text').value = "
            + JsonText.write(BrowserPages.quickRecord(60)));
    tab.click("#record-load");
    tab.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 0 of')");
    tab.click("#replay-last");
    tab.waitFor(currentInView("#replay-moves"));
    assertThat(tab.eval(oneColumnDownwards("#replay-moves"))).isEqualTo(true);
    tab.click("#replay-first");
    tab.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 0 of')");
    tab.eval("document.getElementById('replay-moves').children[29].click()");
    tab.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 30 of')");
    tab.waitFor(currentInView("#replay-moves"));
    tab.screenshot(SHOTS.resolve("play-replay-long-1280x800.png"));
  }
}
