package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.record.AbstractGameRecord;
import io.github.gongqi.game.record.RecordFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A game's records: the record of a random match (in any state, with any ending) round-trips
 * exactly, to the same text, record and match; and hardening of the reader: random text, and
 * records damaged in several places at once (characters, numbers, tokens, whole lines). Only {@link
 * RecordFormatException} may come out, at a line and column inside the text, and a record that
 * reads round-trips: its text reads back to an equal record with the same text and the same match.
 *
 * @param <Y> the game's match type
 * @param <X> the game's record type
 */
public abstract class GameRecordContract<
    Y extends AbstractMatch<?, ?, ?, ?, ?, Y>, X extends AbstractGameRecord<?, Y, X>> {
  /** Tokens of the record format that every game shares. */
  private static final List<String> SHARED_TOKENS =
      List.of(
          "[Result \"*\"]",
          "[Mode \"online\"]",
          "[Start \"x\"]",
          "[End \"2026-11-30T18:00:00Z\"]",
          "[TimeControl \"0:00+0s\"]",
          "[TimeControl \"99:99+99s\"]",
          "[Repetition \"2\"]",
          "[Repetition \"1\"]",
          "[Repetition \"99999999999\"]",
          "{[%emt 0:00:00]}",
          "{[%emt 99999999:00:00]}",
          "{[%offer Host 0:00:01]}",
          "{[%decline Guest 0:00:01]}",
          "{[%accept Guest 0:00:01]}",
          "{",
          "}",
          "1.",
          "99999999999.",
          "pass",
          "1-0",
          "0-1",
          "1/2-1/2",
          "*",
          "\"",
          "\\",
          "\n",
          "\n\n");

  /**
   * Reads a record of the game.
   *
   * @param text the text
   * @return the record
   * @throws RecordFormatException if the text is not a record
   */
  protected abstract X parseRecord(String text);

  /**
   * Returns the game's record of a match.
   *
   * @param match the match
   * @return the record
   */
  protected abstract X recordOf(Y match);

  /**
   * Returns a seeded random match of the game, in any state and with any ending, under preset or
   * random rules.
   *
   * @param seed the seed
   * @return the match
   */
  protected abstract Y randomMatch(long seed);

  /**
   * Returns the characters that random text and damage insert: the record syntax's and the game's
   * notation's.
   *
   * @return the alphabet
   */
  protected abstract String alphabet();

  /**
   * Returns the game's own tokens to insert: its rules tags, move texts, position tags.
   *
   * @return the tokens
   */
  protected abstract List<String> gameTokens();

  /**
   * The record of a random match reads back to the same record, text and match, with every event
   * and the result; its movetext lines wrap before 80 characters.
   *
   * @param seed the seed of the match
   */
  @Property(tries = 200)
  void theRecordOfARandomMatchRoundTripsExactly(@ForAll long seed) {
    Y m = randomMatch(seed);
    X record = recordOf(m).withTag("Round", Long.toString(seed));
    String text = record.write();
    X back = parseRecord(text);
    assertThat(back).isEqualTo(record);
    assertThat(back.write()).isEqualTo(text);
    assertThat(back.match()).isEqualTo(m);
    assertThat(back.match().events()).isEqualTo(m.events());
    assertThat(back.match().result()).isEqualTo(m.result());
    assertThat(back.match().position()).isEqualTo(m.position());
    assertThat(
            text.lines().filter(l -> !l.startsWith("[")).mapToInt(String::length).max().orElse(0))
        .isLessThanOrEqualTo(79);
  }

  /**
   * Random strings of any characters and of the record's alphabet.
   *
   * @return the arbitrary
   */
  @Provide
  Arbitrary<String> randomRecordLikeText() {
    return Arbitraries.oneOf(
        Arbitraries.strings().ofMaxLength(80),
        Arbitraries.strings().withChars(alphabet()).ofMaxLength(200));
  }

  /**
   * Random text reads to a record that round-trips, or is refused at a place in it.
   *
   * @param text the text
   */
  @Property(tries = 300)
  void randomTextGivesARecordThatRoundTripsOrARecordFormatException(
      @ForAll("randomRecordLikeText") String text) {
    check(text);
  }

  /**
   * A damaged record reads to a record that round-trips, or is refused at a place in it.
   *
   * @param seed the seed of the match and of the damage
   */
  @Property(tries = 400)
  void damagedRecordsGiveARecordThatRoundTripsOrARecordFormatException(@ForAll long seed) {
    String text = recordOf(randomMatch(seed)).write();
    List<String> tokens = new ArrayList<>(SHARED_TOKENS);
    tokens.addAll(gameTokens());
    SplittableRandom rnd = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    check(TextMutations.damage(text, rnd, alphabet(), tokens));
  }

  /**
   * Reads a text: either a record that round-trips or a {@link RecordFormatException} whose line,
   * column and message place the problem inside the text.
   *
   * @param text the text
   */
  protected final void check(String text) {
    X parsed;
    try {
      parsed = parseRecord(text);
    } catch (RecordFormatException e) {
      assertThat(e.line()).isBetween(1, (int) text.chars().filter(c -> c == '\n').count() + 2);
      assertThat(e.column()).isPositive();
      assertThat(e.problem()).isNotBlank();
      assertThat(e.getMessage()).startsWith("line " + e.line() + ", column " + e.column() + ": ");
      return;
    }
    String written = parsed.write();
    X back = parseRecord(written);
    assertThat(back).isEqualTo(parsed);
    assertThat(back.write()).isEqualTo(written);
    assertThat(back.match()).isEqualTo(parsed.match());
  }
}
