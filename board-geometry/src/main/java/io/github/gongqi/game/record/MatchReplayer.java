package io.github.gongqi.game.record;

import static io.github.gongqi.game.record.RecordTokenizer.errorAt;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.MatchEvent;
import io.github.gongqi.game.match.MatchStateException;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The visitor that replays a record into a match as its tokenizer reads it: the tags make the match
 * and start it, each move and event comment is played at its instant, and at the end the {@code
 * End} tag finishes the game and the derived tags are checked against the replayed game. Every
 * refusal is a {@link RecordFormatException} at the place of the tag or token that carries the
 * trouble: a time outside what {@link Instant} holds is refused at the annotation that reaches it,
 * and a {@code Result} tag that disagrees with the rest of the record at the {@code Result} tag.
 *
 * @param <U> the rules type
 * @param <X> the match type
 * @param <R> the record type
 */
final class MatchReplayer<U, X extends AbstractMatch<?, ?, ?, ?, ?, X>, R>
    implements RecordVisitor<R> {
  private final AbstractGameRecord.Format<U, X, R> format;
  private final Map<String, Tag> all = new LinkedHashMap<>();
  private final List<Tag> readies = new ArrayList<>();
  private X m;
  private Instant previous;
  private String outcome;
  private int outcomeLine;
  private int outcomeColumn;

  MatchReplayer(AbstractGameRecord.Format<U, X, R> format) {
    this.format = format;
  }

  @Override
  public void beginTags() {
    all.clear();
    readies.clear();
  }

  @Override
  public void tag(Tag t) {
    if (all.containsKey(t.name())) {
      throw errorAt(
          t.line(), t.nameColumn(), "expected each tag once, but " + t.name() + " repeats", null);
    }
    all.put(t.name(), t);
    if (t.name().equals("HostReady") || t.name().equals("GuestReady")) {
      readies.add(t);
    }
  }

  @Override
  public void beginMovetext(int line) {
    Tag rulesTag = required(line, format.rulesTag());
    U rules;
    try {
      rules = format.parseRules().apply(rulesTag.value());
    } catch (RuntimeException e) {
      throw errorAt(
          rulesTag.line(),
          rulesTag.column() + (e instanceof NotationException n ? n.errorIndex() : 0),
          "expected a valid " + rulesTag.name() + ": " + e.getMessage(),
          e);
    }
    required(line, "Result");
    Tag tcTag = all.get("TimeControl");
    TimeControl control = format.defaultTimeControl().apply(rules);
    if (tcTag != null) {
      try {
        control = TimeControl.parse(tcTag.value());
      } catch (IllegalArgumentException e) {
        throw errorAt(
            tcTag.line(), tcTag.column(), "expected a valid TimeControl: " + e.getMessage(), e);
      }
    }
    Options options = optionsOf(all.get("Repetition"), all.get("Takebacks"));
    Mode mode = modeOf(all.get("Mode"));
    m = newMatch(line, rules, all.get("Position"), mode, control, options);
    Tag start = all.get("Start");
    if (mode == Mode.LOCAL) {
      if (!readies.isEmpty()) {
        throw errorAt(
            readies.get(0).line(),
            readies.get(0).nameColumn(),
            "expected no Ready tags in a local game",
            null);
      }
      if (start != null) {
        m = replay(m, start, new MatchEvent.Started<>(instantOf(start)));
      }
    } else {
      if (start != null) {
        throw errorAt(
            start.line(),
            start.nameColumn(),
            "expected no Start tag in an online game (Ready starts it)",
            null);
      }
      for (Tag r : readies) {
        Seat seat = r.name().equals("HostReady") ? Seat.HOST : Seat.GUEST;
        m = replay(m, r, new MatchEvent.Ready<>(seat, instantOf(r)));
      }
    }
    previous = m.lastEventAt().orElse(null);
  }

  @Override
  public void comment(Comment c) {
    if (previous == null) {
      throw errorAt(c.line(), c.column(), "expected no comment event before the game starts", null);
    }
    Instant at = later(previous, c.duration(), c.line(), c.column());
    m = replay(m, c.line(), c.column(), "a valid " + c.keyword() + " comment", event(c, at), null);
    previous = at;
  }

  @Override
  public void move(Move move) {
    if (previous == null) {
      throw errorAt(
          move.line(),
          move.column(),
          "expected no moves before the game starts (a Start tag, or both Ready tags)",
          null);
    }
    Instant at = later(previous, move.emt(), move.emtLine(), move.emtColumn());
    Seat seat = m.seatToMove().orElse(null);
    if (seat == null) {
      throw errorAt(
          move.line(),
          move.column(),
          "expected the result: the game is over (" + m.result() + ")",
          null);
    }
    X next;
    try {
      next = m.play(seat, move.text(), at);
    } catch (NotationException e) {
      throw errorAt(
          move.line(), move.column() + e.errorIndex(), "expected a move: " + e.getMessage(), e);
    } catch (MatchStateException e) {
      throw errorAt(move.line(), move.column(), "expected a move: " + e.getMessage(), e);
    } catch (RuntimeException e) {
      throw errorAt(move.line(), move.column(), "expected a legal move: " + e.getMessage(), e);
    }
    if (!(next.lastEvent().orElse(null) instanceof MatchEvent.Played)) {
      throw errorAt(
          move.emtLine(),
          move.emtColumn(),
          "expected a move in time: "
              + seat.label()
              + "'s deadline was "
              + m.clock().deadline().orElseThrow(),
          null);
    }
    m = next;
    previous = at;
  }

  @Override
  public void outcome(String token, int line, int column) {
    outcome = token;
    outcomeLine = line;
    outcomeColumn = column;
  }

  @Override
  public R end() {
    Tag resultTag = all.get("Result");
    X ended;
    try {
      ended = settle(resultTag.value());
    } catch (RecordFormatException e) {
      // The Result decides what End stands for. When that reading fails elsewhere (at End or
      // Termination), but the result token's reading fits them and the game, the Result is wrong.
      if (e.line() != resultTag.line() && !resultTag.value().equals(outcome) && fits(outcome)) {
        throw errorAt(
            resultTag.line(),
            resultTag.column(),
            "expected Result \""
                + outcome
                + "\" as the game and the rest of the record say, not \""
                + resultTag.value()
                + "\"",
            null);
      }
      throw e;
    }
    if (!resultTag.value().equals(outcome)) {
      throw errorAt(
          outcomeLine,
          outcomeColumn,
          "expected the result token '" + resultTag.value() + "' of the Result tag",
          null);
    }
    Map<String, String> descriptive = new LinkedHashMap<>();
    for (String r : AbstractGameRecord.ROSTER) {
      Tag t = all.get(r);
      descriptive.put(
          r,
          t == null
              ? (r.equals("Date") ? AbstractGameRecord.UNKNOWN_DATE : AbstractGameRecord.UNKNOWN)
              : t.value());
    }
    for (Tag t : all.values()) {
      if (!AbstractGameRecord.isDerived(format, t.name())
          && !AbstractGameRecord.ROSTER.contains(t.name())) {
        descriptive.put(t.name(), t.value());
      }
    }
    for (int player = 0; player < 2; player++) {
      Tag c = all.get(format.colourTags().get(player));
      if (c != null) {
        check(
            c,
            descriptive.getOrDefault(
                ended.seatOfPlayer(player).label(), AbstractGameRecord.UNKNOWN));
      }
    }
    return format.wrap().apply(descriptive, ended);
  }

  /** Whether the game ends consistently with End and Termination when the result is {@code r}. */
  private boolean fits(String r) {
    try {
      settle(r);
      return true;
    } catch (RecordFormatException e) {
      return false;
    }
  }

  /**
   * Finishes the game as End says under the result {@code r} and checks the replayed result and the
   * Termination tag.
   */
  private X settle(String r) {
    Tag resultTag = all.get("Result");
    X ended = m;
    Tag end = all.get("End");
    if (end != null) {
      ended = replayEnd(ended, end, resultTag, r);
    }
    String actual = RecordWriter.resultToken(ended.result());
    if (!actual.equals(r)) {
      throw errorAt(
          resultTag.line(),
          resultTag.column(),
          "expected Result \"" + actual + "\" as the game replays, not \"" + r + "\"",
          null);
    }
    Tag termination = all.get("Termination");
    if (termination != null) {
      check(termination, ended.result().termination());
    }
    return ended;
  }

  private Tag required(int line, String name) {
    Tag t = all.get(name);
    if (t == null) {
      throw errorAt(line, 1, "expected a " + name + " tag before the moves", null);
    }
    return t;
  }

  private static void check(Tag t, String actual) {
    if (!t.value().equals(actual)) {
      throw errorAt(
          t.line(),
          t.column(),
          "expected "
              + t.name()
              + " \""
              + actual
              + "\" as the game replays, not \""
              + t.value()
              + "\"",
          null);
    }
  }

  private static Mode modeOf(Tag t) {
    if (t == null || t.value().equals("local")) {
      return Mode.LOCAL;
    }
    if (t.value().equals("online")) {
      return Mode.ONLINE;
    }
    throw errorAt(t.line(), t.column(), "expected Mode 'local' or 'online'", null);
  }

  private static Options optionsOf(Tag repetition, Tag takebacks) {
    Options o = Options.DEFAULT;
    if (repetition != null) {
      String v = repetition.value();
      if (!v.matches("[1-9][0-9]{0,8}") || Integer.parseInt(v) < 2) {
        throw errorAt(
            repetition.line(),
            repetition.column(),
            "expected Repetition as the number of occurrences that draws, 2 or more",
            null);
      }
      o = o.withRepetitionLimit(Integer.parseInt(v));
    }
    if (takebacks != null) {
      if (!takebacks.value().equals("off") && !takebacks.value().equals("on")) {
        throw errorAt(
            takebacks.line(), takebacks.column(), "expected Takebacks 'on' or 'off'", null);
      }
      o = o.withTakebacks(takebacks.value().equals("on"));
    }
    return o;
  }

  private X newMatch(
      int line, U rules, Tag position, Mode mode, TimeControl control, Options options) {
    try {
      return format
          .newMatch()
          .create(rules, position == null ? null : position.value(), mode, control, options);
    } catch (NotationException e) {
      throw errorAt(
          position.line(),
          position.column() + e.errorIndex(),
          "expected position notation: " + e.getMessage(),
          e);
    } catch (RuntimeException e) {
      if (position == null) {
        throw errorAt(line, 1, "expected a valid match: " + e.getMessage(), e);
      }
      throw errorAt(
          position.line(), position.column(), "expected a valid position: " + e.getMessage(), e);
    }
  }

  private static Instant instantOf(Tag t) {
    try {
      return Instant.parse(t.value());
    } catch (DateTimeParseException e) {
      throw errorAt(
          t.line(),
          t.column() + e.getErrorIndex(),
          "expected an ISO-8601 instant such as 2026-11-30T18:00:00Z in " + t.name(),
          e);
    }
  }

  /** The instant {@code d} after {@code from}, refused where {@code d} is written if too late. */
  private static Instant later(Instant from, Duration d, int line, int column) {
    try {
      return from.plus(d);
    } catch (DateTimeException | ArithmeticException e) {
      throw errorAt(
          line,
          column,
          "expected a time that keeps the game within the instants Java holds (up to "
              + Instant.MAX
              + "), not "
              + d
              + " after "
              + from,
          e);
    }
  }

  private static MatchEvent<?> event(Comment c, Instant at) {
    return switch (c.keyword()) {
      case "offer" -> new MatchEvent.DrawOffered<>(c.seat(), at);
      case "decline" -> new MatchEvent.DrawDeclined<>(c.seat(), at);
      case "takeback" -> new MatchEvent.TakebackRequested<>(c.seat(), at);
      case "takeback-decline" -> new MatchEvent.TakebackDeclined<>(c.seat(), at);
      default -> new MatchEvent.TakebackAccepted<>(c.seat(), at);
    };
  }

  /**
   * Applies an event the reader built to a match whose move type it does not name: the events it
   * builds carry no move, so they fit every match.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static <X extends AbstractMatch<?, ?, ?, ?, ?, X>> X applyAny(X m, MatchEvent<?> e) {
    return (X) ((AbstractMatch) m).apply((MatchEvent) e);
  }

  private static <X extends AbstractMatch<?, ?, ?, ?, ?, X>> X replay(X m, Tag t, MatchEvent<?> e) {
    return replay(m, t.line(), t.column(), "a consistent " + t.name(), e, null);
  }

  private static <X extends AbstractMatch<?, ?, ?, ?, ?, X>> X replay(
      X m, int line, int column, String what, MatchEvent<?> e, Instant checkAt) {
    try {
      return e == null ? m.checkTime(checkAt) : applyAny(m, e);
    } catch (RuntimeException ex) {
      throw errorAt(line, column, "expected " + what + ": " + ex.getMessage(), ex);
    }
  }

  /**
   * The End of a running game, under the result {@code r}: with a decisive result, a time loss when
   * the seat on turn has run out of time then, otherwise the loser's resignation; with a draw, the
   * acceptance of the pending draw offer.
   */
  private X replayEnd(X m, Tag end, Tag resultTag, String r) {
    Instant at = instantOf(end);
    if (m.status() != Status.RUNNING) {
      throw errorAt(
          end.line(),
          end.nameColumn(),
          "expected no End tag: the game is " + m.status().name().toLowerCase(Locale.ROOT),
          null);
    }
    String what = "a consistent End";
    switch (r) {
      case "1-0", "0-1" -> {
        X timed = replay(m, end.line(), end.column(), what, null, at);
        if (timed.status() == Status.FINISHED) {
          return timed;
        }
        Seat loser = m.seatOfPlayer(r.equals("1-0") ? 1 : 0);
        return replay(
            m, end.line(), end.column(), what, new MatchEvent.Resigned<>(loser, at), null);
      }
      case "1/2-1/2" -> {
        Seat offer = m.drawOffer().orElse(null);
        if (offer == null) {
          throw errorAt(
              end.line(),
              end.nameColumn(),
              "expected a pending draw offer for an End with a drawn Result",
              null);
        }
        return replay(
            m,
            end.line(),
            end.column(),
            what,
            new MatchEvent.DrawAccepted<>(offer.other(), at),
            null);
      }
      default ->
          throw errorAt(
              resultTag.line(),
              resultTag.column(),
              "expected Result '1-0', '0-1' or '1/2-1/2' with an End tag",
              null);
    }
  }
}
