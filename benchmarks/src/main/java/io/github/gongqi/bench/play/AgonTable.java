package io.github.gongqi.bench.play;

import io.github.gongqi.agon.Board;
import io.github.gongqi.agon.BoardSvg;
import io.github.gongqi.agon.Move;
import io.github.gongqi.agon.Position;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Side;
import io.github.gongqi.agon.Target;
import io.github.gongqi.agon.match.GameRecord;
import io.github.gongqi.agon.match.Match;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An Agon game at the playground. */
final class AgonTable extends Table<Position, Move, Match> {
  AgonTable(Rules rules, Mode mode, TimeControl control) {
    this(Match.create(rules, mode, control, Options.DEFAULT));
  }

  /**
   * The clock of a room that names none: the library's own default for an Agon match (untimed, as
   * Agon's sources have no clock), read from the library rather than restated here.
   */
  static TimeControl defaultControl(Rules rules) {
    return Match.local(rules).timeControl();
  }

  AgonTable(Match match) {
    super(match, "agon", List.of("White", "Black"));
  }

  @Override
  String render(Position position, SvgOptions options) {
    return BoardSvg.render(position, options);
  }

  @Override
  int cellIndex(Position position, String name) {
    return position.rules().cell(name);
  }

  @Override
  String record() {
    return GameRecord.of(match).write();
  }

  @Override
  Map<String, Object> info(Position position, String selected) {
    Map<String, Object> m = new LinkedHashMap<>();
    if (selected != null) {
      // The library's one-call UI query: the selected piece's moves and what each captures.
      List<Map<String, Object>> targets = new ArrayList<>();
      for (Target t : position.targets(selected)) {
        List<String> captures = new ArrayList<>();
        t.captures().forEach(c -> captures.add(Board.geometry().name(c)));
        Map<String, Object> one = new LinkedHashMap<>();
        one.put("move", t.move().toString());
        one.put("captures", captures);
        targets.add(one);
      }
      m.put("targets", targets);
    }
    Map<String, Object> off = new LinkedHashMap<>();
    for (Side s : Side.values()) {
      String name = s == Side.WHITE ? "White" : "Black";
      off.put(
          name,
          Map.of("queen", position.queenOffBoard(s) ? 1 : 0, "guards", position.guardsOffBoard(s)));
    }
    m.put("offBoard", off);
    m.put("mustReturn", position.mustReturn());
    m.put("placement", position.isPlacementPhase());
    return m;
  }
}
