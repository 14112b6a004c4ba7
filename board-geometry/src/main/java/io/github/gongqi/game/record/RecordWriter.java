package io.github.gongqi.game.record;

import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.MatchEvent;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a record as the canonical text {@link AbstractGameRecord} documents: the descriptive tags,
 * the tags derived from the match, an empty line, and the move text wrapped at 79 characters.
 * Writing is strict: the same record always gives the same text, and the reader gives the record
 * back.
 */
final class RecordWriter {
  private static final int WIDTH = 79;

  private RecordWriter() {}

  /**
   * Returns a record as text, ending with a line break.
   *
   * @param format the game's format
   * @param tags the descriptive tags, in writing order
   * @param match the match
   * @param <U> the rules type
   * @param <X> the match type
   * @return the text
   */
  static <U, X extends AbstractMatch<?, ?, ?, ?, ?, X>> String write(
      AbstractGameRecord.Format<U, X, ?> format, Map<String, String> tags, X match) {
    U rules = format.rulesOf().apply(match);
    StringBuilder sb = new StringBuilder();
    for (Map.Entry<String, String> e : tags.entrySet()) {
      tag(sb, e.getKey(), e.getValue());
    }
    tag(sb, format.colourTags().get(0), name(tags, match.seatOfPlayer(0)));
    tag(sb, format.colourTags().get(1), name(tags, match.seatOfPlayer(1)));
    tag(sb, format.rulesTag(), format.rulesText().apply(rules));
    TimeControl control = match.timeControl();
    if (!control.isUntimed() || !control.equals(format.defaultTimeControl().apply(rules))) {
      tag(sb, "TimeControl", control.toString());
    }
    if (match.options().repetitionLimit() > 0) {
      tag(sb, "Repetition", Integer.toString(match.options().repetitionLimit()));
    }
    if (!match.options().takebacks()) {
      tag(sb, "Takebacks", "off");
    }
    tag(sb, "Mode", match.mode() == Mode.LOCAL ? "local" : "online");
    String setUp = format.setUpPosition().apply(match);
    if (setUp != null) {
      tag(sb, "Position", setUp);
    }
    List<String> words = new ArrayList<>();
    Instant previous = null;
    int written = 0;
    for (MatchEvent<?> e : match.events()) {
      if (e instanceof MatchEvent.Ready<?> r) {
        tag(sb, r.seat() == Seat.HOST ? "HostReady" : "GuestReady", r.at().toString());
      } else if (e instanceof MatchEvent.Started<?> s) {
        tag(sb, "Start", s.at().toString());
      } else if (e instanceof MatchEvent.Played<?> p) {
        if (written % 2 == 0) {
          words.add((written / 2 + 1) + ".");
        }
        written++;
        words.add(p.move().toString());
        Duration emt = Duration.between(previous, p.at());
        if (!emt.isZero()) {
          words.add("{[%emt " + formatDuration(emt) + "]}");
        }
      } else if (commentOf(e) != null) {
        words.add(
            "{[%"
                + commentOf(e)
                + " "
                + e.by().orElseThrow().label()
                + " "
                + formatDuration(Duration.between(previous, e.at()))
                + "]}");
      } else {
        tag(sb, "End", e.at().toString());
      }
      previous = e.at();
    }
    GameResult result = match.result();
    tag(sb, "Result", resultToken(result));
    tag(sb, "Termination", result.termination());
    sb.append('\n');
    words.add(resultToken(result));
    int col = 0;
    for (String w : words) {
      if (col > 0 && col + 1 + w.length() > WIDTH) {
        sb.append('\n');
        col = 0;
      } else if (col > 0) {
        sb.append(' ');
        col++;
      }
      sb.append(w);
      col += w.length();
    }
    return sb.append('\n').toString();
  }

  /** The comment keyword of an event written in the move text, or null. */
  private static String commentOf(MatchEvent<?> e) {
    if (e instanceof MatchEvent.DrawOffered) {
      return "offer";
    } else if (e instanceof MatchEvent.DrawDeclined) {
      return "decline";
    } else if (e instanceof MatchEvent.TakebackRequested) {
      return "takeback";
    } else if (e instanceof MatchEvent.TakebackDeclined) {
      return "takeback-decline";
    } else if (e instanceof MatchEvent.TakebackAccepted) {
      return "takeback-accept";
    }
    return null;
  }

  private static String name(Map<String, String> tags, Seat seat) {
    return tags.getOrDefault(seat.label(), AbstractGameRecord.UNKNOWN);
  }

  private static void tag(StringBuilder sb, String name, String value) {
    sb.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\');
      }
      sb.append(c);
    }
    sb.append("\"]\n");
  }

  static String resultToken(GameResult r) {
    if (!r.isOver()) {
      return "*";
    }
    if (r.isDraw()) {
      return "1/2-1/2";
    }
    return r.winningPlayer() == 0 ? "1-0" : "0-1";
  }

  /**
   * Writes a duration as H:MM:SS with the fraction of a second to the nanosecond, trailing zeros
   * dropped.
   *
   * @param d the duration, zero or more
   * @return the text
   */
  static String formatDuration(Duration d) {
    long s = d.getSeconds();
    StringBuilder sb =
        new StringBuilder()
            .append(s / 3600)
            .append(String.format(Locale.ROOT, ":%02d:%02d", s / 60 % 60, s % 60));
    if (d.getNano() != 0) {
      sb.append('.').append(String.format(Locale.ROOT, "%09d", d.getNano()).replaceAll("0+$", ""));
    }
    return sb.toString();
  }
}
