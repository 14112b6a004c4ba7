"""Gongqi and Agon for Python: the rules library in-process through JPype, with numpy arrays.

Three entry points (contract: shared/spec/python.md; conventions: the package's README):

- ``gongqi.make(rules, num_envs, *, seed=0, threads=1, max_plies=1000)`` → ``VectorEnv``, many
  games stepped in one call (Pgx's state, Gymnasium's vector environments);
- ``gongqi.new_state(rules)`` → ``State``, one game for search (OpenSpiel's ``pyspiel.State``),
  and ``gongqi.deserialize_state(text)``;
- ``gongqi.aec_env(rules)`` → ``AECEnv``, PettingZoo's AEC API.

The JVM starts on first use, once per process, on ``benchmarks/target/benchmarks.jar`` (or the
jar named by ``GONGQI_JAR``).
"""

from ._aec import AECEnv
from ._jvm import jar_path
from ._state import State, deserialize_state, new_state
from ._vector import VectorEnv

__all__ = [
    "AECEnv",
    "State",
    "VectorEnv",
    "aec_env",
    "deserialize_state",
    "jar_path",
    "make",
    "new_state",
    "rules_choices",
]


def make(rules, num_envs, *, seed=0, threads=1, max_plies=1000):
    """``num_envs`` games of the rules text, stepped together on ``threads`` Java threads."""
    return VectorEnv(rules, num_envs, seed=seed, threads=threads, max_plies=max_plies)


def aec_env(rules, *, max_plies=None):
    """One game as PettingZoo's AEC environment (agents ``player_0`` and ``player_1``)."""
    return AECEnv(rules, max_plies=max_plies)


def rules_choices():
    """Every named rules text of every registered game, the registry's ``rulesChoices``."""
    from . import _jvm

    _jvm.start()
    import jpype

    games = jpype.JClass("io.github.gongqi.game.Games")
    return [str(r) for g in games.all() for r in g.rulesChoices()]
