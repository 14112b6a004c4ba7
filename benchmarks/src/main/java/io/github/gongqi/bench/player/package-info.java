/**
 * The players of a lab game apart from how they are served: the {@link
 * io.github.gongqi.bench.player.Player} contract a referee drives, a lab bot as a player, and the
 * bot specifications of the command line ({@link io.github.gongqi.bench.player.BotSpec}). Engines
 * are players too; they live in {@code engine}, above this package.
 */
package io.github.gongqi.bench.player;
