/**
 * The Java side of the Python package {@code gongqi} (benchmarks/python, contract
 * shared/spec/python.md): what Python calls through JPype so that one call does a lot of work.
 *
 * <p>{@link io.github.gongqi.bench.python.BatchEnv} steps many games of one rules text in one call
 * and writes their observations, legal-move masks and outcomes into direct buffers that numpy wraps
 * without copying; {@link io.github.gongqi.bench.python.States} starts, replays and lists the moves
 * of single positions for the package's {@code State}. Games are named only through the registry
 * ({@link io.github.gongqi.game.Games}): this package names no game.
 */
package io.github.gongqi.bench.python;
