package io.github.gongqi.bench.play;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Hostile game records for the tests: long cycles of four moves that come back to the start. */
final class Cycles {
  private Cycles() {}

  /**
   * An Agon record of {@code moves} moves (a multiple of 4) going round one four-move cycle, with a
   * repetition limit far above what the game reaches.
   */
  static String agonCycle(int moves) {
    return cycle(Games.named("agon"), moves);
  }

  /** Four moves of the game's default rules after which its start position is back. */
  static List<String> fourMoveCycle(Game<?> game) {
    return startCycle(game);
  }

  private static <P extends GamePosition<P, ?, ?, ?>> List<String> startCycle(Game<P> game) {
    return findCycle(game.start(game.defaultRules()));
  }

  private static <P extends GamePosition<P, ?, ?, ?>> String cycle(Game<P> game, int moves) {
    String rules = game.defaultRules();
    P start = game.start(rules);
    List<String> four = findCycle(start);
    AbstractMatch<P, ?, ?, ?, ?, ?> m =
        game.newMatch(rules, Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT);
    Instant at = Instant.parse("2026-01-01T00:00:00Z");
    m = m.startGame(at);
    for (int i = 0; i < moves; i++) {
      Seat s = m.seatToMove().orElseThrow();
      m = m.play(s, four.get(i % 4), at);
    }
    String text = game.writeRecord(m, Map.of());
    // The tag goes with the others: before the first blank line.
    int end = text.indexOf("\n\n");
    return text.substring(0, end) + "\n[Repetition \"999999999\"]" + text.substring(end);
  }

  /** Four moves, two a side, after which the start position is back. */
  private static <P extends GamePosition<P, ?, ?, ?>> List<String> findCycle(P p0) {
    for (int a : moves(p0)) {
      P p1 = p0.play(a);
      for (int b : moves(p1)) {
        P p2 = p1.play(b);
        for (int c : moves(p2)) {
          P p3 = p2.play(c);
          for (int d : moves(p3)) {
            P p4 = p3.play(d);
            if (p4.zobrist() == p0.zobrist()) {
              return List.of(
                  p0.moveNotation(a), p1.moveNotation(b), p2.moveNotation(c), p3.moveNotation(d));
            }
          }
        }
      }
    }
    throw new AssertionError("no four-move cycle from the start");
  }

  private static List<Integer> moves(GamePosition<?, ?, ?, ?> p) {
    int[] buf = new int[p.maxLegalMoves()];
    int n = p.legalMoves(buf);
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(buf[i]);
    }
    return out;
  }
}
