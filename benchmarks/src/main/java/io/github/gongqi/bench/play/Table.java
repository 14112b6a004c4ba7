package io.github.gongqi.bench.play;

import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.GameTransition;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.GameClock;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.PlayedMove;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.svg.SvgOptions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * One game at the playground's table, written once for both games over the library's {@link
 * AbstractMatch}: every event goes to the library's match, which refuses what is not allowed. The
 * game's subclass adds only the drawing, the record and what the page shows beside the board. Not
 * thread-safe: its {@link Room} serialises access.
 *
 * @param <S> the position type
 * @param <M> the move type
 * @param <X> the match type
 */
abstract class Table<
    S extends GamePosition<S, M, ? extends GameTransition<S, M>, ? extends GameResult>,
    M extends GameMove,
    X extends AbstractMatch<S, M, ?, ?, X>> {
  /** The moves that have no cell on the board: the page offers them as buttons. */
  private static final List<String> BUTTON_MOVES = List.of("swap", "pass");

  /** The drawings' width in pixels; the page scales them to fit. */
  static final int SIZE = 640;

  X match;
  private final String game;
  private final List<String> colours;

  /**
   * A table for a match.
   *
   * @param game the game's name for the page
   * @param colours the colour names, player 0's first
   */
  Table(X match, String game, List<String> colours) {
    this.match = match;
    this.game = game;
    this.colours = List.copyOf(colours);
  }

  /** The game: {@code gongqi} or {@code agon}. */
  final String game() {
    return game;
  }

  /** The colour names, player 0's first. */
  final List<String> colours() {
    return colours;
  }

  /** The board as the game's {@code BoardSvg} draws it. */
  abstract String render(S position, SvgOptions options);

  /** The index of a cell name of this position's board; throws for a name that is not a cell. */
  abstract int cellIndex(S position, String name);

  /** The board at the page's size, turned and marked as the page asks. */
  final String svg(S position, int perspective, int lastMoveId, String selected) {
    SvgOptions o =
        SvgOptions.defaults()
            .withSize(SIZE)
            .withPerspective(perspective)
            .withLastMove(lastMoveId)
            .withSelected(selected == null ? -1 : cellIndex(position, selected));
    GameResult result = match.result();
    if (result.isOver() && position == match.position()) {
      // A resignation, a time loss or an agreed draw ends the match, not the position: the board's
      // status line says so instead of naming a side to move.
      o = o.withStatus(result.toString());
    }
    return render(position, o);
  }

  /** Checks a cell name of the current position's board, returning it. */
  final String checkedCell(String name) {
    cellIndex(match.position(), name);
    return name;
  }

  /** The game record's text. */
  abstract String record();

  /**
   * What the page shows beside the board: guidance, and for a selected Gongqi stone each
   * direction's push or why its arrow is hidden.
   */
  abstract Map<String, Object> info(S position, String selected);

  final void apply(Action action, Seat seat, String move, Instant at) {
    match =
        switch (action) {
          case READY -> match.ready(seat, at);
          case START -> match.startGame(at);
          case MOVE -> match.play(seat, move, at);
          case RESIGN -> match.resign(seat, at);
          case OFFER_DRAW -> match.offerDraw(seat, at);
          case ACCEPT_DRAW -> match.acceptDraw(seat, at);
          case DECLINE_DRAW -> match.declineDraw(seat, at);
          case TAKEBACK -> match.requestTakeback(seat, at);
          case ACCEPT_TAKEBACK -> match.acceptTakeback(seat, at);
          case DECLINE_TAKEBACK -> match.declineTakeback(seat, at);
        };
  }

  /** Finishes the game on time if the seat on turn has run out; the page's poll calls it. */
  final void checkTime(Instant at) {
    Instant last = match.lastEventAt().orElse(null);
    if (last == null || !at.isBefore(last)) {
      match = match.checkTime(at);
    }
  }

  final Status status() {
    return match.status();
  }

  final Seat seatToMove() {
    return match.seatToMove().orElse(null);
  }

  /**
   * The bot's choice in the current position, as notation, to be worked out later (off the room's
   * lock) and stopped when the given flag says so.
   */
  final Function<BooleanSupplier, String> botMove(SeatBot bot, SplittableRandom random) {
    S p = match.position();
    return stop -> p.moveNotation(bot.choose(p, random, stop));
  }

  /**
   * The state for the page.
   *
   * @param now the instant the clocks are read at
   * @param you the seats the caller holds (empty for a spectator)
   * @param view the player whose side is drawn at the bottom, or -1 for the caller's
   * @param selected the selected cell, or null
   */
  final Map<String, Object> state(Instant now, List<Seat> you, int view, String selected) {
    S p = match.position();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("game", game());
    m.put("rules", p.rulesId());
    m.put("status", match.status().name().toLowerCase(Locale.ROOT));
    m.put("version", match.events().size());
    m.put("you", you.stream().map(Table::seatName).toList());
    Seat onTurn = match.status() == Status.RUNNING ? seatToMove() : null;
    m.put("toMove", onTurn == null ? null : seatName(onTurn));
    m.put("colourToMove", colours().get(p.playerToMove()));
    GameResult r = match.result();
    m.put("result", r.isOver() ? r.toString() : null);
    m.put("winner", match.winner().map(Table::seatName).orElse(null));
    m.put("drawOffer", match.drawOffer().map(Table::seatName).orElse(null));
    m.put("takeback", match.takebackRequest().map(Table::seatName).orElse(null));
    GameClock c = match.clock();
    m.put("timed", !match.timeControl().isUntimed());
    m.put("timeControl", match.timeControl().toString());
    Map<String, Object> seats = new LinkedHashMap<>();
    for (Seat s : Seat.values()) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("colour", colours().get(match.playerOf(s)));
      o.put("ready", match.mode() == Mode.ONLINE && match.isReady(s));
      if (!match.timeControl().isUntimed()) {
        o.put("mainMillis", c.mainTimeLeft(s, now).toMillis());
        o.put("periodMillis", c.periodLeft(s, now).toMillis());
        o.put("byoYomi", c.isInByoYomi(s, now));
        o.put("running", c.running().orElse(null) == s && !c.isStopped());
      }
      seats.put(seatName(s), o);
    }
    m.put("seats", seats);
    List<String> moves = new ArrayList<>();
    java.util.Set<String> played = new java.util.TreeSet<>();
    for (PlayedMove<S, M, ?> pm : match.history()) {
      moves.add(pm.move().toString());
      played.add(seatName(pm.seat()));
    }
    m.put("moves", moves);
    // The seats that have a move to take back.
    m.put("played", List.copyOf(played));
    List<? extends PlayedMove<S, M, ?>> h = match.history();
    int last = h.isEmpty() ? -1 : h.get(h.size() - 1).move().id();
    m.put("lastMove", h.isEmpty() ? null : moves.get(moves.size() - 1));
    boolean running = match.status() == Status.RUNNING;
    List<String> buttons = new ArrayList<>();
    if (running) {
      int[] ids = new int[p.maxLegalMoves()];
      int n = p.legalMoves(ids);
      for (int i = 0; i < n; i++) {
        String name = p.moveNotation(ids[i]);
        if (BUTTON_MOVES.contains(name)) {
          buttons.add(name);
        }
      }
    }
    m.put("buttons", buttons);
    m.put("info", info(p, running ? selected : null));
    int perspective = view;
    if (perspective < 0) {
      perspective = you.size() == 1 ? match.playerOf(you.get(0)) : 0;
    }
    m.put("view", perspective);
    m.put("selected", selected);
    m.put("svg", svg(p, perspective, last, running ? selected : null));
    return m;
  }

  /** The board after {@code ply} moves of the game, for a replay. */
  final String replaySvg(int ply, int view) {
    List<S> positions = match.positions();
    List<? extends PlayedMove<S, M, ?>> h = match.history();
    int last = ply == 0 ? -1 : h.get(ply - 1).move().id();
    return svg(positions.get(ply), view, last, null);
  }

  static String seatName(Seat s) {
    return s.name().toLowerCase(Locale.ROOT);
  }

  /** What a seat may ask of the table. */
  enum Action {
    READY,
    START,
    MOVE,
    RESIGN,
    OFFER_DRAW,
    ACCEPT_DRAW,
    DECLINE_DRAW,
    TAKEBACK,
    ACCEPT_TAKEBACK,
    DECLINE_TAKEBACK;

    /** The action's name in the API: {@code offer-draw}. */
    String apiName() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static Action parse(String name) {
      for (Action a : values()) {
        if (a.apiName().equals(name)) {
          return a;
        }
      }
      return null;
    }
  }
}
