package io.github.gongqi.bench.play;

import io.github.gongqi.bench.json.JsonText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/**
 * Headless Chromium driven over the DevTools protocol with the JDK's WebSocket client: no
 * dependency, no driver. Each {@link Tab} lives in its own browser context (its own cookies and
 * storage), like two players on two machines.
 */
final class Chromium implements AutoCloseable {
  private static final Duration TIMEOUT = Duration.ofSeconds(20);

  private final Process process;
  private final Path profile;
  private final boolean ownProfile;
  private final WebSocket socket;
  private final AtomicInteger ids = new AtomicInteger();
  private final Map<Integer, CompletableFuture<Map<String, Object>>> pending =
      new ConcurrentHashMap<>();
  private final Map<String, List<String>> consoleErrors = new ConcurrentHashMap<>();
  // Every tab opened and not yet closed: a test's tabs hold connections (live streams among them)
  // that the server counts per client, so each test closes its own.
  private final List<Tab> open = new java.util.concurrent.CopyOnWriteArrayList<>();

  /**
   * The Chromium on this machine, if any: {@code $CHROMIUM}, or Debian's; {@code CHROMIUM=none}
   * hides it, to try the skip.
   */
  static Optional<Path> find() {
    String env = System.getenv("CHROMIUM");
    if ("none".equals(env)) {
      return Optional.empty();
    }
    return Stream.of(env, "/usr/bin/chromium", "/usr/bin/chromium-browser")
        .filter(s -> s != null && !s.isEmpty())
        .map(Path::of)
        .filter(Files::isExecutable)
        .findFirst();
  }

  private Chromium(Process process, Path profile, boolean ownProfile, WebSocket socket) {
    this.process = process;
    this.profile = profile;
    this.ownProfile = ownProfile;
    this.socket = socket;
  }

  /** Starts Chromium on a fresh profile, deleted when it closes. */
  static Chromium launch(Path executable) throws IOException, InterruptedException {
    return launch(executable, Files.createTempDirectory("play-chromium"), true);
  }

  /**
   * Starts Chromium on a profile directory the caller keeps: starting it again on the same
   * directory is a browser restart.
   */
  static Chromium launchOn(Path executable, Path profile) throws IOException, InterruptedException {
    return launch(executable, profile, false);
  }

