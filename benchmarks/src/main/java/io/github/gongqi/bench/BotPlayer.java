package io.github.gongqi.bench;

import io.github.gongqi.game.GameState;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * One of the lab's bots by name, for code outside this package (the playground): a door to the
 * package's own bot contract that keeps that contract private.
 *
 * <pre>{@code
 * BotPlayer bot = BotPlayer.of("greedy");
 * int moveId = bot.choose(position, new SplittableRandom(1));
 * }</pre>
 */
public final class BotPlayer {
  private final Bot bot;
  private final String name;

  private BotPlayer(Bot bot, String name) {
    this.bot = bot;
    this.name = name;
  }

  /**
   * Returns the bot with a name: {@code random}, {@code greedy}, {@code mcts} or {@code mcts:N}.
   *
   * @param name the name
   * @return the bot
   * @throws IllegalArgumentException if the name is unknown, saying which names are known
   */
  public static BotPlayer of(String name) {
    Objects.requireNonNull(name, "name");
    try {
      return new BotPlayer(Bot.parse(name), name);
    } catch (Main.UsageException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  /**
   * Chooses a legal move in a position that is not over.
   *
   * @param <S> the position type
   * @param position the position, with at least one legal move
   * @param random the random source
   * @return a legal move id
   */
  public <S extends GameState<S>> int choose(S position, SplittableRandom random) {
    return bot.choose(Objects.requireNonNull(position, "position"), random);
  }

  /**
   * Returns the bot's name as given.
   *
   * @return the name
   */
  public String name() {
    return name;
  }
}
