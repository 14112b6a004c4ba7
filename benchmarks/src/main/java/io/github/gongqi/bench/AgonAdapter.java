package io.github.gongqi.bench;

import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Perft;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Setup;
import io.github.gongqi.agon.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Drives the Agon engine for the lab. */
final class AgonAdapter implements GameAdapter<Position> {
  private final Rules rules;
  private final Side first;

  private AgonAdapter(Rules rules) {
    this.rules = rules;
    this.first = rules.firstSide();
  }

  /**
   * Builds the rules from {@code --setup} and {@code --preset}; the LUDII preset fixes its own
   * (CLASSIC) setup, so another setup beside it is refused.
   */
  static AgonAdapter of(String setup, String preset) {
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
    return position.play(move);
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
    return position.moveNotation(moveId);
  }

  @Override
  public boolean isOver(Position position) {
    return position.isOver();
  }

  @Override
  public int sideToMove(Position position) {
    return position.sideToMove() == first ? 0 : 1;
  }

  @Override
  public int winnerColour(Position position) {
    return position.result().winner().map(s -> s == first ? 0 : 1).orElse(-1);
  }

  @Override
  public boolean isSwap(Position position, int moveId) {
    return false;
  }

  @Override
  public int capturesBy(Position position, int colour) {
    // What the colour has captured and not yet seen returned: the opponent's pieces that are off
    // the board or marked.
    Side opponent = (colour == 0 ? first : first.opponent()).opponent();
    int free = position.cells(opponent).size() - position.markedCells(opponent).size();
    return 7 - free;
  }

  @Override
  public String[] colourNames() {
    return first == Side.WHITE ? new String[] {"white", "black"} : new String[] {"black", "white"};
  }

  @Override
  public String draw(Position position) {
    return position.toString();
  }
}
