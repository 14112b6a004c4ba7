package io.github.gongqi.gongqi.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.match.Seat;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import org.junit.jupiter.api.Test;

/** The README's embedded game, kept compiling and running here. */
class EmbeddedGameExampleTest {
  /** A time source the example advances by hand; production code uses InstantSource.system(). */
  static final class ManualTime implements InstantSource {
    private Instant now;

    ManualTime(Instant start) {
      now = start;
    }

    void advance(Duration d) {
      now = now.plus(d);
    }

    @Override
    public Instant instant() {
      return now;
    }
  }

  @Test
  void embeddedGame() {
    ManualTime time = new ManualTime(Instant.parse("2026-11-30T18:00:00Z"));

    Match m = Match.online(Rules.QUICK); // 8x8, 3:00 + 20 s byo-yomi
    m = m.ready(Seat.HOST, time.instant()); // still waiting: the Guest must confirm too
    time.advance(Duration.ofSeconds(4));
    m = m.ready(Seat.GUEST, time.instant()); // both ready: the game and the Host's clock start

    time.advance(Duration.ofMillis(2500));
    m = m.play(Seat.HOST, "d5N1", time.instant()); // the Host plays Black
    time.advance(Duration.ofSeconds(10));
    m = m.play(Seat.GUEST, "swap", time.instant()); // the Guest (White) takes the swap...
    Side hostNow = m.sideOf(Seat.HOST); // ...so the Host now plays White, and moves next
    time.advance(Duration.ofSeconds(3));
    m = m.play(Seat.HOST, "e5N1", time.instant());

    Duration guestMain = m.clock().mainTimeLeft(Seat.GUEST, time.instant()); // 2:50
    time.advance(Duration.ofSeconds(15));
    m = m.resign(Seat.GUEST, time.instant()); // White, the Host, wins by resignation

    String text =
        GameRecord.of(m)
            .withTag("Event", "Club night")
            .withTag("Host", "Ana")
            .withTag("Guest", "Bo")
            .write();
    Match replayed = GameRecord.parse(text).match(); // equal to m, clock included

    assertThat(hostNow).isEqualTo(Side.WHITE);
    assertThat(guestMain).isEqualTo(Duration.ofSeconds(170));
    assertThat(m.result().toString()).isEqualTo("White wins by resignation");
    assertThat(m.winner()).contains(Seat.HOST);
    assertThat(replayed).isEqualTo(m);
    assertThat(text)
        .contains("[Black \"Bo\"]\n[White \"Ana\"]\n")
        .contains("[HostReady \"2026-11-30T18:00:00Z\"]\n[GuestReady \"2026-11-30T18:00:04Z\"]\n")
        .endsWith(
            "1. d5N1 {[%emt 0:00:02.5]} swap {[%emt 0:00:10]} 2. e5N1 {[%emt 0:00:03]} 0-1\n");
  }
}
