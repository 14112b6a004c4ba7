package io.github.gongqi.agon.match;

import io.github.gongqi.agon.RandomGames;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.game.testing.GameRecordFuzzContract;
import java.util.List;
import java.util.Random;

/** The record fuzz contract on Agon's records, under the standard and random rules. */
class GameRecordFuzzProperties extends GameRecordFuzzContract<GameRecord> {
  @Override
  protected GameRecord parseRecord(String text) {
    return GameRecord.parse(text);
  }

  @Override
  protected String randomRecordText(long seed) {
    Random r = new Random(seed);
    Rules rules = r.nextBoolean() ? Rules.STANDARD : RandomGames.randomRules(r);
    return GameRecord.of(GameRecordTest.randomGame(rules, r, r.nextInt(12))).write();
  }

  @Override
  protected String alphabet() {
    return "[]\"{}%emtofrdcline .:0123456789-/*@abcdefghijkQGpass=\n\\";
  }

  @Override
  protected List<String> gameTokens() {
    return List.of(
        "[Rules \"ludii\"]",
        "[Rules \"standard ply-limit=3\"]",
        "a1-b2",
        "k11-j10",
        "Q@f6",
        "c5@a3");
  }
}
