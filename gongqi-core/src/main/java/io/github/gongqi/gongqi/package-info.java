/**
 * The Gongqi rules engine.
 *
 * <p>Start with {@link io.github.gongqi.gongqi.Position#start(Rules)}, list moves with {@link
 * io.github.gongqi.gongqi.Position#legalMoves()} and play them with {@link
 * io.github.gongqi.gongqi.Position#play(Move)}:
 *
 * <pre>{@code
 * Position p = Position.start(Rules.STANDARD);
 * p = p.play(p.parseMove("f7N1"));          // Black pushes f7 one point north
 * p = p.play(Move.swap(Rules.STANDARD));    // White takes the swap
 * System.out.println(p);                    // the board with coordinates
 * }</pre>
 *
 * <p>Every type here is immutable and thread-safe unless its documentation says otherwise (only
 * {@link io.github.gongqi.gongqi.PositionBuilder} is mutable).
 */
package io.github.gongqi.gongqi;
