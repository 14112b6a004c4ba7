package io.github.gongqi.gongqi.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.record.RecordFormatException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Records over random matches: exact round trips, and damaged text only ever gives the documented
 * error.
 */
class GameRecordProperties {
  @Property(tries = 200)
  void roundTripIsExact(@ForAll long seed) {
    Match m = RandomMatches.random(seed);
    GameRecord record = GameRecord.of(m).withTag("Round", Long.toString(seed));
    String text = record.write();
    GameRecord back = GameRecord.parse(text);
    assertThat(back).isEqualTo(record);
    assertThat(back.write()).isEqualTo(text);
    assertThat(back.match()).isEqualTo(m);
  }

  @Property(tries = 300)
  void damagedRecordsGiveRecordFormatException(
      @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 10_000) int where,
      @ForAll @CharRange(from = ' ', to = '~') char replacement) {
    String text = GameRecord.of(RandomMatches.random(seed)).write();
    int i = where % text.length();
    String damaged = text.substring(0, i) + replacement + text.substring(i + 1);
    try {
      GameRecord parsed = GameRecord.parse(damaged);
      assertThat(GameRecord.parse(parsed.write())).isEqualTo(parsed);
    } catch (RecordFormatException e) {
      assertThat(e.line()).isBetween(1, (int) text.lines().count() + 1);
      assertThat(e.column()).isPositive();
      assertThat(e.problem()).contains("expected");
    }
  }
}
