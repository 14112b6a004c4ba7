package io.github.gongqi.agon;

import io.github.gongqi.game.RefusalReason;

/** Why a move cannot be played in a position; see {@link Position#whyIllegal(Move)}. */
public enum IllegalMoveReason implements RefusalReason {
  /** The game has ended. */
  GAME_OVER,
  /** During placement every action is a placement ({@code Q@a1}, {@code G@a3}). */
  MUST_PLACE_A_PIECE,
  /** The side to move has a captured piece waiting: its turn must return one. */
  MUST_RETURN_A_PIECE_FIRST,
  /** The Queen is returned (or placed) before any Guard. */
  QUEEN_RETURNS_FIRST,
  /** The side to move has no such piece off the board to return or place. */
  NOTHING_TO_RETURN,
  /**
   * A return names the cell it leaves ({@code c5@a3}), which only {@link CapturedPieces#MARKED}
   * rules have: where captured pieces leave the board a return names the piece ({@code G@a3}).
   */
  WRONG_RETURN_NOTATION,
  /**
   * Under {@link CapturedPieces#MARKED}, {@code G@a3} while several marked Guards wait: the return
   * must say which one by the cell it leaves ({@code c5@a3}). ({@code Q@f6}, and {@code G@a3} while
   * one marked Guard waits, name their piece and are accepted.)
   */
  AMBIGUOUS_RETURN,
  /** The cell a return leaves does not hold a marked piece of the side to move. */
  NOT_MARKED,
  /**
   * A Guard returns (and any piece is placed) only on the outer ring; a Queen not on the throne
   * when the rules forbid it.
   */
  WRONG_RETURN_CELL,
  /** The step starts from an empty cell. */
  NO_PIECE,
  /** The step starts from a cell holding the opponent's piece. */
  NOT_YOUR_PIECE,
  /** A step goes to a neighbouring cell only. */
  NOT_ADJACENT,
  /** A step never leads to an outer ring. */
  OUTWARD,
  /** The target cell is occupied. */
  OCCUPIED,
  /** Only a Queen may enter the throne. */
  THRONE_IS_FOR_THE_QUEEN,
  /** Under the variant that forbids it, a step may not end between two enemy pieces. */
  BETWEEN_TWO_ENEMIES,
  /** A pass is legal only when the side to move has no other action. */
  PASS_NOT_ALLOWED
}
