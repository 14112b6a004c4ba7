"""The rules through Python agree with the Java library along random games: the legal ids, the
notation both ways, the observation, the player to move and the result, position by position."""

import random

import pytest

np = pytest.importorskip("numpy")
jpype = pytest.importorskip("jpype")

import gongqi  # noqa: E402
from conftest import RULES  # noqa: E402


def java_start(rules):
    gongqi._jvm.start()
    games = jpype.JClass("io.github.gongqi.game.Games")
    return games.forRules(rules).start(rules)


def java_legal(pos):
    buf = jpype.JArray(jpype.JInt)(int(pos.maxLegalMoves()))
    n = int(pos.legalMoves(buf))
    return [int(buf[i]) for i in range(n)]


@pytest.mark.parametrize("rules", RULES)
def test_random_games_agree_with_the_library(rules):
    rng = random.Random(rules)
    for game in range(2):
        state = gongqi.new_state(rules)
        pos = java_start(state.rules())
        assert state.rules() == str(pos.rulesId())
        while True:
            legal = java_legal(pos)
            assert state.legal_actions() == sorted(legal)
            mask = state.legal_actions_mask()
            assert mask.dtype == np.int8 and mask.shape == (state.num_distinct_actions(),)
            assert np.flatnonzero(mask).tolist() == sorted(legal)
            assert state.ply() == int(pos.ply())
            assert state.notation() == str(pos.toNotation())
            flat = jpype.JArray(jpype.JFloat)(int(pos.observationSize()))
            pos.observation(flat, 0)
            assert np.array_equal(state.observation_tensor().ravel(), np.array(flat, dtype=np.float32))
            if pos.isOver():
                assert state.is_terminal()
                w = int(pos.winningPlayer())
                assert state.returns() == ([1.0, -1.0] if w == 0 else [-1.0, 1.0] if w == 1 else [0.0, 0.0])
                assert state.current_player() == -4
                break
            assert state.current_player() == int(pos.playerToMove())
            for a in legal:
                text = state.action_to_string(a)
                assert text == str(pos.moveNotation(a))
                assert state.string_to_action(text) == a
            a = rng.choice(legal)
            state.apply_action(a)
            pos = pos.play(a)
            if state.ply() >= 300:  # long Agon games: enough plies checked
                break


def test_a_played_out_game_reports_a_result():
    results = set()
    rng = random.Random(5)
    for _ in range(6):
        state = gongqi.new_state("gongqi 8x8")
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        assert sum(state.returns()) == 0
        results.add(tuple(state.returns()))
    assert results & {(1.0, -1.0), (-1.0, 1.0)}


def test_the_registrys_rules_choices_all_start():
    choices = gongqi.rules_choices()
    assert any(c.startswith("gongqi") for c in choices)
    assert any(c.startswith("agon") for c in choices)
    for rules in choices:
        assert gongqi.new_state(rules).rules() == rules
