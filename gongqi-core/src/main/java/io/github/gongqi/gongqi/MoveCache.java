package io.github.gongqi.gongqi;

import java.util.List;

/**
 * The shared move instances of each preset, by id: a move list or a parsed move reuses them, so
 * listing the legal moves allocates only the list.
 */
final class MoveCache {
  private static final MoveCache[] BY_RULES = new MoveCache[Rules.values().length];

  static {
    for (Rules r : Rules.values()) {
      BY_RULES[r.ordinal()] = new MoveCache(r);
    }
  }

  final Move[] byId;
  final Move.Swap swap;
  final Move.Pass pass;

  private MoveCache(Rules rules) {
    Tables t = rules.tables;
    byId = new Move[t.numPushIds + 2];
    for (int id = 0; id < t.numPushIds; id++) {
      byId[id] = new Move.Push(rules, t.idPoint[id], Tables.DIRS[t.idDir[id]], t.idCount[id]);
    }
    swap = new Move.Swap(rules);
    pass = new Move.Pass(rules);
    byId[t.numPushIds] = swap;
    byId[t.numPushIds + 1] = pass;
  }

  static MoveCache of(Rules rules) {
    return BY_RULES[rules.ordinal()];
  }

  /** The moves of the first {@code n} ids of a buffer, as an immutable list. */
  List<Move> list(int[] ids, int n) {
    Move[] out = new Move[n];
    for (int i = 0; i < n; i++) {
      out[i] = byId[ids[i]];
    }
    return List.of(out);
  }
}
