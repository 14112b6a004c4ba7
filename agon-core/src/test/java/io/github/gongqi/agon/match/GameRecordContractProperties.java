package io.github.gongqi.agon.match;

import io.github.gongqi.agon.RandomGames;
import io.github.gongqi.agon.Rules;
import io.github.gongqi.game.testing.GameRecordContract;
import java.util.List;
import java.util.Random;

/** The record contract on Agon's records, of random games under the standard and random rules. */
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
    Random r = new Random(seed);
    Rules rules = r.nextBoolean() ? Rules.STANDARD : RandomGames.randomRules(r);
    return GameRecordTest.randomGame(rules, r, r.nextInt(12));
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
