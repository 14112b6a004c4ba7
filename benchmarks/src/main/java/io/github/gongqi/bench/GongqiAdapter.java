package io.github.gongqi.bench;

import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Perft;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import java.util.ArrayList;
import java.util.List;

/** Drives the Gongqi engine for the lab. */
final class GongqiAdapter implements GameAdapter<Position> {
  private final Rules rules;
  private final int swapId;

  private GongqiAdapter(Rules rules) {
    this.rules = rules;
    this.swapId = Move.swap(rules).id();
  }

  static GongqiAdapter of(int size) {
    return new GongqiAdapter(size == 8 ? Rules.QUICK : Rules.STANDARD);
  }

  Rules rules() {
    return rules;
  }

  @Override
  public int maxMoves() {
    return rules.maxLegalMoves();
  }

  @Override
  public Position start() {
    return Position.start(rules);
  }

  @Override
  public Position play(Position position, String move) {
    // Notation errors and illegal moves both come out as IllegalArgumentException with a reason.
    return position.play(position.parseMove(move));
  }

  @Override
  public List<String> legalMoveNames(Position position) {
    List<String> names = new ArrayList<>();
    for (Move m : position.legalMoves()) {
      names.add(m.toString());
    }
    return names;
  }

  @Override
  public Position playName(Position position, String move) {
    return play(position, move);
  }

  @Override
  public long perft(Position position, int depth) {
    return Perft.perft(position, depth);
  }

  @Override
  public int legalMoves(Position position, int[] buffer) {
    return position.legalMoves(buffer);
  }

  @Override
  public Position playId(Position position, int moveId) {
    return position.playUnchecked(moveId);
  }

  @Override
  public String moveName(Position position, int moveId) {
    return Move.fromId(moveId, rules).toString();
  }

  @Override
  public boolean isOver(Position position) {
    return position.isOver();
  }

  @Override
  public int sideToMove(Position position) {
    return position.sideToMove() == Side.BLACK ? 0 : 1;
  }

  @Override
  public int winnerColour(Position position) {
    return position.result().winner().map(c -> c == Side.BLACK ? 0 : 1).orElse(-1);
  }

  @Override
  public boolean isSwap(Position position, int moveId) {
    return moveId == swapId;
  }

  @Override
  public int capturesBy(Position position, int colour) {
    return position.captures(colour == 0 ? Side.BLACK : Side.WHITE);
  }

  @Override
  public String[] colourNames() {
    return new String[] {"black", "white"};
  }

  @Override
  public String draw(Position position) {
    return position.toString();
  }
}
