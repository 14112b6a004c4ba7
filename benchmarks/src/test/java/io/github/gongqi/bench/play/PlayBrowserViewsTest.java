package io.github.gongqi.bench.play;

import static io.github.gongqi.bench.play.BrowserPages.NO_SIDEWAYS_SCROLL;
import static io.github.gongqi.bench.play.BrowserPages.has;
import static io.github.gongqi.bench.play.BrowserPages.page;
import static io.github.gongqi.bench.play.BrowserPages.select;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.bench.json.JsonText;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every view of the playground at a laptop's window (1280×800) and at a phone's (390×844): the
 * first page, a hot-seat game, a bot game, an online game waiting for its opponent, a game over,
 * the rules, a lesson and a replay. Each must fit the width (nothing to scroll sideways, no board
 * cut off) and use the words of its kind of game. Screenshots go to {@code
 * benchmarks/target/play-view-*.png}.
 */
class PlayBrowserViewsTest {
  private static final Path SHOTS = Path.of("target");

  /** The server and the browser of this class's tests. */
  @RegisterExtension static final BrowserSession BROWSER = new BrowserSession();

  /** The views seen, each with what went wrong in it (empty when all fit). */
  private final List<String> problems = new ArrayList<>();

  /** Checks that the view fits the window's width and keeps its screenshot. */
  private void look(Chromium.Tab tab, String view, int width, int height) throws Exception {
    String size = width + "x" + height;
    if (!Boolean.TRUE.equals(tab.eval(NO_SIDEWAYS_SCROLL))) {
      problems.add(
          view
              + " at "
              + size
              + " scrolls sideways: "
              + tab.eval("document.documentElement.scrollWidth"));
    }
    // Every board shown lies inside the window's width.
    Object cut =
        tab.eval(
            "[...document.querySelectorAll('.board-wrap svg')].filter(s => s.getClientRects()"
                + ".length && s.getBoundingClientRect().right > window.innerWidth + 1).length");
    if (((Number) cut).intValue() > 0) {
      problems.add(view + " at " + size + " cuts a board off");
    }
    tab.eval("window.scrollTo(0, 0)");
    tab.screenshot(SHOTS.resolve("play-view-" + view + "-" + size + ".png"));
    if (width < 700) {
      // A phone scrolls down to the rest: the whole page, as a player would scroll through it.
      tab.screenshotWhole(SHOTS.resolve("play-view-" + view + "-" + size + "-whole.png"));
    }
  }

