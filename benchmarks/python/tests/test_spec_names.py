"""Every name of the contract (shared/spec/python.md) exists: scripts and checks depend on them."""

import pytest

pytest.importorskip("numpy")
pytest.importorskip("jpype")

import gongqi  # noqa: E402

VECTOR = ["observation", "legal_action_mask", "current_player", "rewards", "terminated", "truncated",
          "ply", "reset", "step", "random_actions", "num_envs", "num_actions", "observation_shape",
          "rules", "close"]
STATE = ["legal_actions", "legal_actions_mask", "apply_action", "child", "clone", "is_terminal",
         "returns", "current_player", "observation_tensor", "action_to_string", "string_to_action",
         "serialize", "history", "ply", "rules"]
AEC = ["possible_agents", "agents", "reset", "agent_iter", "agent_selection", "last", "step",
       "observe", "rewards", "terminations", "truncations", "infos", "action_space",
       "observation_space"]


def test_module_functions():
    for name in ("make", "new_state", "deserialize_state", "aec_env"):
        assert callable(getattr(gongqi, name))


def test_vector_env_names():
    env = gongqi.make("gongqi 8x8", 2, seed=0, threads=1, max_plies=10)
    for name in VECTOR:
        assert hasattr(env, name), name
    assert env.num_envs == 2 and env.rules == "gongqi 8x8"
    env.close()


def test_state_names():
    s = gongqi.new_state("gongqi 8x8")
    for name in STATE:
        assert callable(getattr(s, name)), name
    assert "8" in str(s)


def test_aec_names():
    env = gongqi.aec_env("agon ludii")
    for name in AEC:
        assert hasattr(env, name), name
    assert env.agents == ["player_0", "player_1"] == env.possible_agents
