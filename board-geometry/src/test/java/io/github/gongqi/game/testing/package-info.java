/**
 * The contract suites every game must pass, published in board-geometry's test-jar: abstract JUnit
 * and jqwik classes whose tests a game inherits by extending them with a small fixture (a few
 * methods that build its positions, parse its text and name its own types). Each game's tests keep
 * only what is the game's own; what both games check in the same way is written here once.
 */
package io.github.gongqi.game.testing;
