/**
 * Board geometry and the game layer: square and hexagonal grids, their symmetries and
 * allocation-free cell-set bitboards ({@code io.github.gongqi.geometry}); and what every game built
 * on them shares: the {@code GameState} contract ({@code io.github.gongqi.game}), the match table
 * ({@code .game.match}), game records ({@code .game.record}), SVG helpers ({@code .game.svg}) and
 * lessons ({@code .game.lesson}). No particular game lives here.
 */
module io.github.gongqi.geometry {
  uses io.github.gongqi.game.Game;

  exports io.github.gongqi.geometry;
  exports io.github.gongqi.game;
  exports io.github.gongqi.game.match;
  exports io.github.gongqi.game.record;
  exports io.github.gongqi.game.svg;
  exports io.github.gongqi.game.lesson;
}
