package io.github.gongqi.agon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A deliberately simple Agon written from the spec alone, for cross-checking the engine. It shares
 * no code with the engine: cells are names, the board is a map from name to a two-letter piece code
 * ("WQ", "WG", "BQ", "BG"), moves are strings. Slow and obvious on purpose.
 */
final class ReferenceAgon {
  /** The options, as plain fields. */
  record Opts(
      String setup, // "standard", "classic", "placement"
      char first, // 'W' or 'B'
      boolean queenToThrone,
      boolean betweenAllowed,
      boolean marked,
      boolean sixLoss,
      int plyLimit) {}

  static final List<String> CELLS = new ArrayList<>();
  static final Map<String, int[]> COORD = new HashMap<>();
  static final Map<String, Integer> INDEX = new HashMap<>();

  // Spec: neighbours of (r, d) are (r, d±1), (r±1, d), (r+1, d+1), (r−1, d−1).
  static final int[][] DIRS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}};

  static {
    for (int r = 1; r <= 11; r++) {
      for (int d = 1; d <= 11; d++) {
        if (Math.abs(r - d) <= 5) {
          String n = name(r, d);
          INDEX.put(n, CELLS.size());
          CELLS.add(n);
          COORD.put(n, new int[] {r, d});
        }
      }
    }
  }

  static String name(int r, int d) {
    return "" + (char) ('a' + r - 1) + d;
  }

  static String at(String cell, int[] dir, int times) {
    int[] c = COORD.get(cell);
    int r = c[0] + dir[0] * times;
    int d = c[1] + dir[1] * times;
    if (r < 1 || r > 11 || d < 1 || d > 11 || Math.abs(r - d) > 5) {
      return null;
    }
    return name(r, d);
  }

  static int ring(String cell) {
    int[] c = COORD.get(cell);
    int x = c[0] - 6;
    int y = c[1] - 6;
    return Math.max(Math.abs(x), Math.max(Math.abs(y), Math.abs(x - y)));
  }

  final Opts opts;
  final Map<String, String> board;
  final Set<String> marked;
  final Map<String, Integer> off; // "WQ" etc -> count
  final char toMove;
  final boolean placing;
  final int passes;
  final int ply;
  final String result;
  final List<String> lastCaptured;

  private ReferenceAgon(
      Opts opts,
      Map<String, String> board,
      Set<String> marked,
      Map<String, Integer> off,
      char toMove,
      boolean placing,
      int passes,
      int ply,
      String result,
      List<String> lastCaptured) {
    this.opts = opts;
    this.board = board;
    this.marked = marked;
    this.off = off;
    this.toMove = toMove;
    this.placing = placing;
    this.passes = passes;
    this.ply = ply;
    this.result = result;
    this.lastCaptured = lastCaptured;
  }

  static ReferenceAgon start(Opts o) {
    Map<String, String> b = new TreeMap<>();
    Map<String, Integer> off = new TreeMap<>();
    for (String k : new String[] {"WQ", "WG", "BQ", "BG"}) {
      off.put(k, 0);
    }
    boolean placing = false;
    switch (o.setup()) {
      case "standard" -> {
        put(b, "WQ", "a1");
        put(b, "WG", "a3 a5 b7 c1 e1 g2");
        put(b, "BQ", "k11");
        put(b, "BG", "k9 k7 j5 i11 g11 e10");
      }
      case "classic" -> {
        put(b, "WQ", "a1");
        put(b, "WG", "a5 e1 e10 i11 j5 k9");
        put(b, "BQ", "k11");
        put(b, "BG", "a3 b7 c1 g2 g11 k7");
      }
      default -> {
        placing = true;
        off.put("WQ", 1);
        off.put("BQ", 1);
        off.put("WG", 6);
        off.put("BG", 6);
      }
    }
    return new ReferenceAgon(
        o, b, new HashSet<>(), off, o.first(), placing, 0, 0, "ongoing", List.of());
  }

  private static void put(Map<String, String> b, String piece, String cells) {
    for (String c : cells.split(" ")) {
      b.put(c, piece);
    }
  }

  char opp() {
    return toMove == 'W' ? 'B' : 'W';
  }

  boolean mine(String cell) {
    String p = board.get(cell);
    return p != null && p.charAt(0) == toMove;
  }

  boolean theirs(String cell) {
    String p = board.get(cell);
    return p != null && p.charAt(0) == opp();
  }

  String queenCell(char side) {
    for (Map.Entry<String, String> e : board.entrySet()) {
      if (e.getValue().equals(side + "Q")) {
        return e.getKey();
      }
    }
    return null;
  }

  List<String> legalMoves() {
    List<String> out = new ArrayList<>();
    if (!result.equals("ongoing")) {
      return out;
    }
    if (placing) {
      String what = off.get(toMove + "Q") > 0 ? "Q" : "G";
      for (String c : CELLS) {
        if (ring(c) == 5 && !board.containsKey(c)) {
          out.add(what + "@" + c);
        }
      }
      return out;
    }
    if (!opts.marked()) {
      if (off.get(toMove + "Q") > 0) {
        for (String c : CELLS) {
          if (!board.containsKey(c) && (opts.queenToThrone() || !c.equals("f6"))) {
            out.add("Q@" + c);
          }
        }
        return out;
      }
      if (off.get(toMove + "G") > 0) {
        for (String c : CELLS) {
          if (ring(c) == 5 && !board.containsKey(c)) {
            out.add("G@" + c);
          }
        }
        return out;
      }
    } else {
      List<String> myMarked = new ArrayList<>();
      for (String c : CELLS) {
        if (marked.contains(c) && mine(c)) {
          myMarked.add(c);
        }
      }
      if (!myMarked.isEmpty()) {
        String q = queenCell(toMove);
        if (q != null && marked.contains(q)) {
          for (String c : CELLS) {
            if (!board.containsKey(c) && (opts.queenToThrone() || !c.equals("f6"))) {
              out.add(q + "@" + c);
            }
          }
        } else {
          for (String m : myMarked) {
            for (String c : CELLS) {
              if (ring(c) == 5 && !board.containsKey(c)) {
                out.add(m + "@" + c);
              }
            }
          }
        }
        return out;
      }
    }
    for (String from : CELLS) {
      if (!mine(from) || marked.contains(from)) {
        continue;
      }
      boolean queen = board.get(from).charAt(1) == 'Q';
      for (int[] dir : DIRS) {
        String to = at(from, dir, 1);
        if (to == null || board.containsKey(to) || ring(to) > ring(from)) {
          continue;
        }
        if (to.equals("f6") && !queen) {
          continue;
        }
        if (!opts.betweenAllowed() && betweenEnemies(to)) {
          continue;
        }
        out.add(from + "-" + to);
      }
    }
    if (out.isEmpty()) {
      out.add("pass");
    }
    return out;
  }

  private boolean betweenEnemies(String cell) {
    for (int k = 0; k < 6; k += 2) {
      String x = at(cell, DIRS[k], 1);
      String y = at(cell, DIRS[k + 1], 1);
      if (x != null && y != null && theirs(x) && theirs(y)) {
        return true;
      }
    }
    return false;
  }

  /** Plays a move taken from {@link #legalMoves()} (not checked again, to stay fast enough). */
  ReferenceAgon play(String move) {
    Map<String, String> b = new TreeMap<>(board);
    Set<String> mk = new HashSet<>(marked);
    Map<String, Integer> of = new TreeMap<>(off);
    List<String> captured = new ArrayList<>();
    int newPasses = 0;
    if (move.equals("pass")) {
      newPasses = passes + 1;
    } else if (move.contains("-")) {
      String from = move.substring(0, move.indexOf('-'));
      String to = move.substring(move.indexOf('-') + 1);
      String piece = b.remove(from);
      b.put(to, piece);
      for (int[] dir : DIRS) {
        String x = at(to, dir, 1);
        String y = at(to, dir, 2);
        if (x == null || y == null) {
          continue;
        }
        String px = b.get(x);
        String py = b.get(y);
        if (px != null
            && px.charAt(0) == opp()
            && !mk.contains(x)
            && py != null
            && py.charAt(0) == toMove) {
          captured.add(x);
        }
      }
      for (String x : captured) {
        if (opts.marked()) {
          mk.add(x);
        } else {
          String px = b.remove(x);
          of.put(px, of.get(px) + 1);
        }
      }
    } else {
      String left = move.substring(0, move.indexOf('@'));
      String to = move.substring(move.indexOf('@') + 1);
      if (left.equals("Q") || left.equals("G")) {
        b.put(to, toMove + left);
        of.put(toMove + left, of.get(toMove + left) - 1);
      } else {
        String piece = b.remove(left);
        mk.remove(left);
        b.put(to, piece);
      }
    }
    boolean stillPlacing = placing;
    if (placing && of.values().stream().allMatch(v -> v == 0)) {
      stillPlacing = false;
    }
    int newPly = ply + 1;
    // Judge the side that just moved.
    String q = null;
    int guardsOnRing1 = 0;
    for (Map.Entry<String, String> e : b.entrySet()) {
      if (e.getValue().equals(toMove + "Q")) {
        q = e.getKey();
      }
      if (e.getValue().equals(toMove + "G") && ring(e.getKey()) == 1) {
        guardsOnRing1++;
      }
    }
    String res = "ongoing";
    if ("f6".equals(q) && guardsOnRing1 == 6) {
      res = toMove + " FORMATION";
    } else if (opts.sixLoss() && guardsOnRing1 == 6) {
      res = opp() + " SIX_GUARDS_LOSS";
    } else if (newPasses == 2) {
      res = "draw TWO_PASSES";
    } else if (opts.plyLimit() > 0 && newPly >= opts.plyLimit()) {
      res = "draw PLY_LIMIT";
    }
    return new ReferenceAgon(
        opts, b, mk, of, opp(), stillPlacing, newPasses, newPly, res, List.copyOf(captured));
  }

  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (String m : legalMoves()) {
      n += depth == 1 ? 1 : play(m).perft(depth - 1);
    }
    return n;
  }

  /** The board as one string: "name=piece" (+ "*" if marked) for each occupied cell, by name. */
  String boardString() {
    StringBuilder sb = new StringBuilder(128);
    for (Map.Entry<String, String> e : new TreeMap<>(board).entrySet()) {
      sb.append(e.getKey()).append('=').append(e.getValue());
      if (marked.contains(e.getKey())) {
        sb.append('*');
      }
      sb.append(' ');
    }
    return sb.toString();
  }
}
