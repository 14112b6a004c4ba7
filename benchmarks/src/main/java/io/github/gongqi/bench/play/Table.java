package io.github.gongqi.bench.play;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GameMove;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.GameResult;
import io.github.gongqi.game.GameState;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.GameClock;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.PlayedMove;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import io.github.gongqi.game.match.TimeControl;
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
 * One game at the playground's table, written once for every game over the registry's {@link Game}
 * and the library's {@link AbstractMatch}: every event goes to the library's match, which refuses
 * what is not allowed; the game draws the board, writes the record and says what the page shows
 * beside the board. Not thread-safe: its {@link Room} serialises access.
 *
 * @param <P> the game's position type
 */
final class Table<P extends GamePosition<P, ?, ?, ?>> {
  /** The drawings' width in pixels; the page scales them to fit. */
  static final int SIZE = 640;

  AbstractMatch<P, ?, ?, ?, ?, ?> match;
  private final Game<P> game;

  /**
   * A table for a match.
   *
   * @param game the game the match is of
   * @param match the match, made by {@code game}
   */
  Table(Game<P> game, AbstractMatch<P, ?, ?, ?, ?, ?> match) {
    this.game = game;
    this.match = match;
  }

  /**
   * A new table from the start of a game's rules.
   *
   * @param game the game
   * @param rules the rules text
   * @param mode local or online
   * @param control the clock
   */
  static <P extends GamePosition<P, ?, ?, ?>> Table<P> open(
      Game<P> game, String rules, Mode mode, TimeControl control) {
    return new Table<>(game, game.newMatch(rules, mode, control, Options.DEFAULT));
  }

  /** A table holding the match a game record describes, found by the record's rules. */
  static <P extends GamePosition<P, ?, ?, ?>> Table<P> fromRecord(Game<P> game, String record) {
    return new Table<>(game, game.readRecord(record));
  }

  /** The game's name, such as {@code gongqi}. */
  String game() {
    return game.name();
  }

  /** The colour names, player 0's first. */
  List<String> colours() {
    return game.playerNames();
  }

  /** The board at the page's size, turned and marked as the page asks. */
  String svg(P position, int perspective, int lastMoveId, String selected) {
    return svg(match, position, perspective, lastMoveId, selected);
  }

  private String svg(
      AbstractMatch<P, ?, ?, ?, ?, ?> match,
      P position,
      int perspective,
      int lastMoveId,
      String selected) {
    SvgOptions o =
        SvgOptions.defaults()
            .withSize(SIZE)
            .withPerspective(perspective)
            .withLastMove(lastMoveId)
            .withSelected(selected == null ? -1 : game.cellIndex(position, selected));
    GameResult result = match.result();
    if (result.isOver() && position == match.position()) {
      // A resignation, a time loss or an agreed draw ends the match, not the position: the board's
      // status line says so instead of naming a side to move.
      o = o.withStatus(result.toString());
    }
    return game.svg(position, o);
  }

  /** Checks a cell name of the current position's board, returning it. */
  String checkedCell(String name) {
    game.cellIndex(match.position(), name);
    return name;
  }

  /**
   * The game record's text.
   *
   * @param names the seats' names by their labels ({@code Host}, {@code Guest}); an unnamed seat is
   *     written {@code ?}
   */
  String record(Map<String, String> names) {
    return game.writeRecord(match, names);
  }

  /** A game's facts about a position as the page lists them, in order: label and value. */
  static <S extends GamePosition<S, ?, ?, ?>> List<Map<String, String>> facts(
      Game<S> game, S position) {
    List<Map<String, String>> out = new ArrayList<>();
    game.facts(position).forEach((label, value) -> out.add(Map.of("label", label, "value", value)));
    return out;
  }

  /**
   * The moves that have no cell on the board, which the page offers as buttons: those written as
   * one word of letters, such as {@code swap} or {@code pass} (a move on the board names a cell,
   * and a cell's name has a digit).
   */
  static <S extends GameState<S>> List<String> buttonMoves(S position) {
    List<String> buttons = new ArrayList<>();
    int[] ids = new int[position.maxLegalMoves()];
    int n = position.legalMoves(ids);
    for (int i = 0; i < n; i++) {
      String name = position.moveNotation(ids[i]);
      if (WORD.matcher(name).matches() && !buttons.contains(name)) {
        buttons.add(name);
      }
    }
    return buttons;
  }

  private static final java.util.regex.Pattern WORD = java.util.regex.Pattern.compile("[a-z]+");

