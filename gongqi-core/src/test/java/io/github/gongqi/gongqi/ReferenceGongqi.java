package io.github.gongqi.gongqi;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A deliberately simple Gongqi implementation written from the rules text alone, sharing no code
 * with the engine: a plain {@code int[x][y]} board, breadth-first flood fill over lists, moves as
 * notation strings. Slow and obvious, it is the oracle the engine is checked against.
 */
final class ReferenceGongqi {
  static final int EMPTY = 0;
  static final int BLACK = 1;
  static final int WHITE = 2;
  private static final int[][] STEPS = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}; // N E S W
  private static final String DIRS = "NESW";

  final int size;
  final int powerStep;
  final int goal;
  final int[][] board; // board[x][y], x = column from a, y = row from 1
  final int toMove;
  final int blackCaptures;
  final int whiteCaptures;
  final char swap; // n, o, d, s
  final int passes;
  final int moveNumber;

  private ReferenceGongqi(
      int size,
      int[][] board,
      int toMove,
      int blackCaptures,
      int whiteCaptures,
      char swap,
      int passes,
      int moveNumber) {
    this.size = size;
    this.powerStep = size == 12 ? 5 : 3;
    this.goal = size == 12 ? 20 : 12;
    this.board = board;
    this.toMove = toMove;
    this.blackCaptures = blackCaptures;
    this.whiteCaptures = whiteCaptures;
    this.swap = swap;
    this.passes = passes;
    this.moveNumber = moveNumber;
  }

  static ReferenceGongqi start(int size) {
    int[][] b = new int[size][size];
    if (size == 12) {
      b[5][6] = BLACK; // f7
      b[6][5] = BLACK; // g6
      b[6][6] = WHITE; // g7
      b[5][5] = WHITE; // f6
    } else {
      b[3][4] = BLACK; // d5
      b[4][3] = BLACK; // e4
      b[4][4] = WHITE; // e5
      b[3][3] = WHITE; // d4
    }
    return new ReferenceGongqi(size, b, BLACK, 0, 0, 'n', 0, 1);
  }

  /** Reads the notation "rows side capB/capW swap passes moveNumber" with its own simple parser. */
  static ReferenceGongqi fromNotation(String text) {
    String[] f = text.split(" ");
    String[] rows = f[0].split("/");
    int size = rows.length;
    int[][] b = new int[size][size];
    for (int r = 0; r < size; r++) {
      int y = size - 1 - r;
      int x = 0;
      String row = rows[r];
      int i = 0;
      while (i < row.length()) {
        char c = row.charAt(i);
        if (c == 'X') {
          b[x++][y] = BLACK;
          i++;
        } else if (c == 'O') {
          b[x++][y] = WHITE;
          i++;
        } else {
          int j = i;
          while (j < row.length() && Character.isDigit(row.charAt(j))) {
            j++;
          }
          x += Integer.parseInt(row.substring(i, j));
          i = j;
        }
      }
    }
    String[] caps = f[2].split("/");
    return new ReferenceGongqi(
        size,
        b,
        f[1].equals("b") ? BLACK : WHITE,
        Integer.parseInt(caps[0]),
        Integer.parseInt(caps[1]),
        f[3].charAt(0),
        Integer.parseInt(f[4]),
        Integer.parseInt(f[5]));
  }

  int power() {
    return 1 + (blackCaptures + whiteCaptures) / powerStep;
  }

  boolean onBoard(int x, int y) {
    return x >= 0 && y >= 0 && x < size && y < size;
  }

  String name(int x, int y) {
    return "" + (char) ('a' + x) + (y + 1);
  }

  boolean isOver() {
    return blackCaptures >= goal || whiteCaptures >= goal || passes >= 2;
  }

  /** "B" or "W" for a win, "D" for a draw, "-" while ongoing. */
  String result() {
    if (blackCaptures >= goal) {
      return "B";
    }
    if (whiteCaptures >= goal) {
      return "W";
    }
    if (passes >= 2) {
      return blackCaptures > whiteCaptures ? "B" : whiteCaptures > blackCaptures ? "W" : "D";
    }
    return "-";
  }

  private int[][] copyBoard() {
    int[][] c = new int[size][];
    for (int x = 0; x < size; x++) {
      c[x] = board[x].clone();
    }
    return c;
  }

  /** The stones of the group at (x, y) as {x, y} pairs, by breadth-first search. */
  private static List<int[]> groupOf(int[][] b, int size, int x, int y) {
    int colour = b[x][y];
    boolean[][] seen = new boolean[size][size];
    List<int[]> group = new ArrayList<>();
    Deque<int[]> queue = new ArrayDeque<>();
    queue.add(new int[] {x, y});
    seen[x][y] = true;
    while (!queue.isEmpty()) {
      int[] s = queue.poll();
      group.add(s);
      for (int[] st : STEPS) {
        int nx = s[0] + st[0];
        int ny = s[1] + st[1];
        if (nx >= 0 && ny >= 0 && nx < size && ny < size && !seen[nx][ny] && b[nx][ny] == colour) {
          seen[nx][ny] = true;
          queue.add(new int[] {nx, ny});
        }
      }
    }
    return group;
  }

  private static boolean hasLiberty(int[][] b, int size, List<int[]> group) {
    for (int[] s : group) {
      for (int[] st : STEPS) {
        int nx = s[0] + st[0];
        int ny = s[1] + st[1];
        if (nx >= 0 && ny >= 0 && nx < size && ny < size && b[nx][ny] == EMPTY) {
          return true;
        }
      }
    }
    return false;
  }

  /** The outcome of trying a push: null if illegal. */
  private ReferenceGongqi tryPush(int x, int y, int dir) {
    if (board[x][y] == EMPTY) {
      return null;
    }
    int dx = STEPS[dir][0];
    int dy = STEPS[dir][1];
    int len = 0;
    while (onBoard(x + len * dx, y + len * dy) && board[x + len * dx][y + len * dy] != EMPTY) {
      len++;
    }
    int ex = x + len * dx;
    int ey = y + len * dy;
    if (!onBoard(ex, ey) || len > power()) {
      return null;
    }
    int[][] b = copyBoard();
    for (int k = len; k >= 1; k--) {
      b[x + k * dx][y + k * dy] = board[x + (k - 1) * dx][y + (k - 1) * dy];
    }
    b[x][y] = toMove;
    int opponent = toMove == BLACK ? WHITE : BLACK;
    // 1. Remove every opposing group without a liberty.
    int removed = 0;
    boolean[][] done = new boolean[size][size];
    for (int gx = 0; gx < size; gx++) {
      for (int gy = 0; gy < size; gy++) {
        if (b[gx][gy] == opponent && !done[gx][gy]) {
          List<int[]> g = groupOf(b, size, gx, gy);
          for (int[] st : g) {
            done[st[0]][st[1]] = true;
          }
          if (!hasLiberty(b, size, g)) {
            for (int[] st : g) {
              b[st[0]][st[1]] = EMPTY;
              removed++;
            }
          }
        }
      }
    }
    // 2. Suicide: any own group without a liberty makes the push illegal.
    for (int gx = 0; gx < size; gx++) {
      for (int gy = 0; gy < size; gy++) {
        if (b[gx][gy] == toMove && !done[gx][gy]) {
          List<int[]> g = groupOf(b, size, gx, gy);
          for (int[] st : g) {
            done[st[0]][st[1]] = true;
          }
          if (!hasLiberty(b, size, g)) {
            return null;
          }
        }
      }
    }
    char s = swap;
    if (s == 'n') {
      s = toMove == BLACK ? 'o' : 'd';
    } else if (s == 'o') {
      s = 'd';
    }
    return new ReferenceGongqi(
        size,
        b,
        opponent,
        blackCaptures + (toMove == BLACK ? removed : 0),
        whiteCaptures + (toMove == WHITE ? removed : 0),
        s,
        0,
        moveNumber + 1);
  }

  /** The legal moves as notation, each with the position it leads to, in board order. */
  Map<String, ReferenceGongqi> successors() {
    Map<String, ReferenceGongqi> out = new LinkedHashMap<>();
    if (isOver()) {
      return out;
    }
    for (int x = 0; x < size; x++) {
      for (int y = 0; y < size; y++) {
        for (int d = 0; d < 4; d++) {
          ReferenceGongqi next = tryPush(x, y, d);
          if (next != null) {
            int len = 0;
            while (board[x + len * STEPS[d][0]][y + len * STEPS[d][1]] != EMPTY) {
              len++;
            }
            out.put(name(x, y) + DIRS.charAt(d) + len, next);
          }
        }
      }
    }
    if (swap == 'o') {
      out.put("swap", play("swap"));
    } else if (out.isEmpty()) {
      out.put("pass", play("pass"));
    }
    return out;
  }

  /** The legal moves as notation. */
  List<String> legalMoves() {
    return new ArrayList<>(successors().keySet());
  }

  /** Plays a legal move given in notation. */
  ReferenceGongqi play(String move) {
    if (move.equals("swap")) {
      return new ReferenceGongqi(
          size, copyBoard(), toMove, blackCaptures, whiteCaptures, 's', 0, moveNumber + 1);
    }
    if (move.equals("pass")) {
      return new ReferenceGongqi(
          size,
          copyBoard(),
          toMove == BLACK ? WHITE : BLACK,
          blackCaptures,
          whiteCaptures,
          swap == 'n' ? 'd' : swap,
          passes + 1,
          moveNumber + 1);
    }
    int x = move.charAt(0) - 'a';
    int i = 1;
    while (Character.isDigit(move.charAt(i))) {
      i++;
    }
    int y = Integer.parseInt(move.substring(1, i)) - 1;
    int d = DIRS.indexOf(move.charAt(i));
    ReferenceGongqi next = tryPush(x, y, d);
    if (next == null) {
      throw new IllegalArgumentException("illegal in reference: " + move);
    }
    return next;
  }

  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    Map<String, ReferenceGongqi> next = successors();
    if (depth == 1) {
      return next.size();
    }
    long n = 0;
    for (ReferenceGongqi r : next.values()) {
      n += r.perft(depth - 1);
    }
    return n;
  }

  int stoneCount() {
    int n = 0;
    for (int[] col : board) {
      for (int v : col) {
        n += v == EMPTY ? 0 : 1;
      }
    }
    return n;
  }

  /** The number of distinct empty points next to the group at (x, y); 0 for an empty point. */
  int libertiesAt(int x, int y) {
    if (board[x][y] == EMPTY) {
      return 0;
    }
    boolean[][] seen = new boolean[size][size];
    int n = 0;
    for (int[] s : groupOf(board, size, x, y)) {
      for (int[] st : STEPS) {
        int nx = s[0] + st[0];
        int ny = s[1] + st[1];
        if (onBoard(nx, ny) && board[nx][ny] == EMPTY && !seen[nx][ny]) {
          seen[nx][ny] = true;
          n++;
        }
      }
    }
    return n;
  }
}
