package io.github.gongqi.gongqi;

import static io.github.gongqi.game.svg.SvgMarkup.escape;

import io.github.gongqi.game.svg.BoardDrawing;
import io.github.gongqi.game.svg.SvgMarkup;
import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareGrid;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Draws a Gongqi position as a standalone SVG document: the board, the stones, the coordinates, the
 * last move, a selected stone with an arrow for each direction on offer and its push length, and a
 * status line with the side to move, the captures, the goal and the power.
 *
 * <pre>{@code
 * Position p = Position.start(Rules.QUICK);
 * String svg = BoardSvg.render(p, SvgOptions.defaults().withSelected(Rules.QUICK.grid().parse("d5")));
 * }</pre>
 *
 * <p>The output is deterministic (the same position and options give the same bytes) and
 * well-formed XML, with a {@code <title>} and a {@code <desc>} for screen readers. Colours are
 * presentation attributes, so any CSS rule of the page overrides them. Hooks for a page:
 *
 * <ul>
 *   <li>root class {@code gongqi-board};
 *   <li>one {@code <g class="point" data-cell="d5">} per point (its stone inside, {@code stone
 *       black} or {@code stone white}, plus {@code selected}, {@code label} and {@code last-move}
 *       marks: a dot on the new stone, a ring on the stone at the far end of the pushed run);
 *   <li>per direction on offer, {@code <g class="arrow" data-move="d5N1" data-direction="N"
 *       data-count="1">} whose {@code target} marker at the end point shows the push length; a
 *       direction not on offer is a {@code <g class="hidden-arrow" data-direction="E"
 *       data-reason="RUN_LONGER_THAN_POWER" visibility="hidden">} with the reason in its title;
 *   <li>{@code swap} and {@code pass} are not drawn (a page offers them as buttons);
 *   <li>{@code grid}, {@code coordinates} and {@code status} groups.
 * </ul>
 */
public final class BoardSvg {
  private static final int SPACING = 40;
  private static final int STONE = 17;
  private static final int STATUS = 58;

  private BoardSvg() {}

