package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.InvalidPositionException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.HexSymmetry;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Agon's own properties over positions from seeded random games under the presets and random rules
 * (the game-state contract's are in {@link BotContractTest}).
 */
class PositionProperties {
  @Provide
  Arbitrary<Position> positions() {
    return RandomGames.arbitraryPositions(300);
  }

  @Property(tries = 150)
  void piecesAreConserved(@ForAll("positions") Position p) {
    for (Position q : successorsAndSelf(p)) {
      for (Side s : Side.values()) {
        int onBoard = q.cells(s).size();
        int off = (q.queenOffBoard(s) ? 1 : 0) + q.guardsOffBoard(s);
        assertThat(onBoard + off).isEqualTo(7);
        assertThat(
                q.queenOffBoard(s)
                    || q.pieceAt(q.queenCell(s)).orElseThrow().type() == PieceType.QUEEN)
            .isTrue();
      }
    }
  }

  @Property(tries = 150)
  void theIncrementalHashEqualsTheRecomputedOne(@ForAll("positions") Position p) {
    for (Position q : successorsAndSelf(p)) {
      assertThat(q.zobrist()).isEqualTo(q.recomputeZobrist());
      assertThat(Position.parse(q.toNotation(), q.rules()).zobrist()).isEqualTo(q.zobrist());
    }
  }

  @Property(tries = 150)
  void idsAndNotationDoNotDependOnTheRules(@ForAll("positions") Position p) {
    // the contract reads ids and text under the position's rules; in Agon any rules do
    for (Move m : p.legalMoves()) {
      assertThat(Move.fromId(m.id(), Rules.LUDII)).isEqualTo(m);
      assertThat(Move.parse(m.toString(), Rules.STANDARD)).isEqualTo(m);
    }
  }

  /**
   * Under marked rules, {@code Q@x} and {@code G@x} stand for the listed return of the only marked
   * piece of that kind (the Queen first, so a Guard only while the Queen is not marked).
   */
  private static boolean namesAListedReturn(Position p, Move m, Set<Move> legal) {
    if (!(m instanceof Move.Drop d) || p.rules().capturedPieces() != CapturedPieces.MARKED) {
      return false;
    }
    Side side = p.sideToMove();
    int queen = p.queenCell(side);
    boolean queenMarked = queen >= 0 && p.markedCells(side).contains(queen);
    if (d.type() == PieceType.QUEEN) {
      return queenMarked && legal.contains(new Move.Return(queen, d.to()));
    }
    int[] marked = p.markedCells(side).toArray();
    return !queenMarked && marked.length == 1 && legal.contains(new Move.Return(marked[0], d.to()));
  }

  /** The GameState contract's own example: a random playout through the shared interface. */
  private static <S extends io.github.gongqi.game.GameState<S>> S randomPlayout(
      S state, RandomGenerator rnd) {
    int[] moves = new int[state.maxLegalMoves()];
    while (!state.isOver()) {
      int n = state.legalMoves(moves);
      state = state.playUnchecked(moves[rnd.nextInt(n)]);
    }
    return state;
  }

  @Property(tries = 40)
  void theGameStateContract(@ForAll long seed) {
    // A ply limit so that every random playout ends.
    Rules rules =
        RandomGames.PRESETS[(int) Math.floorMod(seed, (long) RandomGames.PRESETS.length)]
            .toBuilder()
            .plyLimit(200)
            .build();
    Position start = Position.start(rules);
    assertThat(start.rulesId()).isEqualTo(rules.toString()).startsWith("agon setup=");
    assertThat(Rules.parse(start.rulesId())).isEqualTo(rules);
    assertThat(start.numDistinctActions()).isEqualTo(rules.numDistinctActions());
    assertThat(start.maxLegalMoves()).isEqualTo(rules.maxLegalMoves());
    assertThat(start.playerToMove()).isEqualTo(rules.firstSide().ordinal());
    assertThat(start.winningPlayer()).isEqualTo(-1);
    assertThatThrownBy(() -> start.score(0)).isInstanceOf(IllegalStateException.class);
    Position end = randomPlayout(start, new Random(seed));
    assertThat(end.isOver()).isTrue();
    assertThat(end.countLegalMoves()).isZero();
    assertThat(end.playerToMove()).isEqualTo(end.sideToMove().ordinal());
    assertThat(end.winningPlayer()).isEqualTo(end.result().winningPlayer());
    assertThat(end.score(0) + end.score(1)).isEqualTo(1.0);
    assertThat(end.score(0)).isEqualTo(end.result().score(Side.WHITE));
    if (end.winningPlayer() >= 0) {
      assertThat(end.score(end.winningPlayer())).isEqualTo(1.0);
      assertThat(end.result().winner()).contains(Side.values()[end.winningPlayer()]);
    }
    assertThatThrownBy(() -> end.score(2)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> end.score(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> start.moveNotation(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> start.play(start.numDistinctActions()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> end.play(Tables.PASS_ID))
        .isInstanceOfSatisfying(
            IllegalMoveException.class,
            e -> {
              assertThat(e.reason()).isEqualTo(IllegalMoveReason.GAME_OVER);
              assertThat(e.move()).isEqualTo("pass");
            });
  }

  @Example
  void resultsInOneStyle() {
    Result formation = Result.win(Side.WHITE, Result.Reason.FORMATION);
    assertThat(formation).hasToString("White wins by formation");
    assertThat(formation.termination()).isEqualTo("formation");
    assertThat(formation.winningPlayer()).isZero();
    Result six = Result.win(Side.BLACK, Result.Reason.SIX_GUARDS_LOSS);
    assertThat(six).hasToString("Black wins by six guards loss");
    assertThat(six.winningPlayer()).isEqualTo(1);
    assertThat(Result.win(Side.BLACK, Result.Reason.TIME)).hasToString("Black wins by time");
    assertThat(Result.draw(Result.Reason.AGREEMENT)).hasToString("Draw by agreement");
    assertThat(Result.draw(Result.Reason.TWO_PASSES).termination()).isEqualTo("two passes");
    assertThat(Result.draw(Result.Reason.PLY_LIMIT).winningPlayer()).isEqualTo(-1);
    assertThat(Result.ONGOING).hasToString("Ongoing");
    assertThat(Result.ONGOING.termination()).isEqualTo("unterminated");
    assertThat(Result.ONGOING.winningPlayer()).isEqualTo(-1);
    for (Result.Reason r : Result.Reason.values()) {
      boolean decisive =
          r == Result.Reason.FORMATION
              || r == Result.Reason.SIX_GUARDS_LOSS
              || r == Result.Reason.RESIGNATION
              || r == Result.Reason.TIME;
      assertThat(r.isDecisive()).as("%s", r).isEqualTo(decisive);
      if (decisive) {
        assertThat(Result.win(Side.WHITE, r)).isEqualTo(Result.win(Side.WHITE, r));
        assertThatThrownBy(() -> Result.draw(r)).isInstanceOf(IllegalArgumentException.class);
      } else {
        assertThat(Result.draw(r).isDraw()).isTrue();
        assertThatThrownBy(() -> Result.win(Side.WHITE, r))
            .isInstanceOf(IllegalArgumentException.class);
      }
    }
  }

  @Example
  void invalidPositionsListEachProblemWithItsMessage() {
    assertThatThrownBy(() -> new InvalidPositionException(List.of(), List.of()))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(
            () ->
                new InvalidPositionException(
                    List.of(PositionProblem.QUEEN_COUNT), List.of("a", "b")))
        .isInstanceOf(IllegalArgumentException.class);
    InvalidPositionException e =
        new InvalidPositionException(List.of(PositionProblem.QUEEN_COUNT), List.of("no Queen"));
    assertThat(e.problems()).containsExactly(PositionProblem.QUEEN_COUNT);
    assertThat(e.messages()).containsExactly("no Queen");
    assertThat(e).hasMessage("invalid position, 1 problem: no Queen");
  }

  @Property(tries = 60)
  void anIdIsLegalExactlyWhenListed(@ForAll("positions") Position p) {
    int[] buf = new int[p.maxLegalMoves()];
    int n = p.legalMoves(buf);
    boolean[] listed = new boolean[p.numDistinctActions()];
    for (int i = 0; i < n; i++) {
      listed[buf[i]] = true;
    }
    assertThat(p.legalMoveMask()).isEqualTo(listed);
    for (int id = -2; id < Rules.LUDII.numDistinctActions() + 2; id++) {
      boolean inRange = id >= 0 && id < p.numDistinctActions();
      assertThat(p.isLegal(id))
          .as("id %d in %s", id, p.toNotation())
          .isEqualTo(inRange && listed[id]);
    }
    for (int i = 0; i < n; i++) {
      assertThat(p.play(buf[i])).isEqualTo(p.playUnchecked(buf[i]));
      assertThat(p.moveNotation(buf[i])).isEqualTo(Move.fromId(buf[i], p.rules()).toString());
    }
  }

  @Property(tries = 60)
  void aMoveIsLegalExactlyWhenListed(@ForAll("positions") Position p) {
    Set<Move> legal = new HashSet<>(p.legalMoves());
    for (int id = 0; id < Rules.LUDII.numDistinctActions(); id++) {
      Move m = Move.fromId(id, Rules.LUDII);
      boolean isLegal = p.isLegal(m);
      assertThat(isLegal)
          .as("%s in %s", m, p.toNotation())
          .isEqualTo(legal.contains(m) || namesAListedReturn(p, m, legal));
      assertThat(p.whyIllegal(m).isEmpty()).isEqualTo(isLegal);
    }
    // Moves without an id are never legal.
    Random rnd = new Random(p.zobrist());
    for (int k = 0; k < 50; k++) {
      Move m = new Move.Step(rnd.nextInt(91), rnd.nextInt(91));
      if (!Tables.isStepPair(((Move.Step) m).from(), ((Move.Step) m).to())) {
        assertThat(p.isLegal(m)).isFalse();
      }
    }
  }

  @Property(tries = 60)
  void symmetricPositionsHaveSymmetricMoves(@ForAll("positions") Position p) {
    Set<Move> moves = new HashSet<>(p.legalMoves());
    for (HexSymmetry s : HexSymmetry.values()) {
      Position q = p.transform(s);
      Set<Move> image = moves.stream().map(m -> m.transform(s)).collect(Collectors.toSet());
      assertThat(new HashSet<>(q.legalMoves())).isEqualTo(image);
      assertThat(q.transform(s.inverse())).isEqualTo(p);
      assertThat(q.result()).isEqualTo(p.result());
      assertThat(q.zobrist()).isEqualTo(q.recomputeZobrist());
      for (Move m : p.legalMoves()) {
        assertThat(q.play(m.transform(s))).isEqualTo(p.play(m).transform(s));
      }
    }
  }

  @Property(tries = 100)
  void perftOneCountsTheLegalMoves(@ForAll("positions") Position p) {
    assertThat(Perft.perft(p, 1)).isEqualTo(p.legalMoves().size());
    long two = 0;
    for (Move m : p.legalMoves()) {
      two += p.play(m).legalMoves().size();
    }
    assertThat(Perft.perft(p, 2)).isEqualTo(two);
  }

  // ---- bad input ----

  @Provide
  Arbitrary<String> noise() {
    Arbitrary<String> random =
        Arbitraries.strings()
            .withChars("abcdefghijklQGqg0123456789-@/ *wbplacesyz=")
            .withCharRange('\u0000', '\u007f')
            .ofMaxLength(70);
    Arbitrary<String> mutated =
        Combinators.combine(
                Arbitraries.of(
                    PositionNotationTest.STANDARD_START,
                    "6/7/8/9/10/11/10/9/8/7/6 w QGGGGGGqgggggg place 0 0",
                    Rules.LUDII.toString(),
                    "a1-b2",
                    "c5@a3",
                    "G@a3",
                    "pass"),
                Arbitraries.integers().between(0, 80),
                Arbitraries.of(
                    'a', 'b', 'k', 'Q', 'G', 'q', 'g', '0', '1', '9', '-', '@', '/', ' ', '*', 'w'),
                Arbitraries.integers().between(0, 2))
            .as(
                (base, at, ch, op) -> {
                  StringBuilder sb = new StringBuilder(base);
                  int i = Math.min(at, sb.length());
                  switch (op) {
                    case 0 -> sb.insert(i, ch);
                    case 1 -> {
                      if (i < sb.length()) {
                        sb.deleteCharAt(i);
                      }
                    }
                    default -> {
                      if (i < sb.length()) {
                        sb.setCharAt(i, ch);
                      }
                    }
                  }
                  return sb.toString();
                });
    return Arbitraries.oneOf(random, mutated);
  }

  @Property(tries = 1500)
  void parsersOnlyThrowTheDocumentedExceptions(@ForAll("noise") String text) {
    try {
      Move m = Move.parse(text, Rules.STANDARD);
      assertThat(m.toString()).isEqualTo(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
      assertThat(e.errorIndex()).isBetween(0, text.length());
    }
    try {
      Position.start(Rules.STANDARD).play(text);
    } catch (NotationException | IllegalMoveException e) {
      assertThat(e.getMessage()).isNotBlank();
    }
    for (Rules r : RandomGames.PRESETS) {
      try {
        Position p = Position.parse(text, r);
        assertThat(p.toNotation()).isEqualTo(text);
      } catch (NotationException e) {
        assertThat(e.errorIndex()).isBetween(0, text.length());
      } catch (InvalidPositionException e) {
        assertThat(e.messages()).isNotEmpty();
      }
    }
    try {
      Rules r = Rules.parse(text);
      assertThat(Rules.parse(r.toString())).isEqualTo(r);
    } catch (NotationException e) {
      assertThat(e.errorIndex()).isBetween(0, text.length());
    }
    try {
      Board.cell(text);
    } catch (NotationException e) {
      assertThat(e.input()).isEqualTo(text);
    }
  }

  private static List<Position> successorsAndSelf(Position p) {
    List<Position> out = new java.util.ArrayList<>();
    out.add(p);
    for (Move m : p.legalMoves()) {
      out.add(p.play(m));
    }
    return out;
  }
}
