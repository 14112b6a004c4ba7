package io.github.gongqi.bench.play;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.time.InstantSource;
import java.util.Optional;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The browser tests' fixture, registered on a static field ({@code @RegisterExtension}): one
 * playground server on 127.0.0.1 and one headless Chromium a test class; each test skipped with its
 * reason where Chromium is not installed; each test's tabs closed after it (their kept-alive
 * connections count against the server's per-client cap); both stopped after the class.
 */
final class BrowserSession
    implements BeforeAllCallback, BeforeEachCallback, AfterEachCallback, AfterAllCallback {
  static final String NO_CHROMIUM =
      "Chromium is not installed (no /usr/bin/chromium, no $CHROMIUM): the browser test of the"
          + " playground is skipped; install Debian's chromium to run it";

  private PlayServer server;
  private Chromium chromium;

  /** The class's server; started before its first test. */
  PlayServer server() {
    return server;
  }

  /** The class's browser; started before its first test. */
  Chromium chromium() {
    return chromium;
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    Optional<Path> exe = Chromium.find();
    if (exe.isPresent()) {
      server = PlayServer.start("127.0.0.1", 0, InstantSource.system());
      chromium = Chromium.launch(exe.get());
    }
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    // Per test rather than per class, so each skip is reported with its reason.
    assumeTrue(chromium != null, NO_CHROMIUM);
  }

  @Override
  public void afterEach(ExtensionContext context) {
    if (chromium != null) {
      chromium.closeTabs();
    }
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    if (chromium != null) {
      chromium.close();
    }
    if (server != null) {
      server.close();
    }
  }
}
