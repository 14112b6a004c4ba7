package io.github.gongqi.bench.play;

import java.time.InstantSource;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A test's playground server with the default limits on 127.0.0.1 and a client of its API,
 * registered on an instance field ({@code @RegisterExtension}): started before each test, closed
 * after it.
 */
final class LoopbackServer implements BeforeEachCallback, AfterEachCallback {
  private PlayServer server;
  private ApiClient api;

  /** The test's server. */
  PlayServer server() {
    return server;
  }

  /** A client of the test's server. */
  ApiClient api() {
    return api;
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    server = PlayServer.start("127.0.0.1", 0, InstantSource.system());
    api = new ApiClient(server.uri());
  }

  @Override
  public void afterEach(ExtensionContext context) {
    server.close();
  }
}
