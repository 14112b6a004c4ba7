package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One vocabulary: for each concept both games have, a public method name that one game's type has
 * and the other's lacks must be in the documented list of names that are that game's own (the
 * README's table of shared names). Adding a name to one game only fails here until it is added to
 * the other or documented as game-specific.
 */
class SharedNamesTest {
  /**
   * Names that are one game's own, per type: Gongqi's stones, groups, captures, power and swap;
   * Agon's pieces, rings, returns, placement and rule variants.
   */
  private static final Map<String, Set<String>> GAME_SPECIFIC =
      Map.of(
          "Position",
          Set.of(
              "captures",
              "groupAt",
              "groupLiberties",
              "groups",
              "power",
              "pushOptions",
              "stoneAt",
              "stoneCount",
              "stones",
              "swapState",
              "cells",
              "guardsOffBoard",
              "isPlacementPhase",
              "isThrone",
              "markedCells",
              "mustReturn",
              "pieceAt",
              "placementsMade",
              "queenCell",
              "queenOffBoard",
              "returnCells",
              "targets",
              "ring"),
          "Position$Builder",
          Set.of("captures", "swapState", "offBoard", "placing"),
          // Gongqi's moves carry their preset, and the swap and pass have factories.
          "Move",
          Set.of("pass", "push", "rules", "swap"),
          // Gongqi has two presets (an enum); Agon has one rules value with variants and a builder.
          "Rules",
          Set.of(
              "captureGoal",
              "grid",
              "ofSize",
              "power",
              "powerStep",
              "size",
              "timeControl",
              "valueOf",
              "values",
              "builder",
              "capturedPieces",
              "firstSide",
              "parse",
              "plyLimit",
              "queenMayReturnToThrone",
              "setup",
              "sixGuardsWithoutQueenLoses",
              "steppingBetweenEnemiesAllowed",
              "toBuilder"),
          "Transition",
          Set.of(
              "captureCount",
              "moved",
              "placed",
              "powerAfter",
              "powerBefore",
              "from",
              "kind",
              "piece",
              "side",
              "to"),
          // Gongqi's board character (X, O) and Agon's notation letter (w, b) are different things.
          "Side",
          Set.of("symbol", "letter"));

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "Position",
    "Position$Builder",
    "Move",
    "Rules",
    "Result",
    "Transition",
    "IllegalMoveException",
    "InvalidPositionException",
    "Perft",
    "Side",
    "match.Match",
    "match.GameRecord",
    "BoardSvg",
    "Lessons"
  })
  void bothGamesUseTheSameNamesForTheSameConcept(String type) throws ClassNotFoundException {
    Set<String> gongqi = names(Class.forName("io.github.gongqi.gongqi." + type));
    Set<String> agon = names(Class.forName("io.github.gongqi.agon." + type));
    Set<String> onlyGongqi = new TreeSet<>(gongqi);
    onlyGongqi.removeAll(agon);
    onlyGongqi.removeAll(GAME_SPECIFIC.getOrDefault(type, Set.of()));
    Set<String> onlyAgon = new TreeSet<>(agon);
    onlyAgon.removeAll(gongqi);
    onlyAgon.removeAll(GAME_SPECIFIC.getOrDefault(type, Set.of()));
    assertThat(onlyGongqi).as("names of Gongqi's %s that Agon's lacks", type).isEmpty();
    assertThat(onlyAgon).as("names of Agon's %s that Gongqi's lacks", type).isEmpty();
  }

  private static Set<String> names(Class<?> c) {
    return Arrays.stream(c.getMethods())
        .filter(m -> Modifier.isPublic(m.getModifiers()))
        .filter(m -> m.getDeclaringClass() != Object.class && m.getDeclaringClass() != Enum.class)
        .filter(m -> !Set.of("toString", "equals", "hashCode").contains(m.getName()))
        .map(Method::getName)
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
