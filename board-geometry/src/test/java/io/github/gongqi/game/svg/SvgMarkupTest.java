package io.github.gongqi.game.svg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class SvgMarkupTest {
  @Test
  void escapesTheFiveXmlSpecialsAndNothingElse() {
    StringBuilder sb = new StringBuilder("x");
    assertThat(SvgMarkup.escape(sb, "a<b>c&d\"e'f \u00d7 é")).isSameAs(sb);
    assertThat(sb).hasToString("xa&lt;b&gt;c&amp;d&quot;e&apos;f \u00d7 é");
  }

  @Test
  void escapingAnEntityEscapesItsAmpersand() {
    assertThat(SvgMarkup.escape(new StringBuilder(), "&amp;")).hasToString("&amp;amp;");
  }

  @Test
  void numbersHaveAtMostOneDecimalRoundedHalfUp() {
    assertThat(SvgMarkup.number(3.0)).isEqualTo("3");
    assertThat(SvgMarkup.number(0)).isEqualTo("0");
    assertThat(SvgMarkup.number(2.25)).isEqualTo("2.3");
    assertThat(SvgMarkup.number(2.24)).isEqualTo("2.2");
    assertThat(SvgMarkup.number(41.569219381653056)).isEqualTo("41.6");
    assertThat(SvgMarkup.number(0.96)).isEqualTo("1");
    assertThat(SvgMarkup.number(1234567.0)).isEqualTo("1234567");
  }

  @Test
  void negativeNumbersKeepTheirSignUnlessTheyRoundToZero() {
    assertThat(SvgMarkup.number(-7)).isEqualTo("-7");
    assertThat(SvgMarkup.number(-0.5)).isEqualTo("-0.5");
    assertThat(SvgMarkup.number(-12.34)).isEqualTo("-12.3");
    assertThat(SvgMarkup.number(-0.04)).isEqualTo("0");
    assertThat(SvgMarkup.number(-0.0)).isEqualTo("0");
  }

  @Test
  void numbersIgnoreTheDefaultLocale() {
    Locale before = Locale.getDefault();
    try {
      Locale.setDefault(Locale.GERMANY);
      assertThat(SvgMarkup.number(-1.5)).isEqualTo("-1.5");
      Locale.setDefault(Locale.forLanguageTag("ar-EG"));
      assertThat(SvgMarkup.number(1234.5)).isEqualTo("1234.5");
    } finally {
      Locale.setDefault(before);
    }
  }

  @Property
  void wholeNumbersAreTheirDecimalDigits(
      @ForAll @IntRange(min = -1_000_000, max = 1_000_000) int v) {
    assertThat(SvgMarkup.number(v)).isEqualTo(Integer.toString(v));
  }

  @Test
  void elementTextAndStatusTextEscapeTheirText() {
    StringBuilder sb = new StringBuilder();
    SvgMarkup.element(sb, "title", "Black & White");
    SvgMarkup.text(sb, 1.25, -3, "<a>");
    SvgMarkup.statusText(sb, "turn", 36, 24.5, "start", "it's");
    assertThat(sb)
        .hasToString(
            "<title>Black &amp; White</title>\n"
                + "<text x=\"1.3\" y=\"-3\">&lt;a&gt;</text>\n"
                + "<text class=\"turn\" x=\"36\" y=\"24.5\" fill=\"#fff\" text-anchor=\"start\">"
                + "it&apos;s</text>\n");
  }

  @Test
  void openKeepsTheAspectAndStatusFillsTheRestOfTheView() {
    StringBuilder sb = new StringBuilder();
    SvgMarkup.open(sb, "b", 600, 400, 458.5);
    SvgMarkup.openStatus(sb, 400, 400, 458.5, "#123");
    assertThat(sb)
        .hasToString(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"b\" width=\"600\" height=\"688\""
                + " viewBox=\"0 0 400 458.5\" role=\"img\""
                + " font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\">\n"
                + "<g class=\"status\" font-size=\"16\">\n"
                + "<rect x=\"0\" y=\"400\" width=\"400\" height=\"58.5\" fill=\"#123\"/>\n");
  }

  @Test
  void theMarkerOfTheSideToMoveIsAPieceAtTheLeftOfTheBar() {
    StringBuilder sb = new StringBuilder();
    SvgMarkup.toMoveMarker(sb, "stone black", 418, "#161616", "#fff");
    SvgMarkup.toMoveMarker(sb, "piece white", 418.25, "#fbf8f0", "#2b2b2b");
    assertThat(sb)
        .hasToString(
            "<circle class=\"stone black to-move\" cx=\"20\" cy=\"418\" r=\"9\""
                + " fill=\"#161616\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
                + "<circle class=\"piece white to-move\" cx=\"20\" cy=\"418.3\" r=\"9\""
                + " fill=\"#fbf8f0\" stroke=\"#2b2b2b\" stroke-width=\"1.5\"/>\n");
    assertThatThrownBy(() -> SvgMarkup.toMoveMarker(sb, "piece", 0, "#fff", null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("stroke");
  }

  @Test
  void theTurnLineFollowsTheMarkerOrTakesItsPlace() {
    StringBuilder sb = new StringBuilder();
    SvgMarkup.Marker black = new SvgMarkup.Marker("stone black", "#161616", "#fff");
    double mid = SvgMarkup.openStatusWithTurn(sb, 400, 400, 458, "#123", black, "Black to move");
    assertThat(mid).isEqualTo(418);
    assertThat(sb)
        .hasToString(
            "<g class=\"status\" font-size=\"16\">\n"
                + "<rect x=\"0\" y=\"400\" width=\"400\" height=\"58\" fill=\"#123\"/>\n"
                + "<circle class=\"stone black to-move\" cx=\"20\" cy=\"418\" r=\"9\""
                + " fill=\"#161616\" stroke=\"#fff\" stroke-width=\"1.5\"/>\n"
                + "<text class=\"turn\" x=\"36\" y=\"424\" fill=\"#fff\" text-anchor=\"start\">"
                + "Black to move</text>\n");
    StringBuilder ended = new StringBuilder();
    SvgMarkup.openStatusWithTurn(ended, 400, 400, 458, "#123", null, "Draw & done");
    assertThat(ended.toString())
        .doesNotContain("<circle")
        .contains("x=\"12\" y=\"424\"")
        .contains("Draw &amp; done");
    assertThatThrownBy(() -> new SvgMarkup.Marker("piece", null, "#fff"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("fill");
  }

  @Test
  void refusesNullsAndEmptyViews() {
    StringBuilder sb = new StringBuilder();
    assertThatThrownBy(() -> SvgMarkup.escape(null, "x"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("out");
    assertThatThrownBy(() -> SvgMarkup.element(sb, "title", null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("text");
    assertThatThrownBy(() -> SvgMarkup.statusText(sb, null, 0, 0, "end", "x"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("cssClass");
    assertThatThrownBy(() -> SvgMarkup.openStatus(sb, 0, 1, 2, null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("fill");
    assertThatThrownBy(() -> SvgMarkup.open(sb, "b", 600, 0, 10))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("view 0.0 x 10.0");
    assertThatThrownBy(() -> SvgMarkup.open(sb, "b", 0, 10, 10))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("size 0");
    assertThat(sb).isEmpty();
  }
}
