package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * A table and who may act at it. A hot-seat room has one token for both seats; a room against a bot
 * has one token for the human's seat; an online room has the Host's token and, once the Guest has
 * joined, the Guest's. Every method is synchronized: the room is the unit of consistency, and rooms
 * share nothing.
 *
 * <p>Every change (a move, readiness, the start, an offer and its answer, the end, the Guest
 * joining) is pushed at once to the room's live {@link EventStream}s. A bot thinks off the lock on
 * the {@link BotPool}; its search is stopped when anything else happens in the room, when the game
 * ends and when the room goes.
 */
final class Room {
  /** How the seats are filled. */
  enum Kind {
    HOTSEAT,
    BOT,
    ONLINE
  }

  private static final System.Logger LOG = System.getLogger(Room.class.getName());

  final String id;
  final Kind kind;

  /** The client that opened the room ({@link ClientKey}). */
  final String owner;

  private final Table<?> table;
  private final String hostToken;
  private String guestToken;
  private final SeatBot bot;
  private final String botName;
  private final Seat botSeat;
  private final SplittableRandom random;
  private final InstantSource clock;
  private final BotPool bots;
  private final Limits limits;
  private final ScheduledExecutorService timer;
  private ScheduledFuture<?> timeUp;
  private long version;
  private final java.util.concurrent.atomic.AtomicLong drawings =
      new java.util.concurrent.atomic.AtomicLong();
  private final Set<EventStream> streams = ConcurrentHashMap.newKeySet();
  private volatile Instant lastUsed;
  private volatile boolean started;
  private boolean closed;
  private AtomicBoolean botStop;
  private Future<?> botTurn;

  Room(
      String id,
      String owner,
      Kind kind,
      Table<?> table,
      String hostToken,
      SeatBot bot,
      Seat botSeat,
      long seed,
      InstantSource clock,
      BotPool bots,
      Limits limits,
      ScheduledExecutorService timer) {
    this.id = id;
    this.owner = owner;
    this.timer = timer;
    this.kind = kind;
    this.table = table;
    this.hostToken = hostToken;
    this.bot = bot;
    this.botName = bot == null ? null : bot.name();
    this.botSeat = botSeat;
    this.random = new SplittableRandom(seed);
    this.clock = clock;
    this.bots = bots;
    this.limits = limits;
    this.lastUsed = clock.instant();
  }

  /** The states drawn so far (each with its board), for tests. */
  long drawings() {
    return drawings.get();
  }

  /** When a seat last acted here (or the room opened). */
  Instant lastUsed() {
    return lastUsed;
  }

  /** Whether a game has begun here: a room that never began goes first when room is needed. */
  boolean started() {
    return started;
  }

  /** The live streams open on this room. */
  int streamCount() {
    return streams.size();
  }

  /**
   * Opens a live stream on this room and sends it the state at once.
   *
   * @param most the most streams this room serves
   * @param open makes the stream, given the action that forgets it when it ends
   * @return the stream, or null if the room serves its most
   */
  EventStream watch(int most, Function<Runnable, EventStream> open) {
    Runnable first;
    EventStream s;
    synchronized (this) {
      if (streams.size() >= most) {
        return null;
      }
      EventStream[] holder = new EventStream[1];
      s = open.apply(() -> streams.remove(holder[0]));
      holder[0] = s;
      if (closed) {
        s.close();
        return s;
      }
      streams.add(s);
      first = publication(List.of(s));
    }
    first.run();
    return s;
  }

  /** Sends each live stream a comment line, so a dead reader is found out. */
  void ping() {
    for (EventStream s : streams) {
      s.ping();
    }
  }

  /**
   * Schedules the end of the game on time at the seat on turn's deadline, replacing the one
   * scheduled before; called under the lock after every change. No timer polls the rooms.
   */
  private void scheduleTimeUp() {
    if (timeUp != null) {
      timeUp.cancel(false);
      timeUp = null;
    }
    Optional<Instant> deadline = closed ? Optional.empty() : table.deadline();
    if (deadline.isPresent()) {
      long millis = Math.max(0, Duration.between(clock.instant(), deadline.get()).toMillis()) + 1;
      try {
        timeUp = timer.schedule(this::timeUp, millis, TimeUnit.MILLISECONDS);
      } catch (RejectedExecutionException e) {
        // The server is stopping: no game outlives it.
      }
    }
  }

