"""VectorEnv: the same games as State played one by one, next-step autoreset, illegal actions
refused with nothing changed, the same games whatever the threads, and arrays that are views."""

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("jpype")

import gongqi  # noqa: E402


@pytest.mark.parametrize("rules", ["gongqi 8x8", "agon ludii"])
def test_every_game_equals_the_same_moves_played_one_by_one(rules):
    n, max_plies = 6, 120
    env = gongqi.make(rules, n, seed=11, threads=2, max_plies=max_plies)
    states = [gongqi.new_state(rules) for _ in range(n)]
    ended = [False] * n
    restarts = 0
    try:
        for _ in range(400):
            actions = env.random_actions()
            env.step(actions)
            for i in range(n):
                if ended[i]:
                    states[i] = gongqi.new_state(rules)
                    ended[i] = False
                    restarts += 1
                    assert not env.terminated[i] and not env.truncated[i]
                    assert env.rewards[i].tolist() == [0.0, 0.0]
                else:
                    assert actions[i] in states[i].legal_actions()
                    states[i].apply_action(int(actions[i]))
                    term = states[i].is_terminal()
                    trunc = not term and states[i].ply() >= max_plies
                    assert bool(env.terminated[i]) == term
                    assert bool(env.truncated[i]) == trunc
                    assert env.rewards[i].tolist() == (states[i].returns() if term else [0.0, 0.0])
                    ended[i] = term or trunc
                s = states[i]
                assert env.ply[i] == s.ply()
                assert np.array_equal(env.observation[i], s.observation_tensor())
                if ended[i]:
                    assert env.current_player[i] == -1
                    assert env.legal_action_mask[i].all()  # Pgx: all true once ended
                else:
                    assert env.current_player[i] == s.current_player()
                    assert np.flatnonzero(env.legal_action_mask[i]).tolist() == s.legal_actions()
        assert restarts >= n
    finally:
        env.close()


def test_shapes_dtypes_and_views():
    env = gongqi.make("gongqi 8x8", 4, seed=1)
    n, a = 4, env.num_actions
    assert env.observation.shape == (n,) + env.observation_shape and env.observation.dtype == np.float32
    assert env.legal_action_mask.shape == (n, a) and env.legal_action_mask.dtype == np.bool_
    assert env.current_player.dtype == np.int32 and env.ply.dtype == np.int32
    assert env.rewards.shape == (n, 2) and env.rewards.dtype == np.float32
    assert env.terminated.dtype == np.bool_ and env.truncated.dtype == np.bool_
    assert env.rules == "gongqi 8x8"
    with pytest.raises(ValueError):  # the Java side alone writes what it reports
        env.legal_action_mask[0, 0] = True
    before = env.observation.__array_interface__["data"][0]
    obs_copy = env.observation.copy()
    env.step(env.random_actions())
    # Same memory, new contents: the array is a view the Java side writes.
    assert env.observation.__array_interface__["data"][0] == before
    assert not np.array_equal(env.observation, obs_copy)
    assert (env.ply == 1).all()
    env.close()
    with pytest.raises(ValueError):
        env.step(np.zeros(n, dtype=np.int32))


@pytest.mark.parametrize("rules", ["gongqi 8x8", "agon ludii"])
def test_the_same_seed_gives_the_same_games_whatever_the_threads(rules):
    def run(threads, seed):
        env = gongqi.make(rules, 8, seed=seed, threads=threads)
        trace = []
        for _ in range(60):
            a = env.random_actions()
            env.step(a)
            trace.append((a, env.observation.copy(), env.legal_action_mask.copy()))
        env.close()
        return trace

    one, two, other = run(1, 3), run(2, 3), run(1, 4)
    for (a1, o1, m1), (a2, o2, m2) in zip(one, two):
        assert np.array_equal(a1, a2) and np.array_equal(o1, o2) and np.array_equal(m1, m2)
    assert not all(np.array_equal(x[0], y[0]) for x, y in zip(one, other))


def test_reset_with_a_seed_replays_the_games():
    env = gongqi.make("gongqi 8x8", 4, seed=9)
    first = [env.random_actions() for _ in range(1)]
    env.reset(seed=9)
    assert np.array_equal(env.random_actions(), first[0])
    assert (env.ply == 0).all()
    env.close()


@pytest.mark.parametrize("rules", ["gongqi 8x8", "agon ludii"])
def test_an_illegal_action_is_refused_and_changes_no_game(rules):
    env = gongqi.make(rules, 3, seed=2)
    env.step(env.random_actions())
    saved = [x.copy() for x in (env.observation, env.legal_action_mask, env.ply, env.current_player)]
    actions = env.random_actions()
    illegal = int(np.flatnonzero(~env.legal_action_mask[1])[0])
    actions[1] = illegal
    with pytest.raises(ValueError, match=f"game 1: move {illegal}"):
        env.step(actions)
    with pytest.raises(ValueError, match="game 0: move -3"):
        env.step(np.array([-3, 0, 0]))
    with pytest.raises(ValueError, match="shape"):
        env.step(np.zeros(2, dtype=np.int32))
    with pytest.raises(ValueError, match="integer"):
        env.step(np.zeros(3, dtype=np.float32))
    for before, now in zip(saved, (env.observation, env.legal_action_mask, env.ply, env.current_player)):
        assert np.array_equal(before, now)
    env.step(env.random_actions())  # still usable
    assert (env.ply == 2).all()
    env.close()


def test_truncation_then_autoreset_ignores_the_action():
    env = gongqi.make("gongqi 8x8", 2, seed=0, max_plies=4)
    for _ in range(4):
        assert not env.truncated.any()
        env.step(env.random_actions())
    assert env.truncated.all() and not env.terminated.any()
    assert (env.current_player == -1).all()
    env.step(np.array([10**6 % env.num_actions, 0]))  # any id: the games start again
    assert (env.ply == 0).all() and not env.truncated.any()
    assert np.array_equal(env.observation[0], gongqi.new_state("gongqi 8x8").observation_tensor())
    env.close()


def test_unknown_rules_are_a_value_error_with_the_librarys_message():
    with pytest.raises(ValueError, match="chess"):
        gongqi.make("chess", 2)
    with pytest.raises(ValueError, match="9x9"):
        gongqi.make("gongqi 9x9", 2)
    with pytest.raises(ValueError, match="threads"):
        gongqi.make("gongqi 8x8", 2, threads=3)
