/**
 * The table around the rules, written once for every game: {@link
 * io.github.gongqi.game.match.AbstractMatch} (two {@link io.github.gongqi.game.match.Seat seats},
 * the lifecycle, resignation, draw offers, takebacks, an optional repetition draw and the history)
 * with its types {@link Mode}, {@link Status}, {@link Ending} and {@link Options}; its events
 * ({@link io.github.gongqi.game.match.MatchEvent}) and refusals ({@link
 * io.github.gongqi.game.match.MatchStateException}); the moves of its game line ({@link
 * io.github.gongqi.game.match.PlayedMove}); and the byo-yomi {@link
 * io.github.gongqi.game.match.GameClock} under a {@link io.github.gongqi.game.match.TimeControl}.
 *
 * <p>Nothing here reads the wall clock: every event carries an instant supplied by the caller.
 * Every type here is immutable and thread-safe.
 */
package io.github.gongqi.game.match;
