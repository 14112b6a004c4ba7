package io.github.gongqi.game.match;

import io.github.gongqi.game.AbstractIllegalMoveException;
import io.github.gongqi.game.AbstractResult;
import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameRules;
import io.github.gongqi.game.GameTransition;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.RefusalReason;
import io.github.gongqi.geometry.CellSet;
import java.time.Duration;

/**
 * A toy game for testing the shared table and record layer without either real game (its record is
 * {@code RaceRecord} in the record tests): two players add 0, 1 or 2 to a running total; the player
 * whose move reaches the goal wins. Moves are written {@code z}, {@code a}, {@code b}; a position
 * is written {@code TOTAL SIDE PLY}.
 */
public final class Race {
  private Race() {}

  public static final TimeControl QUICK =
      TimeControl.of(Duration.ofMinutes(3), Duration.ofSeconds(20));

  /** A move: add its id to the total. */
  public record Step(int id) implements GameMove {
    public Step {
      if (id < 0 || id > 2) {
        throw new NotationException("expected z, a or b", "" + id, 0);
      }
    }

    public static Step parse(CharSequence text) {
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

  /** The rules: the goal. */
  public record Rules(int goal) implements GameRules {
    @Override
    public String text() {
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
    public int[] observationShape() {
      return new int[] {2, 1, 1};
    }
  }

  /** The two racers, in player order. */
  public enum Colour {
    RED,
    BLUE
  }

  /** Why a race ended: the goal, or an ending of the table. */
  public enum Why implements RefusalReason {
    GOAL,
    RESIGNATION,
    TIME,
    AGREEMENT,
    REPETITION
  }

  /** The result. */
  public static final class Outcome extends AbstractResult<Colour, Why> {
    public static final Outcome ONGOING = new Outcome(null, null);

    Outcome(Colour winner, Why why) {
      super(winner, why);
    }

    public static Outcome of(int winningPlayer, Why why) {
      return new Outcome(winningPlayer < 0 ? null : Colour.values()[winningPlayer], why);
    }
  }

  /** A refused step. */
  public static final class Refused extends AbstractIllegalMoveException {
    private static final long serialVersionUID = 1L;

    Refused(Step move, String message) {
      super(move, Why.GOAL, message);
    }
  }

  /** What a move did. */
  public record Effect(Pos before, Step move, Pos after) implements GameTransition<Pos, Step> {
    @Override
    public CellSet captured() {
      return CellSet.empty();
    }
  }

  /** A position. */
  public record Pos(int goal, int total, int player, int ply)
      implements GamePosition<Pos, Step, Effect, Outcome> {
    public static Pos start(int goal) {
      return new Pos(goal, 0, 0, 0);
    }

    public static Pos parse(CharSequence text, int goal) {
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
    public GameRules rules() {
      return new Rules(goal);
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
  public static final class Match extends AbstractMatch<Pos, Step, Effect, Outcome, Colour, Match> {
    private Match(Core<Pos, Step, Effect, Outcome> s) {
      super(s, Colour.class);
    }

    public static Match create(Pos start, Mode mode, TimeControl control, Options options) {
      return new Match(Core.initial(start, mode, control, options, Outcome.ONGOING));
    }

    public static Match local(int goal) {
      return create(Pos.start(goal), Mode.LOCAL, QUICK, Options.DEFAULT);
    }

    public static Match online(int goal) {
      return create(Pos.start(goal), Mode.ONLINE, QUICK, Options.DEFAULT);
    }

    @Override
    protected Match wrap(Core<Pos, Step, Effect, Outcome> s) {
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
  }
}
