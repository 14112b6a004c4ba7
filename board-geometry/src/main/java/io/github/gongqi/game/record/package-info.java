/**
 * Game records, written once for every game: a match with descriptive tags as text in the spirit of
 * PGN. {@link io.github.gongqi.game.record.AbstractGameRecord} is the record value; a writer turns
 * it into canonical text, and a reader, split into a tokenizer (text, tags, comments and the line
 * and column of every error) and a visitor that replays what it reads into a match, turns text back
 * into a record. Every refusal is a {@link io.github.gongqi.game.record.RecordFormatException}
 * naming the line and column that carries the trouble.
 */
package io.github.gongqi.game.record;
