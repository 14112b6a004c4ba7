package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.testing.GameRecordFuzzContract;
import java.util.List;

/** The record fuzz contract on Gongqi's records, of random matches in every state. */
class GameRecordFuzzProperties extends GameRecordFuzzContract<GameRecord> {
  @Override
  protected GameRecord parseRecord(String text) {
    return GameRecord.parse(text);
  }

  @Override
  protected String randomRecordText(long seed) {
    return GameRecord.of(RandomMatches.random(seed)).write();
  }

  @Override
  protected String alphabet() {
    return "[]\"{}%emt .:0123456789-/*abcdefghijklNESWswappassXO\n\\";
  }

  @Override
  protected List<String> gameTokens() {
    return List.of(
        "[Board \"8x8\"]",
        "[Board \"12x12\"]",
        "[Position \"8/8/8/8/8/8/8/8 b 0/0 d 0 1\"]",
        "swap");
  }
}
