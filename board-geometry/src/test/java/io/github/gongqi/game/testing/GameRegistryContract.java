package io.github.gongqi.game.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.Game;
import io.github.gongqi.game.GamePosition;
import io.github.gongqi.game.Games;
import io.github.gongqi.game.NotationException;
import io.github.gongqi.game.UnknownGameException;
import io.github.gongqi.game.match.AbstractMatch;
import io.github.gongqi.game.match.Mode;
import io.github.gongqi.game.match.Options;
import io.github.gongqi.game.match.TimeControl;
import io.github.gongqi.game.svg.SvgOptions;
import java.time.Instant;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * What the registry promises about a game, for every game that provides {@link Game}: it is found
 * by name and by rules text, its rules texts read back to the same start, positions and records
 * round-trip through it, and what it says a board interface may show is there.
 *
 * @param <P> the game's position type
 */
public abstract class GameRegistryContract<P extends GamePosition<P, ?, ?, ?>> {
  /**
   * The game under test, as its module's provider makes it.
   *
   * @return the provider
   */
  protected abstract Game<P> game();

  private P randomGame(String rules, long seed, int plies) {
    SplittableRandom random = new SplittableRandom(seed);
    P p = game().start(rules);
    for (int i = 0; i < plies && !p.isOver(); i++) {
      p = p.playUnchecked(p.randomLegalMove(random));
    }
    return p;
  }

  @Test
  void theRegistryFindsTheGameByNameAndByRulesText() {
    Game<P> g = game();
    assertThat(Games.named(g.name())).isInstanceOf(g.getClass());
    assertThat(Games.named(g.name().toUpperCase(java.util.Locale.ROOT))).isInstanceOf(g.getClass());
    assertThat(Games.names()).contains(g.name());
    for (String rules : g.rulesChoices()) {
      assertThat(Games.forRules(rules)).isInstanceOf(g.getClass());
    }
    assertThat(g.name()).matches("[a-z][a-z0-9-]*");
  }

  @Test
  void anUnknownNameIsRefusedWithTheKnownNames() {
    assertThatThrownBy(() -> Games.named("no-such-game"))
        .isInstanceOf(UnknownGameException.class)
        .hasMessageContaining("unknown game 'no-such-game'")
        .hasMessageContaining(game().name());
  }

  @Test
  void everyRulesChoiceStartsAGameWhoseRulesIdReadsBack() {
    for (String rules : game().rulesChoices()) {
      P start = game().start(rules);
      assertThat(game().start(start.rulesId())).isEqualTo(start);
      assertThat(
              game().start(game().name() + " " + rules.substring(game().name().length()).strip()))
          .isEqualTo(start);
    }
    assertThat(game().defaultRules()).isEqualTo(game().rulesChoices().get(0));
    assertThatThrownBy(() -> game().start(game().name() + " no-such-rules"))
        .isInstanceOf(NotationException.class);
  }

  @Test
  void positionsRoundTripThroughTheirNotation() {
    for (String rules : game().rulesChoices()) {
      for (long seed = 0; seed < 10; seed++) {
        P p = randomGame(rules, seed, 40);
        assertThat(game().parsePosition(rules, p.toNotation())).isEqualTo(p);
      }
    }
  }

