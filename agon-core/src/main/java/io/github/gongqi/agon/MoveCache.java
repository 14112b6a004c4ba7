package io.github.gongqi.agon;

/** The shared move instances, one per id. */
final class MoveCache {
  /** The pass, the one instance ({@link Move#pass(Rules)}). */
  static final Move.Pass PASS = new Move.Pass();

  static final Move[] MOVES = new Move[Tables.NUM_IDS];

  static {
    for (int id = 0; id < Tables.NUM_IDS; id++) {
      int move = Tables.ID_MOVE[id];
      int a = Tables.a(move);
      int b = Tables.b(move);
      MOVES[id] =
          switch (Tables.kind(move)) {
            case Tables.K_STEP -> new Move.Step(a, b);
            case Tables.K_DROP_Q -> new Move.Drop(PieceType.QUEEN, b);
            case Tables.K_DROP_G -> new Move.Drop(PieceType.GUARD, b);
            case Tables.K_PASS -> PASS;
            default -> new Move.Return(a, b);
          };
    }
  }

  private MoveCache() {}

  static Move step(int from, int to) {
    int id = Tables.STEP_ID[from * Tables.N + to];
    return id >= 0 ? MOVES[id] : new Move.Step(from, to);
  }

  static Move drop(PieceType type, int to) {
    int id = type == PieceType.QUEEN ? Tables.DROP_Q_BASE + to : Tables.DROP_G_ID[to];
    return id >= 0 ? MOVES[id] : new Move.Drop(type, to);
  }

  static Move ret(int from, int to) {
    return from == to ? new Move.Return(from, to) : MOVES[Tables.returnId(from, to)];
  }
}
