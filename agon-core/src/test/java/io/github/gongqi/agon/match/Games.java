package io.github.gongqi.agon.match;

import io.github.gongqi.agon.Board;
import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import java.util.List;
import java.util.Random;

/** Seeded random play for the match and record tests. */
final class Games {
  private Games() {}

  /**
   * Picks a move: uniformly, or (when biased) mostly inward steps and throne drops, so that games
   * reach the centre and the formations.
   */
  static Move pick(Position p, Random rnd, boolean biased) {
    List<Move> moves = p.legalMoves();
    if (biased && rnd.nextInt(10) < 8) {
      Move best = null;
      int bestScore = Integer.MIN_VALUE;
      for (Move m : moves) {
        int score = rnd.nextInt(3);
        if (m instanceof Move.Step s) {
          score += 4 * (Board.ring(s.from()) - Board.ring(s.to()));
        } else if (m instanceof Move.Drop d && d.to() == Board.THRONE) {
          score += 8;
        } else if (m instanceof Move.Return r && r.to() == Board.THRONE) {
          score += 8;
        }
        if (score > bestScore) {
          bestScore = score;
          best = m;
        }
      }
      return best;
    }
    return moves.get(rnd.nextInt(moves.size()));
  }
}
