package io.github.gongqi.agon;

import io.github.gongqi.agon.match.GameRecord;
import io.github.gongqi.agon.match.Match;
import io.github.gongqi.game.AbstractGame;
import io.github.gongqi.game.Game;
import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Agon as the registry sees it: the service this module provides for {@link Game}. Find it with
 * {@code Games.named("agon")}; a developer who knows the game uses {@link Position} directly.
 */
public final class AgonGame extends AbstractGame<Position, Rules, Match> {
  private static final String SETUP = "--setup";

  private static final String PRESET = "--preset";

  /** The board's frame: 11 rows and 11 diagonals hold the 91 cells. */
  private static final int FRAME = 11;

  private static final int RADIUS = 5;

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public AgonGame() {
    super(
        "agon",
        "Agon",
        "The 1842 hex game on 91 cells: a Queen and six Guards race to the centre. Pieces are"
            + " captured by being surrounded on two opposite sides.",
        Rules::parse,
        rules -> TimeControl.UNTIMED,
        Position::start,
        Position::parse,
        Match::create,
        GameRecord::of,
        GameRecord::parse);
  }

  @Override
  public List<String> rulesChoices() {
    return List.of(
        Rules.STANDARD.toString(),
        Rules.CLASSIC.toString(),
        Rules.PLACEMENT.toString(),
        Rules.LUDII.toString());
  }

  @Override
  public List<RulesOption> rulesOptions() {
    return List.of(
        new RulesOption(
            SETUP,
            "standard|classic|placement",
            "Agon setup (default standard)",
            List.of("standard", "classic", "placement")),
        new RulesOption(PRESET, "ludii", "Agon rules preset: ludii", List.of("ludii")));
  }

  @Override
  public String rulesFromOptions(Map<String, String> values) {
    Objects.requireNonNull(values, "values");
    String setup = values.get(SETUP);
    String preset = values.get(PRESET);
    Setup s = Setup.STANDARD;
    if (setup != null) {
      try {
        s = Setup.valueOf(setup.strip().toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            SETUP + " " + setup + " is not an Agon setup: expected standard, classic or placement",
            e);
      }
    }
    if (preset != null) {
      if (!preset.strip().equalsIgnoreCase("ludii")) {
        throw new IllegalArgumentException(
            PRESET + " " + preset + " is not an Agon preset: expected ludii");
      }
      if (setup != null && s != Setup.CLASSIC) {
        throw new IllegalArgumentException(
            SETUP + " " + setup + " conflicts with --preset ludii, which uses the classic setup");
      }
      return Rules.LUDII.toString();
    }
    return Rules.builder().setup(s).build().toString();
  }

  @Override
  public List<String> playerNames() {
    // Player 0 is White whichever side moves first (GameState: the player is Side.ordinal()).
    return List.of("White", "Black");
  }

  @Override
  public Map<String, String> facts(Position position) {
    Map<String, String> facts = new LinkedHashMap<>();
    // Off the board means two things by phase: pieces still to place, or captured pieces waiting
    // to come back; the label says which.
    boolean placing = position.isPlacementPhase();
    facts.put(
        placing ? "To place" : "Waiting to return",
        waiting(position, Side.WHITE) + " · " + waiting(position, Side.BLACK));
    if (position.mustReturn()) {
      facts.put("Must return", "the side to move brings a captured piece back first");
    }
    facts.put("Goal", "your Queen on the throne f6, your six Guards around it");
    return facts;
  }

  private static String waiting(Position position, Side side) {
    String name = side == Side.WHITE ? "White" : "Black";
    int guards = position.guardsOffBoard(side);
    List<String> parts = new ArrayList<>();
    if (position.queenOffBoard(side)) {
      parts.add("Queen");
    }
    if (guards > 0) {
      parts.add(guards + (guards == 1 ? " Guard" : " Guards"));
    }
    return name + " " + (parts.isEmpty() ? "none" : String.join(", ", parts));
  }

  @Override
  public List<Choice> choices(Position position, String cell) {
    List<Choice> choices = new ArrayList<>();
    for (Target t : position.targets(cell)) {
      choices.add(
          new Choice(t.cellName(), List.of(t.move().toString()), java.util.Optional.empty()));
    }
    return choices;
  }

  @Override
  public int cellIndex(Position position, String cell) {
    return Board.cell(cell);
  }

  @Override
  public String svg(Position position, SvgOptions options) {
    return BoardSvg.render(position, options);
  }

  @Override
  public String textBoard(Position position) {
    List<String> rows = new ArrayList<>();
    for (int row = FRAME - 1; row >= 0; row--) {
      StringBuilder line = new StringBuilder();
      for (int diagonal = 0; diagonal < FRAME; diagonal++) {
        char c = '?';
        if (Math.abs(row - diagonal) <= RADIUS) {
          String cell = (char) ('a' + row) + Integer.toString(diagonal + 1);
          c = position.pieceAt(cell).map(piece -> piece.side().symbol()).orElse('.');
        }
        line.append(diagonal == 0 ? "" : " ").append(c);
      }
      rows.add(line.toString());
    }
    return String.join("\n", rows);
  }

  @Override
  public String boardSize(Position position) {
    return FRAME + " hex";
  }

  @Override
  public List<Lesson<Position>> lessons() {
    return Lessons.all();
  }
}
