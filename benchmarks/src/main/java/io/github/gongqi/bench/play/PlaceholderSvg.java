package io.github.gongqi.bench.play;

import io.github.gongqi.agon.Piece;
import io.github.gongqi.agon.PieceType;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Side;
import java.util.Optional;

/** TEMPORARY: a crude drawing with the agreed hooks until the library's BoardSvg lands. */
final class PlaceholderSvg {
  private PlaceholderSvg() {}

  static String gongqi(io.github.gongqi.gongqi.Position p, int perspective, String selected) {
    int n = p.rules().size();
    int u = 40;
    StringBuilder sb = new StringBuilder();
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"gongqi-board\" viewBox=\"0 0 ")
        .append(n * u)
        .append(' ')
        .append(n * u)
        .append("\"><rect width=\"100%\" height=\"100%\" fill=\"#dcb35c\"/>");
    for (int c = 0; c < n; c++) {
      for (int r = 0; r < n; r++) {
        String name = (char) ('a' + c) + Integer.toString(r + 1);
        double x = (perspective == 0 ? c : n - 1 - c) * u + u / 2.0;
        double y = (perspective == 0 ? n - 1 - r : r) * u + u / 2.0;
        sb.append("<rect data-cell=\"")
            .append(name)
            .append("\" x=\"")
            .append(x - u / 2.0)
            .append("\" y=\"")
            .append(y - u / 2.0)
            .append("\" width=\"")
            .append(u)
            .append("\" height=\"")
            .append(u)
            .append("\" fill=\"none\" stroke=\"#333\"" + " pointer-events=\"all\"/>");
        Optional<Side> s = p.stoneAt(name);
        if (s.isPresent()) {
          sb.append("<circle data-cell=\"")
              .append(name)
              .append("\" class=\"stone ")
              .append(s.get() == Side.BLACK ? "black" : "white")
              .append(name.equals(selected) ? " selected" : "")
              .append("\" cx=\"")
              .append(x)
              .append("\" cy=\"")
              .append(y)
              .append("\" r=\"16\" fill=\"")
              .append(s.get() == Side.BLACK ? "#111" : "#fff")
              .append("\" stroke=\"")
              .append(name.equals(selected) ? "red" : "#000")
              .append("\" stroke-width=\"3\"/>");
        }
      }
    }
    if (selected != null) {
      int from = p.rules().grid().parse(selected);
      for (Move m : p.legalMovesFrom(from)) {
        if (m instanceof Move.Push push) {
          int e = push.endPoint();
          int c = p.rules().grid().column(e);
          int r = p.rules().grid().row(e);
          double x = (perspective == 0 ? c : n - 1 - c) * u + u / 2.0;
          double y = (perspective == 0 ? n - 1 - r : r) * u + u / 2.0;
          sb.append("<circle class=\"target\" data-move=\"")
              .append(m)
              .append("\" cx=\"")
              .append(x)
              .append("\" cy=\"")
              .append(y)
              .append("\" r=\"10\" fill=\"#2a7\"/>");
        }
      }
    }
    return sb.append("</svg>").toString();
  }

  static String agon(io.github.gongqi.agon.Position p, int perspective, String selected) {
    int u = 40;
    StringBuilder sb = new StringBuilder();
    sb.append(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"agon-board\""
            + " viewBox=\"-240 -240 480 480\"><rect x=\"-240\" y=\"-240\" width=\"480\""
            + " height=\"480\" fill=\"#eee\"/>");
    for (int r = 1; r <= 11; r++) {
      for (int d = 1; d <= 11; d++) {
        if (Math.abs(r - d) > 5) {
          continue;
        }
        String name = (char) ('a' + r - 1) + Integer.toString(d);
        double[] xy = xy(r, d, u, perspective);
        sb.append("<circle data-cell=\"")
            .append(name)
            .append("\" cx=\"")
            .append(xy[0])
            .append("\" cy=\"")
            .append(xy[1])
            .append("\" r=\"19\" fill=\"#cdb\" stroke=\"#333\"/>");
        Optional<Piece> piece = p.pieceAt(name);
        if (piece.isPresent()) {
          Piece pc = piece.get();
          boolean w = pc.side() == io.github.gongqi.agon.Side.WHITE;
          sb.append("<circle data-cell=\"")
              .append(name)
              .append("\" class=\"piece ")
              .append(pc.type() == PieceType.QUEEN ? "queen" : "guard")
              .append(w ? " white" : " black")
              .append("\" cx=\"")
              .append(xy[0])
              .append("\" cy=\"")
              .append(xy[1])
              .append("\" r=\"")
              .append(pc.type() == PieceType.QUEEN ? 16 : 12)
              .append("\" fill=\"")
              .append(w ? "#fff" : "#222")
              .append("\" stroke=\"")
              .append(name.equals(selected) ? "red" : "#000")
              .append("\" stroke-width=\"3\"/>");
        }
      }
    }
    for (io.github.gongqi.agon.Move m : p.legalMoves()) {
      String t = m.toString();
      int dash = t.indexOf('-');
      int at = t.indexOf('@');
      String target = null;
      if (dash > 0 && t.substring(0, dash).equals(selected)) {
        target = t.substring(dash + 1);
      } else if (at > 0) {
        target = t.substring(at + 1);
      }
      if (target != null) {
        int r = target.charAt(0) - 'a' + 1;
        int d = Integer.parseInt(target.substring(1));
        double[] xy = xy(r, d, u, perspective);
        sb.append("<circle class=\"target\" data-move=\"")
            .append(t)
            .append("\" cx=\"")
            .append(xy[0])
            .append("\" cy=\"")
            .append(xy[1])
            .append("\" r=\"8\" fill=\"#2a7\"/>");
      }
    }
    return sb.append("</svg>").toString();
  }

  private static double[] xy(int r, int d, int u, int perspective) {
    double x = (d - 6 - (r - 6) / 2.0) * u;
    double y = -(r - 6) * u * 0.866;
    return perspective == 0 ? new double[] {x, y} : new double[] {-x, -y};
  }
}
