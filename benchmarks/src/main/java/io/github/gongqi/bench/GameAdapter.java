package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * What the lab needs from a game beyond the {@link GameState} contract that bots use: the start
 * under the chosen options, notation in and out, perft and a drawing. {@link GongqiAdapter} and
 * {@link AgonAdapter} are the only places that name a game's own types.
 *
 * @param <P> the game's immutable position type
 */
interface GameAdapter<P extends GameState<P>> {
  /** The starting position. */
  P start();

  /**
   * Plays one move given in the game's notation.
   *
   * @throws IllegalArgumentException whose message says why the text is malformed or illegal
   */
  P play(P position, String move);

  /** The legal moves with their notation, in the engine's order. */
  default List<String> legalMoveNames(P position) {
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    List<String> names = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      names.add(position.moveNotation(ids[i]));
    }
    return names;
  }

  /** Perft from the position. */
  long perft(P position, int depth);

  /** The two colour names, player 0's first, as the lab prints them. */
  String[] colourNames();

  /** A drawing of the position. */
  default String draw(P position) {
    return position.toString();
  }
}
