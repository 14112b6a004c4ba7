package io.github.gongqi.game.match;

/** How a match starts. */
public enum Mode {
  /** Both players at one device: the game starts with {@link AbstractMatch#startGame}. */
  LOCAL,
  /** An online room: the game starts when both seats have confirmed {@link AbstractMatch#ready}. */
  ONLINE
}
