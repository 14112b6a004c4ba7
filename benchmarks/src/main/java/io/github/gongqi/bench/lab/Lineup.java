package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.engine.EnginePlayer;
import io.github.gongqi.bench.player.BotSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A run's bots under the names its tables, JSONL and records use. Every engine is started once
 * before the run, so a bad one is refused before anything is written, and asked its {@code name}:
 * an engine the user did not name ({@code NAME=engine:…}) is called by that answer, spaces and
 * control characters made {@code _}, cut to {@link #NAME_LENGTH} characters ({@code engine} when it
 * gives none), with {@code #2}, {@code #3} … when the name is taken. It is never called by its
 * command line. Lab bots and the user's names keep theirs.
 */
final class Lineup {
  /** The longest name taken from an engine's answer. */
  static final int NAME_LENGTH = 40;

  private final Map<BotSpec, BotSpec> byGiven = new IdentityHashMap<>();
  private final List<BotSpec> bots = new ArrayList<>();

  private Lineup() {}

  /**
   * Starts every engine once and names the bots.
   *
   * @param given the bots as the command line gave them, in order
   * @param moveLimit the per-move limit, which bounds the engines' start
   * @return the lineup
   * @throws io.github.gongqi.bench.UsageException naming an engine that cannot start
   */
  static Lineup of(List<BotSpec> given, Duration moveLimit) {
    Map<List<String>, String> answers = new HashMap<>();
    for (BotSpec b : given) {
      if (b.isEngine() && !answers.containsKey(b.command())) {
        answers.put(b.command(), EnginePlayer.probe(b, moveLimit));
      }
    }
    Set<String> taken = new HashSet<>();
    for (BotSpec b : given) {
      if (!b.isEngine() || b.named()) {
        taken.add(b.label());
      }
    }
    Lineup lineup = new Lineup();
    for (BotSpec b : given) {
      BotSpec named = b;
      if (b.isEngine() && !b.named()) {
        String base = clean(answers.get(b.command()));
        String label = base;
        for (int n = 2; taken.contains(label); n++) {
          label = base + "#" + n;
        }
        taken.add(label);
        named = b.withLabel(label);
      }
      lineup.byGiven.put(b, named);
      lineup.bots.add(named);
    }
    return lineup;
  }

  /** The bots under their names, in the given order. */
  List<BotSpec> bots() {
    return List.copyOf(bots);
  }

  /** The schedule with every bot under its name. */
  LabRun.Schedule schedule(LabRun.Schedule given) {
    return new LabRun.Schedule() {
      @Override
      public long games() {
        return given.games();
      }

      @Override
      public LabRun.Pairing pairing(long k) {
        LabRun.Pairing p = given.pairing(k);
        return new LabRun.Pairing(
            byGiven.getOrDefault(p.first(), p.first()),
            byGiven.getOrDefault(p.second(), p.second()),
            p.seedIndex());
      }

      @Override
      public String colours() {
        return given.colours();
      }
    };
  }

  /**
   * A name from an engine's answer to {@code name}: its first line, each run of spaces, control,
   * format (bidi overrides, zero-width) and separator characters made one {@code _}, cut to {@link
   * #NAME_LENGTH} characters; {@code engine} if nothing is left.
   *
   * @param answer the answer
   * @return the name, without spaces
   */
  static String clean(String answer) {
    String first = answer.strip().split("\n", 2)[0].strip();
    StringBuilder b = new StringBuilder();
    first
        .codePoints()
        .forEach(
            c -> {
              if (!BotSpec.notInName(c)) {
                b.appendCodePoint(c);
              } else if (b.length() == 0 || b.charAt(b.length() - 1) != '_') {
                b.append('_');
              }
            });
    String name = b.toString();
    if (name.length() > NAME_LENGTH) {
      int end = NAME_LENGTH;
      if (Character.isHighSurrogate(name.charAt(end - 1))) {
        end--; // never half a character
      }
      name = name.substring(0, end);
    }
    return name.isEmpty() ? "engine" : name;
  }

  /** A text from the command line cut to a length a one-line message can quote. */
  static String cut(String text) {
    return BotSpec.cut(text);
  }
}
