package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.cli.Quote;
import io.github.gongqi.bench.cli.UsageException;
import io.github.gongqi.bench.game.LabGame;
import io.github.gongqi.game.GamePosition;

/** Plays the {@code --moves} text from the start, naming the offending token on failure. */
final class MovesOption {
  private MovesOption() {}

  static <P extends GamePosition<P, ?, ?, ?>> P replay(LabGame<P> game, String moves) {
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
        throw new UsageException(
            "--moves: move "
                + (i + 1)
                + " '"
                + Quote.cut(tokens[i])
                + "' is refused: "
                + Quote.message(String.valueOf(e.getMessage())));
      }
    }
    return position;
  }
}
