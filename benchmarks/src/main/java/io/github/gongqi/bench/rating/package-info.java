/**
 * Ratings from game results: Elo by maximum likelihood under the Bradley–Terry model, with its 95%
 * intervals, as the tournament's table prints them.
 */
package io.github.gongqi.bench.rating;