  /**
   * Renders a position.
   *
   * @param position the position
   * @param options size, coordinates, perspective, last move, selected point and labels
   * @return a complete SVG document
   * @throws IllegalArgumentException if the selected point or a labelled point is off the board
   */
  public static String render(Position position, SvgOptions options) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(options, "options");
    SquareGrid grid = position.rules().grid();
    int sel = options.selected();
    if (sel >= 0 && !grid.isCell(sel)) {
      throw new IllegalArgumentException(
          "selected point "
              + sel
              + " is off the "
              + grid
              + " board (0.."
              + (grid.cellCount() - 1)
              + ")");
    }
    for (int cell : options.labels().keySet()) {
      if (!grid.isCell(cell)) {
        throw new IllegalArgumentException(
            "labelled point " + cell + " is off the " + grid + " board");
      }
    }
    return new Drawing(position, options).draw();
  }

  /** One rendering: the geometry of the view and the text being written. */
  private static final class Drawing extends BoardDrawing {
    private final Position pos;
    private final SquareGrid grid;
    private final int n;
    private final int margin;
    private final int width;
    private final int boardHeight;

    Drawing(Position pos, SvgOptions opt) {
      super(opt, 16_384);
      this.pos = pos;
      this.grid = pos.rules().grid();
      this.n = pos.rules().size();
      this.margin = opt.coordinates() ? 44 : 30;
      this.width = (n - 1) * SPACING + 2 * margin;
      this.boardHeight = width;
    }

    int x(int cell) {
      int c = grid.column(cell);
      return margin + (flip ? n - 1 - c : c) * SPACING;
    }

    int y(int cell) {
      int r = grid.row(cell);
      return margin + (flip ? r : n - 1 - r) * SPACING;
    }

    /** The screen step of a direction: x right, y down. */
    int dx(SquareDirection d) {
      return flip ? -d.dx() : d.dx();
    }

    int dy(SquareDirection d) {
      return flip ? d.dy() : -d.dy();
    }

    String draw() {
      int height = boardHeight + STATUS;
      SvgMarkup.open(sb, "gongqi-board", opt.size(), width, height);
      SvgMarkup.element(sb, "title", title());
      SvgMarkup.element(sb, "desc", description());
      sb.append("<rect class=\"board\" x=\"0\" y=\"0\" width=\"")
          .append(width)
          .append("\" height=\"")
          .append(boardHeight)
          .append("\" fill=\"#dcb468\"/>\n");
      gridLines();
      if (opt.coordinates()) {
        coordinates();
      }
      lastMoveTrail();
      points();
      arrows();
      status(height);
      sb.append("</svg>\n");
      return sb.toString();
    }

    private String title() {
      return "Gongqi " + n + "\u00d7" + n + ": " + turnText();
    }

    private String turnText() {
      return turnText(pos.isOver(), pos.result(), name(pos.sideToMove()) + " to move");
    }

    private String description() {
      StringBuilder d = new StringBuilder();
      for (Side s : Side.values()) {
        d.append(name(s)).append(" stones: ");
        List<String> names = pos.cells(s).stream().mapToObj(grid::name).toList();
        d.append(names.isEmpty() ? "none" : String.join(", ", names)).append(". ");
      }
      d.append("Captures: Black ")
          .append(pos.captures(Side.BLACK))
          .append(", White ")
          .append(pos.captures(Side.WHITE))
          .append(" of ")
          .append(pos.rules().captureGoal())
          .append(". Power ")
          .append(pos.power())
          .append(". ")
          .append(turnText())
          .append('.');
      if (pos.swapState() == SwapState.OFFERED && !pos.isOver() && opt.status().isEmpty()) {
        d.append(" White may swap.");
      }
      if (opt.selected() >= 0) {
        d.append(" Selected: ").append(grid.name(opt.selected())).append('.');
        for (PushOption o : pos.pushOptions(opt.selected())) {
          d.append(' ').append(o.direction().name()).append(": ");
          d.append(o.isShown() ? "push " + o.pushes().get(0) : "hidden");
          d.append('.');
        }
      }
      return d.toString();
    }

    private void gridLines() {
      int lo = margin;
      int hi = margin + (n - 1) * SPACING;
      sb.append("<path class=\"grid\" fill=\"none\" stroke=\"#4a3418\" stroke-width=\"1.5\" d=\"");
      for (int i = 0; i < n; i++) {
        int v = margin + i * SPACING;
        sb.append('M').append(lo).append(' ').append(v).append('H').append(hi);
        sb.append('M').append(v).append(' ').append(lo).append('V').append(hi);
      }
      sb.append("\"/>\n");
    }

    private void coordinates() {
      sb.append(
          "<g class=\"coordinates\" font-size=\"15\" fill=\"#3b2a10\" text-anchor=\"middle\">\n");
      int far = margin + (n - 1) * SPACING;
      for (int c = 0; c < n; c++) {
        int cell = grid.index(c, 0);
        String letter = String.valueOf((char) ('a' + c));
        SvgMarkup.text(sb, x(cell), margin - 24, letter);
        SvgMarkup.text(sb, x(cell), far + 34, letter);
      }
      for (int r = 0; r < n; r++) {
        int cell = grid.index(0, r);
        String number = String.valueOf(r + 1);
        SvgMarkup.text(sb, margin - 27, y(cell) + 5, number);
        SvgMarkup.text(sb, far + 27, y(cell) + 5, number);
      }
      sb.append("</g>\n");
    }

    /** The last push as a faint line from its point to where its run ended. */
    private void lastMoveTrail() {
      Move.Push push = lastPush();
      if (push == null) {
        return;
      }
      int p = push.point();
      int e = push.endPoint();
      sb.append("<line class=\"last-move trail\" x1=\"")
          .append(x(p))
          .append("\" y1=\"")
          .append(y(p))
          .append("\" x2=\"")
          .append(x(e))
          .append("\" y2=\"")
          .append(y(e))
          .append(
              "\" stroke=\"#d62828\" stroke-width=\"6\" stroke-opacity=\"0.45\""
                  + " stroke-linecap=\"round\"/>\n");
    }

    private Move.Push lastPush() {
      int id = opt.lastMove();
      if (id < 0 || id >= pos.rules().numDistinctActions()) {
        return null;
      }
      return Move.fromId(id, pos.rules()) instanceof Move.Push p ? p : null;
    }

    private void points() {
      Move.Push last = lastPush();
      Map<Integer, String> labels = opt.labels();
      sb.append("<g class=\"points\">\n");
      for (int cell = 0; cell < grid.cellCount(); cell++) {
        int cx = x(cell);
        int cy = y(cell);
        Side s = pos.stoneAt(cell).orElse(null);
        sb.append("<g class=\"point");
        if (s != null) {
          sb.append(" occupied");
        }
        sb.append("\" data-cell=\"").append(grid.name(cell)).append("\">");
        int h = SPACING / 2;
        sb.append("<rect x=\"")
            .append(cx - h)
            .append("\" y=\"")
            .append(cy - h)
            .append("\" width=\"")
            .append(SPACING)
            .append("\" height=\"")
            .append(SPACING)
            .append("\" fill=\"transparent\"/>");
        if (s != null) {
          boolean black = s == Side.BLACK;
          sb.append("<circle class=\"stone ")
              .append(black ? "black" : "white")
              .append("\" cx=\"")
              .append(cx)
              .append("\" cy=\"")
              .append(cy)
              .append("\" r=\"")
              .append(STONE)
              .append(
                  black
                      ? "\" fill=\"#161616\" stroke=\"#000\""
                      : "\" fill=\"#f6f6f2\" stroke=\"#333\"")
              .append(" stroke-width=\"1.5\"/>");
          String ink = black ? "#fff" : "#111";
          String label = labels.get(cell);
          if (label != null) {
            sb.append("<text class=\"label\" x=\"")
                .append(cx)
                .append("\" y=\"")
                .append(cy + 6)
                .append("\" font-size=\"17\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"")
                .append(ink)
                .append("\">");
            escape(sb, label);
            sb.append("</text>");
          } else if (last != null && last.point() == cell) {
            sb.append("<circle class=\"last-move\" cx=\"")
                .append(cx)
                .append("\" cy=\"")
                .append(cy)
                .append("\" r=\"6\" fill=\"#d62828\"/>");
          } else if (last != null && last.endPoint() == cell) {
            // Where the pushed run ended: the stones between are covered, so mark the far end.
            sb.append("<circle class=\"last-move end\" cx=\"")
                .append(cx)
                .append("\" cy=\"")
                .append(cy)
                .append("\" r=\"9\" fill=\"none\" stroke=\"#d62828\" stroke-width=\"3\"/>");
          }
        } else if (labels.containsKey(cell)) {
          sb.append("<text class=\"label\" x=\"")
              .append(cx)
              .append("\" y=\"")
              .append(cy + 6)
              .append(
                  "\" font-size=\"17\" font-weight=\"bold\" text-anchor=\"middle\""
                      + " fill=\"#8a1c1c\">");
          escape(sb, labels.get(cell));
          sb.append("</text>");
        }
        if (cell == opt.selected()) {
          sb.append("<circle class=\"selected\" cx=\"")
              .append(cx)
              .append("\" cy=\"")
              .append(cy)
              .append("\" r=\"")
              .append(STONE + 3)
              .append("\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"4\"/>");
        }
        sb.append("</g>\n");
      }
      sb.append("</g>\n");
    }

    private void arrows() {
      int sel = opt.selected();
      if (sel < 0) {
        return;
      }
      sb.append("<g class=\"arrows\">\n");
      int px = x(sel);
      int py = y(sel);
      for (PushOption o : pos.pushOptions(sel)) {
        SquareDirection d = o.direction();
        int ux = dx(d);
        int uy = dy(d);
        if (o.isShown()) {
          Move.Push push = o.pushes().get(0);
          int e = push.endPoint();
          int ex = x(e);
          int ey = y(e);
          sb.append("<g class=\"arrow\" data-move=\"")
              .append(push)
              .append("\" data-direction=\"")
              .append(d.name())
              .append("\" data-count=\"")
              .append(push.count())
              .append("\" cursor=\"pointer\">");
          sb.append("<title>Push ")
              .append(push)
              .append(": ")
              .append(push.count() == 1 ? "1 stone" : push.count() + " stones")
              .append(' ')
              .append(directionWord(d))
              .append("</title>");
          // The shaft runs from the stone's edge to the push-length marker on the end point.
          int tipX = ex - ux * 12;
          int tipY = ey - uy * 12;
          int baseX = tipX - ux * 9;
          int baseY = tipY - uy * 9;
          sb.append("<line x1=\"")
              .append(px + ux * (STONE + 3))
              .append("\" y1=\"")
              .append(py + uy * (STONE + 3))
              .append("\" x2=\"")
              .append(baseX)
              .append("\" y2=\"")
              .append(baseY)
              .append("\" stroke=\"#1565c0\" stroke-width=\"5\" stroke-opacity=\"0.75\"/>");
          sb.append("<polygon points=\"")
              .append(tipX)
              .append(',')
              .append(tipY)
              .append(' ')
              .append(baseX + uy * 8)
              .append(',')
              .append(baseY - ux * 8)
              .append(' ')
              .append(baseX - uy * 8)
              .append(',')
              .append(baseY + ux * 8)
              .append("\" fill=\"#1565c0\"/>");
          sb.append("<circle class=\"target\" cx=\"")
              .append(ex)
              .append("\" cy=\"")
              .append(ey)
              .append("\" r=\"12\" fill=\"#1565c0\" stroke=\"#fff\" stroke-width=\"2\"/>");
          sb.append("<text class=\"push-length\" x=\"")
              .append(ex)
              .append("\" y=\"")
              .append(ey + 6)
              .append(
                  "\" font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#fff\">")
              .append(push.count())
              .append("</text>");
          sb.append("</g>\n");
        } else {
          IllegalMoveReason why = o.reason().orElseThrow();
          sb.append("<g class=\"hidden-arrow\" data-direction=\"")
              .append(d.name())
              .append("\" data-reason=\"")
              .append(why.name())
              .append("\" visibility=\"hidden\"><title>");
          escape(sb, d.name() + " hidden: " + reasonText(o));
          sb.append("</title><line x1=\"")
              .append(px + ux * (STONE + 3))
              .append("\" y1=\"")
              .append(py + uy * (STONE + 3))
              .append("\" x2=\"")
              .append(px + ux * (SPACING - 4))
              .append("\" y2=\"")
              .append(py + uy * (SPACING - 4))
              .append("\" stroke=\"#888\" stroke-width=\"3\" stroke-dasharray=\"4 3\"/></g>\n");
        }
      }
      sb.append("</g>\n");
    }

    private String reasonText(PushOption o) {
      IllegalMoveReason why = o.reason().orElseThrow();
      return switch (why) {
        case GAME_OVER -> "the game is over";
        case NO_STONE -> "there is no stone here";
        case END_POINT_OFF_BOARD -> "the run reaches the edge, stones never leave the board";
        case RUN_LONGER_THAN_POWER ->
            "the run of " + o.runLength() + " is longer than the power " + pos.power();
        case SUICIDE -> "the push would leave a group of the mover's without a liberty (suicide)";
        default -> why.name();
      };
    }

    private static String directionWord(SquareDirection d) {
      return switch (d) {
        case N -> "north";
        case E -> "east";
        case S -> "south";
        default -> "west";
      };
    }

    // The side to move's stone at the status bar's left end, Black's first (player 0).
    private static final SvgMarkup.Marker[] TO_MOVE = {
      new SvgMarkup.Marker("stone black", "#161616", "#fff"),
      new SvgMarkup.Marker("stone white", "#f6f6f2", "#333")
    };

    private void status(int height) {
      // The side to move as a stone, then the words; the power on the right; the captures below.
      // No side-to-move stone once the game or the table has ended (a result in the status).
      SvgMarkup.Marker marker = toMove(pos.isOver(), pos.sideToMove().ordinal(), TO_MOVE);
      // Once the game or the table has ended (no side to move), the result takes the whole line:
      // the swap and the power no longer matter, and a long result would run into them.
      boolean running = marker != null;
      String left = turnText();
      if (running && pos.swapState() == SwapState.OFFERED) {
        left += " (may swap)";
      }
      double mid =
          SvgMarkup.openStatusWithTurn(sb, boardHeight, width, height, "#3b2a10", marker, left);
      if (running) {
        SvgMarkup.statusText(sb, "power", width - 12, mid + 6, "end", "Power " + pos.power());
      }
      SvgMarkup.statusText(
          sb,
          "captures",
          12,
          mid + 28,
          "start",
          "Captures: Black "
              + pos.captures(Side.BLACK)
              + " \u00b7 White "
              + pos.captures(Side.WHITE)
              + " \u00b7 goal "
              + pos.rules().captureGoal());
      sb.append("</g>\n");
    }

    private static String name(Side s) {
      return s == Side.BLACK ? "Black" : "White";
    }
  }
}
