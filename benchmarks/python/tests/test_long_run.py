"""A long run leaves no Java thread or memory growing: VectorEnvs made, stepped and closed."""

import gc

import pytest

np = pytest.importorskip("numpy")
jpype = pytest.importorskip("jpype")

import gongqi  # noqa: E402

STEPS = 200_000  # game steps in all; the million is `GONGQI_LONG=1`


def java_threads():
    mx = jpype.JClass("java.lang.management.ManagementFactory").getThreadMXBean()
    return int(mx.getThreadCount())


def java_heap_after_gc():
    runtime = jpype.JClass("java.lang.Runtime").getRuntime()
    jpype.JClass("java.lang.System").gc()
    return int(runtime.totalMemory()) - int(runtime.freeMemory())


def test_a_long_run_leaves_no_thread_or_memory_growing():
    import os

    total = 1_000_000 if os.environ.get("GONGQI_LONG") else STEPS
    gongqi.new_state("gongqi 8x8")  # the JVM is up
    threads0 = java_threads()
    heaps = []
    n, rounds = 256, 5
    per_round = total // (n * rounds)
    for r in range(rounds):
        env = gongqi.make("gongqi 8x8", n, seed=r, threads=2, max_plies=200)
        for _ in range(per_round):
            env.step(env.random_actions())
        assert env.threads == 2 and java_threads() <= threads0 + 2
        env.close()
        del env
        gc.collect()
        heaps.append(java_heap_after_gc())
    jpype.JClass("java.lang.Thread").sleep(200)
    assert java_threads() <= threads0 + 1, "closed VectorEnvs left threads running"
    # Memory settles: the last round's heap is not far above the second's.
    assert heaps[-1] < heaps[1] + 32 * 2**20, heaps


def test_a_dropped_vector_env_stops_its_threads():
    gongqi.make("gongqi 8x8", 4, threads=2).close()  # the JVM and its cleaner thread are up
    before = java_threads()
    for seed in range(4):
        env = gongqi.make("gongqi 8x8", 4, seed=seed, threads=2)
        env.step(env.random_actions())
        del env  # no close(): the Java side stops the pool once the object is unreachable
    gc.collect()
    system = jpype.JClass("java.lang.System")
    thread = jpype.JClass("java.lang.Thread")
    for _ in range(50):
        system.gc()
        thread.sleep(100)
        if java_threads() <= before:
            break
    assert java_threads() <= before, "dropped VectorEnvs left their threads running"
