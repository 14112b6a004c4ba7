/**
 * What every command of the lab shares on its command line: the usage error ({@link
 * io.github.gongqi.bench.cli.UsageException}), suggestions for a mistyped name ({@link
 * io.github.gongqi.bench.cli.DidYouMean}), the game and rules options every game brings through the
 * registry ({@link io.github.gongqi.bench.cli.GameOptions}) and the lab's version.
 */
package io.github.gongqi.bench.cli;
