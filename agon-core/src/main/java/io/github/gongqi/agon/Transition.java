package io.github.gongqi.agon;

import io.github.gongqi.game.GameTransition;
import io.github.gongqi.geometry.CellSet;
import java.util.Objects;

/**
 * What one move did, for animation and logs: which piece went from where to where, and which pieces
 * it captured.
 *
 * @param before the position before the move
 * @param move the move
 * @param after the position after it
 * @param side the side that moved
 * @param kind a step, a placement, a return or a pass
 * @param piece the piece moved, placed or returned; null for a pass
 * @param from the cell a step or a marked return left; -1 for a drop or a pass
 * @param to the cell the piece reached; -1 for a pass
 * @param captured the cells of the pieces captured by a step (they left the board, or are marked on
 *     it now); empty for any other action
 */
public record Transition(
    Position before,
    Move move,
    Position after,
    Side side,
    Kind kind,
    PieceType piece,
    int from,
    int to,
    CellSet captured)
    implements GameTransition<Position, Move> {

  /** The kinds of action. */
  public enum Kind {
    /** A piece stepped to a neighbouring cell. */
    STEP,
    /** A piece was placed during the placement phase. */
    PLACEMENT,
    /** A captured piece was returned. */
    RETURN,
    /** The side passed. */
    PASS
  }

  /**
   * Creates a transition.
   *
   * @param before the position before the move
   * @param move the move
   * @param after the position after it
   * @param side the side that moved
   * @param kind the kind of action
   * @param piece the piece, null for a pass
   * @param from the cell left, or -1
   * @param to the cell reached, or -1
   * @param captured the captured cells
   */
  public Transition {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(after, "after");
    Objects.requireNonNull(side, "side");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(captured, "captured");
  }

  /** What a move, already resolved and legal in {@code before}, does; {@code after} follows it. */
  static Transition of(Position before, Move move, Position after) {
    Side side = before.sideToMove();
    int q = before.queenCell(side);
    PieceType piece = null;
    int from = -1;
    int to = -1;
    Kind kind;
    CellSet captured = CellSet.empty();
    if (move instanceof Move.Step s) {
      kind = Kind.STEP;
      piece = s.from() == q ? PieceType.QUEEN : PieceType.GUARD;
      from = s.from();
      to = s.to();
      captured = Play.captured(before, after);
    } else if (move instanceof Move.Drop d) {
      kind = before.isPlacementPhase() ? Kind.PLACEMENT : Kind.RETURN;
      piece = d.type();
      to = d.to();
    } else if (move instanceof Move.Return r) {
      kind = Kind.RETURN;
      piece = r.from() == q ? PieceType.QUEEN : PieceType.GUARD;
      from = r.from();
      to = r.to();
    } else {
      kind = Kind.PASS;
    }
    return new Transition(before, move, after, side, kind, piece, from, to, captured);
  }
}
