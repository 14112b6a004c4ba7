package io.github.gongqi.gongqi.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.record.RecordFormatException;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Records over random matches: damaged text only ever gives the documented error, which says what
 * was expected (the exact round trips are the record contract's, see {@link
 * GameRecordContractProperties}).
 */
class GameRecordProperties {
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
