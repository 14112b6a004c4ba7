package io.github.gongqi.tictactoe;

import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameRules;
import io.github.gongqi.game.NotationException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A tic-tac-toe position: X (player 0) moves first on a 3×3 board, three in a row wins, a full
 * board without one is a draw. Whose turn it is follows from the marks. Written as three rows, the
 * top row (row 3) first, {@code x}, {@code o} or {@code .} a cell, rows joined by {@code /}: the
 * start is {@code .../.../...}.
 *
 * @param xs X's cells, bit {@code id} set for each
 * @param os O's cells
 */
public record Position(int xs, int os) implements GamePosition<Position, Move, Transition, Result> {
  /** The only rules there are, as the rules text writes them. */
  public static final String RULES = "tictactoe";

  private static final int FULL = 0x1ff;
  private static final int[] LINES = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};

  /** Checks the marks: on the board, no cell twice, X never behind and at most one ahead. */
  public Position {
    List<String> problems = problems(xs, os);
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(
          "not a tic-tac-toe position: " + String.join("; ", problems));
    }
  }

  private static List<String> problems(int xs, int os) {
    List<String> problems = new ArrayList<>();
    if ((xs & ~FULL) != 0 || (os & ~FULL) != 0) {
      problems.add("a mark off the 3×3 board");
    }
    if ((xs & os) != 0) {
      problems.add("a cell holds both marks");
    }
    int d = Integer.bitCount(xs) - Integer.bitCount(os);
    if (d < 0 || d > 1) {
      problems.add(
          "X has "
              + Integer.bitCount(xs)
              + " marks and O "
              + Integer.bitCount(os)
              + ": X moves first, so X has as many as O or one more");
    }
    if (line(xs) && line(os)) {
      problems.add("both X and O have three in a row");
    }
    return problems;
  }

  private static boolean line(int marks) {
    for (int l : LINES) {
      if ((marks & l) == l) {
        return true;
      }
    }
    return false;
  }

  /**
   * The empty board, X to move.
   *
   * @return the start
   */
  public static Position start() {
    return new Position(0, 0);
  }

  /**
   * Reads a position written by {@link #toNotation()}.
   *
   * @param text such as {@code x../.o./...}
   * @return the position
   * @throws NotationException if the text is not three rows of {@code x}, {@code o} and {@code .}
   * @throws IllegalArgumentException if the marks are not a position of the game
   */
  public static Position parse(CharSequence text) {
    String t = text.toString().strip();
    if (t.length() != 11 || t.charAt(3) != '/' || t.charAt(7) != '/') {
      throw new NotationException("expected three rows of three cells joined by /", text, 0);
    }
    int xs = 0;
    int os = 0;
    for (int i = 0; i < 11; i++) {
      if (i == 3 || i == 7) {
        continue;
      }
      int row = 2 - i / 4;
      int id = row * 3 + i % 4;
      switch (t.charAt(i)) {
        case 'x' -> xs |= 1 << id;
        case 'o' -> os |= 1 << id;
        case '.' -> {}
        default -> throw new NotationException("expected x, o or .", text, i);
      }
    }
    return new Position(xs, os);
  }

  /**
   * The mark on a cell, if any.
   *
   * @param id the cell, 0..8
   * @return {@code 'x'}, {@code 'o'} or {@code '.'}
   */
  public char markAt(int id) {
    return (xs >>> id & 1) != 0 ? 'x' : (os >>> id & 1) != 0 ? 'o' : '.';
  }

  /** The only rules there are: {@link #RULES}, nine cells. */
  private static final GameRules THE_RULES =
      new GameRules() {
        @Override
        public String text() {
          return RULES;
        }

        @Override
        public int numDistinctActions() {
          return 9;
        }

        @Override
        public int maxLegalMoves() {
          return 9;
        }

        @Override
        public int[] observationShape() {
          return new int[] {2, 3, 3};
        }
      };

  @Override
  public GameRules rules() {
    return THE_RULES;
  }

  @Override
  public String rulesId() {
    return RULES;
  }

  @Override
  public int numDistinctActions() {
    return 9;
  }

  @Override
  public int maxLegalMoves() {
    return 9;
  }

  @Override
  public int legalMoves(int[] buffer) {
    if (isOver()) {
      return 0;
    }
    int n = 0;
    for (int id = 0; id < 9; id++) {
      if (((xs | os) >>> id & 1) == 0) {
        buffer[n++] = id;
      }
    }
    return n;
  }

  @Override
  public int countLegalMoves() {
    return isOver() ? 0 : 9 - Integer.bitCount(xs | os);
  }

  @Override
  public boolean isLegal(int moveId) {
    return moveId >= 0 && moveId < 9 && !isOver() && ((xs | os) >>> moveId & 1) == 0;
  }

  @Override
  public Position play(int moveId) {
    Move move = new Move(moveId);
    if (isOver()) {
      throw new IllegalMoveException(move, IllegalMoveException.Why.GAME_OVER, "the game is over");
    }
    if (!isLegal(moveId)) {
      throw new IllegalMoveException(move, IllegalMoveException.Why.OCCUPIED, "the cell is taken");
    }
    return playUnchecked(moveId);
  }

  @Override
  public Position playUnchecked(int moveId) {
    return playerToMove() == 0
        ? new Position(xs | 1 << moveId, os)
        : new Position(xs, os | 1 << moveId);
  }

  @Override
  public int playerToMove() {
    return ply() % 2;
  }

  @Override
  public boolean isOver() {
    return line(xs) || line(os) || (xs | os) == FULL;
  }

  @Override
  public int winningPlayer() {
    return line(xs) ? 0 : line(os) ? 1 : -1;
  }

  @Override
  public double score(int player) {
    if (player != 0 && player != 1) {
      throw new IllegalArgumentException("player " + player + " is not 0 or 1");
    }
    if (!isOver()) {
      throw new IllegalStateException("the game is not over");
    }
    int w = winningPlayer();
    return w < 0 ? 0.5 : w == player ? 1.0 : 0.0;
  }

  @Override
  public int capturedBy(int player) {
    return 0;
  }

  @Override
  public long zobrist() {
    long h = 0;
    for (int id = 0; id < 9; id++) {
      if ((xs >>> id & 1) != 0) {
        h ^= mix(2 * id + 1);
      } else if ((os >>> id & 1) != 0) {
        h ^= mix(2 * id + 2);
      }
    }
    return h;
  }

  /** SplitMix64's finaliser: a fixed random key per cell and mark. */
  private static long mix(long z) {
    z = (z * 0x9E3779B97F4A7C15L) + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  @Override
  public int ply() {
    return Integer.bitCount(xs | os);
  }

  /**
   * Plane 0 holds the side to move's marks, plane 1 the other's; cell {@code id} at row-major id.
   */
  @Override
  public void observation(float[] buffer, int offset) {
    Objects.requireNonNull(buffer, "buffer");
    Objects.checkFromIndexSize(offset, 18, buffer.length);
    int mine = playerToMove() == 0 ? xs : os;
    int theirs = playerToMove() == 0 ? os : xs;
    for (int id = 0; id < 9; id++) {
      buffer[offset + id] = mine >>> id & 1;
      buffer[offset + 9 + id] = theirs >>> id & 1;
    }
  }

  @Override
  public String moveNotation(int moveId) {
    return new Move(moveId).toString();
  }

  @Override
  public int moveId(CharSequence text) {
    return parseMove(text).id();
  }

  @Override
  public String toNotation() {
    StringBuilder s = new StringBuilder(11);
    for (int row = 2; row >= 0; row--) {
      for (int column = 0; column < 3; column++) {
        s.append(markAt(row * 3 + column));
      }
      if (row > 0) {
        s.append('/');
      }
    }
    return s.toString();
  }

  @Override
  public Move parseMove(CharSequence text) {
    return Move.parse(text);
  }

  @Override
  public Transition transition(Move move) {
    return new Transition(this, move, play(move.id()));
  }

  @Override
  public Result result() {
    if (!isOver()) {
      return Result.ONGOING;
    }
    int w = winningPlayer();
    return Result.of(w, w < 0 ? Result.Reason.FULL_BOARD : Result.Reason.THREE_IN_A_ROW);
  }

  @Override
  public String toString() {
    return toNotation();
  }
}
