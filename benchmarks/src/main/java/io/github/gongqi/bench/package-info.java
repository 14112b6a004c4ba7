/**
 * The lab's entry point and what all its parts share: {@link io.github.gongqi.bench.Main} (the
 * command line of {@code benchmarks.jar}, a contract that scripts depend on), {@link
 * io.github.gongqi.bench.Demo} (the default command), and {@link
 * io.github.gongqi.bench.GameAdapter} with its two implementations, the only places outside the
 * games that name a game's own types.
 *
 * <p>The rest is in subpackages by role: {@code jmh} (the JMH suites), {@code lab} (the commands
 * and their runs), {@code bot} (the bots), {@code engine} (the engine protocol, both sides), {@code
 * rating} (Elo) and {@code play} (the playground).
 */
package io.github.gongqi.bench;
