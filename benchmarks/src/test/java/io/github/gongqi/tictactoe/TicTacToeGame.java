package io.github.gongqi.tictactoe;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Tic-tac-toe as the registry sees it: a third game, in the lab's test sources only, that proves
 * everything above the rules works through {@link Game} alone.
 */
public final class TicTacToeGame implements Game<Position> {
  /** Creates the provider; {@link java.util.ServiceLoader} calls this. */
  public TicTacToeGame() {}

  @Override
  public String name() {
    return Position.RULES;
  }

  @Override
  public String displayName() {
    return "Tic-tac-toe";
  }

  @Override
  public String summary() {
    return "Three in a row on a 3×3 board; X moves first, a full board is a draw.";
  }

  @Override
  public List<String> rulesChoices() {
    return List.of(Position.RULES);
  }

  @Override
  public List<RulesOption> rulesOptions() {
    return List.of();
  }

  @Override
  public String rulesFromOptions(Map<String, String> values) {
    Objects.requireNonNull(values, "values");
    if (!values.isEmpty()) {
      throw new IllegalArgumentException(
          String.join(", ", values.keySet()) + ": tic-tac-toe takes no rules options");
    }
    return Position.RULES;
  }

  @Override
  public Position start(String rules) {
    GameRecord.rules(rules);
    return Position.start();
  }

  @Override
  public Position parsePosition(String rules, String notation) {
    GameRecord.rules(rules);
    return Position.parse(notation);
  }

  @Override
  public List<String> playerNames() {
    return List.of("X", "O");
  }

  @Override
  public TimeControl defaultTimeControl(String rules) {
    return TimeControl.UNTIMED;
  }

  @Override
  public Map<String, String> facts(Position position) {
    Map<String, String> facts = new LinkedHashMap<>();
    facts.put(
        "Marks",
        "X " + Integer.bitCount(position.xs()) + " · O " + Integer.bitCount(position.os()));
    facts.put("Goal", "three in a row");
    return facts;
  }

  @Override
  public List<Choice> choices(Position position, String cell) {
    Move move = Move.parse(cell);
    return List.of(
        position.isLegal(move.id())
            ? new Choice(move.toString(), List.of(move.toString()), java.util.Optional.empty())
            : new Choice(
                move.toString(),
                List.of(),
                java.util.Optional.of(
                    position.isOver() ? "the game is over" : "the cell is taken")));
  }

  @Override
  public int cellIndex(Position position, String cell) {
    return Move.parse(cell).id();
  }

  @Override
  public String svg(Position position, SvgOptions options) {
    StringBuilder s = new StringBuilder();
    s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(options.size())
        .append("\" height=\"")
        .append(options.size())
        .append("\" viewBox=\"0 0 3 3\">");
    for (int id = 0; id < 9; id++) {
      char mark = position.markAt(id);
      if (mark != '.') {
        s.append("<text x=\"")
            .append(id % 3 + 0.5)
            .append("\" y=\"")
            .append(2 - id / 3 + 0.8)
            .append("\" font-size=\"1\" text-anchor=\"middle\">")
            .append(mark)
            .append("</text>");
      }
    }
    return s.append("</svg>").toString();
  }

  @Override
  public String textBoard(Position position) {
    List<String> rows = new ArrayList<>();
    for (int row = 2; row >= 0; row--) {
      StringBuilder line = new StringBuilder();
      for (int column = 0; column < 3; column++) {
        line.append(column == 0 ? "" : " ").append(position.markAt(row * 3 + column));
      }
      rows.add(line.toString());
    }
    return String.join("\n", rows);
  }

  @Override
  public String boardSize(Position position) {
    return "3";
  }

  @Override
  public List<Lesson<Position>> lessons() {
    Position start = Position.parse("xx./oo./...");
    return List.of(
        Lesson.of(
            "complete-the-row",
            "Complete the row",
            "X to move: make three in a row.",
            "The top row lacks one mark.",
            start,
            "c3",
            SvgOptions.defaults(),
            Lesson.Check.onTransition(
                start,
                (Transition t) ->
                    t.after().winningPlayer() == 0
                        ? new Lesson.Verdict(Lesson.Outcome.SOLVED, "Three in a row.")
                        : new Lesson.Verdict(
                            Lesson.Outcome.WRONG_MOVE, "O now makes three in a row."))));
  }

  @Override
  public Match newMatch(String rules, Mode mode, TimeControl control, Options options) {
    return Match.fromPosition(start(rules), mode, control, options);
  }

  @Override
  public String writeRecord(
      AbstractMatch<Position, ?, ?, ?, ?, ?> match, Map<String, String> tags) {
    if (!(match instanceof Match m)) {
      throw new IllegalArgumentException(
          "not a " + displayName() + " match: " + match.getClass().getName());
    }
    return GameRecord.of(m).withTags(tags).write();
  }

  @Override
  public Match readRecord(String text) {
    return GameRecord.parse(text).match();
  }
}
