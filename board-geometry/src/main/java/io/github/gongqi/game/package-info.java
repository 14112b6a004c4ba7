/**
 * The contract every game of the library implements, and what is written once against it: {@link
 * io.github.gongqi.game.GameState} (the bot and learning interface over move ids), {@link
 * io.github.gongqi.game.GamePosition} (typed moves, transitions and results), {@link
 * io.github.gongqi.game.GameMove}, {@link io.github.gongqi.game.GameResult} and {@link
 * io.github.gongqi.game.AbstractResult}, {@link io.github.gongqi.game.GameTransition}, the refusals
 * {@link io.github.gongqi.game.AbstractIllegalMoveException} and {@link
 * io.github.gongqi.game.NotationException}, and {@link io.github.gongqi.game.Perft}.
 *
 * <p>The layer built on the contract lives in the subpackages: the match table in {@code
 * io.github.gongqi.game.match}, game records in {@code io.github.gongqi.game.record}, SVG helpers
 * in {@code io.github.gongqi.game.svg} and lessons in {@code io.github.gongqi.game.lesson}.
 */
package io.github.gongqi.game;
