package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.Status;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
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

  final String id;
  final Kind kind;
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
  private final Set<EventStream> streams = ConcurrentHashMap.newKeySet();
  private volatile Instant lastUsed;
  private volatile boolean started;
  private boolean closed;
  private AtomicBoolean botStop;
  private Future<?> botTurn;

  Room(
      String id,
      Kind kind,
      Table<?> table,
      String hostToken,
      SeatBot bot,
      Seat botSeat,
      long seed,
      InstantSource clock,
      BotPool bots,
      Limits limits) {
    this.id = id;
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
  synchronized EventStream watch(int most, Function<Runnable, EventStream> open) {
    if (streams.size() >= most) {
      return null;
    }
    EventStream[] holder = new EventStream[1];
    EventStream s = open.apply(() -> streams.remove(holder[0]));
    holder[0] = s;
    if (closed) {
      s.close();
      return s;
    }
    streams.add(s);
    s.state(JsonText.write(state(s.token, s.view, s.selected)));
    return s;
  }

  /** Sends each live stream a comment line, so a dead reader is found out. */
  void ping() {
    for (EventStream s : streams) {
      s.ping();
    }
  }

  /** Ends the game on time when a seat has run out, telling the live streams; for the timer. */
  synchronized void checkClock() {
    if (streams.isEmpty() || table.status() != Status.RUNNING) {
      return;
    }
    Object before = table.match;
    table.checkTime(clock.instant());
    if (table.match != before) {
      cancelBot();
      publish();
    }
  }

  /** Sends every live stream its view of the room as it is now. */
  private void publish() {
    for (EventStream s : streams) {
      try {
        s.state(JsonText.write(state(s.token, s.view, s.selected)));
      } catch (RuntimeException e) {
        s.close();
      }
    }
  }

  /** Closes the room: its bot stops thinking, its live streams end. */
  synchronized void close() {
    closed = true;
    cancelBot();
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
  synchronized Optional<String> join(String token) {
    if (kind != Kind.ONLINE || guestToken != null) {
      return Optional.empty();
    }
    guestToken = token;
    lastUsed = clock.instant();
    publish();
    return Optional.of(token);
  }

  synchronized Map<String, Object> state(String token, int view, String selected) {
    Instant now = clock.instant();
    table.checkTime(now);
    String cell = selected == null ? null : table.checkedCell(selected);
    Map<String, Object> m = table.state(now, seatsOf(token), view, cell);
    m.put("room", id);
    m.put("kind", kind.name().toLowerCase(java.util.Locale.ROOT));
    m.put("guestJoined", kind != Kind.ONLINE || guestToken != null);
    m.put("bot", botName);
    m.put("botSeat", botSeat == null ? null : Table.seatName(botSeat));
    return m;
  }

  /**
   * Acts for a seat the token holds.
   *
   * @param seatName the seat, needed only when a hot-seat token could mean either
   * @throws SecurityException if the token holds no seat, or not that seat
   */
  synchronized void act(String token, Table.Action action, String seatName, String move) {
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
    publish();
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

  synchronized String record() {
    return table.record();
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

  private synchronized void playBot(Object before, AtomicBoolean stop, String move) {
    // Played only if nothing happened meanwhile (a resignation, a takeback, the room closing).
    if (stop.get() || botStop != stop) {
      return;
    }
    botStop = null;
    botTurn = null;
    if (table.match == before && table.status() == Status.RUNNING) {
      table.apply(Table.Action.MOVE, botSeat, move, clock.instant());
      lastUsed = clock.instant();
      started = true;
      afterChange();
      publish();
    }
  }
}
