package io.github.gongqi.agon;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The perft data file {@code perft.txt}: one case a line, {@code rules | moves | depth | nodes}.
 * {@link #main} regenerates it with the reference implementation ({@link ReferenceAgon}); {@link
 * PerftTest} checks the engine against it.
 */
final class PerftData {
  record Case(String rules, String moves, int depth, long nodes) {}

  private PerftData() {}

  static List<Case> load() throws IOException {
    List<Case> out = new ArrayList<>();
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(
                PerftData.class.getResourceAsStream("perft.txt"), StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\\|");
        out.add(
            new Case(
                f[0].trim(),
                f[1].trim(),
                Integer.parseInt(f[2].trim()),
                Long.parseLong(f[3].trim())));
      }
    }
    return out;
  }

  /** Replays the moves in the reference, checking each is in its legal list. */
  static ReferenceAgon refAfter(Rules rules, String moves) {
    ReferenceAgon r = ReferenceAgon.start(RandomGames.opts(rules));
    if (!moves.equals("-")) {
      for (String m : moves.split(" ")) {
        if (!r.legalMoves().contains(m)) {
          throw new IllegalStateException("reference refuses " + m);
        }
        r = r.play(m);
      }
    }
    return r;
  }

  /**
   * Writes the data file, computing every count with the reference.
   *
   * @param args the output path
   * @throws IOException if writing fails
   */
  public static void main(String[] args) throws IOException {
    List<String[]> cases = new ArrayList<>(); // rules, moves, depth
    Rules blackFirst = Rules.builder().firstSide(Side.BLACK).build();
    Rules classicForbid = Rules.CLASSIC.toBuilder().steppingBetweenEnemiesAllowed(false).build();
    Rules notThrone =
        Rules.builder().queenMayReturnToThrone(false).sixGuardsWithoutQueenLoses(true).build();
    Rules placementMarked =
        Rules.PLACEMENT.toBuilder().capturedPieces(CapturedPieces.MARKED).build();
    for (Rules r : new Rules[] {Rules.STANDARD, Rules.CLASSIC, Rules.PLACEMENT, Rules.LUDII}) {
      for (int d = 1; d <= 5; d++) {
        cases.add(new String[] {r.toString(), "-", Integer.toString(d)});
      }
    }
    for (Rules r : new Rules[] {blackFirst, classicForbid}) {
      cases.add(new String[] {r.toString(), "-", "4"});
    }
    // Positions from seeded games, chosen where a return is due and after a few captures.
    Random rnd = new Random(2024);
    Rules[] mid = {
      Rules.STANDARD, Rules.CLASSIC, Rules.PLACEMENT, Rules.LUDII, notThrone, placementMarked
    };
    for (Rules r : mid) {
      int found = 0;
      while (found < 3) {
        Position p = Position.start(r);
        List<String> played = new ArrayList<>();
        boolean biased = rnd.nextBoolean();
        int captures = 0;
        for (int i = 0; i < 300 && !p.isOver(); i++) {
          Move m = RandomGames.pick(p.legalMoves(), rnd, biased);
          captures += p.transition(m).captured().size();
          p = p.play(m);
          played.add(m.toString());
          if (captures >= 2 && p.mustReturn() && rnd.nextInt(3) == 0) {
            break;
          }
        }
        if (captures >= 2 && !p.isOver()) {
          cases.add(new String[] {r.toString(), String.join(" ", played), found == 0 ? "4" : "3"});
          found++;
        }
      }
    }
    try (PrintWriter out =
        new PrintWriter(Files.newBufferedWriter(Path.of(args[0]), StandardCharsets.UTF_8))) {
      out.println("# Perft counts computed by the reference implementation (ReferenceAgon).");
      out.println("# rules | moves from the start ('-' for none) | depth | nodes");
      for (String[] c : cases) {
        Rules rules = Rules.parse(c[0]);
        long nodes = refAfter(rules, c[1]).perft(Integer.parseInt(c[2]));
        out.println(c[0] + " | " + c[1] + " | " + c[2] + " | " + nodes);
        out.flush();
        System.out.println(c[2] + " " + nodes);
      }
    }
  }
}
