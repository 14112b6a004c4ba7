package io.github.gongqi.agon;

import io.github.gongqi.game.testing.GameFixture;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Agon for the contract suites: the four presets and random rules; positions are read under given
 * rules.
 */
final class AgonFixture {
  /** The fixture every contract suite of Agon gets. */
  static final GameFixture<Position, Move> AGON =
      GameFixture.<Position, Move>builder()
          .starts(AgonFixture::starts)
          .randomPosition(AgonFixture::randomPosition)
          .parsePosition((text, like) -> Position.parse(text, like.rules()))
          .moveFromId((id, like) -> Move.fromId(id, like.rules()))
          .parseMove((text, like) -> Move.parse(text, like.rules()))
          .legalMoves(Position::legalMoves)
          .playMove(Position::play)
          .playText(Position::play)
          .isLegal(Position::isLegal)
          .whyIllegal(Position::whyIllegal)
          .build();

  private AgonFixture() {}

  /** A start position under each preset. */
  static List<Position> starts() {
    return Arrays.stream(RandomGames.PRESETS).map(Position::start).toList();
  }

  /** A random position under random rules (or a preset) after a seeded random game. */
  static Position randomPosition(long seed) {
    Random rnd = new Random(seed);
    Rules rules =
        rnd.nextBoolean()
            ? RandomGames.PRESETS[rnd.nextInt(RandomGames.PRESETS.length)]
            : RandomGames.randomRules(rnd);
    return RandomGames.randomPosition(rules, rnd.nextLong(), rnd.nextInt(160));
  }
}
