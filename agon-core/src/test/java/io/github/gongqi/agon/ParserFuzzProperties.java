package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Hardening: mutated text from mid-game positions under random rules at the move, position and
 * rules parsers, and random integers at the id conversion. Only the documented exceptions may come
 * out, and whatever parses round-trips.
 */
class ParserFuzzProperties {
  static final String MOVE_CHARS = "abcdefghijklzQGqg0123456789-@ *pas";
  static final String POSITION_CHARS = "QGqg*0123456789/ wb-placey";
  static final String RULES_CHARS = "abcdefghijklmnopqrstuvwxyz=- 0123456789";
  static final String[] NUMBERS = {
    "0",
    "00",
    "01",
    "-1",
    "+1",
    "7",
    "11",
    "12",
    "99",
    "2147483647",
    "2147483648",
    "-2147483648",
    "99999999999999999999",
    ""
  };

  /** A random position under random rules (or a preset) after a seeded random game. */
  static Position randomPosition(long seed) {
    Random rnd = new Random(seed);
    Rules rules =
        rnd.nextBoolean()
            ? RandomGames.PRESETS[rnd.nextInt(RandomGames.PRESETS.length)]
            : RandomGames.randomRules(rnd);
    return RandomGames.randomPosition(rules, rnd.nextLong(), rnd.nextInt(160));
  }

