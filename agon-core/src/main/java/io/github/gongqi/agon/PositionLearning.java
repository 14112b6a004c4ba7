package io.github.gongqi.agon;

import io.github.gongqi.game.GamePosition;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.Objects;

/**
 * The learning interface of a {@link Position}: the observation tensor, the legal-move mask as
 * floats, and the hexagon's symmetries (positions and move ids). Its kernels are in {@link
 * Learning}; its methods are public on {@link Position}.
 */
abstract sealed class PositionLearning extends PositionState
    implements GamePosition<Position, Move, Transition, Result> permits Position {
  PositionLearning(Rules rules, Army mover, Army other, long m0, long m1, Turn turn, long hash) {
    super(rules, mover, other, m0, m1, turn, hash);
  }

  /** This position as a {@link Position}, the only subclass. */
  private Position self() {
    return (Position) this;
  }

  /**
   * Returns this position under a symmetry of the board: every piece moves to the image of its
   * cell; everything else is kept.
   *
   * @param symmetry one of the twelve symmetries of the hexagon
   * @return the transformed position
   */
  public Position transform(HexSymmetry symmetry) {
    return Learning.transform(self(), Objects.requireNonNull(symmetry, "symmetry"));
  }

  /**
   * Returns 12: the symmetries of the hexagon, numbered as {@link HexSymmetry#ordinal()}.
   *
   * @return 12
   */
  @Override
  public int symmetryCount() {
    return 12;
  }

  /**
   * Returns {@link #transform(HexSymmetry)} by the symmetry's ordinal.
   *
   * @param symmetry 0 to 11, {@link HexSymmetry#ordinal()}
   * @return the transformed position
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public Position applySymmetry(int symmetry) {
    return transform(Learning.symmetry(symmetry));
  }

  /**
   * Returns {@link Rules#actionPermutation(HexSymmetry)} by the symmetry's ordinal.
   *
   * @param symmetry 0 to 11, {@link HexSymmetry#ordinal()}
   * @return a new array: {@code perm[id]} is the id of the move's image
   * @throws IllegalArgumentException if the index is out of range
   */
  @Override
  public int[] actionPermutation(int symmetry) {
    return rules.actionPermutation(Learning.symmetry(symmetry));
  }

  /**
   * Returns {@code {14, 11, 11}}: fourteen planes over the board's 11 × 11 axial frame ({@link
   * #observation}).
   *
   * @return {@code {14, 11, 11}}
   */
  @Override
  public int[] observationShape() {
    return Learning.shape();
  }

  /**
   * Writes this position for a neural network, from the point of view of the side to move, without
   * allocating: fourteen planes of 11 × 11 floats. The hexagon sits in an 11 × 11 frame of its
   * axial coordinates: frame row y is the row letter ({@code a} = 0 … {@code k} = 10), frame column
   * x the diagonal number − 1, so cell {@code f6} (the throne) is (5, 5), {@code a1} is (0, 0) and
   * {@code k11} is (10, 10); the 30 squares with |y − x| &gt; 5 are not cells and are 0 on every
   * plane, the validity plane included. Plane p, row y, column x is at {@code offset + (p * 11 + y)
   * * 11 + x}. The six neighbours of (y, x) are (y, x ± 1), (y ± 1, x), (y + 1, x + 1) and (y − 1,
   * x − 1).
   *
   * <table>
   *   <caption>Planes</caption>
   *   <tr><th>plane</th><th>value on every cell (0 off the board)</th></tr>
   *   <tr><td>0</td><td>1 on the Queen of the side to move</td></tr>
   *   <tr><td>1</td><td>1 on its Guards</td></tr>
   *   <tr><td>2</td><td>1 on the opponent's Queen</td></tr>
   *   <tr><td>3</td><td>1 on the opponent's Guards</td></tr>
   *   <tr><td>4</td><td>1 on the side to move's marked pieces (captured, to return; {@link
   *       CapturedPieces#MARKED} only)</td></tr>
   *   <tr><td>5</td><td>1 on the opponent's marked pieces</td></tr>
   *   <tr><td>6</td><td>1 when the side to move's Queen is off the board (captured, or not yet
   *       placed)</td></tr>
   *   <tr><td>7</td><td>the side to move's Guards off the board / 6</td></tr>
   *   <tr><td>8</td><td>1 when the opponent's Queen is off the board</td></tr>
   *   <tr><td>9</td><td>the opponent's Guards off the board / 6</td></tr>
   *   <tr><td>10</td><td>1 in the placement phase</td></tr>
   *   <tr><td>11</td><td>1 when the last move was a pass (another draws)</td></tr>
   *   <tr><td>12</td><td>ply / ply limit under a ply limit (capped at 1), else 0</td></tr>
   *   <tr><td>13</td><td>1: the board (the validity plane)</td></tr>
   * </table>
   *
   * <p>Colours do not appear: the rules treat both sides alike (Black's setups are White's turned
   * by 180°), so a position and its colour-exchanged twin have the same observation and the same
   * legal ids.
   *
   * @param buffer the destination
   * @param offset where the observation starts
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if 14 × 121 floats do not fit from {@code offset}; nothing is
   *     written then
   */
  @Override
  public void observation(float[] buffer, int offset) {
    Learning.observation(self(), buffer, offset);
  }

  /**
   * Writes the legal-move mask as floats without allocating: 1 at {@code offset + id} for each
   * legal id, 0 for every other id below {@link Rules#numDistinctActions()}.
   *
   * @param buffer the destination
   * @param offset where the mask starts
   * @return the number of legal moves
   * @throws NullPointerException if {@code buffer} is null
   * @throws IndexOutOfBoundsException if the mask does not fit from {@code offset}; nothing is
   *     written then
   */
  @Override
  public int legalMoveMask(float[] buffer, int offset) {
    return Learning.mask(self(), buffer, offset);
  }
}
