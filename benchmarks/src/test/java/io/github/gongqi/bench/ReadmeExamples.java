package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.lesson.Lesson;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.svg.SvgOptions;
import io.github.gongqi.geometry.HexBoard;
import io.github.gongqi.geometry.SquareDirection;
import io.github.gongqi.geometry.SquareGrid;
import io.github.gongqi.gongqi.Move;
import io.github.gongqi.gongqi.Perft;
import io.github.gongqi.gongqi.Position;
import io.github.gongqi.gongqi.PushOption;
import io.github.gongqi.gongqi.Rules;
import io.github.gongqi.gongqi.Side;
import io.github.gongqi.gongqi.Transition;
import io.github.gongqi.gongqi.match.GameRecord;
import io.github.gongqi.gongqi.match.Match;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The Java examples that README.md quotes. {@link ReadmeExamplesTest} checks that every README
 * snippet is a verbatim copy of a tagged region here, and runs each example, so the front door
 * cannot rot. Edit an example here and paste it into the README (the test says which differs).
 */
final class ReadmeExamples {
  private ReadmeExamples() {}

  static String gongqiQuickStart() {
    // tag::gongqi-quickstart[]
    Position p = Position.start(Rules.STANDARD); // 12×12; Rules.QUICK is 8×8
    p = p.play("f7N1"); // Black pushes f7 one point north
    p = p.play("swap"); // White takes Black's position
    int g7 = Rules.STANDARD.cell("g7");
    List<Move> arrows = p.legalMovesFrom(g7); // what a board shows on selecting g7
    Transition t = p.transition(arrows.get(0)); // stones moved, captures, power
    System.out.println(t.after()); // the board, X Black, O White
    String fen = t.after().toNotation(); // one line, round-trips through Position.parse
    // end::gongqi-quickstart[]
    return arrows + " " + fen;
  }

  static int gongqiIllegal() {
    // tag::gongqi-illegal[]
    Position start = Position.start(Rules.QUICK);
    try {
      start.play("d5E1"); // the run d5 e5 is two stones long
    } catch (io.github.gongqi.gongqi.IllegalMoveException e) {
      System.out.println(e.reason() + ": " + e.getMessage()); // END_POINT_OCCUPIED: …
    }
    // end::gongqi-illegal[]
    return start.countLegalMoves();
  }

  // tag::bot-contract[]
  /** One playout, for either game: bots program against io.github.gongqi.game.GameState. */
  static <S extends GameState<S>> S playout(S state, SplittableRandom rnd) {
    int[] moves = new int[state.maxLegalMoves()];
    while (!state.isOver()) {
      state = state.playUnchecked(moves[rnd.nextInt(state.legalMoves(moves))]);
    }
    return state; // state.winningPlayer(): 0, 1, or -1 for a draw
  }

  // end::bot-contract[]

  static String botContract() {
    SplittableRandom rnd = new SplittableRandom(11);
    Position gongqi = playout(Position.start(Rules.QUICK), rnd);
    io.github.gongqi.agon.Position agon =
        playout(
            io.github.gongqi.agon.Position.start(
                io.github.gongqi.agon.Rules.STANDARD.toBuilder().plyLimit(400).build()),
            rnd);
    return gongqi.isOver() + " " + agon.isOver();
  }

  static int botPlayout() {
    // tag::bot-playout[]
    Position p = Position.start(Rules.STANDARD);
    int[] moves = new int[Rules.STANDARD.maxLegalMoves()]; // reused: no allocation per move
    SplittableRandom rnd = new SplittableRandom(7);
    int plies = 0;
    while (!p.isOver() && plies < 300) {
      int n = p.legalMoves(moves); // full legality, captures and suicide included
      p = p.playUnchecked(moves[rnd.nextInt(n)]); // the fast path: ids from legalMoves only
      plies++;
    }
    Move last = Move.fromId(moves[0], Rules.STANDARD); // ids are position-independent
    // end::bot-playout[]
    return plies + last.id();
  }

  static long researcherPerft() {
    // tag::researcher-perft[]
    long nodes = Perft.perft(Position.start(Rules.QUICK), 5); // 188,272
    var divide = Perft.divide(Position.start(Rules.STANDARD), 2); // {f6S1=11, f6W1=11, …}
    // end::researcher-perft[]
    return nodes + divide.size();
  }