  private static Chromium launch(Path executable, Path profile, boolean ownProfile)
      throws IOException, InterruptedException {
    Process p =
        new ProcessBuilder(
                executable.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--hide-scrollbars",
                "--user-data-dir=" + profile,
                "--remote-debugging-port=0",
                "about:blank")
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    // Chromium announces its DevTools address on standard error.
    CompletableFuture<String> address = new CompletableFuture<>();
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(
                      new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
                String line;
                StringBuilder seen = new StringBuilder();
                while ((line = r.readLine()) != null) {
                  int i = line.indexOf("ws://");
                  if (i >= 0 && line.contains("DevTools listening")) {
                    address.complete(line.substring(i).trim());
                  } else if (!address.isDone() && seen.length() < 4000) {
                    seen.append(line).append('\n');
                  }
                }
                address.completeExceptionally(
                    new IOException("Chromium ended without a DevTools address:\n" + seen));
              } catch (IOException e) {
                address.completeExceptionally(e);
              }
            },
            "chromium-stderr");
    reader.setDaemon(true);
    reader.start();
    String ws;
    try {
      ws = address.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      p.destroyForcibly();
      throw new IOException("Chromium did not start: " + e.getMessage(), e);
    }
    Chromium[] self = new Chromium[1];
    WebSocket socket =
        HttpClient.newHttpClient()
            .newWebSocketBuilder()
            .buildAsync(
                URI.create(ws),
                new WebSocket.Listener() {
                  private final StringBuilder text = new StringBuilder();

                  @Override
                  public CompletionStage<?> onText(
                      WebSocket webSocket, CharSequence data, boolean last) {
                    text.append(data);
                    if (last) {
                      String message = text.toString();
                      text.setLength(0);
                      self[0].received(message);
                    }
                    webSocket.request(1);
                    return null;
                  }
                })
            .join();
    Chromium c = new Chromium(p, profile, ownProfile, socket);
    self[0] = c;
    return c;
  }

  @SuppressWarnings("unchecked")
  private void received(String message) {
    Map<String, Object> m = JsonText.readObject(message);
    Object id = m.get("id");
    if (id instanceof Number n) {
      CompletableFuture<Map<String, Object>> f = pending.remove(n.intValue());
      if (f != null) {
        f.complete(m);
      }
      return;
    }
    // An event: the console's errors are kept per page, for a test to read.
    Object method = m.get("method");
    Object session = m.get("sessionId");
    Map<String, Object> params = (Map<String, Object>) m.get("params");
    if (session == null || params == null) {
      return;
    }
    String problem = null;
    if ("Runtime.exceptionThrown".equals(method)) {
      problem = "exception: " + JsonText.write(params.get("exceptionDetails"));
    } else if ("Runtime.consoleAPICalled".equals(method)
        && List.of("error", "assert").contains(params.get("type"))) {
      problem = "console." + params.get("type") + ": " + JsonText.write(params.get("args"));
    } else if ("Log.entryAdded".equals(method)) {
      Map<String, Object> entry = (Map<String, Object>) params.get("entry");
      if (entry != null && "error".equals(entry.get("level"))) {
        problem = "log: " + entry.get("text") + " " + entry.getOrDefault("url", "");
      }
    }
    if (problem != null) {
      consoleErrors
          .computeIfAbsent((String) session, k -> new CopyOnWriteArrayList<>())
          .add(problem);
    }
  }

  @SuppressWarnings("unchecked")
  Map<String, Object> send(String sessionId, String method, Map<String, Object> params) {
    int id = ids.incrementAndGet();
    Map<String, Object> msg = new LinkedHashMap<>();
    msg.put("id", id);
    msg.put("method", method);
    msg.put("params", params);
    if (sessionId != null) {
      msg.put("sessionId", sessionId);
    }
    CompletableFuture<Map<String, Object>> f = new CompletableFuture<>();
    pending.put(id, f);
    synchronized (socket) {
      socket.sendText(JsonText.write(msg), true).join();
    }
    Map<String, Object> reply;
    try {
      reply = f.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(method + " got no answer: " + e, e);
    }
    if (reply.get("error") != null) {
      throw new IllegalStateException(method + " failed: " + JsonText.write(reply.get("error")));
    }
    return (Map<String, Object>) reply.get("result");
  }

  /** Opens a page in a fresh browser context: another player's browser, with its own storage. */
  Tab open(URI uri, int width, int height) {
    String context =
        (String) send(null, "Target.createBrowserContext", Map.of()).get("browserContextId");
    return openIn(context, uri, width, height);
  }

  /**
   * Opens a page in the browser's default context, the one kept in the profile directory: what a
   * browser restarted on the same profile still holds.
   */
  Tab openDefault(URI uri, int width, int height) {
    return openIn(null, uri, width, height);
  }

  private Tab openIn(String context, URI uri, int width, int height) {
    Map<String, Object> params = new LinkedHashMap<>();
    params.put("url", "about:blank");
    if (context != null) {
      params.put("browserContextId", context);
    }
    String target = (String) send(null, "Target.createTarget", params).get("targetId");
    String session =
        (String)
            send(null, "Target.attachToTarget", Map.of("targetId", target, "flatten", true))
                .get("sessionId");
    Tab t = new Tab(session, target, context, width, height);
    open.add(t);
    send(
        session,
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
    send(session, "Page.enable", Map.of());
    // Before the page loads, so an error while its scripts load is seen too.
    send(session, "Runtime.enable", Map.of());
    send(session, "Log.enable", Map.of());
    send(session, "Page.navigate", Map.of("url", uri.toString()));
    t.waitForPage();
    return t;
  }

  /** Closes every tab still open, with its connections: a test's last step. */
  void closeTabs() {
    for (Tab t : open) {
      t.close();
    }
  }

  @Override
  public void close() throws IOException {
    try {
      // Asked to close, Chromium writes its profile (local storage) before it ends; it may end
      // before it answers, so no answer is awaited.
      String msg =
          JsonText.write(
              Map.of("id", ids.incrementAndGet(), "method", "Browser.close", "params", Map.of()));
      synchronized (socket) {
        socket.sendText(msg, true).get(2, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (Exception e) {
      // closing anyway
    }
    try {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "").orTimeout(2, TimeUnit.SECONDS);
    } catch (RuntimeException e) {
      // closing anyway
    }
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroy();
      }
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
    if (!ownProfile) {
      return;
    }
    try (Stream<Path> s = Files.walk(profile)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException | java.io.UncheckedIOException e) {
      // Chromium's helpers may still be writing as it ends; a leftover temporary profile is
      // harmless.
    }
  }

  /** One page. */
  final class Tab {
    private final String session;
    private final String target;
    private final String context;
    private final int width;
    private final int height;

    private Tab(String session, String target, String context, int width, int height) {
      this.session = session;
      this.target = target;
      this.context = context;
      this.width = width;
      this.height = height;
    }

    /** Opens another tab of the same browser context: the same player, the same storage. */
    Tab openBeside(URI uri) {
      return openIn(context, uri, width, height);
    }

    /** Reloads the page and waits for the new one. */
    void reload() {
      // A mark on the old page tells it from the new one.
      eval("window.oldPage = true");
      send(session, "Page.reload", Map.of());
      waitForPage();
    }

    private void waitForPage() {
      // Complete: the page's modules have run (a module runs before the load event).
      waitFor("!window.oldPage && document.readyState === 'complete'");
    }

    /**
     * The errors this page wrote to its console so far: exceptions, {@code console.error} and the
     * browser's own (a script that failed to load, a refused request).
     */
    List<String> consoleErrors() {
      return List.copyOf(Chromium.this.consoleErrors.getOrDefault(session, List.of()));
    }

    /** Closes the tab. */
    void close() {
      if (open.remove(this)) {
        send(null, "Target.closeTarget", Map.of("targetId", target));
        if (context != null && open.stream().noneMatch(t -> context.equals(t.context))) {
          // A context's kept-alive connections outlive its last tab until it is disposed: the
          // server counts them against this client.
          send(null, "Target.disposeBrowserContext", Map.of("browserContextId", context));
        }
      }
    }

    /** Evaluates an expression (awaiting a promise) and returns its JSON value. */
    @SuppressWarnings("unchecked")
    Object eval(String expression) {
      Map<String, Object> r =
          send(
              session,
              "Runtime.evaluate",
              Map.of("expression", expression, "returnByValue", true, "awaitPromise", true));
      Map<String, Object> ex = (Map<String, Object>) r.get("exceptionDetails");
      if (ex != null) {
        throw new IllegalStateException(
            "page error in '" + expression + "': " + JsonText.write(ex));
      }
      return ((Map<String, Object>) r.get("result")).get("value");
    }

    String text(String selector) {
      return (String) eval("document.querySelector(" + JsonText.write(selector) + ").textContent");
    }

    /** Waits until a page expression is true. */
    void waitFor(String condition) {
      waitUntil(() -> Boolean.TRUE.equals(eval("!!(" + condition + ")")), condition);
    }

    /** Clicks the middle of the first element matching a selector with the mouse. */
    @SuppressWarnings("unchecked")
    void click(String selector) {
      waitFor("document.querySelector(" + JsonText.write(selector) + ")");
      List<Object> xy =
          (List<Object>)
              eval(
                  "(() => { const e = document.querySelector("
                      + JsonText.write(selector)
                      + "); e.scrollIntoView({block: 'nearest'}); const r ="
                      + " e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height"
                      + " / 2]; })()");
      double x = ((Number) xy.get(0)).doubleValue();
      double y = ((Number) xy.get(1)).doubleValue();
      for (String type : List.of("mousePressed", "mouseReleased")) {
        send(
            session,
            "Input.dispatchMouseEvent",
            Map.of("type", type, "x", x, "y", y, "button", "left", "clickCount", 1));
      }
    }

    /** Saves a PNG screenshot of the whole page, below the window's bottom too. */
    @SuppressWarnings("unchecked")
    void screenshotWhole(Path file) throws IOException {
      Map<String, Object> metrics = send(session, "Page.getLayoutMetrics", Map.of());
      Map<String, Object> size = (Map<String, Object>) metrics.get("cssContentSize");
      double h = Math.max(height, ((Number) size.get("height")).doubleValue());
      Map<String, Object> clip = Map.of("x", 0, "y", 0, "width", width, "height", h, "scale", 1);
      String data =
          (String)
              send(
                      session,
                      "Page.captureScreenshot",
                      Map.of("format", "png", "captureBeyondViewport", true, "clip", clip))
                  .get("data");
      Files.createDirectories(file.getParent());
      Files.write(file, Base64.getDecoder().decode(data));
    }

    /** Saves a PNG screenshot of the page. */
    void screenshot(Path file) throws IOException {
      String data =
          (String) send(session, "Page.captureScreenshot", Map.of("format", "png")).get("data");
      Files.createDirectories(file.getParent());
      Files.write(file, Base64.getDecoder().decode(data));
    }
  }

  static void waitUntil(BooleanSupplier condition, String what) {
    long end = System.nanoTime() + TIMEOUT.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("timed out waiting for " + what);
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted waiting for " + what, e);
      }
    }
  }
}
