package io.github.gongqi.game;

import java.util.Locale;

/**
 * Why the rules refuse a move, as both games name it: each game's {@code IllegalMoveReason} enum
 * implements it, so tools that serve any game can show a refusal without knowing the game. An enum
 * implements it with no code of its own: {@link #name()} is the enum's.
 */
public interface RefusalReason {
  /**
   * Returns the reason's name, an upper-case identifier such as {@code GAME_OVER}: the enum
   * constant's name.
   *
   * @return the name
   */
  String name();

  /**
   * Returns the reason in lower-case words, such as {@code game over}.
   *
   * @return the words
   */
  default String words() {
    return name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }
}
