/**
 * The match around the Agon rules: the {@link io.github.gongqi.agon.match.Match} state machine
 * (ready or start, moves, resignation, draw offers, takebacks, the optional repetition draw, an
 * optional clock) and {@link io.github.gongqi.agon.match.GameRecord} text records. Both are the
 * shared table of {@code io.github.gongqi.game.match} and record layer of {@code
 * io.github.gongqi.game.record}, so the Gongqi match ({@code io.github.gongqi.gongqi.match}) has
 * exactly the same shape.
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
 *     .ready(Seat.GUEST, time.instant());         // both Ready: the game starts, White to move
 * m = m.play(Seat.HOST, "a1-b2", time.instant());  // the Host plays White
 * String record = GameRecord.of(m).withTag("Event", "Club night").write();
 * }</pre>
 *
 * <p>Every type here is immutable and thread-safe.
 */
package io.github.gongqi.agon.match;
