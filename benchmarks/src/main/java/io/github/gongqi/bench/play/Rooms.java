package io.github.gongqi.bench.play;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rooms the server holds, at most {@link Limits#maxRooms()}, and at most {@link
 * Limits#roomsPerClient()} of one client ({@link ClientKey}): a client opening one more loses one
 * of its own, one that never began first, else its least recently used. When the server is full, a
 * room that never began a game goes first (one nobody watches before one somebody does), then one
 * nobody has used for {@link #ABANDONED}, each kind least recently used first; if every room holds
 * a game in play, the client holding the most rooms gives up its least recently used one, as long
 * as it holds more than the newcomer would; only when the rooms are shared out evenly is a new room
 * refused (503 with {@code Retry-After}). Rooms nobody has used for {@link #ABANDONED} and nobody
 * watches expire ({@link #expire}). With the per-client allowance ({@link ClientQuota}) this keeps
 * one client's flood, or a few clients', from locking others out.
 */
final class Rooms {
  /** A room unused this long is abandoned: it expires unless somebody watches it. */
  static final Duration ABANDONED = Duration.ofMinutes(15);

  /** How long a client refused for a full server is told to wait ({@code Retry-After}). */
  static final int RETRY_SECONDS = 60;

  private final Map<String, Room> rooms = new ConcurrentHashMap<>();
  private final Limits limits;
  private final InstantSource clock;

  Rooms(Limits limits, InstantSource clock) {
    this.limits = limits;
    this.clock = clock;
  }

  /** The room of an id, or null. */
  Room get(String id) {
    return rooms.get(id);
  }

  /** The number of rooms held. */
  int size() {
    return rooms.size();
  }

  /** The rooms held now. */
  Collection<Room> all() {
    return rooms.values();
  }

  /**
   * Adds a room, first dropping another if its client or the server is full.
   *
   * @throws PlayServer.HttpError 503 if every room holds a game in play and no client holds more
   *     than its share
   */
  synchronized void add(Room room) {
    List<Room> own = new ArrayList<>();
    for (Room r : rooms.values()) {
      if (r.owner.equals(room.owner)) {
        own.add(r);
      }
    }
    while (own.size() >= limits.roomsPerClient()) {
      // Its rooms that never began go first, then its least recently used game.
      Room oldest = own.get(0);
      for (Room r : own) {
        if (Boolean.compare(r.started(), oldest.started()) < 0
            || (r.started() == oldest.started() && r.lastUsed().isBefore(oldest.lastUsed()))) {
          oldest = r;
        }
      }
      own.remove(oldest);
      drop(oldest);
    }
    while (rooms.size() >= limits.maxRooms()) {
      Room victim = leastNeeded();
      if (victim == null) {
        victim = fairShare(own.size());
      }
      if (victim == null) {
        throw new PlayServer.HttpError(
            503,
            "the playground holds "
                + limits.maxRooms()
                + " games in play, its most; try again in a few minutes",
            RETRY_SECONDS);
      }
      drop(victim);
    }
    rooms.put(room.id, room);
  }

  private void drop(Room victim) {
    rooms.remove(victim.id);
    victim.close();
  }

  /**
   * Drops the rooms nobody has used for {@link #ABANDONED} and nobody watches; for the timer.
   *
   * @return the number dropped
   */
  synchronized int expire() {
    Instant cutoff = clock.instant().minus(ABANDONED);
    int n = 0;
    for (Room r : new ArrayList<>(rooms.values())) {
      if (r.lastUsed().isBefore(cutoff) && r.streamCount() == 0) {
        drop(r);
        n++;
      }
    }
    return n;
  }

  /**
   * The room least needed: one that never began and nobody watches, else one that never began, else
   * an abandoned one, each least recently used; null if none of these.
   */
  private Room leastNeeded() {
    Instant cutoff = clock.instant().minus(ABANDONED);
    Room[] best = new Room[3];
    for (Room r : new ArrayList<>(rooms.values())) {
      int kind;
      if (!r.started()) {
        kind = r.streamCount() == 0 ? 0 : 1;
      } else if (r.lastUsed().isBefore(cutoff)) {
        kind = 2;
      } else {
        continue;
      }
      if (best[kind] == null || r.lastUsed().isBefore(best[kind].lastUsed())) {
        best[kind] = r;
      }
    }
    for (Room r : best) {
      if (r != null) {
        return r;
      }
    }
    return null;
  }

  /**
   * The least recently used room of the client holding the most rooms, if it holds more than the
   * newcomer would after opening one (so a client with few rooms always gets one); else null.
   */
  private Room fairShare(int newcomerHolds) {
    Map<String, Integer> held = new HashMap<>();
    String most = null;
    for (Room r : rooms.values()) {
      int n = held.merge(r.owner, 1, Integer::sum);
      if (most == null || n > held.get(most)) {
        most = r.owner;
      }
    }
    if (most == null || held.get(most) <= newcomerHolds + 1) {
      return null;
    }
    Room oldest = null;
    for (Room r : rooms.values()) {
      if (r.owner.equals(most) && (oldest == null || r.lastUsed().isBefore(oldest.lastUsed()))) {
        oldest = r;
      }
    }
    return oldest;
  }

  /** Closes every room. */
  void closeAll() {
    for (Room r : rooms.values()) {
      r.close();
    }
    rooms.clear();
  }
}
