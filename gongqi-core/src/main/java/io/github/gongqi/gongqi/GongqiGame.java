package io.github.gongqi.gongqi;

import io.github.gongqi.game.AbstractGame;
import io.github.gongqi.game.Game;
import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.gongqi.match.GameRecord;
import io.github.gongqi.gongqi.match.Match;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Gongqi as the registry sees it: the service this module provides for {@link Game}. Find it with
 * {@code Games.named("gongqi")}; a developer who knows the game uses {@link Position} directly.
 */
public final class GongqiGame extends AbstractGame<Position, Rules, Match> {
  private static final String SIZE = "--size";

  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public GongqiGame() {
    super(
        "gongqi",
        "Gongqi",
        "A Go-like game on 12×12 or 8×8 points: every move pushes a line of stones and drops a new"
            + " one. Captures follow Go; the first to the capture goal wins.",
        Rules::parse,
        Rules::timeControl,
        Position::start,
        Position::parse,
        Match::create,
        GameRecord::of,
        GameRecord::parse);
  }

  @Override
  public List<String> rulesChoices() {
    return List.of(Rules.STANDARD.toString(), Rules.QUICK.toString());
  }

  @Override
  public List<RulesOption> rulesOptions() {
    return List.of(
        new RulesOption(
            SIZE, "12|8", "Gongqi board: 12 (STANDARD, default) or 8 (QUICK)", List.of("12", "8")));
  }

  @Override
  public String rulesFromOptions(Map<String, String> values) {
    Objects.requireNonNull(values, "values");
    String size = values.getOrDefault(SIZE, "12");
    for (Rules r : Rules.values()) {
      if (Integer.toString(r.size()).equals(size.strip())) {
        return r.toString();
      }
    }
    throw new IllegalArgumentException(
        SIZE + " " + size + " is not a Gongqi board: expected 12 or 8");
  }

  @Override
  public List<String> playerNames() {
    return List.of("Black", "White");
  }

  @Override
  public Map<String, String> facts(Position position) {
    Map<String, String> facts = new LinkedHashMap<>();
    facts.put(
        "Captures",
        "Black " + position.captures(Side.BLACK) + " · White " + position.captures(Side.WHITE));
    facts.put("Power", Integer.toString(position.power()));
    facts.put("Goal", position.rules().captureGoal() + " captures");
    return facts;
  }

  @Override
  public List<Choice> choices(Position position, String cell) {
    List<Choice> choices = new ArrayList<>();
    for (PushOption o : position.pushOptions(cell)) {
      choices.add(
          new Choice(
              o.direction().name(),
              o.pushes().stream().map(Move::toString).toList(),
              o.reason().map(GongqiGame::words)));
    }
    return choices;
  }

  private static String words(IllegalMoveReason reason) {
    return reason.name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  @Override
  public int cellIndex(Position position, String cell) {
    return position.rules().cell(cell);
  }

  @Override
  public String svg(Position position, SvgOptions options) {
    return BoardSvg.render(position, options);
  }

  @Override
  public String textBoard(Position position) {
    int size = position.rules().size();
    List<String> rows = new ArrayList<>();
    for (int row = size; row >= 1; row--) {
      StringBuilder line = new StringBuilder();
      for (int column = 0; column < size; column++) {
        String cell = (char) ('a' + column) + Integer.toString(row);
        line.append(column == 0 ? "" : " ")
            .append(position.stoneAt(cell).map(Side::symbol).orElse('.'));
      }
      rows.add(line.toString());
    }
    return String.join("\n", rows);
  }

  @Override
  public String boardSize(Position position) {
    return Integer.toString(position.rules().size());
  }

  @Override
  public List<Lesson<Position>> lessons() {
    return Lessons.all();
  }
}
