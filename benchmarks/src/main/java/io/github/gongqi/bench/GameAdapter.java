package io.github.gongqi.bench;

import java.util.List;
import java.util.SplittableRandom;

/**
 * What the lab needs from a game, written against each engine's public API. Bots and the commands
 * are generic over it; {@link GongqiAdapter} and {@link AgonAdapter} show how each engine is
 * driven: moves as dense integer ids in a caller-owned buffer, and the unchecked fast path for
 * playouts.
 *
 * @param <P> the game's immutable position type
 */
interface GameAdapter<P> {
  /** Largest number of legal moves a position can have; sizes move buffers. */
  int maxMoves();

  /** The starting position. */
  P start();

  /**
   * Plays one move given in the game's notation.
   *
   * @throws IllegalArgumentException whose message says why the text is malformed or illegal
   */
  P play(P position, String move);

  /** The legal moves with their notation, in the engine's order. */
  List<String> legalMoveNames(P position);

  /** The position after the legal move with that notation (see {@link #legalMoveNames}). */
  P playName(P position, String move);

  /** Perft from the position. */
  long perft(P position, int depth);

  /** Writes the legal move ids into the buffer and returns how many. */
  int legalMoves(P position, int[] buffer);

  /** Plays a legal move id (unchecked fast path). */
  P playId(P position, int moveId);

  /** The notation of a move id. */
  String moveName(P position, int moveId);

  /** Whether the game is over. */
  boolean isOver(P position);

  /** The side to move: 0 for the side that moves first at the start, 1 for the other. */
  int sideToMove(P position);

  /**
   * The winner by colour, 0 (the first mover's colour) or 1, or -1 for a draw or an unfinished
   * game.
   */
  int winnerColour(P position);

  /** Whether the last move exchanged the seats' colours (Gongqi's swap). */
  boolean isSwap(P position, int moveId);

  /** Stones or pieces the side that just moved has captured in all, for the greedy bot. */
  int capturesBy(P position, int colour);

  /** The two colour names, first mover first, as the lab prints them. */
  String[] colourNames();

  /** A drawing of the position. */
  String draw(P position);

  /** A random legal move id, or -1 when none. Playouts use it. */
  default int randomMove(P position, int[] buffer, SplittableRandom rnd) {
    int n = legalMoves(position, buffer);
    return n == 0 ? -1 : buffer[rnd.nextInt(n)];
  }
}
