"""``State``: one game for search, shaped as OpenSpiel's ``pyspiel.State``."""

import numpy as np
import jpype

from . import _jvm

TERMINAL = -4
"""OpenSpiel's ``kTerminalPlayerId``: ``current_player()`` once the game is over."""

_SERIAL_HEADER = "gongqi-state 1"


class _Api:
    """The contract's methods, taken from the ``GameState`` interface once: calling an interface
    method spares JPype choosing among a position class's overloads (``play(int)``,
    ``play(Move)``, ``play(CharSequence)``), which halves the cost of a call."""

    ready = False

    @classmethod
    def load(cls):
        gs = _jvm.cls_any("io.github.gongqi.game.GameState")
        for name in ("play", "isOver", "playerToMove", "winningPlayer", "ply", "moveNotation",
                     "moveId", "toNotation", "numDistinctActions", "observationShape",
                     "swapsSides"):
            setattr(cls, name, getattr(gs, name))
        cls.States = _jvm.cls("States")
        cls.ready = True


def _api():
    if not _Api.ready:
        _Api.load()
    return _Api


class State:
    """A position and the move ids that led to it. Positions are immutable in the library, so
    ``clone()`` shares the position and copies only the history."""

    __slots__ = ("_pos", "_rules", "_history", "_actions")

    def __init__(self, pos, rules, history):
        self._pos = pos
        self._rules = rules
        self._history = history
        self._actions = int(_api().numDistinctActions(pos))

    # --- the game's facts -------------------------------------------------------------------
    def rules(self):
        """The rules text, as the library writes it."""
        return self._rules

    def num_distinct_actions(self):
        return self._actions

    def num_players(self):
        return 2

    def observation_shape(self):
        return tuple(int(x) for x in _Api.observationShape(self._pos))

    # --- where the game is --------------------------------------------------------------------
    def is_terminal(self):
        return bool(_Api.isOver(self._pos))

    def is_chance_node(self):
        return False

    def current_player(self):
        """0 or 1; ``-4`` (OpenSpiel's terminal id) once the game is over."""
        if _Api.isOver(self._pos):
            return TERMINAL
        return int(_Api.playerToMove(self._pos))

    def returns(self):
        """``[+1, -1]``, ``[-1, +1]`` or ``[0, 0]`` (a draw, or a game still running)."""
        if not _Api.isOver(self._pos):
            return [0.0, 0.0]
        w = int(_Api.winningPlayer(self._pos))
        if w == 0:
            return [1.0, -1.0]
        if w == 1:
            return [-1.0, 1.0]
        return [0.0, 0.0]

    def rewards(self):
        return self.returns()

    def ply(self):
        return int(_Api.ply(self._pos))

    def history(self):
        return list(self._history)

    def legal_actions(self, player=None):
        """The legal move ids, sorted; empty once the game is over."""
        if player is not None and player != self.current_player():
            return []
        return np.asarray(_Api.States.legalActions(self._pos)).tolist()

    def legal_actions_mask(self, player=None):
        """An int8 array of ``num_distinct_actions()``: 1 where the id is legal."""
        if player is not None and player != self.current_player():
            return np.zeros(self._actions, dtype=np.int8)
        return np.array(_Api.States.legalActionsMask(self._pos), dtype=np.int8)

    def observation_tensor(self, player=None):
        """The library's observation, from the side to move's view: float32 of
        ``observation_shape()``."""
        flat = np.array(_Api.States.observation(self._pos), dtype=np.float32)
        return flat.reshape(self.observation_shape())

    # --- moves --------------------------------------------------------------------------------
    def apply_action(self, action):
        """Plays a move id after checking it; an illegal id is a ``ValueError`` and changes
        nothing."""
        a = int(action)
        if not 0 <= a < self._actions:
            raise ValueError(f"move {a} is not an id of these rules (0 to {self._actions - 1})")
        try:
            self._pos = _Api.play(self._pos, a)
        except jpype.JException as e:
            raise _jvm.value_error(e) from None
        self._history.append(a)

    def swaps_sides(self, action):
        """Whether the move exchanges the players' sides, as Gongqi's opening swap does: whoever
        plays it goes on as the other player index, so credit the game's result accordingly."""
        return bool(_Api.swapsSides(self._pos, int(action)))

    def child(self, action):
        c = self.clone()
        c.apply_action(action)
        return c

    def clone(self):
        return State(self._pos, self._rules, list(self._history))

    def action_to_string(self, *args):
        """The move's notation; takes ``(action)`` or OpenSpiel's ``(player, action)``."""
        action = args[-1]
        a = int(action)
        if not 0 <= a < self._actions:
            raise ValueError(f"move {a} is not an id of these rules (0 to {self._actions - 1})")
        return str(_Api.moveNotation(self._pos, a))

    def string_to_action(self, *args):
        """The id of a move in the game's notation; takes ``(text)`` or ``(player, text)``."""
        text = args[-1]
        try:
            return int(_Api.moveId(self._pos, str(text)))
        except jpype.JException as e:
            raise _jvm.value_error(e) from None

    # --- text ---------------------------------------------------------------------------------
    def serialize(self):
        """Rules and move ids, which ``gongqi.deserialize_state`` reads back."""
        return f"{_SERIAL_HEADER}\n{self._rules}\n{' '.join(map(str, self._history))}"

    def notation(self):
        """The library's one-line notation of the position."""
        return str(_Api.toNotation(self._pos))

    def __str__(self):
        return str(self._pos.toString())

    def __repr__(self):
        return f"<gongqi.State {self._rules!r} ply {self.ply()}: {self.notation()}>"

    def __eq__(self, other):
        return (
            isinstance(other, State)
            and self._rules == other._rules
            and self._history == other._history
        )

    def __hash__(self):
        return hash((self._rules, tuple(self._history)))


def new_state(rules):
    """The start of a game under the rules text, such as ``"gongqi 8x8"`` or ``"agon ludii"``."""
    states = _jvm.cls("States")
    try:
        pos = states.start(str(rules))
    except _jvm.illegal_argument() as e:
        raise _jvm.value_error(e) from None
    return State(pos, str(pos.rulesId()), [])


def deserialize_state(text):
    """The state ``State.serialize()`` wrote."""
    lines = str(text).split("\n")
    if len(lines) != 3 or lines[0] != _SERIAL_HEADER:
        raise ValueError(f"not a serialized gongqi state (expected '{_SERIAL_HEADER}' first)")
    rules = lines[1]
    try:
        ids = [int(x) for x in lines[2].split()]
    except ValueError:
        raise ValueError(f"move ids expected, not {lines[2]!r}") from None
    states = _jvm.cls("States")
    try:
        pos = states.replay(rules, jpype.JArray(jpype.JInt)(ids))
    except _jvm.illegal_argument() as e:
        raise _jvm.value_error(e) from None
    return State(pos, str(pos.rulesId()), ids)
