package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.game.testing.BoardSvgContract;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG board: golden files for a handful of positions (regenerate with {@code
 * -Dgolden.update=true} and look at the difference), well-formed XML read by the JDK's parser, and
 * the hooks a page relies on: one {@code data-cell} per point, one {@code data-move} per legal push
 * of the selected stone, and nothing else clickable.
 */
class BoardSvgTest extends BoardSvgContract {
  @Override
  protected Map<String, String> svgCases() {
    return cases();
  }

  @Override
  protected Path goldenDirectory() {
    return GOLDEN;
  }

  @Override
  protected String boardClass() {
    return "gongqi-board";
  }

  @Override
  protected String gameName() {
    return "Gongqi";
  }

  @Override
  protected int cellCount(String name) {
    return name.contains("standard") ? 144 : 64;
  }

  private static final Path GOLDEN = Path.of("src/test/resources/io/github/gongqi/gongqi/svg");

  static Map<String, String> cases() {
    Map<String, String> m = new LinkedHashMap<>();
    SvgOptions d = SvgOptions.defaults();
    m.put("start-quick", BoardSvg.render(Position.start(Rules.QUICK), d));
    Position std = Position.start(Rules.STANDARD);
    m.put(
        "start-standard-white-view",
        BoardSvg.render(
            std,
            d.withSize(320)
                .withCoordinates(false)
                .withPerspective(1)
                .withSelected(Rules.STANDARD.grid().parse("f7"))));
    Position mid = midGame();
    m.put(
        "midgame-selected",
        BoardSvg.render(
            mid,
            d.withLastMove(Move.parse("c4E1", Rules.QUICK).id())
                .withSelected(Rules.QUICK.grid().parse("d4"))));
    m.put(
        "corner-selected",
        BoardSvg.render(corner(), d.withSelected(Rules.QUICK.grid().parse("a1"))));
    m.put(
        "labelled",
        BoardSvg.render(
            mid, d.withLabels(Map.of(Rules.QUICK.grid().parse("c4"), "1")).withSize(400)));
    return m;
  }

  /** 8 × 8, power 2 (3 combined captures), White to move after Black's c4E1. */
  static Position midGame() {
    return Position.builder(Rules.QUICK)
        .put("c4", Side.BLACK)
        .put("d4", Side.WHITE)
        .put("e4", Side.WHITE)
        .put("f4", Side.BLACK)
        .put("d5", Side.BLACK)
        .put("e5", Side.WHITE)
        .put("d3", Side.BLACK)
        .put("b6", Side.WHITE)
        .captures(Side.BLACK, 2)
        .captures(Side.WHITE, 1)
        .sideToMove(Side.WHITE)
        .swapState(SwapState.DECLINED)
        .ply(9)
        .build();
  }

  /** A stone in the corner: at most two directions. */
  static Position corner() {
    return Position.builder(Rules.QUICK)
        .put("a1", Side.BLACK)
        .put("a2", Side.WHITE)
        .put("d5", Side.BLACK)
        .put("e4", Side.WHITE)
        .swapState(SwapState.DECLINED)
        .ply(4)
        .build();
  }

  @Test
  void everyPointIsClickableOnceAndEveryLegalPushOfTheSelectedStoneIsOffered() throws Exception {
    Position p = midGame();
    int d4 = Rules.QUICK.grid().parse("d4");
    Document doc = parse(BoardSvg.render(p, SvgOptions.defaults().withSelected(d4)));
    List<String> cells = attributes(doc, "data-cell");
    assertThat(cells).hasSize(64).doesNotHaveDuplicates().contains("a1", "h8", "d4");
    List<String> moves = attributes(doc, "data-move");
    assertThat(moves)
        .containsExactlyInAnyOrderElementsOf(
            p.legalMovesFrom(d4).stream().map(Move::toString).toList());
    // d4 going E is the run d4 e4 f4 (3 stones) at power 2: hidden, with the reason.
    assertThat(moves).doesNotContain("d4E3").containsExactlyInAnyOrder("d4N2", "d4S2", "d4W2");
    assertThat(doc.getDocumentElement().toString()).isNotNull();
    assertThat(hiddenReasons(doc)).containsEntry("E", "RUN_LONGER_THAN_POWER");
  }