  /** The deadline has come: the game is lost on time, and the live streams hear of it. */
  private void timeUp() {
    try {
      Runnable tell = null;
      synchronized (this) {
        if (closed || table.status() != Status.RUNNING) {
          return;
        }
        Object before = table.match;
        table.checkTime(clock.instant());
        if (table.match != before) {
          cancelBot();
          tell = publication(streams);
        } else {
          // Not yet, by the room's clock (a test's clock, or the timer early): later.
          scheduleTimeUp();
        }
      }
      if (tell != null) {
        tell.run();
      }
    } catch (Throwable e) {
      // Never thrown into the timer's thread, which every room's deadline shares.
      LOG.log(System.Logger.Level.ERROR, "play: the time check of room " + id + " failed", e);
    }
  }

  /**
   * What to send the given streams about the room as it is now, taken under the lock and drawn
   * outside it: one drawing for all the streams that see the room alike (the same seats, side and
   * selected cell), and a version so that a stream never gets an older state after a newer one.
   */
  private Runnable publication(Collection<EventStream> to) {
    if (to.isEmpty()) {
      return () -> {};
    }
    long v = ++version;
    Table<?> snapshot = table.copy();
    Instant now = clock.instant();
    Map<EventStream, List<Seat>> seats = new LinkedHashMap<>();
    for (EventStream s : to) {
      seats.put(s, seatsOf(s.token));
    }
    boolean joined = kind != Kind.ONLINE || guestToken != null;
    return () -> {
      Map<List<Object>, String> drawn = new HashMap<>();
      for (Map.Entry<EventStream, List<Seat>> e : seats.entrySet()) {
        EventStream s = e.getKey();
        try {
          String json =
              drawn.computeIfAbsent(
                  List.of(e.getValue(), s.view, String.valueOf(s.selected)),
                  k ->
                      JsonText.write(
                          answer(snapshot, now, e.getValue(), s.view, s.selected, joined)));
          s.state(v, json);
        } catch (RuntimeException x) {
          s.close();
        }
      }
    };
  }

  /** Closes the room: its bot stops thinking, its live streams end. */
  synchronized void close() {
    closed = true;
    cancelBot();
    scheduleTimeUp();
    for (EventStream s : streams) {
      s.close();
    }
  }

  /** The seats a token holds here: none for a wrong or missing token. */
  synchronized List<Seat> seatsOf(String token) {
    if (token == null) {
      return List.of();
    }
    if (same(token, hostToken)) {
      return switch (kind) {
        case HOTSEAT -> List.of(Seat.HOST, Seat.GUEST);
        case BOT -> List.of(botSeat.other());
        case ONLINE -> List.of(Seat.HOST);
      };
    }
    if (guestToken != null && same(token, guestToken)) {
      return List.of(Seat.GUEST);
    }
    return List.of();
  }

