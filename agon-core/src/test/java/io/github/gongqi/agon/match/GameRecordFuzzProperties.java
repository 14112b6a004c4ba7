package io.github.gongqi.agon.match;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.agon.CapturedPieces;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.agon.Setup;
import io.github.gongqi.agon.Side;
import io.github.gongqi.game.record.RecordFormatException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Hardening of the record reader: random text, and records damaged in several places at once
 * (characters, numbers, whole lines). Only {@link RecordFormatException} may come out, and a record
 * that reads round-trips.
 */
class GameRecordFuzzProperties {
  static final String CHARS = "[]\"{}%emtofrdcline .:0123456789-/*@abcdefghijkQGpass=\n\\";
  static final String[] NUMBERS = {
    "0",
    "00",
    "01",
    "-1",
    "99",
    "999",
    "60",
    "2147483647",
    "2147483648",
    "99999999999999999999",
    "1e9",
    ""
  };
  static final String[] TOKENS = {
    "[Rules \"ludii\"]",
    "[Rules \"standard ply-limit=3\"]",
    "[Result \"*\"]",
    "[Mode \"online\"]",
    "[Start \"x\"]",
    "[End \"2026-11-30T18:00:00Z\"]",
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
    "a1-b2",
    "k11-j10",
    "Q@f6",
    "c5@a3",
    "1-0",
    "0-1",
    "1/2-1/2",
    "*",
    "\"",
    "\\",
    "\n",
    "\n\n"
  };

  @Provide
  Arbitrary<String> randomText() {
    return Arbitraries.oneOf(
        Arbitraries.strings().ofMaxLength(80),
        Arbitraries.strings().withChars(CHARS).ofMaxLength(200));
  }

  @Property(tries = 300)
  void randomTextGivesARecordThatRoundTripsOrARecordFormatException(
      @ForAll("randomText") String text) {
    check(text);
  }

  @Property(tries = 250)
  void damagedRecordsGiveARecordThatRoundTripsOrARecordFormatException(@ForAll long seed) {
    Random r = new Random(seed);
    Rules rules =
        r.nextBoolean()
            ? Rules.STANDARD
            : Rules.builder()
                .setup(Setup.values()[r.nextInt(3)])
                .firstSide(r.nextBoolean() ? Side.WHITE : Side.BLACK)
                .queenMayReturnToThrone(r.nextBoolean())
                .steppingBetweenEnemiesAllowed(r.nextBoolean())
                .capturedPieces(r.nextBoolean() ? CapturedPieces.LEAVE : CapturedPieces.MARKED)
                .sixGuardsWithoutQueenLoses(r.nextBoolean())
                .plyLimit(r.nextInt(3) == 0 ? 20 + r.nextInt(200) : 0)
                .build();
    String text = GameRecord.of(GameRecordTest.randomGame(rules, r, r.nextInt(12))).write();
    SplittableRandom rnd = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    check(damage(text, rnd));
  }

  static void check(String text) {
    GameRecord parsed;
    try {
      parsed = GameRecord.parse(text);
    } catch (RecordFormatException e) {
      assertThat(e.line()).isBetween(1, (int) text.chars().filter(c -> c == '\n').count() + 2);
      assertThat(e.column()).isPositive();
      assertThat(e.problem()).isNotBlank();
      assertThat(e.getMessage()).startsWith("line " + e.line() + ", column " + e.column() + ": ");
      return;
    }
    String written = parsed.write();
    GameRecord back = GameRecord.parse(written);
    assertThat(back).isEqualTo(parsed);
    assertThat(back.write()).isEqualTo(written);
    assertThat(back.match()).isEqualTo(parsed.match());
  }

  static String damage(String text, SplittableRandom rnd) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int len = sb.length();
      int at = len == 0 ? 0 : rnd.nextInt(len);
      switch (rnd.nextInt(8)) {
        case 0 -> sb.insert(at, CHARS.charAt(rnd.nextInt(CHARS.length())));
        case 1 -> {
          if (len > 0) {
            sb.deleteCharAt(at);
          }
        }
        case 2 -> {
          if (len > 0) {
            sb.setCharAt(at, CHARS.charAt(rnd.nextInt(CHARS.length())));
          }
        }
        case 3 -> {
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
        case 4 -> sb.insert(at, TOKENS[rnd.nextInt(TOKENS.length)]);
        case 5 -> {
          if (len > 0) {
            sb.delete(at, Math.min(len, at + 1 + rnd.nextInt(12)));
          }
        }
        default -> {
          // line surgery: delete, duplicate or swap whole lines
          List<String> lines = new ArrayList<>(Arrays.asList(sb.toString().split("\n", -1)));
          int i = rnd.nextInt(lines.size());
          int j = rnd.nextInt(lines.size());
          switch (rnd.nextInt(3)) {
            case 0 -> lines.remove(i);
            case 1 -> lines.add(j, lines.get(i));
            default -> {
              String a = lines.get(i);
              lines.set(i, lines.get(j));
              lines.set(j, a);
            }
          }
          sb.setLength(0);
          sb.append(String.join("\n", lines));
        }
      }
    }
    return sb.toString();
  }
}
