package io.github.gongqi.agon;

import static io.github.gongqi.game.svg.SvgMarkup.escape;
import static io.github.gongqi.game.svg.SvgMarkup.number;

import io.github.gongqi.game.svg.BoardDrawing;
import io.github.gongqi.game.svg.SvgMarkup;
import io.github.gongqi.game.svg.SvgOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Draws an Agon position as a standalone SVG document: the 91 hexagons with their rings and the
 * throne, the pieces (marked captured pieces crossed out), the coordinates, the last move, a
 * selected piece with a dot on each of its targets, the targets of returns and placements, and a
 * status line with the side to move and the pieces waiting to be returned or placed.
 *
 * <pre>{@code
 * Position p = Position.start(Rules.STANDARD);
 * String svg = BoardSvg.render(p, SvgOptions.defaults().withSelected(Board.cell("a3")));
 * }</pre>
 *
 * <p>The output is deterministic (the same position and options give the same bytes) and
 * well-formed XML, with a {@code <title>} and a {@code <desc>} for screen readers. Colours are
 * presentation attributes, so any CSS rule of the page overrides them. Hooks for a page:
 *
 * <ul>
 *   <li>root class {@code agon-board};
 *   <li>one {@code <g class="cell ring-N" data-cell="f6">} per hexagon ({@code throne} for {@code
 *       f6}), its piece inside: {@code piece queen white}, {@code piece guard black}, plus {@code
 *       marked}, {@code selected}, {@code last-move} and {@code label};
 *   <li>per legal move of the selected piece, a {@code <g class="target" data-move="a3-b3">} dot
 *       ({@code target capture}, a red dot, when the move captures); whenever returns or placements
 *       of pieces off the board are legal, a {@code <g class="target drop" data-move="G@a3">} on
 *       each cell, labelled Q or G;
 *   <li>{@code coordinates} and {@code status} groups; {@code pass} is not drawn.
 * </ul>
 */
public final class BoardSvg {
  /** The circumradius of a hexagon, in view units. */
  private static final double R = 24;

  private static final double W = Math.sqrt(3) * R;
  private static final int STATUS = 58;

  private BoardSvg() {}

