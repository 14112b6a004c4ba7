package io.github.gongqi.bench.engine;

import java.util.List;

/**
 * The engine protocol's framing (GTP 2's), written once for both sides: the served side ({@link
 * GtpEngine}) reads commands and writes answers with it, the controller ({@link EnginePlayer})
 * writes commands and reads answers with it.
 *
 * <ul>
 *   <li>A command is one line: an optional numeric id, the command's name, its arguments. A {@code
 *       #} starts a comment to the end of the line, a tab counts as a space, other control
 *       characters are dropped, and a line left empty is ignored.
 *   <li>An answer starts with {@code =} (success) or {@code ?} (failure), then the command's id if
 *       it had one, then a space and the text, which may run over several lines; an empty line ends
 *       it, and none occurs inside it.
 * </ul>
 */
final class Framing {
  private Framing() {}

  /** A numeric id at the start of a line, before the command. */
  private static final java.util.regex.Pattern ID =
      java.util.regex.Pattern.compile("^[ \\t]*(\\d{1,18})[ \\t]");

  /**
   * A command as the served side reads it.
   *
   * @param id the numeric id, or empty
   * @param name the command's name, or empty when the line holds only an id
   * @param args the arguments, separated by single spaces
   */
  record Command(String id, String name, String args) {}

  /**
   * Reads one input line of the served side.
   *
   * @param raw the line as received
   * @return the command, or null for a line to ignore (empty, or a comment)
   */
  static Command command(String raw) {
    StringBuilder clean = new StringBuilder();
    for (char c : raw.toCharArray()) {
      if (c == '#') {
        break;
      }
      clean.append(c == '\t' ? ' ' : c < 32 || c == 127 ? "" : String.valueOf(c));
    }
    String line = clean.toString().trim();
    if (line.isEmpty()) {
      return null;
    }
    String[] words = line.split(" +");
    String id = "";
    int at = 0;
    if (words[0].matches("\\d+")) {
      id = words[0];
      at = 1;
    }
    if (at >= words.length) {
      return new Command(id, "", "");
    }
    return new Command(
        id, words[at], String.join(" ", List.of(words).subList(at + 1, words.length)));
  }

  /**
   * The numeric id a line starts with, if it has one: a refused line's answer carries it.
   *
   * @param raw the line, or its start
   * @return the id, or empty
   */
  static String id(String raw) {
    java.util.regex.Matcher m = ID.matcher(raw);
    return m.find() ? m.group(1) : "";
  }

  /**
   * Writes a success answer: its text without blank lines (a blank line would end it early), then
   * the empty line that ends it. A text that starts with a line end starts on the line after the
   * {@code =}, as GTP engines write a board, so that its first row keeps its indentation.
   *
   * @param id the command's id, or empty
   * @param result the text, possibly empty or of several lines
   * @return the answer as sent
   */
  static String success(String id, String result) {
    StringBuilder b = new StringBuilder("=").append(id);
    List<String> lines =
        result.lines().map(String::stripTrailing).filter(l -> !l.isBlank()).toList();
    if (!lines.isEmpty()) {
      b.append(result.startsWith("\n") ? " \n" : " ").append(String.join("\n", lines));
    }
    return b.append("\n\n").toString();
  }

  /**
   * Writes a failure answer.
   *
   * @param id the command's id, or empty
   * @param message why; written on one line
   * @return the answer as sent
   */
  static String failure(String id, String message) {
    return "?" + id + " " + message.replaceAll("\\s+", " ").strip() + "\n\n";
  }

  /**
   * Writes a command as the controller sends it (without an id: the controller waits for each
   * answer before the next command).
   *
   * @param command the command and its arguments
   * @return the line as sent
   */
  static String line(String command) {
    return command + "\n";
  }

  /**
   * One answer as the controller reads it, line by line: blank lines before it are skipped, its
   * first line must start with {@code =} or {@code ?}, and an empty line ends it.
   */
  static final class Answer {
    private final StringBuilder text = new StringBuilder();
    private boolean started;
    private boolean failed;

    /**
     * Takes the next line the engine wrote.
     *
     * @param line the line, without its line end
     * @return whether the answer is complete (for a success, at its empty line); a failure is known
     *     from its first line, see {@link #failed()}
     * @throws IllegalArgumentException if the answer's first line starts with neither {@code =} nor
     *     {@code ?}
     */
    boolean add(String line) {
      if (!started) {
        if (line.isBlank()) {
          return false;
        }
        char c = line.charAt(0);
        if (c != '=' && c != '?') {
          throw new IllegalArgumentException("neither '=' nor '?' starts '" + line + "'");
        }
        started = true;
        failed = c == '?';
        text.append(line.substring(1).replaceFirst("^\\d+", "").trim());
        return false;
      }
      if (line.isEmpty()) {
        return true;
      }
      text.append('\n').append(line);
      return false;
    }

    /** Whether the answer has started with {@code ?}: the command failed. */
    boolean failed() {
      return failed;
    }

    /** The answer's text, without the marker and the id. */
    String text() {
      return text.toString();
    }
  }
}
