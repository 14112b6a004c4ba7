/**
 * The Agon rules engine.
 *
 * <p>Start with {@link io.github.gongqi.agon.Position#start(Rules)}, list moves with {@link
 * io.github.gongqi.agon.Position#legalMoves()} and play them with {@link
 * io.github.gongqi.agon.Position#play(Move)}. Cells are the dense indices of {@link
 * io.github.gongqi.agon.Board} ({@code a1} = 0 … {@code k11} = 90).
 */
package io.github.gongqi.agon;
