package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.testing.ParserFuzzContract;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The parser fuzz contract on Gongqi's notation, under both presets; Gongqi's own part: a push
 * whose end point is off the board reads but has no id, a move from an id carries its rules, and a
 * move a position reads always keeps its text.
 */
class ParserFuzzProperties extends ParserFuzzContract<Position, Move> {
  @Override
  protected List<Position> starts() {
    List<Position> out = new ArrayList<>();
    for (Rules rules : Rules.values()) {
      out.add(Position.start(rules));
    }
    return out;
  }

  /** A random position from a seeded game of either preset, or a start position. */
  @Override
  protected Position randomPosition(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Rules rules = Rules.values()[rnd.nextInt(2)];
    Position p = Position.start(rules);
    int plies = rnd.nextInt(120);
    for (int i = 0; i < plies && !p.isOver(); i++) {
      List<Move> moves = p.legalMoves();
      p = p.play(moves.get(rnd.nextInt(moves.size())));
    }
    return p;
  }

  @Override
  protected Move moveFromId(int id, Position like) {
    return Move.fromId(id, like.rules());
  }

  @Override
  protected Move parseMove(String text, Position like) {
    return Move.parse(text, like.rules());
  }

  @Override
  protected Position parsePosition(String text, Position like) {
    return Position.parse(text);
  }

  @Override
  protected Position playMove(Position p, Move move) {
    return p.play(move);
  }

  @Override
  protected Position playText(Position p, String text) {
    return p.play(text);
  }

  @Override
  protected boolean isLegal(Position p, Move move) {
    return p.isLegal(move);
  }

  @Override
  protected Optional<?> whyIllegal(Position p, Move move) {
    return p.whyIllegal(move);
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
