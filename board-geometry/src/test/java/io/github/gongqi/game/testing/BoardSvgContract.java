package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * A game's SVG board: golden files for a handful of named drawings (regenerate with {@code
 * -Dgolden.update=true} and look at the difference; each drawing is also written under {@code
 * target/svg}), well-formed XML read by the JDK's parser with the board's class, a title naming the
 * game, a description and one {@code data-cell} hook per cell, and the same bytes for the same
 * input.
 */
public abstract class BoardSvgContract {
  /**
   * Returns the drawings to check, by name; a new map with the same content on every call.
   *
   * @return the SVG text of each case
   */
  protected abstract Map<String, String> svgCases();

  /**
   * Returns the directory of the golden files, relative to the module.
   *
   * @return the directory
   */
  protected abstract Path goldenDirectory();

  /**
   * Returns the class of the root {@code svg} element, such as {@code gongqi-board}.
   *
   * @return the class
   */
  protected abstract String boardClass();

  /**
   * Returns the game's name, which starts every title.
   *
   * @return the name
   */
  protected abstract String gameName();

  /**
   * Returns the number of cells of the board a case draws: one {@code data-cell} hook each.
   *
   * @param name the case's name
   * @return the number of cells
   */
  protected abstract int cellCount(String name);

  /**
   * Each drawing equals its golden file.
   *
   * @return one test per case
   */
  @TestFactory
  Stream<DynamicTest> matchesItsGoldenFile() {
    return svgCases().entrySet().stream()
        .map(e -> DynamicTest.dynamicTest(e.getKey(), () -> checkGolden(e.getKey(), e.getValue())));
  }

  private void checkGolden(String name, String svg) throws IOException {
    Path actual = Path.of("target/svg").resolve(name + ".svg");
    Files.createDirectories(actual.getParent());
    Files.writeString(actual, svg, StandardCharsets.UTF_8);
    Path golden = goldenDirectory().resolve(name + ".svg");
    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(goldenDirectory());
      Files.writeString(golden, svg, StandardCharsets.UTF_8);
    }
    assertThat(golden).as("golden file %s (run with -Dgolden.update=true)", golden).exists();
    assertThat(svg).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
  }

  /**
   * Each drawing is well-formed SVG with the board's class, a title, a description and its cells.
   *
   * @return one test per case
   */
  @TestFactory
  Stream<DynamicTest> isWellFormedSvgWithTitleAndDescription() {
    return svgCases().entrySet().stream()
        .map(
            e ->
                DynamicTest.dynamicTest(
                    e.getKey(), () -> checkWellFormed(e.getKey(), e.getValue())));
  }

  private void checkWellFormed(String name, String svg) throws Exception {
    Document doc = parse(svg);
    Element root = doc.getDocumentElement();
    assertThat(root.getTagName()).isEqualTo("svg");
    assertThat(root.getNamespaceURI()).isEqualTo("http://www.w3.org/2000/svg");
    assertThat(root.getAttribute("class")).isEqualTo(boardClass());
    assertThat(((Element) root.getElementsByTagName("title").item(0)).getTextContent())
        .startsWith(gameName());
    assertThat(root.getElementsByTagName("desc").getLength()).isEqualTo(1);
    assertThat(attributes(doc, "data-cell")).hasSize(cellCount(name)).doesNotHaveDuplicates();
  }

  /** Drawing the same input twice gives the same bytes. */
  @Test
  void sameInputSameBytes() {
    assertThat(svgCases()).isEqualTo(svgCases());
  }

  /**
   * Reads SVG text with the JDK's namespace-aware XML parser.
   *
   * @param svg the text
   * @return the document
   * @throws Exception if the text is not well-formed XML
   */
  public static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * Returns the values of an attribute on every element that has it, in document order.
   *
   * @param doc the document
   * @param attribute the attribute's name
   * @return the values
   */
  public static List<String> attributes(Document doc, String attribute) {
    List<String> out = new ArrayList<>();
    NodeList all = doc.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (e.hasAttribute(attribute)) {
        out.add(e.getAttribute(attribute));
      }
    }
    return out;
  }
}
