package io.github.gongqi.bench;

import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.gongqi.Perft;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.match.GameRecord;
import io.github.gongqi.gongqi.match.Match;

/** Drives the Gongqi engine for the lab. */
public final class GongqiAdapter implements GameAdapter<Position> {
  private final Rules rules;

  private GongqiAdapter(Rules rules) {
    this.rules = rules;
  }

  /**
   * Returns the adapter for a board size.
   *
   * @param size 8 for {@link Rules#QUICK}, anything else for {@link Rules#STANDARD}
   * @return the adapter
   */
  public static GongqiAdapter of(int size) {
    return new GongqiAdapter(size == 8 ? Rules.QUICK : Rules.STANDARD);
  }

  /**
   * Returns the adapter for rules.
   *
   * @param rules the rules
   * @return the adapter
   */
  public static GongqiAdapter of(Rules rules) {
    return new GongqiAdapter(rules);
  }

  @Override
  public Position parsePosition(String notation) {
    return Position.parse(notation, rules);
  }

  @Override
  public String reason(Position position) {
    return position.result().termination();
  }

  @Override
  public String record(Transcript t) {
    return GameAdapter.record(
        t, Match.create(rules, Mode.LOCAL, t.control(), Options.DEFAULT), GameRecord::of);
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
