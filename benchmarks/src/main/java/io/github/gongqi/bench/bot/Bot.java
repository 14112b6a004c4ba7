package io.github.gongqi.bench.bot;

import io.github.gongqi.game.GameState;
import java.util.SplittableRandom;

/**
 * A bot: chooses a move in any position of either game. Bots are deliberately small and use only
 * the {@link GameState} contract, so each works for both games: allocation-free move generation
 * ({@link GameState#legalMoves}) and the unchecked fast path ({@link GameState#playUnchecked}). The
 * lab's self-play, its engine and the playground all take their bots from here.
 *
 * <pre>{@code
 * Bot bot = Bot.parse("mcts:100");
 * int moveId = bot.choose(position, new SplittableRandom(1));
 * }</pre>
 */
public interface Bot {
  /**
   * Chooses a legal move id in a position that is not over.
   *
   * @param <S> the position type
   * @param position the position, with at least one legal move
   * @param rnd this game's random source, the only randomness the bot uses
   * @return a legal move id
   */
  <S extends GameState<S>> int choose(S position, SplittableRandom rnd);

  /**
   * Returns the bot that plays a uniformly random legal move.
   *
   * @return the random bot
   */
  static Bot random() {
    return new RandomBot();
  }

  /**
   * Returns the bot that looks one ply ahead: a move that wins at once, else the one that captures
   * most, ties broken at random.
   *
   * @return the greedy bot
   */
  static Bot greedy() {
    return new GreedyBot();
  }

  /**
   * Returns the Monte Carlo tree search bot.
   *
   * @param playouts the playouts it runs for each move, at least 1
   * @return the MCTS bot
   * @throws IllegalArgumentException if {@code playouts} is below 1
   */
  static Bot mcts(int playouts) {
    if (playouts < 1) {
      throw new IllegalArgumentException("mcts needs at least 1 playout, not " + playouts);
    }
    return new MctsBot(playouts);
  }

  /**
   * Parses a bot name: {@code random}, {@code greedy}, {@code mcts} or {@code mcts:N}.
   *
   * @param name the name
   * @return a new bot of that name
   * @throws IllegalArgumentException if the name is unknown, saying which names are known
   */
  static Bot parse(String name) {
    switch (name) {
      case "random":
        return random();
      case "greedy":
        return greedy();
      case "mcts":
        return mcts(MctsBot.DEFAULT_PLAYOUTS);
      default:
        if (name.startsWith("mcts:")) {
          try {
            int n = Integer.parseInt(name.substring(5));
            if (n >= 1) {
              return mcts(n);
            }
          } catch (NumberFormatException e) {
            // fall through to the message below
          }
        }
        throw new IllegalArgumentException(
            "unknown bot '" + name + "': expected random, greedy, mcts or mcts:N with N >= 1");
    }
  }
}
