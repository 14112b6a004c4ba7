package io.github.gongqi.bench.python;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.gongqi.game.GameState;
import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The batch back end against the same games played one by one through the registry. */
class BatchEnvTest {
  private static final String[] RULES = {"gongqi 8x8", "agon ludii"};

  /** Everything a step leaves in the buffers, copied, to compare runs. */
  private record Snapshot(byte[] obs, byte[] mask, byte[] player, byte[] rewards, byte[] ends) {}

  private static byte[] copy(ByteBuffer b) {
    byte[] out = new byte[b.capacity()];
    b.duplicate().clear().get(out);
    return out;
  }

  private static Snapshot snapshot(BatchEnv env) {
    byte[] ends = new byte[2 * env.numEnvs()];
    env.terminatedBuffer().duplicate().clear().get(ends, 0, env.numEnvs());
    env.truncatedBuffer().duplicate().clear().get(ends, env.numEnvs(), env.numEnvs());
    return new Snapshot(
        copy(env.observationBuffer()),
        copy(env.maskBuffer()),
        copy(env.currentPlayerBuffer()),
        copy(env.rewardsBuffer()),
        ends);
  }

  private static List<Snapshot> run(String rules, int threads, int steps, int maxPlies) {
    List<Snapshot> out = new ArrayList<>();
    try (BatchEnv env = new BatchEnv(rules, 5, 42, threads, maxPlies)) {
      env.reset(42);
      out.add(snapshot(env));
      for (int s = 0; s < steps; s++) {
        env.randomActions();
        env.step(env.randomActionBuffer().asIntBuffer());
        out.add(snapshot(env));
      }
    }
    return out;
  }

  @ParameterizedTest
  @ValueSource(strings = {"gongqi 8x8", "agon ludii"})
  void twoThreadsWriteWhatOneThreadWrites(String rules) {
    List<Snapshot> one = run(rules, 1, 150, 60);
    List<Snapshot> two = run(rules, 2, 150, 60);
    assertThat(two).hasSameSizeAs(one);
    for (int i = 0; i < one.size(); i++) {
      assertThat(two.get(i).obs()).as("step %d", i).isEqualTo(one.get(i).obs());
      assertThat(two.get(i).mask()).as("step %d", i).isEqualTo(one.get(i).mask());
      assertThat(two.get(i).player()).as("step %d", i).isEqualTo(one.get(i).player());
      assertThat(two.get(i).rewards()).as("step %d", i).isEqualTo(one.get(i).rewards());
      assertThat(two.get(i).ends()).as("step %d", i).isEqualTo(one.get(i).ends());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"gongqi 8x8", "agon ludii"})
  void everyGameMatchesTheLibraryPlayedOneByOne(String rules) {
    int n = 4;
    try (BatchEnv env = new BatchEnv(rules, n, 3, 2, 400)) {
      env.reset(3);
      GameState<?>[] mine = new GameState<?>[n];
      for (int i = 0; i < n; i++) {
        mine[i] = States.start(rules);
      }
      boolean[] ended = new boolean[n];
      IntBuffer acts = env.randomActionBuffer().asIntBuffer();
      int finished = 0;
      for (int s = 0; s < 3000 && finished < 2 * n; s++) {
        env.randomActions();
        for (int i = 0; i < n; i++) {
          if (!ended[i]) {
            assertThat(mine[i].isLegal(acts.get(i))).isTrue();
          }
        }
        env.step(acts);
        for (int i = 0; i < n; i++) {
          if (ended[i]) {
            mine[i] = States.start(rules);
            ended[i] = false;
            assertThat(env.terminatedBuffer().get(i)).isZero();
          } else {
            mine[i] = mine[i].play(acts.get(i));
            boolean over = mine[i].isOver();
            boolean trunc = !over && mine[i].ply() >= 400;
            assertThat(env.terminatedBuffer().get(i) == 1).isEqualTo(over);
            assertThat(env.truncatedBuffer().get(i) == 1).isEqualTo(trunc);
            float r0 = env.rewardsBuffer().getFloat(8 * i);
            int w = mine[i].winningPlayer();
            assertThat(r0).isEqualTo(over && w >= 0 ? (w == 0 ? 1f : -1f) : 0f);
            ended[i] = over || trunc;
            finished += ended[i] ? 1 : 0;
          }
          checkGame(env, i, mine[i], ended[i]);
        }
      }
      assertThat(finished).as("games finished and restarted").isGreaterThanOrEqualTo(2 * n);
    }
  }

