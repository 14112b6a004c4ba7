package io.github.gongqi.gongqi;

import io.github.gongqi.game.NotationException;
import io.github.gongqi.geometry.SquareDirection;
import java.util.Objects;

/** The move parser: {@link Move#parse} and {@link Position#moveId}. */
final class MoveNotation {
  private MoveNotation() {}

  /**
   * The id of a move in notation, {@link Position#moveId}: a push whose end point is off the board
   * parses (so that it can be refused with its reason) but has no id, so it is refused here.
   */
  static int id(CharSequence text, Rules rules) {
    Move move = parse(text, rules);
    if (move instanceof Move.Push push && !push.isOnBoard()) {
      throw new NotationException(
          "expected a count of at most "
              + rules.tables.dist[push.point() * 4 + push.direction().ordinal()]
              + ": a push's end point must be on the board",
          text,
          push.pointName().length() + 1);
    }
    return move.id();
  }

  static Move parse(CharSequence text, Rules rules) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(rules, "rules");
    int len = text.length();
    String grid = rules.grid().toString();
    String points = "a1.." + rules.grid().name(rules.grid().cellCount() - 1);
    if (len == 0) {
      throw new NotationException(
          "expected a move (a push such as f7N1, swap or pass), found nothing", text, 0);
    }
    if (text.toString().equals("swap")) {
      return MoveCache.of(rules).swap;
    }
    if (text.toString().equals("pass")) {
      return MoveCache.of(rules).pass;
    }
    int i = 0;
    while (i < len && text.charAt(i) >= 'a' && text.charAt(i) <= 'z') {
      i++;
    }
    if (i == 0) {
      throw new NotationException(
          "expected a point (" + points + "), swap or pass, found '" + text.charAt(0) + "'",
          text,
          0);
    }
    int letters = i;
    while (i < len && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      i++;
    }
    if (i == letters) {
      throw new NotationException(
          i == len
              ? "expected the row number of the point, found the end"
              : "expected the row number of the point, found '" + text.charAt(i) + "'",
          text,
          i);
    }
    int point = rules.grid().parse(text, 0, i);
    if (point < 0) {
      throw new NotationException(
          "'"
              + text.subSequence(0, i)
              + "' is not a point of the "
              + grid
              + " board; expected a point "
              + points,
          text,
          0);
    }
    if (i == len) {
      throw new NotationException(
          "expected a direction N, E, S or W after the point, found the end", text, i);
    }
    int d = "NESW".indexOf(text.charAt(i));
    if (d < 0) {
      throw new NotationException(
          "expected a direction N, E, S or W, found '" + text.charAt(i) + "'", text, i);
    }
    i++;
    int start = i;
    if (i == len) {
      throw new NotationException(
          "expected the count (the number of stones pushed, from 1), found the end", text, i);
    }
    if (text.charAt(i) < '1' || text.charAt(i) > '9') {
      throw new NotationException(
          "expected the count (a number from 1 without leading zeros), found '"
              + text.charAt(i)
              + "'",
          text,
          i);
    }
    int count = 0;
    while (i < len && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      if (i - start >= 3) {
        throw new NotationException("expected a count of at most 3 digits", text, start);
      }
      count = count * 10 + (text.charAt(i) - '0');
      i++;
    }
    if (i != len) {
      throw new NotationException(
          "expected the end of the move after the count, found '" + text.charAt(i) + "'", text, i);
    }
    return Move.Push.of(rules, point, SquareDirection.values()[d], count);
  }
}
