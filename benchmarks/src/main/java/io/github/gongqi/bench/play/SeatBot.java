package io.github.gongqi.bench.play;

import io.github.gongqi.bench.bot.Bot;
import io.github.gongqi.bench.bot.MctsBot;
import io.github.gongqi.game.GameState;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * A bot in a playground seat: the lab's bot, the search ones within the server's playout cap and
 * stoppable, so a move's time is bounded and a game that ends stops its bot.
 *
 * @param name the name the room was asked for, as the page shows it
 * @param bot the lab's bot
 * @param search the same bot when it searches ({@code mcts}), else null
 */
record SeatBot(String name, Bot bot, MctsBot search) {
  /**
   * Reads a bot name as the playground accepts it.
   *
   * @param name {@code random}, {@code greedy}, {@code mcts} or {@code mcts:N}
   * @param maxPlayouts the largest N accepted
   * @throws PlayServer.HttpError 400 for an unknown name or too many playouts
   */
  static SeatBot parse(String name, int maxPlayouts) {
    if (name.startsWith("mcts:")) {
      long n;
      try {
        n = Long.parseLong(name.substring(5));
      } catch (NumberFormatException e) {
        n = 0;
      }
      if (n < 1) {
        throw new PlayServer.HttpError(
            400, "unknown bot '" + PlayServer.shorten(name) + "': mcts:N needs N from 1");
      }
      if (n > maxPlayouts) {
        throw new PlayServer.HttpError(
            400,
            "mcts:"
                + n
                + " asks for more playouts than this playground allows (mcts:"
                + maxPlayouts
                + " at most)");
      }
      MctsBot m = MctsBot.withPlayouts((int) n);
      return new SeatBot(name, m, m);
    }
    Bot bot;
    try {
      bot = Bot.parse(name);
    } catch (IllegalArgumentException e) {
      throw new PlayServer.HttpError(
          400,
          "unknown bot '"
              + PlayServer.shorten(name)
              + "': expected random, greedy, mcts or mcts:N with N from 1 to "
              + maxPlayouts);
    }
    return new SeatBot(name, bot, bot instanceof MctsBot m ? m : null);
  }

  /** Whether the bot searches (and so runs on the search threads). */
  boolean searches() {
    return search != null;
  }

  /** Chooses a move; a search stops when {@code stop} says so, with its best move so far. */
  <S extends GameState<S>> int choose(S position, SplittableRandom rnd, BooleanSupplier stop) {
    return search != null ? search.choose(position, rnd, stop) : bot.choose(position, rnd);
  }
}
