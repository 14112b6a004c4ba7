"""``AECEnv``: two agents taking turns, shaped as PettingZoo's AEC API for board games,
without importing PettingZoo."""

import numpy as np

from ._state import new_state

AGENTS = ("player_0", "player_1")


class Discrete:
    """The move ids ``0 … n-1`` (the few parts of ``gymnasium.spaces.Discrete`` used here)."""

    def __init__(self, n, seed=None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.int64
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)

    def contains(self, x):
        return isinstance(x, (int, np.integer)) and 0 <= int(x) < self.n

    def sample(self, mask=None):
        """A uniform id; with an int8 mask, a uniform id among its ones."""
        if mask is None:
            return int(self._rng.integers(self.n))
        ids = np.flatnonzero(mask)
        if ids.size == 0:
            raise ValueError("the mask allows no action")
        return int(ids[self._rng.integers(ids.size)])

    def __repr__(self):
        return f"Discrete({self.n})"


class Box:
    """The observation's float32 tensor (the few parts of ``gymnasium.spaces.Box`` used here)."""

    def __init__(self, shape, low=0.0, high=1.0):
        self.shape = tuple(shape)
        self.dtype = np.float32
        self.low = low
        self.high = high

    def contains(self, x):
        return isinstance(x, np.ndarray) and x.shape == self.shape and x.dtype == self.dtype

    def __repr__(self):
        return f"Box({self.low}, {self.high}, {self.shape}, float32)"


class AECEnv:
    """One game, one agent acting at a time. Agents are named by the library's player index:
    ``player_0`` moves first."""

    metadata = {"name": "gongqi_aec_v0", "is_parallelizable": False, "render_modes": ["ansi"]}

    def __init__(self, rules, *, max_plies=None, render_mode=None):
        self._rules_text = rules
        self._state = new_state(rules)
        self.rules = self._state.rules()
        self.max_plies = max_plies
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        n = self._state.num_distinct_actions()
        self._action_spaces = {a: Discrete(n) for a in AGENTS}
        self._observation_spaces = {a: Box(self._state.observation_shape()) for a in AGENTS}
        self.reset()

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    def action_space(self, agent):
        return self._action_spaces[agent]

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is not None:
            for i, a in enumerate(AGENTS):
                self._action_spaces[a].seed(seed + i)
        self._state = new_state(self._rules_text)
        self.agents = list(AGENTS)
        self.rewards = {a: 0.0 for a in AGENTS}
        self._cumulative_rewards = {a: 0.0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self.agent_selection = AGENTS[self._state.current_player()]
        self._skip_selection = None

    def state(self):
        """The game as a ``gongqi.State`` (a copy)."""
        return self._state.clone()

    def observe(self, agent):
        """``{"observation": float32 tensor (the side to move's view), "action_mask": int8}``; the
        mask is all zeros for an agent that is not to move."""
        obs = self._state.observation_tensor()
        done = self.terminations.get(agent, True) or self.truncations.get(agent, True)
        if agent == self.agent_selection and not done:
            mask = self._state.legal_actions_mask()
        else:
            mask = np.zeros(self._state.num_distinct_actions(), dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (
            obs,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            self.infos[agent],
        )

    def agent_iter(self, max_iter=2**63):
        """Yields the agent to act until every agent is done (or ``max_iter`` turns)."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is not done: it must play a move id, not None")
        self._state.apply_action(action)  # ValueError, nothing changed, when illegal
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        if self._state.is_terminal():
            r = self._state.returns()
            for i, a in enumerate(AGENTS):
                self.rewards[a] = r[i]
                self.terminations[a] = True
            self.agent_selection = AGENTS[1 - AGENTS.index(agent)]
        elif self.max_plies is not None and self._state.ply() >= self.max_plies:
            for a in AGENTS:
                self.truncations[a] = True
            self.agent_selection = AGENTS[1 - AGENTS.index(agent)]
        else:
            self.agent_selection = AGENTS[self._state.current_player()]
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]

    def _dead_step(self, action):
        # PettingZoo's rule: a done agent steps with None and leaves; the other done agents follow.
        if action is not None:
            raise ValueError("when an agent is done, the only valid action is None")
        agent = self.agent_selection
        for table in (self.rewards, self._cumulative_rewards, self.terminations,
                      self.truncations, self.infos):
            del table[agent]
        self.agents.remove(agent)
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            self.agent_selection = done[0]
        for a in self.agents:
            self.rewards[a] = 0.0

    def render(self):
        return str(self._state)

    def close(self):
        pass
