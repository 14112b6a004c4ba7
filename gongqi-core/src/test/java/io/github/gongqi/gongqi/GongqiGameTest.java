package io.github.gongqi.gongqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.testing.GameRegistryContract;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Gongqi through the registry: the shared contract, then what the rules fix about its answers. */
class GongqiGameTest extends GameRegistryContract<Position> {
  @Override
  protected Game<Position> game() {
    return new GongqiGame();
  }

  @Override
  protected Set<String> cellNames(Position position) {
    Set<String> names = new TreeSet<>();
    for (int cell = 0; cell < position.rules().grid().cellCount(); cell++) {
      if (position.stoneAt(cell).equals(Optional.of(position.sideToMove()))) {
        names.add(position.rules().cellName(cell));
      }
    }
    return names;
  }

  @Test
  void theTwoPresetsAreTheChoicesAndSizeChoosesBetweenThem() {
    assertThat(game().rulesChoices()).containsExactly("gongqi 12x12", "gongqi 8x8");
    assertThat(game().rulesFromOptions(Map.of("--size", "8"))).isEqualTo("gongqi 8x8");
    assertThat(game().rulesFromOptions(Map.of("--size", "12"))).isEqualTo("gongqi 12x12");
    assertThatThrownBy(() -> game().rulesFromOptions(Map.of("--size", "9")))
        .hasMessage("--size 9 is not a Gongqi board: expected 12 or 8");
  }

  @Test
  void theFactsAreThoseOfTheRulesTable() {
    // STANDARD: power 1 + captures / 5, goal 20; QUICK: goal 12 (the rules' table).
    Position standard = game().start("gongqi 12x12");
    assertThat(game().facts(standard))
        .containsExactly(
            Map.entry("Captures", "Black 0 · White 0"),
            Map.entry("Power", "1"),
            Map.entry("Goal", "20 captures"));
    assertThat(game().facts(game().start("8x8"))).containsEntry("Goal", "12 captures");
    assertThat(game().defaultTimeControl("gongqi 8x8").toString())
        .isEqualTo(Rules.QUICK.timeControl().toString());
  }

  @Test
  void aStartStoneOffersItsPushesByDirection() {
    Position quick = game().start("gongqi 8x8");
    var choices = game().choices(quick, "d5");
    assertThat(choices).isNotEmpty();
    assertThat(choices)
        .anySatisfy(c -> assertThat(c.moves()).isNotEmpty())
        .allSatisfy(c -> assertThat(c.label()).matches("[NESW]{1,2}|[A-Z_]+"));
  }

  @Test
  void theTextBoardHasOneRowARankWithTheStartBlock() {
    String board = game().textBoard(game().start("gongqi 8x8"));
    assertThat(board.lines()).hasSize(8);
    // Rank 5 (fourth row from the top): d5 Black, e5 White.
    assertThat(board.lines().toList().get(3)).isEqualTo(". . . X O . . .");
    assertThat(game().boardSize(game().start("gongqi 8x8"))).isEqualTo("8");
  }

  @Test
  void theRegistryReturnsThisModulesProvider() {
    assertThat(Games.named("gongqi")).isInstanceOf(GongqiGame.class);
  }
}
