package io.github.gongqi.bench.play;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.UnknownGameException;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Seat;
import io.github.gongqi.game.match.TimeControl;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What {@code POST /api/rooms} asks for, read and checked: the game and its rules, how the seats
 * are filled, the clock and the bot. Every bad field is a 400 naming it. The game is found in the
 * registry ({@link Games}); no game is named here.
 *
 * @param kind how the seats are filled
 * @param table the table with its match
 * @param bot the bot of a room against one, else null
 * @param botSeat the bot's seat, else null
 */
record RoomSpec(Room.Kind kind, Table<?> table, SeatBot bot, Seat botSeat) {

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
    String gameName =
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
    Game<?> game = game(gameName);
    String rules = rulesText != null ? rulesText : variantRules(game, variant);
    Table<?> table = table(game, rules, timeText, mode);
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

  /** The registered game of a name, or a 400 listing the games there are. */
  static Game<?> game(String name) {
    try {
      return Games.named(name);
    } catch (UnknownGameException e) {
      throw new PlayServer.HttpError(
          400,
          "unknown game '"
              + PlayServer.shorten(name)
              + "': expected "
              + String.join(", ", Games.names()));
    }
  }

  /**
   * The rules a variant shortcut names: a value of one of the game's rules options (such as a board
   * size or a setup), as its command line takes it; no variant is the game's default rules.
   */
  static String variantRules(Game<?> game, String variant) {
    if (variant == null) {
      return game.defaultRules();
    }
    List<String> known = new ArrayList<>();
    for (Game.RulesOption o : game.rulesOptions()) {
      for (String v : o.values()) {
        if (v.equalsIgnoreCase(variant.strip())) {
          return game.rulesFromOptions(Map.of(o.name(), v));
        }
        known.add(v);
      }
    }
    throw new PlayServer.HttpError(
        400,
        "unknown "
            + game.displayName()
            + " variant '"
            + PlayServer.shorten(variant)
            + "': "
            + (known.isEmpty() ? "it has none; give no variant" : String.join(", ", known)));
  }

  private static <P extends GamePosition<P, ?, ?, ?>> Table<P> table(
      Game<P> game, String rules, String timeText, Mode mode) {
    try {
      game.start(rules);
    } catch (IllegalArgumentException e) {
      throw new PlayServer.HttpError(
          400, "unknown rules '" + PlayServer.shorten(rules) + "': " + e.getMessage());
    }
    TimeControl tc =
        timeText == null ? game.defaultTimeControl(rules) : TimeControl.parse(timeText);
    return Table.open(game, rules, mode, tc);
  }
}