  static String mutate(String text, SplittableRandom rnd, String alphabet) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int len = sb.length();
      int at = len == 0 ? 0 : rnd.nextInt(len);
      char c = alphabet.charAt(rnd.nextInt(alphabet.length()));
      switch (rnd.nextInt(7)) {
        case 0 -> sb.insert(len == 0 ? 0 : rnd.nextInt(len + 1), c);
        case 1 -> {
          if (len > 0) {
            sb.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (len > 0) {
            sb.setCharAt(at, c);
          }
        }
        case 3 -> {
          if (len > 1) {
            int other = rnd.nextInt(len);
            char a = sb.charAt(at);
            sb.setCharAt(at, sb.charAt(other));
            sb.setCharAt(other, a);
          }
        }
        case 4 -> {
          if (len > 0) {
            sb.delete(at, Math.min(len, at + 1 + rnd.nextInt(6)));
          }
        }
        case 5 -> {
          int start = at;
          while (start < len && !Character.isDigit(sb.charAt(start))) {
            start++;
          }
          int end = start;
          while (end < len && Character.isDigit(sb.charAt(end))) {
            end++;
          }
          sb.replace(start, end, NUMBERS[rnd.nextInt(NUMBERS.length)]);
        }
        default -> {
          if (len > 0) {
            int end = Math.min(len, at + 1 + rnd.nextInt(8));
            sb.insert(rnd.nextInt(len + 1), sb.substring(at, end));
          }
        }
      }
    }
    return sb.toString();
  }

  // ---------------------------------------------------------------- ids

  @Property(tries = 500)
  void anyIntegerIsAnIdThatRoundTripsOrIsRefused(@ForAll int id) {
    checkId(id);
  }

  @Example
  void everyIdAndTheEdgesAroundTheRange() {
    int n = Rules.LUDII.numDistinctActions();
    for (int id = -3; id < n + 3; id++) {
      checkId(id);
    }
    for (int id : new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, -n, 2 * n, 1 << 20}) {
      checkId(id);
    }
  }

  private static void checkId(int id) {
    if (id >= 0 && id < Rules.LUDII.numDistinctActions()) {
      Move m = Move.fromId(id, Rules.LUDII);
      assertThat(m.id()).isEqualTo(id);
      Move back = Move.parse(m.toString(), Rules.STANDARD);
      assertThat(back).isEqualTo(m);
      assertThat(back.id()).isEqualTo(id);
    } else {
      assertThatThrownBy(() -> Move.fromId(id, Rules.LUDII))
          .isExactlyInstanceOf(IllegalArgumentException.class);
    }
  }

  // ---------------------------------------------------------------- moves

  @Provide
  Arbitrary<String> moveLikeText() {
    return Arbitraries.strings().withChars(MOVE_CHARS).ofMaxLength(8);
  }

  @Property(tries = 500)
  void moveLikeTextGivesAMoveThatRoundTripsOrTheDocumentedExceptions(
      @ForAll("moveLikeText") String text, @ForAll long seed) {
    checkMoveText(text);
    checkParseMove(randomPosition(seed), text);
  }

  @Property(tries = 400)
  void mutatedLegalMovesGiveAMoveThatRoundTripsOrTheDocumentedExceptions(@ForAll long seed) {
    Position p = randomPosition(seed);
    SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
    List<Move> moves = p.legalMoves();
    String base = moves.isEmpty() ? "pass" : moves.get(rnd.nextInt(moves.size())).toString();
    String text = mutate(base, rnd, MOVE_CHARS);
    checkMoveText(text);
    checkParseMove(p, text);
  }

  private static void checkMoveText(String text) {
    Move m;
    try {
      m = Move.parse(text, Rules.STANDARD);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      return;
    }
    assertThat(m.toString()).isEqualTo(text);
    assertThat(Move.parse(m.toString(), Rules.STANDARD)).isEqualTo(m);
    int id;
    try {
      id = m.id();
    } catch (IllegalStateException e) {
      assertThat(e).hasMessageContaining("has no id");
      return;
    }
    assertThat(Move.fromId(id, Rules.LUDII)).isEqualTo(m);
  }

  private static void checkParseMove(Position p, String text) {
    Move m;
    try {
      m = p.parseMove(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      assertThatThrownBy(() -> p.play(text)).isInstanceOf(NotationException.class);
      return;
    }
    if (!p.isLegal(m)) {
      // parseMove is syntax only; play(text) adds the legality check and keeps the text.
      assertThatThrownBy(() -> p.play(text))
          .isInstanceOfSatisfying(
              IllegalMoveException.class,
              e -> {
                assertThat(p.whyIllegal(m)).contains(e.reason());
                assertThat(e.move()).isEqualTo(text);
              });
      return;
    }
    assertThat(m.toString()).isEqualTo(text);
    assertThat(p.isLegal(m)).isTrue();
    Position q = p.play(m);
    assertThat(Position.parse(q.toNotation(), q.rules())).isEqualTo(q);
  }

  // ---------------------------------------------------------------- positions

  @Provide
  Arbitrary<String> positionLikeText() {
    return Arbitraries.strings().withChars(POSITION_CHARS).ofMaxLength(60);
  }

  @Property(tries = 300)
  void positionLikeTextGivesAPositionThatRoundTripsOrTheDocumentedExceptions(
      @ForAll("positionLikeText") String text, @ForAll long seed) {
    checkPositionText(text, randomPosition(seed).rules());
  }

  @Property(tries = 500)
  void mutatedPositionsGiveAPositionThatRoundTripsOrTheDocumentedExceptions(@ForAll long seed) {
    Position p = randomPosition(seed);
    SplittableRandom rnd = new SplittableRandom(seed * 31 + 7);
    String text = mutate(p.toNotation(), rnd, POSITION_CHARS);
    checkPositionText(text, p.rules());
    // the same text under other rules (e.g. marked pieces under LEAVE rules)
    checkPositionText(text, RandomGames.PRESETS[rnd.nextInt(RandomGames.PRESETS.length)]);
  }

  private static void checkPositionText(String text, Rules rules) {
    Position q;
    try {
      q = Position.parse(text, rules);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      assertThat(e.getMessage()).isNotBlank();
      return;
    } catch (InvalidPositionException e) {
      assertThat(e.messages()).isNotEmpty();
      assertThat(e.problems()).isNotEmpty();
      return;
    }
    // the parser accepts only canonical text
    assertThat(q.toNotation()).isEqualTo(text);
    Position back = Position.parse(q.toNotation(), rules);
    assertThat(back).isEqualTo(q);
    assertThat(back.zobrist()).isEqualTo(q.zobrist());
    assertThat(q.rules()).isEqualTo(rules);
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
    checkRulesText(mutate(base, new SplittableRandom(seed), RULES_CHARS));
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
