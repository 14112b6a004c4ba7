/**
 * The match around the Gongqi rules: the byo-yomi {@link io.github.gongqi.game.match.GameClock},
 * the {@link io.github.gongqi.gongqi.match.Match} state machine (ready, start, moves, resignation,
 * time loss, draw offers, takebacks, the optional repetition draw), the shared table of {@code
 * io.github.gongqi.game.match}, and {@link io.github.gongqi.gongqi.match.GameRecord} text records.
 *
 * <p>The library never reads the wall clock, starts no thread and never sleeps. Every event carries
 * a {@link java.time.Instant} supplied by the caller; take them from an injectable {@link
 * java.time.InstantSource} ({@code InstantSource.system()} in production, a fixed or hand-advanced
 * source in tests):
 *
 * <pre>{@code
 * InstantSource time = InstantSource.system();
 * Match m = Match.online(Rules.STANDARD)
 *     .ready(Seat.HOST, time.instant())
 *     .ready(Seat.GUEST, time.instant());         // both Ready: the game and the clock start
 * m = m.play(Seat.HOST, "f7N1", time.instant());
 * }</pre>
 *
 * <p>Every type here is immutable and thread-safe.
 */
package io.github.gongqi.gongqi.match;
