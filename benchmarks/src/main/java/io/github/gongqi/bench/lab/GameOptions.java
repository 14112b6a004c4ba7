package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.AgonAdapter;
import io.github.gongqi.bench.DidYouMean;
import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.GongqiAdapter;
import io.github.gongqi.bench.Main;
import picocli.CommandLine.Option;

/**
 * The options that choose a game's rules, shared by {@code perft}, {@code selfplay} and {@code
 * tournament}: the one rules text ({@code --rules}), or the shortcuts {@code --size}, {@code
 * --setup} and {@code --preset}; not both.
 */
final class GameOptions {
  @Option(
      names = "--rules",
      paramLabel = "TEXT",
      description =
          "the rules as one text, as JSONL lines and the engine protocol write them: 'gongqi 8x8',"
              + " 'agon setup=standard first=white ...' (the game's name may be left out); instead"
              + " of --size, --setup and --preset")
  String rules;

  @Option(
      names = "--size",
      paramLabel = "12|8",
      description = "Gongqi board: 12 (STANDARD, default) or 8 (QUICK)")
  Integer size;

  @Option(
      names = "--setup",
      paramLabel = "standard|classic|placement",
      description = "Agon setup (default standard)")
  String setup;

  @Option(names = "--preset", paramLabel = "ludii", description = "Agon rules preset: ludii")
  String preset;

  /** Builds the adapter for a game name, refusing options that belong to the other game. */
  GameAdapter<?> adapter(String game) {
    if (!GameAdapter.GAMES.contains(game)) {
      throw new Main.UsageException(
          "unknown game '"
              + game
              + "': expected gongqi or agon"
              + DidYouMean.suffix(game, GameAdapter.GAMES));
    }
    if (rules != null) {
      String shortcut =
          size != null ? "--size" : setup != null ? "--setup" : preset != null ? "--preset" : null;
      if (shortcut != null) {
        throw new Main.UsageException(
            "--rules and " + shortcut + " both give the rules: give one of them");
      }
      try {
        return GameAdapter.forRules(game, rules);
      } catch (IllegalArgumentException e) {
        throw new Main.UsageException("--rules: " + e.getMessage());
      }
    }
    switch (game) {
      case "gongqi":
        if (setup != null) {
          throw new Main.UsageException("--setup is an option of agon, not of gongqi");
        }
        if (preset != null) {
          throw new Main.UsageException("--preset is an option of agon, not of gongqi");
        }
        int s = size == null ? 12 : size;
        if (s != 12 && s != 8) {
          throw new Main.UsageException("--size " + s + " is not a Gongqi board: expected 12 or 8");
        }
        return GongqiAdapter.of(s);
      default:
        if (size != null) {
          throw new Main.UsageException("--size is an option of gongqi, not of agon");
        }
        return AgonAdapter.of(setup, preset);
    }
  }
}
