"""The Python thread is released while Java steps the games (JPype drops the GIL during a call)."""

import threading
import time

import pytest

pytest.importorskip("numpy")
pytest.importorskip("jpype")

import gongqi  # noqa: E402

MARGIN = 0.010  # beyond Python's 5 ms switch interval, which lets another thread in at a call's edge


def samples_inside_calls(call, times=3):
    """Runs ``call`` a few times in a thread while this thread notes the time as fast as it can;
    returns how many notes fell well inside a call, and the total time well inside them."""
    spans, done = [], threading.Event()

    def worker():
        try:
            for _ in range(times):
                t0 = time.perf_counter()
                call()
                spans.append((t0 + MARGIN, time.perf_counter() - MARGIN))
        finally:
            done.set()

    notes = []
    th = threading.Thread(target=worker)
    th.start()
    while not done.is_set():
        notes.append(time.perf_counter())
        for _ in range(200):  # some work between notes
            pass
    th.join()
    inside = sum(1 for t in notes for a, b in spans if a < t < b)
    return inside, sum(max(0.0, b - a) for a, b in spans)


def long_step_env():
    """An environment whose one step takes well over the margins: as many games as this machine
    needs for that (a quiet machine steps 8192 games of Gongqi 8x8 in a few milliseconds)."""
    n = 8192
    while True:
        env = gongqi.make("gongqi 8x8", n, seed=0)
        t0 = time.perf_counter()
        env.step(env.random_actions())
        if time.perf_counter() - t0 > 6 * MARGIN or n >= 65536:
            return env
        env.close()
        n *= 2


def test_python_runs_while_java_steps():
    env = long_step_env()
    try:
        inside, span = samples_inside_calls(lambda: env.step(env.random_actions()))
    finally:
        env.close()
    if span <= 0.02:
        pytest.skip("even 65,536 games step too fast here to judge the GIL (%.3f s inside)" % span)
    # Were the GIL held through a step, this thread could note almost nothing inside one (a C
    # call holding the GIL, sum(range(3 * 10**6)), let through 61 notes where sleeping let through
    # 76,000, checked when this test was written).
    assert inside >= 1000, (inside, span)
