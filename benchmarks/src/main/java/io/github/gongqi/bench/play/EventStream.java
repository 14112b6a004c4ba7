package io.github.gongqi.bench.play;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One client's live view of a room as Server-Sent Events: {@code event: state} messages carrying
 * what {@code GET /api/rooms/ID} answers that client, and {@code : ping} comments. Writing never
 * blocks: messages queue behind the one being written, and a reader that lets more than {@link
 * Limits#STREAM_BACKLOG_BYTES} pile up is cut off, so a slow reader costs only its own stream.
 */
final class EventStream {
  final String token;
  final int view;
  final String selected;
  private final Response response;
  private final Callback done;
  private final Runnable onClose;
  private final ArrayDeque<ByteBuffer> queue = new ArrayDeque<>();
  private long queued;
  private boolean writing;
  private boolean closed;
  private long lastVersion;

  /**
   * A stream on a response whose headers are set.
   *
   * @param token the seat token the state is drawn for, or null for a spectator
   * @param view the side drawn at the bottom, or -1
   * @param selected the selected cell, or null
   * @param response the response to write to
   * @param done completed when the stream ends
   * @param onClose run once when the stream ends, to forget it
   */
  EventStream(
      String token, int view, String selected, Response response, Callback done, Runnable onClose) {
    this.token = token;
    this.view = view;
    this.selected = selected;
    this.response = response;
    this.done = done;
    this.onClose = onClose;
  }

  /**
   * Sends a state message: the JSON of the room's state, unless a newer one has been sent (states
   * are drawn outside the room's lock, so two may arrive out of order).
   *
   * @param version the room's count of published states when this one was taken
   */
  void state(long version, String json) {
    // JSON written by JsonText has no raw line breaks, so the data is one line.
    enqueue("event: state\ndata: " + json + "\n\n", version);
  }

  /** Sends a comment line that keeps the connection alive. */
  void ping() {
    enqueue(": ping\n\n", 0);
  }

  private void enqueue(String text, long version) {
    ByteBuffer b = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
    boolean tooSlow = false;
    boolean start = false;
    synchronized (this) {
      if (closed || (version > 0 && version <= lastVersion)) {
        return;
      }
      lastVersion = Math.max(lastVersion, version);
      if (queued + b.remaining() > Limits.STREAM_BACKLOG_BYTES) {
        tooSlow = true;
      } else {
        queue.add(b);
        queued += b.remaining();
        start = !writing;
        writing = true;
      }
    }
    if (tooSlow) {
      fail(new TimeoutException("the reader is too slow"));
    } else if (start) {
      writeNext();
    }
  }

  private void writeNext() {
    ByteBuffer next;
    synchronized (this) {
      next = closed ? null : queue.poll();
      if (next == null) {
        writing = false;
        return;
      }
      queued -= next.remaining();
    }
    // Outside the lock: Jetty may complete the write at once on this thread.
    response.write(false, next, Callback.from(this::writeNext, this::fail));
  }

  /** Ends the stream normally, as when its room goes. */
  void close() {
    boolean pending;
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      queue.clear();
      pending = writing;
    }
    onClose.run();
    // A response cannot end normally with a write under way; then the connection is cut.
    if (pending) {
      done.failed(new IllegalStateException("the stream was closed"));
    } else {
      done.succeeded();
    }
  }

  private void fail(Throwable why) {
    synchronized (this) {
      if (closed) {
        return;
      }
      closed = true;
      queue.clear();
    }
    onClose.run();
    done.failed(why);
  }

  /** Whether the stream has ended. */
  synchronized boolean isClosed() {
    return closed;
  }
}
