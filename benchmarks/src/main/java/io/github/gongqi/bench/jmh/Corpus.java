package io.github.gongqi.bench.jmh;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads a benchmark corpus from the jar's resources: one position notation per line. */
final class Corpus {
  private Corpus() {}

  static List<String> lines(String name) {
    try (InputStream in = Corpus.class.getResourceAsStream("/corpus/" + name)) {
      if (in == null) {
        throw new IllegalStateException("no corpus " + name + " in the jar");
      }
      List<String> out = new ArrayList<>();
      BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.isBlank() && !line.startsWith("#")) {
          out.add(line.trim());
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<io.github.gongqi.gongqi.Position> gongqi(String name) {
    List<io.github.gongqi.gongqi.Position> out = new ArrayList<>();
    for (String line : lines(name)) {
      out.add(io.github.gongqi.gongqi.Position.parse(line));
    }
    return out;
  }

  static List<io.github.gongqi.agon.Position> agon(String name, io.github.gongqi.agon.Rules rules) {
    List<io.github.gongqi.agon.Position> out = new ArrayList<>();
    for (String line : lines(name)) {
      out.add(io.github.gongqi.agon.Position.parse(line, rules));
    }
    return out;
  }
}
