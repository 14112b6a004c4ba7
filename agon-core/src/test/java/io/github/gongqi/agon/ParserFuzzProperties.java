package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.testing.GameFixture;
import io.github.gongqi.game.testing.ParserFuzzContract;
import io.github.gongqi.game.testing.TextMutations;
import java.util.Random;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The parser fuzz contract on Agon's notation, under the presets and random rules; Agon's own part:
 * the position parser accepts only canonical text and keeps the rules it is given, and the rules
 * text (random and mutated) gives rules that round-trip or a {@link NotationException}.
 */
class ParserFuzzProperties extends ParserFuzzContract<Position, Move> {
  static final String RULES_CHARS = "abcdefghijklmnopqrstuvwxyz=- 0123456789";

  @Override
  protected GameFixture<Position, Move> fixture() {
    return AgonFixture.AGON;
  }

  @Override
  protected void checkRefusedPosition(RuntimeException e) {
    assertThat(e).isInstanceOf(InvalidPositionException.class);
    InvalidPositionException invalid = (InvalidPositionException) e;
    assertThat(invalid.messages()).isNotEmpty();
    assertThat(invalid.problems()).isNotEmpty();
  }

  @Override
  protected String moveAlphabet() {
    return "abcdefghijklzQGqg0123456789-@ *pas";
  }

  @Override
  protected String positionAlphabet() {
    return "QGqg*0123456789/ wb-placey";
  }

  @Override
  protected void checkParsedPosition(String text, Position q, Position like) {
    // the parser accepts only canonical text
    assertThat(q.toNotation()).isEqualTo(text);
    assertThat(q.rules()).isEqualTo(like.rules());
  }

  // ---------------------------------------------------------------- rules

  @Provide
  Arbitrary<String> rulesLikeText() {
    return Arbitraries.strings().withChars(RULES_CHARS).ofMaxLength(40);
  }

  @Property(tries = 300)
  void rulesLikeTextGivesRulesThatRoundTripOrANotationException(
      @ForAll("rulesLikeText") String text) {
    checkRulesText(text);
  }

  @Property(tries = 500)
  void mutatedRulesGiveRulesThatRoundTripOrANotationException(@ForAll long seed) {
    Random r = new Random(seed);
    Rules rules = RandomGames.randomRules(r);
    String base =
        switch (r.nextInt(6)) {
          case 0 -> "ludii";
          case 1 -> "classic between-enemies=forbidden";
          case 2 -> "standard ply-limit=" + r.nextInt(3000);
          default -> rules.toString();
        };
    checkRulesText(TextMutations.mutate(base, new SplittableRandom(seed), RULES_CHARS));
  }

  private static void checkRulesText(String text) {
    Rules r;
    try {
      r = Rules.parse(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      return;
    }
    assertThat(r.plyLimit()).isNotNegative();
    Rules back = Rules.parse(r.toString());
    assertThat(back).isEqualTo(r).hasSameHashCodeAs(r);
    assertThat(back.toString()).isEqualTo(r.toString());
  }
}
