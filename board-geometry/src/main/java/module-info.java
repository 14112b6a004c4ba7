/**
 * Board geometry: square and hexagonal grids, their symmetries, and allocation-free cell-set
 * bitboards. Nothing in this module knows a game.
 */
module io.github.gongqi.geometry {
  exports io.github.gongqi.geometry;
  exports io.github.gongqi.game;
}
