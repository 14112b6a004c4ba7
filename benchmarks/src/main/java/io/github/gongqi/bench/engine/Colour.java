package io.github.gongqi.bench.engine;

import io.github.gongqi.bench.game.LabGame;
import java.util.Locale;
import java.util.Optional;

/**
 * A colour as the engine protocol names it, GTP 2's two colours in both games: Gongqi's stones'
 * colours (after the opening swap the first player plays White) and Agon's sides (White moves first
 * in the standard rules).
 */
enum Colour {
  /** Black: {@code b} or {@code black}; {@code X} on a board. */
  BLACK,
  /** White: {@code w} or {@code white}; {@code O} on a board. */
  WHITE;

  /**
   * Reads a colour word as GTP 2 writes it: {@code b}, {@code w}, {@code black} or {@code white},
   * in any case.
   *
   * @param word the word
   * @return the colour, or empty if the word is none of these
   */
  static Optional<Colour> parse(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "b", "black" -> Optional.of(BLACK);
      case "w", "white" -> Optional.of(WHITE);
      default -> Optional.empty();
    };
  }

  /**
   * The GTP colour of a player: its colour in the lab ({@link LabGame#colourNames()}).
   *
   * @param game the game
   * @param player 0 or 1
   * @return the colour
   */
  static Colour ofPlayer(LabGame<?> game, int player) {
    return valueOf(game.colourNames()[player].toUpperCase(Locale.ROOT));
  }

  /**
   * Returns the colour's name in lower case, as {@code gogui-rules_side_to_move} answers it.
   *
   * @return {@code black} or {@code white}
   */
  String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Returns the letter of a result won by this colour, as {@code final_score} writes it.
   *
   * @return {@code B} or {@code W}
   */
  char scoreLetter() {
    return this == BLACK ? 'B' : 'W';
  }
}
