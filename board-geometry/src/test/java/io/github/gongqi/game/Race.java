package io.github.gongqi.game;

import io.github.gongqi.geometry.CellSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A toy game for testing the shared table and record layer without either real game: two players
 * add 0, 1 or 2 to a running total; the player whose move reaches the goal wins. Moves are written
 * {@code z}, {@code a}, {@code b}; a position is written {@code TOTAL SIDE PLY}.
 */
final class Race {
  private Race() {}

  static final TimeControl QUICK = TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20));

  /** A move: add its id to the total. */
  record Step(int id) implements GameMove {
    Step {
      if (id < 0 || id > 2) {
        throw new NotationException("expected z, a or b", "" + id, 0);
      }
    }

    static Step parse(CharSequence text) {
      String t = text.toString();
      int i = t.equals("z") ? 0 : t.equals("a") ? 1 : t.equals("b") ? 2 : -1;
      if (i < 0) {
        throw new NotationException("expected z, a or b", text, 0);
      }
      return new Step(i);
    }

    @Override
    public String toString() {
      return "zab".substring(id, id + 1);
    }
  }

  /** The two racers, in player order. */
  enum Colour {
    RED,
    BLUE
  }

  /** Why a race ended: the goal, or an ending of the table. */
  enum Why {
    GOAL,
    RESIGNATION,
    TIME,
    AGREEMENT,
    REPETITION
  }

  /** The result. */
  static final class Outcome extends AbstractResult<Colour, Why> {
    static final Outcome ONGOING = new Outcome(null, null);

    Outcome(Colour winner, Why why) {
      super(winner, why);
    }

    static Outcome of(int winningPlayer, Why why) {
      return new Outcome(winningPlayer < 0 ? null : Colour.values()[winningPlayer], why);
    }
  }

  /** A refused step. */
  static final class Refused extends AbstractIllegalMoveException {
    private static final long serialVersionUID = 1L;

    Refused(Step move, String message) {
      super(move, Why.GOAL, message);
    }
  }

  /** What a move did. */
  record Effect(Pos before, Step move, Pos after) implements GameTransition<Pos, Step> {
    @Override
    public CellSet captured() {
      return CellSet.empty();
    }
  }

  /** A position. */
  record Pos(int goal, int total, int player, int ply)
      implements GamePosition<Pos, Step, Effect, Outcome> {
    static Pos start(int goal) {
      return new Pos(goal, 0, 0, 0);
    }

    static Pos parse(CharSequence text, int goal) {
      String[] f = text.toString().split(" ");
      if (f.length != 3) {
        throw new NotationException("expected three fields", text, text.length());
      }
      Pos s = new Pos(goal, Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]));
      if (s.total < 0 || s.total > goal + 1) {
        throw new IllegalArgumentException("total " + s.total + " out of range");
      }
      return s;
    }

    @Override
    public String rulesId() {
      return "race " + goal;
    }

    @Override
    public int numDistinctActions() {
      return 3;
    }

    @Override
    public int maxLegalMoves() {
      return 3;
    }

    @Override
    public int legalMoves(int[] buffer) {
      if (isOver()) {
        return 0;
      }
      buffer[0] = 0;
      buffer[1] = 1;
      buffer[2] = 2;
      return 3;
    }

    @Override
    public int countLegalMoves() {
      return isOver() ? 0 : 3;
    }

    @Override
    public boolean isLegal(int moveId) {
      return !isOver() && moveId >= 0 && moveId <= 2;
    }

    @Override
    public Pos play(int moveId) {
      if (!isLegal(moveId)) {
        throw new Refused(new Step(Math.floorMod(moveId, 3)), "the race is over at " + total);
      }
      return playUnchecked(moveId);
    }

    @Override
    public Pos playUnchecked(int moveId) {
      return new Pos(goal, total + moveId, 1 - player, ply + 1);
    }

    @Override
    public int playerToMove() {
      return player;
    }

    @Override
    public boolean isOver() {
      return total >= goal;
    }

    @Override
    public int winningPlayer() {
      return isOver() ? 1 - player : -1;
    }

    @Override
    public double score(int p) {
      return winningPlayer() == p ? 1 : 0;
    }

    @Override
    public int capturedBy(int p) {
      return 0;
    }

    @Override
    public long zobrist() {
      return total * 31L + player;
    }

    @Override
    public int[] observationShape() {
      return new int[] {2, 1, 1};
    }

    @Override
    public void observation(float[] buffer, int offset) {
      java.util.Objects.checkFromIndexSize(offset, 2, buffer.length);
      buffer[offset] = (float) total / goal;
      buffer[offset + 1] = player;
    }

    @Override
    public String moveNotation(int moveId) {
      return new Step(moveId).toString();
    }

    @Override
    public int moveId(CharSequence text) {
      return parseMove(text).id();
    }

    @Override
    public String toNotation() {
      return total + " " + player + " " + ply;
    }

    @Override
    public Step parseMove(CharSequence text) {
      return Step.parse(text);
    }

    @Override
    public Effect transition(Step move) {
      return new Effect(this, move, play(move.id()));
    }

    @Override
    public Outcome result() {
      return isOver() ? Outcome.of(winningPlayer(), Why.GOAL) : Outcome.ONGOING;
    }
  }

  /** The match of the toy game. */
  static final class Match extends AbstractMatch<Pos, Step, Effect, Outcome, Match> {
    private Match(AbstractMatch.Core<Pos, Step, Effect, Outcome> s) {
      super(s);
    }

    static Match create(Pos start, Mode mode, TimeControl control, Options options) {
      return new Match(AbstractMatch.Core.initial(start, mode, control, options, Outcome.ONGOING));
    }

    static Match local(int goal) {
      return create(Pos.start(goal), Mode.LOCAL, QUICK, Options.DEFAULT);
    }

    static Match online(int goal) {
      return create(Pos.start(goal), Mode.ONLINE, QUICK, Options.DEFAULT);
    }

    @Override
    protected Match wrap(AbstractMatch.Core<Pos, Step, Effect, Outcome> s) {
      return new Match(s);
    }

    @Override
    protected Outcome tableResult(Ending ending, int winningPlayer) {
      return Outcome.of(winningPlayer, Why.valueOf(ending.name()));
    }

    @Override
    protected int hostPlayer(Pos position) {
      return 0;
    }

    @Override
    protected String playerName(int player) {
      return player == 0 ? "Red" : "Blue";
    }
  }

  /** The record of the toy game. */
  static final class Record extends AbstractGameRecord<Integer, Match, Record> {
    static final Format<Integer, Match, Record> FORMAT =
        new Format<>(
            List.of("Red", "Blue"),
            "Goal",
            m -> m.startPosition().goal(),
            goal -> Integer.toString(goal),
            value -> {
              for (int i = 0; i < value.length(); i++) {
                if (value.charAt(i) < '0' || value.charAt(i) > '9') {
                  throw new NotationException("expected a digit", value, i);
                }
              }
              if (!value.matches("[1-9][0-9]?")) {
                throw new IllegalArgumentException("a goal from 1 to 99");
              }
              return Integer.valueOf(value);
            },
            goal -> QUICK,
            m -> {
              Pos s = m.startPosition();
              return s.equals(Pos.start(s.goal())) ? null : s.toNotation();
            },
            (goal, position, mode, control, options) ->
                Match.create(
                    position == null ? Pos.start(goal) : Pos.parse(position, goal),
                    mode,
                    control,
                    options),
            Record::new);

    private Record(Map<String, String> tags, Match match) {
      super(FORMAT, tags, match);
    }

    static Record of(Match match) {
      return new Record(initialTags(match), match);
    }

    static Record parse(CharSequence text) {
      return read(FORMAT, text);
    }
  }
}
