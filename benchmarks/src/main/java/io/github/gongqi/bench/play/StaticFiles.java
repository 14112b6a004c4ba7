package io.github.gongqi.bench.play;

import java.io.IOException;
import java.io.InputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The page and its static files, from the jar: {@code /}, {@code /static/NAME}. */
final class StaticFiles implements Route {
  private static final Pattern STATIC_PATH =
      Pattern.compile("/static/([a-z0-9][a-z0-9_-]{0,63}\\.(css|js|html|svg|png|ico|txt|json))");

  @Override
  public boolean serve(Exchange x) throws IOException {
    String file;
    if (x.path().equals("/") || x.path().equals("/index.html")) {
      file = "index.html";
    } else {
      Matcher m = STATIC_PATH.matcher(x.path());
      if (!m.matches()) {
        return false;
      }
      file = m.group(1);
    }
    x.requireMethod("GET");
    send(x.reply(), file);
    return true;
  }

  private static void send(Reply reply, String file) throws IOException {
    byte[] bytes;
    try (InputStream in = PlayServer.class.getResourceAsStream("static/" + file)) {
      if (in == null) {
        throw new PlayServer.HttpError(404, "no such file: " + file);
      }
      bytes = in.readAllBytes();
    }
    String ext = file.substring(file.lastIndexOf('.') + 1);
    String type =
        switch (ext) {
          case "css" -> "text/css; charset=utf-8";
          case "js" -> "text/javascript; charset=utf-8";
          case "html" -> "text/html; charset=utf-8";
          case "svg" -> "image/svg+xml";
          case "png" -> "image/png";
          case "ico" -> "image/x-icon";
          case "json" -> "application/json; charset=utf-8";
          default -> "text/plain; charset=utf-8";
        };
    reply.send(200, type, bytes);
  }
}
