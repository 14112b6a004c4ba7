"""``VectorEnv``: many games stepped in one call into Java, read as numpy views."""

import numpy as np

from . import _jvm


def _view(buffer, dtype, shape, writeable=False):
    # A direct ByteBuffer exposes its memory through the buffer protocol: no copy, ever.
    a = np.asarray(buffer).view(dtype).reshape(shape)
    # Read-only for the caller: the Java side alone writes what it reports.
    a.flags.writeable = writeable
    return a


class VectorEnv:
    """``num_envs`` games of one rules text, stepped together (see the package's README).

    The arrays ``observation``, ``legal_action_mask``, ``current_player``, ``rewards``,
    ``terminated``, ``truncated`` and ``ply`` are views of memory the Java side writes; ``reset``
    and ``step`` update them in place, so copy what you keep across steps.
    """

    def __init__(self, rules, num_envs, *, seed=0, threads=1, max_plies=1000):
        batch_env = _jvm.cls("BatchEnv")
        iae = _jvm.illegal_argument()
        try:
            self._java = batch_env(str(rules), int(num_envs), int(seed), int(threads), int(max_plies))
        except iae as e:
            raise _jvm.value_error(e) from None
        self._iae = iae
        j = self._java
        n = int(j.numEnvs())
        self.num_envs = n
        self.num_actions = int(j.numActions())
        self.observation_shape = tuple(int(x) for x in j.observationShape())
        self.rules = str(j.rules())
        self.threads = int(threads)
        self.max_plies = int(max_plies)
        self.observation = _view(j.observationBuffer(), np.float32, (n,) + self.observation_shape)
        self.legal_action_mask = _view(j.maskBuffer(), np.bool_, (n, self.num_actions))
        self.current_player = _view(j.currentPlayerBuffer(), np.int32, (n,))
        self.rewards = _view(j.rewardsBuffer(), np.float32, (n, 2))
        self.terminated = _view(j.terminatedBuffer(), np.bool_, (n,))
        self.truncated = _view(j.truncatedBuffer(), np.bool_, (n,))
        self.ply = _view(j.plyBuffer(), np.int32, (n,))
        self._actions = _view(j.actionBuffer(), np.int32, (n,), writeable=True)
        self._random = _view(j.randomActionBuffer(), np.int32, (n,))
        self._step = j.step
        self._random_actions = j.randomActions
        self._closed = False  # the Java side started and seeded the games already

    def reset(self, seed=None):
        """Starts every game; with a seed, reseeds each game's random moves.

        Returns ``(observation, info)`` as Gymnasium does; ``info`` is an empty dict.
        """
        self._check_open()
        if seed is None:
            self._java.reset()
        else:
            self._java.reset(int(seed))
        return self.observation, {}

    def step(self, actions):
        """Plays one move id in every game (next-step autoreset for games that ended).

        Returns ``(observation, rewards, terminated, truncated, info)``, views as above.
        Raises ``ValueError`` naming the first game whose move is illegal; then no game changes.
        """
        self._check_open()
        a = np.asarray(actions)
        if a.shape != (self.num_envs,):
            raise ValueError(f"expected actions of shape ({self.num_envs},), not {a.shape}")
        if a.dtype.kind not in "iu":
            raise ValueError(f"expected integer move ids, not {a.dtype}")
        if a is not self._actions:
            np.copyto(self._actions, a, casting="unsafe")
            if not np.array_equal(self._actions, a):
                raise ValueError("a move id does not fit in 32 bits")
        try:
            self._step()
        except self._iae as e:
            raise _jvm.value_error(e) from None
        return self.observation, self.rewards, self.terminated, self.truncated, {}

    def random_actions(self):
        """A uniform legal move id for every game, drawn by the library (0 for a game that ended)."""
        self._check_open()
        self._random_actions()
        return self._random.copy()

    def close(self):
        """Stops the Java threads; the arrays keep their last values."""
        if not self._closed:
            self._closed = True
            self._java.close()

    def _check_open(self):
        if self._closed:
            raise ValueError("this VectorEnv is closed")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        return (
            f"VectorEnv({self.rules!r}, num_envs={self.num_envs}, threads={self.threads}, "
            f"max_plies={self.max_plies})"
        )
