/**
 * The JMH suites on the engines' hot paths (liberties, move generation, perft, random playouts,
 * observations), the corpora of positions they measure and the generator that writes them, and the
 * naive reference that the liberty suites are compared with. Run them with {@code java -jar
 * benchmarks.jar jmh}.
 */
package io.github.gongqi.bench.jmh;
