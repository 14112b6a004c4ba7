package io.github.gongqi.bench.python;

import io.github.gongqi.game.GameState;
import io.github.gongqi.geometry.SplitMix64;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Many games of one rules text stepped together, the Java side of the Python package's {@code
 * VectorEnv}: every array Python reads is a direct buffer in native byte order, written here at
 * each {@link #reset} and {@link #step} and wrapped by numpy without copying.
 *
 * <p>Buffers, with N = {@link #numEnvs()}, A = {@link #numActions()}, O = the observation's size:
 * observation float32 (N·O), legal-action mask uint8 (N·A, 0 or 1), current player int32 (N, −1 in
 * a game that has ended), rewards float32 (N·2, per player), terminated and truncated uint8 (N),
 * ply int32 (N), and the actions int32 (N) Python writes before {@link #step()}.
 *
 * <p>A game that ended at a step is started again by the next step, which ignores its action
 * (Gymnasium's next-step autoreset). While a game has ended its mask is all ones, as Pgx does, so
 * that a masked softmax over it stays defined; the action is ignored anyway.
 *
 * <p>Each game draws its random moves from its own {@link SplittableRandom}, seeded from the seed
 * and the game's index, so the same seed gives the same games whatever the number of threads. The
 * games are split into contiguous slices, one a thread; Python's thread is released while Java
 * works (JPype releases the GIL during a call).
 *
 * <pre>{@code
 * try (BatchEnv env = new BatchEnv("gongqi 8x8", 1024, 7, 2, 1000)) {
 *   env.reset(7);
 *   for (int i = 0; i < 100; i++) {
 *     env.randomActions();
 *     env.step(env.randomActionBuffer().asIntBuffer());
 *   }
 * }
 * }</pre>
 *
 * <p>Not thread-safe: one caller at a time.
 */
public final class BatchEnv implements AutoCloseable {
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
  private static final java.lang.ref.Cleaner CLEANER = java.lang.ref.Cleaner.create();

  private final String rules;
  private final GameState<?> start;
  private final int numEnvs;
  private final int numActions;
  private final int obsSize;
  private final int maxLegal;
  private final int maxPlies;
  private final int[] observationShape;

  private final GameState<?>[] games;
  private final SplittableRandom[] randoms;
  private final boolean[] ended;
  private final int[] lastMoves;
  private final int[] lastCount;

  private final ByteBuffer observation;
  private final ByteBuffer mask;
  private final ByteBuffer currentPlayer;
  private final ByteBuffer rewards;
  private final ByteBuffer terminated;
  private final ByteBuffer truncated;
  private final ByteBuffer ply;
  private final ByteBuffer actions;
  private final ByteBuffer randomActions;

  private final Slice[] slices;
  private final Crew crew;
  private boolean closed;

  /**
   * Starts every game, seeded with {@code seed}, as {@link #reset(long)} does.
   *
   * @param rules the rules text, read by the registry
   * @param numEnvs the number of games, at least 1
   * @param seed the seed of the games' random moves
   * @param threads the number of Java threads that step the games, from 1 to {@code numEnvs}
   * @param maxPlies a game that reaches this many plies without ending is truncated; at least 1
   * @throws IllegalArgumentException if the rules are not readable (the library's message) or a
   *     number is out of range
   */
  public BatchEnv(String rules, int numEnvs, long seed, int threads, int maxPlies) {
    Objects.requireNonNull(rules, "rules");
    if (numEnvs < 1) {
      throw new IllegalArgumentException("num_envs must be at least 1, not " + numEnvs);
    }
    if (threads < 1 || threads > numEnvs) {
      throw new IllegalArgumentException(
          "threads must be from 1 to num_envs (" + numEnvs + "), not " + threads);
    }
    if (maxPlies < 1) {
      throw new IllegalArgumentException("max_plies must be at least 1, not " + maxPlies);
    }
    this.start = States.start(rules);
    this.rules = start.rulesId();
    this.numEnvs = numEnvs;
    this.numActions = start.numDistinctActions();
    this.obsSize = start.observationSize();
    this.maxLegal = start.maxLegalMoves();
    this.maxPlies = maxPlies;
    this.observationShape = start.observationShape();
    this.games = new GameState<?>[numEnvs];
    this.randoms = new SplittableRandom[numEnvs];
    this.ended = new boolean[numEnvs];
    this.lastMoves = new int[numEnvs * maxLegal];
    this.lastCount = new int[numEnvs];
    this.observation = direct((long) numEnvs * obsSize * Float.BYTES);
    this.mask = direct((long) numEnvs * numActions);
    this.currentPlayer = direct((long) numEnvs * Integer.BYTES);
    this.rewards = direct((long) numEnvs * 2 * Float.BYTES);
    this.terminated = direct(numEnvs);
    this.truncated = direct(numEnvs);
    this.ply = direct((long) numEnvs * Integer.BYTES);
    this.actions = direct((long) numEnvs * Integer.BYTES);
    this.randomActions = direct((long) numEnvs * Integer.BYTES);
    this.slices = new Slice[threads];
    for (int t = 0; t < threads; t++) {
      slices[t] =
          new Slice(
              (int) ((long) numEnvs * t / threads), (int) ((long) numEnvs * (t + 1) / threads));
    }
    this.crew = threads == 1 ? null : new Crew(threads - 1);
    if (crew != null) {
      // A Python script that drops its VectorEnv without close() must not leave idle threads
      // behind: the crew stops once this object is unreachable.
      CLEANER.register(this, crew::close);
    }
    seed(seed);
    reset();
  }

  private static ByteBuffer direct(long bytes) {
    if (bytes > Integer.MAX_VALUE) {
      throw new IllegalArgumentException("a buffer of " + bytes + " bytes is too large");
    }
    return ByteBuffer.allocateDirect((int) bytes).order(ByteOrder.nativeOrder());
  }

  private void seed(long seed) {
    long base = SplitMix64.mix(seed);
    for (int i = 0; i < numEnvs; i++) {
      // Mixing the seed first keeps seed s + 1 from replaying seed s's games one index along.
      randoms[i] = new SplittableRandom(SplitMix64.mix(base + GOLDEN_GAMMA * (i + 1L)));
    }
  }

  /**
   * Starts every game again and reseeds each game's random moves.
   *
   * @param seed the seed
   */
  public void reset(long seed) {
    seed(seed);
    reset();
  }

  /** Starts every game again, keeping the random streams where they are. */
  public void reset() {
    run(Slice::reset);
  }

  /**
   * Plays the actions Python wrote into {@link #actionBuffer()}: see {@link #step(int[])}.
   *
   * @throws IllegalArgumentException naming the first game whose action is not legal; no game
   *     changes then
   */
  public void step() {
    IntBuffer a = actions.asIntBuffer();
    checkAll(a);
    run(s -> s.step(a));
  }

  /**
   * Plays one move id in every game; a game that ended at the last step starts again instead and
   * its action is ignored. Every action is checked before any is played.
   *
   * @param ids one id a game, {@link #numEnvs()} of them
   * @throws IllegalArgumentException naming the first game whose action is not legal (or the wrong
   *     length); no game changes then
   */
  public void step(int[] ids) {
    if (ids.length != numEnvs) {
      throw new IllegalArgumentException(
          "expected " + numEnvs + " actions, one a game, not " + ids.length);
    }
    step(IntBuffer.wrap(ids));
  }

  /**
   * Plays the actions in a buffer of {@link #numEnvs()} ints: see {@link #step(int[])}.
   *
   * @param ids the actions, read from index 0
   * @throws IllegalArgumentException naming the first game whose action is not legal; no game
   *     changes then
   */
  public void step(IntBuffer ids) {
    if (ids.limit() < numEnvs) {
      throw new IllegalArgumentException(
          "expected " + numEnvs + " actions, one a game, not " + ids.limit());
    }
    checkAll(ids);
    run(s -> s.step(ids));
  }

  private void checkAll(IntBuffer ids) {
    // Checked on the caller's thread, since nothing may change before every action is known to be
    // legal: against the game's legal moves as the last write listed them (Java's own copy, not
    // the mask Python can see), a scan of a few dozen ints where isLegal would judge the push.
    for (int i = 0; i < numEnvs; i++) {
      if (ended[i]) {
        continue;
      }
      int id = ids.get(i);
      if (!listed(i, id)) {
        String text =
            id >= 0 && id < numActions ? " (" + games[i].moveNotation(id) + ")" : " (no such id)";
        throw new IllegalArgumentException(
            "game " + i + ": move " + id + text + " is not legal at ply " + games[i].ply());
      }
    }
  }

  /** Whether a move id is among game i's legal moves as the last write listed them. */
  private boolean listed(int i, int id) {
    int at = i * maxLegal;
    for (int k = at, end = at + lastCount[i]; k < end; k++) {
      if (lastMoves[k] == id) {
        return true;
      }
    }
    return false;
  }

  /**
   * Draws a uniform legal move id for every game from its own random stream into {@link
   * #randomActionBuffer()}; 0 for a game that has ended (its action is ignored). The draw is among
   * the legal moves listed at the last write, which are the game's legal moves now.
   */
  public void randomActions() {
    run(Slice::random);
  }

  private void run(java.util.function.Consumer<Slice> work) {
    if (closed) {
      throw new IllegalStateException("this BatchEnv is closed");
    }
    if (crew == null) {
      work.accept(slices[0]);
      return;
    }
    Runnable[] tasks = new Runnable[slices.length];
    for (int t = 0; t < slices.length; t++) {
      Slice s = slices[t];
      tasks[t] = () -> work.accept(s);
    }
    // The caller works the first slice itself rather than wait idle.
    crew.run(tasks);
  }

  /** One thread's contiguous games, with its own scratch arrays. */
  private final class Slice {
    private final int from;
    private final int to;
    private final float[] obs = new float[obsSize];
    private final int[] moves = new int[maxLegal];
    private final FloatBuffer obsOut = observation.asFloatBuffer();
    private final FloatBuffer rewardOut = rewards.asFloatBuffer();
    private final IntBuffer playerOut = currentPlayer.asIntBuffer();
    private final IntBuffer plyOut = ply.asIntBuffer();
    private final IntBuffer randomOut = randomActions.asIntBuffer();

    Slice(int from, int to) {
      this.from = from;
      this.to = to;
    }

    void reset() {
      for (int i = from; i < to; i++) {
        restart(i);
        write(i);
      }
    }

    private void restart(int i) {
      games[i] = start;
      ended[i] = false;
      rewardOut.put(2 * i, 0f);
      rewardOut.put(2 * i + 1, 0f);
      terminated.put(i, (byte) 0);
      truncated.put(i, (byte) 0);
    }

    void step(IntBuffer ids) {
      for (int i = from; i < to; i++) {
        if (ended[i]) {
          restart(i);
        } else {
          play(i, ids.get(i));
        }
        write(i);
      }
    }

    private void play(int i, int id) {
      GameState<?> next = games[i].playUnchecked(id);
      games[i] = next;
      float r0 = 0f;
      float r1 = 0f;
      byte term = 0;
      byte trunc = 0;
      if (next.isOver()) {
        term = 1;
        int w = next.winningPlayer();
        if (w == 0) {
          r0 = 1f;
          r1 = -1f;
        } else if (w == 1) {
          r0 = -1f;
          r1 = 1f;
        }
      } else if (next.ply() >= maxPlies) {
        trunc = 1;
      }
      ended[i] = term != 0 || trunc != 0;
      rewardOut.put(2 * i, r0);
      rewardOut.put(2 * i + 1, r1);
      terminated.put(i, term);
      truncated.put(i, trunc);
    }

    /** Writes game i's observation, mask, player and ply. */
    private void write(int i) {
      GameState<?> g = games[i];
      g.observation(obs, 0);
      obsOut.put(i * obsSize, obs, 0, obsSize);
      int base = i * numActions;
      int last = lastCount[i];
      int lastAt = i * maxLegal;
      // Clear only what the last write set; -1 marks a mask set all ones for an ended game.
      if (last < 0) {
        for (int a = 0; a < numActions; a++) {
          mask.put(base + a, (byte) 0);
        }
      } else {
        for (int k = 0; k < last; k++) {
          mask.put(base + lastMoves[lastAt + k], (byte) 0);
        }
      }
      if (ended[i]) {
        for (int a = 0; a < numActions; a++) {
          mask.put(base + a, (byte) 1);
        }
        lastCount[i] = -1;
        playerOut.put(i, -1);
      } else {
        int n = g.legalMoves(moves);
        for (int k = 0; k < n; k++) {
          mask.put(base + moves[k], (byte) 1);
        }
        System.arraycopy(moves, 0, lastMoves, lastAt, n);
        lastCount[i] = n;
        playerOut.put(i, g.playerToMove());
      }
      plyOut.put(i, g.ply());
    }

    void random() {
      for (int i = from; i < to; i++) {
        // The legal moves are already listed (the mask's last write): one uniform draw among
        // them costs a random number, where randomLegalMove would generate moves again.
        int n = lastCount[i];
        randomOut.put(i, n <= 0 ? 0 : lastMoves[i * maxLegal + randoms[i].nextInt(n)]);
      }
    }
  }

  /**
   * The rules text, as the library writes it ({@link GameState#rulesId()}).
   *
   * @return such as {@code gongqi 8x8}
   */
  public String rules() {
    return rules;
  }

  /**
   * The number of games.
   *
   * @return N
   */
  public int numEnvs() {
    return numEnvs;
  }

  /**
   * The number of distinct move ids, the mask's width.
   *
   * @return A
   */
  public int numActions() {
    return numActions;
  }

  /**
   * The observation's shape: planes, height, width.
   *
   * @return a new array of three numbers
   */
  public int[] observationShape() {
    return observationShape.clone();
  }

  /**
   * Game i's position now, for tests and for Python's {@code State} of one game.
   *
   * @param i the game's index
   * @return its position
   */
  public GameState<?> game(int i) {
    Objects.checkIndex(i, numEnvs);
    return games[i];
  }

  /**
   * The observations: float32, N·O in native order.
   *
   * @return the direct buffer
   */
  public ByteBuffer observationBuffer() {
    return observation;
  }

  /**
   * The legal-action masks: N·A bytes, 1 legal, 0 not.
   *
   * @return the direct buffer
   */
  public ByteBuffer maskBuffer() {
    return mask;
  }

  /**
   * The players to move: int32, N, −1 where a game has ended.
   *
   * @return the direct buffer
   */
  public ByteBuffer currentPlayerBuffer() {
    return currentPlayer;
  }

  /**
   * The rewards of the last step: float32, N·2, player 0's then player 1's.
   *
   * @return the direct buffer
   */
  public ByteBuffer rewardsBuffer() {
    return rewards;
  }

  /**
   * Whether each game ended by the rules at the last step: N bytes.
   *
   * @return the direct buffer
   */
  public ByteBuffer terminatedBuffer() {
    return terminated;
  }

  /**
   * Whether each game reached the ply limit at the last step: N bytes.
   *
   * @return the direct buffer
   */
  public ByteBuffer truncatedBuffer() {
    return truncated;
  }

  /**
   * The plies played in each game: int32, N.
   *
   * @return the direct buffer
   */
  public ByteBuffer plyBuffer() {
    return ply;
  }

  /**
   * Where Python writes the actions {@link #step()} plays: int32, N.
   *
   * @return the direct buffer
   */
  public ByteBuffer actionBuffer() {
    return actions;
  }

  /**
   * Where {@link #randomActions()} writes: int32, N.
   *
   * @return the direct buffer
   */
  public ByteBuffer randomActionBuffer() {
    return randomActions;
  }

  /** Stops the threads; the buffers stay readable, and a later call that plays is refused. */
  @Override
  public void close() {
    closed = true;
    if (crew != null) {
      crew.close();
    }
  }
}
