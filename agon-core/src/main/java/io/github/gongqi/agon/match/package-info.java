/**
 * The match around the Agon rules: the {@link io.github.gongqi.agon.match.Match} state machine
 * (ready or start, moves, resignation, draw offers, the optional repetition draw) and {@link
 * io.github.gongqi.agon.match.GameRecord} text records. It has the same shape as the Gongqi match
 * ({@code io.github.gongqi.gongqi.match}) so that a user who knows one knows both, without either
 * module depending on the other; Agon's match has no clock, since a clock shared between the two
 * games would need a common module.
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
