package io.github.gongqi.bench.lab;

import io.github.gongqi.bench.AgonAdapter;
import io.github.gongqi.bench.GameAdapter;
import io.github.gongqi.bench.GongqiAdapter;
import io.github.gongqi.bench.Main;
import picocli.CommandLine.Option;

/** The options that choose a game's variant, shared by {@code perft} and {@code selfplay}. */
final class GameOptions {
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
      case "agon":
        if (size != null) {
          throw new Main.UsageException("--size is an option of gongqi, not of agon");
        }
        return AgonAdapter.of(setup, preset);
      default:
        throw new Main.UsageException("unknown game '" + game + "': expected gongqi or agon");
    }
  }
}
