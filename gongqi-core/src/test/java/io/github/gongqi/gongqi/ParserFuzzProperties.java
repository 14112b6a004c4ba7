package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.NotationException;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Hardening: random and mutated text at the move and position parsers, random integers at the id
 * conversion. Only the documented exceptions may come out, and whatever parses round-trips.
 */
class ParserFuzzProperties {
  static final String MOVE_CHARS = "abcdefghijklmzNESWnswapsx0123456789 -_";
  static final String POSITION_CHARS = "XOxo0123456789/ bwndso-+";
  static final String[] NUMBERS = {
    "0",
    "00",
    "01",
    "-1",
    "+1",
    "13",
    "99",
    "999",
    "1000",
    "2147483647",
    "2147483648",
    "-2147483648",
    "99999999999999999999",
    ""
  };

  /** A random position from a seeded game of either preset, or a start position. */
  static Position randomPosition(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Rules rules = Rules.values()[rnd.nextInt(2)];
    Position p = Position.start(rules);
    int plies = rnd.nextInt(120);
    for (int i = 0; i < plies && !p.isOver(); i++) {
      List<Move> moves = p.legalMoves();
      p = p.play(moves.get(rnd.nextInt(moves.size())));
    }
    return p;
  }

  /** Inserts, deletes, replaces, swaps characters, cuts ranges, and swaps numbers for odd ones. */
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
          // replace a run of digits (or insert at a random place) with an odd number
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

  @Provide
  Arbitrary<String> moveLikeText() {
    return Arbitraries.strings().withChars(MOVE_CHARS).ofMaxLength(8);
  }

  @Provide
  Arbitrary<String> positionLikeText() {
    return Arbitraries.strings().withChars(POSITION_CHARS).ofMaxLength(60);
  }

  // ---------------------------------------------------------------- move ids

  @Property(tries = 500)
  void anyIntegerIsAnIdThatRoundTripsOrIsRefused(@ForAll int id) {
    checkId(id);
  }

  @Example
  void everyIdAndTheEdgesAroundTheRange() {
    for (Rules rules : Rules.values()) {
      int n = rules.numDistinctActions();
      for (int id = -3; id < n + 3; id++) {
        checkIdFor(id, rules);
      }
      for (int id : new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, -n, 2 * n, 1 << 20}) {
        checkIdFor(id, rules);
      }
    }
  }

  private static void checkId(int id) {
    for (Rules rules : Rules.values()) {
      checkIdFor(id, rules);
    }
  }

  private static void checkIdFor(int id, Rules rules) {
    if (id >= 0 && id < rules.numDistinctActions()) {
      Move m = Move.fromId(id, rules);
      assertThat(m.id()).isEqualTo(id);
      assertThat(m.rules()).isEqualTo(rules);
      Move back = Move.parse(m.toString(), rules);
      assertThat(back).isEqualTo(m);
      assertThat(back.id()).isEqualTo(id);
    } else {
      assertThatThrownBy(() -> Move.fromId(id, rules))
          .isExactlyInstanceOf(IllegalArgumentException.class);
    }
  }

  // ---------------------------------------------------------------- moves

  @Property(tries = 500)
  void moveLikeTextGivesAMoveThatRoundTripsOrANotationException(
      @ForAll("moveLikeText") String text, @ForAll long seed) {
    Position p = randomPosition(seed);
    for (Rules rules : Rules.values()) {
      checkMoveText(text, rules);
    }
    checkParseMove(p, text);
  }

  @Property(tries = 400)
  void mutatedLegalMovesGiveAMoveThatRoundTripsOrANotationException(@ForAll long seed) {
    Position p = randomPosition(seed);
    SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
    List<Move> moves = p.legalMoves();
    String base = moves.isEmpty() ? "pass" : moves.get(rnd.nextInt(moves.size())).toString();
    String text = mutate(base, rnd, MOVE_CHARS);
    checkMoveText(text, p.rules());
    checkParseMove(p, text);
  }

  private static void checkMoveText(String text, Rules rules) {
    Move m;
    try {
      m = Move.parse(text, rules);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      return;
    }
    assertThat(m.toString()).isEqualTo(text);
    assertThat(Move.parse(m.toString(), rules)).isEqualTo(m);
    if (m instanceof Move.Push push && push.endPoint() < 0) {
      assertThatThrownBy(push::id).isInstanceOf(IllegalStateException.class);
    } else {
      assertThat(Move.fromId(m.id(), rules)).isEqualTo(m);
    }
  }

  private static void checkParseMove(Position p, String text) {
    Move m;
    try {
      m = p.parseMove(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      return;
    }
    assertThat(m.toString()).isEqualTo(text);
    assertThat(p.parseMove(m.toString())).isEqualTo(m);
    try {
      Position q = p.play(m);
      assertThat(p.isLegal(m)).isTrue();
      assertThat(Position.parse(q.toNotation())).isEqualTo(q);
    } catch (IllegalMoveException e) {
      assertThat(p.whyIllegal(m)).contains(e.reason());
    }
  }

  // ---------------------------------------------------------------- positions

  @Property(tries = 400)
  void positionLikeTextGivesAPositionThatRoundTripsOrTheDocumentedExceptions(
      @ForAll("positionLikeText") String text) {
    checkPositionText(text);
  }

  @Property(tries = 500)
  void mutatedPositionsGiveAPositionThatRoundTripsOrTheDocumentedExceptions(@ForAll long seed) {
    Position p = randomPosition(seed);
    SplittableRandom rnd = new SplittableRandom(seed * 31 + 7);
    checkPositionText(mutate(p.toNotation(), rnd, POSITION_CHARS));
  }

  private static void checkPositionText(String text) {
    Position q;
    try {
      q = Position.parse(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
      assertThat(e.getMessage()).isNotBlank();
      return;
    } catch (InvalidPositionException e) {
      assertThat(e.problems()).isNotEmpty().hasSameSizeAs(e.messages());
      return;
    }
    String written = q.toNotation();
    Position back = Position.parse(written);
    assertThat(back).isEqualTo(q);
    assertThat(back.zobrist()).isEqualTo(q.zobrist());
    assertThat(back.toNotation()).isEqualTo(written);
  }
}
