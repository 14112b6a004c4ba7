package io.github.gongqi.bench.play;

import java.io.IOException;

/** One concern of the server (the page's files, the games, the rooms, the replay, the lessons). */
interface Route {
  /**
   * Answers a request if its path is this concern's.
   *
   * @param x the request, its body read
   * @return whether the path was this concern's (and the request answered)
   * @throws IOException if a file cannot be read
   */
  boolean serve(Exchange x) throws IOException;
}
