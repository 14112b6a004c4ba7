package io.github.gongqi.bench.play;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rooms the server holds, at most {@link Limits#maxRooms()}. When room is needed, a room that
 * never began a game goes first (one nobody watches before one somebody does), then one nobody has
 * used for {@link #ABANDONED}, each kind least recently used first; a game in play is never dropped
 * for a new room (503 instead). With the per-client allowance ({@link ClientQuota}) this keeps one
 * client's flood from locking others out.
 */
final class Rooms {
  /** A room unused this long is abandoned and may go when room is needed. */
  static final Duration ABANDONED = Duration.ofMinutes(15);

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
   * Adds a room, first dropping another if the server is full.
   *
   * @throws PlayServer.HttpError 503 if every room holds a game in play
   */
  synchronized void add(Room room) {
    while (rooms.size() >= limits.maxRooms()) {
      Room victim = leastNeeded();
      if (victim == null) {
        throw new PlayServer.HttpError(
            503,
            "the playground holds "
                + limits.maxRooms()
                + " games in play, its most; try again in a few minutes");
      }
      rooms.remove(victim.id);
      victim.close();
    }
    rooms.put(room.id, room);
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

  /** Closes every room. */
  void closeAll() {
    for (Room r : rooms.values()) {
      r.close();
    }
    rooms.clear();
  }
}
