/**
 * JSON for the lab and the playground: one JSON value as text ({@link
 * io.github.gongqi.bench.json.JsonText}) and the bounded reading of a JSONL file line by line
 * ({@link io.github.gongqi.bench.json.JsonlLines}).
 */
package io.github.gongqi.bench.json;
