package io.github.gongqi.game.record;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.match.Race;
import io.github.gongqi.game.match.Seat;
import java.time.Instant;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The one fuzz suite of the record reader: whatever the text, reading either gives a record whose
 * text reads back to itself or throws a {@link RecordFormatException}, never anything else.
 */
class GameRecordFuzzProperties {
  private static final String TEXT =
      RaceRecord.of(
              Race.Match.online(9)
                  .ready(Seat.GUEST, Instant.parse("2026-11-30T18:00:00Z"))
                  .ready(Seat.HOST, Instant.parse("2026-11-30T18:00:01Z"))
                  .play(Seat.HOST, "a", Instant.parse("2026-11-30T18:00:02.25Z"))
                  .offerDraw(Seat.HOST, Instant.parse("2026-11-30T18:00:03Z"))
                  .play(Seat.GUEST, "b", Instant.parse("2026-11-30T18:00:04Z"))
                  .requestTakeback(Seat.GUEST, Instant.parse("2026-11-30T18:00:05Z"))
                  .resign(Seat.HOST, Instant.parse("2026-11-30T18:00:06Z")))
          .write();

  @Property(tries = 3000)
  void mutatedRecordsReadOrFailWithALineAndColumn(
      @ForAll @IntRange(min = 0, max = 10_000) int where,
      @ForAll @IntRange(min = 0, max = 3) int how,
      @ForAll char c) {
    int i = where % TEXT.length();
    String text =
        switch (how) {
          case 0 -> TEXT.substring(0, i) + TEXT.substring(i + 1);
          case 1 -> TEXT.substring(0, i) + c + TEXT.substring(i);
          case 2 -> TEXT.substring(0, i) + c + TEXT.substring(i + 1);
          default -> TEXT.substring(0, i);
        };
    try {
      RaceRecord r = RaceRecord.parse(text);
      assertThat(RaceRecord.parse(r.write())).isEqualTo(r);
    } catch (RecordFormatException e) {
      assertThat(e.line()).isPositive();
      assertThat(e.column()).isPositive();
    }
  }
}
