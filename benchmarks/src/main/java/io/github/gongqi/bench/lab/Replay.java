package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.bench.json.JsonlLines;
import io.github.gongqi.game.GamePosition;

/**
 * Checks a game line against the library: its moves are replayed from the start under its rules,
 * and its plies, result and reason must be what they give. A game the rules ended must carry the
 * rules' winner and reason; a game cut at the ply limit must be a draw with the reason {@code max
 * plies N}, N its plies; any other game is a player's fault (an engine's crash or illegal answer, a
 * loss on time), which the moves cannot show, so its result must be a win and, once a move has been
 * played, the loser must be the side to move (faults before the first move may be either side's).
 */
final class Replay {
  private Replay() {}

  /**
   * Checks one game.
   *
   * @param game the game's rules
   * @param g the line
   * @return null if the line is what its moves give, otherwise why not, in one line
   */
  static <P extends GamePosition<P, ?, ?, ?>> String check(LabGame<P> game, GameLog g) {
    if (g.plies() != g.moves().size()) {
      return "plies " + g.plies() + " is not the number of moves, " + g.moves().size();
    }
    P p = game.start();
    for (int i = 0; i < g.moves().size(); i++) {
      String move = g.moves().get(i);
      if (p.isOver()) {
        return "move " + (i + 1) + " '" + JsonlLines.cut(move) + "' comes after the game is over";
      }
      try {
        p = game.play(p, move);
      } catch (IllegalArgumentException e) {
        return "move "
            + (i + 1)
            + " '"
            + JsonlLines.cut(move)
            + "' does not replay: "
            + JsonlLines.cut(String.valueOf(e.getMessage()));
      }
    }
    String[] colours = game.colourNames();
    if (p.isOver()) {
      int w = p.winningPlayer();
      String result = w < 0 ? "draw" : colours[w];
      String reason = game.reason(p);
      if (!result.equals(g.result()) || !reason.equals(g.reason())) {
        return "the moves give "
            + result
            + " ("
            + reason
            + "), not "
            + JsonlLines.cut(g.result())
            + " ("
            + JsonlLines.cut(g.reason())
            + ")";
      }
      return null;
    }
    if (g.reason().equals("max plies " + g.plies())) {
      return g.result().equals("draw")
          ? null
          : "a game cut at the ply limit is a draw, not " + g.result();
    }
    if (g.result().equals("draw")) {
      return "the moves end in no result, so draw ("
          + JsonlLines.cut(g.reason())
          + ") is neither the ply limit nor a player's fault";
    }
    if (g.plies() > 0) {
      String winner = colours[1 - p.playerToMove()];
      if (!winner.equals(g.result())) {
        return "a fault is the loss of the side to move ("
            + colours[p.playerToMove()]
            + "), so the result is "
            + winner
            + ", not "
            + g.result();
      }
    }
    return null;
  }
}