  /** Random positions and options: always well-formed, one hook per point, only legal moves. */
  @Test
  void randomPositionsAreWellFormedAndOfferExactlyTheLegalPushes() throws Exception {
    java.util.Random random = new java.util.Random(1515);
    for (Rules rules : Rules.values()) {
      for (int game = 0; game < 6; game++) {
        Position p = Position.start(rules);
        Move last = null;
        while (!p.isOver() && p.ply() < 70) {
          if (p.ply() % 7 == 3) {
            int sel = random.nextInt(rules.grid().cellCount());
            SvgOptions o =
                SvgOptions.defaults()
                    .withSelected(sel)
                    .withPerspective(random.nextInt(2))
                    .withCoordinates(random.nextBoolean())
                    .withLastMove(last == null ? -1 : last.id());
            String svg = BoardSvg.render(p, o);
            assertThat(BoardSvg.render(p, o)).isEqualTo(svg);
            Document doc = parse(svg);
            assertThat(attributes(doc, "data-cell"))
                .hasSize(rules.grid().cellCount())
                .doesNotHaveDuplicates();
            assertThat(attributes(doc, "data-move"))
                .containsExactlyInAnyOrderElementsOf(
                    p.legalMovesFrom(sel).stream().map(Move::toString).toList());
          }
          List<Move> moves = p.legalMoves();
          last = moves.get(random.nextInt(moves.size()));
          p = p.play(last);
        }
      }
    }
  }

  @Test
  void aCornerStoneShowsAtMostTwoDirections() throws Exception {
    Document doc =
        parse(
            BoardSvg.render(
                corner(), SvgOptions.defaults().withSelected(Rules.QUICK.grid().parse("a1"))));
    assertThat(attributes(doc, "data-move")).containsExactlyInAnyOrder("a1E1");
    assertThat(hiddenReasons(doc))
        .containsEntry("S", "END_POINT_OFF_BOARD")
        .containsEntry("W", "END_POINT_OFF_BOARD")
        .containsKey("N");
  }

  @Test
  void theWhiteViewTurnsTheBoard() throws Exception {
    Position p = Position.start(Rules.QUICK);
    String black = BoardSvg.render(p, SvgOptions.defaults());
    String white = BoardSvg.render(p, SvgOptions.defaults().withPerspective(1));
    // a1 is bottom-left from player 0's side and top-right from player 1's.
    assertThat(rectOf(black, "a1")).isEqualTo("x=\"24\" y=\"304\"");
    assertThat(rectOf(white, "a1")).isEqualTo("x=\"304\" y=\"24\"");
  }

  @Test
  void aTablesStatusReplacesTheSideToMove() {
    Position p = Position.start(Rules.QUICK);
    String plain = BoardSvg.render(p, SvgOptions.defaults());
    String resigned =
        BoardSvg.render(p, SvgOptions.defaults().withStatus("White wins by resignation"));
    assertThat(plain).contains("Black to move").doesNotContain("resignation");
    assertThat(resigned).contains("<title>Gongqi 8\u00d78: White wins by resignation</title>");
    assertThat(resigned).doesNotContain("Black to move");
    // The stone of the side to move goes with the words it stands for.
    assertThat(plain).contains(" to-move\"");
    assertThat(resigned).doesNotContain(" to-move\"");
  }

  @Test
  void anEndedTableGivesTheResultTheWholeLine() {
    // After d5N1 White may swap; once a seat resigns, neither the swap nor the power is news, and
    // a long result must not run into the power at the right of the bar.
    Position p = Position.start(Rules.QUICK).play("d5N1");
    String running = BoardSvg.render(p, SvgOptions.defaults());
    String ended =
        BoardSvg.render(p, SvgOptions.defaults().withStatus("Black wins by resignation"));
    assertThat(running).contains("(may swap)").contains(">Power 1</text>");
    assertThat(ended).contains(">Black wins by resignation</text>").doesNotContain("may swap");
    assertThat(ended).doesNotContain(">Power 1</text>");
  }

  @Test
  void refusesASelectionOffTheBoard() {
    Position p = Position.start(Rules.QUICK);
    assertThatThrownBy(() -> BoardSvg.render(p, SvgOptions.defaults().withSelected(64)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("selected point 64");
    assertThatThrownBy(() -> BoardSvg.render(null, SvgOptions.defaults()))
        .hasMessageContaining("position");
  }

  private static String rectOf(String svg, String cell) {
    int i = svg.indexOf("data-cell=\"" + cell + "\"><rect ");
    int start = i + ("data-cell=\"" + cell + "\"><rect ").length();
    int end = svg.indexOf(" width", start);
    return svg.substring(start, end);
  }

  private static Map<String, String> hiddenReasons(Document doc) {
    Map<String, String> out = new LinkedHashMap<>();
    NodeList all = doc.getElementsByTagName("g");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (e.getAttribute("class").equals("hidden-arrow")) {
        out.put(e.getAttribute("data-direction"), e.getAttribute("data-reason"));
      }
    }
    return out;
  }
}
