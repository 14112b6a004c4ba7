package io.github.gongqi.agon;

import static io.github.gongqi.agon.Scenarios.c;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.game.testing.BoardSvgContract;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * The SVG board: golden files for a handful of positions (regenerate with {@code
 * -Dgolden.update=true} and look at the difference), well-formed XML read by the JDK's parser, and
 * the hooks a page relies on: one {@code data-cell} per hexagon and one {@code data-move} per legal
 * move on offer.
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
    return "agon-board";
  }

  @Override
  protected String gameName() {
    return "Agon";
  }

  @Override
  protected int cellCount(String name) {
    return 91;
  }

  private static final Path GOLDEN = Path.of("src/test/resources/io/github/gongqi/agon/svg");

  static Map<String, String> cases() {
    Map<String, String> m = new LinkedHashMap<>();
    SvgOptions d = SvgOptions.defaults();
    m.put("start-standard", BoardSvg.render(Position.start(Rules.STANDARD), d));
    m.put(
        "start-black-view",
        BoardSvg.render(
            Position.start(Rules.STANDARD),
            d.withSize(320).withCoordinates(false).withPerspective(1).withSelected(c("a3"))));
    m.put(
        "midgame-selected",
        BoardSvg.render(
            midGame(),
            d.withLastMove(Move.parse("h8-g7", Rules.STANDARD).id()).withSelected(c("e5"))));
    m.put("guard-waiting", BoardSvg.render(guardWaiting(), d));
    m.put("marked-return", BoardSvg.render(marked(), d.withSelected(c("e4"))));
    m.put("placement", BoardSvg.render(Position.start(Rules.PLACEMENT), d.withSize(400)));
    return m;
  }

  /** White to move; e5-e6 would capture the Black Guard on e7 against the White Guard on e8. */
  static Position midGame() {
    return Scenarios.position(
        Rules.STANDARD, Side.WHITE, "Qd4", "Ge5", "Ge8", "Gg5", "qg7", "ge7", "gf7", "gh9");
  }

  /** White has a captured Guard waiting: its turn is a return to the outer ring. */
  static Position guardWaiting() {
    return Scenarios.withWaiting(
        Rules.STANDARD, Side.WHITE, Side.WHITE, 0, 1, "Qe5", "Gf5", "qg7", "gg6", "gh8");
  }

  /** Under the Ludii preset a captured Black Guard stays marked on e4 until Black returns it. */
  static Position marked() {
    return Scenarios.position(Rules.LUDII, Side.BLACK, "Qd4", "Gf4", "ge4*", "qg7", "gg6", "gh8");
  }

  @Test
  void theSelectedPieceOffersExactlyItsLegalMoves() throws Exception {
    Position p = midGame();
    Document doc = parse(BoardSvg.render(p, SvgOptions.defaults().withSelected(c("e5"))));
    assertThat(attributes(doc, "data-move"))
        .containsExactlyInAnyOrderElementsOf(Scenarios.notations(p.legalMovesFrom(c("e5"))))
        .contains("e5-e6", "e5-f5")
        .doesNotContain("e5-e4");
    // Nothing selected, nothing offered (steps need a selected piece).
    assertThat(attributes(parse(BoardSvg.render(p, SvgOptions.defaults())), "data-move")).isEmpty();
  }

  /** Random positions and options: always well-formed, one hook per cell, only legal moves. */
  @Test
  void randomPositionsAreWellFormedAndOfferExactlyTheLegalMoves() throws Exception {
    java.util.Random random = new java.util.Random(1515);
    for (Rules rules : List.of(Rules.STANDARD, Rules.PLACEMENT, Rules.LUDII)) {
      for (int game = 0; game < 4; game++) {
        Position p = Position.start(rules);
        Move last = null;
        while (!p.isOver() && p.ply() < 120) {
          if (p.ply() % 9 == 4) {
            int sel = random.nextInt(Board.CELLS);
            SvgOptions o =
                SvgOptions.defaults()
                    .withSelected(sel)
                    .withPerspective(random.nextInt(2))
                    .withCoordinates(random.nextBoolean())
                    .withLastMove(last == null ? -1 : last.id());
            String svg = BoardSvg.render(p, o);
            assertThat(BoardSvg.render(p, o)).isEqualTo(svg);
            Document doc = parse(svg);
            assertThat(attributes(doc, "data-cell")).hasSize(91).doesNotHaveDuplicates();
            List<String> expected = new ArrayList<>(Scenarios.notations(p.legalMovesFrom(sel)));
            for (Move m : p.legalMoves()) {
              if (m instanceof Move.Drop) {
                expected.add(m.toString());
              }
            }
            assertThat(attributes(doc, "data-move")).containsExactlyInAnyOrderElementsOf(expected);
          }
          List<Move> moves = p.legalMoves();
          last = moves.get(random.nextInt(moves.size()));
          p = p.play(last);
        }
      }
    }
  }

  @Test
  void returnsOfWaitingPiecesAreOfferedWithoutASelection() throws Exception {
    Position p = guardWaiting();
    List<String> moves = attributes(parse(BoardSvg.render(p, SvgOptions.defaults())), "data-move");
    assertThat(moves)
        .hasSize(p.returnCells(PieceType.GUARD).size())
        .allMatch(m -> m.startsWith("G@"))
        .containsExactlyInAnyOrderElementsOf(Scenarios.notations(p.legalMoves()));
  }

  @Test
  void aMarkedPieceIsDrawnCrossedOutAndOffersItsReturns() throws Exception {
    Position p = marked();
    String svg = BoardSvg.render(p, SvgOptions.defaults().withSelected(c("e4")));
    assertThat(svg).contains("class=\"piece guard black marked\"");
    assertThat(attributes(parse(svg), "data-move"))
        .isNotEmpty()
        .allMatch(m -> m.startsWith("e4@"))
        .containsExactlyInAnyOrderElementsOf(Scenarios.notations(p.legalMovesFrom(c("e4"))));
  }

  @Test
  void theBlackViewTurnsTheBoard() {
    Position p = Position.start(Rules.STANDARD);
    String white = BoardSvg.render(p, SvgOptions.defaults());
    String black = BoardSvg.render(p, SvgOptions.defaults().withPerspective(1));
    // a1 is at the bottom left from White's side and at the top right from Black's.
    assertThat(firstPoint(white, "a1")).isEqualTo("169.1,404.5");
    assertThat(firstPoint(black, "a1")).isEqualTo("376.9,44.5");
  }

  @Test
  void aTablesStatusReplacesTheSideToMove() {
    Position p = Position.start(Rules.STANDARD);
    String plain = BoardSvg.render(p, SvgOptions.defaults());
    String drawn = BoardSvg.render(p, SvgOptions.defaults().withStatus("Draw by agreement"));
    assertThat(plain).contains("White to move").doesNotContain("Draw by agreement");
    assertThat(drawn).contains("Draw by agreement").doesNotContain("White to move");
    assertThat(plain).contains(" to-move\"");
    assertThat(drawn).doesNotContain(" to-move\"");
  }

  @Test
  void refusesASelectionOffTheBoard() {
    Position p = Position.start(Rules.STANDARD);
    assertThatThrownBy(() -> BoardSvg.render(p, SvgOptions.defaults().withSelected(91)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("selected cell 91");
  }

  private static String firstPoint(String svg, String cell) {
    String key = "data-cell=\"" + cell + "\"><polygon points=\"";
    int start = svg.indexOf(key) + key.length();
    return svg.substring(start, svg.indexOf(' ', start));
  }
}
