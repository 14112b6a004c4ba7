package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.SquareSymmetry;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Gongqi's own properties of positions and moves over seeded random games and random set-up
 * positions (the game-state contract's are in {@link BotContractTest}).
 */
class PositionProperties {
  /** A position of a seeded random game, after a random number of plies. */
  @Provide
  Arbitrary<Position> positions() {
    return Combinators.combine(
            Arbitraries.of(Rules.values()),
            Arbitraries.longs(),
            Arbitraries.integers().between(0, 220))
        .as(
            (rules, seed, plies) -> {
              List<Position> game = RandomGames.randomGame(rules, seed);
              return game.get(Math.min(plies, game.size() - 1));
            });
  }

  /**
   * A random set-up position: stones at a random density, minus every stone without an empty
   * neighbour (so every group has a liberty), random captures below the goal, either side to move.
   */
  @Provide
  Arbitrary<Position> setUps() {
    return Combinators.combine(Arbitraries.of(Rules.values()), Arbitraries.longs())
        .as((rules, seed) -> RandomGames.setUp(rules, seed, 0.2, 0.9));
  }

  @Property(tries = 100)
  void theSharedGameStateContractAgreesWithTheRichApi(@ForAll("positions") Position p) {
    Rules rules = p.rules();
    assertThat(p.rulesId()).isEqualTo(rules == Rules.STANDARD ? "gongqi 12x12" : "gongqi 8x8");
    assertThat(p.numDistinctActions()).isEqualTo(rules.numDistinctActions());
    assertThat(p.maxLegalMoves()).isEqualTo(rules.maxLegalMoves());
    assertThat(p.playerToMove()).isEqualTo(p.sideToMove().ordinal());
    assertThat(p.winningPlayer()).isEqualTo(p.result().winningPlayer());
    boolean[] mask = p.legalMoveMask();
    for (int id = -1; id <= p.numDistinctActions(); id++) {
      boolean inRange = id >= 0 && id < p.numDistinctActions();
      assertThat(p.isLegal(id)).as("id %d", id).isEqualTo(inRange && mask[id]);
      if (inRange) {
        assertThat(p.moveNotation(id)).isEqualTo(Move.fromId(id, rules).toString());
        if (mask[id]) {
          assertThat(p.play(id)).isEqualTo(p.playUnchecked(id));
          assertThat(p.play(p.moveNotation(id))).isEqualTo(p.playUnchecked(id));
        }
      }
    }
    for (int c = 0; c < rules.grid().cellCount(); c++) {
      assertThat(p.legalMoves()).containsAll(p.legalMovesFrom(rules.grid().name(c)));
    }
    if (p.isOver()) {
      for (Side side : Side.values()) {
        assertThat(p.score(side.ordinal())).isEqualTo(p.result().score(side));
      }
    }
    assertThat(Position.parse(p.toNotation(), rules)).isEqualTo(p);
  }

  @Property(tries = 150)
  void afterAnyLegalMoveEveryGroupHasALiberty(@ForAll("setUps") Position p) {
    for (Move m : p.legalMoves()) {
      for (Group g : p.play(m).groups()) {
        assertThat(g.libertyCount()).as("%s after %s", g, m).isPositive();
      }
    }
  }

  @Property(tries = 150)
  void stonesAreBeforePlusOneMinusCaptured(@ForAll("positions") Position p) {
    for (Move m : p.legalMoves()) {
      Transition t = p.transition(m);
      Side mover = p.sideToMove();
      int captured = t.after().captures(mover) - p.captures(mover);
      assertThat(t.captureCount()).isEqualTo(captured);
      int added = m instanceof Move.Push ? 1 : 0;
      assertThat(t.after().stoneCount()).isEqualTo(p.stoneCount() + added - captured);
      assertThat(t.after().captures(mover.opponent())).isEqualTo(p.captures(mover.opponent()));
    }
  }

  @Property(tries = 150)
  void incrementalHashEqualsHashFromScratchInSetUps(@ForAll("setUps") Position p) {
    for (Move m : p.legalMoves()) {
      Position next = p.play(m);
      Position scratch = Position.parse(next.toNotation());
      assertThat(next.zobrist()).as("after %s", m).isEqualTo(scratch.zobrist());
      assertThat(next).isEqualTo(scratch);
    }
  }

  @Property(tries = 150)
  void notationRoundTrips(@ForAll("positions") Position p, @ForAll("setUps") Position q) {
    for (Position x : List.of(p, q)) {
      String text = x.toNotation();
      Position back = Position.parse(text);
      assertThat(back).isEqualTo(x);
      assertThat(back.toNotation()).isEqualTo(text);
      assertThat(back.zobrist()).isEqualTo(x.zobrist());
      for (Move m : x.legalMoves()) {
        assertThat(Move.parse(m.toString(), x.rules())).isEqualTo(m);
        assertThat(x.parseMove(m.toString()).id()).isEqualTo(m.id());
      }
    }
  }

  @Property(tries = 100)
  void aMoveIsInLegalMovesExactlyWhenIsLegalSaysSo(@ForAll("setUps") Position p) {
    Set<Move> legal = new HashSet<>(p.legalMoves());
    for (int id = 0; id < p.rules().numDistinctActions(); id++) {
      Move m = Move.fromId(id, p.rules());
      assertThat(p.isLegal(m)).as(m.toString()).isEqualTo(legal.contains(m));
      assertThat(p.whyIllegal(m).isEmpty()).isEqualTo(legal.contains(m));
    }
    boolean[] mask = p.legalMoveMask();
    for (Move m : legal) {
      assertThat(mask[m.id()]).isTrue();
    }
  }

  @Property(tries = 100)
  void symmetricPositionsHaveSymmetricLegalMoves(@ForAll("setUps") Position p) {
    for (SquareSymmetry s : SquareSymmetry.values()) {
      Position image = p.transform(s);
      Set<Move> expected = new HashSet<>();
      for (Move m : p.legalMoves()) {
        expected.add(m.transform(s));
      }
      assertThat(new HashSet<>(image.legalMoves())).as(s.toString()).isEqualTo(expected);
      assertThat(image.transform(s.inverse())).isEqualTo(p);
      for (Move m : p.legalMoves()) {
        assertThat(p.play(m).transform(s)).isEqualTo(image.play(m.transform(s)));
      }
    }
  }

  @Property(tries = 120)
  void setUpPositionsAgreeWithTheReference(@ForAll("setUps") Position p) {
    ReferenceGongqi r = ReferenceGongqi.fromNotation(p.toNotation());
    Agreement.assertSameState(p, r, p.toNotation());
    assertThat(Agreement.names(p.legalMoves())).containsExactlyInAnyOrderElementsOf(r.legalMoves());
    for (Move m : p.legalMoves()) {
      Agreement.assertSameState(p.play(m), r.play(m.toString()), p.toNotation() + " " + m);
    }
  }

  @Property(tries = 150)
  void groupLibertiesAreExact(@ForAll("setUps") Position p, @ForAll("positions") Position q) {
    for (Position x : List.of(p, q)) {
      ReferenceGongqi r = ReferenceGongqi.fromNotation(x.toNotation());
      int[] libs = new int[x.rules().grid().cellCount()];
      java.util.Arrays.fill(libs, -1);
      int groups = x.groupLiberties(libs);
      assertThat(groups).isEqualTo(x.groups().size());
      int s = r.size;
      for (int c = 0; c < libs.length; c++) {
        assertThat(libs[c]).as("point %d", c).isEqualTo(r.libertiesAt(c % s, c / s));
      }
      for (Group g : x.groups()) {
        assertThat(libs[g.stones().first()]).isEqualTo(g.libertyCount());
      }
    }
  }

  @Property(tries = 300)
  void randomTextGivesAMoveOrANotationException(@ForAll String text) {
    for (Rules rules : Rules.values()) {
      try {
        Move m = Move.parse(text, rules);
        assertThat(m.toString()).isEqualTo(text);
      } catch (NotationException e) {
        assertThat(e.input()).isEqualTo(text);
        assertThat(e.errorIndex()).isBetween(0, text.length());
        assertThat(e.getMessage()).contains("expected");
      }
    }
  }

  @Property(tries = 300)
  void mutatedMoveTextGivesAMoveOrANotationException(
      @ForAll("positions") Position p, @ForAll long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Move> moves = p.legalMoves();
    String text = moves.isEmpty() ? "pass" : moves.get(rnd.nextInt(moves.size())).toString();
    String mutated = mutate(text, rnd);
    try {
      Move m = p.parseMove(mutated);
      assertThat(m.toString()).isEqualTo(mutated);
      try {
        p.play(m);
      } catch (IllegalMoveException e) {
        assertThat(e.getMessage()).contains(mutated);
        assertThat(p.whyIllegal(m)).contains(e.reason());
      }
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(mutated);
      assertThat(e.errorIndex()).isBetween(0, mutated.length());
    }
  }

  @Property(tries = 300)
  void randomTextGivesAPositionOrTheDocumentedExceptions(@ForAll String text) {
    try {
      Position.parse(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
    } catch (InvalidPositionException e) {
      assertThat(e.problems()).isNotEmpty();
    }
  }

  @Property(tries = 300)
  void mutatedPositionTextGivesAPositionOrTheDocumentedExceptions(
      @ForAll("positions") Position p, @ForAll long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    String mutated = mutate(p.toNotation(), rnd);
    try {
      Position q = Position.parse(mutated);
      assertThat(Position.parse(q.toNotation())).isEqualTo(q);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(mutated);
      assertThat(e.errorIndex()).isBetween(0, mutated.length());
      assertThat(e.getMessage()).isNotBlank();
    } catch (InvalidPositionException e) {
      assertThat(e.problems()).hasSameSizeAs(e.messages()).isNotEmpty();
    }
  }

  private static String mutate(String text, SplittableRandom rnd) {
    StringBuilder sb = new StringBuilder(text);
    String alphabet = "XO0123456789/ abdnoswNESWpfl-";
    int edits = 1 + rnd.nextInt(3);
    for (int i = 0; i < edits; i++) {
      int at = sb.length() == 0 ? 0 : rnd.nextInt(sb.length());
      char c = alphabet.charAt(rnd.nextInt(alphabet.length()));
      switch (rnd.nextInt(3)) {
        case 0:
          sb.insert(at, c);
          break;
        case 1:
          if (sb.length() > 0) {
            sb.deleteCharAt(at);
          }
          break;
        default:
          if (sb.length() > 0) {
            sb.setCharAt(at, c);
          }
          break;
      }
    }
    return sb.toString();
  }
}
