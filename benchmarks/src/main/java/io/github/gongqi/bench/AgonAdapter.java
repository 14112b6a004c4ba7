package io.github.gongqi.bench;

import io.github.gongqi.agon.Perft;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Setup;
import io.github.gongqi.agon.match.GameRecord;
import io.github.gongqi.agon.match.Match;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import java.util.Locale;

/** Drives the Agon engine for the lab. */
public final class AgonAdapter implements GameAdapter<Position> {
  private final Rules rules;

  private AgonAdapter(Rules rules) {
    this.rules = rules;
  }

  /**
   * Builds the rules from {@code --setup} and {@code --preset}; the LUDII preset fixes its own
   * (CLASSIC) setup, so another setup beside it is refused.
   *
   * @param setup {@code standard}, {@code classic} or {@code placement} in any case, null for the
   *     standard setup
   * @param preset {@code ludii} or null
   * @return the adapter
   * @throws Main.UsageException naming the option that is wrong
   */
  public static AgonAdapter of(String setup, String preset) {
    Setup s = Setup.STANDARD;
    if (setup != null) {
      try {
        s = Setup.valueOf(setup.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new Main.UsageException(
            "--setup " + setup + " is not an Agon setup: expected standard, classic or placement");
      }
    }
    if (preset != null) {
      if (!preset.equalsIgnoreCase("ludii")) {
        throw new Main.UsageException(
            "--preset " + preset + " is not an Agon preset: expected ludii");
      }
      if (setup != null && s != Setup.CLASSIC) {
        throw new Main.UsageException(
            "--setup " + setup + " conflicts with --preset ludii, which uses the classic setup");
      }
      return new AgonAdapter(Rules.LUDII);
    }
    return new AgonAdapter(Rules.builder().setup(s).build());
  }

  /**
   * Returns the adapter for rules.
   *
   * @param rules the rules
   * @return the adapter
   */
  public static AgonAdapter of(Rules rules) {
    return new AgonAdapter(rules);
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
    return position.play(move);
  }

  @Override
  public long perft(Position position, int depth) {
    return Perft.perft(position, depth);
  }

  @Override
  public String[] colourNames() {
    // Player 0 is White whichever side moves first (GameState: the player is Side.ordinal()).
    return new String[] {"white", "black"};
  }
}
