package io.github.gongqi.gongqi.match;

import io.github.gongqi.game.testing.GameRecordContract;
import java.util.List;

/** The record contract on Gongqi's records, of random matches in every state. */
class GameRecordContractProperties extends GameRecordContract<Match, GameRecord> {
  @Override
  protected GameRecord parseRecord(String text) {
    return GameRecord.parse(text);
  }

  @Override
  protected GameRecord recordOf(Match match) {
    return GameRecord.of(match);
  }

  @Override
  protected Match randomMatch(long seed) {
    return RandomMatches.random(seed);
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
