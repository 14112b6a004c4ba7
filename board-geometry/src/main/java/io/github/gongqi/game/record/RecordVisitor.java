package io.github.gongqi.game.record;

import io.github.gongqi.game.match.Seat;
import java.time.Duration;

/**
 * What a {@link RecordTokenizer} reports, in the order of the text, as shakmaty's pgn-reader
 * reports to its visitor: the tag section ({@link #beginTags}, one {@link #tag} per pair), then the
 * move text ({@link #beginMovetext}, {@link #move} and {@link #comment} as they come), the {@link
 * #outcome}, and {@link #end}, which returns what was read. The tokenizer has checked the syntax of
 * each token and tells where it stands; the visitor judges what it means and blames that place.
 *
 * @param <R> what the visitor makes of a whole record
 */
interface RecordVisitor<R> {
  /** A tag pair as read, with where its name and its value start. */
  record Tag(String name, String value, int line, int column, int nameColumn) {}

  /**
   * A move as read, with the time since the previous event that its clock annotation gives (zero
   * without one) and where that annotation stands (the move's own place without one).
   */
  record Move(String text, int line, int column, Duration emt, int emtLine, int emtColumn) {}

  /**
   * An event comment such as {@code {[%offer Host 0:00:03]}}: its keyword, the seat and the time
   * since the previous event, and where the comment starts.
   */
  record Comment(String keyword, Seat seat, Duration duration, int line, int column) {}

  /** Called before the first tag pair. */
  void beginTags();

  /**
   * Called for each tag pair, in order.
   *
   * @param tag the tag
   */
  void tag(Tag tag);

  /**
   * Called after the last tag pair, where the move text begins.
   *
   * @param line the line the move text begins on, for what the tag section lacks
   */
  void beginMovetext(int line);

  /**
   * Called for each move, with its clock annotation.
   *
   * @param move the move
   */
  void move(Move move);

  /**
   * Called for each event comment in the move text (free-text comments are not reported).
   *
   * @param comment the comment
   */
  void comment(Comment comment);

  /**
   * Called for the result token that ends the move text.
   *
   * @param token {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}
   * @param line its line
   * @param column its column
   */
  void outcome(String token, int line, int column);

  /**
   * Called once the whole text has been read.
   *
   * @return what was read
   */
  R end();
}
