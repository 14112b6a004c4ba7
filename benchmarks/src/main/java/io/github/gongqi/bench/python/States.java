package io.github.gongqi.bench.python;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.Games;
import java.util.Arrays;
import java.util.Objects;

/**
 * Single positions for the Python package's {@code State}: the start of a rules text, a replay of a
 * move history (what {@code serialize} writes), and the sorted legal ids, each in one call so that
 * Python pays the cost of crossing into Java once.
 *
 * <pre>{@code
 * GameState<?> s = States.start("gongqi 8x8");
 * int[] ids = States.legalActions(s);
 * GameState<?> t = States.replay("gongqi 8x8", new int[] {ids[0]});
 * }</pre>
 */
public final class States {
  private States() {}

  /**
   * The start position of a rules text, through the registry. A game's name alone ({@code agon})
   * means its default rules, as the game's own {@code Rules.parse} reads it.
   *
   * @param rules such as {@code gongqi 8x8}, {@code agon ludii} or {@code agon}
   * @return the start position
   * @throws IllegalArgumentException with the library's message when no game reads the text
   */
  public static GameState<?> start(String rules) {
    Objects.requireNonNull(rules, "rules");
    // Each game's Rules.parse reads its name alone as its default rules: no special case here.
    return Games.forRules(rules).start(rules);
  }

  /**
   * The position after playing move ids from the start, each checked.
   *
   * @param rules the rules text
   * @param ids the moves, in order
   * @return the position after them
   * @throws IllegalArgumentException naming the first id that is not legal where it is played
   */
  public static GameState<?> replay(String rules, int[] ids) {
    return playAll(start(rules), ids);
  }

  private static <S extends GameState<S>> S playAll(GameState<S> from, int[] ids) {
    @SuppressWarnings("unchecked") // a GameState<S> is an S by the contract's self type
    S s = (S) from;
    for (int i = 0; i < ids.length; i++) {
      try {
        s = s.play(ids[i]);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            "move " + ids[i] + " at ply " + i + " is not legal: " + e.getMessage(), e);
      }
    }
    return s;
  }

  /**
   * The legal move ids, sorted, as OpenSpiel's {@code LegalActions} lists them.
   *
   * @param state the position
   * @return a new array, empty once the game is over
   */
  public static int[] legalActions(GameState<?> state) {
    int[] buffer = new int[state.maxLegalMoves()];
    int n = state.legalMoves(buffer);
    int[] ids = Arrays.copyOf(buffer, n);
    Arrays.sort(ids);
    return ids;
  }

  /**
   * The legal-move mask as bytes, 1 for a legal id and 0 for any other.
   *
   * @param state the position
   * @return a new array of {@link GameState#numDistinctActions()} bytes
   */
  public static byte[] legalActionsMask(GameState<?> state) {
    byte[] mask = new byte[state.numDistinctActions()];
    int[] buffer = new int[state.maxLegalMoves()];
    int n = state.legalMoves(buffer);
    for (int i = 0; i < n; i++) {
      mask[buffer[i]] = 1;
    }
    return mask;
  }

  /**
   * The observation tensor, flattened in the order of {@link GameState#observationShape()}.
   *
   * @param state the position
   * @return a new array of {@link GameState#observationSize()} floats
   */
  public static float[] observation(GameState<?> state) {
    float[] out = new float[state.observationSize()];
    state.observation(out, 0);
    return out;
  }
}
