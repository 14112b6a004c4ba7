/**
 * The rules of Agon (France, 1842) with its historical variants and a Ludii-compatible preset: an
 * immutable {@link io.github.gongqi.agon.Position}, checked and unchecked play, allocation-free
 * move generation, Zobrist hashing, position notation, symmetry and perft; and the match around the
 * rules ({@link io.github.gongqi.agon.match.Match}: resignation, draw offers, an optional
 * repetition draw) with PGN-like {@link io.github.gongqi.agon.match.GameRecord game records}.
 */
module io.github.gongqi.agon {
  requires transitive io.github.gongqi.geometry;

  exports io.github.gongqi.agon;
  exports io.github.gongqi.agon.match;

  provides io.github.gongqi.game.Game with
      io.github.gongqi.agon.AgonGame;
}