  /**
   * Renders a position.
   *
   * @param position the position
   * @param options size, coordinates, perspective, last move, selected cell and labels
   * @return a complete SVG document
   * @throws IllegalArgumentException if the selected cell or a labelled cell is not a cell
   */
  public static String render(Position position, SvgOptions options) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(options, "options");
    int sel = options.selected();
    if (sel >= Board.CELLS) {
      throw new IllegalArgumentException(
          "selected cell " + sel + " is not a cell (0.." + (Board.CELLS - 1) + ")");
    }
    for (int cell : options.labels().keySet()) {
      if (cell >= Board.CELLS) {
        throw new IllegalArgumentException(
            "labelled cell " + cell + " is not a cell (0.." + (Board.CELLS - 1) + ")");
      }
    }
    return new Drawing(position, options).draw();
  }

  /** One rendering: the geometry of the view and the text being written. */
  private static final class Drawing extends BoardDrawing {
    private final Position pos;
    private final double margin;
    private final double width;
    private final double boardHeight;

    Drawing(Position pos, SvgOptions opt) {
      super(opt, 32_768);
      this.pos = pos;
      this.margin = opt.coordinates() ? 44 : 10;
      this.width = Math.ceil(11 * W + 2 * margin);
      this.boardHeight = Math.ceil(17 * R + 2 * margin);
    }

    /** The view x of row r and diagonal d (both from 1), real cells or not. */
    double x(int r, int d) {
      double off = (d - 6) - (r - 6) / 2.0;
      return width / 2 + (flip ? -off : off) * W;
    }

    double y(int r, int d) {
      double off = (r - 6) * 1.5 * R;
      return boardHeight / 2 + (flip ? off : -off);
    }

    static int row(int cell) {
      return Board.name(cell).charAt(0) - 'a' + 1;
    }

    static int diagonal(int cell) {
      return Integer.parseInt(Board.name(cell).substring(1));
    }

    double x(int cell) {
      return x(row(cell), diagonal(cell));
    }

    double y(int cell) {
      return y(row(cell), diagonal(cell));
    }

    String draw() {
      double height = boardHeight + STATUS;
      SvgMarkup.open(sb, "agon-board", opt.size(), width, height);
      SvgMarkup.element(sb, "title", "Agon: " + turnText());
      SvgMarkup.element(sb, "desc", description());
      sb.append("<rect class=\"board\" x=\"0\" y=\"0\" width=\"")
          .append(number(width))
          .append("\" height=\"")
          .append(number(boardHeight))
          .append("\" fill=\"#f3ecd9\"/>\n");
      if (opt.coordinates()) {
        coordinates();
      }
      cells();
      targets();
      status(height);
      sb.append("</svg>\n");
      return sb.toString();
    }

    private String turnText() {
      return turnText(pos.isOver(), pos.result(), toMoveText());
    }

    private String toMoveText() {
      String side = name(pos.sideToMove());
      if (pos.isPlacementPhase()) {
        return side
            + " to place "
            + (pos.queenOffBoard(pos.sideToMove()) ? "its Queen" : "a Guard");
      }
      if (pos.mustReturn()) {
        return side + " to return a captured piece";
      }
      return side + " to move";
    }

    private String description() {
      StringBuilder d = new StringBuilder();
      for (Side s : Side.values()) {
        d.append(name(s)).append(": ");
        int q = pos.queenCell(s);
        d.append("Queen ").append(q < 0 ? "off the board" : Board.name(q));
        List<String> guards = new ArrayList<>();
        List<String> marked = new ArrayList<>();
        for (int c : pos.cells(s).toArray()) {
          Piece p = pos.pieceAt(c).orElseThrow();
          if (p.marked()) {
            marked.add(Board.name(c));
          }
          if (c != q) {
            guards.add(Board.name(c));
          }
        }
        d.append("; Guards ").append(guards.isEmpty() ? "none" : String.join(", ", guards));
        if (!marked.isEmpty()) {
          d.append("; captured and marked ").append(String.join(", ", marked));
        }
        d.append("; ").append(waitingText(s)).append(". ");
      }
      d.append(turnText()).append('.');
      if (opt.selected() >= 0) {
        d.append(" Selected: ").append(Board.name(opt.selected())).append(". Targets: ");
        List<String> moves =
            pos.legalMovesFrom(opt.selected()).stream().map(Move::toString).toList();
        d.append(moves.isEmpty() ? "none" : String.join(", ", moves)).append('.');
      }
      return d.toString();
    }

    private String waitingText(Side s) {
      int q = pos.queenOffBoard(s) ? 1 : 0;
      int g = pos.guardsOffBoard(s);
      int marked = pos.markedCells(s).size();
      String what = pos.isPlacementPhase() ? "to place" : "waiting";
      List<String> parts = new ArrayList<>();
      // Placement lists up to fourteen pieces: letters keep both sides on one line.
      boolean brief = pos.isPlacementPhase();
      if (q == 1) {
        parts.add(brief ? "Q" : "Queen");
      }
      if (g > 0) {
        parts.add(g + (brief ? " G" : g == 1 ? " Guard" : " Guards"));
      }
      String off = parts.isEmpty() ? "" : String.join(" + ", parts) + " " + what;
      String on = marked == 0 ? "" : marked + " marked";
      if (off.isEmpty() && on.isEmpty()) {
        return "none " + what;
      }
      return off.isEmpty() ? on : on.isEmpty() ? off : off + ", " + on;
    }

    private void coordinates() {
      sb.append(
          "<g class=\"coordinates\" font-size=\"15\" fill=\"#4d4330\" text-anchor=\"middle\">\n");
      for (int r = 1; r <= 11; r++) {
        int first = Math.max(1, r - 5);
        SvgMarkup.text(
            sb, x(r, first - 1), y(r, first - 1) + 5, String.valueOf((char) ('a' + r - 1)));
      }
      for (int d = 1; d <= 11; d++) {
        int lowest = Math.max(1, d - 5);
        SvgMarkup.text(sb, x(lowest - 1, d), y(lowest - 1, d) + 5, String.valueOf(d));
      }
      sb.append("</g>\n");
    }

    private void cells() {
      int[] last = lastMoveCells();
      Map<Integer, String> labels = opt.labels();
      sb.append("<g class=\"cells\">\n");
      for (int cell = 0; cell < Board.CELLS; cell++) {
        int ring = Board.ring(cell);
        double cx = x(cell);
        double cy = y(cell);
        boolean throne = Board.isThrone(cell);
        sb.append("<g class=\"cell ring-").append(ring);
        if (throne) {
          sb.append(" throne");
        }
        sb.append("\" data-cell=\"").append(Board.name(cell)).append("\">");
        String fill = throne ? "#e2b740" : ring % 2 == 1 ? "#b9d3a6" : "#dfebd3";
        hexagon(cx, cy, R - 0.5, fill, "#6b7a5c", 1.5);
        if (throne) {
          crown(cx, cy, 0.8, "#9c7413");
        }
        if (cell == last[0] || cell == last[1]) {
          sb.append("<polygon class=\"last-move")
              .append(cell == last[0] ? " from" : " to")
              .append("\" points=\"")
              .append(hexPoints(cx, cy, R - 3.5))
              .append("\" fill=\"none\" stroke=\"#d62828\" stroke-width=\"3\"/>");
        }
        if (cell == opt.selected()) {
          sb.append("<polygon class=\"selected\" points=\"")
              .append(hexPoints(cx, cy, R - 2.5))
              .append("\" fill=\"#8fbbe8\" stroke=\"#1565c0\" stroke-width=\"4\"/>");
        }
        Piece p = pos.pieceAt(cell).orElse(null);
        if (p != null) {
          piece(p, cx, cy);
        }
        String label = labels.get(cell);
        if (label != null) {
          sb.append("<text class=\"label\" x=\"")
              .append(number(cx))
              .append("\" y=\"")
              .append(number(cy + 6))
              .append("\" font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"")
              .append(p == null ? "#8a1c1c" : p.side() == Side.WHITE ? "#111" : "#fff")
              .append("\">");
          escape(sb, label);
          sb.append("</text>");
        }
        sb.append("</g>\n");
      }
      sb.append("</g>\n");
    }

    private void piece(Piece p, double cx, double cy) {
      boolean white = p.side() == Side.WHITE;
      boolean queen = p.type() == PieceType.QUEEN;
      sb.append("<g class=\"piece ")
          .append(queen ? "queen" : "guard")
          .append(white ? " white" : " black")
          .append(p.marked() ? " marked" : "")
          .append("\"")
          .append(p.marked() ? " opacity=\"0.75\"" : "")
          .append('>');
      sb.append("<circle cx=\"")
          .append(number(cx))
          .append("\" cy=\"")
          .append(number(cy))
          .append("\" r=\"")
          .append(queen ? "17" : "14")
          .append(
              white
                  ? "\" fill=\"#fbf8f0\" stroke=\"#2b2b2b\""
                  : "\" fill=\"#1d1d1d\" stroke=\"#000\"")
          .append(" stroke-width=\"2\"/>");
      if (queen) {
        crown(cx, cy, 0.62, white ? "#2b2b2b" : "#f0d060");
      }
      if (p.marked()) {
        // A captured piece that stays on its cell: crossed out in red.
        double k = 10;
        sb.append("<path class=\"captured-mark\" d=\"M")
            .append(number(cx - k))
            .append(' ')
            .append(number(cy - k))
            .append('L')
            .append(number(cx + k))
            .append(' ')
            .append(number(cy + k))
            .append('M')
            .append(number(cx + k))
            .append(' ')
            .append(number(cy - k))
            .append('L')
            .append(number(cx - k))
            .append(' ')
            .append(number(cy + k))
            .append("\" stroke=\"#d62828\" stroke-width=\"4\" stroke-linecap=\"round\"/>");
      }
      sb.append("</g>");
    }

    /** A five-point crown centred on (cx, cy), scaled from a 28-unit-wide outline. */
    private void crown(double cx, double cy, double s, String fill) {
      double[][] pts = {{-14, 9}, {-14, -7}, {-7, 0}, {0, -11}, {7, 0}, {14, -7}, {14, 9}};
      sb.append("<polygon class=\"crown\" points=\"");
      for (int i = 0; i < pts.length; i++) {
        if (i > 0) {
          sb.append(' ');
        }
        sb.append(number(cx + pts[i][0] * s)).append(',').append(number(cy + pts[i][1] * s));
      }
      sb.append("\" fill=\"").append(fill).append("\"/>");
    }

    private void hexagon(double cx, double cy, double r, String fill, String stroke, double sw) {
      sb.append("<polygon points=\"")
          .append(hexPoints(cx, cy, r))
          .append("\" fill=\"")
          .append(fill)
          .append("\" stroke=\"")
          .append(stroke)
          .append("\" stroke-width=\"")
          .append(number(sw))
          .append("\"/>");
    }

    /** A pointy-top hexagon: rows run left to right, as Agon's rows of cells do. */
    private static String hexPoints(double cx, double cy, double r) {
      StringBuilder t = new StringBuilder();
      for (int i = 0; i < 6; i++) {
        double a = Math.toRadians(60 * i - 90);
        if (i > 0) {
          t.append(' ');
        }
        t.append(number(cx + r * StrictMath.cos(a)))
            .append(',')
            .append(number(cy + r * StrictMath.sin(a)));
      }
      return t.toString();
    }

    /** The from and to cells of the last move, -1 where there is none. */
    private int[] lastMoveCells() {
      int id = opt.lastMove();
      if (id < 0 || id >= pos.rules().numDistinctActions()) {
        return new int[] {-1, -1};
      }
      Move m = Move.fromId(id, pos.rules());
      if (m instanceof Move.Step s) {
        return new int[] {s.from(), s.to()};
      }
      if (m instanceof Move.Return r) {
        return new int[] {r.from(), r.to()};
      }
      if (m instanceof Move.Drop d) {
        return new int[] {-1, d.to()};
      }
      return new int[] {-1, -1};
    }

    private void targets() {
      List<Target> shown = new ArrayList<>();
      int sel = opt.selected();
      if (sel >= 0) {
        shown.addAll(pos.targets(sel));
      }
      List<Move.Drop> drops = new ArrayList<>();
      for (Move m : pos.legalMoves()) {
        if (m instanceof Move.Drop d) {
          drops.add(d);
        }
      }
      if (shown.isEmpty() && drops.isEmpty()) {
        return;
      }
      sb.append("<g class=\"targets\">\n");
      for (Target t : shown) {
        int to = t.cell();
        boolean takes = !t.captures().isEmpty();
        sb.append("<g class=\"target")
            .append(takes ? " capture" : "")
            .append("\" data-move=\"")
            .append(t.move())
            .append("\" cursor=\"pointer\">");
        sb.append("<title>").append(t.move());
        if (takes) {
          sb.append(" captures ")
              .append(String.join(", ", t.captures().stream().mapToObj(Board::name).toList()));
        }
        sb.append("</title>");
        sb.append("<polygon points=\"")
            .append(hexPoints(x(to), y(to), R - 1))
            .append("\" fill=\"#1565c0\" fill-opacity=\"0.35\"/>");
        sb.append("<circle cx=\"")
            .append(number(x(to)))
            .append("\" cy=\"")
            .append(number(y(to)))
            .append(takes ? "\" r=\"10\" fill=\"#d62828\"" : "\" r=\"8\" fill=\"#1565c0\"")
            .append(" stroke=\"#fff\" stroke-width=\"2.5\"/>");
        sb.append("</g>\n");
      }
      for (Move.Drop d : drops) {
        boolean shared = false;
        for (Move.Drop o : drops) {
          shared |= o != d && o.to() == d.to();
        }
        double dx = !shared ? 0 : d.type() == PieceType.QUEEN ? -9 : 9;
        double cx = x(d.to()) + dx;
        double cy = y(d.to());
        sb.append("<g class=\"target drop\" data-move=\"")
            .append(d)
            .append("\" cursor=\"pointer\">");
        sb.append("<title>")
            .append(d.type() == PieceType.QUEEN ? "Queen to " : "Guard to ")
            .append(Board.name(d.to()))
            .append("</title>");
        sb.append("<circle cx=\"")
            .append(number(cx))
            .append("\" cy=\"")
            .append(number(cy))
            .append("\" r=\"")
            .append(shared ? "9" : "11")
            .append("\" fill=\"#1565c0\" stroke=\"#fff\" stroke-width=\"2\"/>");
        sb.append("<text x=\"")
            .append(number(cx))
            .append("\" y=\"")
            .append(number(cy + 5))
            .append("\" font-size=\"")
            .append(shared ? "12" : "14")
            .append("\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#fff\">")
            .append(d.type().letter())
            .append("</text></g>\n");
      }
      sb.append("</g>\n");
    }

    // The side to move's piece at the status bar's left end, White's first (player 0).
    private static final SvgMarkup.Marker[] TO_MOVE = {
      new SvgMarkup.Marker("piece white", "#fbf8f0", "#2b2b2b"),
      new SvgMarkup.Marker("piece black", "#1d1d1d", "#fff")
    };

    private void status(double height) {
      // No side-to-move piece once the game or the table has ended (a result in the status).
      SvgMarkup.Marker marker = toMove(pos.isOver(), pos.sideToMove().ordinal(), TO_MOVE);
      double mid =
          SvgMarkup.openStatusWithTurn(
              sb, boardHeight, width, height, "#4d4330", marker, turnText());
      SvgMarkup.statusText(
          sb, "waiting white", 12, mid + 28, "start", "White: " + waitingText(Side.WHITE));
      SvgMarkup.statusText(
          sb, "waiting black", width - 12, mid + 28, "end", "Black: " + waitingText(Side.BLACK));
      sb.append("</g>\n");
    }

    private static String name(Side s) {
      return s == Side.WHITE ? "White" : "Black";
    }
  }
}
