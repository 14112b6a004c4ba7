package io.github.gongqi.bench.play;

import io.github.gongqi.bench.bot.Bot;
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
import java.util.SplittableRandom;
import java.util.concurrent.Executor;

/**
 * A table and who may act at it. A hot-seat room has one token for both seats; a room against a bot
 * has one token for the human's seat; an online room has the Host's token and, once the Guest has
 * joined, the Guest's. Every method is synchronized: the room is the unit of consistency, and rooms
 * share nothing.
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
  private final Table<?, ?, ?> table;
  private final String hostToken;
  private String guestToken;
  private final Bot bot;
  private final String botName;
  private final Seat botSeat;
  private final SplittableRandom random;
  private final InstantSource clock;
  private final Executor botThread;
  private volatile Instant lastUsed;

  Room(
      String id,
      Kind kind,
      Table<?, ?, ?> table,
      String hostToken,
      Bot bot,
      String botName,
      Seat botSeat,
      long seed,
      InstantSource clock,
      Executor botThread) {
    this.id = id;
    this.kind = kind;
    this.table = table;
    this.hostToken = hostToken;
    this.bot = bot;
    this.botName = botName;
    this.botSeat = botSeat;
    this.random = new SplittableRandom(seed);
    this.clock = clock;
    this.botThread = botThread;
    this.lastUsed = clock.instant();
  }

  Instant lastUsed() {
    return lastUsed;
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
    table.apply(action, seat, move, now);
    lastUsed = now;
    afterChange();
  }

  /** Hot seat: a move, resignation or offer is by the seat on turn; an answer by the other. */
  private Seat defaultSeat(Table.Action action) {
    AbstractMatch<?, ?, ?, ?, ?> m = table.match;
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
    if (bot == null || table.status() != Status.RUNNING) {
      return;
    }
    AbstractMatch<?, ?, ?, ?, ?> m = table.match;
    // The bot declines draws and grants takebacks at once: a friendly, decisive sparring partner.
    if (m.drawOffer().orElse(null) == botSeat.other()) {
      table.apply(Table.Action.DECLINE_DRAW, botSeat, null, clock.instant());
    }
    if (m.takebackRequest().orElse(null) == botSeat.other()) {
      table.apply(Table.Action.ACCEPT_TAKEBACK, botSeat, null, clock.instant());
    }
    if (table.seatToMove() == botSeat && table.status() == Status.RUNNING) {
      Object before = table.match;
      // The bot thinks outside the room's lock, so the page's polls are answered meanwhile.
      java.util.function.Supplier<String> think = table.botMove(bot, random.split());
      botThread.execute(() -> playBot(before, think.get()));
    }
  }

  private synchronized void playBot(Object before, String move) {
    // Played only if nothing happened meanwhile (a resignation, a takeback).
    if (table.match == before && table.status() == Status.RUNNING) {
      table.apply(Table.Action.MOVE, botSeat, move, clock.instant());
      lastUsed = clock.instant();
      afterChange();
    }
  }
}
