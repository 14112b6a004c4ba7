package io.github.gongqi.agon;

/**
 * Where a game stands apart from the pieces: the side to move, the phase, the passes in a row and
 * the ply. A value group for building a {@link Position}, dissolved by the compiler on the move
 * path as {@link Army} is.
 *
 * @param stm the side to move: 0 White, 1 Black
 * @param placing whether the game is in its placement phase
 * @param passes the passes just played in a row, 0 to 2
 * @param ply the number of actions played
 */
record Turn(int stm, boolean placing, int passes, int ply) {}
