package io.github.gongqi.tictactoe;

import io.github.gongqi.game.GameTransition;
import io.github.gongqi.geometry.CellSet;

/**
 * What a move did: tic-tac-toe captures nothing.
 *
 * @param before the position before
 * @param move the move
 * @param after the position after
 */
public record Transition(Position before, Move move, Position after)
    implements GameTransition<Position, Move> {
  @Override
  public CellSet captured() {
    return CellSet.empty();
  }
}
