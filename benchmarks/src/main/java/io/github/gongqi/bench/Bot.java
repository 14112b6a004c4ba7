package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.util.SplittableRandom;

/**
 * A player for self-play. Bots are deliberately small and use only the {@link GameState} contract,
 * so each works for both games: allocation-free move generation ({@link GameState#legalMoves}) and
 * the unchecked fast path ({@link GameState#playUnchecked}).
 */
interface Bot {
  /**
   * Chooses a legal move id in a position that is not over.
   *
   * @param <S> the position type
   * @param position the position, with at least one legal move
   * @param rnd this game's random source
   * @return a legal move id
   */
  <S extends GameState<S>> int choose(S position, SplittableRandom rnd);

  /**
   * Parses a bot name: {@code random}, {@code greedy}, {@code mcts} or {@code mcts:N}.
   *
   * @param name the name
   * @return the bot
   * @throws Main.UsageException if the name is unknown
   */
  static Bot parse(String name) {
    switch (name) {
      case "random":
        return new RandomBot();
      case "greedy":
        return new GreedyBot();
      case "mcts":
        return new MctsBot(MctsBot.DEFAULT_PLAYOUTS);
      default:
        if (name.startsWith("mcts:")) {
          try {
            int n = Integer.parseInt(name.substring(5));
            if (n >= 1) {
              return new MctsBot(n);
            }
          } catch (NumberFormatException e) {
            // fall through to the message below
          }
        }
        throw new Main.UsageException(
            "unknown bot '" + name + "': expected random, greedy, mcts or mcts:N with N >= 1");
    }
  }
}
