package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import io.github.gongqi.game.AbstractIllegalMoveException;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.match.MatchStateException;
import io.github.gongqi.game.record.RecordFormatException;
import java.nio.charset.StandardCharsets;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Promise;

/**
 * The playground's one Jetty handler: checks each request ({@link RequestGuard}), reads a body
 * without holding a thread while it arrives, and routes to the page's files, the rooms, the replay
 * and the lessons. The API itself is described on {@link PlayServer}.
 */
final class ApiHandler extends Handler.Abstract {
  private static final System.Logger LOG = System.getLogger(ApiHandler.class.getName());
  private static final Pattern LESSON_PATH =
      Pattern.compile("/api/lessons/([a-z]{1,16})(?:/([a-z0-9-]{1,64}))?");

  private final RequestGuard guard;
  private final HeaderDeadline deadline;
  private final Executor workers;
  private final RoomRoutes rooms;
  private final ReplayDesk replays = new ReplayDesk(Limits.REPLAYS_AT_ONCE);

  /** Each concern in turn; the first whose path it is answers. */
  private final List<Route> routes;

  ApiHandler(
      Rooms rooms,
      BotPool bots,
      Limits limits,
      RequestGuard guard,
      HeaderDeadline deadline,
      InstantSource clock,
      Executor workers,
      ScheduledExecutorService timer,
      List<Route> more) {
    this.guard = guard;
    this.deadline = deadline;
    this.workers = workers;
    this.rooms = new RoomRoutes(rooms, bots, limits, clock, timer);
    List<Route> all =
        new ArrayList<>(
            List.of(
                new StaticFiles(), ApiHandler::games, this.rooms, replays, ApiHandler::lessons));
    all.addAll(more);
    this.routes = List.copyOf(all);
  }

  /** {@code GET /api/games}. */
  private static boolean games(Exchange x) {
    if (!x.path().equals("/api/games")) {
      return false;
    }
    x.requireMethod("GET");
    x.reply().json(200, GameList.answer());
    return true;
  }

  /** {@code /api/lessons/GAME[/ID]}. */
  private static boolean lessons(Exchange x) {
    Matcher lm = LESSON_PATH.matcher(x.path());
    if (!lm.matches()) {
      return false;
    }
    String method = x.method().equals("HEAD") ? "GET" : x.method();
    x.reply().json(200, LessonDesk.handle(method, lm.group(1), lm.group(2), x.query(), x.body()));
    return true;
  }

  /** The records the replay has read so far. */
  long replayReads() {
    return replays.reads();
  }

  /** The live event streams open now. */
  int streams() {
    return rooms.streams();
  }

  @Override
  public boolean handle(Request request, Response response, Callback completed) {
    deadline.met(request);
    Connection connection = request.getConnectionMetaData().getConnection();
    Callback callback = new NextHead(completed, () -> deadline.awaitNext(connection));
    Reply reply = new Reply(request, response, callback);
    try {
      guard.check(request);
      String path = Request.getPathInContext(request);
      if (path.length() > 256) {
        throw new PlayServer.HttpError(414, "path too long");
      }
      if (!request.getMethod().equals("POST")) {
        answer(request, reply, path, Map.of());
        return true;
      }
      int max = path.equals("/api/replay") ? Limits.MAX_RECORD_BODY : Limits.MAX_BODY;
      if (request.getLength() > max) {
        String tooLarge = "request body over " + max + " bytes";
        if (request.getLength() > 2L * Limits.MAX_RECORD_BODY) {
          throw new PlayServer.HttpError(413, tooLarge);
        }
        // A client still sending would not read an answer sent at once: a body not much too large
        // is drained first, on no thread.
        Content.Source.consumeAll(
            request,
            Callback.from(
                () -> workers.execute(() -> reply.error(413, tooLarge)), callback::failed));
        return true;
      }
      // The body is gathered as it comes, on no thread; only the whole body takes one.
      CompletableFuture<byte[]> whole = new CompletableFuture<>();
      Content.Source.asByteArrayAsync(request, max, Promise.Invocable.toPromise(whole));
      whole
          .orTimeout(Limits.BODY_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)
          .whenComplete(
              (bytes, failure) ->
                  workers.execute(
                      () -> {
                        try {
                          if (failure != null) {
                            bodyFailed(reply, failure, max);
                          } else {
                            answer(request, reply, path, bytes);
                          }
                        } catch (Throwable e) {
                          failed(request, reply, path, e);
                        }
                      }));
    } catch (PlayServer.HttpError e) {
      if (request.getLength() != 0) {
        // Refused before its body was read: the connection cannot carry another request, and
        // says so, or a client reusing it would send its next request into a closing socket.
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
      }
      reply.error(e);
    } catch (Throwable e) {
      failed(request, reply, Request.getPathInContext(request), e);
    }
    return true;
  }