  private static void checkGame(BatchEnv env, int i, GameState<?> expected, boolean ended) {
    assertThat(env.game(i).toNotation()).isEqualTo(expected.toNotation());
    assertThat(env.plyBuffer().getInt(4 * i)).isEqualTo(expected.ply());
    assertThat(env.currentPlayerBuffer().getInt(4 * i))
        .isEqualTo(ended ? -1 : expected.playerToMove());
    float[] obs = new float[expected.observationSize()];
    expected.observation(obs, 0);
    for (int k = 0; k < obs.length; k++) {
      assertThat(env.observationBuffer().getFloat(4 * (i * obs.length + k))).isEqualTo(obs[k]);
    }
    boolean[] legal = expected.legalMoveMask();
    int a = env.numActions();
    for (int k = 0; k < a; k++) {
      assertThat(env.maskBuffer().get(i * a + k) == 1).as("id %d", k).isEqualTo(ended || legal[k]);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"gongqi 8x8", "agon ludii"})
  void anIllegalActionIsRefusedAndChangesNoGame(String rules) {
    try (BatchEnv env = new BatchEnv(rules, 3, 9, 1, 1000)) {
      env.reset(9);
      env.randomActions();
      env.step(env.randomActionBuffer().asIntBuffer());
      Snapshot before = snapshot(env);
      String[] notation = new String[3];
      for (int i = 0; i < 3; i++) {
        notation[i] = env.game(i).toNotation();
      }
      env.randomActions();
      int[] ids = new int[3];
      env.randomActionBuffer().asIntBuffer().get(ids);
      int illegal = firstIllegal(env.game(2));
      ids[2] = illegal;
      assertThatThrownBy(() -> env.step(ids))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("game 2")
          .hasMessageContaining("move " + illegal);
      ids[2] = -5;
      assertThatThrownBy(() -> env.step(ids)).hasMessageContaining("game 2: move -5 (no such id)");
      assertThatThrownBy(() -> env.step(new int[2])).hasMessageContaining("expected 3 actions");
      Snapshot after = snapshot(env);
      assertThat(after.obs()).isEqualTo(before.obs());
      assertThat(after.mask()).isEqualTo(before.mask());
      for (int i = 0; i < 3; i++) {
        assertThat(env.game(i).toNotation()).isEqualTo(notation[i]);
      }
    }
  }

  private static int firstIllegal(GameState<?> g) {
    for (int id = 0; id < g.numDistinctActions(); id++) {
      if (!g.isLegal(id)) {
        return id;
      }
    }
    throw new AssertionError("every id is legal");
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void theSameSeedGivesTheSameGamesAndAnotherSeedOthers(int threads) {
    List<Snapshot> a = run(RULES[0], threads, 40, 1000);
    List<Snapshot> b = run(RULES[0], threads, 40, 1000);
    assertThat(a.get(40).obs()).isEqualTo(b.get(40).obs());
    try (BatchEnv env = new BatchEnv(RULES[0], 5, 43, threads, 1000)) {
      env.reset(43);
      for (int s = 0; s < 40; s++) {
        env.randomActions();
        env.step(env.randomActionBuffer().asIntBuffer());
      }
      assertThat(copy(env.observationBuffer())).isNotEqualTo(a.get(40).obs());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"gongqi 8x8"})
  void truncationRestartsTheGameAtTheNextStepIgnoringItsAction(String rules) {
    try (BatchEnv env = new BatchEnv(rules, 2, 1, 1, 3)) {
      env.reset(1);
      IntBuffer acts = env.randomActionBuffer().asIntBuffer();
      for (int s = 0; s < 3; s++) {
        assertThat(env.truncatedBuffer().get(0)).isZero();
        env.randomActions();
        env.step(acts);
      }
      assertThat(env.truncatedBuffer().get(0)).isEqualTo((byte) 1);
      assertThat(env.currentPlayerBuffer().getInt(0)).isEqualTo(-1);
      assertThat(env.plyBuffer().getInt(0)).isEqualTo(3);
      assertThat(env.maskBuffer().get(0)).isEqualTo((byte) 1);
      env.step(new int[] {-1, -1});
      assertThat(env.plyBuffer().getInt(0)).isZero();
      assertThat(env.truncatedBuffer().get(0)).isZero();
      assertThat(env.game(0).toNotation()).isEqualTo(States.start(rules).toNotation());
      assertThat(env.currentPlayerBuffer().getInt(0)).isEqualTo(0);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void aNewBatchHasItsGamesStartedAndSteps(int threads) {
    try (BatchEnv env = new BatchEnv(RULES[1], 3, 5, threads, 100)) {
      assertThat(env.game(2).toNotation()).isEqualTo(States.start(RULES[1]).toNotation());
      assertThat(env.currentPlayerBuffer().getInt(0)).isZero();
      env.randomActions();
      env.step(env.randomActionBuffer().asIntBuffer());
      assertThat(env.plyBuffer().getInt(8)).isEqualTo(1);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2})
  void aClosedBatchKeepsItsBuffersAndRefusesToPlay(int threads) {
    BatchEnv env = new BatchEnv(RULES[0], 4, 5, threads, 100);
    env.randomActions();
    env.step(env.randomActionBuffer().asIntBuffer());
    env.close();
    assertThat(env.plyBuffer().getInt(0)).isEqualTo(1);
    assertThatThrownBy(env::randomActions)
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("this BatchEnv is closed");
    assertThatThrownBy(env::reset).isInstanceOf(IllegalStateException.class);
    assertThat(env.plyBuffer().getInt(0)).isEqualTo(1);
  }

  @ParameterizedTest
  @ValueSource(strings = {"chess", "gongqi 9x9"})
  void unknownRulesAreRefusedWithTheLibrarysMessage(String rules) {
    assertThatThrownBy(() -> new BatchEnv(rules, 1, 0, 1, 10))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(rules.split(" ")[0].equals("chess") ? "chess" : "9x9");
  }
}
