/**
 * The bots: {@link io.github.gongqi.bench.bot.Bot} and its random, greedy and Monte Carlo tree
 * search players, written against the {@link io.github.gongqi.game.GameState} contract alone, so
 * that each plays both games.
 */
package io.github.gongqi.bench.bot;
