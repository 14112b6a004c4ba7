package io.github.gongqi.bench.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.gongqi.bench.lab.JsonText;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The playground in a real browser: headless Chromium over the DevTools protocol, two browser
 * contexts as Host and Guest. Skipped where Chromium is not installed ({@code apt-get install
 * chromium}); CI installs it. Screenshots go to {@code benchmarks/target/play-*.png}.
 */
class PlayBrowserTest {
  private static final Path SHOTS = Path.of("target");
  private static PlayServer server;
  private static Chromium chromium;

  private static final String NO_CHROMIUM =
      "Chromium is not installed (no /usr/bin/chromium, no $CHROMIUM): the browser test of the"
          + " playground is skipped; install Debian's chromium to run it";

  @BeforeAll
  static void start() throws Exception {
    Optional<Path> exe = Chromium.find();
    if (exe.isPresent()) {
      server = PlayServer.start("127.0.0.1", 0, InstantSource.system());
      chromium = Chromium.launch(exe.get());
    }
  }

  @BeforeEach
  void needsChromium() {
    // Per test rather than per class, so each skip is reported with its reason.
    assumeTrue(chromium != null, NO_CHROMIUM);
  }

  @AfterAll
  static void stop() throws Exception {
    if (chromium != null) {
      chromium.close();
    }
    if (server != null) {
      server.close();
    }
  }

  private static String select(String id, String value) {
    return "(() => { const s = document.getElementById('"
        + id
        + "'); s.value = '"
        + value
        + "'; s.dispatchEvent(new Event('change')); return s.value; })()";
  }

  @Test
  void anOnlineGongqiRoomFromTwoBrowsers() throws Exception {
    Chromium.Tab host = chromium.open(server.uri(), 1200, 900);
    assertThat(host.eval(select("variant", "gongqi/12"))).isEqualTo("gongqi/12");
    assertThat(host.eval(select("mode", "online"))).isEqualTo("online");
    host.click("#create");
    host.waitFor("document.getElementById('share-link').value.includes('?room=')");
    host.waitFor("!document.getElementById('share').classList.contains('hidden')");
    String link = (String) host.eval("document.getElementById('share-link').value");
    assertThat(host.text("#status")).isEqualTo("Waiting for the Guest to join");
    host.screenshot(SHOTS.resolve("play-gongqi-waiting.png"));

    Chromium.Tab guest = chromium.open(java.net.URI.create(link), 1200, 900);
    guest.waitFor("state && state.you.length === 1 && state.you[0] === 'guest'");
    host.waitFor("state && state.guestJoined");
    assertThat(guest.text("#status")).isEqualTo("Both players press Ready to start the clocks");
    // The clocks stand still before both are ready.
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
        .contains("North: push f7N1")
        .contains("East: hidden, the line is longer than the power")
        .contains("South: hidden, the line is longer than the power")
        .contains("West: push f7W1");
    host.screenshot(SHOTS.resolve("play-gongqi-selected.png"));
    host.click("#board [data-move='f7N1']");

    // The Guest's board changes: f7 pushed north onto f8, a new Black stone on f7.
    guest.waitFor("state.moves.length === 1");
    assertThat(guest.eval("!!document.querySelector(\"#board [data-cell='f8'] .stone.black\")"))
        .isEqualTo(true);
    assertThat(guest.text("#status")).isEqualTo("White to move: your turn");
    assertThat(guest.eval("!document.getElementById('swap').classList.contains('hidden')"))
        .as("the swap is offered to White now")
        .isEqualTo(true);
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
  void anAgonGameAtOneScreen() throws Exception {
    Chromium.Tab tab = chromium.open(server.uri(), 1200, 900);
    tab.eval(select("variant", "agon/standard"));
    tab.eval(select("mode", "hotseat"));
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
  void theFirstLessonIsSolvedByClicking() throws Exception {
    var first = io.github.gongqi.gongqi.Lessons.all().get(0);
    Chromium.Tab tab = chromium.open(server.uri(), 1200, 900);
    tab.click(".tab[data-tab='lessons']");
    tab.waitFor("document.querySelectorAll('#lesson-list li').length > 0");
    tab.waitFor("document.getElementById('lesson-title').textContent.length > 0");
    assertThat(tab.text("#lesson-title")).isEqualTo(first.title());
    // The lesson's board shows the stone selected with its pushes; clicking the answer solves it.
    tab.click("#lesson-board [data-move='" + first.solution() + "']");
    tab.waitFor("document.getElementById('lesson-verdict').classList.contains('good')");
    assertThat(tab.text("#lesson-verdict")).isEqualTo(first.check(first.solution()).message());
    tab.click("#lesson-hint");
    assertThat(tab.eval("document.getElementById('lesson-hint-text').classList.contains('hidden')"))
        .isEqualTo(false);
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
    tab.waitFor("document.getElementById('lesson-verdict').classList.contains('good')");
    tab.screenshot(SHOTS.resolve("play-lesson-agon.png"));
  }

  private static String has(String selector) {
    return "!!document.querySelector(" + JsonText.write(selector) + ")";
  }

  @Test
  void aRecordReplaysInThePage() throws Exception {
    Chromium.Tab tab = chromium.open(server.uri(), 1200, 900);
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
}
