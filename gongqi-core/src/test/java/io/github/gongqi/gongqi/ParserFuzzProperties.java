package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.ParserFuzzContract;

/**
 * The parser fuzz contract on Gongqi's notation, under both presets; Gongqi's own part: a push
 * whose end point is off the board reads but has no id, a move from an id carries its rules, and a
 * move a position reads always keeps its text.
 */
class ParserFuzzProperties extends ParserFuzzContract<Position, Move> {
  @Override
  protected GameFixture<Position, Move> fixture() {
    return GongqiFixture.GONGQI;
  }

  @Override
  protected void checkRefusedPosition(RuntimeException e) {
    assertThat(e).isInstanceOf(InvalidPositionException.class);
    InvalidPositionException invalid = (InvalidPositionException) e;
    assertThat(invalid.problems()).isNotEmpty().hasSameSizeAs(invalid.messages());
  }

  @Override
  protected String moveAlphabet() {
    return "abcdefghijklmzNESWnswapsx0123456789 -_";
  }

  @Override
  protected String positionAlphabet() {
    return "XOxo0123456789/ bwndso-+";
  }

  @Override
  protected boolean hasNoId(Move move) {
    return move instanceof Move.Push push && push.endPoint() < 0;
  }

  @Override
  protected void checkMoveWithoutId(Move move, IllegalStateException e) {
    throw e; // only a push off the board has no id
  }

  @Override
  protected void checkMoveOfRules(Move move, Position like) {
    assertThat(move.rules()).isEqualTo(like.rules());
  }

  @Override
  protected void checkParsedMove(Position p, Move move, String text) {
    assertThat(move.toString()).isEqualTo(text);
    assertThat(p.parseMove(move.toString())).isEqualTo(move);
  }
}