  /**
   * Any other failure, an {@link OutOfMemoryError} included: logged, answered 500 if the answer has
   * not begun, and the connection closed; never thrown on into Jetty's threads and selector.
   */
  static void failed(Request request, Reply reply, String path, Throwable e) {
    try {
      LOG.log(
          System.Logger.Level.ERROR,
          "play: " + request.getMethod() + " " + PlayServer.shorten(path) + " failed",
          e);
      reply.response.getHeaders().put(HttpHeader.CONNECTION, "close");
      reply.error(500, "internal error: the server could not answer this request");
    } catch (Throwable again) {
      // Out of memory even for the answer: the connection is cut instead.
      reply.callback.failed(e);
    }
  }

  /** The response's callback, which first starts the next request head's deadline. */
  private record NextHead(Callback completed, Runnable next) implements Callback {
    @Override
    public void succeeded() {
      next.run();
      completed.succeeded();
    }

    @Override
    public void failed(Throwable x) {
      completed.failed(x);
    }

    @Override
    public InvocationType getInvocationType() {
      return completed.getInvocationType();
    }
  }

  private static void bodyFailed(Reply reply, Throwable failure, int max) {
    Throwable why = failure instanceof CompletionException c ? c.getCause() : failure;
    if (why instanceof TimeoutException) {
      reply.error(
          408, "the request body did not arrive within " + Limits.BODY_DEADLINE.toSeconds() + " s");
    } else if (why instanceof IllegalArgumentException) {
      reply.error(413, "request body over " + max + " bytes");
    } else {
      reply.callback.failed(why);
    }
  }

  private void answer(Request request, Reply reply, String path, byte[] bytes) {
    try {
      answer(request, reply, path, parse(bytes));
    } catch (PlayServer.HttpError e) {
      reply.error(e);
    }
  }

  private static Map<String, Object> parse(byte[] bytes) {
    if (bytes.length == 0) {
      return Map.of();
    }
    try {
      return JsonText.readObject(new String(bytes, StandardCharsets.UTF_8));
    } catch (JsonText.MalformedJsonException e) {
      throw new PlayServer.HttpError(400, e.getMessage());
    }
  }

  /** Routes a request whose body is read, answering every failure with its status. */
  private void answer(Request request, Reply reply, String path, Map<String, Object> body) {
    try {
      Exchange x = new Exchange(request, reply, path, body);
      for (Route r : routes) {
        if (r.serve(x)) {
          return;
        }
      }
      throw new PlayServer.HttpError(404, "no such page: " + PlayServer.shorten(path));
    } catch (PlayServer.HttpError e) {
      reply.error(e);
    } catch (NotationException e) {
      reply.error(400, e.getMessage());
    } catch (RecordFormatException e) {
      reply.error(400, "not a game record: " + e.getMessage());
    } catch (MatchStateException e) {
      reply.error(409, e.getMessage());
    } catch (SecurityException e) {
      reply.error(403, e.getMessage());
    } catch (AbstractIllegalMoveException e) {
      reply.error(422, String.valueOf(e.getMessage()));
    } catch (IllegalArgumentException e) {
      reply.error(400, String.valueOf(e.getMessage()));
    } catch (Throwable e) {
      failed(request, reply, path, e);
    }
  }
}
