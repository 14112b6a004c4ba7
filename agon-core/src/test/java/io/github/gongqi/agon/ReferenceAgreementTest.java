package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engine against the deliberately simple reference ({@link ReferenceAgon}) over at least 10,000
 * positions of seeded random games per preset: the same legal moves, the same positions after each
 * of them, the same captures and the same results.
 */
class ReferenceAgreementTest {
  static Stream<Arguments> presets() {
    return Stream.of(
        Arguments.of("STANDARD", Rules.STANDARD, 10_000),
        Arguments.of("CLASSIC", Rules.CLASSIC, 10_000),
        Arguments.of("PLACEMENT", Rules.PLACEMENT, 10_000),
        Arguments.of("LUDII", Rules.LUDII, 10_000),
        Arguments.of("random rules", null, 6_000));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("presets")
  void engineAndReferenceAgree(String name, Rules preset, int wanted) {
    Random rnd = new Random(name.hashCode() * 31L + 7);
    int positions = 0;
    Map<String, Integer> outcomes = new TreeMap<>();
    int captures = 0;
    int returns = 0;
    int passes = 0;
    long successors = 0;
    while (positions < wanted) {
      Rules rules = preset != null ? preset : RandomGames.randomRules(rnd);
      Position p = Position.start(rules);
      ReferenceAgon ref = ReferenceAgon.start(RandomGames.opts(rules));
      boolean biased = rnd.nextInt(3) > 0;
      int cap = 40 + rnd.nextInt(400);
      while (true) {
        sameState(p, ref);
        positions++;
        List<Move> moves = p.legalMoves();
        Set<String> engineMoves = new HashSet<>();
        int lastId = -1;
        for (Move m : moves) {
          engineMoves.add(m.toString());
          if (m.id() <= lastId) {
            assertThat(m.id()).as("ids increase").isGreaterThan(lastId);
          }
          lastId = m.id();
        }
        assertThat(engineMoves)
            .as("legal moves of %s", p.toNotation())
            .isEqualTo(new HashSet<>(ref.legalMoves()));
        assertThat(p.countLegalMoves()).isEqualTo(moves.size());
        if (moves.isEmpty() || p.ply() >= cap) {
          outcomes.merge(RandomGames.resultString(p.result()), 1, Integer::sum);
          break;
        }
        // Every successor is compared for up to 16 moves per position (all of them in most
        // positions; a sample among the many returns of the marked variant), the chosen one always.
        Move chosen = RandomGames.pick(moves, rnd, biased);
        List<Move> checked = new ArrayList<>(moves);
        if (checked.size() > 16) {
          java.util.Collections.shuffle(checked, rnd);
          checked = new ArrayList<>(checked.subList(0, 16));
          if (!checked.contains(chosen)) {
            checked.add(chosen);
          }
        }
        successors += checked.size();
        List<Transition> after = new ArrayList<>();
        List<ReferenceAgon> refAfter = new ArrayList<>();
        for (Move m : checked) {
          Transition t = p.transition(m);
          ReferenceAgon r2 = ref.play(m.toString());
          List<String> cap1 = t.captured().stream().mapToObj(Board::name).sorted().toList();
          List<String> cap2 = r2.lastCaptured.stream().sorted().toList();
          if (!cap1.equals(cap2)) {
            assertThat(cap1).as("captures of %s in %s", m, p.toNotation()).isEqualTo(cap2);
          }
          sameState(t.after(), r2);
          if (!p.playUnchecked(m.id()).equals(t.after())) {
            assertThat(p.playUnchecked(m.id())).isEqualTo(t.after());
          }
          after.add(t);
          refAfter.add(r2);
        }
        int k = checked.indexOf(chosen);
        Transition t = after.get(k);
        captures += t.captured().size();
        if (t.kind() == Transition.Kind.RETURN) {
          returns++;
        }
        if (t.kind() == Transition.Kind.PASS) {
          passes++;
        }
        p = t.after();
        ref = refAfter.get(k);
      }
    }
    System.out.printf(
        "cross-check %s: %d positions, %d successors, %d captures, %d returns, %d passes, outcomes %s%n",
        name, positions, successors, captures, returns, passes, outcomes);
    assertThat(positions).isGreaterThanOrEqualTo(wanted);
    assertThat(captures).as("the games captured pieces").isPositive();
    assertThat(returns).as("the games returned pieces").isPositive();
  }

  /** Everything the spec decides about a position, in one string, as the engine sees it. */
  static String engineState(Position p) {
    StringBuilder sb = new StringBuilder(RandomGames.boardString(p));
    sb.append(" | ").append(p.sideToMove() == Side.WHITE ? 'W' : 'B');
    for (Side s : Side.values()) {
      sb.append(" off ").append(p.queenOffBoard(s) ? 1 : 0).append('/').append(p.guardsOffBoard(s));
    }
    sb.append(p.isPlacementPhase() ? " placing" : " playing");
    sb.append(" passes ").append(p.consecutivePasses()).append(" ply ").append(p.ply());
    return sb.append(" result ").append(RandomGames.resultString(p.result())).toString();
  }

  /** The same, as the reference sees it. */
  static String refState(ReferenceAgon r) {
    StringBuilder sb = new StringBuilder(r.boardString());
    sb.append(" | ").append(r.toMove);
    for (char c : new char[] {'W', 'B'}) {
      sb.append(" off ").append(r.off.get(c + "Q")).append('/').append(r.off.get(c + "G"));
    }
    sb.append(r.placing ? " placing" : " playing");
    sb.append(" passes ").append(r.passes).append(" ply ").append(r.ply);
    return sb.append(" result ").append(r.result).toString();
  }

  private static void sameState(Position p, ReferenceAgon ref) {
    String mine = engineState(p);
    String theirs = refState(ref);
    if (!mine.equals(theirs)) {
      assertThat(mine).as("state of %s", p.toNotation()).isEqualTo(theirs);
    }
  }
}