  @Test
  void aMatchRoundTripsThroughItsRecord() {
    String rules = game().defaultRules();
    P moves = randomGame(rules, 7, 30);
    AbstractMatch<P, ?, ?, ?, ?, ?> match =
        game().newMatch(rules, Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT);
    Instant t = Instant.parse("2026-01-01T00:00:00Z");
    match = match.startGame(t);
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 30 && match.seatToMove().isPresent(); i++) {
      P p = match.position();
      t = t.plusSeconds(1);
      match =
          match.play(
              match.seatToMove().orElseThrow(), p.moveNotation(p.randomLegalMove(random)), t);
    }
    assertThat(moves).isNotNull();
    String text = game().writeRecord(match, Map.of("Host", "alice"));
    assertThat(text).contains("alice");
    AbstractMatch<P, ?, ?, ?, ?, ?> back = game().readRecord(text);
    assertThat(back.positions()).isEqualTo(match.positions());
    assertThat(game().writeRecord(back, Map.of("Host", "alice"))).isEqualTo(text);
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"}) // another game's match, on purpose
  void anotherGamesMatchIsRefusedByName() {
    for (Game<?> other : Games.all()) {
      if (other.getClass() == game().getClass()) {
        continue;
      }
      AbstractMatch foreign =
          other.newMatch(other.defaultRules(), Mode.LOCAL, TimeControl.UNTIMED, Options.DEFAULT);
      assertThatThrownBy(() -> game().writeRecord(foreign, Map.of()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("not a " + game().displayName() + " match");
    }
  }

  @Test
  void legalMovesAreAcceptedAndNonsenseIsRefusedWithAReason() {
    P p = randomGame(game().defaultRules(), 3, 10);
    int[] ids = new int[p.maxLegalMoves()];
    int n = p.legalMoves(ids);
    for (int i = 0; i < n; i++) {
      assertThat(game().whyIllegal(p, p.moveNotation(ids[i]))).isEmpty();
    }
    assertThat(game().whyIllegal(p, "zz99")).hasValueSatisfying(r -> assertThat(r).isNotBlank());
  }

  @Test
  void whatABoardInterfaceShowsIsThere() {
    Game<P> g = game();
    P p = g.start(g.defaultRules());
    assertThat(g.displayName()).isNotBlank();
    assertThat(g.summary()).isNotBlank().hasSizeLessThan(300);
    assertThat(g.playerNames()).hasSize(2).doesNotHaveDuplicates();
    assertThat(g.facts(p)).isNotEmpty().containsKey("Goal");
    assertThat(g.defaultTimeControl(g.defaultRules())).isNotNull();
    assertThat(g.lessons()).isNotEmpty();
    assertThat(g.svg(p, SvgOptions.defaults())).startsWith("<svg");
    assertThat(g.textBoard(p).lines()).isNotEmpty().allSatisfy(l -> assertThat(l).isNotBlank());
    assertThat(g.boardSize(p)).isNotBlank();
    assertThatThrownBy(() -> g.cellIndex(p, "zz99")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> g.choices(p, "zz99")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void everyMoveAChoiceOffersIsLegal() {
    Game<P> g = game();
    // Stops before a move that ends the game: a short game (tic-tac-toe) may be over by ply 12.
    SplittableRandom random = new SplittableRandom(11);
    P p = g.start(g.defaultRules());
    for (int i = 0; i < 12; i++) {
      P next = p.playUnchecked(p.randomLegalMove(random));
      if (next.isOver()) {
        break;
      }
      p = next;
    }
    int offered = 0;
    for (String line : cellNames(p)) {
      for (Game.Choice c : g.choices(p, line)) {
        for (String move : c.moves()) {
          assertThat(g.whyIllegal(p, move)).as(move).isEmpty();
          offered++;
        }
        assertThat(c.moves().isEmpty()).isEqualTo(c.reason().isPresent());
      }
    }
    assertThat(offered).isPositive();
  }

  /**
   * The names of the cells a legal move starts from, as move notation writes them.
   *
   * @param position the position
   * @return the cell names
   */
  protected abstract java.util.Set<String> cellNames(P position);

  @Test
  void rulesFromNoOptionsAreTheDefault() {
    assertThat(game().start(game().rulesFromOptions(Map.of())))
        .isEqualTo(game().start(game().defaultRules()));
    for (Game.RulesOption o : game().rulesOptions()) {
      assertThat(o.name()).startsWith("--");
      assertThatThrownBy(() -> game().rulesFromOptions(Map.of(o.name(), "no-such-value")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining(o.name());
    }
  }
}
