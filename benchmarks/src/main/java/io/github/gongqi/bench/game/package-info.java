/**
 * A registered game under chosen rules, as the lab uses it ({@link
 * io.github.gongqi.bench.game.LabGame}): start, notation, perft, the board as text and the record
 * of a lab game, all through {@link io.github.gongqi.game.Game}, so the lab names no game.
 */
package io.github.gongqi.bench.game;