  static String agonQuickStart() {
    // tag::agon-quickstart[]
    var p = io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.STANDARD);
    p = p.play("a1-b2").play("k11-j10"); // checked; IllegalMoveException says why
    int[] buffer = new int[p.maxLegalMoves()];
    int n = p.legalMoves(buffer); // ids into a caller buffer, no allocation
    var next = p.playUnchecked(buffer[0]); // the fast path for search
    System.out.println(next); // the hex board with row letters and diagonal numbers
    var ludii = io.github.gongqi.agon.Rules.LUDII; // Ludii's Agon: marked captures, …
    var rules = io.github.gongqi.agon.Rules.parse(ludii.toString()); // records store this
    // end::agon-quickstart[]
    return n + " " + rules.equals(ludii);
  }

  static String geometry() {
    // tag::geometry[]
    SquareGrid grid = SquareGrid.of(12, 12);
    int f7 = grid.parse("f7");
    int[] north = grid.ray(f7, SquareDirection.N); // f8 … f12
    HexBoard hex = HexBoard.of(5);
    int[] outer = hex.ringCells(5); // a1 a2 … b1, counter-clockwise
    int ring = hex.ring(hex.parse("c4")); // 3
    // end::geometry[]
    return north.length + " " + outer.length + " " + ring + " " + Side.BLACK;
  }

  static String agonMatch() {
    // tag::agon-match[]
    Instant t0 = Instant.parse("2026-11-30T18:00:00Z"); // in production: InstantSource.system()
    var m =
        io.github.gongqi.agon.match.Match.create(
                io.github.gongqi.agon.Rules.CLASSIC,
                io.github.gongqi.game.match.Mode.LOCAL,
                io.github.gongqi.game.match.TimeControl.UNTIMED,
                io.github.gongqi.game.match.Options.DEFAULT.withRepetitionLimit(3))
            .startGame(t0); // the Host plays White, the first side
    m = m.play(io.github.gongqi.game.match.Seat.HOST, "a1-b2", t0.plusSeconds(4));
    m = m.offerDraw(io.github.gongqi.game.match.Seat.HOST, t0.plusSeconds(5));
    m = m.play(io.github.gongqi.game.match.Seat.GUEST, "k11-j11", t0.plusSeconds(9)); // lapsed
    m = m.resign(io.github.gongqi.game.match.Seat.GUEST, t0.plusSeconds(30)); // any time
    String text =
        io.github.gongqi.agon.match.GameRecord.of(m).withTag("Event", "Club night").write();
    var back = io.github.gongqi.agon.match.GameRecord.parse(text); // line and column on error
    // end::agon-match[]
    return m.result() + "|" + back.match().equals(m) + "|" + text;
  }

  static String gongqiMatch() {
    // tag::gongqi-match[]
    InstantSource clock = InstantSource.fixed(Instant.parse("2026-11-30T18:00:00Z"));
    Instant t = clock.instant(); // in production: InstantSource.system().instant()
    Match m = Match.online(Rules.QUICK); // 8×8, 3:00 + 20 s byo-yomi each turn
    m = m.ready(Seat.HOST, t); // still waiting: the Guest must confirm too
    m = m.ready(Seat.GUEST, t.plusSeconds(4)); // both ready: the Host's clock starts
    m = m.play(Seat.HOST, "d5N1", t.plusMillis(6_500)); // the Host plays Black
    m = m.play(Seat.GUEST, "swap", t.plusSeconds(16)); // the Guest takes the swap…
    Side host = m.sideOf(Seat.HOST); // …so the Host now plays WHITE, and moves next
    m = m.play(Seat.HOST, "e5N1", t.plusSeconds(19));
    Duration left = m.clock().mainTimeLeft(Seat.GUEST, t.plusSeconds(19)); // 2:50.5
    m = m.resign(Seat.GUEST, t.plusSeconds(34)); // allowed on turn or not
    String record = GameRecord.of(m).withTag("Event", "Club night").write(); // PGN-like
    Match replayed = GameRecord.parse(record).match(); // equal to m, clock included
    // end::gongqi-match[]
    return host + "|" + left + "|" + m.result() + "|" + replayed.equals(m) + "|" + record;
  }

  static String boardUi() {
    // tag::board-ui[]
    Position p = Position.start(Rules.QUICK);
    int d5 = Rules.QUICK.cell("d5");
    String svg = // a standalone SVG document, the same bytes for the same input
        io.github.gongqi.gongqi.BoardSvg.render(
            p, SvgOptions.defaults().withSize(480).withSelected(d5)); // d5's arrows drawn
    for (PushOption o : p.pushOptions(d5)) { // N, E, S, W in one call
      System.out.println(
          o.direction() + " " + o.counts() + " " + o.reason()); // E [] Optional[RUN_…]
    }
    var agon = io.github.gongqi.agon.Position.start(io.github.gongqi.agon.Rules.STANDARD);
    var targets = agon.targets("a3"); // each move of the piece, with what it would capture
    Lesson<Position> lesson = io.github.gongqi.gongqi.Lessons.all().get(2);
    Lesson.Verdict v = lesson.check("d4W1"); // WRONG_MOVE: "… still has a liberty: f4 …"
    // end::board-ui[]
    return svg.length()
        + " "
        + targets.size()
        + " "
        + v.outcome()
        + " "
        + lesson.check(lesson.solution()).solved();
  }

  // tag::lab-records[]
  /** A run's records (selfplay gongqi … --records DIR), replayed: each is a library GameRecord. */
  static List<Match> replayAll(Path dir) throws IOException {
    List<Match> games = new ArrayList<>();
    try (var files = Files.list(dir)) {
      for (Path f : files.sorted().toList()) {
        games.add(GameRecord.parse(Files.readString(f)).match()); // clock and history included
      }
    }
    return games;
  }

  // end::lab-records[]
}
