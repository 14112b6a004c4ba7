/**
 * The rules of Agon (France, 1842) with its historical variants and a Ludii-compatible preset: an
 * immutable {@link io.github.gongqi.agon.Position}, checked and unchecked play, allocation-free
 * move generation, Zobrist hashing, position notation, symmetry and perft.
 */
module io.github.gongqi.agon {
  requires transitive io.github.gongqi.geometry;

  exports io.github.gongqi.agon;
}