  private static boolean same(String a, String b) {
    // Constant time, so a token cannot be found a character at a time.
    return MessageDigest.isEqual(
        a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Seats the Guest of an online room.
   *
   * @return the Guest's token, or empty if the room is not online or already has its Guest
   */
  Optional<String> join(String token) {
    Runnable tell;
    synchronized (this) {
      if (kind != Kind.ONLINE || guestToken != null) {
        return Optional.empty();
      }
      guestToken = token;
      lastUsed = clock.instant();
      tell = publication(streams);
    }
    tell.run();
    return Optional.of(token);
  }

  /**
   * The state a token sees, as of now; changes nothing (a seat out of time shows as lost, but the
   * room changes only at its deadline). Drawn outside the room's lock.
   */
  RoomState state(String token, int view, String selected) {
    Table<?> snapshot;
    List<Seat> seats;
    boolean joined;
    Instant now;
    synchronized (this) {
      snapshot = table.copy();
      seats = seatsOf(token);
      joined = kind != Kind.ONLINE || guestToken != null;
      now = clock.instant();
    }
    String cell = selected == null ? null : snapshot.checkedCell(selected);
    return answer(snapshot, now, seats, view, cell, joined);
  }

  private RoomState answer(
      Table<?> snapshot, Instant now, List<Seat> seats, int view, String selected, boolean joined) {
    drawings.incrementAndGet();
    return snapshot.state(
        now,
        seats,
        view,
        selected,
        new RoomState.Seating(
            id,
            kind.name().toLowerCase(java.util.Locale.ROOT),
            joined,
            botName,
            botSeat == null ? null : Table.seatName(botSeat)));
  }

  /**
   * Acts for a seat the token holds.
   *
   * @param seatName the seat, needed only when a hot-seat token could mean either
   * @throws SecurityException if the token holds no seat, or not that seat
   */
  void act(String token, Table.Action action, String seatName, String move) {
    Runnable tell;
    synchronized (this) {
      actLocked(token, action, seatName, move);
      tell = publication(streams);
    }
    tell.run();
  }

  private void actLocked(String token, Table.Action action, String seatName, String move) {
    List<Seat> seats = seatsOf(token);
    if (seats.isEmpty()) {
      throw new SecurityException("this token holds no seat in room " + id);
    }
    Seat seat;
    if (seatName != null) {
      seat = parseSeat(seatName);
      if (!seats.contains(seat)) {
        throw new SecurityException("this token does not hold the " + seatName + " seat");
      }
    } else if (seats.size() == 1) {
      seat = seats.get(0);
    } else {
      seat = defaultSeat(action);
    }
    Instant now = clock.instant();
    table.checkTime(now);
    if (table.match.events().size() >= limits.maxEvents() && action != Table.Action.RESIGN) {
      throw new PlayServer.HttpError(
          409,
          "this room has reached its limit of "
              + limits.maxEvents()
              + " events: only a resignation is accepted now; download the record and start a"
              + " new game to play on");
    }
    table.apply(action, seat, move, now);
    lastUsed = now;
    started |= !table.match.history().isEmpty();
    // Whatever the bot was thinking about is out of date now.
    cancelBot();
    afterChange();
    scheduleTimeUp();
  }

  /** Hot seat: a move, resignation or offer is by the seat on turn; an answer by the other. */
  private Seat defaultSeat(Table.Action action) {
    AbstractMatch<?, ?, ?, ?, ?, ?> m = table.match;
    Seat onTurn = table.seatToMove() == null ? Seat.HOST : table.seatToMove();
    return switch (action) {
      case ACCEPT_DRAW, DECLINE_DRAW -> m.drawOffer().map(Seat::other).orElse(onTurn);
      case ACCEPT_TAKEBACK, DECLINE_TAKEBACK -> m.takebackRequest().map(Seat::other).orElse(onTurn);
      case TAKEBACK -> onTurn.other();
      default -> onTurn;
    };
  }

  static Seat parseSeat(String name) {
    return switch (name) {
      case "host" -> Seat.HOST;
      case "guest" -> Seat.GUEST;
      default ->
          throw new IllegalArgumentException("unknown seat '" + name + "': expected host or guest");
    };
  }

  /** The game record, with the bot's name at its seat (a human's seat is written {@code ?}). */
  synchronized String record() {
    Map<String, String> names = new LinkedHashMap<>();
    if (botSeat != null) {
      names.put(botSeat.label(), botName);
    }
    return table.record(names);
  }

  /** Lets the bot answer or move when it is its turn. */
  private void afterChange() {
    if (bot == null || closed || table.status() != Status.RUNNING) {
      return;
    }
    AbstractMatch<?, ?, ?, ?, ?, ?> m = table.match;
    // The bot declines draws and grants takebacks at once: a friendly, decisive sparring partner.
    if (m.drawOffer().orElse(null) == botSeat.other()) {
      table.apply(Table.Action.DECLINE_DRAW, botSeat, null, clock.instant());
    }
    if (m.takebackRequest().orElse(null) == botSeat.other()) {
      table.apply(Table.Action.ACCEPT_TAKEBACK, botSeat, null, clock.instant());
    }
    if (table.seatToMove() == botSeat
        && table.status() == Status.RUNNING
        && table.match.events().size() < limits.maxEvents()) {
      Object before = table.match;
      AtomicBoolean stop = new AtomicBoolean();
      long maxThink = limits.maxThink().toNanos();
      // The bot thinks outside the room's lock, so the page's requests are answered meanwhile.
      Function<BooleanSupplier, String> think = table.botMove(bot, random.split());
      botStop = stop;
      botTurn =
          bots.submit(
              bot.searches(),
              () -> {
                long start = System.nanoTime();
                BooleanSupplier halt = () -> stop.get() || System.nanoTime() - start > maxThink;
                if (!stop.get()) {
                  String move = think.apply(halt);
                  playBot(before, stop, move);
                }
              });
    }
  }

  /** Stops the bot's search, if one runs or waits; its move, if any comes, is not played. */
  private void cancelBot() {
    if (botStop != null) {
      botStop.set(true);
      botTurn.cancel(false);
      botStop = null;
      botTurn = null;
    }
  }

  private void playBot(Object before, AtomicBoolean stop, String move) {
    Runnable tell;
    synchronized (this) {
      // Played only if nothing happened meanwhile (a resignation, a takeback, the room closing).
      if (stop.get() || botStop != stop) {
        return;
      }
      botStop = null;
      botTurn = null;
      if (table.match != before || table.status() != Status.RUNNING) {
        return;
      }
      table.apply(Table.Action.MOVE, botSeat, move, clock.instant());
      lastUsed = clock.instant();
      started = true;
      afterChange();
      scheduleTimeUp();
      tell = publication(streams);
    }
    tell.run();
  }
}
