package io.github.gongqi.bench.engine;

import io.github.gongqi.game.GameState;
import java.util.ArrayList;
import java.util.List;

/**
 * The answers of GoGui's rules queries that depend on a game's own board: {@code
 * gogui-rules_game_id}, {@code gogui-rules_board_size} and {@code gogui-rules_board}. The shared
 * game contract has no cells, so this is the served side's one place that names each game's
 * position type.
 */
final class BoardAnswers {
  /** Agon's frame: the hexagon's 11 rows by its 11 diagonals (axial coordinates). */
  private static final int AGON_FRAME = 11;

  /** A cell of Agon's frame lies on the hexagon iff its row and diagonal differ by at most this. */
  private static final int AGON_RADIUS = 5;

  private BoardAnswers() {}

  /**
   * Answers {@code gogui-rules_game_id}.
   *
   * @param position a position of either game
   * @return {@code Gongqi} or {@code Agon}
   */
  static String gameId(GameState<?> position) {
    return position instanceof io.github.gongqi.gongqi.Position ? "Gongqi" : "Agon";
  }

  /**
   * Answers {@code gogui-rules_board_size}.
   *
   * @param position a position of either game
   * @return Gongqi's side, {@code 12} or {@code 8}; Agon's {@code 11 hex}
   */
  static String size(GameState<?> position) {
    if (position instanceof io.github.gongqi.gongqi.Position p) {
      return Integer.toString(p.rules().size());
    }
    return AGON_FRAME + " hex";
  }

  /**
   * Answers {@code gogui-rules_board}: the top row first, one character a cell with a space
   * between, {@code .} empty, {@code X} Black, {@code O} White; for Agon the 11 × 11 frame of its
   * axial coordinates (rows {@code k} down to {@code a}, diagonals 1 to 11) with {@code ?} for the
   * squares that are not cells. Agon's Queens and marked pieces are drawn as their side's stones.
   *
   * @param position a position of either game
   * @return the rows, separated by line ends
   */
  static String board(GameState<?> position) {
    List<String> rows = new ArrayList<>();
    if (position instanceof io.github.gongqi.gongqi.Position p) {
      int size = p.rules().size();
      for (int row = size; row >= 1; row--) {
        StringBuilder line = new StringBuilder();
        for (int column = 0; column < size; column++) {
          String cell = (char) ('a' + column) + Integer.toString(row);
          line.append(column == 0 ? "" : " ")
              .append(p.stoneAt(cell).map(io.github.gongqi.gongqi.Side::symbol).orElse('.'));
        }
        rows.add(line.toString());
      }
    } else {
      io.github.gongqi.agon.Position p = (io.github.gongqi.agon.Position) position;
      for (int row = AGON_FRAME - 1; row >= 0; row--) {
        StringBuilder line = new StringBuilder();
        for (int diagonal = 0; diagonal < AGON_FRAME; diagonal++) {
          char c = '?';
          if (Math.abs(row - diagonal) <= AGON_RADIUS) {
            String cell = (char) ('a' + row) + Integer.toString(diagonal + 1);
            c = p.pieceAt(cell).map(piece -> piece.side().symbol()).orElse('.');
          }
          line.append(diagonal == 0 ? "" : " ").append(c);
        }
        rows.add(line.toString());
      }
    }
    return String.join("\n", rows);
  }
}