  private Chromium.Tab newGame(int width, int height, String variant, String mode) {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), width, height));
    tab.eval(select("variant", variant));
    tab.eval(select("mode", mode));
    return tab;
  }

  private void everyView(int width, int height) throws Exception {
    Chromium.Tab first = page(BROWSER.chromium().open(BROWSER.server().uri(), width, height));
    first.waitFor(has("#preview-board svg"));
    look(first, "first-page", width, height);
    first.eval(select("variant", "gongqi/12x12"));
    first.waitFor(has("#preview-board svg.gongqi-board"));
    look(first, "first-page-gongqi", width, height);
    first.eval(select("mode", "bot"));
    look(first, "new-game-bot-form", width, height);

    // A hot-seat game: the sides are named by their players, no seat link, no Host or Guest.
    Chromium.Tab hot = newGame(width, height, "gongqi/8x8", "hotseat");
    hot.click("#create");
    hot.waitFor("state && state.status === 'waiting'");
    hot.click("#start");
    hot.waitFor("state.status === 'running'");
    hot.click("#board [data-cell='d5']");
    hot.waitFor(has("#board [data-move='d5N1']"));
    assertThat(hot.text("#seat-host .name") + " " + hot.text("#seat-guest .name"))
        .isEqualTo("Black White");
    assertThat(hot.eval("document.getElementById('seat-box').hidden")).isEqualTo(true);
    assertThat(hot.eval("document.getElementById('tab-play').innerText"))
        .asString()
        .doesNotContain("Host")
        .doesNotContain("Guest")
        .doesNotContain("private link");
    look(hot, "hotseat", width, height);
    hot.click("#board [data-move='d5N1']");
    hot.waitFor("state.moves.length === 1");
    hot.eval("window.confirm = () => true");
    hot.click("#resign");
    hot.waitFor("state.status === 'finished'");
    assertThat(hot.text("#status")).isEqualTo(hot.eval("state.result"));
    look(hot, "game-over", width, height);

    Chromium.Tab bot = newGame(width, height, "agon/standard", "bot");
    bot.eval(select("bot", "random"));
    bot.click("#create");
    bot.waitFor("state && state.status === 'running'");
    assertThat(bot.text(".seats")).contains("bot random").contains("you");
    look(bot, "bot", width, height);

    Chromium.Tab online = newGame(width, height, "gongqi/12x12", "online");
    online.click("#create");
    online.waitFor("state && !document.getElementById('share').hidden");
    assertThat(online.text("#status")).isEqualTo("Waiting for your opponent to join");
    look(online, "online-link", width, height);
    Chromium.Tab guest =
        page(
            BROWSER
                .chromium()
                .open(
                    URI.create(
                        online.eval("document.getElementById('share-link').value").toString()),
                    width,
                    height));
    guest.waitFor("state && state.you.join() === 'guest'");
    look(guest, "online-guest", width, height);

    Chromium.Tab rules = page(BROWSER.chromium().open(BROWSER.server().uri(), width, height));
    rules.click(".tab[data-tab='rules']");
    rules.waitFor("!document.getElementById('tab-rules').hidden");
    look(rules, "rules", width, height);
    rules.click(".tab[data-tab='lessons']");
    rules.waitFor("document.getElementById('lesson-title').textContent.length > 0");
    rules.waitFor(has("#lesson-board svg"));
    look(rules, "lesson", width, height);
    rules.click(".tab[data-tab='replay']");
    rules.eval(
        "document.getElementById('record-text').value = "
            + JsonText.write(BrowserPages.quickRecord(40)));
    rules.click("#record-load");
    rules.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 0')");
    rules.click("#replay-last");
    rules.waitFor("document.getElementById('replay-status').textContent.startsWith('Move 40')");
    look(rules, "replay", width, height);
    for (Chromium.Tab t : List.of(first, hot, bot, online, guest, rules)) {
      t.close();
    }
  }

  @Test
  void everyViewFitsALaptopsWindow() throws Exception {
    everyView(1280, 800);
    assertThat(problems).isEmpty();
  }

  @Test
  void everyViewFitsAPhoneWithNoSidewaysScroll() throws Exception {
    everyView(390, 844);
    assertThat(problems).isEmpty();
  }

  @Test
  void theTabsAreAriaTabsTheArrowKeysMove() throws Exception {
    Chromium.Tab tab = page(BROWSER.chromium().open(BROWSER.server().uri(), 1280, 800));
    assertThat(tab.eval("document.querySelector('nav').getAttribute('role')")).isEqualTo("tablist");
    assertThat(
            tab.eval(
                "[...document.querySelectorAll('[role=tab]')].map(t => t.dataset.tab + '='"
                    + " + t.getAttribute('aria-selected') + '>' +"
                    + " document.getElementById(t.getAttribute('aria-controls')).getAttribute('role'))"
                    + ".join(' ')"))
        .isEqualTo(
            "play=true>tabpanel rules=false>tabpanel lessons=false>tabpanel"
                + " replay=false>tabpanel");
    tab.eval("document.querySelector('[role=tab][aria-selected=true]').focus()");
    tab.eval(
        "document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight',"
            + " bubbles: true}))");
    assertThat(tab.eval("document.activeElement.dataset.tab")).isEqualTo("rules");
    assertThat(tab.eval("document.getElementById('tab-rules').hidden")).isEqualTo(false);
    assertThat(tab.eval("document.getElementById('tab-play').hidden")).isEqualTo(true);
    tab.eval(
        "document.activeElement.dispatchEvent(new KeyboardEvent('keydown', {key: 'End',"
            + " bubbles: true}))");
    assertThat(tab.eval("document.activeElement.getAttribute('aria-selected')")).isEqualTo("true");
    assertThat(tab.eval("document.activeElement.dataset.tab")).isEqualTo("replay");
  }
}
