package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.match.GameRecord;
import io.github.gongqi.gongqi.match.Match;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** What the browser tests of the playground share: opening its page and reading what it shows. */
final class BrowserPages {
  private BrowserPages() {}

  /**
   * Gives the test a read-only {@code state}: the room state the page shows, as the page writes it
   * on its game element (the page itself keeps no global).
   */
  static Chromium.Tab watch(Chromium.Tab tab) {
    tab.eval(
        "Object.defineProperty(window, 'state', {configurable: true, get: () =>"
            + " JSON.parse(document.getElementById('game').dataset.state || 'null')}); true");
    return tab;
  }

  /** The page, once it has the server's list of games (its picker is built from it). */
  static Chromium.Tab page(Chromium.Tab tab) {
    tab.waitFor("document.body.dataset.games === 'loaded'");
    return watch(tab);
  }

  /** Opens a page in a fresh browser and waits for its list of games. */
  static Chromium.Tab open(Chromium chromium, URI uri, int width, int height) {
    return page(chromium.open(uri, width, height));
  }

  /** An expression that sets a select's value as a player would, and returns the value. */
  static String select(String id, String value) {
    return "(() => { const s = document.getElementById("
        + JsonText.write(id)
        + "); s.value = "
        + JsonText.write(value)
        + "; s.dispatchEvent(new Event('change')); return s.value; })()";
  }

  /** An expression true when a selector matches. */
  static String has(String selector) {
    return "!!document.querySelector(" + JsonText.write(selector) + ")";
  }

  /** An expression true when the page is no wider than the window: nothing to scroll sideways. */
  static final String NO_SIDEWAYS_SCROLL =
      "document.documentElement.scrollWidth <= window.innerWidth"
          + " && document.body.scrollWidth <= window.innerWidth";

  /**
   * A quick Gongqi game of {@code plies} moves (or fewer, if it ends), each the legal move at a
   * fixed stride through the list: long and always the same.
   */
  static List<String> quickGame(int plies) {
    Match m = Match.local(Rules.QUICK).startGame(Instant.EPOCH);
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < plies && m.seatToMove().isPresent(); i++) {
      Seat seat = m.seatToMove().orElseThrow();
      List<Move> legal = m.position().legalMoves();
      String move = legal.get((i * 7 + 3) % legal.size()).toString();
      if (move.equals("swap") || move.equals("pass")) {
        move = legal.get(0).toString();
      }
      m = m.play(seat, move, Instant.EPOCH);
      moves.add(move);
    }
    return moves;
  }

  /** The record of {@link #quickGame}. */
  static String quickRecord(int plies) {
    Match m = Match.local(Rules.QUICK).startGame(Instant.EPOCH);
    for (String move : quickGame(plies)) {
      m = m.play(m.seatToMove().orElseThrow(), move, Instant.EPOCH);
    }
    return GameRecord.of(m).write();
  }
}
