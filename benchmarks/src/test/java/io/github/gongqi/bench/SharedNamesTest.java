package io.github.gongqi.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One vocabulary: for each concept both games have, the public signatures (name, static or not,
 * return and parameter types, with each game's package and symmetry type written as one
 * placeholder), public fields and public nested types of one game's type must be the other's too,
 * unless the rules force the difference. Those differences are listed below, each with the rule
 * that forces it; adding a signature to one game only fails here until it is added to the other or
 * listed with its reason.
 */
class SharedNamesTest {
  /**
   * What the rules give one game only, per type. Gongqi: stones (a stone at a point, groups and
   * their liberties), captures toward a goal, shared push power, the opening swap, pushes of a run
   * in four directions. Agon: pieces of two kinds (Queen, Guards), hexagonal rings and the throne,
   * pieces off the board that must return, the placement phase, rule variants as options.
   */
  private static final Map<String, Set<String>> GAME_SPECIFIC =
      Map.ofEntries(
          Map.entry(
              "Position",
              Set.of(
                  // Gongqi: stones, groups, captures toward a goal, power, the swap, pushes.
                  "int captures(GAME.Side)",
                  "java.util.Optional<GAME.Group> groupAt(int)",
                  "int groupLiberties(int[])",
                  "java.util.List<GAME.Group> groups()",
                  "int power()",
                  "java.util.List<GAME.PushOption> pushOptions(int)",
                  "java.util.List<GAME.PushOption> pushOptions(java.lang.String)",
                  "java.util.Optional<GAME.Side> stoneAt(int)",
                  "java.util.Optional<GAME.Side> stoneAt(java.lang.String)",
                  "int stoneCount()",
                  "GAME.SwapState swapState()",
                  // Agon: pieces, marks, returns, placement, the throne and rings, targets.
                  "int guardsOffBoard(GAME.Side)",
                  "boolean isPlacementPhase()",
                  "static boolean isThrone(int)",
                  "io.github.gongqi.geometry.CellSet markedCells(GAME.Side)",
                  "boolean mustReturn()",
                  "java.util.Optional<GAME.Piece> pieceAt(int)",
                  "java.util.Optional<GAME.Piece> pieceAt(java.lang.String)",
                  "int placementsMade()",
                  "int queenCell(GAME.Side)",
                  "boolean queenOffBoard(GAME.Side)",
                  "io.github.gongqi.geometry.CellSet returnCells(GAME.PieceType)",
                  "io.github.gongqi.geometry.CellSet returnCells(int)",
                  "static int ring(int)",
                  "java.util.List<GAME.Target> targets(int)",
                  "java.util.List<GAME.Target> targets(java.lang.String)")),
          Map.entry(
              "PositionBuilder",
              Set.of(
                  // Gongqi: stones of a side, captures toward the goal, the swap.
                  "GAME.PositionBuilder put(int,GAME.Side)",
                  "GAME.PositionBuilder put(java.lang.String,GAME.Side)",
                  "GAME.PositionBuilder captures(GAME.Side,int)",
                  "GAME.PositionBuilder swapState(GAME.SwapState)",
                  // Agon: pieces, pieces off the board, the placement phase.
                  "GAME.PositionBuilder put(int,GAME.Piece)",
                  "GAME.PositionBuilder put(java.lang.String,GAME.Piece)",
                  "GAME.PositionBuilder offBoard(GAME.Side,GAME.PieceType,int)",
                  "GAME.PositionBuilder placing(boolean)")),
          Map.entry(
              "Move",
              Set.of(
                  // Gongqi's move ids depend on the board size, so its moves carry their rules;
                  // a push and the swap are Gongqi's moves, steps, drops and returns Agon's.
                  "GAME.Rules rules()",
                  "static GAME.Move$Push push(GAME.Rules,int,io.github.gongqi.geometry"
                      + ".SquareDirection,int)",
                  "static GAME.Move$Swap swap(GAME.Rules)",
                  "nested Push",
                  "nested Swap",
                  "nested Step",
                  "nested Drop",
                  "nested Return")),
          Map.entry(
              "Rules",
              Set.of(
                  // Gongqi has two presets of one rule set (an enum of board sizes with their
                  // clock); Agon has one rule set with historical options, built by a builder.
                  "int captureGoal()",
                  "io.github.gongqi.geometry.SquareGrid grid()",
                  "static GAME.Rules ofSize(int)",
                  "int power(int)",
                  "int powerStep()",
                  "int size()",
                  "io.github.gongqi.game.match.TimeControl timeControl()",
                  "static GAME.Rules valueOf(java.lang.String)",
                  "static GAME.Rules[] values()",
                  "field QUICK",
                  "static GAME.Rules$Builder builder()",
                  "GAME.CapturedPieces capturedPieces()",
                  "GAME.Side firstSide()",
                  "int plyLimit()",
                  "boolean queenMayReturnToThrone()",
                  "GAME.Setup setup()",
                  "boolean sixGuardsWithoutQueenLoses()",
                  "boolean steppingBetweenEnemiesAllowed()",
                  "GAME.Rules$Builder toBuilder()",
                  "field CLASSIC",
                  "field PLACEMENT",
                  "field LUDII",
                  "nested Builder")),
          Map.entry(
              "Transition",
              Set.of(
                  // Gongqi's move pushes a run (stones moved, one placed) and changes the power;
                  // Agon's moves one piece of a kind, or places or returns it.
                  "java.util.List<GAME.StoneMove> moved()",
                  "int placed()",
                  "int powerAfter()",
                  "int powerBefore()",
                  "int from()",
                  "GAME.Transition$Kind kind()",
                  "GAME.PieceType piece()",
                  "int to()",
                  "nested Kind")));

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "Position",
    "PositionBuilder",
    "PositionNotation",
    "Move",
    "Rules",
    "Result",
    "Transition",
    "IllegalMoveException",
    "IllegalMoveReason",
    "PositionProblem",
    "Perft",
    "Side",
    "match.Match",
    "match.GameRecord",
    "BoardSvg",
    "Lessons"
  })
  void bothGamesGiveTheSameSignaturesForTheSameConcept(String type) throws ClassNotFoundException {
    Set<String> gongqi = signatures(Class.forName("io.github.gongqi.gongqi." + type));
    Set<String> agon = signatures(Class.forName("io.github.gongqi.agon." + type));
    Set<String> allowed = GAME_SPECIFIC.getOrDefault(type, Set.of());
    Set<String> onlyGongqi = new TreeSet<>(gongqi);
    onlyGongqi.removeAll(agon);
    onlyGongqi.removeAll(allowed);
    Set<String> onlyAgon = new TreeSet<>(agon);
    onlyAgon.removeAll(gongqi);
    onlyAgon.removeAll(allowed);
    assertThat(onlyGongqi).as("signatures of Gongqi's %s that Agon's lacks", type).isEmpty();
    assertThat(onlyAgon).as("signatures of Agon's %s that Gongqi's lacks", type).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"Position", "PositionBuilder", "Move", "Rules", "Transition"})
  void everyAllowedDifferenceIsStillADifference(String type) throws ClassNotFoundException {
    // An allow-list entry that both games now share, or that neither has, is stale.
    Set<String> gongqi = signatures(Class.forName("io.github.gongqi.gongqi." + type));
    Set<String> agon = signatures(Class.forName("io.github.gongqi.agon." + type));
    for (String s : GAME_SPECIFIC.get(type)) {
      assertThat(gongqi.contains(s) ^ agon.contains(s))
          .as("%s %s is in exactly one game", type, s)
          .isTrue();
    }
  }

  /** The public face of a type: methods, constructors, fields and nested types, normalised. */
  static Set<String> signatures(Class<?> c) {
    Set<String> out = new TreeSet<>();
    for (Method m : c.getMethods()) {
      // Bridges stay: javac makes them for the public methods a type inherits from a
      // package-private
      // superclass, and for covariant returns, and both are part of what a caller sees.
      if (m.getDeclaringClass() == Object.class
          || m.getDeclaringClass() == Enum.class
          || m.getDeclaringClass() == Record.class
          || Set.of("toString", "equals", "hashCode").contains(m.getName())) {
        continue;
      }
      out.add(
          (Modifier.isStatic(m.getModifiers()) ? "static " : "")
              + normalise(m.getGenericReturnType())
              + " "
              + m.getName()
              + parameters(m));
    }
    if (!c.isRecord()) { // a record's canonical constructor is its components, the rules' own
      for (Constructor<?> k : c.getConstructors()) {
        out.add("new" + parameters(k));
      }
    }
    for (Field f : c.getFields()) {
      // Why a move or a position is refused is each game's own rules; the enums' shape is shared.
      if (!(f.isEnumConstant() && c.getSimpleName().matches("IllegalMoveReason|PositionProblem"))) {
        out.add("field " + f.getName());
      }
    }
    for (Class<?> n : c.getClasses()) {
      if (n.getName().startsWith("io.github.gongqi.")) { // not Enum's EnumDesc
        out.add("nested " + n.getSimpleName());
      }
    }
    return out;
  }

  private static String parameters(Executable e) {
    return Arrays.stream(e.getGenericParameterTypes())
        .map(SharedNamesTest::normalise)
        .collect(Collectors.joining(",", "(", ")"));
  }

  /** One placeholder for each game's own package, its symmetry type and its geometry. */
  private static String normalise(Type t) {
    return t.getTypeName()
        .replace("io.github.gongqi.gongqi.", "GAME.")
        .replace("io.github.gongqi.agon.", "GAME.")
        .replace("io.github.gongqi.geometry.SquareSymmetry", "SYMMETRY")
        .replace("io.github.gongqi.geometry.HexSymmetry", "SYMMETRY");
  }
}
