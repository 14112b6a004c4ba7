package io.github.gongqi.agon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.testing.GameRegistryContract;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Agon through the registry: the shared contract, then what the rules fix about its answers. */
class AgonGameTest extends GameRegistryContract<Position> {
  @Override
  protected Game<Position> game() {
    return new AgonGame();
  }

  @Override
  protected Set<String> cellNames(Position position) {
    Set<String> names = new TreeSet<>();
    for (int cell = 0; cell < Board.geometry().cellCount(); cell++) {
      if (position.pieceAt(cell).map(p -> p.side() == position.sideToMove()).orElse(false)) {
        names.add(Board.geometry().name(cell));
      }
    }
    return names;
  }

  @Test
  void theOptionsChooseASetupOrTheLudiiPreset() {
    assertThat(game().rulesFromOptions(Map.of("--preset", "ludii")))
        .isEqualTo(Rules.LUDII.toString());
    assertThat(game().rulesFromOptions(Map.of("--setup", "classic")))
        .isEqualTo(Rules.CLASSIC.toString());
    assertThatThrownBy(
            () -> game().rulesFromOptions(Map.of("--setup", "placement", "--preset", "ludii")))
        .hasMessage(
            "--setup placement conflicts with --preset ludii, which uses the classic setup");
    assertThat(game().rulesChoices())
        .containsExactly(
            Rules.STANDARD.toString(),
            Rules.CLASSIC.toString(),
            Rules.PLACEMENT.toString(),
            Rules.LUDII.toString());
  }

  @Test
  void theFactsSayWhatIsOffTheBoardAndTheGoal() {
    Position start = game().start("agon standard");
    assertThat(game().facts(start))
        .containsEntry("Waiting to return", "White none · Black none")
        .containsEntry("Goal", "your Queen on the throne f6, your six Guards around it");
    assertThat(game().facts(game().start("agon placement")))
        .containsEntry("To place", "White Queen, 6 Guards · Black Queen, 6 Guards")
        .doesNotContainKey("Waiting to return");
  }

  @Test
  void theTextBoardIsTheHexagonInItsFrame() {
    var rows = game().textBoard(game().start("agon standard")).lines().toList();
    assertThat(rows).hasSize(11);
    // Row k (top) holds k6..k11: Black's Queen on k11 and Guards on k7, k9 (STANDARD setup).
    assertThat(rows.get(0)).isEqualTo("? ? ? ? ? . X . X . X");
    assertThat(game().boardSize(game().start("agon standard"))).isEqualTo("11 hex");
  }

  @Test
  void aPieceOffersItsTargets() {
    Position start = game().start("agon standard");
    assertThat(game().choices(start, "a1"))
        .isNotEmpty()
        .allSatisfy(c -> assertThat(c.moves()).singleElement().asString().startsWith("a1"));
  }

  @Test
  void theRegistryReturnsThisModulesProvider() {
    assertThat(Games.named("agon")).isInstanceOf(AgonGame.class);
  }
}
