"""The API against the conventions it follows: an AEC test modelled on PettingZoo's api_test, and a
random-simulation test modelled on OpenSpiel's, with a serialisation round trip at every step."""

import random

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("jpype")

import gongqi  # noqa: E402
from conftest import RULES  # noqa: E402


@pytest.mark.parametrize("rules", RULES)
def test_random_simulation_openspiel_style(rules):
    rng = random.Random(7)
    state = gongqi.new_state(rules)
    assert state.current_player() == 0 and state.returns() == [0.0, 0.0] and state.ply() == 0
    shape = state.observation_shape()
    while not state.is_terminal() and state.ply() < 150:
        text = state.serialize()
        again = gongqi.deserialize_state(text)
        assert again == state and again.serialize() == text
        assert again.notation() == state.notation() and str(again) == str(state)
        assert again.history() == state.history() and len(state.history()) == state.ply()
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal, "a running game has a legal move"
        assert np.flatnonzero(state.legal_actions_mask()).tolist() == legal
        obs = state.observation_tensor()
        assert obs.dtype == np.float32 and obs.shape == shape
        assert state.current_player() in (0, 1)
        assert state.returns() == [0.0, 0.0]
        a = rng.choice(legal)
        assert state.string_to_action(state.action_to_string(a)) == a
        child = state.child(a)
        assert child.ply() == state.ply() + 1 and child.history() == state.history() + [a]
        copy = state.clone()
        state.apply_action(a)
        assert copy.ply() == state.ply() - 1, "a clone does not follow the original"
        assert state == child
    if state.is_terminal():
        assert state.current_player() == -4 and state.legal_actions() == []
        assert sum(state.returns()) == 0
    assert gongqi.deserialize_state(state.serialize()) == state


def test_a_finished_game_openspiel_style():
    rng = random.Random(1)
    state = gongqi.new_state("gongqi 8x8")
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.current_player() == -4
    assert state.returns() in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])
    assert not state.legal_actions_mask().any()
    with pytest.raises(ValueError):
        state.apply_action(0)
    assert gongqi.deserialize_state(state.serialize()) == state


@pytest.mark.parametrize("rules", ["gongqi 8x8", "agon ludii"])
def test_aec_api_pettingzoo_style(rules):
    env = gongqi.aec_env(rules, max_plies=300)
    assert env.possible_agents == ["player_0", "player_1"]
    for seed in (0, 1):
        env.reset(seed=seed)
        assert env.agents == env.possible_agents and env.num_agents == 2 and env.max_num_agents == 2
        assert env.agent_selection == "player_0"
        for agent in env.agents:
            assert env.action_space(agent).n == env.state().num_distinct_actions()
            assert env.observation_space(agent).shape == env.state().observation_shape()
        turns, done_steps = 0, 0
        for agent in env.agent_iter():
            assert agent == env.agent_selection and agent in env.agents
            obs, reward, term, trunc, info = env.last()
            assert set(obs) == {"observation", "action_mask"}
            assert obs["observation"].dtype == np.float32
            assert obs["observation"].shape == env.observation_space(agent).shape
            assert obs["action_mask"].dtype == np.int8
            assert obs["action_mask"].shape == (env.action_space(agent).n,)
            assert isinstance(info, dict) and isinstance(reward, float)
            assert np.array_equal(env.observe(agent)["action_mask"], obs["action_mask"])
            assert set(env.rewards) == set(env.agents) == set(env.terminations) == set(env.infos)
            other = [a for a in env.agents if a != agent]
            for o in other:
                assert not env.observe(o)["action_mask"].any()
            if term or trunc:
                assert not obs["action_mask"].any()
                with pytest.raises(ValueError):
                    env.step(0)  # a done agent steps with None only
                env.step(None)
                done_steps += 1
                continue
            assert obs["action_mask"].any()
            action = env.action_space(agent).sample(obs["action_mask"])
            assert env.action_space(agent).contains(action)
            env.step(action)
            turns += 1
        assert env.agents == [] and done_steps == 2 and turns > 0


def test_aec_rewards_at_the_end_sum_to_zero():
    env = gongqi.aec_env("gongqi 8x8")
    env.reset(seed=3)
    finals = {}
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        if term or trunc:
            finals[agent] = reward
            env.step(None)
        else:
            env.step(env.action_space(agent).sample(obs["action_mask"]))
    assert set(finals) == {"player_0", "player_1"}
    assert sum(finals.values()) == 0


def test_an_illegal_action_changes_nothing_anywhere():
    state = gongqi.new_state("gongqi 8x8")
    illegal = next(a for a in range(state.num_distinct_actions()) if a not in state.legal_actions())
    before = state.serialize()
    for bad in (illegal, -1, state.num_distinct_actions(), 10**12):
        with pytest.raises(ValueError):
            state.apply_action(bad)
        assert state.serialize() == before
    with pytest.raises(ValueError):
        state.string_to_action("not a move")
    env = gongqi.aec_env("gongqi 8x8")
    with pytest.raises(ValueError):
        env.step(illegal)
    assert env.agent_selection == "player_0" and env.state().ply() == 0
    with pytest.raises(ValueError):
        env.step(None)
    for text in ("gongqi-state 1\ngongqi 8x8\n0", "nonsense", "gongqi-state 1\nchess\n"):
        with pytest.raises(ValueError):
            gongqi.deserialize_state(text)


def test_unknown_rules_everywhere_are_a_value_error():
    for make in (gongqi.new_state, gongqi.aec_env, lambda r: gongqi.make(r, 1)):
        with pytest.raises(ValueError, match="unknown game 'chess'"):
            make("chess")


def test_agon_alone_is_the_default_rules():
    assert gongqi.new_state("agon").rules() == gongqi.rules_choices()[0]
