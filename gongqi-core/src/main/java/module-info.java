/**
 * The complete rules of Gongqi: positions, pushes, captures, power, the opening swap, passes,
 * notation, Zobrist hashing and perft. See {@link io.github.gongqi.core.Position}.
 */
module io.github.gongqi.core {
  requires transitive io.github.gongqi.geometry;

  exports io.github.gongqi.core;
}