  void apply(Action action, Seat seat, String move, Instant at) {
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

  /**
   * The match as of an instant: finished on time if the seat on turn has run out by then, else as
   * it is. Changes nothing.
   */
  AbstractMatch<P, ?, ?, ?, ?, ?> asOf(Instant at) {
    Instant last = match.lastEventAt().orElse(null);
    return last == null || !at.isBefore(last) ? match.checkTime(at) : match;
  }

  /** A copy holding the same (immutable) match, to draw from outside the room's lock. */
  Table<P> copy() {
    return new Table<>(game, match);
  }

  /** When the seat on turn runs out of time, if the game runs on a clock. */
  java.util.Optional<Instant> deadline() {
    return match.status() == Status.RUNNING ? match.clock().deadline() : java.util.Optional.empty();
  }

  /** Finishes the game on time if the seat on turn has run out; for actions and the deadline. */
  void checkTime(Instant at) {
    Instant last = match.lastEventAt().orElse(null);
    if (last == null || !at.isBefore(last)) {
      match = match.checkTime(at);
    }
  }

  Status status() {
    return match.status();
  }

  Seat seatToMove() {
    return match.seatToMove().orElse(null);
  }

  /**
   * The bot's choice in the current position, as notation, to be worked out later (off the room's
   * lock) and stopped when the given flag says so.
   */
  Function<BooleanSupplier, String> botMove(SeatBot bot, SplittableRandom random) {
    P p = match.position();
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
  RoomState state(
      Instant now, List<Seat> you, int view, String selected, RoomState.Seating seating) {
    // The clocks as of now, without changing the table: a seat out of time shows as lost at once,
    // while the table itself changes only when its deadline fires or a seat acts.
    AbstractMatch<P, ?, ?, ?, ?, ?> match = asOf(now);
    P p = match.position();
    Seat onTurn = match.status() == Status.RUNNING ? match.seatToMove().orElse(null) : null;
    GameResult r = match.result();
    GameClock c = match.clock();
    boolean timed = !match.timeControl().isUntimed();
    Map<String, RoomState.SeatView> seats = new LinkedHashMap<>();
    for (Seat s : Seat.values()) {
      seats.put(
          seatName(s),
          new RoomState.SeatView(
              colours().get(match.playerOf(s)),
              match.mode() == Mode.ONLINE && match.isReady(s),
              timed ? c.mainTimeLeft(s, now).toMillis() : null,
              timed ? c.periodLeft(s, now).toMillis() : null,
              timed ? c.isInByoYomi(s, now) : null,
              timed ? c.running().orElse(null) == s && !c.isStopped() : null));
    }
    List<String> moves = new ArrayList<>();
    // The seats that have a move to take back.
    java.util.Set<String> played = new java.util.TreeSet<>();
    for (PlayedMove<P, ? extends GameMove, ?> pm : match.history()) {
      moves.add(pm.move().toString());
      played.add(seatName(pm.seat()));
    }
    List<? extends PlayedMove<P, ? extends GameMove, ?>> h = match.history();
    int last = h.isEmpty() ? -1 : h.get(h.size() - 1).move().id();
    boolean running = match.status() == Status.RUNNING;
    int perspective = view;
    if (perspective < 0) {
      perspective = you.size() == 1 ? match.playerOf(you.get(0)) : 0;
    }
    List<RoomState.Fact> facts = new ArrayList<>();
    game.facts(p).forEach((label, value) -> facts.add(new RoomState.Fact(label, value)));
    List<RoomState.Way> ways = new ArrayList<>();
    if (running && selected != null) {
      for (Game.Choice way : game.choices(p, selected)) {
        ways.add(new RoomState.Way(way.label(), way.moves(), way.reason().orElse(null)));
      }
    }
    return new RoomState(
        game(),
        colours(),
        p.rulesId(),
        match.status().name().toLowerCase(Locale.ROOT),
        match.events().size(),
        you.stream().map(Table::seatName).toList(),
        onTurn == null ? null : seatName(onTurn),
        colours().get(p.playerToMove()),
        r.isOver() ? r.toString() : null,
        match.winner().map(Table::seatName).orElse(null),
        match.drawOffer().map(Table::seatName).orElse(null),
        match.takebackRequest().map(Table::seatName).orElse(null),
        timed,
        match.timeControl().toString(),
        seats,
        moves,
        List.copyOf(played),
        h.isEmpty() ? null : moves.get(moves.size() - 1),
        running ? buttonMoves(p) : List.of(),
        facts,
        ways,
        perspective,
        selected,
        svg(match, p, perspective, last, running ? selected : null),
        seating.room(),
        seating.kind(),
        seating.guestJoined(),
        seating.bot(),
        seating.botSeat());
  }

  /** The board after {@code ply} moves of the game, for a replay. */
  String replaySvg(List<P> positions, int ply, int view) {
    List<? extends PlayedMove<P, ? extends GameMove, ?>> h = match.history();
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
