package io.github.gongqi.bench.play;

import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.gongqi.BoardSvg;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.PushOption;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import io.github.gongqi.gongqi.match.GameRecord;
import io.github.gongqi.gongqi.match.Match;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A Gongqi game at the playground. */
final class GongqiTable extends Table<Position, Move, Match> {
  GongqiTable(Rules rules, Mode mode, TimeControl control) {
    this(Match.create(rules, mode, control, Options.DEFAULT));
  }

  GongqiTable(Match match) {
    super(match, "gongqi", List.of("Black", "White"));
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
      // The library's one-call UI query: per direction the run, the push on offer or the reason.
      List<Map<String, Object>> dirs = new ArrayList<>();
      for (PushOption o : position.pushOptions(selected)) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("direction", o.direction().name());
        d.put("run", o.runLength());
        d.put("moves", o.pushes().stream().map(Move::toString).toList());
        d.put("reason", o.reason().map(Enum::name).orElse(null));
        dirs.add(d);
      }
      m.put("directions", dirs);
    }
    m.put(
        "captures",
        Map.of("Black", position.captures(Side.BLACK), "White", position.captures(Side.WHITE)));
    m.put("power", position.power());
    m.put("goal", position.rules().captureGoal());
    return m;
  }
}
