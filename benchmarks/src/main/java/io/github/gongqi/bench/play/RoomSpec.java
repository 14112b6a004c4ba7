package io.github.gongqi.bench.play;

import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * What {@code POST /api/rooms} asks for, read and checked: the game and its rules, how the seats
 * are filled, the clock and the bot. Every bad field is a 400 naming it.
 *
 * @param kind how the seats are filled
 * @param table the table with its match
 * @param bot the bot of a room against one, else null
 * @param botSeat the bot's seat, else null
 */
record RoomSpec(Room.Kind kind, Table<?, ?, ?> table, SeatBot bot, Seat botSeat) {

  /**
   * Reads a request body.
   *
   * @param b the JSON body
   * @param maxPlayouts the playout cap of a searching bot
   */
  static RoomSpec read(Map<String, Object> b, int maxPlayouts) {
    // The rules' one text ("gongqi 8x8", "agon setup=…"), as the JSONL and records write it, names
    // the game and its rules; "game" with the "variant" shortcut is the page's older spelling.
    String rulesText = Json.string(b, "rules", false);
    String game =
        rulesText == null
            ? Json.string(b, "game", true)
            : Objects.requireNonNullElse(
                Json.string(b, "game", false), rulesText.strip().split("\\s+", 2)[0]);
    String variant = Json.string(b, "variant", false);
    if (rulesText != null && variant != null) {
      throw new PlayServer.HttpError(400, "give the rules or a variant, not both");
    }
    String modeName = Json.string(b, "mode", false);
    Room.Kind kind =
        switch (modeName == null ? "hotseat" : modeName) {
          case "hotseat" -> Room.Kind.HOTSEAT;
          case "bot" -> Room.Kind.BOT;
          case "online" -> Room.Kind.ONLINE;
          default ->
              throw new PlayServer.HttpError(
                  400,
                  "unknown mode '"
                      + PlayServer.shorten(modeName)
                      + "': expected hotseat, bot or online");
        };
    String timeText = Json.string(b, "time", false);
    Mode mode = kind == Room.Kind.ONLINE ? Mode.ONLINE : Mode.LOCAL;
    Table<?, ?, ?> table =
        switch (game) {
          case "gongqi" -> gongqi(rulesText, variant, timeText, mode);
          case "agon" -> agon(rulesText, variant, timeText, mode);
          default ->
              throw new PlayServer.HttpError(
                  400, "unknown game '" + PlayServer.shorten(game) + "': expected gongqi or agon");
        };
    SeatBot bot = null;
    Seat botSeat = null;
    if (kind == Room.Kind.BOT) {
      bot =
          SeatBot.parse(
              Objects.requireNonNullElse(Json.string(b, "bot", false), "greedy"), maxPlayouts);
      botSeat =
          Room.parseSeat(Objects.requireNonNullElse(Json.string(b, "botSeat", false), "guest"));
    }
    return new RoomSpec(kind, table, bot, botSeat);
  }

  private static Table<?, ?, ?> gongqi(
      String rulesText, String variant, String timeText, Mode mode) {
    io.github.gongqi.gongqi.Rules r;
    if (rulesText != null) {
      r = parseRules(rulesText, io.github.gongqi.gongqi.Rules::parse);
    } else if (variant == null || variant.equals("12")) {
      r = io.github.gongqi.gongqi.Rules.STANDARD;
    } else if (variant.equals("8")) {
      r = io.github.gongqi.gongqi.Rules.QUICK;
    } else {
      throw new PlayServer.HttpError(
          400, "unknown Gongqi board '" + PlayServer.shorten(variant) + "': 12 or 8");
    }
    TimeControl tc = timeText == null ? r.timeControl() : TimeControl.parse(timeText);
    return new GongqiTable(r, mode, tc);
  }

  private static Table<?, ?, ?> agon(String rulesText, String variant, String timeText, Mode mode) {
    io.github.gongqi.agon.Rules r =
        rulesText != null
            ? parseRules(rulesText, io.github.gongqi.agon.Rules::parse)
            : switch (variant == null ? "standard" : variant) {
              case "standard" -> io.github.gongqi.agon.Rules.STANDARD;
              case "classic" -> io.github.gongqi.agon.Rules.CLASSIC;
              case "placement" -> io.github.gongqi.agon.Rules.PLACEMENT;
              case "ludii" -> io.github.gongqi.agon.Rules.LUDII;
              default ->
                  throw new PlayServer.HttpError(
                      400,
                      "unknown Agon preset '"
                          + PlayServer.shorten(variant)
                          + "': standard, classic, placement or ludii");
            };
    TimeControl tc = timeText == null ? AgonTable.defaultControl(r) : TimeControl.parse(timeText);
    return new AgonTable(r, mode, tc);
  }

  /** Reads a game's rules from their one text, or answers 400 naming it. */
  private static <R> R parseRules(String text, Function<String, R> parse) {
    try {
      return parse.apply(text);
    } catch (IllegalArgumentException e) {
      throw new PlayServer.HttpError(400, "unknown rules '" + PlayServer.shorten(text) + "'");
    }
  }
}
