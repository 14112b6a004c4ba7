package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The game modules' {@code provides} clauses, proven on the module path: the tests run on the class
 * path, where {@code META-INF/services} answers instead, so this test boots the three library
 * modules in a layer of their own and asks that layer's {@code ServiceLoader}.
 */
class RegistryOnModulePathTest {
  private static final List<String> MODULES =
      List.of("io.github.gongqi.geometry", "io.github.gongqi.gongqi", "io.github.gongqi.agon");

  @Test
  void bothGamesAreFoundThroughTheirModuleDescriptors() throws Exception {
    List<Path> entries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      if (entry.matches(
              ".*(board-geometry|gongqi-core|agon-core)[^/\\\\]*([/\\\\]target[/\\\\]classes)?")
          && !entry.endsWith("-tests.jar")) {
        entries.add(Path.of(entry));
      }
    }
    ModuleFinder finder = ModuleFinder.of(entries.toArray(Path[]::new));
    assertThat(finder.findAll()).extracting(r -> r.descriptor().name()).containsAll(MODULES);
    ModuleLayer boot = ModuleLayer.boot();
    Configuration cf = boot.configuration().resolve(finder, ModuleFinder.of(), Set.copyOf(MODULES));
    ModuleLayer layer = boot.defineModulesWithOneLoader(cf, ClassLoader.getPlatformClassLoader());
    Class<?> game =
        layer.findLoader("io.github.gongqi.geometry").loadClass("io.github.gongqi.game.Game");
    assertThat(game.getModule().isNamed()).isTrue();
    List<String> names = new ArrayList<>();
    for (Object provider : ServiceLoader.load(layer, game)) {
      names.add((String) game.getMethod("name").invoke(provider));
      assertThat(provider.getClass().getModule().isNamed()).isTrue();
    }
    assertThat(names).containsExactlyInAnyOrder("gongqi", "agon");
  }
}
