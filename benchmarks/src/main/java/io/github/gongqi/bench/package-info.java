/**
 * The lab's entry point: {@link io.github.gongqi.bench.Main}, the command line of {@code
 * benchmarks.jar} (a contract that scripts depend on), which wires the commands together.
 *
 * <p>The rest is in subpackages by role, each depending only on those below it: {@code json} (JSON
 * and JSONL, a leaf), {@code rating} (Elo), {@code bot} (the bots), {@code game} (a registered game
 * under chosen rules, as the lab uses it), {@code cli} (the usage error, suggestions, the shared
 * options), {@code player} (players and bot specifications), {@code engine} (the engine protocol,
 * both sides), {@code lab} (the commands and their runs, the demo), {@code report} (the HTML
 * report), {@code play} (the playground), {@code python} (the batch of games the Python package
 * steps) and {@code jmh} (the JMH suites).
 */
package io.github.gongqi.bench;
