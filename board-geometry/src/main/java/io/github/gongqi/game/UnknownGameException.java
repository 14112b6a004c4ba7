package io.github.gongqi.game;

import java.util.List;

/**
 * Thrown when a game's name is not one the registry knows; the message lists the names it knows.
 */
public final class UnknownGameException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String name;

  @SuppressWarnings("serial") // a List.copyOf copy of strings, serializable
  private final List<String> known;

  /**
   * Creates the exception.
   *
   * @param name the name asked for
   * @param known the names the registry knows
   */
  public UnknownGameException(String name, List<String> known) {
    super(
        "unknown game '"
            + name
            + "': "
            + (known.isEmpty()
                ? "no game is registered (is a game module on the path?)"
                : "expected " + String.join(", ", known)));
    this.name = name;
    this.known = List.copyOf(known);
  }

  /**
   * The name asked for.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * The names the registry knows.
   *
   * @return the names, in alphabetical order
   */
  public List<String> known() {
    return known;
  }
}
