package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.Main;
import io.github.gongqi.game.GameState;

/** Plays the {@code --moves} text from the start, naming the offending token on failure. */
final class MovesOption {
  private MovesOption() {}

  static <P extends GameState<P>> P replay(GameAdapter<P> game, String moves) {
    P position = game.start();
    String trimmed = moves == null ? "" : moves.trim();
    if (trimmed.isEmpty()) {
      return position;
    }
    String[] tokens = trimmed.split("\\s+");
    for (int i = 0; i < tokens.length; i++) {
      try {
        position = game.play(position, tokens[i]);
      } catch (IllegalArgumentException e) {
        throw new Main.UsageException(
            "--moves: move " + (i + 1) + " '" + tokens[i] + "' is refused: " + e.getMessage());
      }
    }
    return position;
  }
}
