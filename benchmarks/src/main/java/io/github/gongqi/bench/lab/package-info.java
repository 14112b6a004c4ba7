/**
 * The lab's commands and what runs them: {@code perft}, {@code selfplay}, {@code tournament} and
 * {@code merge} with their options; a run of games played game by game, each judged by a referee
 * and written as it ends (a JSONL line, a record); shards; the summary that {@code merge} rebuilds
 * from the JSONL; progress on standard error.
 */
package io.github.gongqi.bench.lab;
