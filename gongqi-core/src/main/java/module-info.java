/**
 * The complete rules of Gongqi: positions, pushes, captures, power, the opening swap, passes,
 * notation, Zobrist hashing and perft (see {@link io.github.gongqi.gongqi.Position}), and the match
 * around them: clock, match state machine and game records (see {@link
 * io.github.gongqi.gongqi.match.Match}).
 */
module io.github.gongqi.gongqi {
  requires transitive io.github.gongqi.geometry;

  exports io.github.gongqi.gongqi;
  exports io.github.gongqi.gongqi.match;

  provides io.github.gongqi.game.Game with
      io.github.gongqi.gongqi.GongqiGame;
}
