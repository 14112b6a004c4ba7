package io.github.gongqi.gongqi;

import io.github.gongqi.game.testing.GameFixture;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Gongqi for the contract suites: both presets; a position's notation carries its board size, so
 * the text alone gives the rules.
 */
final class GongqiFixture {
  /** The fixture every contract suite of Gongqi gets. */
  static final GameFixture<Position, Move> GONGQI =
      GameFixture.<Position, Move>builder()
          .starts(GongqiFixture::starts)
          .randomPosition(GongqiFixture::randomPosition)
          .parsePosition((text, like) -> Position.parse(text))
          .moveFromId((id, like) -> Move.fromId(id, like.rules()))
          .parseMove((text, like) -> Move.parse(text, like.rules()))
          .legalMoves(Position::legalMoves)
          .playMove(Position::play)
          .playText(Position::play)
          .isLegal(Position::isLegal)
          .whyIllegal(Position::whyIllegal)
          .build();

  private GongqiFixture() {}

  /** A start position under each preset. */
  static List<Position> starts() {
    return Arrays.stream(Rules.values()).map(Position::start).toList();
  }

  /** A random position from a seeded game of either preset, or a start position. */
  static Position randomPosition(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Position p = Position.start(Rules.values()[rnd.nextInt(2)]);
    int plies = rnd.nextInt(120);
    for (int i = 0; i < plies && !p.isOver(); i++) {
      List<Move> moves = p.legalMoves();
      p = p.play(moves.get(rnd.nextInt(moves.size())));
    }
    return p;
  }
}
