package io.github.gongqi.bench;

import io.github.gongqi.gongqi.Perft;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;

/** Drives the Gongqi engine for the lab. */
final class GongqiAdapter implements GameAdapter<Position> {
  private final Rules rules;

  private GongqiAdapter(Rules rules) {
    this.rules = rules;
  }

  static GongqiAdapter of(int size) {
    return new GongqiAdapter(size == 8 ? Rules.QUICK : Rules.STANDARD);
  }

  Rules rules() {
    return rules;
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
  public long perft(Position position, int depth) {
    return Perft.perft(position, depth);
  }

  @Override
  public String[] colourNames() {
    return new String[] {"black", "white"};
  }
}
