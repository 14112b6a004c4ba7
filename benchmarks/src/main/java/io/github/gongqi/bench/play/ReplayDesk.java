package io.github.gongqi.bench.play;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.UnknownGameException;
import io.github.gongqi.game.record.RecordFormatException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Loaded game records at one ply, for the page's replay: the record's rules tag names its game in
 * the registry, whose reader checks the record and whose drawing shows the position.
 *
 * <p>A record is read once: the match it describes is kept by the SHA-256 of its text in a small
 * LRU cache bounded by the records' total length, so stepping through a game costs one drawing a
 * step, not a reading of the whole record (quadratic in its length). Its answer carries the key as
 * {@code recordId}; a request may send {@code {"recordId":…,"ply":N}} instead of the text, and gets
 * 404 once the record has left the cache (the page then sends the text again). Reading is the heavy
 * part: at most {@link Limits#REPLAYS_AT_ONCE} records are read at once, and a request past that
 * gets 503 with {@code Retry-After}.
 */
final class ReplayDesk implements Route {
  /** The rules tag; its text starts with the game's name, as every game's record writes it. */
  private static final Pattern RULES_TAG = Pattern.compile("(?m)^\\[Rules \"([^\"]*)\"\\]");

  /** Records kept at most. */
  private static final int CACHED = 32;

  /** Characters of the records kept, in all: one record of the largest body fits alone. */
  private static final long CACHED_CHARS = Limits.MAX_RECORD_BODY;

  private final Semaphore reading;
  private final AtomicLong reads = new AtomicLong();
  private final LinkedHashMap<String, Loaded<?>> cache = new LinkedHashMap<>(16, 0.75f, true);
  private long cachedChars;

  /** A record read: its match's moves and positions listed once. */
  private record Loaded<P extends GamePosition<P, ?, ?, ?>>(
      Table<P> table, List<String> moves, List<P> positions, int chars) {
    static <P extends GamePosition<P, ?, ?, ?>> Loaded<P> of(Table<P> table, int chars) {
      List<String> moves = new ArrayList<>();
      table.match.moves().forEach(m -> moves.add(m.toString()));
      return new Loaded<>(table, List.copyOf(moves), table.match.positions(), chars);
    }
  }

  /**
   * A desk.
   *
   * @param atOnce the records read at once at most
   */
  ReplayDesk(int atOnce) {
    this.reading = new Semaphore(atOnce);
  }

  /** How many records have been read (parsed and replayed) so far, for tests. */
  long reads() {
    return reads.get();
  }

  @Override
  public boolean serve(Exchange x) {
    if (!x.path().equals("/api/replay")) {
      return false;
    }
    x.requireMethod("POST");
    x.reply().json(200, at(x.body()));
    return true;
  }

  /** Answers {@code POST /api/replay}. */
  Answers.Replay at(Map<String, Object> body) {
    // The reader gives a whole number the smallest type that holds it.
    Object plyValue = body.getOrDefault("ply", 0);
    if (!(plyValue instanceof Integer || plyValue instanceof Long)) {
      throw new PlayServer.HttpError(400, "'ply' must be a whole number");
    }
    long ply = ((Number) plyValue).longValue();
    Object text = body.get("record");
    Object id = body.get("recordId");
    String key;
    Loaded<?> loaded;
    if (text instanceof String record) {
      key = sha256(record);
      loaded = cached(key);
      if (loaded == null) {
        loaded = load(key, record);
      }
    } else if (text == null && id instanceof String given) {
      key = given;
      loaded = cached(key);
      if (loaded == null) {
        throw new PlayServer.HttpError(404, "no such record here now: send its text again");
      }
    } else {
      throw new PlayServer.HttpError(400, "the request has no 'record' text");
    }
    return state(loaded, key, ply, body.get("view"));
  }

  private Loaded<?> cached(String key) {
    synchronized (cache) {
      return cache.get(key);
    }
  }

  private Loaded<?> load(String key, String record) {
    if (!reading.tryAcquire()) {
      throw new PlayServer.HttpError(
          503,
          "the server reads "
              + Limits.REPLAYS_AT_ONCE
              + " records at once, its most; try again in a moment",
          2);
    }
    Loaded<?> loaded;
    try {
      reads.incrementAndGet();
      loaded = Loaded.of(read(record), record.length());
    } finally {
      reading.release();
    }
    synchronized (cache) {
      if (cache.put(key, loaded) == null) {
        cachedChars += loaded.chars();
      }
      var it = cache.values().iterator();
      while ((cache.size() > CACHED || cachedChars > CACHED_CHARS) && it.hasNext()) {
        Loaded<?> old = it.next();
        if (old == loaded) {
          continue;
        }
        cachedChars -= old.chars();
        it.remove();
      }
    }
    return loaded;
  }

  private static String sha256(String text) {
    try {
      byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(d, 0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }

  /**
   * The match a record describes, read by its game: the one its rules tag names, or else the first
   * game whose reader takes it (a game may name its rules tag otherwise).
   */
  static Table<?> read(String record) {
    Matcher m = RULES_TAG.matcher(record);
    if (m.find()) {
      Game<?> game;
      try {
        game = Games.forRules(m.group(1));
      } catch (UnknownGameException e) {
        throw new PlayServer.HttpError(
            400,
            "not a record of a game played here: its rules '"
                + PlayServer.shorten(m.group(1))
                + "' name none of "
                + String.join(", ", Games.names()));
      }
      try {
        return Table.fromRecord(game, record);
      } catch (RecordFormatException e) {
        throw new PlayServer.HttpError(400, "not a game record: " + e.getMessage());
      }
    }
    for (Game<?> game : Games.all()) {
      try {
        return Table.fromRecord(game, record);
      } catch (IllegalArgumentException e) {
        // not this game's record: the next game tries
      }
    }
    throw new PlayServer.HttpError(
        400,
        "not a game record: it has no [Rules \"…\"] tag naming its game, and no game of "
            + String.join(", ", Games.names())
            + " reads it");
  }

  private static <P extends GamePosition<P, ?, ?, ?>> Answers.Replay state(
      Loaded<P> loaded, String key, long ply, Object view) {
    Table<P> table = loaded.table();
    List<String> moves = loaded.moves();
    if (ply < 0 || ply > moves.size()) {
      throw new PlayServer.HttpError(
          400, "ply " + ply + " is not in the game: 0 to " + moves.size());
    }
    int v = view instanceof Integer i && (i == 0 || i == 1) ? i : 0;
    return new Answers.Replay(
        table.game(),
        moves,
        ply,
        moves.size(),
        table.match.result().isOver() ? table.match.result().toString() : null,
        table.replaySvg(loaded.positions(), (int) ply, v),
        key);
  }
}
